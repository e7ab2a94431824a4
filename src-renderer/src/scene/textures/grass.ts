// Painted grass for the Classic and Blitz Bowl pitches: a base colour, a mown stripe per column, soft patches, and
// thousands of short blade strokes so the turf does not read as printed felt up close.
import { type Ctx2D, rgba } from './canvas'
import type { Rng } from './rng'

export interface GrassPalette {
  readonly base: readonly [number, number, number]
  /** Lighter/darker mown-stripe colours, blended in lightly. */
  readonly stripeLight: readonly [number, number, number]
  readonly stripeDark: readonly [number, number, number]
  readonly bladeLight: readonly [number, number, number]
  readonly bladeDark: readonly [number, number, number]
}

export const CLASSIC_GRASS: GrassPalette = {
  base: [74, 128, 52],
  stripeLight: [104, 158, 70],
  stripeDark: [56, 104, 40],
  bladeLight: [142, 190, 92],
  bladeDark: [36, 78, 30],
}

/** Paints grass over the rectangle (x0, y0, w, h) of the canvas; `ppu` is pixels per square. */
export function paintGrass(
  ctx: Ctx2D,
  rng: Rng,
  rect: { x: number; y: number; w: number; h: number },
  ppu: number,
  palette: GrassPalette,
  stripeEvery = 1,
): void {
  const { x, y, w, h } = rect
  ctx.fillStyle = rgba(...palette.base)
  ctx.fillRect(x, y, w, h)

  // Mown stripes run across the pitch, one per column (or per `stripeEvery` columns), light and dark in turn.
  const stripeW = ppu * stripeEvery
  for (let i = 0; i * stripeW < w; i++) {
    const c = i % 2 === 0 ? palette.stripeLight : palette.stripeDark
    ctx.fillStyle = rgba(...c, 0.16)
    ctx.fillRect(x + i * stripeW, y, Math.min(stripeW, w - i * stripeW), h)
  }

  // Soft patches break up the flatness at the scale of a few squares.
  const patches = Math.round((w * h) / (ppu * ppu * 1.5))
  for (let i = 0; i < patches; i++) {
    const px = x + rng() * w
    const py = y + rng() * h
    const r = ppu * (0.6 + rng() * 1.8)
    const g = ctx.createRadialGradient(px, py, 0, px, py, r)
    const c = rng() < 0.5 ? palette.stripeLight : palette.stripeDark
    g.addColorStop(0, rgba(...c, 0.1))
    g.addColorStop(1, rgba(...c, 0))
    ctx.fillStyle = g
    ctx.fillRect(px - r, py - r, r * 2, r * 2)
  }

  // Blades and fine grain, written straight into the pixels: vector strokes for hundreds of thousands of blades
  // take many seconds to rasterise on a software canvas, pixel writes take milliseconds.
  const img = ctx.getImageData(Math.round(x), Math.round(y), Math.round(w), Math.round(h))
  const d = img.data
  const iw = img.width
  const ih = img.height
  for (let i = 0; i < d.length; i += 4) {
    const n = (rng() - 0.5) * 14
    d[i] += n
    d[i + 1] += n
    d[i + 2] += n * 0.6
  }
  const blades = Math.round((iw * ih) / 10)
  const maxLen = Math.max(3, Math.round(ppu * 0.07))
  for (let b = 0; b < blades; b++) {
    let bx = rng() * iw
    let by = rng() * ih
    const len = 2 + Math.floor(rng() * (maxLen - 1))
    // Mostly upright blades, leaning a little either way.
    const slant = (rng() - 0.5) * 0.9
    const c = rng() < 0.5 ? palette.bladeLight : palette.bladeDark
    const a = 0.15 + rng() * 0.35
    for (let k = 0; k < len; k++) {
      const px = Math.floor(bx)
      const py = Math.floor(by)
      if (px < 0 || py < 0 || px >= iw || py >= ih) break
      const o = (py * iw + px) * 4
      // Blades fade toward their tips.
      const t = a * (1 - k / (len + 1))
      d[o] += (c[0] - d[o]) * t
      d[o + 1] += (c[1] - d[o + 1]) * t
      d[o + 2] += (c[2] - d[o + 2]) * t
      bx += slant
      by -= 1
    }
  }
  ctx.putImageData(img, Math.round(x), Math.round(y))
}

/** Thin grid lines between squares: light enough to read from above and at a grazing angle, never louder than paint. */
export function paintGrid(
  ctx: Ctx2D,
  origin: { x: number; y: number },
  cols: number,
  rows: number,
  ppu: number,
  colour = 'rgba(235,255,220,0.30)',
): void {
  ctx.strokeStyle = colour
  ctx.lineWidth = Math.max(1, ppu * 0.022)
  ctx.beginPath()
  for (let c = 1; c < cols; c++) {
    const px = origin.x + c * ppu
    ctx.moveTo(px, origin.y)
    ctx.lineTo(px, origin.y + rows * ppu)
  }
  for (let r = 1; r < rows; r++) {
    const py = origin.y + r * ppu
    ctx.moveTo(origin.x, py)
    ctx.lineTo(origin.x + cols * ppu, py)
  }
  ctx.stroke()
}

/** A painted line: slightly soft-edged and not perfectly opaque, like chalk or paint on turf. */
export function paintLine(ctx: Ctx2D, x1: number, y1: number, x2: number, y2: number, width: number): void {
  ctx.lineCap = 'butt'
  ctx.strokeStyle = 'rgba(250,250,240,0.35)'
  ctx.lineWidth = width * 1.5
  ctx.beginPath()
  ctx.moveTo(x1, y1)
  ctx.lineTo(x2, y2)
  ctx.stroke()
  ctx.strokeStyle = 'rgba(250,250,242,0.92)'
  ctx.lineWidth = width
  ctx.stroke()
}
