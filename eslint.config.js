import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { logicalProperties } from './scripts/eslint/logical-properties.js'

// src/ in layers, each importing only from those below it: app → features → components → lib → config.
// app/boot/ is the start-up's: any layer may call its small interface (keys held while a dialog's
// code loads, the loading count, the live router), so start-up state lives in one folder.
const LAYERS = ['app', 'features', 'components', 'lib', 'config']
const upwardImports = LAYERS.slice(1).flatMap((layer, index) =>
  LAYERS.slice(0, index + 1).map((above) => ({
    target: `./src/${layer}`,
    from: `./src/${above}`,
    except: above === 'app' ? ['./boot'] : [],
    message: `${layer}/ sits below ${above}/: move the shared code down instead.`,
  })),
)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf/.tmp',
      'reports',
      '.stryker-tmp',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: upwardImports }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Right-to-left languages mirror the page: Tailwind's sides must be logical (ms-, ps-, start-).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'fleet-admin': { rules: { 'logical-properties': logicalProperties } } },
    rules: { 'fleet-admin/logical-properties': 'error' },
  },
)
