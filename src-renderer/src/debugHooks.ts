// window.__pitchside: a few read-only hooks for e2e tests and the developer console. No game control here;
// everything that changes state still goes through the contract.
import type { GameView } from '@shared/engine/api'
import type { LegalActions, Result } from '@shared/ipc'
import type { SquareMark } from './scene/overlay'
import type { QualityProfile } from './scene/quality'
import type { PageFraming } from './sceneProbe'

export interface DebugHooks {
  readonly transport: 'electron' | 'web'
  /** Draw calls and triangles of the last rendered frame, or null before the scene exists. */
  sceneStats(): { drawCalls: number; triangles: number } | null
  /** The Showcase's turntable: miniatures on it and how many are own models; null while the table is shown. */
  lineupCounts(): { pieces: number; models: number } | null
  /** Pieces on the table and how many of them are drawn as own models (play and replays). */
  tableCounts(): { pieces: number; models: number } | null
  /** The game on the table, if any. */
  readonly gameId: string | null
  /** The decision and legal actions (with chances) the play screen last read for the game on the table. */
  readonly legal: LegalActions | null
  /** The GameView most recently handed to the scene. */
  readonly lastView: GameView | null
  /** The square marks the play screen hands the table now (reach, targets, Cross Check's compass...). */
  playMarks(): readonly SquareMark[]
  /** Where square (x, y) of the table shows on the page (CSS pixels), or null without a table. */
  squareOnPage(x: number, y: number): { x: number; y: number } | null
  /** Page CSS px boxes of the free area the panels leave, the board and the default view's window; null without a table. */
  framing(): PageFraming | null
  /** The piece whose name plate is shown over the table, or null. */
  hoverPlate(): number | null
  /** The table's quality profile in use ('auto' resolved against this browser's WebGL), or null without a table. */
  tableQuality(): QualityProfile | null
  /** Sends an unchecked request through the app's own transport (to see main's validation at work). */
  rawRequest(name: string, args: unknown): Promise<Result<unknown>>
}

export function installDebugHooks(win: Window, hooks: DebugHooks): void {
  Object.defineProperty(win, '__pitchside', { value: Object.freeze(hooks), configurable: true })
}
