// rosters.lineup and models.file through the dispatcher over the real services: every game's line-up with its
// own stat line, and a stored model's bytes back in pieces that each fit the web host's message cap.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  MAX_MESSAGE_BYTES,
  MODEL_CHUNK_BYTES,
  type ModelFileChunk,
  type PieceModel,
  type Result,
  type TeamLineup,
} from '@shared/ipc'
import { PRESET_TEAMS } from '@shared/showcase/presets'
import type { Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'
import { boxGlb, paddedBoxGlb } from './makeGlb'

const web = { transport: 'web' } as const
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64')

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-showcase-read-'))
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

describe('rosters.lineup', () => {
  it('answers every preset team with the positions its scheme names', async () => {
    for (const team of PRESET_TEAMS) {
      const lineup = await value<TeamLineup>('rosters.lineup', { teamKey: team.teamKey })
      expect(lineup.positions.map((p) => p.id)).toEqual(team.positions.map((p) => p.id))
    }
  })

  it('gives each game its own stat line', async () => {
    const orc = await value<TeamLineup>('rosters.lineup', { teamKey: 'classic/orc' })
    const troll = orc.positions.find((p) => p.id === 'troll')!
    expect(troll).toMatchObject({ name: 'Troll', role: 'bigguy', count: 1 })
    expect(troll.stats).toEqual([
      { key: 'ma', value: '4' },
      { key: 'st', value: '5' },
      { key: 'ag', value: '1' },
      { key: 'av', value: '9' },
    ])
    expect(troll.skills).toContain('mighty-blow')

    const blitz = await value<TeamLineup>('rosters.lineup', { teamKey: 'blitz/dwarf' })
    expect(blitz.positions[0].stats.map((s) => s.key)).toEqual(['move', 'block', 'throw', 'armour'])
    expect(blitz.positions[0].stats.find((s) => s.key === 'throw')?.value).toMatch(/^(\d\+|–)$/)

    const cc = await value<TeamLineup>('rosters.lineup', { teamKey: 'crosscheck/orc' })
    const goalie = cc.positions.find((p) => p.id === 'goalie')!
    expect(goalie.role).toBe('goalie')
    expect(goalie.skills).not.toContain('save') // game-facts C: the Orc lineman has no starting skill
    // Skaters are drawn as their Classic positions: the Troll as a big guy, the Goblin as a runner.
    expect(cc.positions.filter((p) => p.role === 'goalie').length).toBe(1)
    expect(cc.positions.find((p) => p.id === 'troll')?.role).toBe('bigguy')
    expect(cc.positions.find((p) => p.id === 'goblin')?.role).toBe('runner')
  })

  it('refuses a team no game has', async () => {
    expect(await call('rosters.lineup', { teamKey: 'classic/chess-club' })).toMatchObject({
      ok: false,
      code: 'roster/not-found',
    })
  })
})

describe('models.file', () => {
  it('answers a stored model byte for byte', async () => {
    const glb = await boxGlb()
    const model = await value<PieceModel>('models.import', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      bytes: b64(glb),
    })
    const chunk = await value<ModelFileChunk>('models.file', { hash: model.hash })
    expect(chunk).toMatchObject({ hash: model.hash, total: glb.byteLength, offset: 0, next: null })
    expect(new Uint8Array(Buffer.from(chunk.bytes, 'base64'))).toEqual(glb)
  })

  it('sends a big model in pieces that each fit one web message', async () => {
    const glb = await paddedBoxGlb(MODEL_CHUNK_BYTES + 1000)
    const model = await value<PieceModel>('models.import', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      bytes: b64(glb),
    })
    const parts: Buffer[] = []
    let offset: number | null = 0
    let pieces = 0
    while (offset !== null) {
      const chunk: ModelFileChunk = await value<ModelFileChunk>('models.file', { hash: model.hash, offset })
      expect(JSON.stringify(chunk).length).toBeLessThan(MAX_MESSAGE_BYTES)
      parts.push(Buffer.from(chunk.bytes, 'base64'))
      offset = chunk.next
      pieces++
    }
    expect(pieces).toBe(2)
    expect(new Uint8Array(Buffer.concat(parts))).toEqual(glb)
  })

  it('refuses a hash no position uses, and an offset past the end', async () => {
    expect(await call('models.file', { hash: 'a'.repeat(64) })).toMatchObject({
      ok: false,
      code: 'model/not-found',
    })
    const model = await value<PieceModel>('models.import', {
      teamKey: 'classic/orc',
      positionId: 'troll',
      bytes: b64(await boxGlb()),
    })
    expect(await call('models.file', { hash: model.hash, offset: 10_000_000 })).toMatchObject({
      ok: false,
      code: 'model/not-found',
    })
    await value('models.remove', { teamKey: 'classic/orc', positionId: 'troll' })
    expect(await call('models.file', { hash: model.hash })).toMatchObject({
      ok: false,
      code: 'model/not-found',
    })
  })
})
