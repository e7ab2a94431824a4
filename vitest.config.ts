import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const root = import.meta.dirname

/** The unit test files. */
const TEST_FILES = ['tests/**/*.test.ts', 'src-*/**/*.test.ts']

// Two projects over those files. `isolated`: a fresh module cache per file (Vitest's default) for every file whose
// text says it changes what would outlive it in a shared worker. `shared`: the rest (most engine, AI and main
// tests) share one module cache per worker, so the engine, the contract and Vue are imported once per worker, not
// once per file — that import was over half the suite's time (287 s → 155 s with every file shared). Sharing
// everything once let one file's `electron` mock and another's kept settings (localStorage) reach later files;
// tests/setup/shared.ts resets what a shared file could still leave (timers, spies, stubs, storage, the active
// Pinia, the renderer's client). Chosen from the text, so a new test that mocks or touches a global is isolated
// without anyone listing it.
const KEEPS_GLOBAL_STATE: readonly RegExp[] = [
  // A module mock replaces the module in the worker's cache for every later importer.
  /\bvi\.(mock|doMock|unmock|doUnmock|importMock|hoisted)\b/,
  // Spies (on module exports or on globals such as console), stubbed globals and env, fake timers.
  /\bvi\.(spyOn|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\b/,
  // A DOM environment lives as long as its worker: document, window and storage would carry over.
  /@vitest-environment\b/,
  /\b(localStorage|sessionStorage|globalThis)\b/,
  // The worker process itself: its environment variables, its directory, its listeners.
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.(chdir|on|once|exit)\(/,
]

/**
 * Files whose text reads as safe but that leaked all the same in a shuffled run (module state the patterns cannot
 * see), each with why. None so far.
 */
const ALSO_ISOLATED: readonly string[] = []

/** Every `*.test.ts` under tests/ and the src-* folders, as root-relative paths with '/'. */
function testFiles(): string[] {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name === 'tests' || entry.name.startsWith('src-')))
    .map((entry) => entry.name)
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.split('\\').join('/')}`)
        .filter((file) => file.endsWith('.test.ts') && !file.split('/').includes('node_modules')),
    )
    .sort()
}

const isolated = testFiles().filter(
  (file) =>
    ALSO_ISOLATED.includes(file) ||
    KEEPS_GLOBAL_STATE.some((pattern) => pattern.test(readFileSync(join(root, file), 'utf8'))),
)

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: {
      '@shared': resolve(root, 'src-shared'),
      '@renderer': resolve(root, 'src-renderer/src'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    // Renderer tests opt into a DOM with `// @vitest-environment happy-dom` (and so run in `isolated`).
    pool: 'forks',
    // Vitest's default leaves one core to its own process (cores − 1): one worker on a two-core CI machine, which
    // nearly doubled the suite's time. The runner itself is idle while tests run, so use every core.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: TEST_FILES,
          exclude: ['**/node_modules/**', ...isolated],
          isolate: false,
          setupFiles: ['tests/setup/shared.ts'],
        },
      },
    ],
  },
})
