// Canvas plumbing for textures drawn in code: every board surface is painted on a 2D canvas at start-up, then
// handed to three.js. No image files and no remote content.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three'

export type Ctx2D = CanvasRenderingContext2D

export function makeCanvas(width: number, height: number): { canvas: HTMLCanvasElement; ctx: Ctx2D } {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width)
  canvas.height = Math.round(height)
  // willReadFrequently keeps the canvas on the CPU rasteriser: three.js reads it back once for upload, and a
  // GPU canvas on software WebGL takes tens of seconds to raster thousands of strokes.
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('TableScene: a 2D canvas context is needed to paint textures')
  return { canvas, ctx }
}

/**
 * The most anisotropic filtering any texture painted here asks for: the table's quality profile (scene/quality.ts)
 * sets it before the boards are painted. Module-wide, as a page draws one table; 16 (no cap) until set.
 */
let anisotropyCap = 16

export function setAnisotropyCap(cap: number): void {
  anisotropyCap = Math.max(1, Math.floor(cap))
}

export interface TextureOptions {
  /** Colour textures are sRGB; data textures (bump, roughness) stay linear. */
  readonly color?: boolean
  readonly repeat?: readonly [number, number]
  readonly anisotropy?: number
}

export function canvasTexture(canvas: HTMLCanvasElement, options: TextureOptions = {}): Texture {
  const tex = new CanvasTexture(canvas)
  if (options.color !== false) tex.colorSpace = SRGBColorSpace
  if (options.repeat) {
    tex.wrapS = RepeatWrapping
    tex.wrapT = RepeatWrapping
    tex.repeat.set(options.repeat[0], options.repeat[1])
  }
  // Grazing views of the grid blur to mush without anisotropic filtering.
  tex.anisotropy = Math.min(options.anisotropy ?? 8, anisotropyCap)
  tex.needsUpdate = true
  return tex
}

/** rgb(a) string from 0..255 channels, for canvas fills. */
export function rgba(r: number, g: number, b: number, a = 1): string {
  return `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${a})`
}
