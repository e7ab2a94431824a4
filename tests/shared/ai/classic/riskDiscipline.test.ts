// Issue 20, point 1 for Classic: the coach's risk discipline, each shown in a hand-made position with forced dice
// where the disciplined answer and the undisciplined one differ — the order of actions (the ball freed before a
// pick-up in a crowd; the ball's run first on the half's last turn), no blitz at their carrier with the dice
// against us unless it is the last chance, re-rolls spent by what the failure costs, block dice re-rolled only on
// our own pick, a Pass action that cannot be carried out still moves the carrier, kick-off results used (Blitz!,
// Fooled Ya!), Dump Off, Piling On and Pass Block used, and the clock (the coach ahead stalls a sure touchdown to
// the half's last turn).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blitzPlan } from '@shared/ai/classic/goals'
import { look } from '@shared/ai/classic/look'
import { canCarryOut } from '@shared/ai/classic/relay'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import { decide, playSide, position, type Policy } from './helpers'

const SCENARIOS = join(import.meta.dirname, '..', '..', 'classic', 'scenarios')

/** An engine scenario file's position after its first `upTo` actions (all when omitted), changed by `edit`. */
function at(file: string, upTo?: number, edit: (sc: Scenario) => Scenario = (sc) => sc) {
  const sc = JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as Scenario
  return position(edit({ ...sc, actions: (sc.actions ?? []).slice(0, upTo) }))
}

function pieceOf(s: ClassicState, id: number) {
  return classicRuleset.view(s).pieces.find((p) => p.id === id)!
}

describe('Classic coach: the order of actions', () => {
  // A loose ball next to an orc; a catcher could pick it up on a 4+ (0.75 with the team re-roll), and two humans can
  // block that orc on two dice, theirs to pick.
  const crowd = (): Scenario => ({
    name: 'ball in a crowd',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 1,
        players: [
          { id: 'c', position: 'catcher', at: [6, 7] },
          { id: 'b1', position: 'blitzer', at: [12, 7] },
          { id: 'b2', position: 'lineman', at: [12, 8] },
        ],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
    },
    ball: { at: [10, 7] },
  })

  it('frees a ball in a crowd (a block on its marker) before the pick-up', () => {
    const { s, ids } = position(crowd())
    const first = decide(s, 1, 'coach')
    expect(first).toMatchObject({ type: 'declare', kind: 'block' })
    expect([ids.b1, ids.b2]).toContain((first as unknown as { player: number }).player)
  })

  it("on the half's last turn runs the ball in first, before a block that could turn it over", () => {
    for (const policy of ['beginner', 'coach'] as Policy[]) {
      const { s, ids } = position({
        name: 'last turn',
        game: 'classic',
        turn: { turns: [8, 7] },
        teams: {
          home: {
            roster: 'human',
            players: [
              // Nine squares to the end zone: his MA 8 and one Going For It (5/6).
              { id: 'c', position: 'catcher', at: [16, 2] },
              { id: 'b1', position: 'blitzer', at: [12, 9] },
              { id: 'b2', position: 'lineman', at: [12, 10] },
            ],
          },
          away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [13, 9] }] },
        },
        ball: { carrier: 'c' },
      })
      expect(decide(s, 1, policy)).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
    }
  })
})

describe('Classic coach: blocks and blitzes', () => {
  // A halfling (ST 2) can reach their ST 3 carrier: the block would be two dice, theirs to pick.
  const halfling = (carrierX: number): Scenario => ({
    name: 'halfling blitz',
    game: 'classic',
    teams: {
      home: { roster: 'halfling', players: [{ id: 'h', position: 'halfling', at: [carrierX - 3, 7] }] },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [carrierX, 7] }] },
    },
    ball: { carrier: 'o' },
  })

  it('a halfling never blitzes their carrier with the dice against him, unless it is the last chance', () => {
    const far = position(halfling(20))
    expect(blitzPlan(look(far.s, 0, true), far.ids.h, true)).toBeNull()
    // Their carrier five squares from scoring (his MA 5): stopping him now is the last chance.
    const near = position(halfling(5))
    expect(blitzPlan(look(near.s, 0, true), near.ids.h, true)).toMatchObject({ target: near.ids.o })
  })

  it("counts the blitzer's own fall in the blitz's value", () => {
    const { s, ids } = position({
      name: 'blitz value',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'b', position: 'lineman', at: [8, 7] }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [12, 7] }] },
      },
    })
    const plan = blitzPlan(look(s, 0, true), ids.b, false)!
    // A sure way there (3 squares of his 6); one die, his to pick: he falls on a Skull or a Both Down (no Block),
    // 1/3, priced at 1.2 each.
    expect(plan.p).toBeCloseTo(1 / 3)
    expect(plan.value).toBeCloseTo(plan.p - 1.2 / 3)
  })

  // Their carrier (made ST 4) is blocked by our ST 3 lineman: two dice, the defender picks, both Pushed.
  const pushedOnCarrier = (attackerSt: number, defenderSt: number): Scenario => ({
    name: 'pushed on the carrier',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 2,
        players: [{ id: 'h', position: 'lineman', at: [10, 7], st: attackerSt }],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7], st: defenderSt }] },
    },
    ball: { carrier: 'o' },
    dice: ['pushed', 'pushed'],
    actions: [
      { type: 'declare', player: 'h', kind: 'block' },
      { type: 'block', target: 'o' },
    ],
  })

  it('never re-rolls a Pushed the defender picks; re-rolls the same dice when we pick', () => {
    for (const policy of ['beginner', 'coach'] as Policy[]) {
      const theirs = position(pushedOnCarrier(3, 4))
      expect(classicRuleset.decision(theirs.s).kind).toBe('block-reroll')
      expect(decide(theirs.s, 1, policy)).toEqual({ type: 'no-reroll' })
      const ours = position(pushedOnCarrier(4, 3))
      expect(decide(ours.s, 1, policy)).toEqual({ type: 'reroll', source: 'team' })
    }
  })
})

describe('Classic coach: re-rolls by value', () => {
  // A lineman's dodge fails on a 1; `mates` team-mates (far from anyone) have still to act.
  const failedDodge = (mates: number, turns: [number, number] = [1, 0]): Scenario => ({
    name: 'failed dodge',
    game: 'classic',
    turn: { turns },
    teams: {
      home: {
        roster: 'human',
        rerolls: 1,
        players: [
          { id: 'l', position: 'lineman', at: [10, 7] },
          ...Array.from({ length: mates }, (_, i) => ({
            id: `m${i}`,
            position: 'lineman',
            at: [2, 2 + i] as [number, number],
          })),
        ],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
    },
    dice: [1],
    actions: [
      { type: 'declare', player: 'l', kind: 'move' },
      { type: 'step', x: 9, y: 8 },
    ],
  })

  it("keeps the team re-roll on a last action's failed dodge, spends it when team-mates would lose their turn", () => {
    const last = position(failedDodge(0))
    expect(classicRuleset.decision(last.s).kind).toBe('reroll')
    expect(decide(last.s, 1, 'coach')).toEqual({ type: 'no-reroll' })
    expect(decide(position(failedDodge(3)).s, 1, 'coach')).toEqual({ type: 'reroll', source: 'team' })
    // The friendlier Beginner spends it on the first failure that matters, as before.
    expect(decide(position(failedDodge(0)).s, 1, 'beginner')).toEqual({ type: 'reroll', source: 'team' })
  })

  // The same last action as above, on the half's last turn: the re-roll has no later use.
  it("spends re-rolls in the half's last turns rather than ending it with some unused", () => {
    expect(decide(position(failedDodge(0, [8, 7])).s, 1, 'coach')).toEqual({ type: 'reroll', source: 'team' })
  })
})

describe('Classic coach: passes and the clock', () => {
  it('a carrier whose Pass has nobody to go to moves on instead of standing still', () => {
    const { s } = position({
      name: 'pass with no receiver',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 't', position: 'thrower', at: [8, 7] }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 1] }] },
      },
      ball: { carrier: 't' },
      actions: [{ type: 'declare', player: 't', kind: 'pass' }],
    })
    for (const policy of ['beginner', 'coach'] as Policy[])
      expect(decide(s, 1, policy)).toMatchObject({ type: 'step' })
  })

  // Our carrier in a full cage three squares from the end zone, on the half's second-last turn (row `y`: 0 is the
  // sideline, its corners beyond it off the pitch).
  const cage = (score: [number, number], y = 7): Scenario => ({
    name: 'stall',
    game: 'classic',
    turn: { turns: [7, 6], score },
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'c', position: 'catcher', at: [22, y] },
          ...(
            [
              ['a', 21, y - 1],
              ['b', 23, y - 1],
              ['d', 21, y + 1],
              ['e', 23, y + 1],
            ] as const
          )
            .filter(([, , py]) => py >= 0)
            .map(([id, px, py]) => ({ id, position: 'lineman', at: [px, py] as [number, number] })),
        ],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [5, 1] }] },
    },
    ball: { carrier: 'c' },
  })

  it('ahead, the coach keeps a sure touchdown for the last turn; level, he scores at once', () => {
    const ahead = position(cage([1, 0]))
    playSide(ahead.s, 0, 500, 'coach')
    expect(classicRuleset.view(ahead.s).score).toEqual([1, 0])
    expect(pieceOf(ahead.s, ahead.ids.c).hasBall).toBe(true)
    const level = position(cage([0, 0]))
    playSide(level.s, 0, 500, 'coach')
    expect(classicRuleset.view(level.s).score).toEqual([1, 0])
    // On the sideline a block that reaches him pushes him into the crowd: ahead, he scores at once all the same.
    const sideline = position(cage([1, 0], 0))
    playSide(sideline.s, 0, 500, 'coach')
    expect(classicRuleset.view(sideline.s).score).toEqual([2, 0])
  })
})

describe('Classic coach: kick-off results and skills used', () => {
  it('004 Blitz!: the kicking team moves up in its free turn (it used to end it at once)', () => {
    const { s, ids } = at('kickoff-table/blitz.json', 1)
    expect(classicRuleset.decision(s).kind).toBe('turn')
    for (const policy of ['beginner', 'coach'] as Policy[]) {
      expect(decide(s, 1, policy)).toEqual({ type: 'declare', player: ids.h4, kind: 'move' })
    }
    playSide(s, 0, 500, 'coach')
    expect(pieceOf(s, ids.h4).x).toBeGreaterThan(8)
  })

  it('004 Fooled Ya!: the receiving players step out of the tackle zones they stand in', () => {
    const { s, ids } = at('kickoff-table/fooled-ya-decision.json', 1)
    expect(classicRuleset.decision(s).kind).toBe('free-moves')
    expect(decide(s, 1, 'beginner')).toMatchObject({ type: 'free-step' })
    for (let i = 0; i < 10 && classicRuleset.decision(s).kind === 'free-moves'; i++)
      expect(classicRuleset.apply(s, decide(s, 1, 'beginner')).ok).toBe(true)
    expect(classicRuleset.decision(s).kind).not.toBe('free-moves')
    for (const id of [ids.a1, ids.a2, ids.a3]) expect(pieceOf(s, id).x).toBe(14)
  })

  it('003 Dump Off: to a sure pair of hands when the block is likely to knock the carrier down', () => {
    const catcher = (sc: Scenario): Scenario => ({
      ...sc,
      teams: {
        ...sc.teams,
        home: {
          ...sc.teams.home,
          players: sc.teams.home.players.map((p) => (p.id === 'h2' ? { ...p, position: 'catcher' } : p)),
        },
      },
    })
    const yes = at('skills/dump-off/asked-of-the-carrier.json', undefined, catcher)
    expect(classicRuleset.decision(yes.s).kind).toBe('dump-off')
    expect(decide(yes.s)).toEqual({ type: 'throw', x: 8, y: 7 })
    // A weak blocker (ST 2 against ST 3: two dice, ours to pick) seldom knocks him down: he keeps the ball.
    const weak = at('skills/dump-off/asked-of-the-carrier.json', undefined, (sc) => {
      const c = catcher(sc)
      return {
        ...c,
        teams: { ...c.teams, away: { ...c.teams.away, players: [{ ...c.teams.away.players[0], st: 2 }] } },
      }
    })
    expect(decide(weak.s)).toEqual({ type: 'use-skill', use: false })
  })

  it('003 Piling On: piles on a fallen defender, but not with the ball in his hands', () => {
    const free = at('skills/piling-on/is-a-choice.json', 4)
    expect(classicRuleset.decision(free.s).kind).toBe('piling-on')
    expect(decide(free.s)).toEqual({ type: 'use-skill', use: true })
    const carrier = at('skills/piling-on/carrier-turnover.json', 4)
    expect(classicRuleset.decision(carrier.s).kind).toBe('piling-on')
    expect(decide(carrier.s)).toEqual({ type: 'use-skill', use: false })
  })

  it('003 Pass Block: the blocker nearest the catcher moves up next to him', () => {
    const { s, ids } = at('skills/pass-block/asked-of-the-defending-coach.json')
    expect(classicRuleset.decision(s).kind).toBe('pass-block')
    expect(decide(s)).toEqual({ type: 'pass-block', player: ids.h1 })
    playSide(s, 0, 20, 'beginner')
    const h1 = pieceOf(s, ids.h1)
    expect([h1.x, h1.y]).not.toEqual([13, 10])
  })
})

describe('Classic coach: a Pass only by a player who can carry it out', () => {
  const passers = (ball: Scenario['ball']): Scenario => ({
    name: 'who can pass',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 't', position: 'thrower', at: [8, 7] },
          { id: 'l', position: 'lineman', at: [2, 2] },
          { id: 'r', position: 'catcher', at: [12, 7] },
        ],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [20, 1] }] },
    },
    ball,
  })

  it('canCarryOut: the carrier, or one who can reach the loose ball, with a team-mate to take it', () => {
    const held = position(passers({ carrier: 't' }))
    const lk = look(held.s, 0, true)
    expect(canCarryOut(lk, held.ids.t)).toBe(true)
    expect(canCarryOut(lk, held.ids.l)).toBe(false)
    const loose = position(passers({ at: [5, 4] }))
    expect(canCarryOut(look(loose.s, 0, true), loose.ids.l)).toBe(true)
    const alone = position({
      ...passers({ carrier: 't' }),
      teams: {
        ...passers(null).teams,
        home: { roster: 'human', players: [{ id: 't', position: 'thrower', at: [8, 7] }] },
      },
    })
    expect(canCarryOut(look(alone.s, 0, true), alone.ids.t)).toBe(false)
  })

  it('a player without the ball who was declared on a Pass (a look-ahead did it) still moves', () => {
    const { s } = position({
      ...passers({ at: [5, 4] }),
      actions: [{ type: 'declare', player: 'l', kind: 'pass' }],
    })
    expect(decide(s, 1, 'coach')).toMatchObject({ type: 'step' })
  })
})
