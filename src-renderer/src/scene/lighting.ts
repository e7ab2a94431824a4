// The table's lights: one warm key light that casts the only shadows (soft PCF), a cool fill from the opposite
// side, and a hemisphere light for sky/ground bounce. The key's shadow frustum is fitted to the board so the
// modest shadow map (software WebGL here) spends its texels on the pitch. The shadow map is drawn only when asked
// (renderSetup.ts): ShadowSchedule says when — after any change, while things move, and once when they stop, so a
// shadow never stays where a figure was.
import { Color, DirectionalLight, Fog, Group, HemisphereLight, type Scene, type Texture } from 'three'

export const ROOM_COLOUR = new Color(0x2a1d15)

export interface Lighting {
  readonly group: Group
  readonly key: DirectionalLight
  /** Fits the key light's shadow camera round a board footprint (half extents in world units). */
  fitShadow(halfX: number, halfZ: number): void
}

export function buildLighting(shadowMapSize = 2048): Lighting {
  const group = new Group()
  group.name = 'lighting'

  const key = new DirectionalLight(0xffe0b8, 3.0)
  key.position.set(-11, 13, 9)
  key.castShadow = true
  key.shadow.mapSize.set(shadowMapSize, shadowMapSize)
  // r187 has no PCFSoftShadowMap: PCF with a radius blurs the edge instead.
  key.shadow.radius = 4
  key.shadow.bias = -0.0004
  key.shadow.normalBias = 0.02
  group.add(key, key.target)

  const fill = new DirectionalLight(0x9db6ff, 0.7)
  fill.position.set(12, 9, -10)
  group.add(fill, fill.target)

  const hemi = new HemisphereLight(0xdfe8ff, 0x5a4028, 0.75)
  group.add(hemi)

  const fitShadow = (halfX: number, halfZ: number): void => {
    const cam = key.shadow.camera
    // The light looks down at an angle, so the footprint is padded for figures' height and the slanted view.
    const r = Math.hypot(halfX, halfZ) + 1.5
    cam.left = -r
    cam.right = r
    cam.top = r
    cam.bottom = -r
    cam.near = 1
    cam.far = 60
    cam.updateProjectionMatrix()
    key.shadow.needsUpdate = true
  }
  fitShadow(14, 8.5)
  return { group, key, fitShadow }
}

/** While figures or dice move, their shadows are redrawn at most this often (the shadow pass costs a frame's half). */
export const MOVING_SHADOW_MS = 66

/**
 * When the shadow map must be redrawn: on the frame after any change (invalidate: a new view, board, looks or
 * size), every MOVING_SHADOW_MS while something moves, and on the first frame after it stops (the last positions).
 */
export class ShadowSchedule {
  private pending = true
  private lastAt = Number.NEGATIVE_INFINITY
  private wasMoving = false

  /** The table changed: the next frame redraws the shadows. */
  invalidate(): void {
    this.pending = true
  }

  /** Whether the frame at `now` (ms) redraws the shadow map; `moving`: something moved this frame. */
  due(now: number, moving: boolean): boolean {
    const stopped = this.wasMoving && !moving
    this.wasMoving = moving
    const due = this.pending || stopped || (moving && now - this.lastAt >= MOVING_SHADOW_MS)
    if (due) {
      this.pending = false
      this.lastAt = now
    }
    return due
  }
}

/** Fog starts behind the board (at the default view's distance) so the table's far end and the room fade, never the pitch. */
export function fitFog(fog: Fog, viewDistance: number): void {
  fog.near = viewDistance * 1.15
  fog.far = viewDistance * 3.2
}

/**
 * The room round the table: its colour behind and in the fog (fitted to the board by fitFog), and its environment
 * map for faint reflections only (the look is painted, not glossy).
 */
export function dressRoom(scene: Scene, envMap: Texture): void {
  scene.background = ROOM_COLOUR
  scene.fog = new Fog(ROOM_COLOUR, 40, 120)
  scene.environment = envMap
  scene.environmentIntensity = 0.25
}
