// What the renderer's build makes the browser load before the menu can draw: the entry chunk of index.html and
// every chunk it imports statically, read from Vite's build manifest (out/renderer/.vite/manifest.json, written
// because electron.vite.config.ts sets `build.manifest`). Dynamic imports (the 3D table, the Showcase, photo and
// display modes) are left out: they load when needed. Used by `npm run bench` (renderer.initial_js_kb) and by the
// e2e check that the menu's chunks hold no three.js (e2e/web/firstPaint.spec.ts).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** One entry of Vite's manifest.json (the fields used here). */
export interface ManifestChunk {
  readonly file: string
  readonly name?: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly css?: readonly string[]
}

export type Manifest = Readonly<Record<string, ManifestChunk>>

/** The manifest key of the page's entry (Vite keys it by the HTML file, relative to the renderer's root). */
export const ENTRY_KEY = 'index.html'

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/**
 * The manifest keys of `entry` and of every chunk reached from it through static imports, entry first. A chunk
 * reached only through `dynamicImports` is not in the list (unless something static also reaches it).
 */
export function staticClosure(manifest: Manifest, entry: string = ENTRY_KEY): string[] {
  if (!manifest[entry]) throw new Error(`The build manifest has no entry "${entry}".`)
  const seen = new Set<string>()
  const order: string[] = []
  const visit = (key: string): void => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest names "${key}" but has no entry for it.`)
    seen.add(key)
    order.push(key)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entry)
  return order
}

export interface InitialJs {
  /** The JavaScript files the menu needs, relative to the output folder, entry first. */
  readonly files: readonly string[]
  /** Their names as the bundler gave them (the chunk's name, e.g. 'index', 'vue', 'three'). */
  readonly names: readonly string[]
  readonly bytes: number
}

/** The JavaScript loaded before the menu's first frame, with its size on disk. */
export function initialJs(outDir: string, manifest: Manifest = readManifest(outDir)): InitialJs {
  const keys = staticClosure(manifest).filter((key) => manifest[key].file.endsWith('.js'))
  const files = keys.map((key) => manifest[key].file)
  const names = keys.map((key) => manifest[key].name ?? key)
  const bytes = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0)
  return { files, names, bytes }
}
