// How big a photo is and how it is cut into tiles. A photo is 1×, 2× or 4× the window's CSS size (not its device
// pixels: the size a user asks for must not depend on the screen's density). Large photos are rendered as tiles,
// each through the same camera with a view offset, because one render target of 4× a big window can exceed the
// GPU's limits; each tile is rendered with a margin so depth of field's blur has its neighbours and no seam shows.
// Pure maths, unit-tested.

export const CAPTURE_SCALES = [1, 2, 4] as const
export type CaptureScale = (typeof CAPTURE_SCALES)[number]

/** Longest side and pixel count a photo may have (a canvas that size still encodes to PNG in a browser). */
export const MAX_SIDE = 16384
export const MAX_PIXELS = 120_000_000

export class CaptureError extends Error {
  constructor(
    readonly code: 'photo/bad-scale' | 'photo/bad-size' | 'photo/too-large',
    message: string,
  ) {
    super(message)
    this.name = 'CaptureError'
  }
}

export interface CaptureSize {
  readonly width: number
  readonly height: number
}

/** The photo's pixel size for a canvas of `cssWidth` × `cssHeight` CSS pixels at `scale`. */
export function captureSize(cssWidth: number, cssHeight: number, scale: number): CaptureSize {
  if (!(CAPTURE_SCALES as readonly number[]).includes(scale))
    throw new CaptureError('photo/bad-scale', `a photo is 1×, 2× or 4× the window, not ${String(scale)}×`)
  if (!Number.isFinite(cssWidth) || !Number.isFinite(cssHeight) || cssWidth < 1 || cssHeight < 1)
    throw new CaptureError(
      'photo/bad-size',
      `the window size ${cssWidth}×${cssHeight} cannot be photographed`,
    )
  const width = Math.floor(cssWidth) * scale
  const height = Math.floor(cssHeight) * scale
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw new CaptureError('photo/too-large', `a ${width}×${height} photo is larger than this app can encode`)
  return { width, height }
}

/** One tile: the pixels it contributes (x, y, width, height; top-left origin) and the region rendered for it. */
export interface Tile {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** The rendered region: the tile plus margins, clipped to the photo. */
  readonly rx: number
  readonly ry: number
  readonly rw: number
  readonly rh: number
}

/**
 * Cuts a photo into tiles no larger than `maxTile` (including margins) covering every pixel exactly once, in
 * rows from the top. `margin` pixels of neighbours are rendered round each tile (clipped at the photo's edges).
 */
export function captureTiles(size: CaptureSize, maxTile: number, margin = 0): Tile[] {
  const m = Math.max(0, Math.floor(margin))
  const inner = Math.floor(maxTile) - 2 * m
  if (inner < 16)
    throw new CaptureError('photo/bad-size', `tiles of ${maxTile} px cannot hold a ${m} px margin`)
  const tiles: Tile[] = []
  for (let y = 0; y < size.height; y += inner) {
    for (let x = 0; x < size.width; x += inner) {
      const width = Math.min(inner, size.width - x)
      const height = Math.min(inner, size.height - y)
      const rx = Math.max(0, x - m)
      const ry = Math.max(0, y - m)
      tiles.push({
        x,
        y,
        width,
        height,
        rx,
        ry,
        rw: Math.min(size.width, x + width + m) - rx,
        rh: Math.min(size.height, y + height + m) - ry,
      })
    }
  }
  return tiles
}

/** Margin (px) depth of field needs round a tile: the blur's reach, which is a share of the photo's width. */
export function blurMargin(photoWidth: number, maxBlur: number): number {
  // The bokeh kernel samples up to 0.4 × its blur (in UV of the frame) away; two passes of 0.6 × maxBlur reach
  // 0.48 × maxBlur; a pixel or two more for filtering.
  return Math.ceil(0.5 * maxBlur * photoWidth) + 2
}

/**
 * A file name for a photo taken at `date`: pitchside-photo-2026-11-22-1430-2x.png, or with the team it shows (the
 * Showcase's line-up) pitchside-photo-da-green-tide-2026-11-22-1430-2x.png, so a painter's photos sort by team.
 */
export function photoFileName(date: Date, scale: CaptureScale, subject?: string): string {
  const p = (n: number): string => String(n).padStart(2, '0')
  const stamp = `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`
  const slug = subject ? fileSlug(subject) : ''
  return `pitchside-photo-${slug ? `${slug}-` : ''}${stamp}-${scale}x.png`
}

/** A name as a file name's part: lower case letters and digits joined by hyphens, at most 40 characters. */
function fileSlug(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-+$/, '')
}
