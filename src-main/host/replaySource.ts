// Where the timeline reads a game from: the save database when there is one (it holds every committed action,
// and the kept branches), else the game as hosted in memory, else a shipped classic viewed without importing it
// (services/ClassicViews.ts: checked like an import, held in memory only, for the LAN share's viewers).
import { ContractError } from '@shared/ipc'
import type { GameHost, StoredGame } from '../services/GameHost'
import type { SnapshotChoice } from '../services/gameLog'
import type { ReplaySource } from '../services/ReplayService'
import type { Saves } from '../services/Saves'

export function replaySource(
  saves: Saves,
  games: GameHost,
  viewed: (gameId: string) => StoredGame | null = () => null,
): ReplaySource {
  const fromMemory = (gameId: string): StoredGame => {
    if (!games.has(gameId)) throw new ContractError('game/not-found', `No game ${gameId}.`)
    return games.stored(gameId)
  }
  /** The latest snapshot of a line in hand, and its distrusted stored positions after it (a branch's). */
  const latest = (line: StoredGame, position: number): SnapshotChoice => {
    let best: number | null = null
    for (const index of line.snapshots.keys())
      if (index <= position && (best === null || index > best)) best = index
    const distrusted = (line.distrusted ?? []).filter((i) => i <= position && (best === null || i > best))
    return { snapshot: best === null ? null : { index: best, state: line.snapshots.get(best) }, distrusted }
  }
  return {
    line(gameId, branchId) {
      // A viewed classic's id is its own (CLASSIC_VIEW_PREFIX): never a saved or hosted game's, and no branches.
      const classic = branchId === null ? viewed(gameId) : null
      if (classic) return classic
      const store = saves.store
      if (!store) {
        if (branchId !== null)
          throw new ContractError('save/unavailable', 'Branches are kept only with saves on.')
        return fromMemory(gameId)
      }
      const line = branchId === null ? store.load(gameId, false) : store.loadBranch(gameId, branchId)
      if (line) return line
      if (branchId === null && games.has(gameId)) return games.stored(gameId)
      throw new ContractError(
        'game/not-found',
        branchId === null ? `No saved game ${gameId}.` : `No branch ${branchId} in ${gameId}.`,
      )
    },
    snapshotBefore(gameId, branchId, position) {
      const classic = branchId === null ? viewed(gameId) : null
      if (classic) return latest(classic, position)
      const store = saves.store
      if (!store) return latest(fromMemory(gameId), position)
      // A hosted game that is never saved (a drill) has its start position as its snapshot at 0.
      if (branchId === null && games.has(gameId) && games.unsaved(gameId))
        return latest(games.stored(gameId), position)
      if (branchId !== null) {
        const line = store.loadBranch(gameId, branchId)
        return line ? latest(line, position) : { snapshot: null, distrusted: [] }
      }
      return store.snapshotBefore(gameId, position)
    },
    repairSnapshot(gameId, index, state) {
      try {
        saves.store?.repairSnapshot(gameId, index, state)
      } catch (error) {
        // Only the seek cache: a failed write costs a longer replay next time, never a move.
        console.error('[pitchside] snapshot not rewritten:', error)
      }
    },
    branches(gameId) {
      return saves.store ? saves.store.branches(gameId) : []
    },
  }
}
