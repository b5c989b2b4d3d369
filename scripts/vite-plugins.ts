import type { Plugin } from 'vite'

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
