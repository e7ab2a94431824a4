// The coach's reach (reachSearch.ts) is the largest part of a Classic look-ahead, and its speed-ups must give back
// exactly the reaches it gave before (the coach's choices read every square's chance, step count and path): every
// reach along seeded random games, folded into one hash a side, equals the hash recorded from the search as it was
// before its rewrite for speed (a bar per square, neighbour lists: issue 20 point 2): its chances and step counts
// exactly, its paths among equals since each side tries its neighbours forward first. Its box is that of its
// reached squares.
import { describe, expect, it } from 'vitest'
import { HEIGHT, P_SIDE, P_X, SQUARES, WIDTH } from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'
import { reach, type Reach } from '@shared/ai/classic/reachSearch'
import { alongRandomGames } from './randomGames'

/** Folds a reach's chances, step counts and (with `parents`) the parent of every reached square at every layer into `h`. */
function foldReach(h: number, r: Reach, parents = true): number {
  h = Math.imul(h ^ r.layers, 16777619) ^ r.start
  for (let i = 0; i < SQUARES; i++) {
    h = Math.imul(h ^ r.steps[i], 16777619)
    if (r.steps[i] < 0) continue
    h = Math.imul(h ^ Math.round(r.prob[i] * 2 ** 40), 16777619)
    h = Math.imul(h ^ ((r.prob[i] * 2 ** 52) % 65536), 16777619)
    if (parents) for (let k = 1; k <= r.layers; k++) h = Math.imul(h ^ r.parent[k * SQUARES + i], 16777619)
  }
  return h
}

/** Every on-pitch player's reach (no squares kept back, one, two) at each position of two seeded random games. */
function reachesAlongGames(each: (s: ClassicState, r: Reach) => void): void {
  alongRandomGames([5, 12], 240, 3, (s) => {
    for (let p = 0; p < 32; p++)
      if (s.m.w[P_X + p] >= 0) for (const reserve of [0, 1, 2]) each(s, reach(s, p, reserve))
  })
}

describe('the coach reach', () => {
  it('gives every reach of seeded random games exactly as recorded, with its box', () => {
    const h = [0x811c9dc5, 0x811c9dc5]
    const chances = [0x811c9dc5, 0x811c9dc5]
    let count = 0
    const wrongBoxes: string[] = []
    reachesAlongGames((s, r) => {
      const side = s.m.w[P_SIDE + r.p]
      h[side] = foldReach(h[side], r)
      chances[side] = foldReach(chances[side], r, false)
      count++
      const box = boxOf(r).join()
      if ([r.x0, r.x1, r.y0, r.y1].join() !== box) wrongBoxes.push(`player ${r.p}: ${box}`)
    })
    if (process.env.RECORD) console.log('REACH', count, h.join(', '), chances.join(', '))
    expect(wrongBoxes).toEqual([])
    expect(count).toBe(COUNT)
    expect(chances).toEqual(CHANCES)
    expect(h).toEqual(HASH)
  })
})

/** The box (inclusive) of the squares a reach reaches, from its step counts. */
function boxOf(r: Reach): number[] {
  let [x0, x1, y0, y1] = [WIDTH, -1, HEIGHT, -1]
  for (let i = 0; i < SQUARES; i++) {
    if (r.steps[i] < 0) continue
    const x = i % WIDTH
    const y = (i - x) / WIDTH
    ;[x0, x1, y0, y1] = [Math.min(x0, x), Math.max(x1, x), Math.min(y0, y), Math.max(y1, y)]
  }
  return [x0, x1, y0, y1]
}

/**
 * Recorded by the same games and fold, a hash a side. Chances and step counts (no parents): from reachSearch.ts as
 * of commit 4f252c1, before its rewrite for speed, and unchanged since. With the parents: since each side tries its
 * neighbours forward first (a mirrored position's equally likely paths are the mirrored ones: mirror.test.ts) — the
 * away side's as before, its order was forward first already; as of 4f252c1, 576635197 for both sides in one hash.
 */
const COUNT = 4986
const CHANCES = [6281429, 961557924]
const HASH = [1160870300, 1852423495]
