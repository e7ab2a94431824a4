// Builds the AI worker thread's entry as one self-contained file, out/main/ai-worker.mjs, after main's bundle.
// Main's entries share chunks and import their packages (zod...) from node_modules inside app.asar; a worker
// thread is started from app.asar.unpacked (src-main/ai/workerChooser.ts), where neither exists, so this file
// carries everything it needs and imports only Node's built-in modules. `npm run dist:check` verifies that in the
// package.
import { resolve } from 'node:path'
import { build, type InlineConfig, type Plugin } from 'vite'

export interface AiWorkerBuildOptions {
  readonly root: string
  /** src-main/ai/worker.ts */
  readonly entry: string
  /** out/main */
  readonly outDir: string
  readonly alias: Record<string, string>
}

export const AI_WORKER_FILE = 'ai-worker.mjs'

/**
 * The worker's build: one ES module file that carries every package and imports only Node's built-in modules, not
 * minified. `npm run bench` builds its engine benches the same way (bench/engineBundle.ts), so its figures are the
 * shipped code's.
 */
export function selfContainedBuild(
  options: AiWorkerBuildOptions & { readonly fileName: string },
): InlineConfig {
  return {
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    resolve: { alias: options.alias },
    // Bundle every package too: nothing but node:* stays an import.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: resolve(options.entry),
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: { format: 'es', entryFileNames: options.fileName, codeSplitting: false },
      },
    },
  }
}

export function aiWorkerBuild(options: AiWorkerBuildOptions): Plugin {
  return {
    name: 'pitchside:ai-worker',
    apply: 'build',
    // After main's bundle is written (main's build empties out/main first).
    async closeBundle() {
      await build(selfContainedBuild({ ...options, fileName: AI_WORKER_FILE }))
    },
  }
}
