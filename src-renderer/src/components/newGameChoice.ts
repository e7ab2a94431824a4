// What the New game dialog hands to the game store, and the small pure steps between the form and it.
import type { OptionInfo, OptionValue, RulesetId } from '@shared/engine/api'
import type { SideController } from '../stores/game'
import type { GameMemory, Player } from './newGameMemory'

export type { Player }

/** A solo coach's first game: he plays home, the Beginner AI away (issue 19). */
export const DEFAULT_PLAYERS: readonly [Player, Player] = ['human', 'beginner']

export interface NewGameChoice {
  readonly ruleset: RulesetId
  /** Each side's team: a roster id, or a saved team as "team:<id>" (newGame/teamValue.ts). */
  readonly home: string
  readonly away: string
  readonly controllers: readonly [SideController, SideController]
  /** Only the options that differ from their defaults. */
  readonly options: Readonly<Record<string, OptionValue>>
  /** Absent: main picks a random seed. */
  readonly seed?: number
  /**
   * A rematch of a game reopened from the saves: both teams exactly as that game fielded them (its setup, read from
   * replay.export), sent as game.new's `{team}` instead of home/away, so a saved team plays again as it was.
   */
  readonly fielded?: FieldedTeams
}

/** Both sides' teams as a game fielded them (engine teams, checked by main with the ruleset's team schema). */
export type FieldedTeams = readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>]

export function controllerOf(player: Player): SideController {
  return player === 'human' ? 'human' : { ai: player }
}

/**
 * Whether a value is one the ruleset takes for this option (rulesets.options): a boolean for a switch, a number in
 * range (whole when asked) for a number, one of the listed values, or the default for a text option without a
 * list. main refuses anything else at game.new; the dialog never sends it.
 */
export function validOptionValue(info: OptionInfo, value: unknown): value is OptionValue {
  if (typeof info.default === 'boolean') return typeof value === 'boolean'
  if (typeof info.default === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return false
    if (info.integer && !Number.isInteger(value)) return false
    return (info.min === undefined || value >= info.min) && (info.max === undefined || value <= info.max)
  }
  if (typeof value !== 'string') return false
  return info.values ? info.values.includes(value) : value === info.default
}

/** Every option's value for the dialog: the remembered one where it is still valid, else the default. */
export function restoreOptions(
  infos: readonly OptionInfo[],
  remembered: Readonly<Record<string, OptionValue>> | undefined,
): Record<string, OptionValue> {
  return Object.fromEntries(
    infos.map((o) => {
      const value = remembered && Object.hasOwn(remembered, o.id) ? remembered[o.id] : undefined
      return [o.id, validOptionValue(o, value) ? value : o.default]
    }),
  )
}

/**
 * The remembered teams where main still offers them (a roster id, or a saved team's value among `saved`), else the
 * preselection of shipped rosters for that side: a saved team that is gone falls back to a roster.
 */
export function restoreTeams(
  remembered: GameMemory | undefined,
  ids: readonly string[],
  saved: readonly string[] = [],
): [string, string] {
  const [home, away] = preselect(ids)
  const offered = (v: string) => ids.includes(v) || saved.includes(v)
  return [
    remembered && offered(remembered.home) ? remembered.home : home,
    remembered && offered(remembered.away) ? remembered.away : away,
  ]
}

/** The options whose chosen value differs from the default, typed as the default is; never an invalid value. */
export function changedOptions(
  infos: readonly OptionInfo[],
  chosen: Readonly<Record<string, OptionValue>>,
): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {}
  for (const info of infos) {
    const value = chosen[info.id]
    if (value === undefined || value === info.default) continue
    if (typeof info.default === 'number') {
      const n = Number(value)
      if (validOptionValue(info, n) && n !== info.default) out[info.id] = n
    } else if (typeof info.default === 'boolean') out[info.id] = Boolean(value)
    else {
      const text = String(value).trim()
      if (validOptionValue(info, text) && text !== info.default) out[info.id] = text
    }
  }
  return out
}

/** A typed seed: a whole number from 0 to 2^32 - 1, or null when the text is not one. */
export function parseSeed(text: string): number | null {
  const t = text.trim()
  if (!/^\d{1,10}$/.test(t)) return null
  const n = Number(t)
  return n <= 0xffffffff ? n : null
}

/** Human vs Orc when offered (the classic first game), otherwise the first two teams. */
export function preselect(ids: readonly string[]): [string, string] {
  const home = ids.includes('human') ? 'human' : (ids[0] ?? '')
  const away = ids.includes('orc') && home !== 'orc' ? 'orc' : (ids.find((id) => id !== home) ?? home)
  return [home, away]
}
