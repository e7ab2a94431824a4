// schemes.* and models.* through the dispatcher over the real services (fake Race ruleset, saves in a temp
// folder): what each answers, and that every bad request is refused with a typed error and changes nothing.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PieceModel, Result, SchemeInfo, SchemeSummary } from '@shared/ipc'
import { MAX_MODEL_BYTES } from '@shared/showcase/model'
import { presetFor, PRESET_TEAMS } from '@shared/showcase/presets'
import { SCHEME_FORMAT } from '@shared/showcase/schemeFile'
import type { Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'
import { boxGlb, gridGlb, paddedBoxGlb } from './makeGlb'

const web = { transport: 'web' } as const
const ORC = presetFor('classic/orc')!
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-showcase-host-'))
  host = raceHost(dir)
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<T>(name: string, args: unknown): Promise<Result<T>> {
  return (await host.dispatcher.dispatch(name, args, web)) as Result<T>
}

async function value<T>(name: string, args: unknown): Promise<T> {
  const result = await call<T>(name, args)
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

/** Everything the showcase keeps: saved schemes, model rows and model files. */
async function snapshot(): Promise<unknown> {
  const list = await value<SchemeSummary[]>('schemes.list', {})
  const models = await value<PieceModel[]>('models.list', {})
  const files = existsSync(join(dir, 'models')) ? readdirSync(join(dir, 'models')).sort() : []
  return { custom: list.filter((s) => s.custom), models, files }
}

async function expectRefused(name: string, args: unknown, code: string, message?: RegExp): Promise<void> {
  const before = await snapshot()
  const result = await call(name, args)
  expect(result).toMatchObject({ ok: false, code })
  if (message) expect((result as { message: string }).message).toMatch(message)
  expect(await snapshot()).toEqual(before)
}

describe('schemes requests', () => {
  it('lists every team with its preset, saves, exports, imports and resets', async () => {
    const list = await value<SchemeSummary[]>('schemes.list', {})
    expect(list).toHaveLength(PRESET_TEAMS.length)
    expect(list.every((s) => !s.custom && s.updatedAt === null)).toBe(true)
    expect(await value<SchemeSummary[]>('schemes.list', { ruleset: 'blitz' })).toHaveLength(
      PRESET_TEAMS.filter((t) => t.ruleset === 'blitz').length,
    )
    expect(await value<SchemeInfo>('schemes.get', { teamKey: 'classic/orc' })).toEqual({
      scheme: ORC,
      custom: false,
      updatedAt: null,
    })

    const painted = { ...ORC, name: 'Da Red Gobbos', colours: { ...ORC.colours, armour: '#112233' } }
    const saved = await value<SchemeInfo>('schemes.save', { scheme: painted })
    expect(saved).toMatchObject({ scheme: painted, custom: true })
    expect(await value<SchemeInfo>('schemes.get', { teamKey: 'classic/orc' })).toEqual(saved)
    const orcRow = (await value<SchemeSummary[]>('schemes.list', {})).find((s) => s.teamKey === 'classic/orc')
    expect(orcRow).toMatchObject({ team: 'Orc', name: 'Da Red Gobbos', custom: true })

    const file = await value<{ fileName: string; text: string }>('schemes.export', { teamKey: 'classic/orc' })
    expect(file.fileName).toBe('da-red-gobbos.pitchside-scheme.json')
    await value('schemes.reset', { teamKey: 'classic/orc' })
    expect(await value<SchemeInfo>('schemes.get', { teamKey: 'classic/orc' })).toMatchObject({
      scheme: ORC,
      custom: false,
    })
    const imported = await value<SchemeInfo>('schemes.import', { text: file.text })
    expect(imported).toMatchObject({ scheme: painted, custom: true })
  })

  it('refuses bad schemes with a typed error, naming the field, and saves nothing', async () => {
    const colours = ORC.colours
    await expectRefused(
      'schemes.save',
      { scheme: { ...ORC, colours: { ...colours, trim: 'gold' } } },
      'ipc/invalid-payload',
      /colours\.trim/,
    )
    await expectRefused(
      'schemes.save',
      { scheme: { ...ORC, colours: { ...colours, glow: '#000000' } } },
      'ipc/invalid-payload',
      /glow/,
    )
    await expectRefused('schemes.save', { scheme: { ...ORC, version: 2 } }, 'ipc/invalid-payload')
    await expectRefused(
      'schemes.save',
      { scheme: { ...ORC, teamKey: 'classic/chess-club' } },
      'roster/not-found',
    )
    await expectRefused(
      'schemes.save',
      { scheme: { ...ORC, positions: { dragon: { skin: '#00ff00' } } } },
      'scheme/invalid',
      /positions\.dragon/,
    )
    const fileOf = (scheme: object): string => JSON.stringify({ format: SCHEME_FORMAT, ...scheme })
    await expectRefused(
      'schemes.import',
      { text: fileOf({ ...ORC, version: 2 }) },
      'scheme/newer-version',
      /newer Pitchside/,
    )
    await expectRefused(
      'schemes.import',
      { text: fileOf({ ...ORC, colours: { ...colours, rim: '#12' } }) },
      'scheme/invalid',
      /^colours\.rim/,
    )
    await expectRefused(
      'schemes.import',
      { text: fileOf({ ...ORC, colours: { ...colours, gold: '#123456' } }) },
      'scheme/invalid',
      /colours\.gold/,
    )
    await expectRefused(
      'schemes.import',
      { text: '{"format": "pitchside-replay"}' },
      'scheme/malformed',
      /format/,
    )
    await expectRefused('schemes.import', { text: 'paint it red' }, 'scheme/malformed')
    await expectRefused(
      'schemes.import',
      { text: fileOf({ ...ORC, teamKey: 'blitz/nobody' }) },
      'roster/not-found',
    )
    await expectRefused('schemes.get', { teamKey: 'classic/nobody' }, 'roster/not-found')
    await expectRefused('schemes.export', { teamKey: 'classic/nobody' }, 'roster/not-found')
    await expectRefused('schemes.reset', { teamKey: 'classic/nobody' }, 'roster/not-found')
    await expectRefused('schemes.get', { teamKey: 'classic/orc', extra: 1 }, 'ipc/invalid-payload')
  })

  it('shows presets without saves but refuses to change anything', async () => {
    const bare = raceHost(null)
    try {
      const list = await bare.dispatcher.dispatch('schemes.list', {}, web)
      expect(list).toMatchObject({ ok: true })
      expect(await bare.dispatcher.dispatch('schemes.get', { teamKey: 'classic/orc' }, web)).toMatchObject({
        ok: true,
        value: { custom: false },
      })
      expect(await bare.dispatcher.dispatch('schemes.save', { scheme: ORC }, web)).toMatchObject({
        ok: false,
        code: 'save/unavailable',
      })
      expect(await bare.dispatcher.dispatch('models.list', {}, web)).toEqual({ ok: true, value: [] })
      const box = b64(await boxGlb())
      const imported = await bare.dispatcher.dispatch(
        'models.import',
        { teamKey: 'classic/orc', positionId: 'troll', bytes: box },
        web,
      )
      expect(imported).toMatchObject({ ok: false, code: 'save/unavailable' })
    } finally {
      bare.close()
    }
  })
})

describe('models requests', () => {
  it('imports a GLB into the data folder, lists, adjusts and removes it', async () => {
    const box = await boxGlb()
    const model = await value<PieceModel>('models.import', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      bytes: b64(box),
      fileName: 'troll.glb',
    })
    expect(model).toMatchObject({
      teamKey: 'classic/orc',
      positionId: 'troll',
      triangles: 12,
      originalName: 'troll.glb',
    })
    expect(existsSync(join(dir, model.file))).toBe(true)
    expect(await value<PieceModel[]>('models.list', { teamKey: 'classic/orc' })).toEqual([model])
    expect(await value<PieceModel[]>('models.list', { teamKey: 'classic/human' })).toEqual([])

    const adjusted = await value<PieceModel>('models.adjust', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      rotation: { x: -90, y: 0, z: 0 },
    })
    expect(adjusted.adjust).toEqual({ scale: 1, rotation: { x: -90, y: 0, z: 0 }, heightOffset: 0 })
    const scaled = await value<PieceModel>('models.adjust', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      scale: 1.5,
    })
    expect(scaled.adjust).toEqual({ scale: 1.5, rotation: { x: -90, y: 0, z: 0 }, heightOffset: 0 })

    expect(await value('models.remove', { teamKey: 'classic/orc', positionId: 'troll' })).toEqual({
      removed: true,
    })
    expect(existsSync(join(dir, model.file))).toBe(false)
    expect(await value<PieceModel[]>('models.list', {})).toEqual([])
  })

  it('refuses broken, oversized and over-budget models, unknown positions and bad payloads, changing nothing', async () => {
    const box = await boxGlb()
    await value('models.import', { teamKey: 'classic/orc', positionId: 'troll', bytes: b64(box) })
    const at = { teamKey: 'classic/orc', positionId: 'goblin' }
    await expectRefused(
      'models.import',
      { ...at, bytes: b64(box.subarray(0, box.length - 30)) },
      'model/malformed',
      /cut short/,
    )
    await expectRefused(
      'models.import',
      { ...at, bytes: b64(new TextEncoder().encode('not a model')) },
      'model/malformed',
    )
    await expectRefused(
      'models.import',
      { ...at, bytes: b64(await paddedBoxGlb(MAX_MODEL_BYTES)) },
      'model/too-large',
      /20\.0 MB/,
    )
    await expectRefused(
      'models.import',
      { ...at, bytes: b64(await gridGlb(60_001)) },
      'model/over-budget',
      /60001/,
    )
    await expectRefused(
      'models.import',
      { teamKey: 'classic/orc', positionId: 'dragon', bytes: b64(box) },
      'roster/not-found',
      /dragon/,
    )
    await expectRefused(
      'models.import',
      { teamKey: 'classic/nobody', positionId: 'troll', bytes: b64(box) },
      'roster/not-found',
    )
    await expectRefused('models.import', { ...at, bytes: 'not base64 at all!' }, 'ipc/invalid-payload')
    await expectRefused(
      'models.import',
      { ...at, bytes: b64(box), path: '/etc/passwd' },
      'ipc/invalid-payload',
    )
    await expectRefused('models.adjust', { ...at, scale: 2 }, 'model/not-found')
    await expectRefused(
      'models.adjust',
      { teamKey: 'classic/orc', positionId: 'troll', scale: -1 },
      'ipc/invalid-payload',
    )
    await expectRefused(
      'models.adjust',
      { teamKey: 'classic/orc', positionId: 'troll' },
      'ipc/invalid-payload',
    )
    await expectRefused(
      'models.adjust',
      { teamKey: 'classic/orc', positionId: 'troll', rotation: { x: 720, y: 0, z: 0 } },
      'ipc/invalid-payload',
    )
    await expectRefused('models.remove', at, 'model/not-found')
    await expectRefused(
      'models.remove',
      { teamKey: 'classic/orc', positionId: '../troll' },
      'ipc/invalid-payload',
    )
  })
})
