// A side's team as the New game dialog's select holds it (one string, kept in the settings' memory too): a shipped
// roster by its id, or a saved team (issue 23) as "team:<id>". Roster ids never hold a colon, so the two never mix.
import type { TeamChoice } from '@shared/ipc'

const SAVED = 'team:'

/** The select's value for a saved team. */
export function savedValue(teamId: string): string {
  return `${SAVED}${teamId}`
}

/** The saved team's id a value names, or null for a roster. */
export function savedIdOf(value: string): string | null {
  return value.startsWith(SAVED) ? value.slice(SAVED.length) : null
}

/** game.new's team choice for a value. */
export function teamChoiceOf(value: string): TeamChoice {
  const teamId = savedIdOf(value)
  return teamId === null ? { rosterId: value } : { teamId }
}
