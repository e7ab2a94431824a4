// replay.events: a reopened game's events in one fold. Checked against what the live game announced action by
// action (a real Classic game of random legal actions, saved to a temp database), over ranges that cross snapshots.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EngineEvent, GameView } from '@shared/engine/api'
import { engineRulesets } from '../../../src-main/host/engineSources'
import { replaySource } from '../../../src-main/host/replaySource'
import { ReplayService } from '../../../src-main/services/ReplayService'
import { Saves } from '../../../src-main/services/Saves'
import { SaveStore } from '../../../src-main/services/SaveStore'
import { classicHost, playThrough } from '../classicPlay'

let dir: string
let store: SaveStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-replay-events-'))
  store = SaveStore.open({ file: join(dir, 'saves.sqlite') })
})
afterEach(() => {
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A Classic game of `count` random actions, with the views and events the live game announced. */
function playedGame(count: number) {
  const { games, bus } = classicHost(store)
  const { gameId } = games.create({
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
    seed: 33,
  })
  const views: GameView[] = [games.view(gameId) as GameView]
  const eventsByAction: EngineEvent[][] = []
  bus.subscribe((name, payload) => {
    if (name !== 'state.changed') return
    const p = payload as { view: GameView; events: EngineEvent[] }
    views.push(p.view)
    eventsByAction.push(p.events)
  })
  playThrough(games, gameId, count, 4)
  const saves = new Saves({
    file: null,
    now: () => new Date(),
    logError: () => undefined,
    log: () => undefined,
  })
  Object.defineProperty(saves, 'store', { get: () => store })
  return {
    gameId,
    views,
    eventsByAction,
    replays: new ReplayService(replaySource(saves, games), engineRulesets),
  }
}

const turnOf = (v: GameView) => ({
  period: v.period,
  side: v.activeSide,
  turn: v.activeSide === null ? 0 : v.turns[v.activeSide],
})

describe('replay.events', () => {
  it('gives each action’s events and the turn before it, for the whole game and for ranges across snapshots', () => {
    const { gameId, views, eventsByAction, replays } = playedGame(260)
    const all = replays.events(gameId, null)
    expect(all).toMatchObject({ from: 0, to: 260, length: 260 })
    expect(all.positions.map((p) => p.position)).toEqual(Array.from({ length: 260 }, (_, i) => i + 1))
    all.positions.forEach((p) => {
      expect(p.events).toEqual(eventsByAction[p.position - 1])
      expect(p.before).toEqual(turnOf(views[p.position - 1]))
    })
    // Both teams' pieces are named, as the views named them.
    const named = new Map(views.flatMap((v) => v.pieces.map((p) => [p.id, p.name] as const)))
    expect(new Map(all.pieces.map((p) => [p.id, p.name]))).toEqual(named)
    expect(new Set(all.pieces.map((p) => p.side))).toEqual(new Set([0, 1]))
    expect(all.positions.some((p) => p.events.some((e) => e.type === 'roll'))).toBe(true)

    for (const [from, to] of [
      [49, 51],
      [120, 180],
      [200, 260],
      [7, 7],
    ]) {
      const part = replays.events(gameId, null, from, to)
      expect(part).toMatchObject({ from, to, length: 260 })
      expect(part.positions).toEqual(all.positions.slice(from, to))
    }
  })

  it('refuses a range outside the game with replay/out-of-range', () => {
    const { gameId, replays } = playedGame(20)
    const outOfRange = expect.objectContaining({ code: 'replay/out-of-range' }) as Error
    expect(() => replays.events(gameId, null, 0, 21)).toThrow(outOfRange)
    expect(() => replays.events(gameId, null, 10, 5)).toThrow(outOfRange)
    expect(replays.events(gameId, null, 20).positions).toEqual([])
  })
})
