// The Cross Check ice (000: The Rink): frosted white-blue ice with skate scratches, a faint grid, the red centre
// line, blue lines four squares out, red goal lines, the creases before each goal and decorative face-off circles.
// Everything outside the rounded boards is painted as the dark plinth the rink stands on.
import type { BoardLayout } from '../boards/layout'
import type { RinkFeatures } from '../boards/rinkLayout'
import { type Ctx2D, makeCanvas } from './canvas'
import { paintGrid } from './grass'
import { makeRng } from './rng'

export interface IceSpec {
  readonly layout: BoardLayout
  readonly features: RinkFeatures
  /** Extra squares of canvas beyond the grid on every side (the boards and plinth live there). */
  readonly margin: number
  /** Ice extends this far beyond the grid before the boards start; corner radius of the ice. */
  readonly iceMargin: number
  readonly cornerRadius: number
  readonly ppu: number
}

export function roundedRectPath(ctx: Ctx2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

export function paintIce(spec: IceSpec): HTMLCanvasElement {
  const { layout, features, margin, iceMargin, cornerRadius, ppu } = spec
  const cols = layout.width
  const rows = layout.height
  const { canvas, ctx } = makeCanvas((cols + 2 * margin) * ppu, (rows + 2 * margin) * ppu)
  const rng = makeRng(0x1ce)
  const ox = margin * ppu
  const oy = margin * ppu
  const X = (col: number): number => ox + col * ppu
  const Y = (row: number): number => oy + row * ppu

  ctx.fillStyle = '#23272e'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  const im = iceMargin * ppu
  ctx.save()
  roundedRectPath(ctx, ox - im, oy - im, cols * ppu + 2 * im, rows * ppu + 2 * im, cornerRadius * ppu)
  ctx.clip()
  const g = ctx.createLinearGradient(0, oy, 0, oy + rows * ppu)
  g.addColorStop(0, '#e9f1f7')
  g.addColorStop(0.5, '#f4f8fb')
  g.addColorStop(1, '#e4edf4')
  ctx.fillStyle = g
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  frost(ctx, rng)
  scratches(ctx, rng, canvas.width, canvas.height, ppu)

  // Creases: pale blue with a red outline.
  for (const c of features.creases) {
    const x = X(c.x0)
    const y = Y(c.rows[0])
    const w = (c.x1 - c.x0 + 1) * ppu
    const h = c.rows.length * ppu
    ctx.fillStyle = 'rgba(110,170,230,0.45)'
    ctx.fillRect(x, y, w, h)
    ctx.strokeStyle = 'rgba(205,30,40,0.9)'
    ctx.lineWidth = ppu * 0.05
    ctx.strokeRect(x, y, w, h)
  }
  paintGrid(ctx, { x: ox, y: oy }, cols, rows, ppu, 'rgba(90,120,150,0.22)')

  // Face-off circles (decorative, as on any rink) and the centre spot.
  ctx.lineWidth = ppu * 0.05
  ctx.strokeStyle = 'rgba(40,90,200,0.85)'
  ctx.beginPath()
  ctx.arc(X(cols / 2), Y(rows / 2), ppu * 2, 0, Math.PI * 2)
  ctx.stroke()
  ctx.strokeStyle = 'rgba(205,30,40,0.75)'
  for (const fx of [cols * 0.2, cols * 0.8]) {
    for (const fy of [rows * 0.27, rows * 0.73]) {
      ctx.beginPath()
      ctx.arc(X(fx), Y(fy), ppu * 1.5, 0, Math.PI * 2)
      ctx.stroke()
      dot(ctx, X(fx), Y(fy), ppu * 0.14, 'rgba(205,30,40,0.9)')
    }
  }

  // 000: goal lines at the goal mouths, blue lines four squares out, the red centre line.
  const top = Y(0) - im
  const bottom = Y(rows) + im
  band(ctx, X(1), top, bottom, ppu * 0.06, 'rgba(205,30,40,0.85)')
  band(ctx, X(cols - 1), top, bottom, ppu * 0.06, 'rgba(205,30,40,0.85)')
  for (const b of features.blueLines) band(ctx, X(b), top, bottom, ppu * 0.22, 'rgba(30,80,200,0.92)')
  band(ctx, X(features.redLine), top, bottom, ppu * 0.24, 'rgba(215,30,38,0.95)')
  // The classic dashed centre of the red line.
  ctx.fillStyle = 'rgba(255,255,255,0.8)'
  for (let y = top; y < bottom; y += ppu * 0.5)
    ctx.fillRect(X(features.redLine) - ppu * 0.025, y, ppu * 0.05, ppu * 0.25)
  dot(ctx, X(cols / 2), Y(rows / 2), ppu * 0.16, 'rgba(30,80,200,0.95)')
  ctx.restore()
  return canvas
}

function band(ctx: Ctx2D, x: number, y0: number, y1: number, w: number, colour: string): void {
  ctx.fillStyle = colour
  ctx.fillRect(x - w / 2, y0, w, y1 - y0)
}

function dot(ctx: Ctx2D, x: number, y: number, r: number, colour: string): void {
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.arc(x, y, r, 0, Math.PI * 2)
  ctx.fill()
}

/** Pixel-level frost: a faint cold mottling (written as pixels: fast on a software canvas). */
function frost(ctx: Ctx2D, rng: () => number): void {
  const img = ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height)
  const d = img.data
  for (let i = 0; i < d.length; i += 4) {
    const n = (rng() - 0.5) * 8
    d[i] += n
    d[i + 1] += n
    d[i + 2] += n * 0.5
  }
  ctx.putImageData(img, 0, 0)
}

/** Long, shallow skate arcs: a few hundred strokes is cheap even on a software canvas. */
function scratches(ctx: Ctx2D, rng: () => number, w: number, h: number, ppu: number): void {
  ctx.lineWidth = Math.max(1, ppu * 0.01)
  for (let i = 0; i < 260; i++) {
    const x = rng() * w
    const y = rng() * h
    const len = ppu * (0.8 + rng() * 3)
    const a = (rng() - 0.5) * 0.9 + (rng() < 0.5 ? 0 : Math.PI)
    ctx.strokeStyle = `rgba(${rng() < 0.5 ? '150,175,200' : '255,255,255'},${0.12 + rng() * 0.2})`
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.quadraticCurveTo(
      x + Math.cos(a) * len * 0.5 + (rng() - 0.5) * ppu * 0.6,
      y + Math.sin(a) * len * 0.5 + (rng() - 0.5) * ppu * 0.6,
      x + Math.cos(a) * len,
      y + Math.sin(a) * len,
    )
    ctx.stroke()
  }
}
