// Own miniatures on disk and in the store: a valid model is copied into models/<sha256>.glb (and survives its
// original being deleted), stored once however often it is used, its placement kept and checked; refused
// models change nothing; a file goes once no position uses it.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_ADJUSTMENT } from '@shared/showcase/model'
import { ModelError } from '../../../src-main/services/models/inspectModel'
import { ModelLibrary } from '../../../src-main/services/models/ModelLibrary'
import { tempDb, type TempDb } from './db'
import { boxGlb, gridGlb } from './makeGlb'

const NOW = () => new Date('2026-03-04T05:06:07.000Z')
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

let t: TempDb
let box: Uint8Array
beforeEach(async () => {
  t = tempDb()
  box = await boxGlb()
})
afterEach(() => t.dispose())

const modelFiles = (): string[] =>
  existsSync(join(t.dir, 'models')) ? readdirSync(join(t.dir, 'models')).sort() : []

describe('ModelLibrary', () => {
  it('copies a valid model into the data folder under its hash and records it', async () => {
    // The painter's original lives elsewhere and is deleted after the import.
    const original = join(t.dir, 'troll-scan.glb')
    writeFileSync(original, box)
    const library = new ModelLibrary(t.db, t.dir, NOW)
    const model = await library.import({
      teamKey: 'classic/orc',
      positionId: 'troll',
      bytes: readFileSync(original),
      originalName: 'troll-scan.glb',
    })
    rmSync(original)
    const hash = sha256(box)
    expect(model).toEqual({
      teamKey: 'classic/orc',
      positionId: 'troll',
      hash,
      file: `models/${hash}.glb`,
      originalName: 'troll-scan.glb',
      bytes: box.byteLength,
      triangles: 12,
      meshes: 1,
      bounds: { min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] },
      adjust: DEFAULT_ADJUSTMENT,
      importedAt: '2026-03-04T05:06:07.000Z',
    })
    expect(modelFiles()).toEqual([`${hash}.glb`])
    expect(new Uint8Array(readFileSync(join(t.dir, model.file)))).toEqual(box)
    // The record survives a reopen, and the copy is what it points at.
    const again = new ModelLibrary(t.reopen(), t.dir)
    expect(again.list()).toEqual([model])
    expect(sha256(readFileSync(join(t.dir, again.list()[0].file)))).toBe(hash)
  })

  it('stores a model used by two positions once, and drops the file with its last user', async () => {
    const library = new ModelLibrary(t.db, t.dir, NOW)
    await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: box })
    await library.import({ teamKey: 'crosscheck/orc', positionId: 'troll', bytes: box })
    expect(modelFiles()).toHaveLength(1)
    expect(library.list().map((m) => m.teamKey)).toEqual(['classic/orc', 'crosscheck/orc'])
    expect(library.list('classic/orc')).toHaveLength(1)

    expect(library.remove('classic/orc', 'troll')).toBe(true)
    expect(modelFiles()).toHaveLength(1)
    expect(library.remove('classic/orc', 'troll')).toBe(false)
    expect(library.remove('crosscheck/orc', 'troll')).toBe(true)
    expect(modelFiles()).toEqual([])
    expect(library.list()).toEqual([])
  })

  it('replacing a position’s model drops the old file and resets the placement', async () => {
    const library = new ModelLibrary(t.db, t.dir, NOW)
    await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: box })
    library.adjust('classic/orc', 'troll', { scale: 2, rotation: { x: -90, y: 0, z: 0 }, heightOffset: 0.1 })
    const grid = await gridGlb(20)
    const replaced = await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: grid })
    expect(replaced.triangles).toBe(20)
    expect(replaced.adjust).toEqual(DEFAULT_ADJUSTMENT)
    expect(modelFiles()).toEqual([`${sha256(grid)}.glb`])
  })

  it('refuses a broken, oversized or over-budget model and changes nothing', async () => {
    const library = new ModelLibrary(t.db, t.dir, NOW, { maxBytes: 5000, maxTriangles: 100 })
    await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: box })
    const before = { files: modelFiles(), rows: library.list() }
    const bad: [Uint8Array, string][] = [
      [box.subarray(0, 100), 'malformed'],
      [new Uint8Array(5001), 'too-large'],
      [await gridGlb(101), 'over-budget'],
    ]
    for (const [bytes, reason] of bad) {
      const error = await library
        .import({ teamKey: 'classic/orc', positionId: 'troll', bytes })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ModelError)
      expect((error as ModelError).reason).toBe(reason)
      const blitz = await library
        .import({ teamKey: 'blitz/orc', positionId: 'lineman', bytes })
        .catch(() => null)
      expect(blitz).toBeNull()
    }
    expect({ files: modelFiles(), rows: library.list() }).toEqual(before)
  })

  it('keeps a checked placement, and refuses one out of bounds without changing the stored one', async () => {
    const library = new ModelLibrary(t.db, t.dir, NOW)
    await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: box })
    const adjust = { scale: 0.02, rotation: { x: -90, y: 45, z: 0 }, heightOffset: -0.05 }
    expect(library.adjust('classic/orc', 'troll', adjust)?.adjust).toEqual(adjust)
    expect(() => library.adjust('classic/orc', 'troll', { ...adjust, scale: 0 })).toThrow()
    expect(() => library.adjust('classic/orc', 'troll', { ...adjust, heightOffset: 5 })).toThrow()
    expect(library.adjust('classic/orc', 'goblin', adjust)).toBeNull()
    expect(new ModelLibrary(t.reopen(), t.dir).get('classic/orc', 'troll')?.adjust).toEqual(adjust)
  })

  it('reads a damaged placement row as the default placement', async () => {
    const library = new ModelLibrary(t.db, t.dir, NOW)
    await library.import({ teamKey: 'classic/orc', positionId: 'troll', bytes: box })
    t.db.prepare('UPDATE piece_models SET adjust_json = \'{"scale": -3}\'').run()
    expect(library.get('classic/orc', 'troll')?.adjust).toEqual(DEFAULT_ADJUSTMENT)
  })

  it('never builds a path from anything but a hex hash', () => {
    const library = new ModelLibrary(t.db, t.dir, NOW)
    expect(() => library.files.pathOf('../../etc/passwd')).toThrow(/not a model hash/)
  })
})
