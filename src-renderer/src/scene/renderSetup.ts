// How the table's WebGL renderer is set up (colour, tone mapping, shadows redrawn on demand, per-frame stats) and
// the soft room lighting its materials reflect. One place, so the table and every stage it shows look alike.
import {
  ACESFilmicToneMapping,
  PCFShadowMap,
  PMREMGenerator,
  SRGBColorSpace,
  type Texture,
  WebGLRenderer,
} from 'three'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
import type { QualityProfile } from './quality'

export function createTableRenderer(canvas: HTMLCanvasElement, quality: QualityProfile): WebGLRenderer {
  // Multisampling per the quality profile (scene/quality.ts): off where WebGL is drawn in software.
  const renderer = new WebGLRenderer({
    canvas,
    antialias: quality.antialias,
    powerPreference: 'high-performance',
  })
  // Software WebGL here: a capped pixel ratio keeps fill-rate sane on dense displays.
  renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2))
  renderer.outputColorSpace = SRGBColorSpace
  renderer.toneMapping = ACESFilmicToneMapping
  renderer.toneMappingExposure = 1.05
  renderer.shadowMap.enabled = true
  renderer.shadowMap.type = PCFShadowMap
  // Shadows are redrawn only when something moved (TableScene.invalidate, a turning turntable): a still table
  // costs one pass a frame.
  renderer.shadowMap.autoUpdate = false
  // Stats cover the whole frame (scene + vignette), so counters are reset by hand once per frame.
  renderer.info.autoReset = false
  return renderer
}

/**
 * A blurred room to reflect (three's RoomEnvironment through PMREM), `size` texels a cube face side (the quality
 * profile's envMapSize); the caller disposes the texture.
 */
export function roomEnvironment(renderer: WebGLRenderer, size: number): Texture {
  const pmrem = new PMREMGenerator(renderer)
  const room = new RoomEnvironment()
  const texture = pmrem.fromScene(room, 0.04, 0.1, 100, { size }).texture
  room.dispose()
  pmrem.dispose()
  return texture
}
