// What the New game dialog hands to the game store, and the small pure steps between the form and it.
import type { OptionInfo, OptionValue, RulesetId } from '@shared/engine/api'
import type { AiLevel } from '@shared/ai/types'
import type { SideController } from '../stores/game'

export type Player = 'human' | AiLevel

export interface NewGameChoice {
  readonly ruleset: RulesetId
  readonly home: string
  readonly away: string
  readonly controllers: readonly [SideController, SideController]
  /** Only the options that differ from their defaults. */
  readonly options: Readonly<Record<string, OptionValue>>
  /** Absent: main picks a random seed. */
  readonly seed?: number
}

export function controllerOf(player: Player): SideController {
  return player === 'human' ? 'human' : { ai: player }
}

/** The options whose chosen value differs from the default, typed as the default is. */
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
      if (Number.isFinite(n) && n !== info.default) out[info.id] = n
    } else if (typeof info.default === 'boolean') out[info.id] = Boolean(value)
    else out[info.id] = String(value).trim()
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
