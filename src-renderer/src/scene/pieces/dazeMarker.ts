// A ring of little stars over stunned figures. Lying face down already differs from lying face up, but from the
// default camera both are a small figure on its side; the stars make "stunned" readable across the table.
import type { BufferGeometry } from 'three'
import { hexToLinear } from './paint'
import { PartBuilder } from './parts'

/** Height above the board at which the ring floats over a lying figure. */
export const DAZE_HEIGHT = 0.58

export function buildDazeMarker(): BufferGeometry {
  const b = new PartBuilder()
  const gold = hexToLinear(0xffd23a)
  const n = 5
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    // Flattened octahedra (two cones base to base) read as stars from above and from the side.
    const at = [Math.cos(a) * 0.24, 0, Math.sin(a) * 0.24] as const
    b.cone(0.08, 0.09, [at[0], at[1] + 0.045, at[2]], gold, [0, a, 0], 4)
    b.cone(0.08, 0.09, [at[0], at[1] - 0.045, at[2]], gold, [Math.PI, a, 0], 4)
  }
  return b.build()
}
