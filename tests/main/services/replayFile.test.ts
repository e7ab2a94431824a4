// The .pitchside.json replay file: a round trip for 30 random games of each available ruleset reproduces each
// game bit for bit (the `replays` soak part takes hundreds of altered copies), and a newer version, tampered
// actions, a wrong score, or malformed JSON are refused with nothing written.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import type { Action, RulesetId } from '@shared/engine/api'
import { createRandom } from '../../../src-main/services/random'
import { entryOf, rebuild, reseedDice } from '../../../src-main/services/gameLog'
import type { StoredGame } from '../../../src-main/services/GameHost'
import { readReplay, stringifyReplay, toReplayFile } from '../../../src-main/services/replayFile'
import { randomClassicGame } from '../classicPlay'

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-replay-'))
  host = createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    classicGamesDir: null,
    logError: () => undefined,
    log: () => undefined,
  })
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

const web = { transport: 'web' } as const
const meta = { title: 'T', tags: [], appName: 'Pitchside', appVersion: '0', exportedAt: new Date(0) }

/**
 * A complete random game of any available ruleset through the public Ruleset API (a seeded pick among the legal
 * actions), for the rulesets without a fast random player of their own here.
 */
function randomGameOf(id: RulesetId, seed: number) {
  const ruleset = engineRulesets.get(id)
  const rosters = engineTeams.list(id).map((r) => r.id)
  const pick = createRandom(seed)
  const home = rosters[pick.int(rosters.length)]
  const away = rosters[pick.int(rosters.length)]
  const setup = {
    ruleset: id,
    seed,
    teams: [engineTeams.build(id, home), engineTeams.build(id, away)] as const,
  }
  const state = ruleset.create(setup)
  const actions: Action[] = []
  while (ruleset.decision(state).side !== null) {
    const legal = ruleset.legalActions(state)
    const action = legal[pick.int(legal.length)]
    if (!ruleset.apply(state, action).ok) throw new Error(`illegal ${JSON.stringify(action)}`)
    actions.push(action)
    if (actions.length > 20_000) throw new Error(`${id} seed ${seed}: no end in 20000 actions`)
  }
  return { home, away, setup, actions }
}

/** A replay file's text for a random complete game, and its final serialised state. */
function randomReplay(seed: number, id: RulesetId = 'classic') {
  const game = id === 'classic' ? randomClassicGame(seed) : randomGameOf(id, seed)
  const ruleset = engineRulesets.get(id)
  const state = ruleset.create(game.setup)
  const entries = game.actions.map((action) => {
    const result = ruleset.apply(state, action)
    if (!result.ok) throw new Error(result.reason)
    return entryOf(action, null, result.events)
  })
  const stored: StoredGame = {
    created: {
      gameId: 'g-source',
      ruleset: id,
      rulesetVersion: ruleset.version,
      engineVersion: engineRulesets.engineVersion,
      seed,
      rosterIds: [game.home, game.away],
      setup: game.setup,
    },
    entries,
    cursor: entries.length,
    snapshots: new Map(),
  }
  const text = stringifyReplay(toReplayFile(stored, ruleset.view(state), meta))
  return { text, final: JSON.stringify(ruleset.serialize(state)), entries }
}

async function call(name: string, args: unknown) {
  return host.dispatcher.dispatch(name, args, web)
}

/** Random games round-tripped per ruleset: enough to meet every kind of action; 100 took 40 s of CI's budget. */
const ROUND_TRIPS = 30

describe('replay files', () => {
  const others = engineRulesets.available().filter((id) => id !== 'classic')
  it.each(['classic' as RulesetId, ...others])(
    `round-trips ${ROUND_TRIPS} random %s games bit for bit`,
    { timeout: 180_000 },
    async (id) => {
      for (let seed = 1; seed <= ROUND_TRIPS; seed++) {
        const { text, final, entries } = randomReplay(seed, id)
        const imported = await call('replay.import', { text })
        expect(imported).toMatchObject({ ok: true, value: { status: 'finished', actions: entries.length } })
        const gameId = (imported as { value: { gameId: string } }).value.gameId
        const stored = host.store!.load(gameId)!
        expect(stored.entries).toEqual(entries)
        const opened = await call('game.open', { gameId })
        expect(opened.ok).toBe(true)
        expect(JSON.stringify(host.games.serialize(gameId))).toBe(final)
        const exported = await call('replay.export', { gameId })
        const again = (exported as { value: { text: string } }).value.text
        const strip = (t: string) => t.replace(/"exportedAt": "[^"]*"|"title": "[^"]*"|"app": \{[^}]*\}/g, '')
        expect(strip(again)).toBe(strip(text))
        host.games.forget(gameId)
      }
    },
  )

  it('keeps practice re-seeds through a round trip', () => {
    const { text } = randomReplay(5)
    const file = JSON.parse(text) as { actions: Action[]; teams: unknown[]; seed: number }
    // A re-seed before action 30 changes the dice from there on, so keep the log to that action.
    const actions = file.actions.slice(0, 31)
    const ruleset = engineRulesets.get('classic')
    const state = ruleset.create({
      ruleset: 'classic',
      seed: file.seed,
      teams: [file.teams[0], file.teams[1]],
    })
    actions.forEach((action, index) => {
      if (index === 30) reseedDice(state, 4242)
      expect(ruleset.apply(state, action).ok).toBe(true)
    })
    const view = ruleset.view(state)
    const cut = {
      ...file,
      practice: true,
      reseeds: [{ index: 30, seed: 4242 }],
      actions,
      result: { score: view.score, finished: view.decision.side === null },
    }
    const result = readReplay(JSON.stringify(cut), engineRulesets, 'g-x')
    expect(result.stored.entries[30].reseed).toBe(4242)
    expect(result.stored.created.practice).toBe(true)
    expect(JSON.stringify(ruleset.serialize(state))).toBe(
      JSON.stringify(
        ruleset.serialize(rebuild(ruleset, result.stored.created, result.stored.entries, 31, null).state),
      ),
    )
    const back = JSON.parse(stringifyReplay(toReplayFile(result.stored, result.view, meta))) as typeof cut
    expect(back.reseeds).toEqual([{ index: 30, seed: 4242 }])
  })

  const refused = async (text: string, code: string, message: RegExp) => {
    const before = host.store!.summaries().length
    const result = await call('replay.import', { text })
    expect(result).toMatchObject({ ok: false, code })
    expect((result as { message: string }).message).toMatch(message)
    expect(host.store!.summaries()).toHaveLength(before)
    expect(host.store!.integrityCheck()).toBe('ok')
  }

  it('refuses malformed JSON, other files, a newer version, tampered actions and a false result', async () => {
    const { text } = randomReplay(7)
    const file = JSON.parse(text) as Record<string, unknown> & { actions: Record<string, unknown>[] }
    await refused(text.slice(0, text.length / 2), 'replay/malformed', /JSON is broken/)
    await refused('{"hello": "world"}', 'replay/malformed', /not a Pitchside replay/)
    await refused(JSON.stringify({ ...file, version: 2 }), 'replay/newer-version', /newer than this app/)
    await refused(JSON.stringify({ ...file, seed: -4 }), 'replay/malformed', /damaged/)
    await refused(JSON.stringify({ ...file, rulesetVersion: '0' }), 'replay/unsupported', /rules version/)
    const actions = [...file.actions]
    const at = actions.findIndex((a) => a.type === 'step')
    actions[at] = { ...actions[at], x: 25, y: 0 }
    await refused(JSON.stringify({ ...file, actions }), 'replay/tampered', /not legal/)
    await refused(
      JSON.stringify({ ...file, result: { score: [9, 9], finished: true } }),
      'replay/tampered',
      /claims/,
    )
    await refused(JSON.stringify({ ...file, teams: [{}, {}] }), 'replay/tampered', /teams/)
    expect(host.store!.summaries()).toEqual([])
  })
})
