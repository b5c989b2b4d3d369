// The servers and the browser a perf run starts, and stopping them all when it ends.
import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const children: ChildProcess[] = []
let stopping = false

/** Each child leads its own process group, so stopping it also stops what it spawned (nginx). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal}) during the run\n${stderr}`)
  })
  children.push(child)
}

export function stopAll() {
  stopping = true
  for (const { pid, exitCode } of children) {
    if (pid === undefined || exitCode !== null) continue
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      // The group ended on its own meanwhile.
    }
  }
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch {
      // Not up yet.
    }
    await sleep(200)
  }
  throw new Error(`Timed out waiting for ${what}`)
}
