// Issue 19 point 1, Cross Check: a pass's band on the passing template (000: quick 1 .. long bomb 4 zones), every
// opponent who may block the puck on its path with his own chance (000: Blocking the Puck, +1 per zone between the
// puck and his square), the risk that one of them does, and why a square near the skater is closed or risky.
import { crossCheckAim, crossCheckPassAim, crossCheckSquareNotes } from '@shared/rules/crosscheck/passInfo'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { planReach } from '@shared/engine/reach'
import { P_AG } from '@shared/rules/crosscheck/layout'

const none = { dice: [], actions: [], expect: {}, name: 'aim', source: 'issue 19' } as const

function carrier(players: Scenario['players'], puck = { x: 11, y: 7 }) {
  const s = arrange({ ...none, active: 0, players, puck: { ...puck, carrier: h(0) } } as Scenario)
  const r = crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
  if (!r.ok) throw new Error(r.reason)
  return s
}

test('one blocker beside the path: quick zone, +1, AG 3 needs 3+ — his chance and the risk are 2/3', () => {
  const s = carrier([
    { id: h(0), x: 10, y: 7 },
    { id: a(0), x: 13, y: 8 },
  ])
  expect(s.m.w[P_AG + a(0)]).toBe(3)
  const aim = crossCheckAim(s, { type: 'pass', x: 15, y: 7 })!
  expect(aim.band).toBe('short') // four squares from the puck: the template's second zone
  expect(aim.threats).toEqual([{ player: a(0), kind: 'block', chance: expect.closeTo(2 / 3, 12) }])
  expect(aim.risk).toBeCloseTo(2 / 3, 12)
  // The same chance the flight's own block decision prices (tests/shared/crosscheck/probability.test.ts).
})

test('two blockers: the second reaches the short zone (+2, AG 3 needs 2+); the risk is 1 − (1/3)(1/6)', () => {
  const s = carrier([
    { id: h(0), x: 10, y: 7 },
    { id: a(0), x: 13, y: 8 },
    { id: a(2), x: 16, y: 8 },
  ])
  expect(s.m.w[P_AG + a(2)]).toBe(3)
  const aim = crossCheckPassAim(s, h(0), 15, 7, false)!
  const by = new Map(aim.threats.map((t) => [t.player, t.chance]))
  expect(by.get(a(0))).toBeCloseTo(2 / 3, 12)
  expect(by.get(a(2))).toBeCloseTo(5 / 6, 12)
  expect(aim.risk).toBeCloseTo(1 - (1 / 3) * (1 / 6), 12)
})

test('bands by zones, nobody near: no threat; a shot is aimed too; other actions are not', () => {
  const s = carrier([{ id: h(0), x: 10, y: 7 }])
  expect(crossCheckAim(s, { type: 'pass', x: 13, y: 7 })).toEqual({ band: 'quick', threats: [], risk: 0 })
  expect(crossCheckAim(s, { type: 'pass', x: 19, y: 7 })!.band).toBe('long')
  expect(crossCheckAim(s, { type: 'pass', x: 22, y: 7 })!.band).toBe('long-bomb')
  expect(crossCheckAim(s, { type: 'pass', x: 25, y: 7 })).toBeNull() // beyond the template
  expect(crossCheckAim(s, { type: 'shoot', x: 15, y: 7 })!.band).toBe('short')
  expect(crossCheckAim(s, { type: 'stop' })).toBeNull()
})

test('closed squares: a player, the boards, out of movement; the opposing crease is open with its warning', () => {
  const s = carrier([
    { id: h(0), x: 10, y: 7 },
    { id: a(0), x: 12, y: 7 },
  ])
  const notes = crossCheckSquareNotes(s, planReach(crossCheckRuleset, s).squares)
  const at = (x: number, y: number) => notes.find((n) => n.x === x && n.y === y)
  expect(at(12, 7)).toMatchObject({ reason: 'occupied', open: false, player: a(0) })
  expect(notes.some((n) => n.reason === 'out-of-movement')).toBe(true)
  const near = carrier(
    [
      { id: h(0), x: 21, y: 7 },
      { id: a(0), x: 2, y: 2 },
    ],
    { x: 22, y: 7 },
  )
  const goal = crossCheckSquareNotes(near, planReach(crossCheckRuleset, near).squares)
  expect(goal.find((n) => n.x === 25 && n.y === 7)).toEqual({ x: 25, y: 7, reason: 'off-pitch', open: false })
  // 000 Interference: the crease beside the goal may be skated into, with a warning.
  expect(goal.find((n) => n.x === 23 && n.y === 8)).toEqual({ x: 23, y: 8, reason: 'crease', open: true })
})
