// The coach's receiving set-up: the preset offence's squares (rules/classic/formations.ts), but who stands where
// chosen as a coach would. The preset fills its squares strongest first, so its deepest squares — where the kick
// comes down (the kick aims deep in the receivers' half) — get the team's weakest players whatever their hands. A
// coach puts his surest hands there: the ball's first roll is a catch or a pick-up by whoever stands nearest, and a
// failed one ends the turn before it starts (issue 20: 8 of Hard's 31 turnovers over 12 games were pick-ups,
// scripts/classic-turnovers.ts). The line keeps the strongest (004: three on the line, two at most in each wide
// zone: the preset's squares keep both). Measured, Hard (15,000 nodes) v Beginner, seeds 5000-5099 both ways (200
// games, bench:ai): 131-42-27, 1.45-0.51 touchdowns, 16.9% of its turns ending in a turnover, against 130-46-24,
// 1.41-0.41, 17.3% with the preset's order on the same games — about even (seeds 5020-5099: 107-30-23 against
// 100-37-23; 5000-5019: 24-12-4 against 30-9-1). Kept as what a coach does, not as a measured gain.
import { A_BENCH, A_PLACE, A_SETUP_DONE, code } from '../../rules/classic/actions'
import { P_MA, P_ST, P_X, P_Y, scrimmageColumn } from '../../rules/classic/layout'
import { formationSquares } from '../../rules/classic/formations'
import { setupPlayers } from '../../rules/classic/procs/setup'
import { pickUpChance } from './paths'
import type { CodeSet, Look } from './look'

/** How many of the preset's deepest squares go to the surest hands. */
const HANDLERS = 3

/**
 * Where each of our players should stand, [x, y] by player. The preset's squares in its
 * order; the line's three the strongest (as the preset); of the squares behind it, the deepest HANDLERS to the
 * players likeliest to pick the ball up there (Sure Hands and agility count in the chance; then the faster), the
 * rest strongest first.
 */
export function receivingPlan(
  lk: Look,
  formation: number,
  team: readonly number[],
): Map<number, [number, number]> {
  const w = lk.w
  const squares = formationSquares(lk.side, formation)
  const line = scrimmageColumn(lk.side)
  const strong = [...team].sort((a, b) => w[P_ST + b] - w[P_ST + a] || a - b)
  const n = Math.min(squares.length, strong.length)
  const plan = new Map<number, [number, number]>()
  const lineCount = Math.min(3, n)
  for (let i = 0; i < lineCount; i++) plan.set(strong[i], squares[i])
  const rest = strong.slice(lineCount, n)
  // The squares behind the line, deepest first (the preset lists them from the line back).
  const behind = squares.slice(lineCount, n)
  const deep = [...behind].sort((a, b) => Math.abs(b[0] - line) - Math.abs(a[0] - line))
  const handlers = deep.slice(0, Math.min(HANDLERS, rest.length))
  const [hx, hy] = handlers[0] ?? [0, 0]
  const hands = (p: number): number => pickUpChance(lk.s, p, hx, hy)
  const byHands = [...rest].sort((a, b) => hands(b) - hands(a) || w[P_MA + b] - w[P_MA + a] || a - b)
  handlers.forEach((sq, i) => plan.set(byHands[i], sq))
  const others = rest.filter((p) => !plan.has(p))
  const free = behind.filter((sq) => !handlers.includes(sq))
  others.forEach((p, i) => plan.set(p, free[i]))
  return plan
}

/**
 * The next set-up action towards the receiving plan: a player on the wrong square moves to his (or, his square
 * taken, the one there goes to the bench first), a player left out goes to the bench, one waiting is placed; all
 * in place, done. Null when a step is not legal (the preset then sets up as before).
 */
export function receivingSetup(lk: Look, legal: CodeSet, formation: number): number | null {
  const w = lk.w
  const team = setupPlayers(lk.s, lk.side)
  const plan = receivingPlan(lk, formation, team)
  const at = (x: number, y: number): number => {
    for (const q of team) if (w[P_X + q] === x && w[P_Y + q] === y) return q
    return -1
  }
  const step = (c: number): number | null => (legal.has(c) ? c : null)
  for (const p of team) {
    if (w[P_X + p] < 0) continue
    const to = plan.get(p)
    if (!to) return step(code(A_BENCH, p))
    if (w[P_X + p] === to[0] && w[P_Y + p] === to[1]) continue
    const q = at(to[0], to[1])
    return q >= 0 ? step(code(A_BENCH, q)) : step(code(A_PLACE, p, to[0], to[1]))
  }
  for (const p of team) {
    const to = plan.get(p)
    if (!to || w[P_X + p] >= 0) continue
    return at(to[0], to[1]) >= 0 ? null : step(code(A_PLACE, p, to[0], to[1]))
  }
  return step(code(A_SETUP_DONE))
}
