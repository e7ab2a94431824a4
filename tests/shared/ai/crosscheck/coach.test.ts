// The Cross Check coach (the Hard level's scripted policy) in hand-made positions where the right choice is obvious.
import type { Action } from '@shared/engine/api'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { goalChance } from '@shared/ai/crosscheck/shots'
import { createRandom } from '@shared/ai/rng'
import { G_CARRIER, G_SCORE, P_GOALIE, P_X, P_Y } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { rink } from './helpers'

function coach(s: CrossCheckState, seed = 1): Action {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  const action = crossCheckAi.coach!({
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(seed),
  })
  expect(legal).toContain(action)
  return action
}

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

describe('Cross Check coach: obvious choices', () => {
  it('shoots into an empty net from in front of it', () => {
    const s = arrange(
      rink({ players: [{ id: h(0), x: 21, y: 7 }], puck: { x: 22, y: 7, carrier: h(0) }, dice: [6] }),
    )
    apply(s, coach(s))
    const shot = coach(s)
    expect(shot).toMatchObject({ type: 'shoot', x: 25 })
    apply(s, shot)
    expect(s.m.w[G_SCORE]).toBe(1)
  })

  it('reads a shot by its chance to score: an inaccurate shot at an empty net may still go in', () => {
    const s = arrange(rink({ players: [{ id: h(0), x: 23, y: 6 }], puck: { x: 24, y: 7, carrier: h(0) } }))
    // AG 3, one zone: accurate on 5+ (2/6). Of the 3/6 inaccurate (not a natural 1), the D8 sends 5 of 8 in: the
    // two goal squares beside the target and the three beyond it (the flight crosses the goal line on the way).
    expect(goalChance(s, h(0), 25, 7)).toBeCloseTo(2 / 6 + (3 / 6) * (5 / 8), 9)
  })

  it('takes a free puck in its stick zone', () => {
    const s = arrange(rink({ players: [{ id: h(0), x: 10, y: 7 }], puck: { x: 11, y: 7 }, dice: [6] }))
    apply(s, coach(s))
    expect(coach(s)).toEqual({ type: 'take' })
    apply(s, coach(s))
    expect(s.m.w[G_CARRIER]).toBe(h(0))
  })

  it('never starts a fight beside an opponent, and declines one offered (5 turns in the box on a 4+)', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
        puck: { x: 3, y: 3 },
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    expect(crossCheckRuleset.legalActions(s)).toContainEqual({ type: 'fight', player: a(0) })
    expect(coach(s).type).not.toBe('fight')
    const offered = arrange(
      rink({
        active: 1,
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
      }),
    )
    apply(offered, { type: 'skate', player: a(0) })
    apply(offered, { type: 'fight', player: h(0) })
    expect(crossCheckRuleset.decision(offered)).toMatchObject({ kind: 'fight', side: 0 })
    expect(coach(offered)).toEqual({ type: 'decline-fight' })
  })

  it('covers the puck of a carrier who has skated: team-mates beside it make every steal harder', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 12, y: 7 },
          { id: h(1), x: 9, y: 7 },
          { id: a(0), x: 16, y: 7 },
        ],
        puck: { x: 13, y: 7, carrier: h(0) },
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    apply(s, { type: 'stop' })
    expect(coach(s)).toEqual({ type: 'skate', player: h(1) })
    apply(s, coach(s))
    for (let i = 0; i < 8 && crossCheckRuleset.decision(s).kind === 'move'; i++) apply(s, coach(s))
    const w = s.m.w
    expect(Math.max(Math.abs(w[P_X + h(1)] - 13), Math.abs(w[P_Y + h(1)] - 7))).toBe(1)
  })

  it('keeps his puck onside: no step that takes it into the offensive zone while a team-mate is there', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 15, y: 7 },
          { id: h(1), x: 20, y: 2 },
        ],
        puck: { x: 16, y: 7, carrier: h(0) },
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    const step = coach(s)
    // The puck sits a square ahead of him (x + 1); the offensive zone starts at x = 17.
    expect(step.type === 'step' && (step.x as number) + 1 >= 17).toBe(false)
  })

  it('steps out of the opposing crease rather than end the turn in it', () => {
    const s = arrange(
      rink({
        players: [
          { id: h(1), x: 23, y: 7 },
          { id: h(0), x: 14, y: 7 },
        ],
        puck: { x: 15, y: 7, carrier: h(0) },
      }),
    )
    apply(s, { type: 'skate', player: h(1) })
    const out = coach(s)
    expect(out.type).toBe('step')
    expect([23, 24].includes(out.x as number) && [6, 7, 8].includes(out.y as number)).toBe(false)
  })

  it('steps the goalie where a declared shot is least likely to score', () => {
    const s = arrange(
      rink({
        active: 1,
        players: [
          { id: a(0), x: 1, y: 3 },
          { id: h(12), x: 1, y: 7 },
        ],
        puck: { x: 1, y: 4, carrier: a(0) },
      }),
    )
    expect(s.m.w[P_GOALIE + h(12)]).toBe(1)
    apply(s, { type: 'skate', player: a(0) })
    apply(s, { type: 'shoot', x: 0, y: 6 })
    expect(crossCheckRuleset.decision(s)).toMatchObject({ kind: 'goalie-move', side: 0 })
    const step = coach(s)
    expect(step.type).toBe('goalie-step')
    apply(s, step)
    // The path from (1, 4) to (0, 6) crosses (1, 5), out of his reach at (1, 7); after the step his stick zone
    // covers it (a block at +1: AG 3 on 3+).
    const w = s.m.w
    expect(Math.max(Math.abs(w[P_X + h(12)] - 1), Math.abs(w[P_Y + h(12)] - 5))).toBe(1)
  })

  it('chases a loose puck without stepping through the opposing crease out of reach of it', () => {
    const s = arrange(
      rink({
        // The Beginner's chase from here steps through (23, 7): in the crease, two squares off the puck.
        players: [
          { id: h(0), x: 22, y: 4 },
          { id: a(12), x: 24, y: 7 },
          { id: a(1), x: 23, y: 9 },
        ],
        puck: { x: 24, y: 9 },
        dice: [1, 1, 1, 1],
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    const crease = (x: number, y: number): boolean => [23, 24].includes(x) && [6, 7, 8].includes(y)
    for (let i = 0; i < 12; i++) {
      const d = crossCheckRuleset.decision(s)
      if (d.kind === 'hold') apply(s, { type: 'no-hold' })
      else if (d.kind === 'move') {
        const act = coach(s)
        if (act.type === 'step') {
          const x = act.x as number
          const y = act.y as number
          expect(!crease(x, y) || Math.max(Math.abs(x - 24), Math.abs(y - 9)) === 1, `step ${x},${y}`).toBe(
            true,
          )
        }
        apply(s, act)
      } else break
    }
  })
})
