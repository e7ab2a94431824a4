// Model bytes over the contract and the model cache: base64 both ways, a stored file fetched piece by piece, the
// web host's import limit said plainly, and a model loaded once, its loader error kept, freed when unused.
import { describe, expect, it } from 'vitest'
import { MODEL_CHUNK_BYTES, WEB_IMPORT_MAX_BYTES, type ModelFileChunk, type Result } from '@shared/ipc'
import {
  fetchModelFile,
  fromBase64,
  toBase64,
  webImportProblem,
} from '@renderer/components/showcase/modelBytes'
import { failureText } from '@renderer/i18n/failureText'
import { ModelCache } from '@renderer/scene/pieces/modelCache'
import { ModelLoadError, type ModelTemplate } from '@renderer/scene/pieces/modelTemplate'

const bytesOf = (n: number): Uint8Array => {
  const out = new Uint8Array(n)
  for (let i = 0; i < n; i++) out[i] = (i * 7 + 3) % 256
  return out
}
// Deep equality of big typed arrays is slow in expect(); compare as buffers.
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b))

describe('model bytes', () => {
  it('round-trips base64, big files included', () => {
    const bytes = bytesOf(200_000)
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(same(fromBase64(toBase64(bytes)), bytes)).toBe(true)
  })

  it('fetches a stored file in pieces and joins them', async () => {
    const file = bytesOf(MODEL_CHUNK_BYTES * 2 + 10)
    const offsets: number[] = []
    const request = async (hash: string, offset: number): Promise<Result<ModelFileChunk>> => {
      offsets.push(offset)
      const end = Math.min(file.length, offset + MODEL_CHUNK_BYTES)
      return {
        ok: true,
        value: {
          hash,
          total: file.length,
          offset,
          bytes: toBase64(file.subarray(offset, end)),
          next: end < file.length ? end : null,
        },
      }
    }
    const joined = new Uint8Array(await fetchModelFile(request, 'h', failureText))
    expect(offsets).toEqual([0, MODEL_CHUNK_BYTES, MODEL_CHUNK_BYTES * 2])
    expect(same(joined, file)).toBe(true)
  })

  it("passes main's refusal on, in the coach's words", async () => {
    const request = async (): Promise<Result<ModelFileChunk>> => ({
      ok: false,
      code: 'model/not-found',
      message: 'gone',
    })
    await expect(fetchModelFile(request, 'h', failureText)).rejects.toThrow(
      new Error('No model has been imported for this player yet.'),
    )
    await expect(fetchModelFile(request, 'h', (failure) => failureText(failure, 'nl'))).rejects.toThrow(
      new Error('Voor deze speler is nog geen model geïmporteerd.'),
    )
  })

  it('says when an import is too big for a browser connection (not in Electron)', () => {
    expect(webImportProblem('web', WEB_IMPORT_MAX_BYTES)).toBeNull()
    expect(webImportProblem('web', WEB_IMPORT_MAX_BYTES + 1)).toMatchObject({
      code: 'model/too-large',
      message: expect.stringMatching(/desktop app/),
    })
    expect(webImportProblem('electron', WEB_IMPORT_MAX_BYTES * 10)).toBeNull()
  })
})

describe('ModelCache', () => {
  const fake = (hash: string) => {
    let disposed = 0
    const template = { hash, parts: [], dispose: () => disposed++ } as unknown as ModelTemplate
    return { template, disposed: () => disposed }
  }

  it('loads a model once, however many ask at the same time', async () => {
    let fetches = 0
    const a = fake('a')
    const cache = new ModelCache(
      async () => {
        fetches++
        return new ArrayBuffer(4)
      },
      async () => a.template,
    )
    const [x, y] = await Promise.all([cache.load('a'), cache.load('a')])
    expect(x).toBe(a.template)
    expect(y).toBe(a.template)
    await cache.load('a')
    expect(fetches).toBe(1)
    expect(cache.get('a')).toBe(a.template)
  })

  it("keeps the loader's error and answers null", async () => {
    const cache = new ModelCache(
      async () => new ArrayBuffer(4),
      async () => {
        throw new ModelLoadError('This model cannot be drawn: bad chunk')
      },
    )
    expect(await cache.load('bad')).toBeNull()
    expect(cache.error('bad')).toBe('This model cannot be drawn: bad chunk')
    expect(cache.get('bad')).toBeUndefined()
  })

  it('frees the models no position uses any more', async () => {
    const a = fake('a')
    const b = fake('b')
    const cache = new ModelCache(
      async () => new ArrayBuffer(1),
      async (hash) => (hash === 'a' ? a.template : b.template),
    )
    await cache.load('a')
    await cache.load('b')
    cache.retain(new Set(['b']))
    expect(a.disposed()).toBe(1)
    expect(b.disposed()).toBe(0)
    expect(cache.get('a')).toBeUndefined()
    cache.dispose()
    expect(b.disposed()).toBe(1)
  })
})
