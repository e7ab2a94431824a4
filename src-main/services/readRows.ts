// Reading the save database's cells defensively. The store wrote every cell itself, but a disk error, another
// program or a hand edit can leave one that is not JSON, not the right shape, or missing: each such cell becomes
// a SaveDamage that names the part (the Load list marks the game, opening it answers `save/damaged`), never an
// exception that would hide every other game.
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Action, GameSetup, RulesetId } from '@shared/engine/api'
import { replaySetup } from '@shared/engine/registry'
import {
  controllersSchema,
  type Controllers,
  type SaveDamage,
  type SavedGameSummary,
  type SaveDamagePart,
} from '@shared/ipc'
import type { CreatedGame } from './gameHostTypes'
import { isClockMs, type LogEntry } from './gameLog'
import type { EntryRow, GameRecord, GameRow, ListedRow, SnapshotRow } from './saveRows'

export function damage(part: SaveDamagePart, message: string, action?: number): SaveDamage {
  return action === undefined ? { part, message } : { part, action, message }
}

/** The first of two damages by seriousness (SAVE_DAMAGE_PARTS order): a game reports its worst one. */
const ORDER: readonly SaveDamagePart[] = ['setup', 'teams', 'controllers', 'action', 'cursor', 'listing']
export function worst(a: SaveDamage | null, b: SaveDamage | null): SaveDamage | null {
  if (!a || !b) return a ?? b
  return ORDER.indexOf(b.part) < ORDER.indexOf(a.part) ? b : a
}

/** Whether a damage keeps the game from opening ('listing' only loses the Load list's own columns). */
export function blocksOpening(found: SaveDamage | null): found is SaveDamage {
  return found !== null && found.part !== 'listing'
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The setup cell as a GameSetup, or null when it is not one of this game: an object naming the game's ruleset and
 * seed, with two team objects (the same checks as LIST_SELECT's setup_ok). The rules check the teams themselves
 * when they create the game from it.
 */
export function readSetup(row: Pick<GameRow, 'setup_json' | 'ruleset' | 'seed'>): GameSetup | null {
  const parsed = parse(row.setup_json)
  if (!parsed.ok || !isObject(parsed.value)) return null
  const { ruleset, seed, teams } = parsed.value
  if (ruleset !== row.ruleset || seed !== row.seed) return null
  return Array.isArray(teams) && teams.length === 2 && teams.every(isObject)
    ? (parsed.value as unknown as GameSetup)
    : null
}

/** The roster id a setup's team names (Classic and Cross Check `rosterId`, Blitz Bowl `teamId`), else ''. */
function rosterOf(team: unknown): string {
  if (!isObject(team)) return ''
  const id = team.rosterId ?? team.teamId
  return typeof id === 'string' ? id.slice(0, 64) : ''
}

export interface ReadCreated {
  /** null when the setup is not readable: nothing of the game can be rebuilt. */
  readonly created: CreatedGame | null
  readonly damage: SaveDamage | null
}

/**
 * A game's record as CreatedGame, with the worst damage among its setup, team rows and controllers. The setup is
 * the one it replays with under today's rules (engine/registry replaySetup: a default changed since it was saved).
 */
export function readCreated(row: GameRow): ReadCreated {
  const stored = readSetup(row)
  if (!stored) return { created: null, damage: damage('setup', 'its setup is not readable') }
  const setup = replaySetup(stored, row.ruleset_version)
  const controllers = readControllers(row)
  const created: CreatedGame = {
    gameId: row.id,
    ruleset: row.ruleset as RulesetId,
    rulesetVersion: row.ruleset_version,
    engineVersion: row.engine_version,
    seed: row.seed,
    // A missing team row: the setup's own team still names its roster (an export needs one).
    rosterIds: [row.home ?? rosterOf(setup.teams[0]), row.away ?? rosterOf(setup.teams[1])],
    setup,
    ...(row.practice ? { practice: true } : {}),
    ...(controllers ? { controllers } : {}),
  }
  return { created, damage: recordDamage(row, controllers) }
}

/** Who plays each side: undefined for both human (no cell), null when the cell is not readable. */
function readControllers(row: GameRow): Controllers | undefined | null {
  if (!row.controllers_json) return undefined
  const parsed = parse(row.controllers_json)
  const checked = parsed.ok ? controllersSchema.safeParse(parsed.value) : null
  return checked?.success ? checked.data : null
}

/** Damage of the game's record beside its setup: its team rows, who plays each side. */
function recordDamage(row: GameRow, controllers = readControllers(row)): SaveDamage | null {
  if (row.home === null || row.away === null) return damage('teams', 'its teams are missing')
  return controllers === null ? damage('controllers', 'who plays each side is not readable') : null
}

export function toRecord(row: GameRow): GameRecord {
  return {
    gameId: row.id,
    ruleset: row.ruleset,
    rulesetVersion: row.ruleset_version,
    engineVersion: row.engine_version,
    seed: row.seed,
    rosterIds: [row.home ?? '', row.away ?? ''],
    setup: readSetup(row),
    createdAt: row.created_at,
  }
}

export interface ReadEntries {
  /** The sound prefix of the log: every entry before the first missing or unreadable one. */
  readonly entries: LogEntry[]
  readonly damage: SaveDamage | null
}

/** An action row as a LogEntry, or null when its cell is not an action (JSON object with a string type). */
function readEntry([, actionJson, reseed, digest, marks, clockMs]: EntryRow): LogEntry | null {
  let action: unknown
  try {
    action = JSON.parse(actionJson)
  } catch {
    return null
  }
  if (!isObject(action) || typeof action.type !== 'string') return null
  if (reseed !== null && !Number.isInteger(reseed)) return null
  if (typeof digest !== 'string' || !Number.isInteger(marks)) return null
  // The turn clock's time left is a display aid: an unreadable one is dropped, never the action.
  const clock = isClockMs(clockMs) ? { clockMs } : {}
  return { action: action as Action, reseed, digest, marks, ...clock }
}

/** The action rows (ordered by index) up to the first one that is missing (a gap) or not readable. */
export function readEntries(rows: readonly EntryRow[]): ReadEntries {
  const entries: LogEntry[] = []
  for (const row of rows) {
    const n = entries.length
    if (row[0] !== n) return { entries, damage: damage('action', `action ${n + 1} is missing`, n + 1) }
    const entry = readEntry(row)
    if (!entry) return { entries, damage: damage('action', `action ${n + 1} is not readable`, n + 1) }
    entries.push(entry)
  }
  return { entries, damage: null }
}

/** A cursor past the end of the log (or below 0) is damage: the actions it counted are not all there. */
export function cursorDamage(cursor: number, actions: number): SaveDamage | null {
  return Number.isInteger(cursor) && cursor >= 0 && cursor <= actions
    ? null
    : damage('cursor', `its position (${cursor}) is past the end of its ${actions} actions`)
}

/**
 * A snapshot's digest: its game, position and exact text, so an altered word, a truncated cell or a row moved to
 * another game or position never matches (the seek cache is checked, not trusted).
 */
export function snapshotDigest(gameId: string, index: number, text: string): string {
  return createHash('sha1').update(`${gameId}\n${index}\n`).update(text).digest('hex')
}

/** A snapshot row's state when its digest checks out and its text parses; null otherwise. */
export function readSnapshot(gameId: string, row: SnapshotRow): unknown {
  if (row.digest === null || row.digest !== snapshotDigest(gameId, row.idx, row.state_json)) return null
  const parsed = parse(row.state_json)
  return parsed.ok ? parsed.value : null
}

const savedTeam = z.object({ rosterId: z.string(), name: z.string() })
const listingSchema = z.object({
  teams: z.tuple([savedTeam, savedTeam]).optional(),
  score: z.tuple([z.int(), z.int()]).optional(),
  finished: z.boolean().optional(),
  thumbnail: z
    .object({
      width: z.int(),
      height: z.int(),
      pieces: z.array(z.tuple([z.int(), z.int(), z.int()])),
      ball: z.tuple([z.number(), z.number()]).nullable(),
    })
    .nullable()
    .optional(),
})
const tagsSchema = z.array(z.string())

type Listing = z.infer<typeof listingSchema>

/** The Load list's own cells (summary, tags): what can be read of them, and 'listing' damage when not all. */
export function readListing(row: GameRow): { summary: Listing; tags: string[]; damage: SaveDamage | null } {
  const parsed = parse(row.summary_json)
  const listing = parsed.ok ? listingSchema.safeParse(parsed.value) : null
  const tagged = parse(row.tags_json)
  const tags = tagged.ok ? tagsSchema.safeParse(tagged.value) : null
  return {
    summary: listing?.success ? listing.data : {},
    tags: tags?.success ? tags.data : [],
    damage:
      listing?.success && tags?.success
        ? null
        : damage('listing', 'its Load-list entry (score, picture or tags) is not readable'),
  }
}

/** What the list asks the store about a game's action rows (each reads them all, so the store answers). */
export interface ActionChecks {
  /** The first missing action index (rows are not 0..n-1). */
  firstGap(): number
  /** The first action whose cell is not an action (BAD_ACTION_SELECT), or null. */
  badAction(): number | null
}

/** A Load-list row with its damage, if any (the SQL checks of LIST_SELECT and the list's own cells). */
export function toSummary(row: ListedRow, checks: ActionChecks): SavedGameSummary {
  const { summary, tags, damage: listed } = readListing(row)
  const found = worst(listed, listedDamage(row, checks))
  return {
    gameId: row.id,
    title: row.title,
    tags,
    ruleset: row.ruleset as RulesetId,
    teams: summary.teams ?? [
      { rosterId: row.home ?? '', name: row.home ?? '?' },
      { rosterId: row.away ?? '', name: row.away ?? '?' },
    ],
    score: summary.score ?? [0, 0],
    status: row.status === 'finished' ? 'finished' : 'playing',
    practice: row.practice === 1,
    actions: row.actions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    source: row.source,
    thumbnail: summary.thumbnail ?? null,
    ...(found ? { damage: found } : {}),
  }
}

/** The damage LIST_SELECT's columns show: the same checks readCreated and readEntries make when opening. */
function listedDamage(row: ListedRow, checks: ActionChecks): SaveDamage | null {
  if (!row.setup_ok) return damage('setup', 'its setup is not readable')
  let found = recordDamage(row)
  const contiguous = row.actions === 0 || (row.first_idx === 0 && row.last_idx === row.actions - 1)
  const gap = contiguous ? null : checks.firstGap()
  const bad = row.actions === 0 ? null : checks.badAction()
  if (gap !== null && (bad === null || gap < bad)) {
    found = worst(found, damage('action', `action ${gap + 1} is missing`, gap + 1))
  } else if (bad !== null) {
    found = worst(found, damage('action', `action ${bad + 1} is not readable`, bad + 1))
  }
  return worst(found, cursorDamage(row.cursor, row.actions))
}
