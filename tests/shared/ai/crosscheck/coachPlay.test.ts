// The Cross Check coach's newer choices (ai/crosscheck/defence.ts, clearing.ts, clock.ts) in hand-made positions:
// each test also turns its switch off (COACH) and shows the old choice, so it fails on the old coach.
import type { Action } from '@shared/engine/api'
import { COACH } from '@shared/ai/crosscheck/coachMove'
import { crossCheckAi } from '@shared/ai/crosscheck/index'
import { goalChance } from '@shared/ai/crosscheck/shots'
import { createRandom } from '@shared/ai/rng'
import { set } from '@shared/engine/memory'
import { G_MOVE_LEFT, G_PTURN, P_STR } from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { rink } from './helpers'

function coach(s: CrossCheckState): Action {
  const decision = crossCheckRuleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const legal = crossCheckRuleset.legalActions(s)
  const action = crossCheckAi.coach!({
    ruleset: crossCheckRuleset,
    state: s,
    side: decision.side,
    decision,
    legal,
    rng: createRandom(1),
  })
  expect(legal).toContainEqual(action)
  return action
}

const apply = (s: CrossCheckState, action: Action): void => {
  const r = crossCheckRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

/** The coach's answer with one COACH switch set as given (restored after). */
function withSwitch<T>(
  key: 'defend' | 'clock' | 'clear' | 'contest' | 'goaliePass' | 'clearance' | 'goalieSide',
  on: boolean,
  run: () => T,
): T {
  const was = COACH[key]
  COACH[key] = on
  try {
    return run()
  } finally {
    COACH[key] = was
  }
}

describe('Cross Check coach: defence, clearing checks and the clock', () => {
  // They carry the puck at the far blue line; three of ours are near it, a fourth further back.
  const chase = () =>
    arrange(
      rink({
        players: [
          { id: h(1), x: 14, y: 3 },
          { id: h(2), x: 14, y: 11 },
          { id: h(3), x: 13, y: 7 },
          { id: h(4), x: 10, y: 7 },
          { id: a(0), x: 16, y: 7 },
        ],
        puck: { x: 15, y: 7, carrier: a(0) },
      }),
    )

  it('a skater who is not among the three nearest the puck falls back round our goal mouth', () => {
    const s = chase()
    apply(s, { type: 'skate', player: h(4) })
    const step = coach(s)
    expect(step).toMatchObject({ type: 'step' })
    expect(step.x as number).toBeLessThan(10) // towards our goal at x = 0
    // The old coach sent him after the carrier as well.
    const old = chase()
    apply(old, { type: 'skate', player: h(4) })
    const chased = withSwitch('defend', false, () => coach(old))
    expect(chased.x as number).toBeGreaterThan(10)
  })

  it('one of the three nearest still chases the carrier', () => {
    const s = chase()
    apply(s, { type: 'skate', player: h(3) })
    expect((coach(s) as { x?: number }).x ?? 99).toBeGreaterThanOrEqual(13)
  })

  // Our carrier with the puck at the red line; an opponent's stick zone is over the puck and a stronger team-mate
  // of ours stands beside that opponent.
  const crowded = () => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 12, y: 7 },
          { id: h(1), x: 12, y: 9 },
          { id: a(0), x: 13, y: 8 },
        ],
        puck: { x: 13, y: 7, carrier: h(0) },
      }),
    )
    set(s.m, P_STR + h(1), 4) // two Block dice, ours to pick: he falls only on two falls (1 in 9)
    set(s.m, P_STR + a(0), 3)
    return s
  }

  it('a safe check clears an opponent off our carrier before the carrier skates', () => {
    const s = crowded()
    expect(coach(s)).toEqual({ type: 'skate', player: h(1) })
    apply(s, coach(s))
    expect(coach(s)).toEqual({ type: 'check', player: a(0) })
    // The old coach skated the carrier first, past the opponent's stick zone.
    expect(withSwitch('clear', false, () => coach(crowded()))).toEqual({ type: 'skate', player: h(0) })
  })

  it('no clearing check with even strength (one die: he falls one time in three, a turnover)', () => {
    const s = crowded()
    set(s.m, P_STR + h(1), 3)
    expect(coach(s)).toEqual({ type: 'skate', player: h(0) })
  })

  // A loose puck with an opponent beside it, and a stronger skater of ours beside him, out of reach of the puck.
  const loose = () => {
    const s = arrange(
      rink({
        players: [
          { id: h(1), x: 14, y: 7 },
          { id: a(0), x: 13, y: 7 },
        ],
        puck: { x: 12, y: 7 },
      }),
    )
    set(s.m, P_STR + h(1), 4)
    set(s.m, P_STR + a(0), 3)
    apply(s, { type: 'skate', player: h(1) })
    return s
  }

  it('a safe check knocks down the opponent beside a loose puck (a fallen player cannot take it)', () => {
    expect(coach(loose())).toEqual({ type: 'check', player: a(0) })
    // The old coach skated on round him towards the puck.
    expect(withSwitch('contest', false, () => coach(loose()))).toMatchObject({ type: 'step' })
  })

  // Our goalie holds the puck in his crease; a free team-mate waits up the ice, an opponent comes.
  const keeper = () => {
    const s = arrange(
      rink({
        players: [
          { id: h(12), x: 1, y: 7 },
          { id: h(1), x: 5, y: 4 },
          { id: a(0), x: 5, y: 11 },
        ],
        puck: { x: 2, y: 7, carrier: h(12) },
      }),
    )
    apply(s, { type: 'skate', player: h(12) })
    return s
  }

  it('a goalie holding the puck passes it out to a free team-mate', () => {
    expect(coach(keeper())).toMatchObject({ type: 'pass' })
    // The old coach (the Beginner's goalie) kept it in the crease.
    expect(withSwitch('goaliePass', false, () => coach(keeper())).type).not.toBe('pass')
  })

  // Our goalie holds the puck in his crease with no team-mate free to take a pass; an opponent beside the puck.
  const cornered = () => {
    const s = arrange(
      rink({
        players: [
          { id: h(12), x: 1, y: 7 },
          { id: a(0), x: 3, y: 6 },
        ],
        puck: { x: 2, y: 7, carrier: h(12) },
      }),
    )
    apply(s, { type: 'skate', player: h(12) })
    return s
  }

  it('a goalie with no team-mate to pass to clears the puck up the ice, short of the red line, by the boards', () => {
    // From x = 2 a pass across the blue line (after x = 8) and the red line (after x = 12) is a turnover (000).
    expect(coach(cornered())).toEqual({ type: 'pass', x: 12, y: 0 })
    // The old coach kept it in the crease, to be checked there (a goalie with the puck may be: 000).
    expect(withSwitch('clearance', false, () => coach(cornered())).type).not.toBe('pass')
  })

  // Our skater with the puck, no step left, at `x` (our goal line is x = 0), an opponent beside him.
  const stuck = (x: number) => {
    const s = arrange(
      rink({
        players: [
          { id: h(1), x, y: 11 },
          { id: a(0), x: x + 1, y: 12 },
        ],
        puck: { x, y: 10, carrier: h(1) },
      }),
    )
    apply(s, { type: 'skate', player: h(1) })
    set(s.m, G_MOVE_LEFT, 0)
    return s
  }

  it('a skater stuck with the puck in our end clears it; further out he keeps it as before', () => {
    expect(coach(stuck(3))).toMatchObject({ type: 'pass' })
    expect(withSwitch('clearance', false, () => coach(stuck(3)))).toEqual({ type: 'stop' })
    expect(coach(stuck(6))).toEqual({ type: 'stop' })
  })

  // Our carrier far out, no step left: a poor shot (about 6%) against keeping the puck.
  const farOut = (turn: number) => {
    const s = arrange(
      rink({
        players: [
          { id: h(0), x: 17, y: 7 },
          { id: a(5), x: 24, y: 7 },
        ],
        puck: { x: 18, y: 7, carrier: h(0) },
      }),
    )
    apply(s, { type: 'skate', player: h(0) })
    set(s.m, G_MOVE_LEFT, 0)
    set(s.m, G_PTURN, turn)
    return s
  }

  it('with no step left any shot beats keeping the puck, in any turn; the old floor kept it but in the last', () => {
    const early = farOut(10)
    const chance = goalChance(early, h(0), 25, 6)
    expect(chance).toBeGreaterThan(0)
    expect(chance).toBeLessThan(0.12) // the coach's floor before: a shot from about 12% up
    expect(COACH.shootLast).toBe(0)
    expect(coach(early)).toMatchObject({ type: 'shoot' })
    expect(coach(farOut(19))).toMatchObject({ type: 'shoot' })
    expect(withSwitch('clock', false, () => coach(farOut(19)))).toMatchObject({ type: 'shoot' })
    // Under the old floor he kept the puck but in the period's last own turn (clock.ts).
    const was = COACH.shootLast
    COACH.shootLast = 0.12
    try {
      expect(coach(farOut(10))).toEqual({ type: 'stop' })
      expect(coach(farOut(19))).toMatchObject({ type: 'shoot' })
      expect(withSwitch('clock', false, () => coach(farOut(19)))).toEqual({ type: 'stop' })
    } finally {
      COACH.shootLast = was
    }
  })
  // Our goalie at (1, gy) in his crease, skating; they carry the puck at `puck` (our goal mouth is x = 0, y 6..8).
  const goalie = (gy: number, puck: [number, number], extra: { id: number; x: number; y: number }[] = []) => {
    const s = arrange(
      rink({
        players: [{ id: h(12), x: 1, y: gy }, { id: a(1), x: puck[0] + 1, y: puck[1] }, ...extra],
        puck: { x: puck[0], y: puck[1], carrier: a(1) },
      }),
    )
    apply(s, { type: 'skate', player: h(12) })
    return s
  }

  it("the goalie steps along the goal mouth to the puck's side; the old one kept its middle", () => {
    expect(coach(goalie(7, [3, 3]))).toEqual({ type: 'step', x: 1, y: 6 })
    expect(coach(goalie(7, [3, 12]))).toEqual({ type: 'step', x: 1, y: 8 })
    // Level with the middle row, or already on the puck's side: he stays.
    expect(coach(goalie(7, [4, 7]))).toEqual({ type: 'stop' })
    expect(coach(goalie(6, [4, 2]))).toEqual({ type: 'stop' })
    expect(withSwitch('goalieSide', false, () => coach(goalie(7, [3, 3])))).toEqual({ type: 'stop' })
  })

  it("the goalie stays in an opponent's stick zone rather than skate out of it (a fall there leaves the goal open)", () => {
    const zoned = () => goalie(8, [3, 3], [{ id: a(2), x: 2, y: 9 }])
    expect(coach(zoned())).toEqual({ type: 'stop' })
    expect(coach(goalie(8, [3, 3]))).toEqual({ type: 'step', x: 1, y: 7 })
    // The old goalie skated back to his middle square, out of the zone.
    expect(withSwitch('goalieSide', false, () => coach(zoned()))).toEqual({ type: 'step', x: 1, y: 7 })
  })

  it('the goalie takes a loose puck lying beside him', () => {
    const s = arrange(rink({ players: [{ id: h(12), x: 1, y: 7 }], puck: { x: 2, y: 6 } }))
    apply(s, { type: 'skate', player: h(12) })
    expect(coach(s)).toMatchObject({ type: 'take' })
  })
  // Our skater at (10, 7) in an opponent's stick zone, two squares of skating left; the loose puck at (px, 7).
  const zonedChase = (px: number) => {
    const s = arrange(
      rink({
        players: [
          { id: h(1), x: 10, y: 7 },
          { id: a(0), x: 9, y: 8 },
        ],
        puck: { x: px, y: 7 },
      }),
    )
    apply(s, { type: 'skate', player: h(1) })
    set(s.m, G_MOVE_LEFT, 2)
    return s
  }

  it('a skater in a stick zone leaves it for a loose puck he can reach this move, not for one a square further', () => {
    expect(coach(zonedChase(14))).toMatchObject({ type: 'step' })
    expect(coach(zonedChase(15))).toEqual({ type: 'stop' })
    // With the old slack (4) he skated out of the zone for the puck out of reach too.
    const was = COACH.looseSlack
    COACH.looseSlack = 4
    try {
      expect(coach(zonedChase(15))).toMatchObject({ type: 'step' })
    } finally {
      COACH.looseSlack = was
    }
  })
})
