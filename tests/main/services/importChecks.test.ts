// Nothing imported goes unchecked (issue 17): through the real host and save store, a malformed action is refused
// at game.act with 'action/malformed' and never stored; an option out of range is refused at game.new; a replay
// file with a hostile team, an option out of range, an action with a field its type does not have, rosters that
// do not match its teams or a "__proto__" key is refused with a typed code naming what is wrong, and nothing is
// written. Every shipped classic game still imports, its teams passing the team schema.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Action, RulesetId } from '@shared/engine/api'
import type { LegalActions, NewGameResult } from '@shared/ipc'
import { parseTeam } from '@shared/rules/teamSchemas'
import { createHost, findClassicGames, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { readReplay } from '../../../src-main/services/replayFile'

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-imports-'))
  host = createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    classicGamesDir: null,
    aiSeed: 1,
    logError: () => undefined,
    log: () => undefined,
  })
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const
const call = (name: string, args: unknown) => host.dispatcher.dispatch(name, args, web)

async function value<T>(name: string, args: unknown): Promise<T> {
  const result = await call(name, args)
  if (!result.ok) throw new Error(`${name}: ${result.code}: ${result.message}`)
  return result.value as T
}

const ROSTERS: Record<RulesetId, [string, string]> = {
  classic: ['human', 'orc'],
  blitz: ['dwarf', 'orc'],
  crosscheck: ['skaven', 'dwarf'],
}

/** A saved game of `ruleset` with `count` actions (the first legal one each time, so it is the same every run). */
async function playedGame(ruleset: RulesetId, count: number): Promise<string> {
  const [home, away] = ROSTERS[ruleset]
  const { gameId } = await value<NewGameResult>('game.new', {
    ruleset,
    home: { rosterId: home },
    away: { rosterId: away },
    seed: 11,
  })
  for (let i = 0; i < count; i++) {
    const { actions } = await value<LegalActions>('game.legal', { gameId })
    await value('game.act', { gameId, action: actions[actions.length - 1] })
  }
  return gameId
}

type File = Record<string, unknown> & { teams: Record<string, unknown>[]; actions: Action[] }

async function exported(ruleset: RulesetId, count = 12): Promise<File> {
  const gameId = await playedGame(ruleset, count)
  const { text } = await value<{ text: string }>('replay.export', { gameId })
  return JSON.parse(text) as File
}

/** Imports `text`, expects the refusal, and checks that the saves hold exactly what they held before. */
async function refused(text: string, code: string, message: string | RegExp): Promise<void> {
  const before = JSON.stringify(host.store!.summaries())
  const result = await call('replay.import', { text })
  expect(result).toMatchObject({ ok: false, code })
  const said = (result as { message: string }).message
  if (typeof message === 'string') expect(said).toContain(message)
  else expect(said).toMatch(message)
  expect(said.length).toBeLessThanOrEqual(500)
  expect(JSON.stringify(host.store!.summaries())).toBe(before)
}

describe('game.act parses actions strictly', () => {
  it.each(['classic', 'blitz', 'crosscheck'] as const)(
    'refuses a %s action with a field its type does not have, and stores nothing',
    async (ruleset) => {
      const gameId = await playedGame(ruleset, 3)
      const { actions } = await value<LegalActions>('game.legal', { gameId })
      const legal = actions[actions.length - 1]
      const answer = await call('game.act', { gameId, action: { ...legal, sneaky: 1 } })
      expect(answer).toMatchObject({
        ok: false,
        code: 'action/malformed',
        message: `"${legal.type}" has no field "sneaky"`,
      })
      expect(host.store!.load(gameId)!.entries).toHaveLength(3)
      expect(await value('game.history', { gameId })).toMatchObject({ cursor: 3, length: 3 })
      // The same action without the extra field is still legal: nothing moved.
      await value('game.act', { gameId, action: legal })
      expect(
        host
          .store!.load(gameId)!
          .entries.map((e) => e.action)
          .at(-1),
      ).toEqual(legal)
    },
  )

  it('refuses an action with a "__proto__" field at the contract, and one out of range by the rules table', async () => {
    const gameId = await playedGame('classic', 0)
    const proto = JSON.parse('{"type": "call", "call": "heads", "__proto__": 1}') as unknown
    expect(await call('game.act', { gameId, action: proto })).toMatchObject({
      ok: false,
      code: 'ipc/invalid-payload',
      message: expect.stringContaining('__proto__'),
    })
    expect(await call('game.act', { gameId, action: { type: 'call', call: 'edge' } })).toMatchObject({
      ok: false,
      code: 'action/malformed',
      message: '"call" field "call" must be one of "heads", "tails", not "edge"',
    })
    expect(host.store!.load(gameId)!.entries).toHaveLength(0)
  })
})

describe('game.new checks option ranges', () => {
  it('refuses a value out of range (Blitz Bowl suddenDeathLead 0) and saves no game', async () => {
    const answer = await call('game.new', {
      ruleset: 'blitz',
      home: { rosterId: 'dwarf' },
      away: { rosterId: 'orc' },
      options: { suddenDeathLead: 0 },
    })
    expect(answer).toMatchObject({
      ok: false,
      code: 'ipc/invalid-payload',
      message: 'The game options were refused: option "suddenDeathLead" must be a whole number from 1 to 39',
    })
    const proto = JSON.parse('{"__proto__": 1}') as unknown
    expect(
      await call('game.new', {
        ruleset: 'crosscheck',
        home: { rosterId: 'orc' },
        away: { rosterId: 'orc' },
        options: proto,
      }),
    ).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    expect(host.store!.summaries()).toEqual([])
  })
})

describe('replay import checks teams, options and actions', () => {
  it('refuses each hostile Classic team of issue 17, naming the team and the field', async () => {
    const file = await exported('classic')
    const away = file.teams[1] as { players: Record<string, unknown>[] }
    const withAway = (team: unknown) => JSON.stringify({ ...file, teams: [file.teams[0], team] })
    const player = (i: number, change: Record<string, unknown>) =>
      withAway({ ...away, players: away.players.map((p, k) => (k === i ? { ...p, ...change } : p)) })
    await refused(
      player(3, { skills: ['Blok'] }),
      'replay/tampered',
      'teams[1].players[3].skills[0]: unknown skill "Blok"',
    )
    await refused(
      player(3, { skills: 'block' }),
      'replay/tampered',
      'teams[1].players[3].skills: must be a list',
    )
    await refused(
      player(2, { positionId: 'wizard' }),
      'replay/tampered',
      'teams[1].players[2].positionId: Orc has no position',
    )
    await refused(
      withAway({ ...away, name: { a: 1 } }),
      'replay/tampered',
      'teams[1].name: must be a text, not an object',
    )
    await refused(
      withAway({ ...away, name: 'N'.repeat(200_000) }),
      'replay/tampered',
      'teams[1].name: must be at most 60 characters',
    )
    await refused(
      withAway({ ...away, fanFactor: 1e9 }),
      'replay/tampered',
      'teams[1].fanFactor: must be at most 20',
    )
    await refused(
      withAway({ ...away, rosterId: 'space-marines' }),
      'replay/tampered',
      'teams[1].rosterId: no Classic roster',
    )
    await refused(
      withAway({ ...away, rerolls: 99 }),
      'replay/tampered',
      'teams[1].rerolls: must be at most 8',
    )
    // A "__proto__" key anywhere is refused before any schema sees the file.
    const text = withAway(away)
    const at = text.lastIndexOf('"rosterId":')
    const proto = `${text.slice(0, at)}"__proto__": {"rerolls": 9}, ${text.slice(at)}`
    await refused(proto, 'replay/malformed', 'teams[1] has a "__proto__" field')
  })

  it('refuses teams that do not match the file’s rosters, for every game', async () => {
    for (const ruleset of ['classic', 'blitz', 'crosscheck'] as const) {
      const file = await exported(ruleset, 4)
      const rosters = file.rosters as string[]
      await refused(
        JSON.stringify({ ...file, rosters: [rosters[0], rosters[1] === 'orc' ? 'human' : 'orc'] }),
        'replay/tampered',
        /teams\[1\] is a ".*" team, rosters\[1\] says/,
      )
    }
  })

  it('refuses hostile Blitz Bowl and Cross Check teams, naming the field', async () => {
    const blitz = await exported('blitz', 4)
    await refused(
      JSON.stringify({ ...blitz, teams: [{ teamId: 'dwarf', coach: 'me' }, blitz.teams[1]] }),
      'replay/tampered',
      'teams[0]: has no field "coach"',
    )
    const cc = await exported('crosscheck', 4)
    await refused(
      JSON.stringify({
        ...cc,
        teams: [cc.teams[0], { rosterId: 'dwarf', players: [{ positionId: 'goalie' }] }],
      }),
      'replay/tampered',
      'teams[1].players: a team needs at least 12 skaters',
    )
  })

  it('refuses an option out of range or unknown', async () => {
    const blitz = await exported('blitz', 4)
    await refused(
      JSON.stringify({ ...blitz, options: { suddenDeathLead: 0 } }),
      'replay/tampered',
      'options are not valid: option "suddenDeathLead" must be a whole number from 1 to 39',
    )
    await refused(
      JSON.stringify({ ...blitz, options: { constructor: true } }),
      'replay/tampered',
      'unknown Blitz Bowl option "constructor"',
    )
  })

  it.each(['classic', 'blitz', 'crosscheck'] as const)(
    'refuses a %s action with a field its type does not have, naming the action',
    async (ruleset) => {
      const file = await exported(ruleset, 6)
      const actions = file.actions.map((a, i) => (i === 4 ? { ...a, extra: true } : a))
      await refused(
        JSON.stringify({ ...file, actions }),
        'replay/tampered',
        `action 5 is malformed: "${file.actions[4].type}" has no field "extra"`,
      )
    },
  )

  it('refuses re-seeds that name no later action of the file', async () => {
    const file = await exported('classic', 6)
    await refused(
      JSON.stringify({ ...file, practice: true, reseeds: [{ index: 6, seed: 1 }] }),
      'replay/tampered',
      'reseeds[0] names action 6',
    )
  })

  it('accepts its own export of every game, teams and all', async () => {
    for (const ruleset of ['classic', 'blitz', 'crosscheck'] as const) {
      const file = await exported(ruleset, 8)
      expect(await call('replay.import', { text: JSON.stringify(file) })).toMatchObject({ ok: true })
    }
  })
})

describe('shipped classic games', () => {
  it('all still import, with both teams passing the Classic team schema', () => {
    const folder = findClassicGames(join(import.meta.dirname, '..', '..', '..', 'src-main', 'host'))!
    const files = readdirSync(folder).filter((f) => f.endsWith('.pitchside.json'))
    expect(files.length).toBeGreaterThanOrEqual(3)
    for (const name of files) {
      const text = readFileSync(join(folder, name), 'utf8')
      const file = JSON.parse(text) as { teams: unknown[]; rosters: string[] }
      file.teams.forEach((team, side) =>
        expect(parseTeam('classic', team), name).toEqual({ ok: true, rosterId: file.rosters[side] }),
      )
      expect(() => readReplay(text, engineRulesets, 'g-classic-check'), name).not.toThrow()
    }
  })
})
