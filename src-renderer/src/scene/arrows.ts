// Push arrows on the table (issue 19): a push choice's square carries an arrow pointing the way the player is
// pushed, in the tone atlas after the tones (one tile per direction, plain and lit), so arrows cost no extra draw
// call. The arrow's shape carries the meaning, and lit differs in outline and weight, not only in colour, so it
// reads in colour-blind mode and in greyscale.
import type { Ctx2D } from './textures/canvas'

/** The eight directions, board north (y - 1) first, clockwise; canvas up is board north (the quads lie flat). */
export const ARROW_DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
]

/** Arrow tiles after the tones: direction d plain at 2d, lit at 2d + 1. */
export const ARROW_TILES = ARROW_DIRS.length * 2

/** The direction index from one square to a neighbour (or further: the sign of each step); null for none. */
export function arrowDir(dx: number, dy: number): number | null {
  const sx = Math.sign(dx)
  const sy = Math.sign(dy)
  const i = ARROW_DIRS.findIndex(([x, y]) => x === sx && y === sy)
  return i < 0 ? null : i
}

/** Paints arrow tile `k` (direction k >> 1, lit when k is odd) into the square at (x, y), `s` pixels a side. */
export function paintArrowTile(ctx: Ctx2D, x: number, y: number, s: number, k: number): void {
  const [dx, dy] = ARROW_DIRS[k >> 1]
  const lit = (k & 1) === 1
  const inset = s * 0.05
  // The square: a light wash with a dashed ring (plain) or a bright solid double ring (lit: the button's square).
  ctx.fillStyle = lit ? 'rgba(255,242,122,0.38)' : 'rgba(255,255,255,0.14)'
  ctx.fillRect(x + inset, y + inset, s - 2 * inset, s - 2 * inset)
  const ring = (colour: string, width: number, dash: number[]): void => {
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash(dash)
    const o = inset + width / 2
    ctx.strokeRect(x + o, y + o, s - 2 * o, s - 2 * o)
    ctx.setLineDash([])
  }
  if (lit) {
    ring('rgba(0,0,0,0.6)', s * 0.16, [])
    ring('rgb(255,242,122)', s * 0.09, [])
  } else {
    ring('rgba(0,0,0,0.45)', s * 0.09, [s * 0.14, s * 0.08])
    ring('rgb(255,255,255)', s * 0.05, [s * 0.14, s * 0.08])
  }
  // The arrow: a shaft and a head along (dx, dy), a dark outline under a light body.
  const len = Math.hypot(dx, dy)
  const ux = dx / len
  const uy = dy / len
  const cx = x + s / 2
  const cy = y + s / 2
  const tail = s * 0.3
  const head = s * 0.32
  const path = (): void => {
    ctx.beginPath()
    ctx.moveTo(cx - ux * tail, cy - uy * tail)
    ctx.lineTo(cx + ux * (head - s * 0.12), cy + uy * (head - s * 0.12))
  }
  const tip = (): void => {
    const bx = cx + ux * (head - s * 0.16)
    const by = cy + uy * (head - s * 0.16)
    const w = s * 0.17
    ctx.beginPath()
    ctx.moveTo(cx + ux * head, cy + uy * head)
    ctx.lineTo(bx - uy * w, by + ux * w)
    ctx.lineTo(bx + uy * w, by - ux * w)
    ctx.closePath()
  }
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  for (const [colour, extra] of [
    ['rgba(0,0,0,0.7)', s * 0.07],
    [lit ? 'rgb(255,242,122)' : 'rgb(255,255,255)', 0],
  ] as const) {
    ctx.strokeStyle = colour
    ctx.fillStyle = colour
    ctx.lineWidth = (lit ? s * 0.12 : s * 0.09) + extra
    path()
    ctx.stroke()
    tip()
    if (extra > 0) ctx.stroke()
    ctx.fill()
  }
}
