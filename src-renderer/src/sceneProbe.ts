// What the table canvas last did, for window.__pitchside (e2e checks) without reaching into components.
import type { GameView } from '@shared/engine/api'

export interface SceneProbe {
  stats: (() => { drawCalls: number; triangles: number }) | null
  lastView: GameView | null
  /** The Showcase's turntable: miniatures on it and how many are own models (null: the table is shown). */
  lineup: (() => { pieces: number; models: number } | null) | null
  /** Pieces on the table and how many are drawn as own models. */
  pieces: (() => { pieces: number; models: number }) | null
  /** Page CSS pixel of a square's centre on the table, for e2e clicks; null without a table. */
  squareOnPage: ((x: number, y: number) => { x: number; y: number } | null) | null
}

export const sceneProbe: SceneProbe = {
  stats: null,
  lastView: null,
  lineup: null,
  pieces: null,
  squareOnPage: null,
}
