// Where rolled dice land: on the table beside the board, at a spot the default camera sees whatever the window's
// shape (the board fills the view along one axis and leaves room along the other). Pure maths on a camera.
import { PerspectiveCamera, Vector3 } from 'three'
import { frameBoard } from '../camera'
import { TABLE_TOP_Y } from '../boards/table'
import type { DiceSpot } from './tumble'

/** Half the width and depth of the area a row of up to four dice needs, plus their height. */
const ROW_HALF_X = 2
const ROW_HALF_Z = 0.7

/**
 * The first spot, in order of preference, whose dice area the default framing of a `halfX` × `halfZ` board keeps
 * in view: in front of the near long edge toward its right end, beyond the right end, behind the far edge.
 */
export function chooseDiceSpot(fov: number, aspect: number, halfX: number, halfZ: number): DiceSpot {
  const camera = new PerspectiveCamera(fov, aspect, 0.5, 300)
  frameBoard(camera, halfX, halfZ)
  const candidates: DiceSpot[] = [
    { x: halfX * 0.72, z: halfZ + 1.2 },
    { x: halfX * 0.72, z: halfZ + 0.8 },
    { x: halfX + 2.2, z: halfZ * 0.45 },
    { x: halfX * 0.6, z: -halfZ - 1.2 },
  ]
  const v = new Vector3()
  const fits = (s: DiceSpot): boolean => {
    for (const dx of [-ROW_HALF_X, ROW_HALF_X])
      for (const dz of [-ROW_HALF_Z, ROW_HALF_Z])
        for (const y of [TABLE_TOP_Y, TABLE_TOP_Y + 0.6]) {
          v.set(s.x + dx, y, s.z + dz).project(camera)
          if (Math.abs(v.x) > 0.92 || Math.abs(v.y) > 0.92) return false
        }
    return true
  }
  // Nothing fits (a very narrow window): on the near edge's border anyway, where it is at least half seen.
  return candidates.find(fits) ?? { x: halfX * 0.72, z: halfZ + 0.8 }
}
