// Saves with the real Classic rules: dice tied to the log on undo, practice re-rolls kept in the log, exact
// replays after a reload, and a timeline whose markers and seeks agree with live play.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EngineEvent } from '@shared/engine/api'
import { engineRulesets } from '../../../src-main/host/engineSources'
import { replaySource } from '../../../src-main/host/replaySource'
import { reseedDice } from '../../../src-main/services/gameLog'
import { ReplayService } from '../../../src-main/services/ReplayService'
import { Saves } from '../../../src-main/services/Saves'
import { SaveStore } from '../../../src-main/services/SaveStore'
import { pickRandomAction } from '../../../src-main/services/AiHost'
import { createRandom } from '../../../src-main/services/random'
import { classicHost, playThrough } from '../classicPlay'

let dir: string
let store: SaveStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-classic-'))
  store = SaveStore.open({ file: join(dir, 'saves.sqlite') })
})
afterEach(() => {
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

const humanVsOrc = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } } as const
const rolls = (events: readonly EngineEvent[]) => events.filter((e) => e.type === 'roll').map((e) => e.dice)

/** Plays random actions until one rolls dice; returns that action and its events. */
function playUntilRoll(games: ReturnType<typeof classicHost>['games'], gameId: string, seed: number) {
  const random = createRandom(seed)
  for (let i = 0; i < 2000; i++) {
    const action = pickRandomAction(games.legal(gameId).actions, random)
    const { events } = games.act(gameId, action)
    if (rolls(events).length > 0) return { action, events }
  }
  throw new Error('no roll in 2000 actions')
}

const serialized = (games: ReturnType<typeof classicHost>['games'], gameId: string): string =>
  JSON.stringify(games.serialize(gameId))

describe('Classic saves', () => {
  it('gives the same dice when an action is undone and played again (no fishing for rolls)', () => {
    const { games } = classicHost(store)
    const { gameId } = games.create({ ...humanVsOrc, seed: 11 })
    const { action, events } = playUntilRoll(games, gameId, 5)
    games.undo(gameId, 1)
    const again = games.act(gameId, action)
    expect(rolls(again.events)).toEqual(rolls(events))
    expect(again.events).toEqual(events)
    expect(store.load(gameId)!.entries.every((e) => e.reseed === null)).toBe(true)
  })

  it('re-rolls in practice mode, keeps the new seed in the log, and replays it exactly', () => {
    const { games } = classicHost(store, [11, ...Array.from({ length: 40 }, (_, i) => 9000 + i)])
    const { gameId } = games.create({ ...humanVsOrc, practice: true })
    const { action, events } = playUntilRoll(games, gameId, 5)
    let differed = false
    for (let trial = 0; trial < 20 && !differed; trial++) {
      games.undo(gameId, 1)
      const again = games.act(gameId, action)
      differed = JSON.stringify(rolls(again.events)) !== JSON.stringify(rolls(events))
    }
    expect(differed).toBe(true)
    const stored = store.load(gameId)!
    expect(stored.entries.at(-1)!.reseed).not.toBeNull()
    expect(games.history(gameId).practice).toBe(true)
    // Reloaded from the database, the game is the same state word for word.
    const again = classicHost(store)
    again.games.load(stored)
    expect(serialized(again.games, gameId)).toBe(serialized(games, gameId))
    expect(replayByHand(games, gameId)).toBe(serialized(games, gameId))
  })

  it('reloads a long game with undos, redos and branches to exactly the live state', () => {
    const { games } = classicHost(store)
    const { gameId } = games.create({ ...humanVsOrc, seed: 3 })
    for (let round = 0; round < 6; round++) {
      playThrough(games, gameId, 60, round)
      games.undo(gameId, 7 + round)
      if (round % 2) games.redo(gameId, 3)
    }
    playThrough(games, gameId, 40, 99)
    const fresh = classicHost(store)
    fresh.games.load(store.load(gameId)!)
    const noSnapshots = classicHost(null)
    noSnapshots.games.load({ ...store.load(gameId)!, snapshots: new Map() })
    const live = serialized(games, gameId)
    expect(serialized(fresh.games, gameId)).toBe(live)
    expect(serialized(noSnapshots.games, gameId)).toBe(live)
    expect(replayByHand(games, gameId)).toBe(live)
    expect(store.branches(gameId).length).toBeGreaterThan(0)
  })

  it('builds the timeline from the log and seeks to any position as live play saw it', () => {
    const { games, bus } = classicHost(store)
    const { gameId } = games.create({ ...humanVsOrc, seed: 21 })
    const views: unknown[] = [games.view(gameId)]
    const eventsByAction: EngineEvent[][] = []
    bus.subscribe((name, payload) => {
      if (name !== 'state.changed') return
      const p = payload as { view: unknown; events: EngineEvent[] }
      views.push(p.view)
      eventsByAction.push(p.events)
    })
    playThrough(games, gameId, 500, 8)
    const saves = new Saves({
      file: null,
      now: () => new Date(),
      logError: () => undefined,
      log: () => undefined,
    })
    // Read the store this test opened: a Saves wrapper around it.
    Object.defineProperty(saves, 'store', { get: () => store })
    const replays = new ReplayService(replaySource(saves, games), engineRulesets)
    const timeline = replays.timeline(gameId, null)
    expect(timeline.length).toBe(500)
    const at = (type: string) =>
      eventsByAction.flatMap((events, i) => (events.some((e) => e.type === type) ? [i + 1] : []))
    expect(timeline.turns).toEqual(at('turn-start'))
    expect(timeline.activations).toEqual(at('activate'))
    expect(timeline.halves).toEqual(at('half-start'))
    expect(timeline.markers.filter((m) => m.kind === 'turnover').map((m) => m.position)).toEqual(
      at('turnover'),
    )
    expect(timeline.turns.length).toBeGreaterThan(3)
    for (const position of [0, 1, 49, 50, 51, 137, 250, 499, 500]) {
      const frame = replays.seek(gameId, null, position)
      expect(frame.view).toEqual(views[position])
      expect(frame.events).toEqual(position === 0 ? [] : eventsByAction[position - 1])
    }
    const next = replays.step(gameId, null, 0, 'turn', 1)
    expect(next.position).toBe(timeline.turns[0])
    expect(replays.step(gameId, null, timeline.turns[2] + 1, 'turn', -1).position).toBe(timeline.turns[2])
    expect(replays.step(gameId, null, 10, 'action', -1).position).toBe(9)
    expect(() => replays.seek(gameId, null, 501)).toThrow(
      expect.objectContaining({ code: 'replay/out-of-range' }) as Error,
    )
  })
})

/** The state after the log's first `cursor` entries, folded by hand straight on the engine. */
function replayByHand(games: ReturnType<typeof classicHost>['games'], gameId: string): string {
  const stored = games.stored(gameId)
  const ruleset = engineRulesets.get('classic')
  const state = ruleset.create(stored.created.setup)
  for (let i = 0; i < stored.cursor; i++) {
    const entry = stored.entries[i]
    if (entry.reseed !== null) reseedDice(state, entry.reseed)
    const result = ruleset.apply(state, entry.action)
    if (!result.ok) throw new Error(result.reason)
  }
  return JSON.stringify(ruleset.serialize(state))
}
