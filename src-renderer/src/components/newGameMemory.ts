// New game's last choices, kept with the settings (stores/settings) so the next New game opens as the last one
// started: the game, who plays each side, and per game the two teams and the rules options. Read back through a
// schema: a hand-edited or older store gives no memory (New game's defaults), never an error. What the memory
// names is checked again against what main offers when the dialog opens (newGameChoice: restoreTeams,
// restoreOptions), so a team or option that is gone is simply not taken.
import { z } from 'zod'
import type { OptionValue, RulesetId } from '@shared/engine/api'
import { AI_LEVELS, type AiLevel } from '@shared/ai/types'
import { rulesetIdSchema } from '@shared/ipc'

export type Player = 'human' | AiLevel

export interface GameMemory {
  readonly home: string
  readonly away: string
  /** Every option's chosen value (not only the changed ones), by option id. */
  readonly options: Readonly<Record<string, OptionValue>>
}

export interface NewGameMemory {
  readonly ruleset: RulesetId
  readonly players: readonly [Player, Player]
  readonly games: Readonly<Partial<Record<RulesetId, GameMemory>>>
}

const player = z.enum(['human', ...AI_LEVELS] as [Player, ...Player[]])
// An option id as the rulesets spell them; anything else (e.g. '__proto__') is dropped, not kept.
const OPTION_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const optionValue = z.union([z.boolean(), z.number().finite(), z.string().max(64)])
const game = z.object({
  home: z.string().max(64),
  away: z.string().max(64),
  options: z.record(z.string(), z.unknown()),
})
const memory = z.object({
  ruleset: rulesetIdSchema,
  players: z.tuple([player, player]),
  games: z.record(z.string(), z.unknown()),
})

function readGame(raw: unknown): GameMemory | null {
  const parsed = game.safeParse(raw)
  if (!parsed.success) return null
  const options: Record<string, OptionValue> = {}
  for (const [id, value] of Object.entries(parsed.data.options)) {
    const ok = optionValue.safeParse(value)
    if (OPTION_ID.test(id) && ok.success) options[id] = ok.data
  }
  return { home: parsed.data.home, away: parsed.data.away, options }
}

/** The stored memory, or null when there is none or it is not one (then New game opens with its defaults). */
export function parseNewGameMemory(raw: unknown): NewGameMemory | null {
  const parsed = memory.safeParse(raw)
  if (!parsed.success) return null
  const games: Partial<Record<RulesetId, GameMemory>> = {}
  for (const id of rulesetIdSchema.options) {
    const g = Object.hasOwn(parsed.data.games, id) ? readGame(parsed.data.games[id]) : null
    if (g) games[id] = g
  }
  return { ruleset: parsed.data.ruleset, players: parsed.data.players, games }
}
