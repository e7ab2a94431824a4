// Model checks on files made at test time: a valid GLB, a .gltf with embedded buffers, and each refusal (broken,
// truncated, oversized, over the triangle budget, nothing to draw, pointing at other files).
import { describe, expect, it } from 'vitest'
import { MAX_MODEL_BYTES, MAX_MODEL_TRIANGLES } from '@shared/showcase/model'
import { inspectModel, ModelError, type ModelProblem } from '../../../src-main/services/models/inspectModel'
import { boxGlb, boxGltfJson, emptyGlb, gridGlb, paddedBoxGlb } from './makeGlb'

async function refusal(bytes: Uint8Array, limits?: Parameters<typeof inspectModel>[1]): Promise<ModelError> {
  try {
    await inspectModel(bytes, limits)
  } catch (error) {
    if (error instanceof ModelError) return error
    throw error
  }
  throw new Error('the model was accepted')
}

const expectRefused = async (bytes: Uint8Array, reason: ModelProblem, message: RegExp): Promise<void> => {
  const error = await refusal(bytes)
  expect(error.reason).toBe(reason)
  expect(error.message).toMatch(message)
}

describe('inspectModel', () => {
  it('accepts a small box GLB: 12 triangles, one mesh, its bounds, the bytes unchanged', async () => {
    const bytes = await boxGlb()
    const model = await inspectModel(bytes)
    expect(model).toEqual({
      glb: bytes,
      triangles: 12,
      meshes: 1,
      bounds: { min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] },
    })
  })

  it('accepts a .gltf with embedded buffers and stores it as a GLB', async () => {
    const model = await inspectModel(await boxGltfJson())
    expect(model.triangles).toBe(12)
    expect(Buffer.from(model.glb.subarray(0, 4)).toString('latin1')).toBe('glTF')
    expect((await inspectModel(model.glb)).triangles).toBe(12)
  })

  it('refuses a truncated GLB as broken', async () => {
    const bytes = await boxGlb()
    await expectRefused(bytes.subarray(0, bytes.length - 40), 'malformed', /cut short/)
    await expectRefused(bytes.subarray(0, 20), 'malformed', /cut short/)
    // A header patched to the cut length still ends inside its binary chunk.
    const cut = new Uint8Array(bytes.subarray(0, bytes.length - 40))
    new DataView(cut.buffer).setUint32(8, cut.length, true)
    await expectRefused(cut, 'malformed', /ends inside one of its chunks/)
    // Intact chunks with a broken JSON chunk: the reader itself refuses it.
    const garbled = new Uint8Array(bytes)
    garbled.fill(0x7b, 20, 40)
    await expectRefused(garbled, 'malformed', /not a readable glTF\/GLB/)
  })

  it('refuses bytes that are no model at all', async () => {
    await expectRefused(new TextEncoder().encode('hello, painter'), 'malformed', /neither a GLB/)
    await expectRefused(new Uint8Array([0xff, 0xfe, 0x00, 0x01]), 'malformed', /neither a GLB/)
    await expectRefused(new TextEncoder().encode('[1,2,3]'), 'malformed', /not a glTF model/)
    await expectRefused(new Uint8Array(0), 'malformed', /neither a GLB/)
  })

  it('refuses a .gltf that points at other files (never reading them)', async () => {
    const json = JSON.parse(new TextDecoder().decode(await boxGltfJson()))
    json.buffers[0].uri = '../../../etc/passwd'
    const error = await refusal(new TextEncoder().encode(JSON.stringify(json)))
    expect(error.reason).toBe('malformed')
    expect(error.message).toMatch(/refers to another file/)
  })

  it('refuses a model file over the size limit (20 MB), before parsing it', async () => {
    const big = await paddedBoxGlb(MAX_MODEL_BYTES)
    expect(big.byteLength).toBeGreaterThan(MAX_MODEL_BYTES)
    await expectRefused(big, 'too-large', /the limit is 20\.0 MB/)
    // Size comes first: even bytes that are no model are refused for their size.
    const error = await refusal(new Uint8Array(101), { maxBytes: 100, maxTriangles: 10 })
    expect(error.reason).toBe('too-large')
  })

  it('accepts exactly the triangle budget and refuses one more', async () => {
    expect((await inspectModel(await gridGlb(MAX_MODEL_TRIANGLES))).triangles).toBe(MAX_MODEL_TRIANGLES)
    await expectRefused(
      await gridGlb(MAX_MODEL_TRIANGLES + 1),
      'over-budget',
      /60001 triangles; the budget is 60000/,
    )
  })

  it('refuses a model with nothing to draw', async () => {
    await expectRefused(await emptyGlb(), 'no-mesh', /no mesh/)
  })
})
