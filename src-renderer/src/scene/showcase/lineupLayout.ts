// Where the line-up's miniatures stand on the turntable, and where the camera looks from. The figures stand
// in a ring facing outwards, a base's width apart, so each one turns to face the viewer in turn; the first
// position starts at the front. Pure maths (tested without WebGL).

export interface LineupSlot {
  readonly x: number
  readonly z: number
  /** Rotation round +Y; 0 faces +Z (the viewer, at the front of the turntable). */
  readonly yaw: number
}

export interface LineupLayout {
  readonly slots: readonly LineupSlot[]
  /** Radius of the ring the figures stand on. */
  readonly ring: number
  /** Radius of the turntable's top. */
  readonly plinth: number
}

/** Centre-to-centre distance of neighbours on the ring (a base is 0.72 wide; big guys 0.9). */
export const SLOT_SPACING = 1.05
/** Turntable margin beyond the ring. */
export const PLINTH_MARGIN = 0.6

export function lineupLayout(count: number): LineupLayout {
  if (count <= 0) return { slots: [], ring: 0, plinth: PLINTH_MARGIN + 0.4 }
  if (count === 1) return { slots: [{ x: 0, z: 0, yaw: 0 }], ring: 0, plinth: PLINTH_MARGIN + 0.4 }
  // The chord between neighbours is the spacing: 2r·sin(π/n) = spacing.
  const ring = Math.max(0.7, SLOT_SPACING / (2 * Math.sin(Math.PI / count)))
  const slots: LineupSlot[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const x = Math.sin(a) * ring
    const z = Math.cos(a) * ring
    slots.push({ x, z, yaw: Math.atan2(x, z) })
  }
  return { slots, ring, plinth: ring + PLINTH_MARGIN }
}

/** Turntable angle that brings slot `index` of `count` to the front (towards the viewer, +Z). */
export function frontAngle(index: number, count: number): number {
  return count > 0 ? -(index / count) * Math.PI * 2 : 0
}

/**
 * Camera distance that frames the turntable (radius `plinth`) and figures up to `height` tall, for a vertical
 * field of view `fovDeg`, a canvas `aspect` and an elevation of `elevationDeg` above the turntable.
 */
export function cameraDistance(plinth: number, height: number, fovDeg: number, aspect: number): number {
  const vHalf = (fovDeg * Math.PI) / 360
  const hHalf = Math.atan(Math.tan(vHalf) * aspect)
  // Width: the whole turntable with a little air; height: the figures over the front edge of the turntable.
  const byWidth = (plinth * 1.12) / Math.tan(hHalf)
  const byHeight = (plinth * 0.55 + height * 1.1) / Math.tan(vHalf)
  return Math.max(byWidth, byHeight, 2.5) + plinth * 0.6
}

/** Degrees a second the turntable turns (a full turn in a minute: slow enough to read each miniature). */
export const TURN_DEG_PER_SECOND = 6
