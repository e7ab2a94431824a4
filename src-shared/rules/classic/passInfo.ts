// Issue 19 point 1 for Classic: a throw or hand-off as aimed (its band on the range ruler, each opponent under the
// ruler with his interception chance, the risk) and why a square near the moving player is closed. Reuses the
// engine's own range (data/passRange.ts), interceptors and interception odds (procs/pass.ts, probability.ts).
import type { Action } from '../../engine/api'
import { noteSquares, type AimBand, type AimInfo, type SquareNote } from '../../engine/aim'
import { PASS_RANGES } from './data/passRange'
import { F_KIND, HEIGHT, P_MA, P_MOVED, P_X, P_Y, WIDTH } from './layout'
import { bandOf, interceptionStands, interceptors } from './procs/pass'
import { PR_ACTIVATION } from './procs/kinds'
import { moveLimitFor } from './procs/turnLegal'
import { interceptionChance } from './throwOdds'
import { arg, topFrame } from './stack'
import { occupant, type ClassicState } from './state'

/**
 * 004: Intercepting — a pass from `thrower` to (tx, ty): its band, every opponent the ruler crosses with his
 * chance to intercept (the roll, then the thrower's 003 Safe Throw), and the risk: the opposing coach sends his
 * best interceptor, so the risk is the best single chance (rulings.md: one attempt, before the pass roll).
 */
export function classicPassAim(s: ClassicState, thrower: number, tx: number, ty: number): AimInfo | null {
  const w = s.m.w
  const band = bandOf(w[P_X + thrower], w[P_Y + thrower], tx, ty)
  if (band < 0) return null
  const stands = interceptionStands(s, thrower)
  const threats = interceptors(s, thrower, tx, ty).map((q) => ({
    player: q,
    kind: 'intercept' as const,
    chance: interceptionChance(s, q) * stands,
  }))
  const risk = threats.reduce((best, t) => Math.max(best, t.chance), 0)
  return { band: PASS_RANGES[band] as AimBand, threats, risk }
}

/** The moving (or acting) player: the activation on top of the stack. */
function activePlayer(s: ClassicState): { p: number; kind: number } | null {
  const f = topFrame(s)
  if (f < 0 || s.m.w[f + F_KIND] !== PR_ACTIVATION) return null
  return { p: arg(s, f, 0), kind: arg(s, f, 1) }
}

/** `Ruleset.aim`: a `throw` by the active player, or a `hand-off` (004: no range, never intercepted). */
export function classicAim(s: ClassicState, action: Action): AimInfo | null {
  if (action.type === 'hand-off') return { band: 'hand-off', threats: [], risk: 0 }
  if (action.type !== 'throw' || typeof action.x !== 'number' || typeof action.y !== 'number') return null
  const active = activePlayer(s)
  return active ? classicPassAim(s, active.p, action.x, action.y) : null
}

/**
 * `Ruleset.squareNotes`: 004 lets a player dodge out of any tackle zone, so marks close nothing in Classic; a
 * square is closed by a player standing on it or by the movement he has left (Going For It counted).
 */
export function classicSquareNotes(
  s: ClassicState,
  reachable: readonly { readonly x: number; readonly y: number }[],
): SquareNote[] {
  const active = activePlayer(s)
  if (!active) return []
  const w = s.m.w
  const { p, kind } = active
  if (w[P_X + p] < 0) return []
  return noteSquares(
    {
      width: WIDTH,
      height: HEIGHT,
      x: w[P_X + p],
      y: w[P_Y + p],
      reach: Math.max(0, moveLimitFor(s, p, kind) - w[P_MOVED + p]),
      ma: w[P_MA + p],
      used: w[P_MOVED + p],
      closed: (x, y) => {
        const q = occupant(s, x, y)
        return q >= 0 ? { reason: 'occupied', open: false, player: q } : null
      },
    },
    reachable,
  )
}
