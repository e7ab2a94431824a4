// A Cross Check game state: the journalled words (layout.ts) and the fixed facts (meta) that never change after
// creation, so undo only ever touches the words.

import type { EngineEvent, OptionValue } from '../../engine/api'
import type { Memory } from '../../engine/memory'

export interface CrossCheckPlayerMeta {
  readonly side: 0 | 1
  readonly name: string
  readonly positionId: string
  readonly skills: readonly string[]
}

export interface CrossCheckMeta {
  readonly seed: number
  readonly teams: readonly [
    { readonly rosterId: string; readonly name: string },
    { readonly rosterId: string; readonly name: string },
  ]
  readonly players: readonly (CrossCheckPlayerMeta | null)[]
  readonly options: Readonly<Record<string, OptionValue>>
}

export interface CrossCheckState {
  readonly ruleset: 'crosscheck'
  readonly meta: CrossCheckMeta
  readonly m: Memory
  /** Events of the action being applied, or null when nobody listens (random play, search). */
  events: EngineEvent[] | null
}

export function emit(s: CrossCheckState, e: EngineEvent): void {
  if (s.events) s.events.push(e)
}
