// Builds the engines' benches (bench/engines.ts and everything it imports: the rules, the AI) into one ES module
// file, exactly as the app's AI worker is built (scripts/aiWorkerBuild.ts selfContainedBuild: vite, one
// self-contained file, not minified), for bench/run.ts to run with plain node. Run file by file instead (tsx loads
// each as its own ES module), every imported binding is read through its module's cell with V8's check that it is
// initialised at each use: Classic's engine measured about a sixth slower than bundled (docs/engine.md, Speed).
// Built the worker's way, the figures are the shipped code's.
import { basename, dirname, join, resolve } from 'node:path'
import { build } from 'vite'
import { selfContainedBuild } from '../scripts/aiWorkerBuild'

const root = join(import.meta.dirname, '..')

/** Where `npm run bench` writes the bundle (.tmp/ is not committed). */
export const ENGINE_BUNDLE = join(root, '.tmp', 'bench', 'engines.mjs')

/**
 * Bundles `entry` (bench/engines.ts unless told) into `outFile` the worker's way. Resolves with the file's path;
 * a build error rejects with the bundler's message.
 */
export async function buildEngineBench(
  outFile: string = ENGINE_BUNDLE,
  entry: string = join(root, 'bench', 'engines.ts'),
): Promise<string> {
  await build(
    selfContainedBuild({
      root,
      entry,
      outDir: dirname(outFile),
      fileName: basename(outFile),
      // The @shared alias of the project's Node-side code (electron.vite.config.ts).
      alias: { '@shared': resolve(root, 'src-shared') },
    }),
  )
  return outFile
}
