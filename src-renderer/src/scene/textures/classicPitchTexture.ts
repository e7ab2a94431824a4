// The Classic pitch surface (game-facts A1): 26 × 15 squares of grass with a grid, end zones at x = 0 and x = 25,
// wide-zone lines between rows 3|4 and 10|11, the half-way line (line of scrimmage) between x = 12|13, plus a
// darker border round the painted sidelines.
import { type Ctx2D, makeCanvas, rgba } from './canvas'
import { CLASSIC_GRASS, paintGrass, paintGrid, paintLine } from './grass'
import { makeRng } from './rng'

export interface PitchCanvasSpec {
  readonly cols: number
  readonly rows: number
  /** Border of board beyond the pitch, in squares. */
  readonly margin: number
  /** Pixels per square. */
  readonly ppu: number
}

export function paintClassicPitch(spec: PitchCanvasSpec): HTMLCanvasElement {
  const { cols, rows, margin, ppu } = spec
  const { canvas, ctx } = makeCanvas((cols + 2 * margin) * ppu, (rows + 2 * margin) * ppu)
  const rng = makeRng(0xb100d)
  const ox = margin * ppu
  const oy = margin * ppu
  const pw = cols * ppu
  const ph = rows * ppu

  // The border: the same turf, darker and unstriped, so the pitch reads as the lit stage.
  paintGrass(ctx, rng, { x: 0, y: 0, w: canvas.width, h: canvas.height }, ppu, CLASSIC_GRASS, 1000)
  ctx.fillStyle = 'rgba(20,40,16,0.35)'
  ctx.fillRect(0, 0, canvas.width, canvas.height)

  paintGrass(ctx, rng, { x: ox, y: oy, w: pw, h: ph }, ppu, CLASSIC_GRASS)
  paintEndZone(ctx, ox, oy, ppu, rows)
  paintEndZone(ctx, ox + (cols - 1) * ppu, oy, ppu, rows)
  paintGrid(ctx, { x: ox, y: oy }, cols, rows, ppu)

  const lw = ppu * 0.07
  // Sidelines and end lines round the whole pitch.
  const half = lw / 2
  paintLine(ctx, ox + half, oy, ox + half, oy + ph, lw)
  paintLine(ctx, ox + pw - half, oy, ox + pw - half, oy + ph, lw)
  paintLine(ctx, ox, oy + half, ox + pw, oy + half, lw)
  paintLine(ctx, ox, oy + ph - half, ox + pw, oy + ph - half, lw)
  // game-facts A1: end zones are one square deep at each short edge.
  paintLine(ctx, ox + ppu, oy, ox + ppu, oy + ph, lw)
  paintLine(ctx, ox + (cols - 1) * ppu, oy, ox + (cols - 1) * ppu, oy + ph, lw)
  // game-facts A1: half-way line between columns 13 and 14 (0-based 12|13), the line of scrimmage.
  paintLine(ctx, ox + (cols / 2) * ppu, oy, ox + (cols / 2) * ppu, oy + ph, lw * 1.2)
  // game-facts A1: wide zones are the four rows nearest each sideline (0-based rows 3|4 and 10|11).
  for (const r of [4, rows - 4]) {
    paintLine(ctx, ox + ppu, oy + r * ppu, ox + (cols - 1) * ppu, oy + r * ppu, lw * 0.8)
  }
  // Line-of-scrimmage hash marks bound the seven centre squares on each side of the half-way line.
  for (const r of [4, rows - 4]) {
    for (const c of [cols / 2 - 1, cols / 2 + 1]) {
      paintLine(ctx, ox + c * ppu, oy + (r - 0.2) * ppu, ox + c * ppu, oy + (r + 0.2) * ppu, lw * 0.7)
    }
  }
  paintCentreMark(ctx, ox + pw / 2, oy + ph / 2, ppu)
  return canvas
}

function paintEndZone(ctx: Ctx2D, x: number, y: number, ppu: number, rows: number): void {
  ctx.fillStyle = 'rgba(255,236,190,0.10)'
  ctx.fillRect(x, y, ppu, rows * ppu)
  // Diagonal hatching, clipped to the zone, marks it as scoring ground at any zoom.
  ctx.save()
  ctx.beginPath()
  ctx.rect(x, y, ppu, rows * ppu)
  ctx.clip()
  ctx.strokeStyle = rgba(250, 250, 240, 0.22)
  ctx.lineWidth = ppu * 0.05
  for (let i = -2; i < rows * 2 + 2; i++) {
    const sy = y + i * ppu * 0.5
    ctx.beginPath()
    ctx.moveTo(x, sy)
    ctx.lineTo(x + ppu, sy + ppu * 0.6)
    ctx.stroke()
  }
  ctx.restore()
}

/** A faint painted centre ring on the half-way line, like a stadium crest worn by play. */
function paintCentreMark(ctx: Ctx2D, cx: number, cy: number, ppu: number): void {
  ctx.strokeStyle = 'rgba(250,250,240,0.55)'
  ctx.lineWidth = ppu * 0.05
  ctx.beginPath()
  ctx.arc(cx, cy, ppu * 1.6, 0, Math.PI * 2)
  ctx.stroke()
  ctx.fillStyle = 'rgba(250,250,240,0.8)'
  ctx.beginPath()
  ctx.arc(cx, cy, ppu * 0.09, 0, Math.PI * 2)
  ctx.fill()
}
