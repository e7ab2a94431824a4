// Issue 19 point 1 for Blitz Bowl: a Throw Action as aimed — its band on the Throw Ruler (data/ruler.ts: Short or
// Long; next to the thrower a Hand-off) and the opponents who obstruct it (001: Obstructed Throw, −1; Blitz Bowl
// has no interceptions, so nobody takes the ball and the risk is 0) — and why a square near the runner is closed.
import type { Action } from '../../engine/api'
import { noteSquares, type AimInfo, type AimThreat, type SquareNote } from '../../engine/aim'
import { SHORT_D2 } from './data/ruler'
import { DX, DY, markersAt, occupant, onPitch, open, standing } from './geometry'
import { F_KIND, HEIGHT, K_MARK, P_MOVE, P_SIDE, P_X, P_Y, SQ, WIDTH } from './layout'
import { PR_MOVE } from './procs/kinds'
import { lineSquares } from './procs/throw'
import { arg, topFrame } from './stack'
import type { BlitzState } from './state'

/** 001: Obstructed Throw — the Open opponents the ruler crosses, and those Marking the target. */
function obstructors(s: BlitzState, p: number, t: number): number[] {
  const w = s.m.w
  const out: number[] = []
  for (const k of lineSquares(w[P_X + p], w[P_Y + p], w[P_X + t], w[P_Y + t])) {
    const o = w[SQ + k] - 1
    if (o >= 0 && w[P_SIDE + o] !== w[P_SIDE + p] && open(s, o)) out.push(o)
  }
  for (let d = 0; d < 8; d++) {
    const x = w[P_X + t] + DX[d]
    const y = w[P_Y + t] + DY[d]
    if (!onPitch(x, y)) continue
    const o = occupant(s, x, y)
    if (o >= 0 && w[P_SIDE + o] !== w[P_SIDE + t] && standing(s, o) && !out.includes(o)) out.push(o)
  }
  return out
}

/** A throw from `p` to team-mate `t`: Hand-off when adjacent, else Short or Long by the Throw Ruler. */
export function blitzThrowAim(s: BlitzState, p: number, t: number): AimInfo {
  const w = s.m.w
  const dx = w[P_X + t] - w[P_X + p]
  const dy = w[P_Y + t] - w[P_Y + p]
  if (Math.max(Math.abs(dx), Math.abs(dy)) === 1) return { band: 'hand-off', threats: [], risk: 0 }
  const threats: AimThreat[] = obstructors(s, p, t).map((o) => ({
    player: o,
    kind: 'obstruct',
    chance: null,
  }))
  return { band: dx * dx + dy * dy > SHORT_D2 ? 'long' : 'short', threats, risk: 0 }
}

/** `Ruleset.aim`: a declared `throw` at a team-mate (Hail Mary Pass included: it still goes over the ruler). */
export function blitzAim(s: BlitzState, action: Action): AimInfo | null {
  if (action.type !== 'throw' || typeof action.player !== 'number' || typeof action.target !== 'number')
    return null
  return blitzThrowAim(s, action.player, action.target)
}

/**
 * `Ruleset.squareNotes`: a Run may not move next to a standing opponent (001: Run Action, with the cards' and
 * abilities' exceptions, which the reach already allows), nor into a blocked square or a player; a trapdoor may be
 * entered, but a New Ball coming up through it Injures whoever stands there (001: New Ball!).
 */
export function blitzSquareNotes(
  s: BlitzState,
  reachable: readonly { readonly x: number; readonly y: number }[],
): SquareNote[] {
  const f = topFrame(s)
  if (f < 0 || s.m.w[f + F_KIND] !== PR_MOVE) return []
  const w = s.m.w
  const p = arg(s, f, 0)
  const left = arg(s, f, 2)
  const run = arg(s, f, 1) !== K_MARK
  const ma = w[P_MOVE + p] // 0: a Random Move Value (001), rolled for this Run
  return noteSquares(
    {
      width: WIDTH,
      height: HEIGHT,
      x: w[P_X + p],
      y: w[P_Y + p],
      reach: left,
      ma,
      used: ma > 0 ? Math.max(0, ma - left) : 0,
      closed: (x, y) => {
        if (s.blocked[y * WIDTH + x]) return { reason: 'blocked', open: false }
        const q = occupant(s, x, y)
        if (q >= 0) return { reason: 'occupied', open: false, player: q }
        if (run && markersAt(s, w[P_SIDE + p], x, y) > 0) {
          for (let d = 0; d < 8; d++) {
            const o = onPitch(x + DX[d], y + DY[d]) ? occupant(s, x + DX[d], y + DY[d]) : -1
            if (o >= 0 && o !== p && w[P_SIDE + o] !== w[P_SIDE + p] && standing(s, o))
              return { reason: 'marked', open: false, player: o }
          }
        }
        return null
      },
      warning: (x, y) => (s.trapdoors.includes(y * WIDTH + x) ? { reason: 'trapdoor', open: true } : null),
    },
    reachable,
  )
}
