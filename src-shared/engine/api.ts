// The public face of the rules engine: what main (game host, save store, AI) and the renderer's previews may use.
// Every ruleset (Classic, Blitz Bowl, Cross Check) implements `Ruleset`. A game state is plain serialisable data
// that the ruleset mutates in place; `mark`/`undo` restore it exactly, so search and undo never deep-clone.

import type { CrossCheckPanels } from '../rules/crosscheck/panels'
import type { ActionInfo } from './actionInfo'
import type { AimInfo, SquareNote } from './aim'

/** Which games exist. */
export type RulesetId = 'classic' | 'blitz' | 'crosscheck'

/** 0 = home (the coach listed first), 1 = away. */
export type Side = 0 | 1

/** A rule option's value: options are named, defaulted by the ruleset and stored with the game. */
export type OptionValue = boolean | number | string

/** A coach's action. Always a small JSON object; `type` names it, the other fields depend on the type. */
export interface Action {
  readonly type: string
  readonly [field: string]: number | string | boolean | undefined
}

/** What the game is waiting for: whose decision it is and what kind. */
export interface Decision {
  /** The coach who must act, or null when the game is over. */
  readonly side: Side | null
  /** E.g. 'setup', 'turn', 'reroll', 'block-die', 'push', 'follow-up', 'interception', 'touchback', 'game-over'. */
  readonly kind: string
  /** The player the decision is about, when there is one. */
  readonly player?: number
}

/** One thing that happened, in order. The UI animates and the dice log prints from events, never from diffs. */
export interface EngineEvent {
  readonly type: string
  readonly [field: string]: unknown
}

/** A die roll as it appears in events: what for, what was needed, and what came up. */
export interface DiceEvent extends EngineEvent {
  readonly type: 'roll'
  /** E.g. 'dodge', 'gfi', 'pickup', 'catch', 'pass', 'armour', 'injury', 'block', 'kickoff', 'weather'. */
  readonly purpose: string
  readonly player?: number
  readonly dice: readonly number[]
  /** Target the total (with modifiers) must reach, when the roll has one. */
  readonly target?: number
  readonly modifiers?: readonly { readonly reason: string; readonly value: number }[]
  readonly success?: boolean
}

export type ApplyResult =
  | { readonly ok: true; readonly events: readonly EngineEvent[] }
  | { readonly ok: false; readonly code: IllegalCode; readonly reason: string }

export type IllegalCode =
  'action/unknown' | 'action/not-your-decision' | 'action/illegal' | 'action/malformed' | 'game/over'

/** A plain, renderer-friendly picture of a game: what to draw, never how the rules work. */
export interface GameView {
  readonly ruleset: RulesetId
  readonly board: { readonly width: number; readonly height: number }
  readonly teams: readonly [TeamView, TeamView]
  readonly pieces: readonly PieceView[]
  readonly balls: readonly BallView[]
  readonly score: readonly [number, number]
  /** Half/period, and each side's turn counter in it. */
  readonly period: number
  readonly turns: readonly [number, number]
  readonly activeSide: Side | null
  readonly decision: Decision
  readonly weather?: string
  /** Blitz Bowl only: the cards, hands and dugouts for the side panels. */
  readonly blitz?: BlitzView
  /** Cross Check only: bench, penalty boxes, time track, puck orientation, SPP, goalies for the side panels. */
  readonly crosscheck?: CrossCheckPanels
}

export interface TeamView {
  readonly name: string
  readonly rosterId: string
  readonly rerolls: number
  /** Classic 003 Leader: the Leader Re-Roll counter (0 or 1), shown next to the team re-rolls. */
  readonly leaderRerolls?: number
  /** Classic (LRB6 Nurgle's Rot): opponents this team killed with the Rot, still dead (new Rotters after the match). */
  readonly infected?: readonly number[]
}

export type PieceState = 'standing' | 'prone' | 'stunned' | 'reserve' | 'ko' | 'casualty' | 'sent-off'

export type PieceCondition = 'no-tackle-zone' | 'hypnotised' | 'rooted'

export interface PieceView {
  readonly id: number
  readonly side: Side
  readonly number: number
  readonly name: string
  readonly positionId: string
  /** Silhouette hint for the renderer: lineman, blitzer, thrower, catcher, runner, bigguy, goalie, skater... */
  readonly role: string
  /** Square, or null when off the pitch (see `state`). */
  readonly x: number | null
  readonly y: number | null
  readonly state: PieceState
  readonly hasBall: boolean
  readonly stats: { readonly ma: number; readonly st: number; readonly ag: number; readonly av: number }
  readonly skills: readonly string[]
  /** Kept out by a skill though fit: for this drive (Classic 003 Off For A Bite) or the match (003 Sappy...). */
  readonly sitsOut?: 'drive' | 'match'
  /**
   * Lasting effects of skills on him (Classic): 'no-tackle-zone' (LRB6 Bone-head, Really Stupid), 'hypnotised'
   * (003 Hypnotic Gaze), 'rooted' (LRB6 Take Root). Absent when none.
   */
  readonly conditions?: readonly PieceCondition[]
  /** Classic casualties (004 Injuries): how badly hurt, for the dugout. Absent for anyone else. */
  readonly casualty?: CasualtyKind
}

/** 004 Injuries: a Classic casualty's kind. */
export type CasualtyKind = 'badly-hurt' | 'serious-injury' | 'dead'

export interface BallView {
  readonly x: number
  readonly y: number
  /** Id of the carrying piece, or null for a ball on the ground or in the air. */
  readonly carrier: number | null
}

/** How a game starts: everything needed to replay it bit for bit together with its action log. */
export interface GameSetup<TTeam = unknown> {
  readonly ruleset: RulesetId
  readonly seed: number
  readonly teams: readonly [TTeam, TTeam]
  readonly options?: Readonly<Record<string, OptionValue>>
}

export interface OptionInfo {
  readonly id: string
  readonly name: string
  readonly default: OptionValue
  /** Where the rule comes from, e.g. '004: Onderscheppen (optional)'. */
  readonly source: string
  /** A number option's smallest and largest value (both always given for a number option). */
  readonly min?: number
  readonly max?: number
  /** A number option that takes whole numbers only. */
  readonly integer?: boolean
  /** A text option's values: anything else is refused. */
  readonly values?: readonly string[]
}

/** Why an action is refused before the rules look at the position (`Ruleset.checkAction`). */
export interface ActionProblem {
  readonly code: IllegalCode
  readonly reason: string
}

/** A team from outside checked against its ruleset's team schema (`Ruleset.checkTeam`). */
export type TeamCheck =
  | { readonly ok: true; readonly rosterId: string }
  /** Each issue starts with its field's path in the team, e.g. `players[3].skills[0]: unknown skill "Blok"`. */
  | { readonly ok: false; readonly issues: readonly string[] }

export interface Ruleset<S = unknown, TTeam = unknown> {
  readonly id: RulesetId
  readonly name: string
  /** Bumped whenever a rule change would make an old log replay differently. */
  readonly version: string
  readonly options: readonly OptionInfo[]
  create(setup: GameSetup<TTeam>): S
  decision(state: S): Decision
  legalActions(state: S): Action[]
  /** Applies in place. An illegal action changes nothing and says why. */
  apply(state: S, action: Action): ApplyResult
  /** A point to undo back to; `undo(state, mark)` restores the state at that point exactly. */
  mark(state: S): number
  undo(state: S, mark: number): void
  serialize(state: S): unknown
  deserialize(data: unknown): S
  view(state: S): GameView
  /** Exact chance that the action succeeds (counting re-rolls and skills available), or null if not a chance. */
  probability(state: S, action: Action): number | null
  /**
   * Queues forced dice results (tests, scenarios, and the reach planner, which plays steps with dice forced to
   * succeed to see the squares beyond). Optional: a ruleset without it cannot be planned over.
   */
  forceDice?(state: S, values: readonly number[]): void
  /**
   * Exact chance that the moving player makes every roll of this path of single steps from where he stands, with
   * re-rolls counted as they would be spent along the way (a product of step chances counts a team re-roll on every
   * step). Optional: without it the reach planner multiplies the steps' own chances. Null when nobody is moving.
   */
  pathProbability?(state: S, path: readonly { readonly x: number; readonly y: number }[]): number | null
  /** What the play screen shows about an action beyond its chance (push squares, block dice, die faces); optional. */
  actionInfo?(state: S, action: Action): ActionInfo | null
  /**
   * A legal throw, hand-off, pass or shot as aimed (issue 19): its range band, each opponent who could take it with
   * his chance, the total risk (engine/aim.ts). Null for any other action. Optional.
   */
  aim?(state: S, action: Action): AimInfo | null
  /**
   * Why each square around the moving player that his reach misses cannot be entered, and the warnings of squares
   * he may enter (engine/aim.ts). Optional: without it the screen gives no reasons.
   */
  squareNotes?(state: S, reachable: readonly { readonly x: number; readonly y: number }[]): SquareNote[]
  /**
   * Checks an action's shape without the position: a known type with exactly that type's fields, each of the right
   * type and in range; null when well-formed. For the host's boundary (`game.act`, replay import), never `apply`'s
   * hot path. Optional: without it `apply` alone judges (and ignores fields it does not read).
   */
  checkAction?(action: unknown): ActionProblem | null
  /**
   * Checks a team from outside (a replay file, a team builder) against the ruleset's team schema: names, numbers,
   * positions and their limits, skills, re-rolls... Optional: without it `create` alone checks teams.
   */
  checkTeam?(team: unknown): TeamCheck
  /**
   * The setup under which a game stored with an earlier rules `version` replays as it was played, where a later
   * version gave an option a new default (Blitz Bowl 2's coin toss); the setup itself otherwise. Applied where a
   * stored setup is read back (the save store), never to a new game. Optional: without it a setup is taken as is.
   */
  replaySetup?(setup: GameSetup<TTeam>, version: string): GameSetup<TTeam>
}

/** Blitz Bowl's table beside the pitch (001): the Challenge Cards, each coach's Bonus Plays and the dugouts. */
export interface BlitzView {
  /** Active Challenge Cards in spaces 1..3 (null = an empty space). */
  readonly challenges: readonly (BlitzCardView | null)[]
  /** The deck's top card, visible to both coaches (001), or null when the deck is used up. */
  readonly top: BlitzCardView | null
  readonly deckLeft: number
  readonly discards: number
  /** False before the first deal: 001 shuffles the deck only after both set-ups (absent in older views). */
  readonly dealt?: boolean
  /**
   * Each coach's Bonus Plays, or null for a hand the receiving coach may not see. 001: a hand is secret from the
   * other coach. The ruleset's view carries both; main sends each client only the hands its coach may see
   * (src-main/services/viewFor.ts), and the renderer shows a null hand as card backs and `handSizes`.
   */
  readonly hands: readonly [readonly BlitzBonusPlayView[] | null, readonly BlitzBonusPlayView[] | null]
  /** How many Bonus Plays each coach holds (what the other coach sees of a hand). */
  readonly handSizes: readonly [number, number]
  /** Regular Player Actions left in the current turn. */
  readonly actionsLeft: number
  /** Turns left once the last card is active (001: Points Victory), or null before that. */
  readonly finalTurns: number | null
  readonly dugouts: readonly [BlitzDugoutView, BlitzDugoutView]
  /** Cards whose effect lasts (Random Events for the rest of the game, Blocking Play this turn). */
  readonly inForce: readonly { readonly name: string; readonly text: string }[]
  /**
   * The side of the board in play (001: Setting Up, step 1: the toss's winner chooses it), and its trapdoors as
   * [x, y]. Absent in views made before the toss existed.
   */
  readonly pitch?: { readonly id: string; readonly trapdoors: readonly (readonly [number, number])[] }
}

export interface BlitzCardView {
  readonly kind: 'challenge' | 'event'
  readonly name: string
  /** What it asks (a challenge) or does (an event), in the words of the rules data. */
  readonly text: string
  /** Points for claiming it (0 for an event). */
  readonly points: number
}

export interface BlitzBonusPlayView {
  readonly id: string
  readonly name: string
  readonly text: string
  /** When it may be played: 'turn', 'pre-turn', 'action', 'interrupt' or 'reroll'. */
  readonly when: string
  /** In a hand: its place there (the `card` of a discard-hand action). */
  readonly slot?: number
}

export interface BlitzDugoutView {
  /** Pieces (ids) waiting in the dugout as Reserves. */
  readonly reserves: readonly number[]
  /** The team card's Emergency Reserves Value (001: a free Reserves action when this many sit in the dugout). */
  readonly emergencyReserves: number
  /** The starter card Rookies to Watch is still held (001: one re-roll). */
  readonly rookiesToWatch: boolean
}
