// A box of squares a reach is aimed at (reachSearch.ts), and the box arithmetic its callers need.

/**
 * A box of squares (inclusive) a caller reads a reach at, and nothing else: for the coach's cage (cage.ts
 * blitzReach), the squares next to those our carrier may end on, where their blitzers must get to. A square
 * from which the box is out of reach with the steps left can lie on no path into it, so an aimed search leaves
 * it out: each square of the box gets exactly the chance, step count and path a full search gives it (every
 * square on a way in is kept, in the order the full search improves it), the other squares only what the kept
 * ones give them.
 */
export interface Aim {
  readonly x0: number
  readonly x1: number
  readonly y0: number
  readonly y1: number
}

/** The box of `a` and (x, y), widened by a square (the squares next to them). */
export function around(a: Aim | null, x: number, y: number): Aim {
  return a
    ? {
        x0: Math.min(a.x0, x) - 1,
        x1: Math.max(a.x1, x) + 1,
        y0: Math.min(a.y0, y) - 1,
        y1: Math.max(a.y1, y) + 1,
      }
    : { x0: x - 1, x1: x + 1, y0: y - 1, y1: y + 1 }
}

/** True when box `a` lies inside box `b`. */
export function within(a: Aim, b: Aim): boolean {
  return a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1
}

/** The smallest box holding both. */
export function union(a: Aim, b: Aim): Aim {
  return {
    x0: Math.min(a.x0, b.x0),
    x1: Math.max(a.x1, b.x1),
    y0: Math.min(a.y0, b.y0),
    y1: Math.max(a.y1, b.y1),
  }
}
