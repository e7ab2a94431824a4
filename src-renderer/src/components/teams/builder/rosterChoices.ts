// The rosters and team cards a new team can start from, by game, with their names (the engine's data: the builder
// builds teams from the same rosters and cards the rules read).
import type { RulesetId } from '@shared/engine/api'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'

export interface RosterChoice {
  readonly id: string
  readonly name: string
}

export const BUILDER_GAMES: readonly RulesetId[] = ['classic', 'blitz', 'crosscheck']

export function rosterChoices(ruleset: RulesetId): RosterChoice[] {
  const list =
    ruleset === 'blitz'
      ? TEAM_CARDS.map((c) => ({ id: c.id, name: c.name }))
      : Object.values(ROSTERS).map((r) => ({ id: r.id, name: r.name }))
  return list.sort((a, b) => a.name.localeCompare(b.name))
}

export function rosterNameOf(ruleset: RulesetId, id: string): string {
  return rosterChoices(ruleset).find((r) => r.id === id)?.name ?? id
}
