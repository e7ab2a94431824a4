// The Blitz Bowl coach (Hard's policy) plays a Bonus Play where its gain is clear and keeps it otherwise, and spends
// re-rolls by value (ai/blitz/bonusPlays.ts, rerolls.ts; 001: Bonus Plays, Re-rolling Dice). Hand-made positions,
// forced dice; each test names the position in which the old coach (or the Beginner) chose otherwise.
import { blitzAi } from '@shared/ai/blitz/index'
import { knuckleGain } from '@shared/ai/blitz/bonusPlays'
import { COACH_STYLE, declarationValue } from '@shared/ai/blitz/turn'
import { createRandom } from '@shared/ai/rng'
import type { Action } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { set } from '@shared/engine/memory'
import { encode } from '@shared/rules/blitz/actions'
import { G_ACTIONS_LEFT, K_RUN, P_DONE, P_X, P_Y } from '@shared/rules/blitz/layout'
import { buildScenario, type Scenario } from '@shared/rules/blitz/scenario'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'
import { answer } from './helpers'

type Players = Scenario['teams']['home']['players']

/** The coach's answer to the decision in hand. */
function coach(s: BlitzState, seed = 1): Action {
  const decision = blitzRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = blitzRuleset.legalActions(s)
  return blitzAi.coach!({
    ruleset: blitzRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(seed),
  })
}

/** Applies the coach's answers while the decision is one of `kinds` (at most `max`). */
function coachPlays(s: BlitzState, kinds: string[], max = 30): Action[] {
  const out: Action[] = []
  while (kinds.includes(blitzRuleset.decision(s).kind) && out.length < max) {
    const a = coach(s)
    const r = blitzRuleset.apply(s, a)
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
    out.push(a)
  }
  return out
}

function position(
  home: Players,
  away: Players,
  hands: { home?: string[]; away?: string[] } = {},
  active: 'home' | 'away' = 'home',
  cards: (string | null)[] = [null, null, null],
) {
  return buildScenario({
    name: 'bonus',
    teams: { home: { team: 'human', players: home }, away: { team: 'orc', players: away } },
    cards: { active: cards, hands },
    turn: { active },
  })
}

const at = (s: BlitzState, p: number): [number, number] => [s.m.w[P_X + p], s.m.w[P_Y + p]]

// Four Orc linemen across x = 11: no square of x = 10..12 is free of their neighbourhood, so a plain Run stops short.
const wall: Players = [
  { id: 'w1', position: 'lineman', at: [11, 1] },
  { id: 'w2', position: 'lineman', at: [11, 4] },
  { id: 'w3', position: 'lineman', at: [11, 7] },
  { id: 'w4', position: 'lineman', at: [11, 10] },
]

describe('Blitz Bowl coach: Bonus Plays where they help', () => {
  it('Dodge: a carrier walled off from the End Zone runs through the wall with Dodge and scores', () => {
    const home: Players = [{ id: 'c', position: 'catcher', at: [7, 5], ball: true }]
    const { s, ids } = position(home, wall, { home: ['dodge'] })
    expect(coach(s)).toEqual({ type: 'run', player: ids.c, bonus: 'dodge' })
    // The Beginner's plans do not use the freedom: it never declares the card.
    expect(answer(s)).not.toMatchObject({ bonus: 'dodge' })
    blitzRuleset.apply(s, coach(s))
    coachPlays(s, ['run'])
    expect(blitzRuleset.view(s).score[0]).toBeGreaterThan(0)
  })

  it('Dodge is kept when a plain Run already scores', () => {
    const home: Players = [{ id: 'c', position: 'catcher', at: [7, 5], ball: true }]
    const away: Players = [
      { id: 'o1', position: 'lineman', at: [1, 1] },
      { id: 'o2', position: 'lineman', at: [1, 9] },
    ]
    const { s, ids } = position(home, away, { home: ['dodge'] })
    expect(coach(s)).toEqual({ type: 'run', player: ids.c })
  })

  it('Defensive Play: a defender runs up to an opposing carrier a Mark cannot reach and ties him up', () => {
    const home: Players = [{ id: 'd', position: 'lineman', at: [3, 5] }]
    const away: Players = [
      { id: 'c', position: 'lineman', at: [9, 5], ball: true },
      { id: 'o2', position: 'lineman', at: [13, 0] },
    ]
    const { s, ids } = position(home, away, { home: ['defensive-play'] })
    expect(coach(s)).toEqual({ type: 'run', player: ids.d, bonus: 'defensive-play' })
    blitzRuleset.apply(s, coach(s))
    coachPlays(s, ['run'])
    const [dx, dy] = at(s, ids.d)
    expect(Math.max(Math.abs(dx - 9), Math.abs(dy - 5))).toBe(1) // beside the carrier, who may no longer Run
    // Without the card the same defender only runs towards him (no Run may end beside an opponent).
    const plain = position(home, away).s
    expect(coach(plain)).toEqual({ type: 'run', player: ids.d })
  })

  it('Blitz!: after his Run, a Mark onto the carrier counts the free Block; the coach then takes it', () => {
    const home: Players = [{ id: 'b', position: 'blitzer', at: [5, 5] }]
    const away: Players = [
      { id: 'c', position: 'lineman', at: [7, 5], ball: true },
      { id: 'o2', position: 'lineman', at: [13, 0] },
    ]
    const withCard = position(home, away, { home: ['blitz'] })
    const without = position(home, away)
    const { ids } = withCard
    // The turn's last action: no regular Block can follow the Mark (COACH_STYLE.markBlock), only the card's free one.
    for (const { s } of [withCard, without]) {
      set(s.m, P_DONE + ids.b, 1 << K_RUN)
      set(s.m, G_ACTIONS_LEFT, 1)
    }
    const mark = encode({ type: 'mark', player: ids.b })!
    const gain =
      declarationValue(withCard.s, mark, COACH_STYLE) - declarationValue(without.s, mark, COACH_STYLE)
    expect(gain).toBeGreaterThan(0.5)
    expect(coach(withCard.s)).toEqual({ type: 'mark', player: ids.b })
    blitzRuleset.apply(withCard.s, coach(withCard.s))
    coachPlays(withCard.s, ['mark'])
    expect(blitzRuleset.decision(withCard.s).kind).toBe('free-block')
    expect(coach(withCard.s)).toMatchObject({
      type: 'free-block',
      player: ids.b,
      target: ids.c,
      bonus: 'blitz',
    })
  })

  it('Blitz! adds nothing to a Mark by a player who has not Run (the card needs the Run first)', () => {
    const home: Players = [{ id: 'b', position: 'blitzer', at: [5, 5] }]
    const away: Players = [{ id: 'c', position: 'lineman', at: [7, 5], ball: true }]
    const withCard = position(home, away, { home: ['blitz'] }).s
    const { s: without, ids } = position(home, away)
    const mark = encode({ type: 'mark', player: ids.b })!
    expect(declarationValue(withCard, mark, COACH_STYLE)).toBeCloseTo(
      declarationValue(without, mark, COACH_STYLE),
      9,
    )
  })

  it('Bladed Knuckle Dusters: played on an Armour 3+ target, kept on an Armour 5+ one', () => {
    const home: Players = [{ id: 'b', position: 'blitzer', at: [5, 5] }]
    const away: Players = [
      { id: 'orc', position: 'lineman', at: [6, 5] },
      { id: 'far', position: 'lineman', at: [13, 0] },
    ]
    const { s, ids } = position(home, away)
    expect(knuckleGain(s, ids.orc)).toBeGreaterThan(0) // 3+: fails 2 in 6, with the card 5 in 6
    const catcher = position(
      [{ id: 'k', position: 'catcher', at: [6, 5] }],
      [{ id: 'o', position: 'lineman', at: [5, 5] }],
    )
    expect(knuckleGain(catcher.s, catcher.ids.k)).toBeLessThan(0) // 5+: 4 in 6 becomes 5 in 6
    // Through the game: a knock-down with the card in hand asks, and the coach plays it on the Orc.
    const game = position(home, away, { home: ['bladed-knuckle-dusters'] })
    forceDice(game.s.m, [1]) // Smash
    const r = blitzRuleset.apply(game.s, { type: 'block', player: game.ids.b, target: game.ids.orc })
    expect(r.ok).toBe(true)
    coachPlays(game.s, ['block-die', 'follow-up', 'reroll'])
    expect(blitzRuleset.decision(game.s).kind).toBe('knuckle-dusters')
    expect(coach(game.s)).toMatchObject({ type: 'play' })
    // The same knock-down on the Armour 5+ catcher: the card stays in hand (the Beginner plays it regardless).
    const kept = position(
      [{ id: 'k', position: 'catcher', at: [6, 5] }],
      [{ id: 'b', position: 'lineman', at: [5, 5] }],
      { away: ['bladed-knuckle-dusters'] },
      'away',
    )
    forceDice(kept.s.m, [1])
    expect(blitzRuleset.apply(kept.s, { type: 'block', player: kept.ids.b, target: kept.ids.k }).ok).toBe(
      true,
    )
    coachPlays(kept.s, ['block-die', 'follow-up', 'reroll'])
    expect(blitzRuleset.decision(kept.s).kind).toBe('knuckle-dusters')
    expect(coach(kept.s)).toMatchObject({ type: 'decline' })
    expect(answer(kept.s)).toMatchObject({ type: 'play' })
  })
})

describe('Blitz Bowl coach: re-rolls by value, kept for the ball', () => {
  const blockPosition = (targetHasBall: boolean) =>
    position(
      [{ id: 'b', position: 'lineman', at: [5, 5] }],
      [
        { id: 't', position: 'lineman', at: [6, 5], ball: targetHasBall },
        { id: 'far', position: 'lineman', at: [13, 0] },
      ],
      { home: ['raw-talent'] },
    )

  it('a Miss on a lone lineman is not worth the Raw Talent card; on the carrier it is', () => {
    for (const carrier of [false, true]) {
      const { s, ids } = blockPosition(carrier)
      forceDice(s.m, [6]) // Miss
      expect(blitzRuleset.apply(s, { type: 'block', player: ids.b, target: ids.t }).ok).toBe(true)
      expect(blitzRuleset.decision(s).kind).toBe('reroll')
      expect(coach(s).type).toBe(carrier ? 'reroll' : 'no-reroll')
    }
  })

  it('a Miss on a lone lineman is worth the card while Take Them Down! is active (the old coach kept it)', () => {
    const { s, ids } = position(
      [{ id: 'b', position: 'lineman', at: [5, 5] }],
      [
        { id: 't', position: 'lineman', at: [6, 5] },
        { id: 'far', position: 'lineman', at: [13, 0] },
      ],
      { home: ['raw-talent'] },
      'home',
      ['take-them-down', null, null],
    )
    forceDice(s.m, [6]) // Miss
    expect(blitzRuleset.apply(s, { type: 'block', player: ids.b, target: ids.t }).ok).toBe(true)
    expect(coach(s).type).toBe('reroll')
  })

  it('our failed Armour Check: the card is kept while a team-mate holds the ball, spent when none does', () => {
    for (const ball of [true, false]) {
      const { s, ids } = position(
        [
          { id: 'k', position: 'catcher', at: [6, 5] },
          { id: 'h', position: 'lineman', at: [1, 9], ball },
        ],
        [{ id: 'o', position: 'lineman', at: [5, 5] }],
        { home: ['raw-talent'] },
        'away',
      )
      forceDice(s.m, [1, 1]) // Smash, then the Armour Check's natural 1
      expect(blitzRuleset.apply(s, { type: 'block', player: ids.o, target: ids.k }).ok).toBe(true)
      coachPlays(s, ['block-die', 'follow-up'])
      expect(blitzRuleset.decision(s)).toMatchObject({ kind: 'reroll', side: 0 })
      expect(coach(s).type).toBe(ball ? 'no-reroll' : 'reroll')
    }
  })

  it('a failed Throw is re-rolled with the card (the ball is lost otherwise)', () => {
    const { s, ids } = position(
      [
        { id: 't', position: 'thrower', at: [5, 5], ball: true },
        { id: 'r', position: 'catcher', at: [9, 5] },
      ],
      [{ id: 'far', position: 'lineman', at: [13, 0] }],
      { home: ['raw-talent'] },
    )
    forceDice(s.m, [1]) // the Throw Check fails
    expect(blitzRuleset.apply(s, { type: 'throw', player: ids.t, target: ids.r }).ok).toBe(true)
    expect(blitzRuleset.decision(s).kind).toBe('reroll')
    expect(coach(s).type).toBe('reroll')
  })
})
