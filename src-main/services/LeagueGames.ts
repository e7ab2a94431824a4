// The games that play a league's fixtures (issue 23 point 4). A fixture starts as a saved game like any other,
// its saved teams in the setup and its coaches as controllers, and is linked to it (status playing); when a linked
// game ends (its `state.changed` with nobody left to decide) the fixture becomes played with the score and the
// casualties each side inflicted (Blitz Bowl's from the game's log) and each player's star player points (Cross
// Check's from the final position, Classic's from the game's log replayed). The AI-v-AI fixtures can be played in
// the background, one at a time, with `league.progress` after each; a cancelled run stops between two actions and
// leaves its game linked, to go on.
import type { EngineEvent, GameView } from '@shared/engine/api'
import { ContractError, type AiFixturesRun, type Controller, type LeagueProgress } from '@shared/ipc'
import { absentees, type LastingInjury } from '@shared/leagues/absences'
import { blitzInjuriesCaused } from '@shared/leagues/blitzInjuries'
import { gameTeamOf } from '@shared/leagues/gameTeam'
import type { Coach } from '@shared/leagues/league'
import type { FixtureResult } from '@shared/leagues/standings'
import { classicStarPlayers } from '@shared/leagues/classicStars'
import { matchStarPlayers } from '@shared/leagues/starPlayers'
import type { AiHost } from './AiHost'
import type { EventBus } from './EventBus'
import type { GameHost } from './GameHost'
import type { LeagueStore } from './LeagueStore'
import type { Saves } from './Saves'

export interface LeagueGamesOptions {
  readonly games: GameHost
  readonly ai: AiHost
  readonly bus: EventBus
  readonly saves: Saves
  /** The league store over the open save database (null without saves). */
  readonly leagues: () => LeagueStore | null
  readonly logError: (message: string, error: unknown) => void
  /** A saved game's position at its cursor (a recount of an older result's points; null: not known). */
  readonly finalView?: (gameId: string) => GameView | null
  /** A game's seed and each action's events, its log replayed (Classic's star player points, Blitz Bowl's
   * injuries; null: not known). */
  readonly matchLog?: (gameId: string) => MatchLog | null
}

/** What a finished game's log tells a league: its seed and each action's events, in order. */
export interface MatchLog {
  readonly seed: number
  readonly steps: readonly { readonly events: readonly EngineEvent[] }[]
}

/** Why an older result's points could not be counted again; said once per fixture and session. */
const RECOUNT_FAILED = 'the star player points of an older league result could not be counted from its game'

interface Run {
  readonly leagueId: string
  cancelled: boolean
}

/**
 * A finished game's result as a league keeps it: the score, and the casualties each side inflicted — Classic and
 * Cross Check: the other side's players off the pitch as casualties at the end, which is all a view tells (a player
 * hurt by his own failed dodge counts too; the seeds keep no tally of who caused an injury); Blitz Bowl: the
 * opponents its blocks and fouls injured, from the game's log (001's injured go back to the reserves, so the end
 * shows none; leagues/blitzInjuries.ts; none without the log). Star player points: Cross Check's from the view,
 * Classic's from the game's log when it is given (none without it).
 */
export function resultOf(view: GameView, log: MatchLog | null = null): FixtureResult {
  const hurt = (side: 0 | 1) => view.pieces.filter((p) => p.side === side && p.state === 'casualty').length
  const casualties: [number, number] =
    view.ruleset === 'blitz'
      ? log
        ? blitzInjuriesCaused(log.steps, view.pieces)
        : [0, 0]
      : [hurt(1), hurt(0)]
  // 002 injuries 11 and 12: a Serious Injury or a death outlasts the match (absences.ts reads them).
  const injuries: LastingInjury[] = view.pieces.flatMap((p) =>
    p.state === 'casualty' && (p.casualty === 'serious-injury' || p.casualty === 'dead')
      ? [{ side: p.side, number: p.number, name: p.name, kind: p.casualty }]
      : [],
  )
  const starPlayers =
    view.ruleset === 'classic'
      ? log
        ? classicStarPlayers({
            seed: log.seed,
            steps: log.steps,
            players: view.pieces.map(({ id, side, number, name }) => ({ id, side, number, name })),
          })
        : []
      : matchStarPlayers(view)
  return {
    score: [view.score[0], view.score[1]],
    casualties,
    ...(injuries.length > 0 ? { injuries } : {}),
    ...(starPlayers.length > 0 ? { starPlayers } : {}),
  }
}

/**
 * The ruleset options a league's games are played with: Classic's Regeneration on 4+ unless the league turned it
 * off (003 Regeneration NOTE, docs/rules/league-carry-over.md).
 */
export function leagueGameOptions(league: {
  readonly ruleset: string
  readonly options: { readonly leagueRegeneration?: boolean }
}): { options?: { leagueRegeneration: true } } {
  return league.ruleset === 'classic' && league.options.leagueRegeneration !== false
    ? { options: { leagueRegeneration: true } }
    : {}
}

/** How often a background game is announced while it plays (GameHost.thin): a few times a second. */
export const BACKGROUND_ANNOUNCE_MS = 250

const controllerOf = (coach: Coach): Controller => (coach === 'human' ? 'human' : { ai: coach })

export class LeagueGames {
  private run: Run | null = null
  private running: Promise<void> = Promise.resolve()
  /** Fixtures (`league:index`) whose points a recount tried already this session: a gone game is not sought again. */
  private readonly recounted = new Set<string>()

  constructor(private readonly options: LeagueGamesOptions) {}

  /** Records a linked game's result when it ends; returns the function that stops listening. */
  listen(): () => void {
    return this.options.bus.subscribe((name, payload) => {
      if (name !== 'state.changed') return
      const changed = payload as { gameId: string; view: GameView }
      if (changed.view.decision.side !== null) return
      try {
        const store = this.options.leagues()
        // Only a league's own game is replayed (its log read again) to count its star player points.
        if (store?.plays(changed.gameId)) this.record(store, changed.gameId, changed.view)
      } catch (error) {
        this.options.logError(`the league result of ${changed.gameId} could not be recorded`, error)
      }
    })
  }

  /**
   * A Classic league's fixtures played before star player points were kept (LeagueInfo.uncountedStars): each
   * counted now from its saved game's log, as if recorded at its end, and kept with its result. One whose game is
   * gone, unfinished or unreadable stays uncounted (and the league says so). Answers how many were counted.
   */
  recountStars(leagueId: string): number {
    const store = this.options.leagues()
    const league = store?.get(leagueId)
    const { matchLog, finalView } = this.options
    if (!store || !league || !matchLog || !finalView) return 0
    let counted = 0
    for (const index of league.uncountedStars) {
      const gameId = league.fixtures[index]?.gameId ?? null
      const key = `${leagueId}:${index}`
      if (gameId === null || this.recounted.has(key)) continue
      this.recounted.add(key)
      try {
        const view = finalView(gameId)
        const log = view?.decision.side === null ? matchLog(gameId) : null
        const stars = view && log ? resultOf(view, log).starPlayers : undefined
        if (stars && store.keepStars(leagueId, index, stars)) counted++
      } catch (error) {
        this.options.logError(`${RECOUNT_FAILED} (${gameId})`, error)
      }
    }
    return counted
  }

  /** Starts a scheduled fixture's game and links it; answers the game's id. Without `kick`, no AI moves yet. */
  play(leagueId: string, index: number, kick = true): { gameId: string } {
    const store = this.store()
    const found = store.fixture(leagueId, index)
    if (!found) {
      if (!store.get(leagueId)) throw new ContractError('league/not-found', `No league ${leagueId}.`)
      throw new ContractError(
        'league/fixture-unavailable',
        `The league has no fixture ${index} (or a team of it cannot be read).`,
      )
    }
    if (found.fixture.status !== 'scheduled')
      throw new ContractError(
        'league/fixture-unavailable',
        `Fixture ${index} is ${found.fixture.status} already.`,
      )
    const home = gameTeamOf(found.home.team.team, absentees(found.league.fixtures, index, found.fixture.home))
    const away = gameTeamOf(found.away.team.team, absentees(found.league.fixtures, index, found.fixture.away))
    const { gameId } = this.options.games.create({
      ruleset: found.league.ruleset,
      home: { rosterId: home.rosterId, team: home.team },
      away: { rosterId: away.rosterId, team: away.team },
      controllers: [controllerOf(found.home.coach), controllerOf(found.away.coach)],
      ...leagueGameOptions(found.league),
    })
    store.link(leagueId, index, gameId)
    this.options.bus.emit('save.written', { gameId, kind: 'game-created', at: new Date().toISOString() })
    if (kick) this.options.ai.kick(gameId)
    return { gameId }
  }

  /** Plays every AI-v-AI fixture not yet played in the background; `league/busy` while a run is under way. */
  runAi(leagueId: string): AiFixturesRun {
    if (this.run) throw new ContractError('league/busy', "A league's AI fixtures are being played already.")
    const league = this.store().get(leagueId)
    if (!league) throw new ContractError('league/not-found', `No league ${leagueId}.`)
    const queue = league.fixtures
      .filter((f) => f.status !== 'played')
      .filter((f) => league.teams[f.home].coach !== 'human' && league.teams[f.away].coach !== 'human')
      .map((f) => f.index)
    if (queue.length === 0) return { leagueId, total: 0 }
    const run: Run = { leagueId, cancelled: false }
    this.run = run
    this.running = this.playAll(run, queue).finally(() => {
      this.run = null
    })
    return { leagueId, total: queue.length }
  }

  /** Stops the league's background run after the action under way; false when none runs for it. */
  cancel(leagueId: string): boolean {
    if (this.run?.leagueId !== leagueId) return false
    this.run.cancelled = true
    return true
  }

  /** Resolves when no background run is under way (tests, shutdown). */
  async idle(): Promise<void> {
    await this.running
  }

  close(): void {
    if (this.run) this.run.cancelled = true
  }

  private async playAll(run: Run, queue: readonly number[]): Promise<void> {
    const { leagueId } = run
    const total = queue.length
    let done = 0
    const progress = (p: Omit<LeagueProgress, 'leagueId' | 'done' | 'total'>) =>
      this.options.bus.emit('league.progress', { leagueId, done, total, ...p })
    try {
      for (const index of queue) {
        if (run.cancelled) break
        const gameId = this.gameFor(leagueId, index)
        if (gameId === null) continue
        progress({ state: 'playing', fixture: index, gameId })
        this.options.games.thin(gameId, BACKGROUND_ANNOUNCE_MS)
        let over: boolean
        try {
          over = await this.options.ai.playOut(gameId, () => run.cancelled)
        } finally {
          this.options.games.thin(gameId, null)
        }
        if (!over) break
        // The listener recorded it as the last action was announced; this covers a game that was over already.
        const store = this.options.leagues()
        if (store?.plays(gameId)) this.record(store, gameId, this.options.games.view(gameId))
        done++
      }
      progress({ state: run.cancelled ? 'cancelled' : 'done' })
    } catch (error) {
      this.options.logError(`the AI fixtures of ${leagueId} stopped`, error)
      const known = error instanceof ContractError
      const message = known ? error.message : 'The AI could not play a fixture.'
      progress({ state: 'failed', code: known ? error.code : 'internal', message })
    }
  }

  /** The game of a fixture the run plays: started if scheduled, hosted again if under way; null once played. */
  private gameFor(leagueId: string, index: number): string | null {
    const fixture = this.store().get(leagueId)?.fixtures[index]
    if (!fixture) throw new ContractError('league/not-found', `The league ${leagueId} is gone.`)
    if (fixture.status === 'played') return null
    if (fixture.status === 'scheduled' || fixture.gameId === null)
      return this.play(leagueId, index, false).gameId
    const { games, saves } = this.options
    if (!games.has(fixture.gameId)) {
      const stored = saves.require().load(fixture.gameId)
      if (!stored) throw new ContractError('save/not-found', `The game of fixture ${index} is gone.`)
      games.load(stored)
    }
    return fixture.gameId
  }

  /**
   * Records a finished fixture's result, then lets the league's AI coaches take the advances their stars earned by it
   * (leagues/advances.ts) in a transaction of their own: a failure there is logged and never costs the result.
   */
  private record(store: LeagueStore, gameId: string, view: GameView): void {
    const leagueId = store.record(gameId, this.resultOf(gameId, view))
    if (leagueId === null) return
    try {
      store.takeAiAdvances(leagueId)
    } catch (error) {
      this.options.logError(`the AI coaches' advances after ${gameId} could not be taken`, error)
    }
  }

  /** The result of a linked game that ended; what its log tells is left out if the log cannot be read. */
  private resultOf(gameId: string, view: GameView): FixtureResult {
    let log: MatchLog | null = null
    if ((view.ruleset === 'classic' || view.ruleset === 'blitz') && this.options.matchLog) {
      try {
        log = this.options.matchLog(gameId)
      } catch (error) {
        // The score and the injuries matter more than the points: the result is kept without them.
        this.options.logError(`the log of ${gameId} could not be read for its result`, error)
      }
    }
    return resultOf(view, log)
  }

  private store(): LeagueStore {
    const store = this.options.leagues()
    if (store) return store
    this.options.saves.require() // throws save/unavailable with the reason
    throw new ContractError('save/unavailable', 'Saves are off in this session.')
  }
}
