// The Hard search's whole-move candidates for Cross Check (ai/crosscheck/activations.ts) and the coach walking a
// given plan (plans.ts): the plans laid out at "who skates next", a plan's squares and last act played instead of
// the coach's own steps, and a plan lapsing once what it was made for no longer holds. The old coach had no plans:
// every test here fails on it (each also shows the coach's own, different answer without the plan).
import type { Action } from '@shared/engine/api'
import { crossCheckActivations } from '@shared/ai/crosscheck/activations'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { followSkatePlan, plannedMove, type SkatePlan } from '@shared/ai/crosscheck/plans'
import { G_CARRIER } from '@shared/rules/crosscheck/layout'
import { searchHard } from '@shared/ai/hard/search'
import { createRandom } from '@shared/ai/rng'
import type { AiContext, GameAi } from '@shared/ai/types'
import { sq } from '@shared/rules/crosscheck/geometry'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { rink } from './helpers'

function context(s: CrossCheckState): AiContext<CrossCheckState> {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  return { ruleset: crossCheckRuleset, state: s, side: decision.side, decision, legal, rng: createRandom(1) }
}

const coach = (s: CrossCheckState): Action => {
  const ctx = context(s)
  const action = crossCheckAi.coach!(ctx)
  expect(ctx.legal).toContainEqual(action)
  return action
}

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

/** The coach's answers from here, each step applied, up to its first act that is not a step (at most six). */
function walk(s: CrossCheckState): Action[] {
  const walked: Action[] = []
  for (let i = 0; i < 6; i++) {
    const next = coach(s)
    walked.push(next)
    if (next.type !== 'step') break
    apply(s, next)
  }
  return walked
}

const whys = (s: CrossCheckState): string[] => (crossCheckActivations(context(s)) ?? []).map((c) => c.why)

/** The plan `why` among the activations at s (applied to the look-ahead's scope by the caller). */
function planOf(s: CrossCheckState, why: string): SkatePlan {
  const found = (crossCheckActivations(context(s)) ?? []).find((c) => c.why === why)
  if (!found) throw new Error(`no plan "${why}" among ${whys(s).join('; ')}`)
  return found.plan as SkatePlan
}

afterEach(() => {
  followSkatePlan(null, 'look')
  followSkatePlan(null, 'play')
})

describe('Cross Check Hard: whole-move plans', () => {
  // They carry the puck at x 15 (carrier at 16, 7); our skaters at 12 and 13, a third far back. Even strength, so
  // the coach's own safe-check rule (clearing.ts) does not check.
  const chase = (): CrossCheckState =>
    arrange(
      rink({
        players: [
          { id: h(1), x: 12, y: 7 },
          { id: h(2), x: 13, y: 3 },
          { id: h(4), x: 6, y: 7 },
          { id: a(0), x: 16, y: 7 },
        ],
        puck: { x: 15, y: 7, carrier: a(0) },
      }),
    )

  it('with the puck theirs, lays out checks on their carrier, takes of his puck and guards of our goal', () => {
    const got = whys(chase())
    expect(got).toContain(`${h(1)} checks ${a(0)}`)
    expect(got).toContain(`${h(1)} takes the puck`)
    expect(got).toContain(`${h(2)} checks ${a(0)}`)
    expect(got).toContain(`${h(4)} guards our goal`)
    // No plan at a decision other than "who skates next".
    const s = chase()
    apply(s, { type: 'skate', player: h(1) })
    expect(crossCheckActivations(context(s))).toBeNull()
  })

  it('a check plan walks the skater beside their carrier and checks him', () => {
    const s = chase()
    followSkatePlan(planOf(s, `${h(1)} checks ${a(0)}`), 'look')
    apply(s, { type: 'skate', player: h(1) })
    const walked = walk(s)
    expect(walked.at(-1)).toEqual({ type: 'check', player: a(0) })
    expect(walked.slice(0, -1).every((x) => x.type === 'step')).toBe(true)
    // Without the plan the coach does not check at even strength (clearing.ts: one die, a fall one time in three).
    followSkatePlan(null, 'look')
    const own = chase()
    apply(own, { type: 'skate', player: h(1) })
    for (const step of walked.slice(0, -1)) apply(own, step)
    expect(coach(own)).not.toEqual({ type: 'check', player: a(0) })
  })

  it('a plan lapses with its team turn: given for another turn, the coach plays its own step', () => {
    const s = chase()
    const plan = planOf(s, `${h(1)} checks ${a(0)}`)
    followSkatePlan(plan, 'play')
    apply(s, { type: 'skate', player: h(1) })
    // Walked beside the carrier by the plan in play (the real game's scope)...
    for (let i = 0; i < 6 && coach(s).type === 'step'; i++) apply(s, coach(s))
    expect(coach(s)).toEqual({ type: 'check', player: a(0) })
    // ...where a plan of a later team turn of ours no longer holds: the coach's own answer, no check.
    followSkatePlan({ ...plan, turn: plan.turn + 1 }, 'play')
    expect(coach(s)).not.toEqual({ type: 'check', player: a(0) })
  })

  // A loose puck at (12, 7) in a scrum: their skaters a(0) beside it and a(1) one further off; ours at 10 and 6.
  const scrum = (): CrossCheckState =>
    arrange(
      rink({
        players: [
          { id: h(1), x: 10, y: 7 },
          { id: h(4), x: 6, y: 7 },
          { id: a(0), x: 13, y: 7 },
          { id: a(1), x: 15, y: 7 },
        ],
        puck: { x: 12, y: 7 },
      }),
    )

  it('a loose puck in a scrum: checks on their skaters beside it, by our nearest skater, and none on the others', () => {
    const got = whys(scrum())
    expect(got).toContain(`${h(1)} checks ${a(0)} by the puck`)
    expect(got).not.toContain(`${h(4)} checks ${a(0)} by the puck`)
    expect(got.some((why) => why.includes(`checks ${a(1)}`))).toBe(false)
  })

  it('a scrum check walks beside its target and checks him; it lapses once someone controls the puck', () => {
    const s = scrum()
    const plan = planOf(s, `${h(1)} checks ${a(0)} by the puck`)
    followSkatePlan(plan, 'look')
    apply(s, { type: 'skate', player: h(1) })
    const walked = walk(s)
    expect(walked.at(-1)).toEqual({ type: 'check', player: a(0) })
    // The same square with the puck carried by their skater: the plan (made for a loose puck) no longer holds.
    const held = scrum()
    held.m.w[G_CARRIER] = a(0)
    expect(plannedMove(held, [], h(1))).toBe(-1)
  })

  // Our carrier at the red line, free; a free team-mate ahead of him at the blue line.
  const carry = (): CrossCheckState =>
    arrange(
      rink({
        players: [
          { id: h(0), x: 12, y: 7 },
          { id: h(1), x: 16, y: 9 },
          { id: a(0), x: 8, y: 2 },
        ],
        puck: { x: 13, y: 7, carrier: h(0) },
      }),
    )

  it("lays out our carrier's shots and passes", () => {
    const got = whys(carry())
    expect(got).toContain(`${h(0)} shoots from here`)
    expect(got).toContain(`${h(0)} passes to ${h(1)}`)
    // Nearer their goal (x = 25), the shooting squares he reaches this move too.
    const near = arrange(
      rink({
        players: [{ id: h(0), x: 19, y: 7 }],
        puck: { x: 20, y: 7, carrier: h(0) },
      }),
    )
    expect(whys(near).filter((w) => /^\d+ shoots from \d+,\d+$/.test(w))).toHaveLength(2)
  })

  it('a pass plan passes at once to the square it names; the coach alone skates on', () => {
    const s = carry()
    const plan = planOf(s, `${h(0)} passes to ${h(1)}`)
    followSkatePlan(plan, 'look')
    apply(s, { type: 'skate', player: h(0) })
    const pass = coach(s)
    expect(pass.type).toBe('pass')
    expect(sq(pass.x as number, pass.y as number)).toBe(plan.target)
    followSkatePlan(null, 'look')
    expect(coach(s)).toMatchObject({ type: 'step' })
  })

  it('the Hard search weighs the plans at "who skates next", each walked in its own look-aheads', () => {
    const s = chase()
    const looked = new Set<string>()
    const spy: GameAi = {
      ...(crossCheckAi as GameAi),
      follow: (state, side, plan, scope) => {
        if (plan !== null && scope === 'look') looked.add((plan as SkatePlan).end)
        crossCheckAi.follow!(state as CrossCheckState, side, plan, scope)
      },
    }
    const before = JSON.stringify(crossCheckRuleset.serialize(s))
    const report = searchHard(spy, context(s) as AiContext, { nodes: 100 })
    expect(report.candidates).toBe(6)
    // Their carrier: the plans tried go at him or his puck, or back to our goal.
    expect(looked.size).toBeGreaterThan(0)
    for (const end of looked) expect(['check', 'take', 'stop']).toContain(end)
    expect(JSON.stringify(crossCheckRuleset.serialize(s))).toBe(before)
  })
})
