// The AI's shared vocabulary. The AI plays only through the engine's public face (legal actions, apply, mark/undo),
// with its own seeded generator, so an AI game replays exactly from (game seed, AI seed, budget) and the AI never
// reads a die before it is rolled (the search re-seeds its private copy of the dice; see engine/dice.ts).
import type { Action, Decision, Ruleset, RulesetId, Side } from '../engine/api'

/** The levels a coach can pick in the New game dialog. */
export type AiLevel = 'random' | 'beginner' | 'hard'

export const AI_LEVELS: readonly AiLevel[] = ['random', 'beginner', 'hard']

/** The AI's own generator (never the game's dice): uniform in [0, 1) and integers in [0, n). */
export interface AiRng {
  next(): number
  int(n: number): number
}

/** Everything a policy may look at when it owns the pending decision. */
export interface AiContext<S = unknown> {
  readonly ruleset: Ruleset<S>
  /**
   * The live state. A policy may look ahead with `ruleset.mark` / `apply` / `undo` but must leave it exactly as it
   * found it (undo to its mark before returning).
   */
  readonly state: S
  /** The side the AI plays; always `decision.side`. */
  readonly side: Side
  readonly decision: Decision
  /** The legal actions of this decision, never empty. The answer must be one of them. */
  readonly legal: readonly Action[]
  readonly rng: AiRng
}

/** What each game gives the AI: a scripted policy (Beginner / Coach) and a positional evaluation (Hard's leaves). */
export interface GameAi<S = unknown> {
  readonly ruleset: RulesetId
  /** The scripted, rule-aware choice; returns one of `ctx.legal`. Deterministic given `ctx.rng`. */
  beginner(ctx: AiContext<S>): Action
  /**
   * How good the position is for `side`, in the units of `GameView.score` (Classic touchdowns, Blitz Bowl points —
   * a touchdown is 4 —, Cross Check goals): a lead of one such unit is worth 1.0, and positional factors (ball
   * control, field position, players standing, casualties...) add fractions of a touchdown's or goal's worth.
   * Used by the Hard search at its leaves and to order its moves; must not change the state.
   */
  evaluate(state: S, side: Side): number
  /**
   * Optional: the scripted coach the Hard level builds on (its first candidate and its rollouts), when a game gives
   * Hard a stronger policy than the friendly Beginner; `beginner` when absent.
   */
  coach?(ctx: AiContext<S>): Action
  /**
   * Optional, with `coach` and the ruleset's fast codes (hard/fast.ts): the same coach answering on the engine's
   * integer codes of the legal actions, for the Hard look-ahead's steps — one of `codes`, the code of the action
   * `coach` would return. Saves making an action object of every legal code at every step.
   */
  coachCode?(ctx: Omit<AiContext<S>, 'legal'>, codes: readonly number[]): number
  /**
   * Optional, with `coachCode` and a ruleset whose fast codes answer `isLegal`: `coachCode`'s very answer at a
   * decision whose listing is long (Classic's set-up: every player on every square of his half), from legality
   * checks alone; null where it needs the listing (then the search lists and asks `coachCode`).
   */
  coachUnlisted?(ctx: Omit<AiContext<S>, 'legal'>, isLegal: (code: number) => boolean): number | null
  /**
   * Optional, for a game with hidden cards: deals again, from `rng` (the AI's), whatever `side` cannot see — the
   * deck's order, the opponent's hand — keeping what that coach knows (its own hand, face-up cards, sizes). Writes
   * through the state's journal: the look-ahead (hard/lookahead.ts) calls it after its mark and undoes it.
   */
  redealHidden?(state: S, side: Side, rng: AiRng): void
  /**
   * Optional (Hard): whole activations to weigh at this decision — a declaration with the plan of what the player
   * then does (where he goes, whom he blocks) —, or null when the decision is not one to lay out so. The search
   * applies the action, has the policy follow the plan (`follow`) and plays on.
   */
  activations?(ctx: AiContext<S>): readonly PlannedAction[] | null
  /**
   * Makes the policy follow `plan` (from `activations`) after its action: `look` for one look-ahead simulation
   * (null forgets it), `play` for the real game, once the search has chosen it.
   */
  follow?(state: S, side: Side, plan: unknown, scope: 'look' | 'play'): void
}

/** An action and what the policy is to do after it (a Classic activation's path and target). */
export interface PlannedAction {
  readonly action: Action
  readonly plan: unknown
  /** What it is, for reports and tests. */
  readonly why: string
  /** True when it is what the policy itself does after that action (no alternative to the policy's own plan). */
  readonly own: boolean
}
