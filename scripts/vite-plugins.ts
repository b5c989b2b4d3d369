import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import * as cookieNames from '../src/config/stored-names/cookie-names.ts'
import { acceptedLanguages, pickLanguage } from '../src/lib/i18n/pick-language.ts'
import { readCookie } from '../src/lib/cookies.ts'
import { fileInLanguage } from './prerender.ts'

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

const HEAD_SCRIPT = 'src/app/boot/head-script.ts'
const HEAD_SCRIPT_PLACEHOLDER = '<!--head-script-->'
/** Inline in every page, before the first paint, so kept small: docs/performance.md has its history. */
const MAX_HEAD_SCRIPT_BYTES = 9504

/**
 * Puts src/app/boot/head-script.ts, bundled and minified, into index.html as an inline script
 * (in place of `<!--head-script-->`), so it shares the app's own modules instead of copying them.
 * Bundled once per build or dev server start; restart `npm run dev` after changing it.
 */
export function headScript(): Plugin {
  let config: ResolvedConfig
  let script: Promise<string> | undefined
  return {
    name: 'fleet-admin:head-script',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(HEAD_SCRIPT_PLACEHOLDER)) {
          throw new Error(`index.html must hold ${HEAD_SCRIPT_PLACEHOLDER} for the head script`)
        }
        const code = await (script ??= bundleHeadScript(config))
        return html.replace(HEAD_SCRIPT_PLACEHOLDER, () => `<script>${code}</script>`)
      },
    },
  }
}

async function bundleHeadScript(config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: config.root,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      lib: { entry: HEAD_SCRIPT, formats: ['iife'], name: 'fleetAdminHeadScript' },
      // Only what the script calls: an unused import (React, in a store module) is left out.
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  })
  const [output] = Array.isArray(result) ? result : [result]
  if (!('output' in output)) throw new Error('The head script bundle came back empty')
  const code = output.output[0].code.trim()
  if (code.length > MAX_HEAD_SCRIPT_BYTES || /<\/script/i.test(code)) {
    throw new Error(`The head script is ${code.length} bytes (limit ${MAX_HEAD_SCRIPT_BYTES})`)
  }
  return code
}

/**
 * `vite preview` serves the build as the deployment does (deploy/nginx.conf.template): each path
 * the page that declares it (<html data-paths>, written by scripts/prerender.ts), so a driver's
 * link gets the drivers page, in the language of the app's cookie or else Accept-Language; any
 * other path gets index.html, as every SPA host does.
 */
export function previewPages(): Plugin {
  return {
    name: 'fleet-admin:preview-pages',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        // The English pages; each language's copy sits beside its page (fileInLanguage).
        .filter((file) => /(^|[/\\])(index|404)\.html$/.test(file))
        .map((file) => {
          const html = readFileSync(join(outDir, file), 'utf8')
          const patterns = /<html[^>]* data-paths="([^"]*)"/.exec(html)?.[1].split(' ') ?? []
          const url = `/${file.split(sep).join('/')}`
          return { url, paths: patterns.map((pattern) => new RegExp(`^${pattern}$`)) }
        })
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview')
        const path = url.pathname.toLowerCase().replace(/\/+$/, '') || '/'
        const page = pages.find(({ paths }) => paths.some((pattern) => pattern.test(path)))
        if (page) {
          const language = pickLanguage(
            readCookie(cookieNames.language, request.headers.cookie ?? ''),
            acceptedLanguages(request.headers['accept-language']),
          )
          const file = fileInLanguage(page.url, language)
          if (url.pathname !== file) request.url = `${file}${url.search}`
        }
        next()
      })
    },
  }
}
