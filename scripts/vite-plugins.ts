import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { loginReturn, routeModules } from '../src/app/route-modules.ts'

/**
 * Adds an inline script to index.html that modulepreloads the current path's route chunks (see
 * src/app/route-modules.ts), so a full page load fetches them beside the entry instead of after it.
 */
export function routePreload(): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'fleet-admin:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        )
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) throw new Error('route-preload: the build has no entry chunk')

        // Files the entry already brings (Vite preloads its static imports itself).
        const loaded = new Set<string>()
        const collect = (chunk: Rollup.OutputChunk, into: Set<string>) => {
          if (loaded.has(chunk.fileName) || into.has(chunk.fileName)) return
          into.add(chunk.fileName)
          for (const file of chunk.imports) collect(bundle[file] as Rollup.OutputChunk, into)
        }
        collect(entry, loaded)

        const files: string[] = []
        const table: Record<string, number[]> = {}
        for (const [path, modules] of Object.entries(routeModules)) {
          const needed = new Set<string>()
          for (const module of modules) {
            const id = resolve(root, module)
            const chunk =
              chunks.find((c) => c.facadeModuleId === id) ??
              chunks.find((c) => c.moduleIds.includes(id))
            if (!chunk) throw new Error(`route-preload: ${module} is not a chunk of this build`)
            collect(chunk, needed)
          }
          table[path] = [...needed].map((file) => {
            const known = files.indexOf(file)
            return known >= 0 ? known : files.push(file) - 1
          })
        }

        const [param, value] = loginReturn.param
        const script =
          `(function(d,l){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},` +
          `p=l.pathname.toLowerCase().replace(/\\/+$/,'')||'/';` +
          `if(p===${JSON.stringify(loginReturn.path)}&&new URLSearchParams(l.search).get(${JSON.stringify(param)})===${JSON.stringify(value)})p=${JSON.stringify(loginReturn.rendersPath)};` +
          `(r[p]||r['*']).forEach(function(i){var e=d.createElement('link');e.rel='modulepreload';` +
          `e.crossOrigin='';e.href=${JSON.stringify(base)}+f[i];d.head.appendChild(e)})})(document,location)`
        // Before the stylesheet link: an inline script after it would wait for the CSS to arrive.
        const charset = /<meta charset[^>]*>/i
        if (!charset.test(html)) throw new Error('route-preload: index.html has no <meta charset>')
        return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`)
      },
    },
  }
}

/**
 * react-router's package exports resolve to its development build even in production
 * (remix-run/react-router#12532, #14753); its production build drops the dev-only warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'fleet-admin:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') }
    },
  }
}
