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
    testTimeout: 60_000,
  },
})
