// What the table canvas last did, for window.__pitchside (e2e checks) without reaching into components.
import type { GameView } from '@shared/engine/api'
import type { QualityProfile } from './scene/quality'

export interface SceneProbe {
  stats: (() => { drawCalls: number; triangles: number }) | null
  lastView: GameView | null
  /** The Showcase's turntable: miniatures on it and how many are own models (null: the table is shown). */
  lineup: (() => { pieces: number; models: number } | null) | null
  /** Pieces on the table and how many are drawn as own models. */
  pieces: (() => { pieces: number; models: number }) | null
  /** Page CSS pixel of a square's centre on the table, for e2e clicks; null without a table. */
  squareOnPage: ((x: number, y: number) => { x: number; y: number } | null) | null
  /** Page CSS px boxes of the free area, the board and the default view's window (e2e framing checks). */
  framing: (() => PageFraming | null) | null
  /** The piece whose name plate floats over the table now, or null (e2e: no stale or wrong plate). */
  plate: (() => number | null) | null
  /** The table's quality profile in use (scene/quality.ts), or null before the table exists. */
  quality: QualityProfile | null
}

export interface PageRect {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

export interface PageFraming {
  readonly free: PageRect
  readonly board: PageRect
  readonly window: PageRect | null
  /** The dice on the table (their centres), or null when none lie there. */
  readonly dice: PageRect | null
  /** The camera is still on its way (a transition, a drag). */
  readonly moving: boolean
  /** The camera's view ('default', 'pitch', 'top', 'follow-ball'). */
  readonly mode: string
}

export const sceneProbe: SceneProbe = {
  stats: null,
  lastView: null,
  lineup: null,
  pieces: null,
  squareOnPage: null,
  framing: null,
  plate: null,
  quality: null,
}
