// The setup actions of all three games (issue 19, point 2): each game's ready formations and "place the rest"
// are engine actions that leave a setup legal by the game's own rules, and a game that uses them replays bit for
// bit (the same actions from the same seed give the same state and the same events).
import { describe, expect, it } from 'vitest'
import type { Action, Ruleset, RulesetId } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../../../src-main/host/engineSources'

const TEAMS: Record<RulesetId, [unknown, unknown]> = {
  classic: [engineTeams.build('classic', 'human'), engineTeams.build('classic', 'orc')],
  blitz: [
    engineTeams.build('blitz', engineTeams.list('blitz')[0].id),
    engineTeams.build('blitz', engineTeams.list('blitz')[1].id),
  ],
  crosscheck: [{ rosterId: 'human' }, { rosterId: 'orc' }],
}

const SETUP = new Set(['setup', 'line-up'])
/** Before the first setup: the first choice of each earlier decision (coin toss, kick or receive, goalie...). */
function toSetup(id: RulesetId, seed = 7): { rules: Ruleset; state: unknown; log: Action[] } {
  const rules = getRuleset(id)
  const state = rules.create({ ruleset: id, seed, teams: TEAMS[id] })
  const log: Action[] = []
  for (let i = 0; i < 20 && !SETUP.has(rules.decision(state).kind); i++) {
    const a = rules.legalActions(state)[0]
    expect(rules.apply(state, a).ok).toBe(true)
    log.push(a)
  }
  expect(SETUP.has(rules.decision(state).kind)).toBe(true)
  return { rules, state, log }
}

function play(rules: Ruleset, state: unknown, log: Action[], action: Action | undefined): void {
  expect(action, 'a legal action of that type').toBeDefined()
  const result = rules.apply(state, action!)
  expect(result.ok, result.ok ? '' : result.reason).toBe(true)
  log.push(action!)
}

const ofType = (rules: Ruleset, state: unknown, type: string): Action[] =>
  rules.legalActions(state).filter((a) => a.type === type)

/** The coach's pieces on the pitch, by side. */
const placed = (rules: Ruleset, state: unknown, side: number) =>
  rules.view(state).pieces.filter((p) => p.side === side && p.x !== null)

describe('Classic: formations and place the rest', () => {
  it('every formation leaves a setup that Done accepts', () => {
    for (let f = 0; f < 3; f++) {
      const { rules, state, log } = toSetup('classic')
      const side = rules.decision(state).side!
      play(
        rules,
        state,
        log,
        ofType(rules, state, 'formation').find((a) => a.formation === f),
      )
      expect(placed(rules, state, side)).toHaveLength(11)
      expect(ofType(rules, state, 'setup-done')).toHaveLength(1)
    }
  })

  it('place the rest after two players placed by hand: 11 on the pitch, three on the line, Done legal', () => {
    const { rules, state, log } = toSetup('classic')
    const side = rules.decision(state).side!
    // Two players by hand, both deep in the own half, neither on the line of scrimmage.
    const deep = side === 0 ? 2 : 23
    const places = ofType(rules, state, 'place').filter((a) => a.x === deep)
    play(
      rules,
      state,
      log,
      places.find((a) => a.y === 7),
    )
    play(
      rules,
      state,
      log,
      ofType(rules, state, 'place').find((a) => a.x === deep && a.y === 5 && a.player !== places[0].player),
    )
    const handPlaced = placed(rules, state, side).map((p) => [p.id, p.x, p.y])
    play(rules, state, log, ofType(rules, state, 'place-rest')[0])
    const after = placed(rules, state, side)
    expect(after).toHaveLength(11)
    // The two placed by hand stay where they were.
    for (const [id, x, y] of handPlaced) expect(after.find((p) => p.id === id)).toMatchObject({ x, y })
    const line = side === 0 ? 12 : 13
    expect(after.filter((p) => p.x === line && p.y! >= 4 && p.y! <= 10).length).toBeGreaterThanOrEqual(3)
    for (const zone of [
      [0, 3],
      [11, 14],
    ])
      expect(after.filter((p) => p.y! >= zone[0] && p.y! <= zone[1]).length).toBeLessThanOrEqual(2)
    expect(ofType(rules, state, 'setup-done')).toHaveLength(1)
    // Nobody left to place: the action is gone.
    expect(ofType(rules, state, 'place-rest')).toHaveLength(0)
  })
})

describe('Blitz Bowl: players in any order, formations and place the rest', () => {
  it('any unplaced player may be placed; the decision names the next in line first', () => {
    const { rules, state } = toSetup('blitz')
    const d = rules.decision(state)
    const players = new Set(ofType(rules, state, 'place').map((a) => a.player))
    expect(players.size).toBeGreaterThan(1)
    expect(ofType(rules, state, 'place')[0].player).toBe(d.player)
    const end = d.side === 0 ? 0 : 14
    expect(ofType(rules, state, 'place').every((a) => a.x === end)).toBe(true)
  })

  it('the deck is dealt only after both set-ups: the view says so (no "used up" before)', () => {
    const { rules, state, log } = toSetup('blitz')
    expect(rules.view(state).blitz?.dealt).toBe(false)
    play(rules, state, log, ofType(rules, state, 'formation')[0])
    expect(rules.view(state).blitz?.dealt).toBe(false)
    play(rules, state, log, ofType(rules, state, 'formation')[0])
    expect(rules.view(state).blitz).toMatchObject({ dealt: true })
    expect(rules.view(state).blitz!.deckLeft).toBeGreaterThan(0)
  })

  it('each formation puts the whole team in its End Zone, one a square, and the other coach sets up next', () => {
    for (let f = 0; f < 3; f++) {
      const { rules, state, log } = toSetup('blitz')
      const side = rules.decision(state).side!
      const team = rules.view(state).pieces.filter((p) => p.side === side).length // the whole team starts
      play(
        rules,
        state,
        log,
        ofType(rules, state, 'formation').find((a) => a.formation === f),
      )
      const on = placed(rules, state, side)
      expect(on).toHaveLength(team)
      expect(new Set(on.map((p) => p.x))).toEqual(new Set([side === 0 ? 0 : 14]))
      expect(new Set(on.map((p) => p.y)).size).toBe(on.length)
      expect(rules.decision(state)).toMatchObject({ kind: 'setup', side: 1 - side })
    }
  })

  it('a player placed out of order, then place the rest: the set-up is complete', () => {
    const { rules, state, log } = toSetup('blitz')
    const d = rules.decision(state)
    const last = ofType(rules, state, 'place').at(-1)!
    expect(last.player).not.toBe(d.player)
    play(rules, state, log, last)
    play(rules, state, log, ofType(rules, state, 'place-rest')[0])
    expect(placed(rules, state, d.side!).find((p) => p.id === last.player)).toMatchObject({
      x: last.x,
      y: last.y,
    })
    expect(rules.decision(state)).toMatchObject({ kind: 'setup', side: 1 - d.side! })
  })
})

describe('Cross Check: ready lines and place the rest', () => {
  it('each line fills the five starting positions from the bench', () => {
    for (let f = 0; f < 3; f++) {
      const { rules, state, log } = toSetup('crosscheck')
      const side = rules.decision(state).side!
      const before = placed(rules, state, side).length
      expect(rules.view(state).crosscheck?.lineUpSquare).toBeDefined()
      play(
        rules,
        state,
        log,
        ofType(rules, state, 'formation').find((a) => a.formation === f),
      )
      expect(placed(rules, state, side).length).toBe(before + 5)
      expect(rules.decision(state).kind === 'line-up' && rules.decision(state).side === side).toBe(false)
    }
  })

  it('one skater by hand at the marked square, then place the rest', () => {
    const { rules, state, log } = toSetup('crosscheck')
    const side = rules.decision(state).side!
    const mark = rules.view(state).crosscheck!.lineUpSquare!
    const first = ofType(rules, state, 'line').at(-1)!
    play(rules, state, log, first)
    expect(rules.view(state).pieces.find((p) => p.id === first.player)).toMatchObject(mark)
    const before = placed(rules, state, side).length
    play(rules, state, log, ofType(rules, state, 'place-rest')[0])
    expect(placed(rules, state, side).length).toBe(before + 4)
  })

  it('the speed line picks faster skaters than the muscle line, which picks stronger ones', () => {
    const lineOf = (f: number) => {
      const { rules, state, log } = toSetup('crosscheck')
      const side = rules.decision(state).side!
      const bench = new Set(placed(rules, state, side).map((p) => p.id))
      play(
        rules,
        state,
        log,
        ofType(rules, state, 'formation').find((a) => a.formation === f),
      )
      return placed(rules, state, side).filter((p) => !bench.has(p.id))
    }
    const sum = (ps: ReturnType<typeof lineOf>, k: 'ma' | 'st') =>
      ps.reduce((n, p) => n + (p.stats[k] ?? 0), 0)
    expect(sum(lineOf(1), 'ma')).toBeGreaterThanOrEqual(sum(lineOf(2), 'ma'))
    expect(sum(lineOf(2), 'st')).toBeGreaterThanOrEqual(sum(lineOf(1), 'st'))
  })
})

describe('setup actions replay bit for bit', () => {
  for (const id of ['classic', 'blitz', 'crosscheck'] as const)
    it(`${id}: formation and place the rest, replayed from the log, give the same state and events`, () => {
      const { rules, state, log } = toSetup(id, 11)
      const events: unknown[] = []
      const record = (a: Action | undefined) => {
        expect(a).toBeDefined()
        const r = rules.apply(state, a!)
        expect(r.ok).toBe(true)
        if (r.ok) events.push(r.events)
        log.push(a!)
      }
      // One player by hand where the game places by square, then the rest; the other side a formation.
      const hand = ofType(rules, state, id === 'crosscheck' ? 'line' : 'place')[0]
      record(hand)
      record(ofType(rules, state, 'place-rest')[0])
      if (id === 'classic') record(ofType(rules, state, 'setup-done')[0])
      for (let i = 0; i < 10 && !SETUP.has(rules.decision(state).kind); i++)
        record(rules.legalActions(state)[0])
      record(ofType(rules, state, 'formation').at(-1))

      const again = rules.create({ ruleset: id, seed: 11, teams: TEAMS[id] })
      const replayed: unknown[] = []
      log.forEach((a, i) => {
        const r = rules.apply(again, a)
        expect(r.ok).toBe(true)
        if (r.ok && i >= log.length - events.length) replayed.push(r.events)
      })
      expect(replayed).toEqual(events)
      expect(JSON.stringify(rules.serialize(again))).toBe(JSON.stringify(rules.serialize(state)))
    })
})
