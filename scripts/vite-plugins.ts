import { resolve } from 'node:path'
import { runnerImport, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import { LOGIN_ROUTE_ATTRIBUTE, PRERENDERED_LOGIN_ATTRIBUTE } from '../src/app/prerendered-login.ts'
import { loginReturn, loginScreenPaths, routeModules } from '../src/app/route-modules.ts'
import { startPage, type StartPlan } from './page-start.ts'

/**
 * Replaces index.html's entry script with an inline start script (scripts/page-start.ts) that
 * modulepreloads the current path's route chunks beside the entry (src/app/route-modules.ts), and
 * on the login paths marks <html> and starts the app only after the prerendered screen painted.
 */
export function pageStart(): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'fleet-admin:page-start',
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
        if (!entry) throw new Error('page-start: the build has no entry chunk')

        const collect = (chunk: Rollup.OutputChunk, into: Set<string>, skip: Set<string>) => {
          if (skip.has(chunk.fileName) || into.has(chunk.fileName)) return
          into.add(chunk.fileName)
          for (const file of chunk.imports) collect(bundle[file] as Rollup.OutputChunk, into, skip)
        }
        const withEntry = new Set<string>()
        collect(entry, withEntry, new Set())
        const entryImports = [...withEntry].filter((file) => file !== entry.fileName)

        const files: string[] = []
        const routes: Record<string, number[]> = {}
        for (const [path, modules] of Object.entries(routeModules)) {
          const needed = new Set<string>()
          for (const module of modules) {
            const id = resolve(root, module)
            const chunk =
              chunks.find((c) => c.facadeModuleId === id) ??
              chunks.find((c) => c.moduleIds.includes(id))
            if (!chunk) throw new Error(`page-start: ${module} is not a chunk of this build`)
            collect(chunk, needed, withEntry)
          }
          routes[path] = [...needed].map((file) => {
            const known = files.indexOf(file)
            return known >= 0 ? known : files.push(file) - 1
          })
        }

        // The start script loads these itself, so Vite's own tags go.
        const viteTags = [
          `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`,
          ...entryImports.map(
            (file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`,
          ),
        ]
        for (const tag of viteTags) {
          if (!html.includes(tag)) throw new Error(`page-start: index.html has no ${tag}`)
        }
        html = html
          .split('\n')
          .filter((line) => !viteTags.includes(line.trim()))
          .join('\n')

        const [param, value] = loginReturn.param
        const plan: StartPlan = {
          base,
          entry: entry.fileName,
          entryImports,
          files,
          routes,
          loginReturn: {
            path: loginReturn.path,
            param,
            value,
            rendersPath: loginReturn.rendersPath,
          },
          loginPaths: loginScreenPaths,
          loginAttribute: LOGIN_ROUTE_ATTRIBUTE,
        }
        const script = `(${startPage.toString()})(${JSON.stringify(plan)})`
        // Before the stylesheet link: an inline script after it would wait for the CSS to arrive.
        const charset = /<meta charset[^>]*>/i
        if (!charset.test(html)) throw new Error('page-start: index.html has no <meta charset>')
        return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`)
      },
    },
  }
}

/**
 * Puts the login screen's HTML inside #root, so `/` paints its largest content before the ~100 kB
 * of JavaScript arrive; React then hydrates it (src/main.tsx). index.css hides it on every other
 * path, as marked by pageStart's script.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'fleet-admin:prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const emptyRoot = '<div id="root"></div>'
        if (!html.includes(emptyRoot))
          throw new Error('prerender-login: no empty #root in index.html')
        // Rendered through Vite, so the `@/` alias and VITE_API_BASE_URL resolve as in the build.
        const { module } = await runnerImport<{ loginScreenMarkup: () => string }>(
          '/src/app/login-markup.tsx',
          {
            configFile: false,
            root: config.root,
            mode: config.mode,
            envDir: config.envDir,
            logLevel: 'error',
            resolve: { alias: config.resolve.alias },
          },
        )
        // React hoists the screen's <title> to the front; the head keeps index.html's own.
        const markup = module.loginScreenMarkup().replace(/^<title>[^<]*<\/title>/, '')
        // A function, so a `$` in the markup is not read as a replacement pattern.
        return html.replace(
          emptyRoot,
          () => `<div id="root" ${PRERENDERED_LOGIN_ATTRIBUTE}>${markup}</div>`,
        )
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
