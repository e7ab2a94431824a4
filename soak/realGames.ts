// Real games for the save-store soak parts: a GameHost over the engine's rulesets (Classic, Blitz Bowl, Cross
// Check) journalled to a SaveStore, and random legal play through it, so every row is one the app itself writes.
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import { pickRandomAction } from '../src-main/services/AiHost'
import { EventBus } from '../src-main/services/EventBus'
import { GameHost, type GameJournal, type NewGameRequest } from '../src-main/services/GameHost'
import type { Random } from '../src-main/services/random'

/** One match per ruleset, with teams each ruleset has. */
export const MATCHES: readonly NewGameRequest[] = [
  { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } },
  {
    ruleset: 'blitz',
    home: { rosterId: engineTeams.list('blitz')[0].id },
    away: { rosterId: engineTeams.list('blitz')[1].id },
  },
  {
    ruleset: 'crosscheck',
    home: { rosterId: engineTeams.list('crosscheck')[0].id },
    away: { rosterId: engineTeams.list('crosscheck')[1].id },
  },
]

/** A host of real games; ids `g-<prefix>-<n>`, seeds counting up from `seed`. */
export function realHost(journal: GameJournal | null, prefix: string, seed: number): GameHost {
  let n = 0
  let s = seed
  return new GameHost({
    rulesets: engineRulesets,
    teams: engineTeams,
    bus: new EventBus(),
    newSeed: () => s++,
    newId: () => `g-${prefix}-${++n}`,
    journal,
  })
}

/** Plays up to `count` random legal actions; answers how many were played (fewer when the game ended). */
export function playRandomly(games: GameHost, gameId: string, count: number, random: Random): number {
  let played = 0
  while (played < count) {
    // The live state's legal actions without their chances (GameHost.legal prices each one: slower).
    const { ruleset, state } = games.live(gameId)
    const actions = ruleset.decision(state).side === null ? [] : ruleset.legalActions(state)
    if (actions.length === 0) break
    games.act(gameId, pickRandomAction(actions, random))
    played++
  }
  return played
}
