// A scripted tumble: each die of a roll flies in from the side, bounces twice and comes to rest with the rolled
// face up, its print upright for the default camera. Deterministic from the roll's seed (no physics engine), and
// exact at the end: at progress 1 every die is precisely at its rest.
import { Quaternion, Vector3 } from 'three'
import type { DieFace } from '../animation/types'
import { TABLE_TOP_Y } from '../boards/table'
import { DIE_SIZE, DIE_STEP, restHeight } from './dieGeometry'
import { restQuaternion } from './dieShapes'
import { mulberry32 } from '@shared/engine/mulberry32'

export interface DiceSpot {
  /** World position of the middle of the row of dice, on the table. */
  readonly x: number
  readonly z: number
  /** Which way the row of dice runs (default x). */
  readonly along?: 'x' | 'z'
  /** Height of the surface they land on (default the table top; 0 = the board's top). */
  readonly y?: number
}

export interface DiePose {
  readonly position: Vector3
  readonly quaternion: Quaternion
}

/** The dice's look only, never a game's dice. */
const rng = mulberry32

/** Where die `i` of `count` rests, and how it lies. */
export function restPose(die: DieFace, i: number, count: number, spot: DiceSpot, seed: number): DiePose {
  const r = rng(seed + i * 7919)
  const step = (i - (count - 1) / 2) * DIE_STEP + (r() - 0.5) * 0.1 * DIE_SIZE
  const jitter = (r() - 0.5) * 0.2 * DIE_SIZE
  const x = spot.x + (spot.along === 'z' ? jitter : step)
  const z = spot.z + (spot.along === 'z' ? step : jitter)
  // A small turn so the dice do not lie like soldiers, small enough that every print stays upright.
  const yaw = (r() - 0.5) * 0.5
  return {
    position: new Vector3(x, (spot.y ?? TABLE_TOP_Y) + restHeight(die.kind), z),
    quaternion: restQuaternion(die.kind, die.face, yaw),
  }
}

/** The bounce profile: height above rest at progress u (0..1); 0 from the last landing on. */
function bounceHeight(u: number, drop: number): number {
  const land1 = 0.4
  const land2 = 0.68
  const land3 = 0.86
  if (u < land1) return drop * (1 - (u / land1) ** 2)
  if (u < land2) return 0.32 * 4 * ((u - land1) / (land2 - land1)) * (1 - (u - land1) / (land2 - land1))
  if (u < land3) return 0.1 * 4 * ((u - land2) / (land3 - land2)) * (1 - (u - land2) / (land3 - land2))
  return 0
}

/** Die `i` of a roll at tumble progress `u` (0 = thrown, 1 = at rest). */
export function tumblePose(
  dice: readonly DieFace[],
  i: number,
  u: number,
  spot: DiceSpot,
  seed: number,
): DiePose {
  const rest = restPose(dice[i], i, dice.length, spot, seed)
  if (u >= 1) return rest
  const r = rng(seed * 31 + i * 104729 + 1)
  // Thrown from the right and a little from behind, like a coach's hand at the side of the table; the flight
  // scales with the dice, so it stays over the squares round the row.
  const start = new Vector3((1.7 + r() * 0.7) * DIE_SIZE, 0, (-0.4 + (r() - 0.5) * 0.6) * DIE_SIZE).add(
    rest.position,
  )
  const drop = (1.3 + r() * 0.5) * Math.max(DIE_SIZE, 0.8)
  const k = Math.max(0, Math.min(1, u))
  const along = 1 - (1 - k) ** 3
  const position = start.clone().lerp(rest.position, along)
  position.y = rest.position.y + bounceHeight(k, drop)
  // It rolls about the horizontal axis across its travel, a little wobbly, unwinding to the rest exactly.
  const travel = rest.position.clone().sub(start).setY(0).normalize()
  const axis = new Vector3(travel.z, (r() - 0.5) * 0.8, -travel.x).normalize()
  const spin = (2 + Math.floor(r() * 2)) * Math.PI * 2 + (r() - 0.5) * 2
  const left = spin * (1 - (1 - (1 - k) ** 2.5))
  const quaternion = new Quaternion().setFromAxisAngle(axis, -left).multiply(rest.quaternion)
  return { position, quaternion }
}
