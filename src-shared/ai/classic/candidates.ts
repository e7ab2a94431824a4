// Whole activations for the Hard search to weigh at a team-turn decision: "player → action → square/target", drawn
// from the coach's own goal functions — what each free player would do: the coach's goal (the cage, the carrier's
// run), the Beginner's plainer goal where it differs (a pick-up, a screen, the carrier's forward square), the
// carrier's likeliest touchdown run whatever its odds, his best Blitz and his best Block. The team-turn policy picks
// one declaration and the activation picks its square; here every player's options are laid out, so the search can
// find the one activation the script's order would not reach (another player first, a bolder square). Each comes
// with its walk (plans.ts) so the look-ahead applies it as its steps and the policy plays on from there.

import type { PlannedAction } from '../types'
import { A_DECLARE, K_BLITZ, K_BLOCK, K_MOVE, code } from '../../rules/classic/actions'
import { HEIGHT, P_STATE, S_STANDING, WIDTH } from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'
import { playerGoal } from './cage'
import { bestBlock, blitzPlan, carrierGoal, moveGoal } from './goals'
import { freePlayers, look, type LegalSet } from './look'
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
    const blitz = blitzPlan(lk, p, false)
    if (blitz) add(p, K_BLITZ, pathTo(reachFor(lk, p, 1), blitz.from), blitz.target, 'blitz')
    const block = bestBlock(lk, p)
    if (block) add(p, K_BLOCK, [], block.target, 'block')
  }
  return out
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
