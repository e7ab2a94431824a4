// Issue 19 point 1 for Cross Check: a pass or shot as aimed — its band on the passing template (data/passing.ts:
// quick 1 .. long bomb 4 zones, Classic's ruler), every opponent who may block the puck on its path with his own
// chance, and the risk — and why a square near the skater is closed (boards, a player) or risky (the crease).
// Reuses the flight's own code (procs/flight.ts: path, block modifier, Safe Throw) and the probability service.
import type { Action } from '../../engine/api'
import { noteSquares, type AimBand, type AimInfo, type AimThreat, type SquareNote } from '../../engine/aim'
import { PASS_RANGES } from '../classic/data/passRange'
import { zonesFor } from './data/passing'
import { creaseOf, isIce, LENGTH, WIDTH } from './data/rink'
import { pathSquares } from './flightPath'
import { inStickZone, occupant, puckX, puckY, standing } from './geometry'
import { F_KIND, G_MOVE_LEFT, MAX_PLAYERS, P_AG, P_MA, P_SIDE, P_X, P_Y } from './layout'
import { agility } from './probability'
import { blockModifierFrom } from './procs/flight'
import { PR_MOVE } from './procs/kinds'
import { withRerolls } from './procs/rerolls'
import { cancelsBlockOn } from './skills'
import { arg, topFrame } from './stack'
import type { CrossCheckState } from './state'

/**
 * 000: Blocking the Puck — a pass (or `shot`) by `p` from the puck's square to (tx, ty), flying true. Each opponent
 * with a path square in his stick zone (or his own square) is offered a block in turn and takes his best square;
 * his chance counts Pro's re-roll and the passer's Safe Throw. The first block that stands ends the flight, so
 * the risk is 1 − Π(1 − chance). Not counted: the accuracy roll's scatter, which changes the path, and the goalie's
 * one-square step before a shot.
 */
export function crossCheckPassAim(
  s: CrossCheckState,
  p: number,
  tx: number,
  ty: number,
  shot: boolean,
): AimInfo | null {
  const w = s.m.w
  const ox = puckX(s)
  const oy = puckY(s)
  const zones = zonesFor(tx - ox, ty - oy)
  if (zones === null || zones === 0) return null
  const path = pathSquares(ox, oy, tx, ty).filter(([x, y]) => isIce(x, y))
  const safe = cancelsBlockOn(s, p)
  const stands = safe > 0 ? (safe - 1) / 6 : 1
  const threats: AimThreat[] = []
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (w[P_SIDE + q] === w[P_SIDE + p] || w[P_X + q] < 0) continue
    let best = -1
    for (const [x, y] of path) {
      if (!inStickZone(s, q, x, y) && !(occupant(s, x, y) === q && standing(s, q))) continue
      const chance = agility(w[P_AG + q], blockModifierFrom(s, ox, oy, shot, q, x, y))
      best = Math.max(best, withRerolls(s, q, 'interception', chance) * stands)
    }
    if (best >= 0) threats.push({ player: q, kind: 'block', chance: best })
  }
  const risk = 1 - threats.reduce((clear, t) => clear * (1 - (t.chance ?? 0)), 1)
  return { band: PASS_RANGES[zones - 1] as AimBand, threats, risk }
}

/** The skater on the move (the carrier who passes or shoots). */
function mover(s: CrossCheckState): number {
  const f = topFrame(s)
  return f >= 0 && s.m.w[f + F_KIND] === PR_MOVE ? arg(s, f, 0) : -1
}

/** `Ruleset.aim`: a `pass` or `shoot` to (x, y) by the moving carrier. */
export function crossCheckAim(s: CrossCheckState, action: Action): AimInfo | null {
  if (action.type !== 'pass' && action.type !== 'shoot') return null
  if (typeof action.x !== 'number' || typeof action.y !== 'number') return null
  const p = mover(s)
  return p < 0 ? null : crossCheckPassAim(s, p, action.x, action.y, action.type === 'shoot')
}

/**
 * `Ruleset.squareNotes`: the boards are no ice, a player fills his square (cc-interp: skating), a hold or a
 * check is a roll, not a wall, so marks close nothing; the opposing crease may be entered, but a skater still in
 * it when his team's turn ends draws the referee's Interference roll (000, 4+).
 */
export function crossCheckSquareNotes(
  s: CrossCheckState,
  reachable: readonly { readonly x: number; readonly y: number }[],
): SquareNote[] {
  const p = mover(s)
  const w = s.m.w
  if (p < 0 || w[P_X + p] < 0) return []
  const left = w[G_MOVE_LEFT]
  return noteSquares(
    {
      width: LENGTH,
      height: WIDTH,
      x: w[P_X + p],
      y: w[P_Y + p],
      reach: left,
      ma: w[P_MA + p],
      used: Math.max(0, w[P_MA + p] - left),
      closed: (x, y) => {
        if (!isIce(x, y)) return { reason: 'off-pitch', open: false }
        const q = occupant(s, x, y)
        return q >= 0 ? { reason: 'occupied', open: false, player: q } : null
      },
      warning: (x, y) => (creaseOf(x, y) === 1 - w[P_SIDE + p] ? { reason: 'crease', open: true } : null),
    },
    reachable,
  )
}
