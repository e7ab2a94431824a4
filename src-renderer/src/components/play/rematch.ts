// A rematch: the same teams on the same sides, the same coaches (human or AI at its level) and the same rule
// options as the game just played, with a new seed. A game started here remembers its setup (stores/game.ts); one
// opened from the saves has its teams and options read back from its replay file (replay.export), which holds
// exactly how it was created — its teams whole, so a saved team (issue 23) takes the field again as it played,
// names and all, not the roster's standard team. A game started here with a saved team reads them too: the saved
// team may have been changed or deleted since.
import type { OptionValue } from '@shared/engine/api'
import type { PitchsideClient } from '../../ipc/client'
import type { FieldedTeams, NewGameChoice } from '../newGameChoice'
import type { GameSetupChoice, SideController } from '../../stores/game'
import { savedIdOf } from '../newGame/teamValue'

export interface RematchSource {
  readonly gameId: string
  readonly ruleset: NewGameChoice['ruleset']
  /** Roster ids on the table (home, away): the fallback when the replay file cannot be read. */
  readonly rosters: readonly [string, string]
  readonly controllers: readonly [SideController, SideController]
  readonly setup: GameSetupChoice | null
}

const isOptions = (v: unknown): v is Record<string, OptionValue> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => ['boolean', 'number', 'string'].includes(typeof x))

/** The New game choice of the rematch (no seed: main picks a new one). */
export async function rematchChoice(
  client: Pick<PitchsideClient, 'request'>,
  from: RematchSource,
): Promise<NewGameChoice> {
  const setup = from.setup
  if (setup && setup.gameId === from.gameId) {
    const choice: NewGameChoice = {
      ruleset: setup.ruleset,
      home: setup.home,
      away: setup.away,
      controllers: setup.controllers,
      options: setup.options,
      ...(setup.fielded ? { fielded: setup.fielded } : {}),
    }
    // A saved team chosen by id may have been changed or deleted since: its rematch fields it as it played.
    if (setup.fielded || (savedIdOf(setup.home) === null && savedIdOf(setup.away) === null)) return choice
    const fielded = (await playedSetup(client, from.gameId))?.fielded
    return fielded ? { ...choice, fielded } : choice
  }
  const played = await playedSetup(client, from.gameId)
  const rosters = played?.rosters ?? from.rosters
  return {
    ruleset: from.ruleset,
    home: rosters[0],
    away: rosters[1],
    controllers: from.controllers,
    options: played?.options ?? {},
    ...(played?.fielded ? { fielded: played.fielded } : {}),
  }
}

/** What the game's replay file says of its setup (each part only where readable), or null without a file. */
async function playedSetup(
  client: Pick<PitchsideClient, 'request'>,
  gameId: string,
): Promise<{
  rosters?: readonly [string, string]
  options?: Record<string, OptionValue>
  fielded?: FieldedTeams
} | null> {
  const file = await client.request('replay.export', { gameId })
  if (!file.ok) return null
  let parsed: { rosters?: unknown; options?: unknown; teams?: unknown }
  try {
    parsed = JSON.parse(file.value.text) as typeof parsed
  } catch {
    return null // Unreadable: the rosters' standard teams on the table and the default options.
  }
  const r = parsed.rosters
  const teams = parsed.teams
  return {
    ...(Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === 'string')
      ? { rosters: [r[0] as string, r[1] as string] as const }
      : {}),
    ...(isOptions(parsed.options) ? { options: parsed.options } : {}),
    ...(Array.isArray(teams) && teams.length === 2 && teams.every(isRecord)
      ? { fielded: [teams[0], teams[1]] as const }
      : {}),
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
