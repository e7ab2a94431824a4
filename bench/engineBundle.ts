// Builds the engines' benches (bench/engines.ts and everything it imports: the rules, the AI) into one ES module
// file with esbuild, for bench/run.ts to run with plain node. The app's AI worker is bundled too
// (scripts/aiWorkerBuild.ts: one self-contained file), so its engine runs in one scope; run file by file (tsx
// loads each as its own ES module) every imported binding is read through its module's cell, with V8's check that
// it is initialised at each use: Classic's engine measured about a sixth slower than bundled, Blitz Bowl's Hard
// look-ahead about a third (docs/engine.md, Speed). Bundled, the figures are the shipped code's.
import { join } from 'node:path'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '..')

/** Where `npm run bench` writes the bundle (.tmp/ is not committed). */
export const ENGINE_BUNDLE = join(root, '.tmp', 'bench', 'engines.mjs')

/**
 * Bundles `entry` (bench/engines.ts unless told) into `outFile`: one file that imports nothing but Node's
 * built-in modules, not minified (as the worker is not), for the Node that runs the bench. Resolves with the
 * file's path; a build error rejects with esbuild's messages.
 */
export async function buildEngineBench(
  outFile: string = ENGINE_BUNDLE,
  entry: string = join(root, 'bench', 'engines.ts'),
): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    // The @shared alias of the project's Node-side code.
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'warning',
  })
  return outFile
}
