// The painted-miniature look: colour maths for base/shade/highlight and the dry-brush/wash tint that vertex
// colours get from their face direction, plus the one toon material every figure shares (three-band ramp and a
// warm rim light). The colour maths is pure so it is unit-tested.
import { Color, DataTexture, MeshToonMaterial, NearestFilter, RedFormat, UnsignedByteType } from 'three'

/** Linear-light RGB, 0..1 per channel. */
export type RGB = readonly [number, number, number]

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v)

/** An sRGB hex colour (as painters pick them) in the linear space three.js lights in. */
export function hexToLinear(hex: number): RGB {
  const c = new Color().setHex(hex)
  return [c.r, c.g, c.b]
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

// Painters mix by eye, so shades and highlights are mixed in gamma-encoded space: a 20% highlight on a dark green
// stays green instead of turning grey, as a linear-space mix would.
const GAMMA = 2.2
const encode = (c: RGB): RGB => [c[0] ** (1 / GAMMA), c[1] ** (1 / GAMMA), c[2] ** (1 / GAMMA)]
const decode = (c: RGB): RGB => [c[0] ** GAMMA, c[1] ** GAMMA, c[2] ** GAMMA]

/** Mix two linear colours as a painter would (in gamma-encoded space); returns a linear colour. */
export function paintMix(a: RGB, b: RGB, t: number): RGB {
  return decode(mix(encode(a), encode(b), clamp01(t)))
}

const WASH: RGB = [0.012, 0.008, 0.01]
const DRYBRUSH: RGB = [0.95, 0.88, 0.74]

/** A shade: the base mixed toward a dark, slightly warm brown, as a wash pools in recesses. */
export function shade(c: RGB, amount = 0.45): RGB {
  return paintMix(c, WASH, amount)
}

/** A highlight: the base mixed toward a warm off-white, as a dry-brush catches raised edges. */
export function highlight(c: RGB, amount = 0.35): RGB {
  return paintMix(c, DRYBRUSH, amount)
}

/** How strongly recesses are washed and raised edges dry-brushed, 0..1 (a paint scheme's `finish`). */
export interface PaintFinish {
  readonly shade: number
  readonly highlight: number
}

/** The table's own finish (the paint-scheme presets' DEFAULT_FINISH says the same). */
export const TABLE_FINISH: PaintFinish = { shade: 0.42, highlight: 0.16 }

/**
 * The tint a vertex gets from its normal's vertical part: faces pointing up are lightened (dry-brushed), faces
 * pointing down darkened (washed), sideways faces keep the base colour. `ny` is in -1..1; `finish` sets how
 * strong the wash and the dry-brush are.
 */
export function faceTint(c: RGB, ny: number, finish: PaintFinish = TABLE_FINISH): RGB {
  const n = Math.max(-1, Math.min(1, ny))
  return n >= 0 ? highlight(c, finish.highlight * n * n) : shade(c, finish.shade * n * n)
}

/** Relative luminance of a linear colour (Rec. 709 weights). */
export function luminance(c: RGB): number {
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
}

/** The three bands of the toon ramp (shade, base, highlight) as 0..255 ramp texels. */
export const TOON_BANDS: readonly number[] = [92, 176, 255]

export interface PaintMaterialOptions {
  readonly rimColour?: number
  readonly rimStrength?: number
}

/** The shared figure material: vertex colours through a three-band toon ramp with a warm rim. */
export function makePaintMaterial(options: PaintMaterialOptions = {}): MeshToonMaterial {
  const ramp = new DataTexture(new Uint8Array(TOON_BANDS), TOON_BANDS.length, 1, RedFormat, UnsignedByteType)
  // Nearest filtering keeps the bands hard-edged, which is what reads as paint rather than plastic.
  ramp.minFilter = NearestFilter
  ramp.magFilter = NearestFilter
  ramp.generateMipmaps = false
  ramp.needsUpdate = true
  const material = new MeshToonMaterial({ vertexColors: true, gradientMap: ramp })
  const rim = new Color(options.rimColour ?? 0xffc890)
  const strength = options.rimStrength ?? 0.2
  material.onBeforeCompile = (shader) => {
    shader.uniforms.rimColour = { value: rim }
    shader.uniforms.rimStrength = { value: strength }
    shader.fragmentShader = shader.fragmentShader
      .replace('void main() {', 'uniform vec3 rimColour;\nuniform float rimStrength;\nvoid main() {')
      .replace(
        '#include <opaque_fragment>',
        // A warm rim on silhouettes separates figures from the grass even in shadow.
        'float rimF = pow(1.0 - clamp(dot(normal, normalize(vViewPosition)), 0.0, 1.0), 3.0);\n' +
          'outgoingLight += rimColour * rimF * rimStrength;\n#include <opaque_fragment>',
      )
  }
  material.customProgramCacheKey = () => 'pitchside-paint'
  return material
}
