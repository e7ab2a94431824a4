// The sound part of a damaged saved game, for its export: the actions up to the first one that is missing, not
// readable (SaveStore.read stops there) or does not replay with its recorded events, replayed from the setup.
// The replay file made of it (replayFile.ts toReplayFile) claims the score and status that replay reaches, so it
// imports like any other file; a game cut short ends "unfinished".
import type { GameView, Ruleset } from '@shared/engine/api'
import { ContractError, type SaveDamage } from '@shared/ipc'
import type { StoredGame } from './gameHostTypes'
import { applyEntry, digestOf } from './gameLog'

export interface SoundPart {
  /** The game with only its sound actions, its cursor at their end. */
  readonly stored: StoredGame
  readonly view: GameView
  /** How many of the actions before the cursor were left out. */
  readonly dropped: number
}

export function soundPart(
  stored: StoredGame | null,
  found: SaveDamage | null,
  ruleset: (id: StoredGame['created']['ruleset']) => Ruleset,
): SoundPart {
  if (!stored) {
    throw new ContractError(
      'save/damaged',
      `Nothing of this saved game can be exported: ${found?.message ?? 'it is not readable'}.`,
    )
  }
  const rules = ruleset(stored.created.ruleset)
  let state: unknown
  try {
    state = rules.create(stored.created.setup)
  } catch (error) {
    throw new ContractError(
      'save/damaged',
      `Nothing of this saved game can be exported: its setup does not make a game (${String(error)}).`,
    )
  }
  const entries = []
  // The first action that is not legal or replays with other events ends the sound part (and is taken back).
  for (const entry of stored.entries.slice(0, stored.cursor)) {
    const at = rules.mark(state)
    let events
    try {
      events = applyEntry(rules, state, entry, entries.length, false) // an illegal one is undone by applyEntry
    } catch {
      break
    }
    if (digestOf(events) !== entry.digest) {
      rules.undo(state, at)
      break
    }
    entries.push(entry)
  }
  return {
    stored: { created: stored.created, entries, cursor: entries.length, snapshots: new Map() },
    view: rules.view(state),
    dropped: stored.cursor - entries.length,
  }
}
