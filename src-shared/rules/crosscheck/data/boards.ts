// 000: The Boards — the puck-bouncing template (not printed in the seed; cc-interp: bounce-template). A D6 against
// the board(s) the puck hit: 2 lands in place (000), otherwise a direction and then D6 squares (000).

import type { Step } from '../../classic/data/scatter'

/** Face -> where the direction lies, relative to the board: 'along-' / 'along+' run along it, 'away' straight off. */
export const BOUNCE_FACES = Object.freeze([
  null,
  'along-',
  'in-place',
  'diagonal-',
  'away',
  'diagonal+',
  'along+',
] as const)

/** 000: "Otherwise, roll 1d6 for distance." */
export const BOUNCE_DISTANCE_DIE = 6

/**
 * The direction for a D6 face against boards on the sides given (outX/outY: -1 the low edge, +1 the high edge,
 * 0 none), or null for "lands in place". In a corner "along" one board is "away" from the other.
 */
export function bounceStep(outX: -1 | 0 | 1, outY: -1 | 0 | 1, d6: number): Step | null {
  const face = BOUNCE_FACES[d6]
  if (!face) throw new RangeError(`The bounce template is rolled on a D6, not ${d6}`)
  if (face === 'in-place') return null
  const inX = (0 - outX) as -1 | 0 | 1
  const inY = (0 - outY) as -1 | 0 | 1
  if (inX === 0 && inY === 0) throw new RangeError('A bounce needs the board the puck hit')
  if (inX !== 0 && inY !== 0) {
    const corner: Record<string, Step> = {
      'along-': { dx: inX, dy: 0 },
      'diagonal-': { dx: inX, dy: 0 },
      away: { dx: inX, dy: inY },
      'diagonal+': { dx: 0, dy: inY },
      'along+': { dx: 0, dy: inY },
    }
    return corner[face]
  }
  const off = face === 'away' ? 0 : face.endsWith('-') ? -1 : 1
  const straight = face === 'away' || face.startsWith('diagonal') ? 1 : 0
  if (inY !== 0) return { dx: off as -1 | 0 | 1, dy: (inY * straight) as -1 | 0 | 1 }
  return { dx: (inX * straight) as -1 | 0 | 1, dy: off as -1 | 0 | 1 }
}
