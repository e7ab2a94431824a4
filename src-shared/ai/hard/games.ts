// How the Hard search treats each game: which decisions the policy answers alone, how far a simulation looks, how
// many root candidates it weighs, and — for decisions the policy otherwise answers alone — which of them are worth
// a search after all (`focus`). The values are plain data so a measurement script can switch one off against the
// rest (Object.assign on a game's entry); the app never changes them.
import type { Action } from '../../engine/api'
import { rolloutPolicy } from '../classic/turnPlan'
import type { AiContext } from '../types'
import { G_CARRIER } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'
import type { ClassicState } from '../../rules/classic/state'
import { ballReroll } from '../classic/decisions'

export interface GameSearch {
  /**
   * Decision kinds the policy answers alone: Classic's activation steps and Cross Check's moves are single squares
   * of a path the policy plans whole, which an evaluation barely tells apart, and searching each of a turn's many
   * steps would eat the time the declarations and dice choices need.
   */
  readonly policyOnly: ReadonlySet<string>
  /**
   * A policy-only decision that is searched all the same when `focus` names candidates: the actions among its legal
   * ones that are more than a square of a path (Cross Check: a shot, a check on the carrier). The policy's own choice is
   * always a candidate besides; null or empty leaves the decision to the policy.
   */
  focus?: (state: unknown, kind: string, legal: readonly Action[]) => Action[] | null
  /**
   * The look-ahead plays on through the opponent's reply (by the policy, over fresh dice) before evaluating: a turn
   * that leaves the ball or puck open looks good at its own end and bad after the reply.
   */
  reply: boolean
  /** Candidates searched at the root: the policy's choice plus the best of its next choices and a one-ply look. */
  maxCandidates: number
  /**
   * The look-ahead remembers the policy's answers by position for the decision (hard/positionMemo.ts): for a policy
   * that plans afresh at every step and has no memo of its own (Classic has memo.ts).
   */
  memoPolicy?: boolean
  /**
   * The policy the look-ahead plays with, given the kit's coach to fall back on (default: the coach itself). Not
   * the root's choice: that is always the coach's own.
   */
  rollout?: (ctx: AiContext, coach: (ctx: AiContext) => Action) => Action
  /** False leaves out the kit's whole activations (GameAi.activations) at the root: for measuring them (on by default). */
  activations?: boolean
  /**
   * The most look-ahead actions the app's Hard spends on a decision within its second (registry.ts appBudget): the
   * budget it was measured strongest at, where more search was measured no stronger. None: the second alone.
   */
  appNodes?: number
}

/** Decisions where a turn-level search has nothing to weigh in any game (placing a whole team). */
export const POLICY_ONLY_KINDS: ReadonlySet<string> = new Set(['setup', 'line-up'])

/**
 * Cross Check move actions that decide a possession, unlike a step along a path: a shot and a check on the puck
 * carrier (000: Shooting, Checking). A take is not searched (a failed one costs nothing, so the policy always takes),
 * nor checks on anyone else: players beside opponents have them at almost every step, and searching each would eat
 * the time.
 */
function crossCheckFocus(state: unknown, kind: string, legal: readonly Action[]): Action[] | null {
  const words = (state as Partial<CrossCheckState>).m?.w
  if (kind !== 'move' || !words) return null // not the engine's Cross Check state (a test's fake game)
  const carrier = words[G_CARRIER]
  const picked = legal.filter((a) => a.type === 'shoot' || (a.type === 'check' && a.player === carrier))
  return picked.length > 0 ? picked : null
}

/** Classic's re-roll decisions searched over all their answers, but for the ball's own rolls (the policy's). */
function classicFocus(state: unknown, kind: string, legal: readonly Action[]): Action[] | null {
  if (kind !== 'reroll' || !(state as Partial<ClassicState>).m?.w) return null
  return ballReroll(state as ClassicState) ? null : [...legal]
}

export const GAME_SEARCH: Record<string, GameSearch> = {
  // Classic's kick-or-receive too: a look-ahead that stops at the other side's setup cannot tell the two apart.
  // Fewer candidates than the default: at the team turn the policy's choice, its next one and four whole activations
  // (candidates.ts) ranked by their plan's own look.
  // The look-ahead's turn plan (classic/turnPlan.ts: the coach's team turn planned once and replayed) is off: it
  // made the look-ahead ~1.9x faster (bench/rollout.ts, CPU time, four alternating runs on a loaded machine) but Hard
  // played worse with it — Hard v Beginner, seeds 3000–3011 both ways (24 games): 15-7-2, 1.29 TD, 19.5% turnovers
  // without; 12-8-4, 1.21 TD, 24.5% with, at 400 nodes; 10-6-8, 0.79 TD, 19.3% at 800 (about the time 400 took
  // before). On for a measurement: Object.assign(GAME_SEARCH.classic, { rollout: CLASSIC_TURN_PLAN }). Since the
  // coach keeps its reaches across positions (classic/reachKeep.ts) the plan is no longer the faster one either:
  // bench/rollout.ts measured 2026-11-30 about 24k look-ahead actions a CPU second with it, 52k without.
  // A re-roll of the ball's own roll is the coach's too (classic/decisions.ts ballReroll: always spent); other
  // re-rolls are searched.
  // Through the opponent's reply (issue 20): a look that stops at our turn's end judged the ball's safety only by
  // the evaluation's exposure guess, and the more rounds it had, the more surely it overruled the coach for moves
  // their turn punishes — Hard played worse the more it searched. Hard v Beginner, seeds 5000–5009 both ways (20
  // games, bench:ai): without the reply 400 nodes 14-6-0, 1,500 11-4-5, 15,000 (about the app's second) 5-8-7;
  // with it at 15,000: 16-4-0, 1.50–0.10 touchdowns, 13% of its turns ending in a turnover. A look twice as long
  // needs the app's budget: at 400 nodes with the reply it fell to 16-14-15 over 45 games (27-16-2 without), so
  // bench:ai plays Classic at 15,000 nodes.
  classic: {
    policyOnly: new Set(['activation', 'kick-or-receive', 'reroll']),
    focus: classicFocus,
    reply: true,
    maxCandidates: 6,
    // More search played worse: at 30,000 nodes Hard v Beginner went 30-15-5, 1.32 touchdowns a game, against
    // 34-11-5, 1.56 at 15,000 on the same 50 games (seeds 5000-5024 both ways, 2026-12-03), and the app's second
    // bought more than 15,000 once the look-ahead got faster. So the app's Hard stops at what bench:ai measures.
    appNodes: 15000,
  },
  // The toss's winner's side of the board (001 Setting Up) and the goalie before a puck drop: as kick-or-receive, a
  // look-ahead that stops in the set-up or the line-up cannot tell the choices apart. A Run's and a Mark's squares
  // are the policy's, as Classic's steps: searched, each square of a Run cost the app's whole second.
  blitz: {
    policyOnly: new Set(['pitch', 'run', 'mark']),
    reply: true,
    maxCandidates: 8,
    memoPolicy: true,
  },
  crosscheck: {
    // A Hold (000 Holding) and the holder's follow are the stick-zone owner's answer to an opposing skater leaving
    // it: asked at each such square of the other coach's move, so a searched one paused a human's skate a second
    // per square. The policy answers them.
    policyOnly: new Set(['move', 'goalie', 'hold', 'follow']),
    focus: crossCheckFocus,
    // Through the opponent's turn: a carried puck left beside opponents is stolen, and a shot's rebound is theirs.
    reply: true,
    // Few: a simulation through both turns costs some 40 look-ahead actions, and the override needs rounds. Six
    // since the rollouts got cheaper: at bench:ai's 1,500 nodes, Hard v Beginner over seeds 1000–1005 both ways
    // (12 games) went 10-1-1 with six against 9-0-3 with four — a small sample, same node budget. At "who skates
    // next" four of the six are whole moves (crosscheck/activations.ts: shoot, pass, check their carrier, take the
    // puck, guard our goal), ranked by a look at each walked through.
    maxCandidates: 6,
    memoPolicy: true,
    // bench:ai's budget: 5,000 nodes measured no stronger (bench/ai.ts), and answers come sooner.
    appNodes: 1500,
  },
}

/** Classic's look-ahead turn plan as a rollout policy (off by default: see GAME_SEARCH.classic). */
export const CLASSIC_TURN_PLAN = rolloutPolicy as GameSearch['rollout']

/** The settings of a game the table does not name: every decision searched, the own turn only. */
export const DEFAULT_SEARCH: GameSearch = { policyOnly: new Set(), reply: false, maxCandidates: 8 }
