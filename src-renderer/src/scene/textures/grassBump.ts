// A tiling height map of tiny blade strokes: under the key light it gives the turf some relief up close, which
// the colour map alone (printed felt) cannot. Written pixel by pixel (fast on a software canvas).
import { makeCanvas } from './canvas'
import { makeRng } from './rng'

export function paintGrassBump(size = 256, seed = 0x6a55): HTMLCanvasElement {
  const { canvas, ctx } = makeCanvas(size, size)
  const rng = makeRng(seed)
  const img = ctx.createImageData(size, size)
  const d = img.data
  for (let i = 0; i < d.length; i += 4) {
    const v = 118 + rng() * 20
    d[i] = d[i + 1] = d[i + 2] = v
    d[i + 3] = 255
  }
  const blades = size * size * 0.12
  for (let b = 0; b < blades; b++) {
    let x = rng() * size
    let y = rng() * size
    const len = 2 + Math.floor(rng() * 4)
    const slant = (rng() - 0.5) * 1.2
    const v = 40 + rng() * 180
    for (let k = 0; k < len; k++) {
      // Wrap so the tile has no seams.
      const px = ((Math.floor(x) % size) + size) % size
      const py = ((Math.floor(y) % size) + size) % size
      const o = (py * size + px) * 4
      const t = 0.6 * (1 - k / (len + 1))
      const nv = d[o] + (v - d[o]) * t
      d[o] = d[o + 1] = d[o + 2] = nv
      x += slant
      y -= 1
    }
  }
  ctx.putImageData(img, 0, 0)
  return canvas
}
