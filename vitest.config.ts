import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const root = import.meta.dirname

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
    include: ['tests/**/*.test.ts', 'src-*/**/*.test.ts'],
    // Renderer tests opt into a DOM with `// @vitest-environment happy-dom`.
    pool: 'forks',
    // Vitest's default leaves one core to its own process (cores − 1): one worker on a two-core CI machine, which
    // nearly doubled the suite's time. The runner itself is idle while tests run, so use every core.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
  },
})
