// The Blitz Bowl coach (Hard's policy) plans across its turn's three actions where the Beginner reads each one alone
// (ai/blitz/challenges.ts cardProgress, turn.ts markBlock, discards.ts; 001: Challenge Cards, Mark Action, Replace
// Challenge Cards). Hand-made positions, exact values; each names what the Beginner does instead.
import { cardProgress } from '@shared/ai/blitz/challenges'
import { claimChance } from '@shared/ai/blitz/discards'
import { BEGINNER_STYLE, COACH_STYLE, declarationValue, knockChance, knockValue } from '@shared/ai/blitz/turn'
import { chooseBlitz } from '@shared/ai/blitz/policy'
import type { Action } from '@shared/engine/api'
import { A_DISCARD_ACTIVE, code, encode } from '@shared/rules/blitz/actions'
import { G_ACTIONS_LEFT, G_RUNS, K_MARK, K_RUN, P_DONE, P_DONE_REG } from '@shared/rules/blitz/layout'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import type { BlitzState } from '@shared/rules/blitz/state'

type Players = Scenario['teams']['home']['players']

const far: Players = [
  { id: 'o1', position: 'lineman', at: [13, 10] },
  { id: 'o2', position: 'lineman', at: [13, 0] },
]

function position(home: Players, away: Players, active: (string | null)[]) {
  return buildScenario({
    name: 'coach-turn',
    teams: { home: { team: 'human', players: home }, away: { team: 'orc', players: away } },
    cards: { active },
  })
}

const c = (a: Action): number => encode(a)!

/** Three Open linemen of ours far from the opponents: each may Run, Mark nobody. */
const three: Players = [
  { id: 'a', position: 'lineman', at: [2, 2] },
  { id: 'b', position: 'lineman', at: [2, 5] },
  { id: 'd', position: 'lineman', at: [2, 8] },
]

describe('Blitz Bowl coach: steps towards the cards a whole turn claims', () => {
  it('Get Moving!: each Run of the three is worth its share of the 2 points while three can still be made', () => {
    const { s, ids } = position(three, far, ['get-moving', null, null])
    const run = c({ type: 'run', player: ids.a })
    expect(cardProgress(s, run)).toBeCloseTo(2 / 3, 9) // the first of three
    s.m.w[G_RUNS] = 1
    s.m.w[G_ACTIONS_LEFT] = 2
    s.m.w[P_DONE + ids.b] = 1 << K_RUN
    expect(cardProgress(s, run)).toBeCloseTo(1, 9) // the second: d may still Run third
    s.m.w[P_DONE + ids.d] = 1 << K_RUN
    expect(cardProgress(s, run)).toBe(0) // nobody left to make the third
    // Two actions left and no Run made: three Runs cannot be made any more.
    const late = position(three, far, ['get-moving', null, null])
    late.s.m.w[G_ACTIONS_LEFT] = 2
    expect(cardProgress(late.s, c({ type: 'run', player: late.ids.a }))).toBe(0)
  })

  it('the coach counts the share at COACH_STYLE.cardPlan; the Beginner not at all', () => {
    const { s, ids } = position(three, far, ['get-moving', null, null])
    const off = position(three, far, [null, null, null]).s
    const run = c({ type: 'run', player: ids.a })
    expect(declarationValue(s, run, COACH_STYLE) - declarationValue(off, run, COACH_STYLE)).toBeCloseTo(
      COACH_STYLE.cardPlan * (2 / 3),
      9,
    )
    expect(declarationValue(s, run, BEGINNER_STYLE)).toBeCloseTo(
      declarationValue(off, run, BEGINNER_STYLE),
      9,
    )
  })

  it('Play As A Team!: a new player with a new kind of action moves it on; the same kind again does not', () => {
    const { s, ids } = position(three, far, ['play-as-a-team', null, null])
    const runA = c({ type: 'run', player: ids.a })
    expect(cardProgress(s, runA)).toBeCloseTo(2 / 3, 9)
    s.m.w[P_DONE + ids.a] = s.m.w[P_DONE_REG + ids.a] = 1 << K_RUN
    s.m.w[G_ACTIONS_LEFT] = 2
    expect(cardProgress(s, c({ type: 'run', player: ids.b }))).toBe(0) // a second Run: still one kind
    // b with another kind makes two of the three: the 2 points' half (what is read, not whether it is legal here).
    expect(cardProgress(s, c({ type: 'mark', player: ids.b }))).toBeCloseTo(1, 9)
    s.m.w[G_ACTIONS_LEFT] = 1 // ...but not when it would be the turn's last action
    expect(cardProgress(s, c({ type: 'mark', player: ids.b }))).toBe(0)
  })

  it('Show Them How It’s Done!: a player’s second different action, with one more to follow, is worth half', () => {
    const home: Players = [{ id: 'm', position: 'lineman', at: [5, 5] }, ...three]
    const away: Players = [{ id: 't', position: 'lineman', at: [7, 5] }, ...far]
    const { s, ids } = position(home, away, ['show-them-how', null, null])
    s.m.w[P_DONE + ids.m] = s.m.w[P_DONE_REG + ids.m] = 1 << K_RUN
    s.m.w[G_ACTIONS_LEFT] = 2
    const mark = c({ type: 'mark', player: ids.m })
    expect(cardProgress(s, mark)).toBeCloseTo(1, 9) // 2 points, half of them
    s.m.w[G_ACTIONS_LEFT] = 1
    expect(cardProgress(s, mark)).toBe(0) // no third action to finish it
    s.m.w[G_ACTIONS_LEFT] = 2
    s.m.w[P_DONE + ids.m] = s.m.w[P_DONE_REG + ids.m] = (1 << K_RUN) | (1 << K_MARK)
    expect(cardProgress(s, c({ type: 'block', player: ids.m, target: ids.t }))).toBe(0) // the third: declarationCards
  })
})

describe('Blitz Bowl coach: a Mark is worth the Block it sets up', () => {
  const home: Players = [{ id: 'm', position: 'blitzer', at: [5, 5] }]
  const away: Players = [{ id: 't', position: 'lineman', at: [7, 5] }, ...far]

  it('with an action left after it, the Mark gains COACH_STYLE.markBlock of the Block beside its end', () => {
    const { s, ids } = position(home, away, [null, null, null])
    const mark = c({ type: 'mark', player: ids.m })
    const block = knockChance(s, ids.m, ids.t, -1) * knockValue(s, ids.m, ids.t)
    expect(block).toBeGreaterThan(0)
    const withBlock = declarationValue(s, mark, COACH_STYLE)
    s.m.w[G_ACTIONS_LEFT] = 1 // the turn's last action: nothing follows
    expect(withBlock - declarationValue(s, mark, COACH_STYLE)).toBeCloseTo(COACH_STYLE.markBlock * block, 9)
    s.m.w[G_ACTIONS_LEFT] = 3
    expect(declarationValue(s, mark, BEGINNER_STYLE)).toBeCloseTo(
      withBlock - COACH_STYLE.markBlock * block,
      9,
    )
  })
})

describe('Blitz Bowl coach: the active card to discard', () => {
  const slots = [0, 1, 2].map((slot) => code(A_DISCARD_ACTIVE, -1, -1, -1, -1, slot))
  const choose = (s: BlitzState, style: typeof COACH_STYLE): number =>
    chooseBlitz(s, 'discard-active', 0, slots, () => 0, style)

  it('throws away the card it is least likely to claim, where the Beginner throws away the cheapest', () => {
    // 2 points at 0.01, 1 point at 0.77, 2 points at 0.56.
    const { s } = position(three, far, ['make-a-risky-throw', 'get-together', 'take-them-down'])
    expect(claimChance(s, 0, 'make-a-risky-throw')).toBeCloseTo(0.01, 9)
    expect(choose(s, COACH_STYLE)).toBe(0)
    expect(choose(s, BEGINNER_STYLE)).toBe(1)
  })

  it('Free Up The Ball! is worth nothing to keep while no opponent holds a ball', () => {
    // 2 points; 1 point at 0.77; Tie Them Up!, 2 points at 0.12.
    const cards = ['free-up-the-ball', 'get-together', 'tie-them-up']
    const { s } = position(three, far, cards)
    expect(claimChance(s, 0, 'free-up-the-ball')).toBe(0)
    expect(choose(s, COACH_STYLE)).toBe(0)
    const carrying: Players = [{ id: 'c', position: 'lineman', at: [13, 5], ball: true }, ...far]
    const held = position(three, carrying, cards).s
    expect(claimChance(held, 0, 'free-up-the-ball')).toBeCloseTo(0.22, 9)
    expect(choose(held, COACH_STYLE)).toBe(2) // 2 × 0.12 is now the least
  })
})
