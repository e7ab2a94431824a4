// Whole activations for the Hard search to weigh at a team-turn decision: "player → action → square/target", drawn
// from the coach's own goal functions — what each free player would do: the coach's goal (the cage, the carrier's
// run), the Beginner's plainer goal where it differs (a pick-up, a screen, the carrier's forward square), the
// carrier's likeliest touchdown run whatever its odds, his best Blitz and his best Block. The team-turn policy picks
// one declaration and the activation picks its square; here every player's options are laid out, so the search can
// find the one activation the script's order would not reach (another player first, a bolder square). Each comes
// with its walk (plans.ts) so the look-ahead applies it as its steps and the policy plays on from there.

import type { PlannedAction } from '../types'
import { A_DECLARE, K_BLITZ, K_BLOCK, K_MOVE, code } from '../../rules/classic/actions'
import { HEIGHT, P_STATE, P_X, P_Y, S_STANDING, WIDTH } from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'
import { playerGoal } from './cage'
import { bestBlock, blitzPlan, carrierGoal, moveGoal } from './goals'
import { dist, freePlayers, look, type LegalSet, type Look } from './look'
import { pathTo, reachFor } from './paths'
import type { ActivationPlan } from './plans'

export interface ActivationCandidate {
  /** The declaration, as a code of the legal list. */
  readonly code: number
  readonly plan: ActivationPlan
  /** What the candidate is, for reports and tests (e.g. "move:coach", "move:touchdown", "blitz", "block"). */
  readonly why: string
}

/** The activations open to `side`'s free players at its team-turn decision (none when it is not one). */
export function activationCandidates(s: ClassicState, side: number, legal: LegalSet): ActivationCandidate[] {
  const lk = look(s, side, true)
  const beginner = look(s, side, false)
  const out: ActivationCandidate[] = []
  const seen = new Set<string>()
  const ball = lk.looseBall ? lk.by * WIDTH + lk.bx : -1
  const add = (p: number, kind: number, squares: number[] | null, target: number, why: string): void => {
    const c = code(A_DECLARE, p, kind)
    if (!legal.has(c) || squares === null) return
    if (kind === K_MOVE && squares.length === 0) return // staying put is no Move
    const end = squares.length > 0 ? squares[squares.length - 1] : -1
    const key = `${p}:${kind}:${end}:${target}`
    if (seen.has(key)) return
    seen.add(key)
    // Where the walk ends the coach takes over again for its own goal (it may walk on, as it would) and after a
    // pick-up (the new carrier's run is its business); another square is where he was sent, and he stops there.
    const endThere = why !== 'move:coach' && end !== ball
    out.push({ code: c, plan: { player: p, kind, squares, target, endThere }, why })
  }
  for (const p of freePlayers(lk)) {
    const standing = lk.w[P_STATE + p] === S_STANDING
    const r = reachFor(lk, p)
    add(p, K_MOVE, pathTo(r, playerGoal(lk, p, r).to), -1, 'move:coach')
    // The Beginner's goal for the same player (the same reach: it does not depend on the level).
    const plain = p === lk.carrier ? carrierGoal(beginner, p, r) : moveGoal(beginner, p, r)
    add(p, K_MOVE, pathTo(r, plain.to), -1, 'move:plain')
    if (p === lk.carrier) add(p, K_MOVE, touchdownRun(lk.side, r), -1, 'move:touchdown')
    if (!standing) continue
    // No hit riskier than the coach's own floors unless it is on their carrier or frees our ball (issue 20: a
    // candidate must not bring back the turnovers the coach's order keeps out).
    const blitz = blitzPlan(lk, p, false)
    if (blitz && (blitz.risk <= RISKY_BLITZ || matters(lk, blitz.target)))
      add(p, K_BLITZ, pathTo(reachFor(lk, p, 1), blitz.from), blitz.target, 'blitz')
    const block = bestBlock(lk, p)
    if (block && (block.fall <= RISKY_BLOCK || matters(lk, block.target)))
      add(p, K_BLOCK, [], block.target, 'block')
  }
  return out
}

/**
 * A block's own fall above this is no candidate for nothing: the coach's safe-first bar (turnPolicy.ts SAFE_FALL),
 * so a two-dice block without Block (1/9) needs a reason too — the coach throws those for nothing only as its
 * turn's last actions (turnPolicy.ts), and with 0.12 here the search put them back as the turn's first action (bench:ai Hard v Beginner 8 games at 400
 * nodes: 8 of 29 turnovers chosen by the search, none before).
 */
const RISKY_BLOCK = 0.04
/**
 * A blitz's turnover chance (the way there and the fall) above this is no candidate for nothing: a Going For It on
 * the way (1/6) needs a reason — their carrier, our carrier's marker, the loose ball's (issue 20: the search's
 * Going-For-It blitzes on players who mattered to nothing; 0.2 let a one-GFI blitz through).
 */
const RISKY_BLITZ = 0.1

// Not among the candidates: the carrier's boldest free squares (his furthest square out of their tackle zones with
// no roll, and with one 5/6 roll). Measured 2026-11-30, Hard 15,000 nodes v Beginner, seeds 5000-5099 both ways:
// 131-40-29, 1.38-0.43 touchdowns a game, against 131-42-27, 1.45-0.51 without — no more wins, fewer touchdowns.

/** A hit worth its risk: on their carrier, or on a player next to our carrier or the loose ball. */
function matters(lk: Look, target: number): boolean {
  if (target === lk.carrier) return lk.theirBall
  const w = lk.w
  const tx = w[P_X + target]
  const ty = w[P_Y + target]
  if (lk.looseBall) return dist(tx, ty, lk.bx, lk.by) <= 1
  return lk.ourBall && dist(tx, ty, w[P_X + lk.carrier], w[P_Y + lk.carrier]) === 1
}

/** The carrier's likeliest path into the end zone, or null when he cannot get there this activation. */
function touchdownRun(side: number, r: ReturnType<typeof reachFor>): number[] | null {
  const endX = side === 0 ? WIDTH - 1 : 0
  let best = -1
  for (let y = 0; y < HEIGHT; y++) {
    const i = y * WIDTH + endX
    if (i !== r.start && r.prob[i] > 0 && (best < 0 || r.prob[i] > r.prob[best])) best = i
  }
  return best < 0 ? null : pathTo(r, best)
}

/** The candidates as the search takes them: the legal list's own declaration object and the plan to follow. */
export function plannedActivations(s: ClassicState, side: number, legal: LegalSet): PlannedAction[] {
  const out: PlannedAction[] = []
  for (const c of activationCandidates(s, side, legal)) {
    const action = legal.get(c.code)
    // The coach's own goal, Blitz and Block are what it does anyway once it declares that player so.
    const own = c.why === 'move:coach' || c.why === 'blitz' || c.why === 'block'
    if (action) out.push({ action, plan: c.plan, why: c.why, own })
  }
  return out
}
