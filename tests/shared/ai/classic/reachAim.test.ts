// An aimed reach (reachSearch.ts Aim: their blitzers' reach toward our carrier, cage.ts) must give
// the squares it is aimed at exactly as a full reach does — chance, step count and path — or the coach would choose
// differently; every other square it reaches must be exact too, and it must search less. Along seeded random games
// every player's aimed reach is compared with his full one, and the kept aimed reaches with fresh ones.
import { describe, expect, it } from 'vitest'
import { HEIGHT, P_X, P_Y, SQUARES, WIDTH } from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'
import { reach, type Aim, type Reach } from '@shared/ai/classic/reachSearch'
import { forgetKeptReaches, keptReach } from '@shared/ai/classic/reachKeep'
import { pathTo } from '@shared/ai/classic/paths'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { team } from '../../../../bench/classic'
import { alongRandomGames } from './randomGames'

function inAim(a: Aim, i: number): boolean {
  const x = i % WIDTH
  const y = (i - x) / WIDTH
  return x >= a.x0 && x <= a.x1 && y >= a.y0 && y <= a.y1
}

/** The first square where the aimed reach differs from the full one where it must not, or null. */
function difference(aimed: Reach, full: Reach, aim: Aim): string | null {
  if (aimed.layers !== full.layers || aimed.start !== full.start) return 'layers'
  for (let i = 0; i < SQUARES; i++) {
    // Inside the aim: everything as the full reach. Outside it: what it reaches, as the full reach.
    if (!inAim(aim, i) && aimed.steps[i] < 0) continue
    if (aimed.prob[i] !== full.prob[i] || aimed.steps[i] !== full.steps[i]) return `square ${i}`
    if (String(pathTo(aimed, i)) !== String(pathTo(full, i))) return `path to ${i}`
  }
  return null
}

function reached(r: Reach): number {
  let n = 0
  for (let i = 0; i < SQUARES; i++) if (r.steps[i] >= 0) n++
  return n
}

/** The aims asked along the games: one square, and the squares around a player (a carrier's). */
function aimsAt(s: ClassicState, rng: () => number): Aim[] {
  const w = s.m.w
  const x = Math.floor(rng() * WIDTH)
  const y = Math.floor(rng() * HEIGHT)
  const out: Aim[] = [{ x0: x, x1: x, y0: y, y1: y }]
  const q = Math.floor(rng() * 32)
  if (w[P_X + q] >= 0) {
    const r = 1 + Math.floor(rng() * 3)
    out.push({ x0: w[P_X + q] - r, x1: w[P_X + q] + r, y0: w[P_Y + q] - r, y1: w[P_Y + q] + r })
  }
  return out
}

function alongGames(each: (s: ClassicState, p: number, reserve: number, aim: Aim) => void): void {
  alongRandomGames([7, 19], 200, 4, (s, rng) => {
    for (const aim of aimsAt(s, rng))
      for (let p = 0; p < 32; p++)
        if (s.m.w[P_X + p] >= 0) for (const reserve of [0, 1]) each(s, p, reserve, aim)
  })
}

describe('aimed reaches', () => {
  it('give the squares aimed at, and every square they reach, exactly as the full reach', () => {
    let compared = 0
    let aimedSquares = 0
    let fullSquares = 0
    alongGames((s, p, reserve, aim) => {
      const aimed = reach(s, p, reserve, aim)
      // Worked out after the aimed one: an aimed search leaves nothing behind that changes a full one.
      const full = reach(s, p, reserve)
      expect(
        difference(aimed, full, aim),
        `player ${p} reserve ${reserve} aim ${JSON.stringify(aim)}`,
      ).toBeNull()
      aimedSquares += reached(aimed)
      fullSquares += reached(full)
      compared++
    })
    expect(compared).toBeGreaterThan(1500)
    // The point of aiming: far fewer squares searched (about a quarter when written).
    expect(aimedSquares).toBeLessThan(fullSquares / 2)
  })

  it('are kept apart from full reaches, and a kept one equals a fresh one', () => {
    forgetKeptReaches()
    let compared = 0
    alongGames((s, p, reserve, aim) => {
      const kept = keptReach(s, p, reserve, 0, aim)
      expect(difference(kept, reach(s, p, reserve, aim), aim)).toBeNull()
      // The same player's full reach is not the aimed one, nor is the aimed one at another aim.
      const full = keptReach(s, p, reserve)
      expect(full).not.toBe(kept)
      expect(
        difference(full, reach(s, p, reserve), { x0: 0, x1: WIDTH - 1, y0: 0, y1: HEIGHT - 1 }),
      ).toBeNull()
      const other = { ...aim, x1: aim.x1 + 1 }
      expect(difference(keptReach(s, p, reserve, 0, other), reach(s, p, reserve, other), other)).toBeNull()
      compared++
    })
    expect(compared).toBeGreaterThan(1500)
  })

  it('reach nothing when the aim is beyond their move', () => {
    const s = classicRuleset.create({
      ruleset: 'classic',
      seed: 3,
      teams: [team('human'), team('orc')],
    } as never)
    // Before the kick-off the players stand in their halves; aim at the far corner of the other half.
    const w = s.m.w
    let p = 0
    while (w[P_X + p] < 0) p++
    const x = w[P_X + p] < WIDTH / 2 ? WIDTH - 1 : 0
    const r = reach(s, p, 0, { x0: x, x1: x, y0: 0, y1: 0 })
    expect(reached(r)).toBe(1) // his own square
    expect(r.prob[x]).toBe(0)
  })
})
