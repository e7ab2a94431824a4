// The turntable's top, painted in code like a miniature's base: static-grass flock (greens with lighter tufts
// and a few dark specks) or, for Cross Check teams, brushed ice. Seeded, so it looks the same every run.
import type { Texture } from 'three'
import { canvasTexture, makeCanvas, rgba } from '../textures/canvas'
import { makeRng } from '../textures/rng'

export function flockTexture(kind: 'flock' | 'ice', repeat: number): Texture {
  const size = 256
  const { canvas, ctx } = makeCanvas(size, size)
  const rng = makeRng(kind === 'ice' ? 7 : 11)
  const [base, lo, hi]: [number[], number[], number[]] =
    kind === 'ice'
      ? [
          [205, 220, 232],
          [178, 196, 212],
          [236, 244, 250],
        ]
      : [
          [62, 104, 42],
          [40, 70, 28],
          [122, 152, 70],
        ]
  ctx.fillStyle = rgba(base[0], base[1], base[2])
  ctx.fillRect(0, 0, size, size)
  const mixed = (a: number[], b: number[], t: number): string =>
    rgba(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t, 0.9)
  for (let i = 0; i < 2600; i++) {
    const x = rng() * size
    const y = rng() * size
    const t = rng()
    ctx.fillStyle = t < 0.5 ? mixed(base, lo, 1 - t * 2) : mixed(base, hi, (t - 0.5) * 2)
    if (kind === 'ice') ctx.fillRect(x, y, 6 + rng() * 18, 1)
    else ctx.fillRect(x, y, 1.5 + rng() * 2.5, 1.5 + rng() * 2.5)
  }
  return canvasTexture(canvas, { repeat: [repeat, repeat] })
}
