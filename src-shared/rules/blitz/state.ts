// A Blitz Bowl game state: the journalled words (layout.ts) and the fixed facts of the game (meta) that never
// change after creation, so undo only ever touches the words.

import type { EngineEvent, OptionValue } from '../../engine/api'
import type { Memory } from '../../engine/memory'

export interface BlitzPlayerInput {
  readonly positionId: string
  readonly name?: string
}

/** A team for `create`: a team card id, optionally the players (default: every player the card shows). */
export interface BlitzTeamInput {
  readonly teamId: string
  readonly name?: string
  readonly players?: readonly BlitzPlayerInput[]
}

export interface BlitzPlayerMeta {
  readonly side: 0 | 1
  readonly name: string
  readonly positionId: string
  readonly abilities: readonly string[]
  /** 001: Throw Team-mate Action — an Ogre, Troll or Treeman. */
  readonly throwsTeamMates?: boolean
}

export interface BlitzMeta {
  readonly seed: number
  readonly teams: readonly [
    { readonly teamId: string; readonly name: string; readonly emergencyReserves: number },
    { readonly teamId: string; readonly name: string; readonly emergencyReserves: number },
  ]
  readonly players: readonly (BlitzPlayerMeta | null)[]
  readonly options: Readonly<Record<string, OptionValue>>
}

export interface BlitzState {
  readonly ruleset: 'blitz'
  readonly meta: BlitzMeta
  readonly m: Memory
  /** Events of the action being applied, or null when nobody listens (random play, search). */
  events: EngineEvent[] | null
  /** Blocked squares (the same on both sides) and the trapdoors of the side in play (read from the G_PITCH word: the
   * toss's winner chooses it during play, so it is state, and undo takes it back with the rest). */
  readonly blocked: Uint8Array
  readonly trapdoors: readonly number[]
}

export function emit(s: BlitzState, e: EngineEvent): void {
  if (s.events) s.events.push(e)
}
