// Where a shown roll's dice land on the table: on empty squares beside the piece the roll is for, where it is drawn
// now (mid-move it may be between squares), else beside the ball, else in the board's middle.
import type { GameView } from '@shared/engine/api'
import type { Vector3 } from 'three'
import type { BoardLayout } from '../boards/layout'
import type { ShownRoll } from './DiceLayer'
import { diceSpotNear, squareKey } from './diceSpot'
import type { DiceSpot } from './tumble'

/** `drawnAt` is the roll's player as drawn now in world units (board-centred), or null. */
export function rollSpot(
  roll: ShownRoll,
  view: GameView | null,
  layout: BoardLayout,
  drawnAt: Vector3 | null,
): DiceSpot {
  const occupied = new Set<string>()
  for (const p of view?.pieces ?? []) if (p.x !== null && p.y !== null) occupied.add(squareKey(p.x, p.y))
  const ball = view?.balls[0]
  const anchor = drawnAt
    ? { x: drawnAt.x + (layout.width - 1) / 2, y: drawnAt.z + (layout.height - 1) / 2 }
    : ball && ball.x >= 0 && ball.y >= 0 && ball.x < layout.width && ball.y < layout.height
      ? { x: ball.x, y: ball.y }
      : null
  // The roller's own square, rounded from where he is drawn, is never under the dice.
  if (drawnAt && anchor) occupied.add(squareKey(Math.round(anchor.x), Math.round(anchor.y)))
  return diceSpotNear(anchor, roll.dice.length, { layout, occupied })
}
