// The dice's prints, painted on one canvas atlas per kind (cell i = face value i + 1, laid out by atlasGrid):
// pips on the D6, numbers on the D8, and the usual block-dice icons — skull (attacker down), two skulls (both
// down), arrow (push), burst with an arrow (defender stumbles), burst (defender down) — drawn big and plain so
// they read at a few dozen pixels. Blitz Bowl's die has its own five faces (001: Block Dice Results).
import type { Texture } from 'three'
import type { DieKind } from '../animation/types'
import { canvasTexture, type Ctx2D, makeCanvas } from '../textures/canvas'
import { atlasGrid, D8_CELL } from './dieGeometry'

const CELL = 128

interface Look {
  readonly body: string
  readonly edge: string
  readonly ink: string
  readonly red: string
}

const LOOKS: Readonly<Record<DieKind, Look>> = {
  d6: { body: '#f3ead6', edge: '#cbbd9c', ink: '#1b1712', red: '#b3261e' },
  d8: { body: '#2c4f86', edge: '#1b3563', ink: '#f7f2e4', red: '#f7f2e4' },
  block: { body: '#f1e7cf', edge: '#c8b790', ink: '#1b1712', red: '#b3261e' },
  'blitz-block': { body: '#f2b632', edge: '#b9821a', ink: '#1b1712', red: '#a3121b' },
}

export function paintDieAtlas(kind: DieKind): Texture {
  const { cols, rows } = atlasGrid(kind)
  const { canvas, ctx } = makeCanvas(cols * CELL, rows * CELL)
  const look = LOOKS[kind]
  ctx.fillStyle = look.edge
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < cols * rows; i++) {
    const x = (i % cols) * CELL
    const y = Math.floor(i / cols) * CELL
    ctx.save()
    ctx.translate(x, y)
    background(ctx, kind, look)
    const value = i + 1
    if (kind === 'd6') pips(ctx, value, look)
    else if (kind === 'd8') number(ctx, value, look)
    else if (kind === 'block') classicBlock(ctx, value, look)
    else blitzBlock(ctx, value, look)
    ctx.restore()
  }
  return canvasTexture(canvas, { anisotropy: 4 })
}

/** The face's body with a darker rim, so the flat faces read as a rounded die. */
function background(ctx: Ctx2D, kind: DieKind, look: Look): void {
  ctx.fillStyle = look.body
  if (kind === 'd8') {
    const p = (c: readonly [number, number]) => [c[0] * CELL, (1 - c[1]) * CELL] as const
    ctx.beginPath()
    ctx.moveTo(...p(D8_CELL.apex))
    ctx.lineTo(...p(D8_CELL.right))
    ctx.lineTo(...p(D8_CELL.left))
    ctx.closePath()
    ctx.fill()
    return
  }
  ctx.beginPath()
  ctx.roundRect(6, 6, CELL - 12, CELL - 12, 16)
  ctx.fill()
}

function pips(ctx: Ctx2D, value: number, look: Look): void {
  const c = CELL / 2
  const d = CELL * 0.26
  const at: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  }
  // The 1 is big and red, as on most dice; the others black.
  ctx.fillStyle = value === 1 ? look.red : look.ink
  const r = value === 1 ? CELL * 0.15 : CELL * 0.1
  for (const [x, y] of at[value] ?? []) {
    ctx.beginPath()
    ctx.arc(c + x * d, c + y * d, r, 0, Math.PI * 2)
    ctx.fill()
  }
}

function number(ctx: Ctx2D, value: number, look: Look): void {
  // On the triangle's centroid, underlined where a 6 and a 9 could be confused (not on a D8, but the habit helps).
  const cy = (1 - (D8_CELL.apex[1] + D8_CELL.left[1] + D8_CELL.right[1]) / 3) * CELL
  ctx.fillStyle = look.ink
  ctx.font = `bold ${Math.round(CELL * 0.42)}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(String(value), CELL / 2, cy + CELL * 0.04)
}

function skull(ctx: Ctx2D, cx: number, cy: number, s: number, colour: string, hole: string): void {
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.arc(cx, cy - s * 0.12, s * 0.42, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillRect(cx - s * 0.24, cy + s * 0.12, s * 0.48, s * 0.3)
  ctx.fillStyle = hole
  for (const dx of [-0.17, 0.17]) {
    ctx.beginPath()
    ctx.arc(cx + dx * s, cy - s * 0.08, s * 0.11, 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.beginPath()
  ctx.moveTo(cx, cy + s * 0.06)
  ctx.lineTo(cx - s * 0.05, cy + s * 0.16)
  ctx.lineTo(cx + s * 0.05, cy + s * 0.16)
  ctx.fill()
  for (const dx of [-0.12, 0, 0.12]) ctx.fillRect(cx + dx * s - s * 0.02, cy + s * 0.26, s * 0.04, s * 0.16)
}

function burst(ctx: Ctx2D, cx: number, cy: number, r: number, colour: string, points = 11): void {
  ctx.fillStyle = colour
  ctx.beginPath()
  for (let i = 0; i < points * 2; i++) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.62
    ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr)
  }
  ctx.closePath()
  ctx.fill()
}

/** A thick arrow pointing up (away from the viewer: "pushed back"). */
function arrow(ctx: Ctx2D, cx: number, cy: number, s: number, colour: string): void {
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.moveTo(cx, cy - s * 0.5)
  ctx.lineTo(cx + s * 0.38, cy - s * 0.05)
  ctx.lineTo(cx + s * 0.14, cy - s * 0.05)
  ctx.lineTo(cx + s * 0.14, cy + s * 0.45)
  ctx.lineTo(cx - s * 0.14, cy + s * 0.45)
  ctx.lineTo(cx - s * 0.14, cy - s * 0.05)
  ctx.lineTo(cx - s * 0.38, cy - s * 0.05)
  ctx.closePath()
  ctx.fill()
}

function word(ctx: Ctx2D, text: string, cx: number, cy: number, size: number, colour: string): void {
  ctx.fillStyle = colour
  ctx.font = `900 ${Math.round(size)}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, cx, cy)
}

/** Classic's block die, by the D6 value the engine rolled (1 attacker down ... 6 defender down). */
function classicBlock(ctx: Ctx2D, value: number, look: Look): void {
  const c = CELL / 2
  switch (value) {
    case 1:
      skull(ctx, c, c, CELL * 0.78, look.ink, look.body)
      return
    case 2:
      skull(ctx, c - CELL * 0.2, c, CELL * 0.46, look.red, look.body)
      skull(ctx, c + CELL * 0.2, c, CELL * 0.46, look.ink, look.body)
      return
    case 3:
    case 4:
      arrow(ctx, c, c, CELL * 0.78, look.ink)
      return
    case 5:
      burst(ctx, c, c, CELL * 0.42, look.red)
      arrow(ctx, c, c + CELL * 0.02, CELL * 0.44, look.body)
      word(ctx, '!', c + CELL * 0.3, c - CELL * 0.3, CELL * 0.3, look.ink)
      return
    default:
      burst(ctx, c, c, CELL * 0.44, look.red)
      word(ctx, 'POW', c, c + 2, CELL * 0.26, look.body)
  }
}

/** Blitz Bowl's block die: 1 Smash, 2 Kerrunch!, 3–4 Shove, 5 Tackle, 6 Miss (the engine's face order). */
function blitzBlock(ctx: Ctx2D, value: number, look: Look): void {
  const c = CELL / 2
  switch (value) {
    case 1:
      burst(ctx, c, c, CELL * 0.44, look.red)
      word(ctx, 'POW', c, c + 2, CELL * 0.26, look.body)
      return
    case 2:
      burst(ctx, c, c, CELL * 0.46, look.ink, 14)
      word(ctx, '!!', c, c + 2, CELL * 0.4, look.red)
      return
    case 3:
    case 4:
      arrow(ctx, c, c, CELL * 0.78, look.ink)
      return
    case 5:
      burst(ctx, c, c, CELL * 0.42, look.red)
      skull(ctx, c, c + 2, CELL * 0.4, look.body, look.red)
      return
    default:
      ctx.strokeStyle = look.ink
      ctx.lineWidth = CELL * 0.07
      ctx.beginPath()
      ctx.arc(c, c, CELL * 0.3, 0, Math.PI * 2)
      ctx.moveTo(c - CELL * 0.21, c + CELL * 0.21)
      ctx.lineTo(c + CELL * 0.21, c - CELL * 0.21)
      ctx.stroke()
  }
}
