// The Blitz Bowl pitch surface (game-facts B1, measured, uncertain): 15 × 11 squares, chequered one-square end
// zones at x = 0 and x = 14, four 2×2 blocked blocks outlined in red (0-based columns 3–4 and 10–11, rows 2–3 and
// 7–8) and the trapdoor at the centre square (7, 5), or the two of the other side (001: the toss's winner picks).
import { PITCHES } from '@shared/rules/blitz/data/pitches'
import { paintBounceChart, paintCardSpaces, paintScoreTrack } from './blitzExtras'
import { type Ctx2D, makeCanvas } from './canvas'
import { CLASSIC_GRASS, type GrassPalette, paintGrass, paintGrid, paintLine } from './grass'
import { makeRng } from './rng'

export interface BlitzFeatures {
  /** Blocked squares as [x, y] pairs. */
  readonly blocked: readonly (readonly [number, number])[]
  readonly trapdoors: readonly (readonly [number, number])[]
}

// game-facts B1 (single-trapdoor side, measured): 1-based columns 4-5 and 11-12 × rows 3-4 and 8-9.
export const BLITZ_FEATURES: BlitzFeatures = {
  blocked: [3, 4, 10, 11].flatMap((x) => [2, 3, 7, 8].map((y) => [x, y] as const)),
  trapdoors: [[7, 5]],
}

/** The features of a side of the board by its id (001: the toss's winner picks it; GameView.blitz.pitch), the
 * single-trapdoor side for anything else. The rules' pitch data gives the trapdoors. */
export function blitzFeatures(pitch?: string): BlitzFeatures {
  const side = PITCHES.find((p) => p.id === pitch)
  return side && pitch !== 'one-trapdoor' ? { ...BLITZ_FEATURES, trapdoors: side.trapdoors } : BLITZ_FEATURES
}

// A brighter, more saturated turf than the Classic pitch: Blitz Bowl's board is a printed arena.
const BLITZ_GRASS: GrassPalette = {
  ...CLASSIC_GRASS,
  base: [70, 138, 58],
  stripeLight: [98, 168, 74],
  stripeDark: [54, 112, 44],
}

export function paintBlitzPitch(spec: {
  cols: number
  rows: number
  margin: number
  /** Extra board beyond the margin on both long sides, for the printed card spaces, chart and track. */
  band?: number
  ppu: number
  /** Blocked squares and trapdoors (default: the single-trapdoor side). */
  features?: BlitzFeatures
}): HTMLCanvasElement {
  const { cols, rows, margin, ppu } = spec
  const band = spec.band ?? 0
  const features = spec.features ?? BLITZ_FEATURES
  const { canvas, ctx } = makeCanvas((cols + 2 * margin) * ppu, (rows + 2 * (margin + band)) * ppu)
  const rng = makeRng(0xb117)
  const ox = margin * ppu
  const oy = (margin + band) * ppu

  // Border: a dark stadium surround.
  ctx.fillStyle = '#1f2b3a'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  paintGrass(ctx, rng, { x: ox, y: oy, w: cols * ppu, h: rows * ppu }, ppu, BLITZ_GRASS, 1)
  for (const ex of [0, cols - 1]) paintChequer(ctx, ox + ex * ppu, oy, ppu, rows)
  for (const [x, y] of features.blocked) paintBlocked(ctx, ox + x * ppu, oy + y * ppu, ppu)
  paintGrid(ctx, { x: ox, y: oy }, cols, rows, ppu, 'rgba(240,255,225,0.34)')
  for (const [x, y] of features.blocked) outlineBlocked(ctx, ox + x * ppu, oy + y * ppu, ppu, x, y, features)
  for (const [x, y] of features.trapdoors) paintTrapdoor(ctx, ox + (x + 0.5) * ppu, oy + (y + 0.5) * ppu, ppu)

  const lw = ppu * 0.07
  const pw = cols * ppu
  const ph = rows * ppu
  const half = lw / 2
  paintLine(ctx, ox + half, oy, ox + half, oy + ph, lw)
  paintLine(ctx, ox + pw - half, oy, ox + pw - half, oy + ph, lw)
  paintLine(ctx, ox, oy + half, ox + pw, oy + half, lw)
  paintLine(ctx, ox, oy + ph - half, ox + pw, oy + ph - half, lw)
  paintLine(ctx, ox + ppu, oy, ox + ppu, oy + ph, lw)
  paintLine(ctx, ox + (cols - 1) * ppu, oy, ox + (cols - 1) * ppu, oy + ph, lw)
  if (band > 0) {
    // Far band (canvas top = the far side in the default view): the card spaces. Near band: the Bounce Chart at
    // the left, the score track beside it.
    paintCardSpaces(ctx, 0, margin * 0.3 * ppu, canvas.width, (band + margin * 0.4) * ppu, ppu)
    const nearY = oy + ph + margin * 0.55 * ppu
    const cell = (band * 0.8 * ppu) / 3
    paintBounceChart(ctx, ox + ppu * 0.3, nearY + cell * 0.15, cell)
    paintScoreTrack(ctx, ox + cell * 3.3 + ppu * 1.2, nearY, pw - cell * 3.3 - ppu * 1.5, band * 0.85 * ppu)
  }
  return canvas
}

function paintChequer(ctx: Ctx2D, x: number, y: number, ppu: number, rows: number): void {
  // Two checks per square so the zone reads as an end zone, not as big squares.
  const n = 2
  const s = ppu / n
  for (let r = 0; r < rows * n; r++) {
    for (let c = 0; c < n; c++) {
      ctx.fillStyle = (r + c) % 2 === 0 ? 'rgba(250,246,232,0.55)' : 'rgba(20,40,20,0.18)'
      ctx.fillRect(x + c * s, y + r * s, s, s)
    }
  }
}

function paintBlocked(ctx: Ctx2D, x: number, y: number, ppu: number): void {
  // Blocked ground: darker, trampled turf with hatching.
  ctx.fillStyle = 'rgba(60,40,25,0.45)'
  ctx.fillRect(x, y, ppu, ppu)
  ctx.save()
  ctx.beginPath()
  ctx.rect(x, y, ppu, ppu)
  ctx.clip()
  ctx.strokeStyle = 'rgba(200,40,30,0.35)'
  ctx.lineWidth = ppu * 0.04
  ctx.beginPath()
  for (let i = -1; i < 4; i++) {
    ctx.moveTo(x + i * ppu * 0.33, y)
    ctx.lineTo(x + i * ppu * 0.33 + ppu, y + ppu)
  }
  ctx.stroke()
  ctx.restore()
}

/** Red outline round each 2×2 block: only the edges that face open ground. */
function outlineBlocked(
  ctx: Ctx2D,
  x: number,
  y: number,
  ppu: number,
  sx: number,
  sy: number,
  features: BlitzFeatures,
): void {
  const blocked = (bx: number, by: number): boolean => features.blocked.some(([a, b]) => a === bx && b === by)
  ctx.strokeStyle = 'rgba(215,35,30,0.95)'
  ctx.lineWidth = ppu * 0.06
  ctx.lineCap = 'square'
  const inset = ppu * 0.03
  const seg = (x1: number, y1: number, x2: number, y2: number): void => {
    ctx.moveTo(x1, y1)
    ctx.lineTo(x2, y2)
  }
  ctx.beginPath()
  if (!blocked(sx, sy - 1)) seg(x, y + inset, x + ppu, y + inset)
  if (!blocked(sx, sy + 1)) seg(x, y + ppu - inset, x + ppu, y + ppu - inset)
  if (!blocked(sx - 1, sy)) seg(x + inset, y, x + inset, y + ppu)
  if (!blocked(sx + 1, sy)) seg(x + ppu - inset, y, x + ppu - inset, y + ppu)
  ctx.stroke()
}

function paintTrapdoor(ctx: Ctx2D, cx: number, cy: number, ppu: number): void {
  const r = ppu * 0.42
  const g = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, cx, cy, r)
  g.addColorStop(0, '#8d8d86')
  g.addColorStop(1, '#3b3b38')
  ctx.fillStyle = g
  ctx.beginPath()
  ctx.arc(cx, cy, r, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = '#23231f'
  ctx.lineWidth = ppu * 0.04
  ctx.stroke()
  // Two hatch leaves and rivets.
  ctx.beginPath()
  ctx.moveTo(cx, cy - r)
  ctx.lineTo(cx, cy + r)
  ctx.stroke()
  ctx.fillStyle = '#c9c4b5'
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    ctx.beginPath()
    ctx.arc(cx + Math.cos(a) * r * 0.82, cy + Math.sin(a) * r * 0.82, ppu * 0.025, 0, Math.PI * 2)
    ctx.fill()
  }
}
