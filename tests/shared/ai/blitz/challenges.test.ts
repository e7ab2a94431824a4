// The Blitz Bowl AI goes for the active Challenge Cards (001: Challenge Cards; ai/blitz/challenges.ts): in a
// hand-made position the card turns the choice — or adds its points times the action's chance to the action's
// value — and the action taken meets the card's condition (the claim is offered and scores its points).
import { COACH_STYLE, BEGINNER_STYLE, declarationValue } from '@shared/ai/blitz/turn'
import { injuryChance } from '@shared/ai/blitz/challenges'
import type { Action } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { encode } from '@shared/rules/blitz/actions'
import {
  G_ACTIONS_LEFT,
  G_FINAL,
  G_RUNS,
  K_MARK,
  K_RUN,
  P_DONE,
  P_DONE_REG,
  P_THROW,
} from '@shared/rules/blitz/layout'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'
import { answer, play } from './helpers'

type Players = Scenario['teams']['home']['players']

const far: Players = [
  { id: 'o1', position: 'lineman', at: [1, 10] },
  { id: 'o2', position: 'lineman', at: [1, 0] },
]

function position(home: Players, away: Players, active: (string | null)[], extra: Partial<Scenario> = {}) {
  return buildScenario({
    name: 'ai',
    teams: { home: { team: 'human', players: home }, away: { team: 'orc', players: away } },
    cards: { active },
    ...extra,
  })
}

const value = (s: BlitzState, a: Action, style = BEGINNER_STYLE): number =>
  declarationValue(s, encode(a)!, style)

/** Plays the Beginner's declaration and its steps until a claim is offered (or the turn's next declaration); the
 * Beginner's answer to the claim. */
function playToClaim(s: BlitzState): Action | null {
  if (blitzRuleset.decision(s).kind === 'turn') blitzRuleset.apply(s, answer(s))
  play(s, (st) => ['claim', 'turn'].includes(blitzRuleset.decision(st).kind))
  return blitzRuleset.decision(s).kind === 'claim' ? answer(s) : null
}

describe('Blitz Bowl AI: every Challenge Card kind is pursued when it is cheap', () => {
  it('Tie Them Up!: marks two opponents nobody marks, and claims it', () => {
    const home: Players = [{ id: 'b', position: 'blitzer', at: [5, 5] }]
    const away: Players = [
      { id: 'a1', position: 'lineman', at: [8, 4] },
      { id: 'a2', position: 'lineman', at: [8, 6] },
      ...far,
    ]
    const { s, ids } = position(home, away, ['tie-them-up', null, null])
    const off = position(home, away, [null, null, null]).s
    const mark = { type: 'mark', player: ids.b }
    // The Mark's square is chosen by where it ends (plan.ts), the card's 2 points counted in full there.
    expect(value(s, mark) - value(off, mark)).toBeGreaterThan(1.5)
    expect(answer(s)).toMatchObject(mark)
    expect(playToClaim(s)).toEqual({ type: 'claim', slot: 0 })
    const b = blitzRuleset.view(s).pieces.find((p) => p.id === ids.b)!
    expect([b.x, b.y]).toEqual([7, 5]) // the one square beside both
  })

  it('Get Together!: a Run that ends beside two team-mates, claimed', () => {
    const home: Players = [
      { id: 'r', position: 'lineman', at: [2, 4] },
      { id: 'm1', position: 'lineman', at: [4, 6] },
      { id: 'm2', position: 'lineman', at: [4, 8] },
    ]
    const { s, ids } = position(home, far, ['get-together', null, null])
    expect(answer(s)).toMatchObject({ type: 'run', player: ids.r })
    expect(playToClaim(s)).toEqual({ type: 'claim', slot: 0 })
    const v = blitzRuleset.view(s)
    const r = v.pieces.find((p) => p.id === ids.r)!
    expect([r.x, r.y]).toEqual([5, 7]) // beside both, and he stopped there with moves left
  })

  it('Break Some Bones!: a Block is worth its knock-down times the injury chance times 3 more; a Foul too', () => {
    const home: Players = [
      { id: 'a', position: 'lineman', at: [5, 5] },
      { id: 'f', position: 'lineman', at: [9, 5] },
    ]
    const away: Players = [
      { id: 't', position: 'lineman', at: [6, 5] },
      { id: 'p', position: 'lineman', at: [10, 5], state: 'prone' },
      ...far,
    ]
    const { s, ids } = position(home, away, ['break-some-bones', null, null])
    const off = position(home, away, [null, null, null]).s
    const block = { type: 'block', player: ids.a, target: ids.t }
    const knock = blitzRuleset.probability(s, block)!
    const injury = injuryChance(s, ids.t)
    expect(injury).toBeGreaterThan(0)
    expect(value(s, block) - value(off, block)).toBeCloseTo(0.6 * knock * injury * 3, 9)
    const foul = { type: 'foul', player: ids.f, target: ids.p }
    expect(value(off, foul)).toBeCloseTo(0.05, 9)
    expect(value(s, foul)).toBeCloseTo(0.6 * (3 / 6) * 3 - (2 / 6) * 0.8, 9)
  })

  it('Free Up The Ball!: a Block on the carrier gains its knock-down chance times 2', () => {
    const home: Players = [{ id: 'a', position: 'lineman', at: [5, 5] }]
    const away: Players = [{ id: 'c', position: 'lineman', at: [6, 5], ball: true }, ...far]
    const { s, ids } = position(home, away, ['free-up-the-ball', null, null])
    const off = position(home, away, [null, null, null]).s
    const block = { type: 'block', player: ids.a, target: ids.c }
    const knock = blitzRuleset.probability(s, block)!
    expect(value(s, block) - value(off, block)).toBeCloseTo(0.6 * knock * 2, 9)
  })

  it('Show Us A Completion!: a short safe Throw to an Open team-mate, chosen only for the card, and claimed', () => {
    // The turn's last action; both have made their Runs already, the receiver three squares on.
    const home: Players = [
      { id: 'c', position: 'thrower', at: [5, 5], ball: true },
      { id: 'r', position: 'catcher', at: [8, 5] },
    ]
    const ran = (s: BlitzState, ids: Record<string, number>): void => {
      for (const p of [ids.c, ids.r]) s.m.w[P_DONE + p] = s.m.w[P_DONE_REG + p] = 1 << K_RUN
      s.m.w[G_ACTIONS_LEFT] = 1
    }
    const on = position(home, far, ['show-us-a-completion', null, null])
    const off = position(home, far, [null, null, null])
    ran(on.s, on.ids)
    ran(off.s, off.ids)
    const pass = { type: 'throw', player: on.ids.c, target: on.ids.r }
    const chance = blitzRuleset.probability(on.s, pass)!
    expect(value(on.s, pass) - value(off.s, pass)).toBeCloseTo(0.6 * chance * 1, 9)
    expect(answer(off.s)).toEqual({ type: 'end-turn' }) // without the card a short throw is not worth its risk
    expect(answer(on.s)).toMatchObject(pass)
    const accurate = on.s.m.w[P_THROW + on.ids.c] // 001: the Throw Check passes on its value or better
    forceDice(on.s.m, [Math.max(accurate, 2)])
    blitzRuleset.apply(on.s, answer(on.s))
    expect(playToClaim(on.s)).toEqual({ type: 'claim', slot: 0 })
  })

  it('Make A Risky Throw! and Move The Ball!: a Long Throw forward gains both cards at its chance', () => {
    const home: Players = [
      { id: 'c', position: 'thrower', at: [3, 5], ball: true },
      { id: 'r', position: 'catcher', at: [9, 5] },
    ]
    const { s, ids } = position(home, far, ['make-a-risky-throw', 'move-the-ball', null])
    const off = position(home, far, [null, null, null]).s
    const pass = { type: 'throw', player: ids.c, target: ids.r }
    const chance = blitzRuleset.probability(s, pass)!
    expect(chance).toBeLessThan(1)
    expect(value(s, pass) - value(off, pass)).toBeCloseTo(0.6 * chance * (2 + 1), 9)
  })

  it('Get Moving!: the team’s third Run of the turn is worth the card', () => {
    const { s, ids } = position([{ id: 'r', position: 'lineman', at: [2, 2] }], far, [
      'get-moving',
      null,
      null,
    ])
    const run = { type: 'run', player: ids.r }
    const second = value(s, run)
    s.m.w[G_RUNS] = 2
    expect(value(s, run) - second).toBeCloseTo(0.6 * 2, 9)
  })

  it('Play As A Team! and Show Them How It’s Done!: a third kind of action completes them', () => {
    const home: Players = [
      { id: 'a', position: 'lineman', at: [2, 2] },
      { id: 'b', position: 'lineman', at: [2, 8] },
      { id: 'c', position: 'lineman', at: [5, 5], state: 'prone' },
    ]
    const { s, ids } = position(home, far, ['play-as-a-team', null, null])
    const stand = { type: 'stand-up', player: ids.c }
    const before = value(s, stand)
    s.m.w[P_DONE + ids.a] = 1 << K_RUN
    s.m.w[P_DONE + ids.b] = 1 << K_MARK
    expect(value(s, stand) - before).toBeCloseTo(0.6 * 2, 9)
    const how = position(home, far, ['show-them-how', null, null])
    const c = how.ids.c
    const alone = value(how.s, stand)
    how.s.m.w[P_DONE + c] = how.s.m.w[P_DONE_REG + c] = (1 << K_RUN) | (1 << K_MARK)
    expect(value(how.s, stand) - alone).toBeCloseTo(0.6 * 2, 9)
  })

  it('Get The Ball! and Showboat For The Crowd!: the pick-up and the touchdown earn their cards', () => {
    const ball = position([{ id: 'l', position: 'lineman', at: [2, 5] }], far, ['get-the-ball', null, null], {
      balls: [[4, 5]],
    })
    const none = position([{ id: 'l', position: 'lineman', at: [2, 5] }], far, [null, null, null], {
      balls: [[4, 5]],
    })
    const run = { type: 'run', player: ball.ids.l }
    expect(value(ball.s, run) - value(none.s, run)).toBeGreaterThan(0.6 - 1e-9)
    const td = position([{ id: 'c', position: 'catcher', at: [11, 5], ball: true }], far, [
      'showboat',
      null,
      null,
    ])
    const tdOff = position([{ id: 'c', position: 'catcher', at: [11, 5], ball: true }], far, [
      null,
      null,
      null,
    ])
    const go = { type: 'run', player: td.ids.c }
    expect(value(td.s, go) - value(tdOff.s, go)).toBeCloseTo(1, 9) // a sure touchdown: the card's 1 point
  })

  it('Spread Out! and Show No Fear!: where a Run ends', () => {
    // Spread Out!: the team-mates stand apart; the runner next to one of them moves off.
    const home: Players = [
      { id: 'r', position: 'lineman', at: [3, 5] },
      { id: 'm', position: 'lineman', at: [3, 6] },
    ]
    const { s } = position(home, far, ['spread-out', null, null])
    expect(answer(s)).toMatchObject({ type: 'run' })
    expect(playToClaim(s)).toEqual({ type: 'claim', slot: 0 })
    // Show No Fear!: onto the trapdoor while the other team holds a ball.
    const trap = position(
      [{ id: 'r', position: 'lineman', at: [5, 5] }],
      [{ id: 'c', position: 'lineman', at: [1, 9], ball: true }, ...far],
      ['show-no-fear', null, null],
    )
    expect(trap.s.trapdoors.length).toBeGreaterThan(0)
    expect(answer(trap.s)).toMatchObject({ type: 'run', player: trap.ids.r })
    expect(playToClaim(trap.s)).toEqual({ type: 'claim', slot: 0 })
  })

  it('the coach weighs the cards fully and keeps a floor under Throws; the Beginner weighs them at 0.6', () => {
    const home: Players = [
      { id: 'c', position: 'thrower', at: [3, 5], ball: true },
      { id: 'r', position: 'catcher', at: [9, 5] },
      { id: 'l', position: 'lineman', at: [3, 8], ball: true },
      { id: 'q', position: 'lineman', at: [9, 8] },
    ]
    const { s, ids } = position(home, far, ['make-a-risky-throw', null, null])
    const off = position(home, far, [null, null, null]).s
    const good = { type: 'throw', player: ids.c, target: ids.r }
    const chance = blitzRuleset.probability(s, good)!
    expect(chance).toBeGreaterThanOrEqual(COACH_STYLE.throwFloor)
    expect(value(s, good, COACH_STYLE) - value(off, good, COACH_STYLE)).toBeCloseTo(chance * 2, 9)
    expect(value(s, good) - value(off, good)).toBeCloseTo(0.6 * chance * 2, 9)
    // A lineman's Long Throw is below the coach's floor: never made but for a touchdown; the Beginner weighs it.
    const poor = { type: 'throw', player: ids.l, target: ids.q }
    expect(blitzRuleset.probability(s, poor)!).toBeLessThan(COACH_STYLE.throwFloor)
    expect(value(s, poor, COACH_STYLE)).toBe(-1)
    expect(value(s, poor)).toBeGreaterThan(-1)
    // The clock (001: Points Victory): on the team's last turn a failed Throw costs nothing more; the coach weighs
    // it by what it may gain.
    s.m.w[G_FINAL] = 1
    expect(value(s, poor, COACH_STYLE)).toBeGreaterThan(-1)
  })
})
