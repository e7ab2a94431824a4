// Every request answers with a Result: main never throws across the contract, it says what went wrong instead.

/** Why a request failed. Renderer code may switch on these; the message is for humans and logs. */
export type ErrorCode =
  /** The request name is not in the contract. */
  | 'ipc/unknown-request'
  /** The arguments do not match the request's schema. */
  | 'ipc/invalid-payload'
  /** The envelope itself was unreadable (not JSON, no id, ...): web transport only. */
  | 'ipc/invalid-message'
  /** The renderer gave up waiting for an answer (set by the client, never by main). */
  | 'ipc/timeout'
  /** The connection to main is gone (set by the client, never by main). */
  | 'ipc/disconnected'
  /**
   * Not run: this connection already has too many requests waiting, or a viewer asks too fast (web host only).
   * Nothing happened, so sending it again a little later is safe; the web transport does that by itself.
   */
  | 'ipc/busy'
  /** A request bigger than the transport carries (MAX_REQUEST_CHARS once encoded): refused, nothing done. */
  | 'ipc/too-large'
  | 'game/not-found'
  | 'game/over'
  | 'ruleset/unavailable'
  | 'roster/not-found'
  | 'action/unknown'
  | 'action/not-your-decision'
  | 'action/illegal'
  | 'action/malformed'
  | 'save/unavailable'
  /** Writing to the save database failed, so the change was not made. */
  | 'save/failed'
  | 'save/not-found'
  /** A saved game whose rows are damaged (unreadable setup, action, teams...): it can be deleted or exported, not opened. */
  | 'save/damaged'
  /** Undo or redo with nothing to undo or redo. */
  | 'history/empty'
  /** A replay file that is not valid JSON or not a replay file at all. */
  | 'replay/malformed'
  /** A replay file written by a newer Pitchside. */
  | 'replay/newer-version'
  /** A replay file whose actions do not replay (not legal, or with different results). */
  | 'replay/tampered'
  /** A replay file for a ruleset or rules version this app cannot replay exactly. */
  | 'replay/unsupported'
  | 'replay/out-of-range'
  | 'classic/not-found'
  /** No drill with that id (drills.list names them). */
  | 'drill/not-found'
  /** A shipped drill whose position does not build with this version's rules. */
  | 'drill/invalid'
  /** A test-only request (`test.*`) to a host started without PITCHSIDE_TEST_HOOKS=1 (always so in Electron). */
  | 'test/disabled'
  /** A paint scheme file that is not JSON or not a scheme file at all. */
  | 'scheme/malformed'
  /** A paint scheme with a bad field (the message names it: a colour, an unknown part, ...). */
  | 'scheme/invalid'
  /** A paint scheme written by a newer Pitchside. */
  | 'scheme/newer-version'
  /** A model file that is not a readable glTF/GLB. */
  | 'model/malformed'
  /** A model file over the size limit. */
  | 'model/too-large'
  /** A model with more triangles than the budget. */
  | 'model/over-budget'
  /** A model with no mesh to draw. */
  | 'model/no-mesh'
  /** No model imported for that team's position. */
  | 'model/not-found'
  /** No model upload with that id (never begun, already committed or aborted, or dropped after a bad piece). */
  | 'upload/not-found'
  /** A model upload's piece out of order or past its size, or a commit before every byte came: it is dropped. */
  | 'upload/broken'
  /** No saved team with that id (or its row cannot be read by this version). */
  | 'team/not-found'
  /** A team file that is not JSON, or not a team file at all (another format). */
  | 'team/malformed'
  /** A saved team with a bad field (the message names it: `team.players[3].number: ...`). */
  | 'team/invalid'
  /** A team file made by a newer Pitchside. */
  | 'team/newer-version'
  /** A saved team a league plays: it cannot be deleted (archive it instead); the message names the league. */
  | 'team/in-league'
  /** No league with that id (or its rows cannot be read by this version). */
  | 'league/not-found'
  /** A league file that is not JSON, or not a league file at all. */
  | 'league/malformed'
  /** A league or league file with a bad field (the message names it). */
  | 'league/invalid'
  /** A league file made by a newer Pitchside. */
  | 'league/newer-version'
  /** A fixture that is not there, or not waiting to be played (already under way or played). */
  | 'league/fixture-unavailable'
  /** A league's AI fixtures are already being played in the background. */
  | 'league/busy'
  /** No dead player of that number on that league team waits for his coach's answer (unknown, or answered). */
  | 'league/player-not-found'
  /** The saved team has only the 11 players a Classic team needs: no player can leave it before another joins. */
  | 'league/too-few-players'
  /** That league star has no advance left to take (none earned, all taken, or not on his saved team). */
  | 'league/no-advance-due'
  /** A viewer of the LAN share asked for something that is not on the read-only allow-list. */
  | 'share/read-only'
  /** Sharing cannot start here: no LAN address, or a host without a share listener. */
  | 'share/unavailable'
  /** The LAN listener could not be opened (the message says why). */
  | 'share/failed'
  /** A bug in main: the service threw. The message is safe to show; details stay in main's log. */
  | 'internal'

export const ERROR_CODES: readonly ErrorCode[] = [
  'ipc/unknown-request',
  'ipc/invalid-payload',
  'ipc/invalid-message',
  'ipc/timeout',
  'ipc/disconnected',
  'ipc/busy',
  'ipc/too-large',
  'game/not-found',
  'game/over',
  'ruleset/unavailable',
  'roster/not-found',
  'action/unknown',
  'action/not-your-decision',
  'action/illegal',
  'action/malformed',
  'save/unavailable',
  'save/failed',
  'save/not-found',
  'save/damaged',
  'history/empty',
  'replay/malformed',
  'replay/newer-version',
  'replay/tampered',
  'replay/unsupported',
  'replay/out-of-range',
  'classic/not-found',
  'drill/not-found',
  'drill/invalid',
  'test/disabled',
  'scheme/malformed',
  'scheme/invalid',
  'scheme/newer-version',
  'model/malformed',
  'model/too-large',
  'model/over-budget',
  'model/no-mesh',
  'model/not-found',
  'upload/not-found',
  'upload/broken',
  'team/not-found',
  'team/malformed',
  'team/invalid',
  'team/newer-version',
  'team/in-league',
  'league/not-found',
  'league/malformed',
  'league/invalid',
  'league/newer-version',
  'league/fixture-unavailable',
  'league/busy',
  'league/player-not-found',
  'league/too-few-players',
  'league/no-advance-due',
  'share/read-only',
  'share/unavailable',
  'share/failed',
  'internal',
]

/**
 * What a refusal names, as values the renderer can word in the coach's language (the message is English, for
 * logs): `field`, the bad field's path (`team.players[3].number`) of a refusal as invalid; `league`, the league
 * that keeps a team (`team/in-league`).
 */
export type FailureParams = Readonly<Record<string, string | number>>

/** The params of a refusal that names a field ('' names none: the whole file or league). */
export function fieldParams(field: string): FailureParams | undefined {
  return field === '' ? undefined : { field }
}

export interface Failure {
  readonly ok: false
  readonly code: ErrorCode
  readonly message: string
  readonly params?: FailureParams
}

export type Result<T> = { readonly ok: true; readonly value: T } | Failure

export function ok<T>(value: T): Result<T> {
  return { ok: true, value }
}

export function fail(code: ErrorCode, message: string, params?: FailureParams): Failure {
  return params && Object.keys(params).length > 0
    ? { ok: false, code, message, params }
    : { ok: false, code, message }
}

/** A service signals an expected failure by throwing this; the dispatcher turns it into a Failure. */
export class ContractError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params?: FailureParams,
  ) {
    super(message)
    this.name = 'ContractError'
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}
