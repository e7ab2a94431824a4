// Issue 19 point 1, Blitz Bowl: the Throw Ruler's bands (001: Short to 4, Long to 8, a Hand-off next door), the
// opponents who obstruct a throw (001: Obstructed Throw — no interceptions in Blitz Bowl, so no risk), and why a
// square near the runner is closed (marked, blocked, occupied, out of movement) or risky (a trapdoor).
import { blitzAim, blitzSquareNotes, blitzThrowAim } from '@shared/rules/blitz/passInfo'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario, type ScenarioPlayer } from '@shared/rules/blitz/scenario'
import { planReach } from '@shared/engine/reach'

function build(home: ScenarioPlayer[], away: ScenarioPlayer[]) {
  return buildScenario({
    name: 'aim',
    teams: { home: { team: 'orc', players: home }, away: { team: 'human', players: away } },
  })
}

const HOME: ScenarioPlayer[] = [
  { id: 'a', position: 'thrower', at: [2, 5], ball: true },
  { id: 'r', position: 'lineman', at: [8, 5] }, // six squares: Long (36 > 20)
  { id: 'q', position: 'lineman', at: [3, 8] }, // 1 + 9 = 10: Short
  { id: 'h', position: 'lineman', at: [1, 4] }, // next door: a Hand-off
]
const AWAY: ScenarioPlayer[] = [{ id: 'd', position: 'lineman', at: [5, 5] }] // Open, on the line to r

test('bands: Short, Long and Hand-off; the Open opponent on the line obstructs, nobody intercepts', () => {
  const { s, ids } = build(HOME, AWAY)
  expect(blitzThrowAim(s, ids.a, ids.r)).toEqual({
    band: 'long',
    threats: [{ player: ids.d, kind: 'obstruct', chance: null }],
    risk: 0,
  })
  expect(blitzThrowAim(s, ids.a, ids.q)).toEqual({ band: 'short', threats: [], risk: 0 })
  expect(blitzThrowAim(s, ids.a, ids.h)).toEqual({ band: 'hand-off', threats: [], risk: 0 })
})

test('a marked receiver is obstructed by whoever marks him', () => {
  const { s, ids } = build(HOME, [{ id: 'm', position: 'lineman', at: [4, 9] }])
  expect(blitzThrowAim(s, ids.a, ids.q).threats).toEqual([{ player: ids.m, kind: 'obstruct', chance: null }])
})

test('the ruleset aims every legal throw declaration and nothing else', () => {
  const { s, ids } = build(HOME, AWAY)
  const throws = blitzRuleset.legalActions(s).filter((a) => a.type === 'throw' && a.player === ids.a)
  expect(throws.map((a) => a.target).sort()).toEqual([ids.h, ids.q, ids.r].sort())
  for (const t of throws) expect(blitzAim(s, t)).toEqual(blitzThrowAim(s, ids.a, t.target as number))
  expect(blitzAim(s, { type: 'end-turn' })).toBeNull()
})

test('closed squares around a runner: marked by the opponent, blocked, occupied, out of movement', () => {
  const { s, ids } = build(HOME, AWAY)
  expect(blitzRuleset.apply(s, { type: 'run', player: ids.a }).ok).toBe(true)
  const notes = blitzSquareNotes(s, planReach(blitzRuleset, s).squares)
  const at = (x: number, y: number) => notes.find((n) => n.x === x && n.y === y)
  expect(at(4, 4)).toEqual({ x: 4, y: 4, reason: 'marked', open: false, player: ids.d })
  expect(at(3, 3)).toEqual({ x: 3, y: 3, reason: 'blocked', open: false })
  expect(at(8, 5)).toEqual({ x: 8, y: 5, reason: 'occupied', open: false, player: ids.r })
  // An orc thrower's Move 5: six squares away is out of reach.
  expect(at(8, 1)).toEqual({ x: 8, y: 1, reason: 'out-of-movement', open: false, ma: 5, used: 0 })
})

test('a trapdoor within reach is open, with its warning', () => {
  const { s, ids } = build([{ id: 'a', position: 'thrower', at: [9, 5], ball: true }], AWAY)
  blitzRuleset.apply(s, { type: 'run', player: ids.a })
  const notes = blitzSquareNotes(s, planReach(blitzRuleset, s).squares)
  expect(notes.find((n) => n.x === 7 && n.y === 5)).toEqual({ x: 7, y: 5, reason: 'trapdoor', open: true })
})
