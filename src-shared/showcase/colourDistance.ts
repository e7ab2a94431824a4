// How far apart two painted colours look: CIEDE2000 (ΔE00) between two sRGB colours, through CIE Lab (D65). Pure
// maths (Sharma, Wu & Dalal 2005, "The CIEDE2000 color-difference formula"), tested against that paper's data. The
// table uses it to tell when two teams' colours clash (teamClash.ts in the renderer's pieces).

export interface Lab {
  readonly L: number
  readonly a: number
  readonly b: number
}

const D65 = { x: 0.95047, y: 1, z: 1.08883 }

/** '#rrggbb' (sRGB) → CIE Lab under D65. */
export function hexToLab(hex: string): Lab {
  const n = parseInt(hex.slice(1, 7), 16)
  const lin = (c: number): number => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const r = lin((n >> 16) & 255)
  const g = lin((n >> 8) & 255)
  const b = lin(n & 255)
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / D65.x
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / D65.y
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / D65.z
  const f = (t: number): number => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29)
  return { L: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) }
}

const rad = (deg: number): number => (deg * Math.PI) / 180
const deg = (r: number): number => (r * 180) / Math.PI

/** CIEDE2000 colour difference between two Lab colours (kL = kC = kH = 1). */
export function deltaE2000(x: Lab, y: Lab): number {
  const C1 = Math.hypot(x.a, x.b)
  const C2 = Math.hypot(y.a, y.b)
  const Cm = (C1 + C2) / 2
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)))
  const a1 = (1 + G) * x.a
  const a2 = (1 + G) * y.a
  const c1 = Math.hypot(a1, x.b)
  const c2 = Math.hypot(a2, y.b)
  const hue = (b: number, a: number): number => {
    if (a === 0 && b === 0) return 0
    const h = deg(Math.atan2(b, a))
    return h < 0 ? h + 360 : h
  }
  const h1 = hue(x.b, a1)
  const h2 = hue(y.b, a2)

  const dL = y.L - x.L
  const dC = c2 - c1
  let dh = 0
  if (c1 * c2 !== 0) {
    dh = h2 - h1
    if (dh > 180) dh -= 360
    else if (dh < -180) dh += 360
  }
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(rad(dh / 2))

  const Lm = (x.L + y.L) / 2
  const cm = (c1 + c2) / 2
  let hm = h1 + h2
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hm = (h1 + h2) / 2
    else hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
  }
  const T =
    1 -
    0.17 * Math.cos(rad(hm - 30)) +
    0.24 * Math.cos(rad(2 * hm)) +
    0.32 * Math.cos(rad(3 * hm + 6)) -
    0.2 * Math.cos(rad(4 * hm - 63))
  const dTheta = 30 * Math.exp(-(((hm - 275) / 25) ** 2))
  const Rc = 2 * Math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7))
  const Sl = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2)
  const Sc = 1 + 0.045 * cm
  const Sh = 1 + 0.015 * cm * T
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc
  const l = dL / Sl
  const c = dC / Sc
  const h = dH / Sh
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h)
}

/** ΔE00 between two '#rrggbb' colours. */
export function colourDistance(a: string, b: string): number {
  return deltaE2000(hexToLab(a), hexToLab(b))
}
