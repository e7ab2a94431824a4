// Issue 19 point 1, Classic: a pass's band on the range ruler, each interceptor's own chance and the risk, against
// hand-computed odds (002: interception at -2 on the agility table; 003 Very Long Legs +1, Safe Throw 2+), and the
// reasons a square near the moving player is closed.
import { classicPassAim, classicSquareNotes } from '@shared/rules/classic/passInfo'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { planReach } from '@shared/engine/reach'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'

function build(home: object[], away: object[]) {
  return buildScenario({
    name: 'aim',
    game: 'classic',
    ball: { carrier: 't' },
    teams: { home: { roster: 'human', players: home }, away: { roster: 'orc', players: away } },
  } as Scenario)
}

const thrower = (skills: string[] = []) => ({ id: 't', position: 'thrower', at: [10, 7], addSkills: skills })
const catcher = { id: 'c', position: 'catcher', at: [16, 7] }
const away = [
  { id: 'o1', position: 'lineman', at: [12, 7] }, // under the ruler: AG3 at -2 needs a 6
  { id: 'o2', position: 'lineman', at: [14, 7], addSkills: ['very-long-legs'] }, // +1: a 5+
  { id: 'o3', position: 'lineman', at: [13, 9] }, // off the ruler's line
]

test('a pass six squares along a row is Short; each orc under the ruler gets his own chance, the risk is the best', () => {
  const { s, ids } = build([thrower(), catcher], away)
  const aim = classicPassAim(s, ids.t, 16, 7)
  expect(aim).not.toBeNull()
  expect(aim!.band).toBe('short')
  expect(aim!.threats.map((t) => t.player).sort()).toEqual([ids.o1, ids.o2].sort())
  const by = new Map(aim!.threats.map((t) => [t.player, t.chance]))
  expect(by.get(ids.o1)).toBeCloseTo(1 / 6, 12)
  expect(by.get(ids.o2)).toBeCloseTo(2 / 6, 12)
  // rulings.md: the opposing coach makes one attempt with the player he picks, so the risk is the best chance.
  expect(aim!.risk).toBeCloseTo(2 / 6, 12)
})

test("Safe Throw: each interception stands only on the thrower's 1 (one in six)", () => {
  const { s, ids } = build([thrower(['safe-throw']), catcher], away)
  const aim = classicPassAim(s, ids.t, 16, 7)!
  expect(aim.risk).toBeCloseTo(2 / 36, 12)
  expect(aim.threats.find((t) => t.player === ids.o1)!.chance).toBeCloseTo(1 / 36, 12)
})

test('the bands follow the range ruler: Quick, Long, Long Bomb, and nothing beyond', () => {
  const { s, ids } = build([thrower()], [{ id: 'far', position: 'lineman', at: [3, 1] }])
  expect(classicPassAim(s, ids.t, 12, 8)!.band).toBe('quick')
  expect(classicPassAim(s, ids.t, 18, 7)!.band).toBe('long')
  expect(classicPassAim(s, ids.t, 21, 7)!.band).toBe('long-bomb')
  expect(classicPassAim(s, ids.t, 24, 7)).toBeNull()
  expect(classicPassAim(s, ids.t, 12, 8)!.threats).toEqual([])
})

test('the ruleset aims each legal throw of a declared pass and a hand-off is never at risk', () => {
  const { s, ids } = build([thrower(), catcher], away)
  expect(classicRuleset.apply(s, { type: 'declare', player: ids.t, kind: 'pass' }).ok).toBe(true)
  const throws = classicRuleset.legalActions(s).filter((a) => a.type === 'throw')
  expect(throws).toEqual([{ type: 'throw', x: 16, y: 7 }])
  expect(classicRuleset.aim!(s, throws[0])!.risk).toBeCloseTo(2 / 6, 12)
  expect(classicRuleset.aim!(s, { type: 'end-activation' })).toBeNull()
  expect(classicRuleset.aim!(s, { type: 'hand-off', target: ids.c })).toEqual({
    band: 'hand-off',
    threats: [],
    risk: 0,
  })
})

test('closed squares: occupied by whom, and beyond his movement with MA and squares used', () => {
  const { s, ids } = build([thrower(), catcher], away)
  classicRuleset.apply(s, { type: 'declare', player: ids.t, kind: 'move' })
  const reach = planReach(classicRuleset, s)
  const notes = classicSquareNotes(s, reach.squares)
  const at = (x: number, y: number) => notes.find((n) => n.x === x && n.y === y)
  expect(at(12, 7)).toEqual({ x: 12, y: 7, reason: 'occupied', open: false, player: ids.o1 })
  // A thrower's MA 6 and two Going For It: 8 squares; the ninth is out of movement.
  expect(at(19, 2)).toEqual({ x: 19, y: 2, reason: 'out-of-movement', open: false, ma: 6, used: 0 })
  expect(at(11, 7)).toBeUndefined() // next to an orc, yet a dodge gets there: no reason to give
  expect(notes.every((n) => Math.max(Math.abs(n.x - 10), Math.abs(n.y - 7)) <= 9)).toBe(true)
})
