// Real Classic games for the saves tests: a GameHost over the engine registry, random play through the host
// (the placeholder AI's policy), and fast random action lists from the engine's own random player.
import type { Action } from '@shared/engine/api'
import { decode } from '@shared/rules/classic/actions'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { chooserRng, playRandom } from '@shared/rules/classic/randomPlay'
import { createClassic } from '@shared/rules/classic/ruleset'
import { engineRulesets, engineTeams } from '../../src-main/host/engineSources'
import { pickRandomAction } from '../../src-main/services/AiHost'
import { EventBus } from '../../src-main/services/EventBus'
import { GameHost, type GameJournal } from '../../src-main/services/GameHost'
import { createRandom } from '../../src-main/services/random'

export const ROSTER_IDS = Object.keys(ROSTERS).sort()

export function classicHost(journal: GameJournal | null = null, seeds: number[] = []) {
  const bus = new EventBus()
  let n = 0
  let s = 1000
  const games = new GameHost({
    rulesets: engineRulesets,
    teams: engineTeams,
    bus,
    newSeed: () => seeds.shift() ?? s++,
    newId: () => `g-classic-${++n}`,
    journal,
  })
  return { games, bus }
}

/** Plays up to `count` random legal actions through the host; returns the number played. */
export function playThrough(games: GameHost, gameId: string, count: number, seed: number): number {
  const random = createRandom(seed)
  let played = 0
  while (played < count) {
    const { decision, actions } = games.legal(gameId)
    if (decision.side === null) break
    games.act(gameId, pickRandomAction(actions, random))
    played++
  }
  return played
}

/** A complete random Classic game as actions (the engine's fast random player), with its setup. */
export function randomClassicGame(seed: number) {
  const pick = chooserRng(seed ^ 0x5bd1e995)
  const home = ROSTER_IDS[Math.floor(pick() * ROSTER_IDS.length)]
  const away = ROSTER_IDS[Math.floor(pick() * ROSTER_IDS.length)]
  const teams = [buildDefaultTeam(home), buildDefaultTeam(away)] as const
  const setup = { ruleset: 'classic' as const, seed, teams }
  const state = createClassic(setup)
  const actions: Action[] = playRandom(state, chooserRng(seed)).map(decode)
  return { home, away, setup, actions }
}
