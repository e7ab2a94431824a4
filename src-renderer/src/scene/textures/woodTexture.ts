// Wood for the table the board sits on: long planks with grain lines and knots, painted in code.
import { makeCanvas, rgba } from './canvas'
import { makeRng } from './rng'

export function paintWood(width = 1024, height = 1024, planks = 6, seed = 0x900d): HTMLCanvasElement {
  const { canvas, ctx } = makeCanvas(width, height)
  const rng = makeRng(seed)
  const plankH = height / planks
  for (let p = 0; p < planks; p++) {
    const y0 = p * plankH
    // Each plank a slightly different warm brown, so the joins read without drawing heavy lines.
    const tone = 0.85 + rng() * 0.3
    ctx.fillStyle = rgba(122 * tone, 78 * tone, 46 * tone)
    ctx.fillRect(0, y0, width, plankH)
    // Grain: wavy lines along the plank, dark and light.
    const lines = 40
    for (let i = 0; i < lines; i++) {
      const gy = y0 + rng() * plankH
      const amp = 1 + rng() * 4
      const freq = 0.004 + rng() * 0.01
      const phase = rng() * 10
      const dark = rng() < 0.6
      ctx.strokeStyle = dark ? rgba(70, 40, 20, 0.1 + rng() * 0.2) : rgba(190, 140, 90, 0.06 + rng() * 0.1)
      ctx.lineWidth = 0.6 + rng() * 2
      ctx.beginPath()
      for (let x = 0; x <= width; x += 8) {
        const y = gy + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1 + phase) * amp * 0.3
        if (x === 0) ctx.moveTo(x, y)
        else ctx.lineTo(x, y)
      }
      ctx.stroke()
    }
    // A knot or two.
    if (rng() < 0.7) {
      const kx = rng() * width
      const ky = y0 + plankH * (0.3 + rng() * 0.4)
      for (let r = 3; r > 0; r--) {
        ctx.strokeStyle = rgba(60, 34, 18, 0.25)
        ctx.lineWidth = 1.5
        ctx.beginPath()
        ctx.ellipse(kx, ky, r * 5 + 4, r * 2 + 2, 0, 0, Math.PI * 2)
        ctx.stroke()
      }
    }
    // The join between planks: a thin dark gap with a highlight below it.
    ctx.fillStyle = 'rgba(35,20,10,0.6)'
    ctx.fillRect(0, y0, width, 2)
    ctx.fillStyle = 'rgba(200,150,100,0.12)'
    ctx.fillRect(0, y0 + 2, width, 1)
    // Plank ends, staggered.
    const endX = rng() * width
    ctx.fillStyle = 'rgba(35,20,10,0.5)'
    ctx.fillRect(endX, y0, 2, plankH)
  }
  return canvas
}
