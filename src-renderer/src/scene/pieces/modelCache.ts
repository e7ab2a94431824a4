// Own models by file hash, loaded once and shared by the table, replays and the Showcase line-up. The bytes come
// from whoever made the cache (the showcase store asks main with models.file); a model the loader cannot read
// keeps its typed error, so the screen can say why and the piece stays procedural.
import type { ModelTemplate } from './modelTemplate'

export type FetchModelBytes = (hash: string) => Promise<ArrayBuffer>

/**
 * The GLTF loader (and three.js with it) is imported with the first model, not with the showcase store that
 * makes this cache: the menu never waits for three (issue 18, fast first paint).
 */
const loadLazily = async (hash: string, bytes: ArrayBuffer): Promise<ModelTemplate> =>
  (await import('./modelTemplate')).loadModelTemplate(hash, bytes)

export class ModelCache {
  private readonly ready = new Map<string, ModelTemplate>()
  private readonly loading = new Map<string, Promise<ModelTemplate | null>>()
  private readonly failed = new Map<string, string>()

  constructor(
    private readonly fetchBytes: FetchModelBytes,
    private readonly parse: (hash: string, bytes: ArrayBuffer) => Promise<ModelTemplate> = loadLazily,
  ) {}

  get(hash: string): ModelTemplate | undefined {
    return this.ready.get(hash)
  }

  /** Why the model with this hash could not be loaded, or undefined. */
  error(hash: string): string | undefined {
    return this.failed.get(hash)
  }

  /** Loads a model (once; concurrent calls share the load). Null when it failed (see error()). */
  load(hash: string): Promise<ModelTemplate | null> {
    const done = this.ready.get(hash)
    if (done) return Promise.resolve(done)
    const pending = this.loading.get(hash)
    if (pending) return pending
    const job = (async () => {
      try {
        const template = await this.parse(hash, await this.fetchBytes(hash))
        this.ready.set(hash, template)
        this.failed.delete(hash)
        return template
      } catch (error) {
        // The loader's ModelLoadError is an Error too.
        const message = error instanceof Error ? error.message : String(error)
        this.failed.set(hash, message)
        return null
      } finally {
        this.loading.delete(hash)
      }
    })()
    this.loading.set(hash, job)
    return job
  }

  /** Frees every loaded model whose hash is not in `keep` (a removed or replaced model). */
  retain(keep: ReadonlySet<string>): void {
    for (const [hash, template] of this.ready) {
      if (keep.has(hash)) continue
      template.dispose()
      this.ready.delete(hash)
    }
    for (const hash of [...this.failed.keys()]) if (!keep.has(hash)) this.failed.delete(hash)
  }

  dispose(): void {
    this.retain(new Set())
  }
}
