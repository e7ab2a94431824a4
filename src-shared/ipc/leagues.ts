// The club league part of the contract (issue 23 point 4): leagues of saved teams kept in the save store
// (src-main/services/LeagueStore.ts), their round-robin fixtures, standings, the games that play them, and the
// background run of the AI-v-AI fixtures (`league.progress` events). None of it is open to a LAN viewer.
import { z } from 'zod'
import type { RulesetId } from '../engine/api'
import { LEAGUE_TEAMS_MAX, LEAGUE_TEAMS_MIN } from '../leagues/fixtures'
import {
  coachSchema,
  leagueNameSchema,
  pointsSchema,
  treasurySchema,
  type Coach,
  type LeagueOptions,
} from '../leagues/league'
import { MAX_LEAGUE_FILE_CHARS } from '../leagues/leagueFile'
import type { FixtureResult, Points, StandingRow } from '../leagues/standings'
import type { PendingAdvance } from '../leagues/advances'
import type { PendingRemoval } from '../leagues/removals'
import type { StarPlayerRow } from '../leagues/starPlayers'
import { rulesetIdSchema, teamIdSchema } from './schemas'

export type {
  Coach,
  FixtureResult,
  LeagueOptions,
  PendingAdvance,
  PendingRemoval,
  Points,
  StandingRow,
  StarPlayerRow,
}

/** A league as the list shows it. */
export interface LeagueSummary {
  readonly id: string
  readonly name: string
  readonly ruleset: RulesetId
  readonly points: Points
  readonly options: LeagueOptions
  readonly createdAt: string
  readonly updatedAt: string
  readonly archived: boolean
  readonly teamCount: number
  readonly fixtureCount: number
  /** Fixtures played so far. */
  readonly played: number
}

/** A league team: a saved team in its seed place, with its coach. */
export interface LeagueTeamInfo {
  readonly index: number
  readonly teamId: string
  /** The saved team's name now (a renamed team shows its new name). */
  readonly name: string
  readonly coach: Coach
}

export type FixtureStatus = 'scheduled' | 'playing' | 'played'

export interface FixtureInfo {
  /** The fixture's place in the list (round order): what `leagues.playFixture` takes. */
  readonly index: number
  readonly round: number
  /** League team indices. */
  readonly home: number
  readonly away: number
  readonly status: FixtureStatus
  /** The saved game that plays or played it (null when scheduled, or when that game was deleted after). */
  readonly gameId: string | null
  readonly result: FixtureResult | null
}

/** A league whole: its teams, fixtures and table. */
export interface LeagueInfo extends LeagueSummary {
  readonly teams: readonly LeagueTeamInfo[]
  readonly fixtures: readonly FixtureInfo[]
  readonly standings: readonly StandingRow[]
  /** Every player who earned star player points in the league's played fixtures, most first (starPlayers.ts). */
  readonly starPlayers: readonly StarPlayerRow[]
  /** Classic: played fixtures whose star player points are not known (kept before they were counted, and their
   * game's log gone or unreadable), by index; the Star players table says so. */
  readonly uncountedStars: readonly number[]
  /** Dead players still on their saved teams, waiting for their coaches' answer (removals.ts); Classic only. */
  readonly pendingRemovals: readonly PendingRemoval[]
  /** Stars with advances due and not yet taken (advances.ts); Classic leagues with advancement only, else empty. */
  readonly pendingAdvances: readonly PendingAdvance[]
}

/** What `leagues.runAiFixtures` started: how many AI-v-AI fixtures it will play (0: none left, nothing runs). */
export interface AiFixturesRun {
  readonly leagueId: string
  readonly total: number
}

export const leagueIdSchema = z
  .string()
  .regex(/^l-[0-9a-f-]{36}$/, 'a league id looks like "l-…" (from leagues.list)')
const leagueRef = z.strictObject({ id: leagueIdSchema })

export const leagueArgs = {
  list: z.strictObject({}),
  ref: leagueRef,
  create: z.strictObject({
    name: leagueNameSchema,
    ruleset: rulesetIdSchema,
    /** In seed order; each a saved team of the league's game, each once. */
    teams: z
      .array(z.strictObject({ teamId: teamIdSchema, coach: coachSchema }))
      .min(LEAGUE_TEAMS_MIN, `a league has at least ${LEAGUE_TEAMS_MIN} teams`)
      .max(LEAGUE_TEAMS_MAX, `a league has at most ${LEAGUE_TEAMS_MAX} teams`),
    /** Default 3 for a win, 1 for a draw, 0 for a loss. */
    points: pointsSchema.optional(),
    /**
     * `twice`: every pair meets home and away (default once); `leagueRegeneration` (Classic only): Regeneration on
     * 4+ in the league's games (default on; docs/rules/league-carry-over.md); `advancement` (Classic and Cross
     * Check): star players reach levels by their points (default off); `treasury` (Classic only): what each
     * team may cost, 0–5,000,000 in steps of 10,000 (default 1,000,000; a dearer team is refused, `league/invalid`).
     */
    options: z
      .strictObject({
        twice: z.boolean().optional(),
        leagueRegeneration: z.boolean().optional(),
        advancement: z.boolean().optional(),
        treasury: treasurySchema().optional(),
      })
      .optional(),
  }),
  /** `archived` defaults to true; false brings an archived league back. */
  archive: z.strictObject({ id: leagueIdSchema, archived: z.boolean().optional() }),
  /** `confirm: true` says the coach confirmed it. */
  delete: z.strictObject({ id: leagueIdSchema, confirm: z.literal(true) }),
  import: z.strictObject({ text: z.string().min(1).max(MAX_LEAGUE_FILE_CHARS) }),
  /**
   * A coach's answer for a dead player of a league team (002 injuries 12): `remove` takes him off the saved team,
   * `keep` leaves him on it; either way he misses the league's later fixtures and is not asked about again.
   */
  answerDead: z.strictObject({
    id: leagueIdSchema,
    teamId: teamIdSchema,
    number: z.int().min(1).max(99),
    answer: z.enum(['remove', 'keep']),
  }),
  /** A coach's pick of a skill for a star of his league team with an advance due (advances.ts; Classic). */
  takeAdvance: z.strictObject({
    id: leagueIdSchema,
    teamId: teamIdSchema,
    number: z.int().min(1).max(99),
    skill: z.string().min(1).max(40),
  }),
  fixture: z.strictObject({
    id: leagueIdSchema,
    fixture: z
      .int()
      .min(0)
      .max(LEAGUE_TEAMS_MAX * LEAGUE_TEAMS_MAX),
  }),
}

/** The background run's progress: `fixture n of m` while it plays, then one last event saying how it ended. */
export const leagueProgressSchema = z.strictObject({
  leagueId: leagueIdSchema,
  state: z.enum(['playing', 'done', 'cancelled', 'failed']),
  /** Fixtures of this run finished so far, and how many it set out to play. */
  done: z.int().min(0),
  total: z.int().min(0),
  /** The fixture being played (state 'playing') and its game. */
  fixture: z.int().min(0).optional(),
  gameId: z.string().optional(),
  /** Why it failed (state 'failed'): main's refusal code, worded by the renderer, and its English message. */
  code: z.string().optional(),
  message: z.string().optional(),
})
export type LeagueProgress = z.output<typeof leagueProgressSchema>
