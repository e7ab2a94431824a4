// A tiling height map of tiny blade strokes: under the key light it gives the turf some relief up close, which
// the colour map alone (printed felt) cannot.
import { makeCanvas } from './canvas'
import { makeRng } from './rng'

export function paintGrassBump(size = 256, seed = 0x6a55): HTMLCanvasElement {
  const { canvas, ctx } = makeCanvas(size, size)
  const rng = makeRng(seed)
  ctx.fillStyle = 'rgb(128,128,128)'
  ctx.fillRect(0, 0, size, size)
  ctx.lineCap = 'round'
  const strokes = size * size * 0.08
  for (let i = 0; i < strokes; i++) {
    const x = rng() * size
    const y = rng() * size
    const len = 1 + rng() * 3
    const a = -Math.PI / 2 + (rng() - 0.5) * 1.6
    const v = Math.round(60 + rng() * 140)
    ctx.strokeStyle = `rgba(${v},${v},${v},0.6)`
    ctx.lineWidth = 1
    // Draw wrapped copies so the tile has no seams.
    for (const dx of [-size, 0, size]) {
      for (const dy of [-size, 0, size]) {
        if (x + dx < -4 || x + dx > size + 4 || y + dy < -4 || y + dy > size + 4) continue
        ctx.beginPath()
        ctx.moveTo(x + dx, y + dy)
        ctx.lineTo(x + dx + Math.cos(a) * len, y + dy + Math.sin(a) * len)
        ctx.stroke()
      }
    }
  }
  return canvas
}
