// Where rolled dice land: on the table beside the board, at a spot the default camera sees whatever the window's
// shape (the board fills the view along one axis and leaves room along the other). Pure maths on a camera.
import { PerspectiveCamera, Vector3 } from 'three'
import { frameBoard } from '../camera'
import { TABLE_TOP_Y } from '../boards/table'
import type { DiceSpot } from './tumble'

/** Half the length and breadth of the area a row of up to four dice needs. */
const ROW_HALF_LONG = 2
const ROW_HALF_SHORT = 0.7

/**
 * The first spot, in order of preference, whose dice area the default framing of a `halfX` × `halfZ` board keeps
 * in view: in front of the near long edge toward its right end, beyond the right end, behind the far edge.
 */
export function chooseDiceSpot(fov: number, aspect: number, halfX: number, halfZ: number): DiceSpot {
  const camera = new PerspectiveCamera(fov, aspect, 0.5, 300)
  frameBoard(camera, halfX, halfZ)
  // Beside the short ends the row of dice runs along the board's width (z), in front and behind along its length.
  const candidates: DiceSpot[] = [
    { x: halfX * 0.72, z: halfZ + 1.2, along: 'x' },
    { x: halfX * 0.72, z: halfZ + 0.8, along: 'x' },
    { x: halfX + 1.1, z: halfZ * 0.4, along: 'z' },
    { x: -halfX - 1.1, z: halfZ * 0.4, along: 'z' },
    { x: halfX * 0.6, z: -halfZ - 1.2, along: 'x' },
    // A board that fills the window both ways (Blitz Bowl's, nearly square, in a squarish window): on the board's
    // own near-right corner, over its printed margin.
    { x: halfX - 2.3, z: halfZ - 0.9, along: 'x', y: 0 },
  ]
  const reach = (s: DiceSpot): number => diceReach(camera, s)
  const fit = candidates.find((s) => reach(s) <= 0.92)
  if (fit) return fit
  // Nothing fits (a very narrow window): the spot that sticks out least.
  return candidates.reduce((best, s) => (reach(s) < reach(best) ? s : best))
}

/** How far a spot's dice area reaches in `camera`'s NDC (≤ 0.92 keeps a margin at the window's edge). */
export function diceReach(camera: PerspectiveCamera, s: DiceSpot): number {
  const v = new Vector3()
  const hx = s.along === 'z' ? ROW_HALF_SHORT : ROW_HALF_LONG
  const hz = s.along === 'z' ? ROW_HALF_LONG : ROW_HALF_SHORT
  let worst = 0
  for (const dx of [-hx, hx])
    for (const dz of [-hz, hz])
      for (const y of [0, 0.6]) {
        v.set(s.x + dx, (s.y ?? TABLE_TOP_Y) + y, s.z + dz).project(camera)
        worst = Math.max(worst, Math.abs(v.x), Math.abs(v.y))
      }
  return worst
}
