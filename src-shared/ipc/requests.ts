// Every request the renderer may make of main: name → argument schema (checked at runtime by main) and result
// type (what `value` holds in an ok Result). Adding a request here is the only way to add one.
import { z } from 'zod'
import type { Action, Decision, EngineEvent, GameView, OptionInfo } from '../engine/api'
import { controllersSchema, aiLevelSchema, type Controllers } from './controllers'
import type { AimInfo } from '../engine/aim'
import type { Reach } from '../engine/reach'
import type { ActionInfo } from '../engine/actionInfo'
import {
  actionSchema,
  gameIdSchema,
  rulesetIdSchema,
  seedSchema,
  sideSchema,
  teamChoiceSchema,
  withoutProtoKey,
  type AppInfo,
  type RosterSummary,
} from './schemas'
import {
  branchIdSchema,
  classicIdSchema,
  positionSchema,
  replayTextSchema,
  STEP_UNITS,
  stepsSchema,
  tagSchema,
  titleSchema,
  type ClassicGameInfo,
  type ClassicView,
  type HistoryInfo,
  type ReplayEvents,
  type ReplayFrame,
  type SavedGameSummary,
  type Timeline,
} from './saves'
import { drillIdSchema, type DrillSummary, type StartedDrill } from './drills'
import { winChanceArgs, type AiHint, type WinChanceSeries } from './analysis'
import {
  positionRefSchema,
  showcaseArgs,
  teamRefSchema,
  type ModelFileChunk,
  type ModelUpload,
  type PieceModel,
  type SchemeInfo,
  type SchemeSummary,
  type TeamLineup,
} from './showcase'
import { shareArgs, type ShareStatus } from './share'
import { teamArgs, type TeamInfo } from './teams'
import { leagueArgs, type AiFixturesRun, type LeagueInfo, type LeagueSummary } from './leagues'
import type { TurnClockInfo } from './turnClock'

/** Phantom marker carrying a result type; it has no runtime content. */
export interface Returns<T> {
  readonly __returns?: T
}
const returns = <T>(): Returns<T> => ({})

const noArgs = z.strictObject({})
const optionValueSchema = z.union([z.boolean(), z.number().finite(), z.string().max(64)])
const gameRef = z.strictObject({ gameId: gameIdSchema })

export interface NewGameResult {
  readonly gameId: string
  readonly view: GameView
  /** Who plays each side: 'human', or main's AI at a level (main plays AI-owned decisions by itself). */
  readonly controllers: Controllers
}

export interface LegalActions {
  readonly decision: Decision
  readonly actions: readonly Action[]
  /** Aligned with `actions`: each one's exact chance of success (`ruleset.probability`), or null if not a roll. */
  readonly chances: readonly (number | null)[]
  /** Aligned with `actions`: what the play screen shows beyond the chance (`ruleset.actionInfo`); absent if none. */
  readonly info?: readonly (ActionInfo | null)[]
  /** The turn clock of the coach on turn as it stands now (issue 21); absent when none runs. */
  readonly clock?: TurnClockInfo
  /** Issue 19: aligned with `actions`, each throw/pass/shot as aimed (`ruleset.aim`); absent when none is. */
  readonly aims?: readonly (AimInfo | null)[]
}

export interface ActResult {
  readonly events: readonly EngineEvent[]
  readonly view: GameView
}

export interface OpenedGame extends NewGameResult {
  readonly history: HistoryInfo
}

export interface UndoResult extends ActResult {
  readonly history: HistoryInfo
}

const replayRef = z.strictObject({ gameId: gameIdSchema, branchId: branchIdSchema.optional() })

export const requests = {
  /** App and engine versions, the rulesets that can be played, the transport in use. */
  'app.info': { args: noArgs, result: returns<AppInfo>() },
  /** The teams one can pick for a ruleset (defaults to Classic). */
  'rosters.list': {
    args: z.strictObject({ ruleset: rulesetIdSchema.optional() }),
    result: returns<RosterSummary[]>(),
  },
  /** Starts a game hosted by main; the seed makes it replayable (main picks one when absent). */
  'game.new': {
    args: z.strictObject({
      ruleset: rulesetIdSchema,
      home: teamChoiceSchema,
      away: teamChoiceSchema,
      seed: seedSchema.optional(),
      /** Practice: an action played after an undo gets fresh dice (otherwise the same dice come up). */
      practice: z.boolean().optional(),
      /** Who plays home and away (default both 'human'); stored with the game. */
      controllers: controllersSchema.optional(),
      /** The ruleset's options (`rulesets.options`) that differ from their defaults; checked by the ruleset. */
      options: withoutProtoKey(z.record(z.string().max(64), optionValueSchema)).optional(),
    }),
    result: returns<NewGameResult>(),
  },
  /** A ruleset's options with their defaults and sources, for the New game dialog. */
  'rulesets.options': {
    args: z.strictObject({ ruleset: rulesetIdSchema }),
    result: returns<OptionInfo[]>(),
  },
  /** Hosts a saved game again where it was left (the Load list's Open). */
  'game.open': { args: gameRef, result: returns<OpenedGame>() },
  'game.view': { args: gameRef, result: returns<GameView>() },
  'game.legal': { args: gameRef, result: returns<LegalActions>() },
  /** Where the moving player can go this activation, each square with its best path and that path's chance. */
  'game.reach': { args: gameRef, result: returns<Reach>() },
  /**
   * Applies a coach's action; an illegal one changes nothing and fails with an `action/*` code. A decision owned
   * by an AI controller is refused with `action/not-your-decision` (main plays it by itself).
   */
  'game.act': {
    args: z.strictObject({ gameId: gameIdSchema, action: actionSchema }),
    result: returns<ActResult>(),
  },
  /**
   * Lets the AI make the pending decision for `side`, which must be the side to act (a hint for a human, or a
   * nudge). `level` defaults to the side's controller's level, or 'random' for a human side.
   */
  'ai.act': {
    args: z.strictObject({ gameId: gameIdSchema, side: sideSchema, level: aiLevelSchema.optional() }),
    result: returns<ActResult & { readonly action: Action }>(),
  },
  /**
   * What the Hard level would do in the coach's own pending decision, computed but never played (the Hint button).
   * Refused for a decision an AI controller owns (`action/not-your-decision`) and for a finished game (`game/over`).
   */
  'ai.hint': { args: gameRef, result: returns<AiHint>() },
  /**
   * The win-chance line of a saved game, classic or branch: the points known now (cached with the save), and the
   * rest computed in the background, each announced by `analysis.point`.
   */
  'analysis.winChance': { args: winChanceArgs, result: returns<WinChanceSeries>() },
  /**
   * Goes back `steps` actions (default 1); the undone actions can be redone until a new one is played. In a game
   * with an AI side, a step goes back to the human's previous decision (the AI's moves in between are undone too).
   */
  'game.undo': {
    args: z.strictObject({ gameId: gameIdSchema, steps: stepsSchema.optional() }),
    result: returns<UndoResult>(),
  },
  /** Re-plays `steps` undone actions (default 1) with the same dice. */
  'game.redo': {
    args: z.strictObject({ gameId: gameIdSchema, steps: stepsSchema.optional() }),
    result: returns<UndoResult>(),
  },
  'game.history': { args: gameRef, result: returns<HistoryInfo>() },
  /** Who plays each side of a hosted game. */
  'game.controllers': { args: gameRef, result: returns<Controllers>() },
  /** The Load list, most recently played first. */
  'saves.list': { args: noArgs, result: returns<SavedGameSummary[]>() },
  /** Opens the most recently played unfinished game; `game` is null when there is none. */
  'saves.continue': { args: noArgs, result: returns<{ readonly game: OpenedGame | null }>() },
  'saves.rename': {
    args: z.strictObject({ gameId: gameIdSchema, title: titleSchema }),
    result: returns<SavedGameSummary>(),
  },
  'saves.tag': {
    args: z.strictObject({ gameId: gameIdSchema, tags: z.array(tagSchema).max(16) }),
    result: returns<SavedGameSummary>(),
  },
  /** Deletes a saved game for good; `confirm: true` says the user confirmed it. */
  'saves.delete': {
    args: z.strictObject({ gameId: gameIdSchema, confirm: z.literal(true) }),
    result: returns<{ readonly deleted: true }>(),
  },
  /** Copies a saved game (log, branches, snapshots) under a new id. */
  'saves.duplicate': { args: gameRef, result: returns<SavedGameSummary>() },
  /** After `app.info` reported a save problem: moves the bad database aside (never deletes it), opens a new one. */
  'saves.startFresh': { args: noArgs, result: returns<{ readonly movedTo: string | null }>() },
  /** Markers, step boundaries and branches of a game's timeline (main line, or one branch). */
  'replay.timeline': { args: replayRef, result: returns<Timeline>() },
  /** The state at any position of a game (finished or not), from the nearest snapshot plus replay. */
  'replay.seek': {
    args: replayRef.extend({ position: positionSchema }),
    result: returns<ReplayFrame>(),
  },
  /**
   * The events of every action from position `from` (default 0) to `to` (default the end), with the turn each
   * happened in, from one fold of the log (a reopened game's dice log; not one replay.seek per position).
   */
  'replay.events': {
    args: replayRef.extend({ from: positionSchema.optional(), to: positionSchema.optional() }),
    result: returns<ReplayEvents>(),
  },
  /** The next (direction 1) or previous (-1) position of a kind from `from`, and the state there. */
  'replay.step': {
    args: replayRef.extend({
      from: positionSchema,
      unit: z.enum(STEP_UNITS),
      direction: z.union([z.literal(1), z.literal(-1)]),
    }),
    result: returns<ReplayFrame>(),
  },
  /** A `.pitchside.json` replay file of a game (docs/replay-format.md). */
  'replay.export': {
    args: gameRef,
    result: returns<{ readonly fileName: string; readonly text: string }>(),
  },
  /** Checks a replay file completely (version, rules, every action) and only then saves it as a game. */
  'replay.import': {
    args: z.strictObject({ text: replayTextSchema }),
    result: returns<SavedGameSummary>(),
  },
  /** The drills (short tutorials on a scenario position), for one ruleset or all, in their order. */
  'drills.list': {
    args: z.strictObject({ ruleset: rulesetIdSchema.optional() }),
    result: returns<DrillSummary[]>(),
  },
  /** Hosts a drill's position as a game (both sides human, fresh seeded dice, not saved) and answers its steps. */
  'drills.start': { args: z.strictObject({ id: drillIdSchema }), result: returns<StartedDrill>() },
  /** Unloads a drill's game (drill games are never saved); a game that is not a drill's is refused, untouched. */
  'drills.leave': { args: gameRef, result: returns<{ readonly left: true }>() },
  /**
   * Test only (e2e): queues the results the hosted game's next dice show, in order. Answered only by a web host
   * started with PITCHSIDE_TEST_HOOKS=1; every other host refuses it with `test/disabled`.
   */
  'test.forceDice': {
    args: z.strictObject({
      gameId: gameIdSchema,
      dice: z.array(z.number().int().min(1).max(64)).min(1).max(32),
    }),
    result: returns<{ readonly queued: number }>(),
  },
  /** The classic games shipped with the app (resources/classic-games). */
  'classics.list': { args: noArgs, result: returns<ClassicGameInfo[]>() },
  /** Saves a classic game in the Load list (once) and answers its summary, ready for the timeline. */
  'classics.open': {
    args: z.strictObject({ id: classicIdSchema }),
    result: returns<SavedGameSummary>(),
  },
  /**
   * Read-only: a shipped classic ready for replay.timeline/seek/step without saving it (the LAN share's viewers
   * may not write). Answers its saved copy if the owner opened it before, else checks the replay file exactly as
   * an import does and holds the game in memory only (never written).
   */
  'classics.view': {
    args: z.strictObject({ id: classicIdSchema }),
    result: returns<ClassicView>(),
  },
  /** Every team of the three games (or one game) with its scheme: saved, or the preset. */
  'schemes.list': { args: showcaseArgs.schemesList, result: returns<SchemeSummary[]>() },
  /** A team's scheme: saved, or its preset. */
  'schemes.get': { args: teamRefSchema, result: returns<SchemeInfo>() },
  /** Saves a team's scheme (the whole scheme; its teamKey names the team). */
  'schemes.save': { args: showcaseArgs.schemesSave, result: returns<SchemeInfo>() },
  /** Reads a scheme file (`.pitchside-scheme.json`) and saves it for the team it names. */
  'schemes.import': { args: showcaseArgs.schemesImport, result: returns<SchemeInfo>() },
  /** A team's scheme (saved or preset) as a scheme file. */
  'schemes.export': {
    args: teamRefSchema,
    result: returns<{ readonly fileName: string; readonly text: string }>(),
  },
  /** Forgets a team's saved scheme; answers the preset it is painted with again. */
  'schemes.reset': { args: teamRefSchema, result: returns<SchemeInfo>() },
  /** Imports a glTF/GLB model for a team's position (checked, then copied into the data folder). */
  'models.import': { args: showcaseArgs.modelsImport, result: returns<PieceModel>() },
  /**
   * A model too big for one message (over WEB_IMPORT_MAX_BYTES), in pieces: begins an upload for a position
   * (team, position and size checked; nothing is stored), ...
   */
  'models.importBegin': { args: showcaseArgs.modelsImportBegin, result: returns<ModelUpload>() },
  /** ... takes the next piece, in order from offset 0 (out of order or past the size: the upload is dropped), ... */
  'models.importChunk': {
    args: showcaseArgs.modelsImportChunk,
    result: returns<{ readonly received: number }>(),
  },
  /** ... and, every byte received, checks the whole file as models.import does and only then stores it. */
  'models.importCommit': { args: showcaseArgs.modelsUploadRef, result: returns<PieceModel>() },
  /** Drops an upload under way (false when there was none). Nothing of it was stored. */
  'models.importAbort': {
    args: showcaseArgs.modelsUploadRef,
    result: returns<{ readonly aborted: boolean }>(),
  },
  /** The imported models, of every team or one. */
  'models.list': { args: showcaseArgs.modelsList, result: returns<PieceModel[]>() },
  /** Forgets a position's model (its procedural piece comes back). */
  'models.remove': { args: positionRefSchema, result: returns<{ readonly removed: true }>() },
  /** Changes how a position's model stands on its base; fields left out keep their value. */
  'models.adjust': { args: showcaseArgs.modelsAdjust, result: returns<PieceModel>() },
  /**
   * A stored model file's bytes, in pieces of MODEL_CHUNK_BYTES from `offset` (default 0), for the renderer to
   * draw. Only files some position uses are served (`model/not-found` otherwise). Read-only.
   */
  'models.file': { args: showcaseArgs.modelsFile, result: returns<ModelFileChunk>() },
  /** A team's positions with their roles, stat lines and skills, for the Showcase line-up. Read-only. */
  'rosters.lineup': { args: teamRefSchema, result: returns<TeamLineup>() },
  /** Saved teams (issue 23): every readable one, those in use first, then the archived ones, each by name. */
  'teams.list': { args: teamArgs.list, result: returns<TeamInfo[]>() },
  'teams.get': { args: teamArgs.ref, result: returns<TeamInfo>() },
  /** Saves a new team (checked whole with the saved-team schema; `team/invalid` names the field at fault). */
  'teams.create': { args: teamArgs.create, result: returns<TeamInfo>() },
  /** Replaces a saved team's contents (same game). */
  'teams.save': { args: teamArgs.save, result: returns<TeamInfo>() },
  /** Copies a team under a new id as "<name> (copy)". */
  'teams.duplicate': { args: teamArgs.ref, result: returns<TeamInfo>() },
  'teams.rename': { args: teamArgs.rename, result: returns<TeamInfo>() },
  /** Archives a team (kept, listed last), or with `archived: false` brings it back. */
  'teams.archive': { args: teamArgs.archive, result: returns<TeamInfo>() },
  /** Deletes a saved team for good; `confirm: true` says the coach confirmed it. */
  'teams.delete': { args: teamArgs.delete, result: returns<{ readonly deleted: true }>() },
  /** A team as a `.pitchside-team.json` file: its text and a suggested file name. */
  'teams.export': {
    args: teamArgs.ref,
    result: returns<{ readonly fileName: string; readonly text: string }>(),
  },
  /** Reads a team file completely (format, version, every field) and only then saves it as a new team. */
  'teams.import': { args: teamArgs.import, result: returns<TeamInfo>() },
  /** Club leagues (issue 23): every readable one, those in use first, then the archived ones, each by name. */
  'leagues.list': { args: leagueArgs.list, result: returns<LeagueSummary[]>() },
  /** A league with its teams, fixtures (with results and games) and standings. */
  'leagues.get': { args: leagueArgs.ref, result: returns<LeagueInfo>() },
  /**
   * Makes a league of 3–16 saved teams of one game, each with its coach, and its round-robin fixtures
   * (`league/invalid` names the field at fault; `team/not-found` for a team that is gone).
   */
  'leagues.create': { args: leagueArgs.create, result: returns<LeagueInfo>() },
  /** Archives a league (kept, listed last), or with `archived: false` brings it back. */
  'leagues.archive': { args: leagueArgs.archive, result: returns<LeagueInfo>() },
  /** Deletes a league for good (its games stay saved games); `confirm: true` says the coach confirmed it. */
  'leagues.delete': { args: leagueArgs.delete, result: returns<{ readonly deleted: true }>() },
  /** A league as a `.pitchside-league.json` file (settings, whole teams, fixtures, results) and a file name. */
  'leagues.export': {
    args: leagueArgs.ref,
    result: returns<{ readonly fileName: string; readonly text: string }>(),
  },
  /** Reads a league file whole, then saves its teams as new saved teams and the league over them. */
  'leagues.import': { args: leagueArgs.import, result: returns<LeagueInfo>() },
  /**
   * Starts a scheduled fixture's game (a saved game like any other, its coaches as controllers) and links it:
   * the fixture is playing; its result is recorded when the game ends. Answers the game to open.
   */
  'leagues.playFixture': { args: leagueArgs.fixture, result: returns<{ readonly gameId: string }>() },
  /**
   * Plays every AI-v-AI fixture not yet played, one at a time, in the background (`league.progress` events);
   * `league/busy` while a run is under way.
   */
  'leagues.runAiFixtures': { args: leagueArgs.ref, result: returns<AiFixturesRun>() },
  /** Stops the league's background run after the current action (its game stays, linked, to go on later). */
  'leagues.cancelAiFixtures': { args: leagueArgs.ref, result: returns<{ readonly cancelled: boolean }>() },
  /**
   * A coach's answer for a dead player waiting in `pendingRemovals`: `remove` rewrites the saved team without him,
   * `keep` leaves it; the answer is kept with the result. `league/not-found`, `team/not-found` (not a team of the
   * league), `league/player-not-found` (no such dead player waiting), `league/too-few-players` (11 left).
   */
  'leagues.answerDead': { args: leagueArgs.answerDead, result: returns<LeagueInfo>() },
  /**
   * A coach's pick of a skill for a star waiting in `pendingAdvances` (Classic, advancement on): it joins his saved
   * player's `advances`. `league/not-found`, `team/not-found` (not a team of the league), `league/no-advance-due`
   * (none left to take), `league/invalid` (field `skill`: one he may not take).
   */
  'leagues.takeAdvance': { args: leagueArgs.takeAdvance, result: returns<LeagueInfo>() },
  /** The read-only LAN share: on or off, its URLs and how many viewers watch. */
  'share.status': { args: noArgs, result: returns<ShareStatus>() },
  /** Turns the LAN share on or off (never remembered: off at every start); answers the new status. */
  'share.set': { args: shareArgs.set, result: returns<ShareStatus>() },
} as const

export type Requests = typeof requests
export type RequestName = keyof Requests
export type RequestArgs<N extends RequestName> = z.input<Requests[N]['args']>
export type ParsedArgs<N extends RequestName> = z.output<Requests[N]['args']>
export type RequestResult<N extends RequestName> = NonNullable<Requests[N]['result']['__returns']>

export const REQUEST_NAMES = Object.keys(requests) as RequestName[]

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(requests, name)
}
