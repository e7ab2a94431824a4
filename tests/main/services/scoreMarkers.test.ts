// Timeline markers for all three games: a Cross Check goal is a `goal` marker and a Blitz Bowl injury
// (`injured`) an `injury` marker, each at the position of the action whose events hold it, and the attract
// loop's reel plays the run-up to them. Games played through the host by the Beginner AI on both sides with fixed
// seeds (the game and the AI's choices are both seeded, so each run is the same game). Games saved before these
// marks existed still open, and their timeline gets the new markers from one replay in memory: the saved rows
// are never rewritten.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RulesetId } from '@shared/engine/api'
import type { ReplayEvents, ReplayFrame, Timeline } from '@shared/ipc'
import { attractSegments } from '../../../src-renderer/src/components/display/attractPlan'
import { SAVE_FILE_NAME, type Host } from '../../../src-main/host/createHost'
import { engineTeams } from '../../../src-main/host/engineSources'
import {
  MARK_CURRENT,
  MARK_GOAL,
  MARK_INJURY,
  MARK_TURN,
  MARK_V3,
  marksOf,
} from '../../../src-main/services/gameLog'
import { callOk, startEngineHost } from '../engineHost'

let dir: string
let host: Host

const start = (): Host => startEngineHost(dir, { aiThread: 'in-process', aiSeed: 1 })

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-markers-'))
  host = start()
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

const call = <T>(name: string, args: unknown = {}): Promise<T> => callOk<T>(host, name, args)

/** A whole game of `ruleset`, the Beginner AI playing both sides; answers its id once it is over. */
async function aiGame(ruleset: RulesetId, seed: number): Promise<string> {
  const [home, away] = engineTeams.list(ruleset).map((r) => r.id)
  const { gameId } = await call<{ gameId: string }>('game.new', {
    ruleset,
    home: { rosterId: home },
    away: { rosterId: away },
    seed,
    controllers: [{ ai: 'beginner' }, { ai: 'beginner' }],
  })
  await host.ai.idle()
  expect((await call<{ decision: { side: unknown } }>('game.view', { gameId })).decision.side).toBeNull()
  return gameId
}

/** Positions whose action's events hold an event of one of `types`. */
async function positionsOf(gameId: string, types: readonly string[]): Promise<number[]> {
  const { positions } = await call<ReplayEvents>('replay.events', { gameId })
  return positions.filter((p) => p.events.some((e) => types.includes(e.type))).map((p) => p.position)
}

const at = (timeline: Timeline, kind: string): number[] =>
  timeline.markers.filter((m) => m.kind === kind).map((m) => m.position)

describe('marks of an action', () => {
  it('mark goals and Blitz Bowl injuries, and say they know them', () => {
    expect(marksOf([{ type: 'goal', side: 0 }])).toBe(MARK_GOAL | MARK_CURRENT)
    expect(marksOf([{ type: 'injured', player: 3, side: 1, reason: 'armour' }])).toBe(
      MARK_INJURY | MARK_CURRENT,
    )
    expect(marksOf([])).toBe(MARK_CURRENT)
  })

  it("mark a Blitz Bowl turn (its engine says `turn`) as the other games' `turn-start`", () => {
    expect(marksOf([{ type: 'turn', side: 0, turn: 1 }])).toBe(MARK_TURN | MARK_CURRENT)
    expect(marksOf([{ type: 'turn-start', side: 0, turn: 1 }])).toBe(MARK_TURN | MARK_CURRENT)
  })
})

describe('score and injury markers', () => {
  it('marks each Cross Check goal where it was scored, steps to it, and the reel plays its run-up', async () => {
    const gameId = await aiGame('crosscheck', 3)
    const timeline = await call<Timeline>('replay.timeline', { gameId })
    const goals = await positionsOf(gameId, ['goal'])
    expect(goals.length).toBeGreaterThan(0)
    expect(at(timeline, 'goal')).toEqual(goals)
    // A goal ends the turn, yet its step is a goal marker only, never also a turnover.
    for (const goal of goals) expect(at(timeline, 'turnover')).not.toContain(goal)
    expect(at(timeline, 'touchdown')).toEqual([])
    expect(at(timeline, 'injury')).toEqual(await positionsOf(gameId, ['injury']))
    const first = await call<ReplayFrame>('replay.step', { gameId, from: 0, unit: 'goal', direction: 1 })
    expect(first.position).toBe(goals[0])
    expect(first.events.some((e) => e.type === 'goal')).toBe(true)
    const last = await call<ReplayFrame>('replay.step', {
      gameId,
      from: timeline.length,
      unit: 'goal',
      direction: -1,
    })
    expect(last.position).toBe(goals[goals.length - 1])
    // The reel shows scores first: with at most 3 segments, every one leads up to a goal while there are goals.
    const segments = attractSegments(timeline)
    expect(segments.filter((s) => s.marker === 'goal').length).toBe(Math.min(3, goals.length))
    for (const goal of goals.slice(0, 3))
      expect(segments.some((s) => s.from < goal && goal <= s.to)).toBe(true)
  }, 60_000)

  it('marks each Blitz Bowl injury where it happened, and the reel plays one when a game has few scores', async () => {
    const gameId = await aiGame('blitz', 1)
    const timeline = await call<Timeline>('replay.timeline', { gameId })
    const injuries = await positionsOf(gameId, ['injured'])
    const touchdowns = await positionsOf(gameId, ['touchdown'])
    expect(injuries.length).toBeGreaterThan(0)
    expect(at(timeline, 'injury')).toEqual(injuries)
    expect(at(timeline, 'touchdown')).toEqual(touchdowns)
    expect(at(timeline, 'goal')).toEqual([])
    const step = await call<ReplayFrame>('replay.step', { gameId, from: 0, unit: 'injury', direction: 1 })
    expect(step.position).toBe(injuries[0])
    // Scores first, then injuries: one more segment than touchdowns reaches the first injury.
    const segments = attractSegments(timeline, { max: touchdowns.length + 1 })
    expect(segments.some((s) => s.from < injuries[0] && injuries[0] <= s.to)).toBe(true)
  }, 60_000)
})

describe('games saved before goals and Blitz Bowl injuries were marked', () => {
  /** Rewrites the saved marks as an older version wrote them: no MARK_CURRENT and none of the `lost` bits. */
  function makeOld(gameId: string, lost: number): void {
    host.close()
    const db = new Database(join(dir, SAVE_FILE_NAME))
    db.prepare('UPDATE actions SET marks = marks & ? WHERE game_id = ?').run(~(lost | MARK_CURRENT), gameId)
    db.close()
    host = start()
  }

  /** The saved marks, read while the host is closed (it holds the database). */
  const savedMarks = (gameId: string): number[] => {
    host.close()
    const db = new Database(join(dir, SAVE_FILE_NAME), { readonly: true })
    try {
      return db
        .prepare('SELECT marks FROM actions WHERE game_id = ? ORDER BY idx')
        .pluck()
        .all(gameId) as number[]
    } finally {
      db.close()
      host = start()
    }
  }

  it('still open where they stood, and their timeline gets the new markers without rewriting the save', async () => {
    const cross = await aiGame('crosscheck', 3)
    const blitz = await aiGame('blitz', 1)
    const before = {
      cross: await call<Timeline>('replay.timeline', { gameId: cross }),
      blitz: await call<Timeline>('replay.timeline', { gameId: blitz }),
      view: await call<unknown>('game.view', { gameId: cross }),
    }
    makeOld(cross, MARK_GOAL)
    makeOld(blitz, MARK_INJURY)
    const oldCross = savedMarks(cross)
    expect(oldCross.some((m) => m & (MARK_GOAL | MARK_CURRENT))).toBe(false)
    // Opens as before: same state, same history.
    expect(await call('game.open', { gameId: cross })).toMatchObject({ view: before.view })
    expect(await call<Timeline>('replay.timeline', { gameId: cross })).toEqual(before.cross)
    expect(await call<Timeline>('replay.timeline', { gameId: blitz })).toEqual(before.blitz)
    const goal = at(before.cross, 'goal')[0]
    expect(
      (await call<ReplayFrame>('replay.step', { gameId: cross, from: 0, unit: 'goal', direction: 1 }))
        .position,
    ).toBe(goal)
    // Read, never written.
    expect(savedMarks(cross)).toEqual(oldCross)
  }, 120_000)

  it('Blitz Bowl games saved before its turns were marked get their turn ticks back, the save unchanged', async () => {
    const blitz = await aiGame('blitz', 1)
    const turns = await positionsOf(blitz, ['turn'])
    expect(turns.length).toBeGreaterThan(4)
    const before = await call<Timeline>('replay.timeline', { gameId: blitz })
    expect(before.turns).toEqual(turns)
    // As the previous version saved it: goals and injuries known (MARK_V2), turns not.
    host.close()
    const db = new Database(join(dir, SAVE_FILE_NAME))
    db.prepare('UPDATE actions SET marks = marks & ? WHERE game_id = ?').run(~(MARK_TURN | MARK_V3), blitz)
    db.close()
    host = start()
    const old = savedMarks(blitz)
    expect(old.some((m) => m & (MARK_TURN | MARK_V3))).toBe(false)
    expect(await call<Timeline>('replay.timeline', { gameId: blitz })).toEqual(before)
    expect(savedMarks(blitz)).toEqual(old)
  }, 120_000)
})
