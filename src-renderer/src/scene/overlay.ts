// Square marks drawn over the board (reachable squares, risky steps, targets, tackle zones...): the types the play
// view-model hands the scene, how each tone looks, and the pure step that turns marks into instances. Tones differ
// in brightness and in pattern as well as in hue, so they stay apart for colour-blind players and in greyscale.
import { ARROW_TILES } from './arrows'
import { type BoardLayout, squareToWorld } from './boards/layout'

export type MarkTone =
  'selected' | 'safe' | 'risky' | 'danger' | 'target' | 'setup' | 'path' | 'zone-home' | 'zone-away'

export interface SquareMark {
  readonly x: number
  readonly y: number
  readonly tone: MarkTone
  /** A short text drawn on the square, such as '83%' (at most 6 characters are shown). */
  readonly label?: string
  /** A push choice: an arrow the way he is pushed (arrows.ts ARROW_DIRS index), lit for its hovered button. */
  readonly arrow?: { readonly dir: number; readonly lit: boolean }
}

/** How a tone's outline is drawn: the pattern carries meaning, not only the colour. */
export type BorderStyle = 'solid' | 'dashed' | 'double' | 'corners' | 'none'
/** What fills the square: a flat wash, diagonal stripes, a dot grid or a centre dot. */
export type FillStyle = 'wash' | 'stripes' | 'dots' | 'centre-dot' | 'none'

export interface ToneStyle {
  /** sRGB colour as 0xRRGGBB. */
  readonly colour: number
  /** Opacity of the fill (0..1). */
  readonly fillAlpha: number
  readonly fill: FillStyle
  readonly border: BorderStyle
  /** Outline width as a fraction of the square. */
  readonly borderWidth: number
}

/**
 * The look of each tone. Brightness ladder: safe (light cyan, solid) > risky (amber, dashed) > danger (dark
 * magenta, striped and double-outlined); target is white corner brackets; zones are faint team-coloured dots.
 * Team colours match scene/pieces/teamColours.ts (blue home, orange away).
 */
export const TONE_STYLES: Readonly<Record<MarkTone, ToneStyle>> = {
  'zone-home': { colour: 0x3b82f6, fillAlpha: 0.2, fill: 'dots', border: 'none', borderWidth: 0 },
  'zone-away': { colour: 0xff8c1a, fillAlpha: 0.2, fill: 'dots', border: 'none', borderWidth: 0 },
  // Setup: teal, so it reads on grass and on Blitz Bowl's white-and-green End Zone checks alike (a pale wash
  // vanished on the white ones).
  setup: { colour: 0x1fc8b4, fillAlpha: 0.34, fill: 'wash', border: 'dashed', borderWidth: 0.06 },
  safe: { colour: 0x7fe3ff, fillAlpha: 0.3, fill: 'wash', border: 'solid', borderWidth: 0.06 },
  risky: { colour: 0xffc23d, fillAlpha: 0.3, fill: 'wash', border: 'dashed', borderWidth: 0.08 },
  danger: { colour: 0xc0187a, fillAlpha: 0.42, fill: 'stripes', border: 'double', borderWidth: 0.05 },
  path: { colour: 0xffffff, fillAlpha: 0.85, fill: 'centre-dot', border: 'none', borderWidth: 0 },
  target: { colour: 0xffffff, fillAlpha: 0.12, fill: 'wash', border: 'corners', borderWidth: 0.09 },
  selected: { colour: 0xfff27a, fillAlpha: 0.28, fill: 'wash', border: 'solid', borderWidth: 0.1 },
}

/** Drawing order, bottom first: zones lie under everything, the selected square on top. Also the atlas order. */
export const TONES: readonly MarkTone[] = [
  'zone-home',
  'zone-away',
  'setup',
  'safe',
  'risky',
  'danger',
  'path',
  'target',
  'selected',
]

export const MAX_LABEL_CHARS = 6

/** Tiles in the tone atlas: the tones, then the push arrows (arrows.ts). */
export const TONE_TILES = TONES.length + ARROW_TILES

/** A mark's tile: its tone's, or its arrow's after the tones. */
const tileOf = (m: SquareMark): number =>
  m.arrow ? TONES.length + m.arrow.dir * 2 + (m.arrow.lit ? 1 : 0) : TONES.indexOf(m.tone)

export interface MarkInstance {
  /** Square centre in world coordinates. */
  readonly x: number
  readonly z: number
  /** Index of the tone in TONES (its tile in the tone atlas). */
  readonly tile: number
}

export interface LabelInstance {
  readonly x: number
  readonly z: number
  /** Index into `labels` (its tile in the label atlas). */
  readonly tile: number
}

export interface MarkBuild {
  readonly squares: readonly MarkInstance[]
  readonly labels: readonly LabelInstance[]
  /** Distinct label texts, in first-seen order. */
  readonly texts: readonly string[]
}

export class MarkError extends TypeError {
  constructor(message: string) {
    super(`setMarks: ${message}`)
    this.name = 'MarkError'
  }
}

/**
 * Marks → instances, sorted bottom-first by tone. Marks on squares off the board are dropped (zones computed at
 * the edge may spill over); an unknown tone or a non-integer square is an error and nothing is built.
 */
export function buildMarks(marks: readonly SquareMark[], layout: BoardLayout): MarkBuild {
  for (const m of marks) {
    if (!TONES.includes(m.tone)) throw new MarkError(`unknown tone '${String(m.tone)}'`)
    if (!Number.isInteger(m.x) || !Number.isInteger(m.y))
      throw new MarkError(`square (${m.x}, ${m.y}) is not a whole square`)
    if (m.arrow && !(Number.isInteger(m.arrow.dir) && m.arrow.dir >= 0 && m.arrow.dir < ARROW_TILES / 2))
      throw new MarkError(`unknown arrow direction ${m.arrow.dir}`)
  }
  const onBoard = marks.filter((m) => m.x >= 0 && m.y >= 0 && m.x < layout.width && m.y < layout.height)
  const order = [...onBoard].sort((a, b) => TONES.indexOf(a.tone) - TONES.indexOf(b.tone))
  const squares: MarkInstance[] = []
  const labels: LabelInstance[] = []
  const texts: string[] = []
  for (const m of order) {
    const w = squareToWorld(layout, m.x, m.y)
    squares.push({ x: w.x, z: w.z, tile: tileOf(m) })
    const text = (m.label ?? '').trim().slice(0, MAX_LABEL_CHARS)
    if (!text) continue
    let tile = texts.indexOf(text)
    if (tile < 0) tile = texts.push(text) - 1
    labels.push({ x: w.x, z: w.z, tile })
  }
  return { squares, labels, texts }
}

/** Grid of an atlas with `n` tiles: as square as it can be, in whole columns and rows. */
export function atlasGrid(n: number): { cols: number; rows: number } {
  const cols = Math.max(1, Math.ceil(Math.sqrt(Math.max(1, n))))
  return { cols, rows: Math.max(1, Math.ceil(Math.max(1, n) / cols)) }
}
