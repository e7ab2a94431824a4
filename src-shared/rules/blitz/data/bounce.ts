// 001: Bouncing Ball — the Bounce Chart printed on the board, numbered clockwise from the top left
// (game-facts B1):  1 2 3 / 8 * 4 / 7 6 5. "Up" is y − 1. A blocked or off-board result steps on clockwise
// (1 → 8 → 1) to the next square that can take the ball.

export const BOUNCE: readonly (readonly [number, number])[] = [
  [-1, -1], // 1
  [0, -1], // 2
  [1, -1], // 3
  [1, 0], // 4
  [1, 1], // 5
  [0, 1], // 6
  [-1, 1], // 7
  [-1, 0], // 8
]
