// The dice a decision is about: the last block (or check) roll among the events that led here, so the "which
// die?" dialog can show the faces rolled.
import type { EngineEvent } from '@shared/engine/api'

export interface RolledDie {
  /** What came up: a face name from the event ('pushed', 'smash') or the number. */
  readonly face: string | number
  readonly value: number
}

const BLOCK_PURPOSES = new Set(['block', 'check', 'foul'])

export function lastBlockDice(events: readonly EngineEvent[]): RolledDie[] | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]
    if (e.type !== 'roll' || !BLOCK_PURPOSES.has(String(e.purpose))) continue
    const dice = Array.isArray(e.dice) ? (e.dice as unknown[]).filter((d) => typeof d === 'number') : []
    const faces = Array.isArray(e.faces) ? (e.faces as unknown[]) : []
    return (dice as number[]).map((value, i) => ({
      value,
      face: typeof faces[i] === 'string' ? (faces[i] as string) : value,
    }))
  }
  return null
}
