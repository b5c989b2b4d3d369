import { createApiServer } from './app'
import { readConfig } from './config'
import { remoteListenRefusal } from './loopback-only'

const config = readConfig()
const server = createApiServer(config)

const refusal = await remoteListenRefusal(config)
if (refusal) {
  console.error(refusal)
  process.exit(1)
} else {
  server.listen(config.port, config.host, () => {
    console.log(
      `Local API (stand-in for the delivery service) on http://${config.host}:${config.port}` +
        ` · app origins: ${config.appOrigins.join(', ')}` +
        ` · access ${config.accessTtlMs / 1000}s, refresh ${config.refreshTtlMs / 1000}s` +
        (config.testControls ? ' · TEST CONTROLS ON' : ''),
    )
  })
}

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error
  console.error(
    `Port ${config.port} is already in use (another \`npm run dev\`?). Stop that program, or` +
      ` run on other ports: APP_PORT=5174 API_PORT=8081 npm run dev`,
  )
  process.exit(1)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
