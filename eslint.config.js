// ESLint: typescript-eslint + eslint-plugin-vue, Prettier owns formatting. The layering of the project is
// enforced here: src-shared is pure TypeScript (no node, electron, DOM, three, vue); the renderer never
// imports main; only src-main/electron/ may import electron.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import vueI18n from '@intlify/eslint-plugin-vue-i18n'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)]
const es = new Set(Object.keys(globals.es2023))
const inBoth = new Set(Object.keys(globals['shared-node-browser']))
const only = (env) => Object.keys(env).filter((name) => !es.has(name) && !inBoth.has(name))
/** Globals that exist only in a browser (document, window, WebSocket...) or only in Node (process, Buffer...). */
const platformGlobals = [...new Set([...only(globals.browser), ...only(globals.node)])]

const banned = (names, message) => names.map((name) => ({ name, message }))

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'native/',
      'artifacts/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'resources/',
      // The build's bundled config (electron-vite writes it next to the config and deletes it): lint runs beside
      // the build (npm test's run-p), and a file listed and gone before it was read failed the lint.
      '*.config.ts.*.mjs',
      '*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  // Node-side code: main, scripts, configs, benches, e2e drivers, tests of main.
  {
    files: [
      'src-main/**',
      'scripts/**',
      'bench/**',
      'soak/**',
      'e2e/**',
      'tests/main/**',
      '*.config.{js,ts}',
      '.ci/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src-renderer/**', 'tests/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // e2e: one `expect` (e2e/expect.ts), whose expect.poll probes every 50–200 ms rather than every second.
  {
    files: ['e2e/**'],
    ignores: ['e2e/expect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['expect'],
              message:
                'Import expect from e2e/expect.ts: its expect.poll does not wait a second between probes.',
            },
          ],
        },
      ],
    },
  },
  // Layering: src-shared is pure TypeScript that runs anywhere.
  {
    files: ['src-shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(
            [...nodeBuiltins, 'electron', 'three', 'vue', 'pinia', 'ws', 'better-sqlite3', 'electron-log'],
            'src-shared is pure TypeScript: no node, electron, DOM, three or vue.',
          ),
          patterns: [
            {
              group: ['node:*', 'electron/*', 'three/*', 'electron-log/*'],
              message: 'src-shared must stay pure.',
            },
            {
              group: ['**/src-main/**', '**/src-renderer/**', '@renderer/*'],
              message: 'src-shared depends on nothing.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...banned(platformGlobals, 'src-shared must run in Node and browsers alike.'),
      ],
    },
  },
  // Layering: the renderer talks to main only through the contract.
  {
    files: ['src-renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(
            [...nodeBuiltins, 'electron', 'better-sqlite3', 'ws', 'electron-log'],
            'The renderer has no Node: reach main through the IPC contract (src-shared/ipc).',
          ),
          patterns: [
            { group: ['**/src-main/**', 'src-main/*'], message: 'The renderer never imports from src-main.' },
            { group: ['node:*', 'electron/*', 'electron-log/*'], message: 'The renderer has no Node.' },
          ],
        },
      ],
    },
  },
  // Layering: services and hosts are plain Node; only src-main/electron/ touches Electron.
  {
    files: ['src-main/**'],
    ignores: ['src-main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: banned(['electron', 'electron-log'], 'Only src-main/electron/ may import Electron.'),
          patterns: [
            {
              group: ['electron/*', 'electron-log/*'],
              message: 'Only src-main/electron/ may import Electron.',
            },
            { group: ['**/src-renderer/**', '@renderer/*'], message: 'Main never imports the renderer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-main/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src-renderer/**', '@renderer/*'], message: 'Main never imports the renderer.' },
          ],
        },
      ],
    },
  },
  // Dutch throughout (issue 19 point 6): every text a player reads goes through vue-i18n. Text nodes, static
  // literals in {{ }} and the attributes a player reads (title, placeholder, aria-label, alt, label, data-tooltip)
  // are checked; what may stay is punctuation, digits, symbols and key caps (Esc, F1, Ctrl...), which read the
  // same in both languages. View code in .ts is held by tests/renderer/i18n/noRawText.test.ts.
  {
    files: ['src-renderer/**/*.vue'],
    plugins: { '@intlify/vue-i18n': vueI18n },
    rules: {
      '@intlify/vue-i18n/no-raw-text': [
        'error',
        {
          attributes: { '/.+/': ['title', 'placeholder', 'aria-label', 'alt', 'label', 'data-tooltip'] },
          ignorePattern: String.raw`^[\s\d.,:;!?#%×·…/\\|+\-–—=<>()\[\]{}'"“”‘’°←→↑↓↔↕⇧⌘✓✕•★☆▲▼◀▶‹›«»]*$`,
          // Key caps read the same in every language.
          ignoreNodes: ['kbd'],
          ignoreText: [
            'Esc',
            'Enter',
            'Tab',
            'Space',
            'Shift',
            'Ctrl',
            'Alt',
            'Home',
            'End',
            'PgUp',
            'PgDn',
            'F1',
            'F10',
            'F11',
            'D6',
            'D8',
            '2D6',
            'MA',
            'ST',
            'AG',
            'AV',
            'PNG',
            'GLB',
            'glTF',
            'JSON',
            'QR',
          ],
        },
      ],
    },
  },
  prettier,
)
