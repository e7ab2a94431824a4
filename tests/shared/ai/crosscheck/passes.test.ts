// Cross Check passes, shots, checks and line changes by the AI (000: Passing and Shooting, Taking Control of the
// Puck, Checking, Endurance; ai/crosscheck/passes.ts): the Beginner passes out of pressure to a free team-mate
// beside the landing square; the coach also passes ahead when his own skating gains nothing more; never a pass
// across a red and a blue line; shots from good squares only; the opposing carrier checked first.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { BEGINNER_PASS, bestPass, COACH_PASS } from '@shared/ai/crosscheck/passes'
import { goalChance } from '@shared/ai/crosscheck/shots'
import { COACH } from '@shared/ai/crosscheck/coachMove'
import { createRandom } from '@shared/ai/rng'
import { encode } from '@shared/rules/crosscheck/actions'
import { forceDice } from '@shared/engine/dice'
import { G_CARRIER, G_MOVE_LEFT, P_TIRED } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { answer, rink } from './helpers'

function coach(s: CrossCheckState, seed = 1): Action {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  return crossCheckAi.coach!({
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(seed),
  })
}

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

const codes = (s: CrossCheckState): number[] => crossCheckRuleset.legalActions(s).map((x) => encode(x)!)
const cheb = (ax: number, ay: number, bx: number, by: number): number =>
  Math.max(Math.abs(ax - bx), Math.abs(ay - by))

/**
 * Home's carrier h(0) at (x, 7) with the puck ahead of him, his skate declared; `others` placed as given. High
 * Elves at home (AG 4: a quick pass under pressure arrives on 4+, a take on 3+), Orcs away.
 */
function carrierAt(x: number, others: { id: number; x: number; y: number }[]): CrossCheckState {
  const s = arrange(
    rink({
      rosters: ['high-elf', 'orc'],
      players: [{ id: h(0), x, y: 7 }, ...others],
      puck: { x: x + 1, y: 7, carrier: h(0) },
    }),
  )
  apply(s, { type: 'skate', player: h(0) })
  return s
}

describe('Cross Check AI: passes', () => {
  it('the Beginner passes out of pressure to a free team-mate beside the landing square, who takes it', () => {
    // a(0)'s stick zone is over the puck; h(1) stands free, two rows up.
    const s = carrierAt(11, [
      { id: h(1), x: 12, y: 4 },
      { id: a(0), x: 13, y: 8 },
    ])
    const pass = answer(s)
    expect(pass.type).toBe('pass')
    expect(cheb(Number(pass.x), Number(pass.y), 12, 4)).toBe(1)
    forceDice(s.m, [6]) // accurate (000: a natural 6)
    apply(s, pass)
    // The receiver skates next (nearest the loose puck) and takes it.
    expect(answer(s)).toEqual({ type: 'skate', player: h(1) })
    apply(s, answer(s))
    expect(answer(s)).toEqual({ type: 'take' })
    forceDice(s.m, [6])
    apply(s, answer(s))
    expect(s.m.w[G_CARRIER]).toBe(h(1))
  })

  it('the Beginner keeps the puck when nobody free can take a pass, or when he is under no pressure', () => {
    const alone = carrierAt(11, [{ id: a(0), x: 13, y: 8 }])
    expect(answer(alone).type).not.toBe('pass')
    const free = carrierAt(11, [{ id: h(1), x: 12, y: 4 }])
    expect(bestPass(free, codes(free), h(0), BEGINNER_PASS).index).toBe(-1)
    expect(answer(free).type).not.toBe('pass')
  })

  it('the coach passes ahead to a free team-mate nearer the goal once his own skating is done; the Beginner does not', () => {
    const s = carrierAt(9, [{ id: h(1), x: 14, y: 5 }])
    s.m.w[G_MOVE_LEFT] = 0 // his move used up
    const pass = coach(s)
    expect(pass.type).toBe('pass')
    expect(cheb(Number(pass.x), Number(pass.y), 14, 5)).toBeLessThanOrEqual(COACH_PASS.reach)
    expect(Number(pass.x)).toBeGreaterThan(10) // ahead of the puck
    expect(answer(s).type).not.toBe('pass')
  })

  it('never passes across a red and a blue line (a turnover), nor to a team-mate in an opposing stick zone', () => {
    // From x = 8 (own zone) to x = 14 crosses the blue line after 8 and the red line after 12.
    const across = carrierAt(7, [
      { id: h(1), x: 14, y: 7 },
      { id: a(0), x: 9, y: 8 },
    ])
    expect(bestPass(across, codes(across), h(0), COACH_PASS).index).toBe(-1)
    const near = carrierAt(7, [
      { id: h(1), x: 11, y: 5 },
      { id: a(0), x: 9, y: 8 },
    ])
    expect(bestPass(near, codes(near), h(0), COACH_PASS).index).toBeGreaterThanOrEqual(0)
    const marked = carrierAt(7, [
      { id: h(1), x: 11, y: 5 },
      { id: a(0), x: 9, y: 8 },
      { id: a(1), x: 12, y: 5 },
    ])
    expect(bestPass(marked, codes(marked), h(0), COACH_PASS).index).toBe(-1)
  })
})

describe('Cross Check AI: shots, checks and line changes', () => {
  it('shoots from a good square, skates on from a bad one', () => {
    const bad = carrierAt(17, [{ id: a(0), x: 24, y: 7 }])
    const far = goalChance(bad, h(0), 25, 7)
    expect(far).toBeLessThan(COACH.shootAt)
    expect(coach(bad).type).toBe('step')
    const good = carrierAt(21, [])
    expect(goalChance(good, h(0), 25, 7)).toBeGreaterThanOrEqual(COACH.shootAt)
    expect(coach(good)).toMatchObject({ type: 'shoot' })
  })

  it('shoots at once from a chance of one in five, where the old coach (from 30%) skated on', () => {
    const fair = carrierAt(20, [{ id: a(0), x: 24, y: 7 }])
    const chance = goalChance(fair, h(0), 25, 8)
    expect(chance).toBeGreaterThan(0.2)
    expect(chance).toBeLessThan(0.3)
    expect(COACH.shootAt).toBe(0.2)
    expect(coach(fair)).toEqual({ type: 'shoot', x: 25, y: 8 })
    const was = COACH.shootAt
    COACH.shootAt = 0.3
    try {
      expect(coach(carrierAt(20, [{ id: a(0), x: 24, y: 7 }])).type).toBe('step')
    } finally {
      COACH.shootAt = was
    }
  })

  it('the skater beside the opposing carrier goes first, and goes for his puck', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 5, y: 3 },
          { id: h(1), x: 13, y: 8 },
          { id: a(0), x: 12, y: 7 },
        ],
        puck: { x: 11, y: 7, carrier: a(0) },
      }),
    )
    for (const pick of [answer, coach]) {
      const first = pick(s)
      expect(first).toEqual({ type: 'skate', player: h(1) })
    }
    apply(s, { type: 'skate', player: h(1) })
    // A check at one die against an equal Strength fells him 1 time in 3: he steps beside the puck to steal it.
    const go = coach(s)
    if (go.type === 'step') expect(cheb(Number(go.x), Number(go.y), 11, 7)).toBe(1)
    else expect(['take', 'check']).toContain(go.type)
  })

  it('lines up fresh skaters when the line tires: a tired centre sits out, the best fresh one faces off', () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 5,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    apply(s, answer(s)) // the goalie
    expect(crossCheckRuleset.decision(s).kind).toBe('line-up')
    const centre = answer(s)
    expect(centre.type).toBe('line')
    // 000 Endurance: on a 1-3 he sits in the reserve box this shift; the line-up goes on without him.
    s.m.w[P_TIRED + Number(centre.player)] = 1
    const fresh = answer(s)
    expect(fresh.type).toBe('line')
    expect(fresh.player).not.toBe(centre.player)
    for (let i = 0; i < 5 && crossCheckRuleset.decision(s).kind === 'line-up'; i++) {
      const pick = answer(s)
      expect(s.m.w[P_TIRED + Number(pick.player)]).toBe(0)
      apply(s, pick)
    }
  })
})
