// A stand-in 2D canvas for Node: painting code runs (and its calls are swallowed), so boards, mark atlases and
// plates can be built without a DOM. Use with vi.mock('@renderer/scene/textures/canvas', fakeCanvasModule).
import type * as CanvasModule from '@renderer/scene/textures/canvas'

export interface FakeCanvas {
  width: number
  height: number
  getContext(): unknown
}

const image = (w: number, h: number) => ({
  width: w,
  height: h,
  data: new Uint8ClampedArray(Math.max(1, Math.round(w)) * Math.max(1, Math.round(h)) * 4),
})

export function fakeContext(canvas: FakeCanvas): CanvasRenderingContext2D {
  const target: Record<string | symbol, unknown> = {
    canvas,
    getImageData: (_x: number, _y: number, w: number, h: number) => image(w, h),
    createImageData: (w: number, h: number) => image(w, h),
    measureText: (text: string) => ({ width: String(text).length * 10 }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
  }
  // Any other method is a no-op; style properties are stored as set.
  return new Proxy(target, {
    get: (t, key) => (key in t ? t[key] : () => undefined),
    set: (t, key, value) => {
      t[key] = value
      return true
    },
  }) as unknown as CanvasRenderingContext2D
}

export function fakeMakeCanvas(width: number, height: number) {
  const canvas: FakeCanvas = { width: Math.round(width), height: Math.round(height), getContext: () => ctx }
  const ctx = fakeContext(canvas)
  return { canvas: canvas as unknown as HTMLCanvasElement, ctx }
}

/** The canvas module with makeCanvas replaced; everything else is the real one. */
export async function fakeCanvasModule(importOriginal: () => Promise<typeof CanvasModule>) {
  const real = await importOriginal()
  return { ...real, makeCanvas: fakeMakeCanvas }
}
