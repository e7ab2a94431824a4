// drills.list and drills.start: the shipped drills (src-shared/drills, bundled with main) and hosting a drill's
// position as a game. A drill game is played by two humans (the drill's coach plays home; the other side never
// has to act during a drill turn), with fresh seeded dice, and is not saved. The game ends with the drill: once its
// goal is met (or it failed) the host takes no more actions, so a touchdown never goes on into a setup or kick-off
// and no AI plays on; drills.leave unloads it.
import { drillById, listDrills, type Drill } from '@shared/drills/index'
import { buildDrill, DrillError } from '@shared/drills/build'
import { drillJudge } from '@shared/drills/progress'
import { ContractError, type DrillSummary } from '@shared/ipc'
import type { GameHost } from '../services/GameHost'
import type { Handlers } from './dispatcher'

export interface DrillHandlerDeps {
  readonly games: GameHost
  /** Drills come from here (tests pass their own); default the shipped ones. */
  readonly drills?: { list(): readonly Drill[]; get(id: string): Drill | undefined }
}

const summaryOf = (d: Drill): DrillSummary => ({
  id: d.id,
  ruleset: d.ruleset,
  order: d.order,
  title: d.title,
  summary: d.summary,
  steps: d.steps.length,
})

/** The team names a drill's position uses, for the game's record. */
function rosterIdsOf(drill: Drill): [string, string] {
  const teams = (drill.scenario as { teams?: Record<'home' | 'away', { team?: string; roster?: string }> })
    .teams
  const rosters = (drill.scenario as { rosters?: [string, string] }).rosters
  if (teams)
    return [teams.home.team ?? teams.home.roster ?? 'drill', teams.away.team ?? teams.away.roster ?? 'drill']
  return rosters ?? ['human', 'orc']
}

export function createDrillHandlers(
  deps: DrillHandlerDeps,
): Pick<Handlers, 'drills.list' | 'drills.start' | 'drills.leave'> {
  const drills = deps.drills ?? { list: () => listDrills(), get: drillById }
  return {
    'drills.list': (args) =>
      drills
        .list()
        .filter((d) => args.ruleset === undefined || d.ruleset === args.ruleset)
        .map(summaryOf),

    'drills.start': (args) => {
      const drill = drills.get(args.id)
      if (!drill) throw new ContractError('drill/not-found', `No drill "${args.id}".`)
      let position
      try {
        position = buildDrill(drill)
      } catch (error) {
        if (error instanceof DrillError) throw new ContractError('drill/invalid', error.message)
        throw error
      }
      const judge = drillJudge(drill.steps, position.ids)
      const { gameId, view } = deps.games.createFromPosition({
        ruleset: position.ruleset,
        state: position.state,
        rosterIds: rosterIdsOf(drill),
        until: (now, start) => judge(now, start).status !== 'running',
        // The drill's opponent (a Cross Check goalie on the learner's shot) is the AI's to play.
        ...(drill.opponent ? { controllers: ['human', { ai: drill.opponent }] as const } : {}),
      })
      return {
        gameId,
        view,
        controllers: deps.games.controllers(gameId),
        drill: {
          ...summaryOf(drill),
          steps: drill.steps.map(({ solution: _solution, ...step }) => step),
          success: drill.success,
          failure: drill.failure,
        },
        pieces: position.ids,
        saved: false as const,
      }
    },

    'drills.leave': (args) => {
      // Only a game from a position (a drill's) is unloaded here; a saved game stays hosted and untouched.
      if (!deps.games.has(args.gameId) || !deps.games.unsaved(args.gameId))
        throw new ContractError('drill/not-found', `No drill game ${args.gameId}.`)
      deps.games.forget(args.gameId)
      return { left: true as const }
    },
  }
}
