// The textures behind square marks: one tile per tone (fill pattern + outline, see overlay.ts TONE_STYLES) and
// one tile per label text. Both are atlases, so all marks are one instanced draw and all labels another.
import { textShare } from '../labelSize'
import { ARROW_TILES, paintArrowTile } from '../arrows'
import { atlasGrid, TONE_STYLES, TONE_TILES, TONES, type ToneStyle } from '../overlay'
import { type Ctx2D, makeCanvas } from './canvas'

const rgb = (hex: number, a: number): string =>
  `rgba(${(hex >> 16) & 255},${(hex >> 8) & 255},${hex & 255},${a})`

/** The tone atlas: TONES in reading order, then the push arrows (arrows.ts), `tile` pixels a side each. */
export function paintToneAtlas(tile = 128): HTMLCanvasElement {
  const { cols, rows } = atlasGrid(TONE_TILES)
  const { canvas, ctx } = makeCanvas(cols * tile, rows * tile)
  TONES.forEach((tone, i) => {
    const x = (i % cols) * tile
    const y = Math.floor(i / cols) * tile
    ctx.save()
    ctx.beginPath()
    ctx.rect(x, y, tile, tile)
    ctx.clip()
    paintTone(ctx, x, y, tile, TONE_STYLES[tone])
    ctx.restore()
  })
  for (let k = 0; k < ARROW_TILES; k++) {
    const i = TONES.length + k
    const x = (i % cols) * tile
    const y = Math.floor(i / cols) * tile
    ctx.save()
    ctx.beginPath()
    ctx.rect(x, y, tile, tile)
    ctx.clip()
    paintArrowTile(ctx, x, y, tile, k)
    ctx.restore()
  }
  return canvas
}

function paintTone(ctx: Ctx2D, x: number, y: number, s: number, st: ToneStyle): void {
  // A hair of inset keeps neighbouring marks apart, so a run of squares still reads as squares.
  const inset = s * 0.04
  const ix = x + inset
  const iy = y + inset
  const is = s - 2 * inset
  ctx.fillStyle = rgb(st.colour, st.fillAlpha)
  if (st.fill === 'wash') ctx.fillRect(ix, iy, is, is)
  if (st.fill === 'stripes') {
    ctx.fillRect(ix, iy, is, is)
    ctx.strokeStyle = rgb(st.colour, Math.min(1, st.fillAlpha + 0.4))
    ctx.lineWidth = s * 0.07
    ctx.beginPath()
    for (let k = -4; k <= 4; k++) {
      ctx.moveTo(x + k * s * 0.25, y + s)
      ctx.lineTo(x + k * s * 0.25 + s, y)
    }
    ctx.stroke()
  }
  if (st.fill === 'dots') {
    ctx.fillRect(ix, iy, is, is)
    ctx.fillStyle = rgb(st.colour, Math.min(1, st.fillAlpha * 3))
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 4; b++) {
        ctx.beginPath()
        ctx.arc(x + (a + 0.5) * s * 0.25, y + (b + 0.5) * s * 0.25, s * 0.035, 0, Math.PI * 2)
        ctx.fill()
      }
  }
  if (st.fill === 'centre-dot') {
    ctx.fillStyle = 'rgba(20,20,20,0.55)'
    ctx.beginPath()
    ctx.arc(x + s / 2, y + s / 2, s * 0.14, 0, Math.PI * 2)
    ctx.fill()
    ctx.fillStyle = rgb(st.colour, st.fillAlpha)
    ctx.beginPath()
    ctx.arc(x + s / 2, y + s / 2, s * 0.1, 0, Math.PI * 2)
    ctx.fill()
  }
  if (st.border === 'none') return
  const w = st.borderWidth * s
  const o = inset + w / 2
  // A dark under-stroke keeps light outlines readable on the white ice as well as on grass.
  const stroke = (colour: string, width: number, dash: number[]): void => {
    ctx.strokeStyle = colour
    ctx.lineWidth = width
    ctx.setLineDash(dash)
    ctx.strokeRect(x + o, y + o, s - 2 * o, s - 2 * o)
    ctx.setLineDash([])
  }
  if (st.border === 'solid') {
    stroke('rgba(0,0,0,0.45)', w * 1.6, [])
    stroke(rgb(st.colour, 1), w, [])
  } else if (st.border === 'dashed') {
    stroke('rgba(0,0,0,0.4)', w * 1.5, [s * 0.16, s * 0.1])
    stroke(rgb(st.colour, 1), w, [s * 0.16, s * 0.1])
  } else if (st.border === 'double') {
    stroke('rgba(0,0,0,0.5)', w * 3.2, [])
    stroke(rgb(st.colour, 1), w, [])
    ctx.strokeStyle = rgb(st.colour, 1)
    ctx.lineWidth = w * 0.8
    const o2 = o + w * 1.8
    ctx.strokeRect(x + o2, y + o2, s - 2 * o2, s - 2 * o2)
  } else if (st.border === 'corners') {
    const len = s * 0.3
    for (const colour of ['rgba(0,0,0,0.5)', rgb(st.colour, 1)]) {
      ctx.strokeStyle = colour
      ctx.lineWidth = colour.startsWith('rgba(0') ? w * 1.6 : w
      ctx.beginPath()
      for (const [cx, cy, dx, dy] of [
        [x + o, y + o, 1, 1],
        [x + s - o, y + o, -1, 1],
        [x + o, y + s - o, 1, -1],
        [x + s - o, y + s - o, -1, -1],
      ]) {
        ctx.moveTo(cx + dx * len, cy)
        ctx.lineTo(cx, cy)
        ctx.lineTo(cx, cy + dy * len)
      }
      ctx.stroke()
    }
  }
}

export const LABEL_TILE = { w: 128, h: 64 } as const

/** The label atlas: each text centred in its tile, light on a dark pill, readable on grass and ice alike. */
export function paintLabelAtlas(texts: readonly string[]): HTMLCanvasElement {
  const { cols, rows } = atlasGrid(texts.length)
  const { w, h } = LABEL_TILE
  const { canvas, ctx } = makeCanvas(cols * w, rows * h)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  texts.forEach((text, i) => {
    const x = (i % cols) * w
    const y = Math.floor(i / cols) * h
    // As tall as labelSize.textShare says, so the legibility maths measures what is painted.
    const size = h * textShare(text)
    ctx.font = `bold ${Math.round(size)}px system-ui, sans-serif`
    const tw = Math.min(w - 4, ctx.measureText(text).width + h * 0.36)
    ctx.fillStyle = 'rgba(12,14,18,0.8)'
    roundRect(ctx, x + (w - tw) / 2, y + h * 0.06, tw, h * 0.88, h * 0.32)
    ctx.fill()
    ctx.fillStyle = '#fffdf5'
    ctx.fillText(text, x + w / 2, y + h / 2 + 1, w - 8)
  })
  return canvas
}

function roundRect(ctx: Ctx2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}
