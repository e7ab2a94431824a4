// Model imports in pieces (models.importBegin / importChunk / importCommit / importAbort): pieces only in order
// and within the announced size, a half or broken upload dropped with nothing stored, an oversized file refused
// before any byte travels, viewers refused, and a 3 MB GLB imported through the real web transport (whose
// messages stop at 1 MB) by the renderer's own sender (components/showcase/modelUpload.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { webHostWithSocket } from '../web/openSocket'
import {
  MAX_MESSAGE_BYTES,
  MODEL_CHUNK_BYTES,
  WEB_IMPORT_MAX_BYTES,
  type ModelUpload,
  type PieceModel,
  type Result,
} from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import { MAX_OPEN_UPLOADS, ModelUploads, UPLOAD_IDLE_MS } from '../../../src-main/host/modelUploads'
import { type ModelRequester, sendModel } from '../../../src-renderer/src/components/showcase/modelUpload'
import { fetchModelFile } from '../../../src-renderer/src/components/showcase/modelBytes'
import { raceHost } from '../testHost'
import { boxGlb, paddedBoxGlb } from './makeGlb'

const web = { transport: 'web' } as const
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')
const troll = { teamKey: 'classic/orc', positionId: 'troll' } as const

describe('ModelUploads', () => {
  const bytes = (n: number, fill = 1): Uint8Array => new Uint8Array(n).fill(fill)
  let ids = 0
  const uploads = (now = () => 0) => new ModelUploads(now, () => `u-${++ids}`)

  it('puts the pieces together in order and hands the whole file over once', () => {
    const u = uploads()
    const id = u.begin({ ...troll, size: 5 })
    expect(u.chunk(id, 0, bytes(2, 7))).toBe(2)
    expect(u.chunk(id, 2, bytes(3, 9))).toBe(5)
    expect(u.take(id)).toEqual({ meta: { ...troll, size: 5 }, bytes: new Uint8Array([7, 7, 9, 9, 9]) })
    expect(u.count).toBe(0)
    expect(() => u.take(id)).toThrow(expect.objectContaining({ code: 'upload/not-found' }))
  })

  it('drops an upload whose piece comes out of order (a gap or a repeat) or passes the size', () => {
    const u = uploads()
    const gap = u.begin({ ...troll, size: 5 })
    expect(() => u.chunk(gap, 1, bytes(2))).toThrow(expect.objectContaining({ code: 'upload/broken' }))
    expect(() => u.chunk(gap, 0, bytes(1))).toThrow(expect.objectContaining({ code: 'upload/not-found' }))
    const repeat = u.begin({ ...troll, size: 5 })
    u.chunk(repeat, 0, bytes(2))
    expect(() => u.chunk(repeat, 0, bytes(2))).toThrow(expect.objectContaining({ code: 'upload/broken' }))
    expect(() => u.chunk(repeat, 2, bytes(1))).toThrow(expect.objectContaining({ code: 'upload/not-found' }))
    const over = u.begin({ ...troll, size: 3 })
    u.chunk(over, 0, bytes(2))
    expect(() => u.chunk(over, 2, bytes(2))).toThrow(expect.objectContaining({ code: 'upload/broken' }))
    expect(u.count).toBe(0)
  })

  it('refuses a commit before every byte came, and drops it', () => {
    const u = uploads()
    const id = u.begin({ ...troll, size: 4 })
    u.chunk(id, 0, bytes(3))
    expect(() => u.take(id)).toThrow(expect.objectContaining({ code: 'upload/broken' }))
    expect(u.count).toBe(0)
  })

  it('aborts, keeps at most MAX_OPEN_UPLOADS (the oldest goes) and drops abandoned ones', () => {
    let now = 0
    const u = uploads(() => now)
    const first = u.begin({ ...troll, size: 9 })
    expect(u.abort(first)).toBe(true)
    expect(u.abort(first)).toBe(false)
    const ids = Array.from({ length: MAX_OPEN_UPLOADS + 1 }, () => u.begin({ ...troll, size: 9 }))
    expect(u.count).toBe(MAX_OPEN_UPLOADS)
    expect(() => u.chunk(ids[0], 0, bytes(1))).toThrow(expect.objectContaining({ code: 'upload/not-found' }))
    u.chunk(ids[1], 0, bytes(1))
    now = UPLOAD_IDLE_MS
    u.chunk(ids[1], 1, bytes(1)) // touched in time: kept
    now = UPLOAD_IDLE_MS + 1 // the others were last touched at 0
    expect(u.abort('u-none')).toBe(false)
    expect(u.count).toBe(1)
    now = 2 * UPLOAD_IDLE_MS + 1
    expect(() => u.chunk(ids[1], 2, bytes(1))).toThrow(expect.objectContaining({ code: 'upload/not-found' }))
  })
})

describe('model uploads through the dispatcher', () => {
  let dir: string
  let host: Host
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-upload-'))
    host = raceHost(dir)
  })
  afterEach(() => {
    host.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const call = async <T>(name: string, args: unknown, context = web): Promise<Result<T>> =>
    (await host.dispatcher.dispatch(name, args, context)) as Result<T>
  const value = async <T>(name: string, args: unknown): Promise<T> => {
    const result = await call<T>(name, args)
    if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
    return result.value
  }
  const stored = async () => ({
    models: await value<PieceModel[]>('models.list', {}),
    files: existsSync(join(dir, 'models')) ? readdirSync(join(dir, 'models')).sort() : [],
  })

  it('imports a file sent in pieces like one sent whole', async () => {
    const glb = await paddedBoxGlb(2 * MODEL_CHUNK_BYTES)
    const { uploadId, chunkBytes } = await value<ModelUpload>('models.importBegin', {
      ...troll,
      size: glb.byteLength,
      fileName: 'troll.glb',
    })
    expect(chunkBytes).toBe(MODEL_CHUNK_BYTES)
    for (let offset = 0; offset < glb.byteLength; offset += chunkBytes) {
      const piece = glb.subarray(offset, offset + chunkBytes)
      expect(await value('models.importChunk', { uploadId, offset, bytes: b64(piece) })).toEqual({
        received: offset + piece.byteLength,
      })
      expect((await stored()).models).toEqual([]) // nothing stored before the commit
    }
    const model = await value<PieceModel>('models.importCommit', { uploadId })
    expect(model).toMatchObject({ ...troll, originalName: 'troll.glb' })
    expect((await stored()).models).toEqual([model])
    expect(await call('models.importCommit', { uploadId })).toMatchObject({
      ok: false,
      code: 'upload/not-found',
    })
  })

  it('refuses an oversized file, an unknown position and saves off before any byte, and stores nothing', async () => {
    const before = await stored()
    expect(await call('models.importBegin', { ...troll, size: 20 * 1024 * 1024 + 1 })).toMatchObject({
      ok: false,
      code: 'model/too-large',
      message: expect.stringMatching(/limit is 20\.0 MB/),
    })
    expect(await call('models.importBegin', { ...troll, positionId: 'dragon', size: 10 })).toMatchObject({
      ok: false,
      code: 'roster/not-found',
    })
    const bare = raceHost(null)
    try {
      expect(await bare.dispatcher.dispatch('models.importBegin', { ...troll, size: 10 }, web)).toMatchObject(
        {
          ok: false,
          code: 'save/unavailable',
        },
      )
    } finally {
      bare.close()
    }
    expect(await stored()).toEqual(before)
  })

  it('drops a half upload (aborted, or broken by a piece out of order) and a corrupt whole: nothing stored', async () => {
    const before = await stored()
    const glb = await boxGlb()
    const half = await value<ModelUpload>('models.importBegin', { ...troll, size: glb.byteLength })
    await value('models.importChunk', {
      uploadId: half.uploadId,
      offset: 0,
      bytes: b64(glb.subarray(0, 100)),
    })
    expect(await value('models.importAbort', { uploadId: half.uploadId })).toEqual({ aborted: true })
    expect(await call('models.importCommit', { uploadId: half.uploadId })).toMatchObject({
      code: 'upload/not-found',
    })
    const jumbled = await value<ModelUpload>('models.importBegin', { ...troll, size: glb.byteLength })
    expect(
      await call('models.importChunk', {
        uploadId: jumbled.uploadId,
        offset: 100,
        bytes: b64(glb.subarray(100)),
      }),
    ).toMatchObject({ ok: false, code: 'upload/broken' })
    expect(await call('models.importCommit', { uploadId: jumbled.uploadId })).toMatchObject({
      code: 'upload/not-found',
    })
    const junk = new Uint8Array(glb.byteLength).fill(0x41)
    const corrupt = await value<ModelUpload>('models.importBegin', { ...troll, size: junk.byteLength })
    await value('models.importChunk', { uploadId: corrupt.uploadId, offset: 0, bytes: b64(junk) })
    expect(await call('models.importCommit', { uploadId: corrupt.uploadId })).toMatchObject({
      ok: false,
      code: 'model/malformed',
    })
    expect(await stored()).toEqual(before)
  })

  it("refuses every upload request to a viewer of the LAN share, even into the owner's upload", async () => {
    const owner = await value<ModelUpload>('models.importBegin', { ...troll, size: 8 })
    const viewer = { transport: 'web', viewer: true } as const
    for (const [name, args] of [
      ['models.importBegin', { ...troll, size: 8 }],
      ['models.importChunk', { uploadId: owner.uploadId, offset: 0, bytes: 'AAAA' }],
      ['models.importCommit', { uploadId: owner.uploadId }],
      ['models.importAbort', { uploadId: owner.uploadId }],
    ] as const) {
      expect(await call(name, args, viewer), name).toMatchObject({ ok: false, code: 'share/read-only' })
    }
    // The owner's upload is untouched by the viewer's attempts.
    expect(await value('models.importChunk', { uploadId: owner.uploadId, offset: 0, bytes: 'AAAA' })).toEqual(
      {
        received: 3,
      },
    )
  })

  it('takes a 3 MB GLB through the web transport, every message under its 1 MB cap', async () => {
    const { server, ws } = await webHostWithSocket(host, dir)
    try {
      const sent: { name: string; length: number }[] = []
      let id = 0
      const waiting = new Map<number, (result: Result<unknown>) => void>()
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString()) as { kind: string; id: number; result: Result<unknown> }
        if (message.kind === 'response') waiting.get(message.id)?.(message.result)
      })
      const ask = (name: string, args: unknown) =>
        new Promise<Result<unknown>>((resolve) => {
          const mine = ++id
          waiting.set(mine, resolve)
          const text = JSON.stringify({ kind: 'request', id: mine, name, args })
          sent.push({ name, length: Buffer.byteLength(text) })
          ws.send(text)
        })
      const client = { request: ask } as unknown as ModelRequester
      const glb = await paddedBoxGlb(3 * 1024 * 1024)
      expect(glb.byteLength).toBeGreaterThan(3 * 1024 * 1024)
      expect(glb.byteLength).toBeGreaterThan(WEB_IMPORT_MAX_BYTES)
      const result = await sendModel(client, { ...troll, fileName: 'scan.glb', bytes: glb })
      if (!result.ok) throw new Error(`${result.code}: ${result.message}`)
      expect(result.value).toMatchObject({ ...troll, originalName: 'scan.glb' })
      expect(sent.map((s) => s.name)).toEqual([
        'models.importBegin',
        ...Array.from({ length: Math.ceil(glb.byteLength / MODEL_CHUNK_BYTES) }, () => 'models.importChunk'),
        'models.importCommit',
      ])
      expect(Math.max(...sent.map((s) => s.length))).toBeLessThan(MAX_MESSAGE_BYTES)
      // The stored copy is the model main kept (it may rewrite the file); it reads back whole in pieces too.
      const back = await fetchModelFile(
        (hash, offset) => ask('models.file', { hash, offset }) as never,
        result.value.hash,
        (failure) => failure.message,
      )
      expect(back.byteLength).toBe(result.value.bytes)
      // A small file still goes in one message.
      sent.length = 0
      const small = await sendModel(client, {
        ...troll,
        positionId: 'blitzer',
        fileName: 'b.glb',
        bytes: await boxGlb(),
      })
      expect(small).toMatchObject({ ok: true })
      expect(sent.map((s) => s.name)).toEqual(['models.import'])
    } finally {
      ws.close()
      await server.close()
    }
  }, 60_000)
})
