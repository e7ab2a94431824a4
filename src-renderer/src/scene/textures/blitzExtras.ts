// What Blitz Bowl prints beside its pitch (game-facts B1: "a score track, a Bounce Chart, and card spaces"): the
// card spaces (deck, discard, active Challenge Cards 1–3) on the far band, the Bounce Chart and the score track
// (0–9 and +10/+20/+30) on the near band. Language-free (numbers and symbols), so one texture serves every locale.
import type { Ctx2D } from './canvas'

/** game-facts B1 Bounce Chart, numbered clockwise from top-left; null is the ball's own square. */
export const BOUNCE_CHART: readonly (readonly (number | null)[])[] = [
  [1, 2, 3],
  [8, null, 4],
  [7, 6, 5],
]

/** Score track spaces (game-facts B1): 0–9, then the +10/+20/+30 slots. */
export const SCORE_TRACK: readonly string[] = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '+10',
  '+20',
  '+30',
]

/** Card spaces along the far band, in order: deck, discard, then the three active Challenge Card spaces. */
export const CARD_SPACES: readonly ('deck' | 'discard' | 1 | 2 | 3)[] = ['deck', 'discard', 1, 2, 3]

const INK = 'rgba(236,232,218,0.92)'
const PANEL = 'rgba(10,16,26,0.55)'

/** Card spaces centred in the band `y..y+h` (pixels) across `x..x+w`. */
export function paintCardSpaces(ctx: Ctx2D, x: number, y: number, w: number, h: number, ppu: number): void {
  const ch = h * 0.8
  const cw = ch * 0.7
  const gap = ppu * 0.45
  const total = CARD_SPACES.length * cw + (CARD_SPACES.length - 1) * gap + gap
  let cx = x + (w - total) / 2
  const cy = y + (h - ch) / 2
  CARD_SPACES.forEach((space, i) => {
    // A wider gap between the deck/discard pair and the active spaces.
    if (i === 2) cx += gap
    roundRect(ctx, cx, cy, cw, ch, ppu * 0.1)
    ctx.fillStyle = PANEL
    ctx.fill()
    ctx.lineWidth = ppu * 0.04
    ctx.strokeStyle = space === 'discard' ? 'rgba(236,232,218,0.6)' : INK
    ctx.setLineDash(space === 'discard' ? [ppu * 0.12, ppu * 0.08] : [])
    ctx.stroke()
    ctx.setLineDash([])
    const mx = cx + cw / 2
    const my = cy + ch / 2
    if (space === 'deck') {
      // A stack of card backs.
      for (let k = 2; k >= 0; k--) {
        roundRect(ctx, mx - cw * 0.28 + k * 4, my - ch * 0.3 - k * 4, cw * 0.56, ch * 0.6, ppu * 0.06)
        ctx.fillStyle = k === 0 ? '#b3262b' : '#7e1a1e'
        ctx.fill()
        ctx.strokeStyle = INK
        ctx.lineWidth = ppu * 0.02
        ctx.stroke()
      }
    } else if (space === 'discard') {
      // A turning arrow: cards that have been.
      ctx.strokeStyle = 'rgba(236,232,218,0.7)'
      ctx.lineWidth = ppu * 0.06
      ctx.beginPath()
      ctx.arc(mx, my, cw * 0.22, Math.PI * 0.2, Math.PI * 1.7)
      ctx.stroke()
      ctx.fillStyle = 'rgba(236,232,218,0.7)'
      const ax = mx + Math.cos(Math.PI * 1.7) * cw * 0.22
      const ay = my + Math.sin(Math.PI * 1.7) * cw * 0.22
      ctx.beginPath()
      ctx.moveTo(ax + ppu * 0.12, ay)
      ctx.lineTo(ax - ppu * 0.06, ay - ppu * 0.12)
      ctx.lineTo(ax - ppu * 0.04, ay + ppu * 0.12)
      ctx.fill()
    } else {
      // Active Challenge Card spaces: a star and the slot number.
      ctx.fillStyle = '#e8b931'
      star(ctx, mx, my - ch * 0.12, ch * 0.16)
      ctx.fillStyle = INK
      ctx.font = `bold ${Math.round(ch * 0.22)}px system-ui, sans-serif`
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.fillText(String(space), mx, my + ch * 0.24)
    }
    cx += cw + gap
  })
}

/** The Bounce Chart as a 3×3 grid of `cell`-pixel squares with its top-left at (x, y). */
export function paintBounceChart(ctx: Ctx2D, x: number, y: number, cell: number): void {
  roundRect(ctx, x - cell * 0.15, y - cell * 0.15, cell * 3.3, cell * 3.3, cell * 0.2)
  ctx.fillStyle = PANEL
  ctx.fill()
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  BOUNCE_CHART.forEach((row, r) =>
    row.forEach((n, c) => {
      const cx = x + c * cell
      const cy = y + r * cell
      ctx.fillStyle = n === null ? '#7a3b1c' : 'rgba(236,232,218,0.12)'
      ctx.fillRect(cx + 2, cy + 2, cell - 4, cell - 4)
      ctx.strokeStyle = INK
      ctx.lineWidth = cell * 0.04
      ctx.strokeRect(cx + 2, cy + 2, cell - 4, cell - 4)
      if (n === null) {
        // The ball's square: a small ball.
        ctx.fillStyle = '#c9874a'
        ctx.beginPath()
        ctx.ellipse(cx + cell / 2, cy + cell / 2, cell * 0.26, cell * 0.17, 0, 0, Math.PI * 2)
        ctx.fill()
        ctx.strokeStyle = '#f1efe8'
        ctx.lineWidth = cell * 0.04
        ctx.beginPath()
        ctx.moveTo(cx + cell * 0.38, cy + cell / 2)
        ctx.lineTo(cx + cell * 0.62, cy + cell / 2)
        ctx.stroke()
      } else {
        ctx.fillStyle = INK
        ctx.font = `bold ${Math.round(cell * 0.52)}px system-ui, sans-serif`
        ctx.fillText(String(n), cx + cell / 2, cy + cell / 2 + 1)
      }
    }),
  )
}

/** The score track along `x..x+w` in the band `y..y+h`: round spaces 0–9, wider ones for +10/+20/+30. */
export function paintScoreTrack(ctx: Ctx2D, x: number, y: number, w: number, h: number): void {
  const n = SCORE_TRACK.length
  const step = w / n
  const r = Math.min(step * 0.42, h * 0.4)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  SCORE_TRACK.forEach((label, i) => {
    const cx = x + step * (i + 0.5)
    const cy = y + h / 2
    ctx.beginPath()
    ctx.arc(cx, cy, r, 0, Math.PI * 2)
    ctx.fillStyle = label.startsWith('+') ? 'rgba(120,24,28,0.8)' : PANEL
    ctx.fill()
    ctx.strokeStyle = INK
    ctx.lineWidth = r * 0.1
    ctx.stroke()
    ctx.fillStyle = INK
    ctx.font = `bold ${Math.round(r * (label.length > 1 ? 0.8 : 1.05))}px system-ui, sans-serif`
    ctx.fillText(label, cx, cy + 1)
  })
}

function star(ctx: Ctx2D, cx: number, cy: number, r: number): void {
  ctx.beginPath()
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 === 0 ? r : r * 0.45
    ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr)
  }
  ctx.closePath()
  ctx.fill()
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
