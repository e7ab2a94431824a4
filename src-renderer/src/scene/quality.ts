// How much drawing the table asks of the machine: the coach's "Table quality" setting (stores/settings) read
// against the graphics the browser reports. A computer without a graphics card draws WebGL in software (Mesa's
// llvmpipe, SwiftShader): there multisampling, a 2048² shadow map and anisotropic filtering make every moving frame
// several times dearer, the table stutters and the AI's search loses the same CPU. "Automatic" draws the fast way
// there and the best way on a real graphics card; the coach may pick either by hand.
// Photo mode keeps its own multisampled target (scene/photo/photoPipeline), so photos are sharp at any quality.

export type TableQuality = 'auto' | 'best' | 'fast'
export const TABLE_QUALITIES: readonly TableQuality[] = ['auto', 'best', 'fast']

export interface QualityProfile {
  /** The level in use ('auto' resolved). */
  readonly level: 'best' | 'fast'
  /** Multisampled canvas (a WebGL context attribute: fixed for the renderer's life). */
  readonly antialias: boolean
  /** The key light's shadow map, texels a side. */
  readonly shadowMapSize: number
  /** The most anisotropic filtering a texture of the table asks for (1: none). */
  readonly maxAnisotropy: number
  /** The room's reflection map (renderSetup roomEnvironment), texels a cube face side. */
  readonly envMapSize: number
}

const PROFILES: Record<'best' | 'fast', QualityProfile> = {
  best: { level: 'best', antialias: true, shadowMapSize: 2048, maxAnisotropy: 8, envMapSize: 256 },
  // Measured here (llvmpipe, e2e turns spec): the table's GPU-process CPU per run fell by about a quarter and the
  // spec's wall time by a third; the shadows stay (they ground the pieces), only coarser.
  // The room's reflection map is prefiltered once per table (256 GGX samples a texel at three's default 256² a
  // face): measured here, at 32² five e2e tests took 116 s of CPU where they took 128 s at 256²; its faint
  // reflections (a quarter's strength, blurred) look the same.
  fast: { level: 'fast', antialias: false, shadowMapSize: 1024, maxAnisotropy: 1, envMapSize: 32 },
}

/** Renderer strings of software rasterisers (Mesa, Chromium's SwiftShader, Windows' fallback). */
const SOFTWARE = /llvmpipe|softpipe|lavapipe|swiftshader|software|basic render driver/i

export function isSoftwareRenderer(name: string | null): boolean {
  return name !== null && SOFTWARE.test(name)
}

/** The profile for a setting on graphics that report `rendererName` (null: unknown, taken as a real card). */
export function qualityProfile(setting: TableQuality, rendererName: string | null): QualityProfile {
  if (setting === 'auto') return isSoftwareRenderer(rendererName) ? PROFILES.fast : PROFILES.best
  return PROFILES[setting]
}

/** What the browser's WebGL says draws it, from a throwaway context; null where it will not say. */
export function probeRendererName(doc: Document = document): string | null {
  try {
    const gl =
      doc.createElement('canvas').getContext('webgl2') ?? doc.createElement('canvas').getContext('webgl')
    if (!gl) return null
    // The unmasked name where the browser offers it (Chromium also answers RENDERER unmasked now).
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return typeof name === 'string' ? name : null
  } catch {
    return null
  }
}
