// The Classic coach's carrier drive (ai/classic/cage.ts CARRIER_DRIVE, set by scripts/classic-matchups.ts for a
// measurement): the price of a ball lost to their blitz keeps a caged carrier deep in our half out of their
// blitzers' reach, a cheaper one moves him up into it, and the pace the half's clock asks for pushes him on.
import { afterEach, describe, expect, it } from 'vitest'
import { CARRIER_DRIVE, playerGoal } from '@shared/ai/classic/cage'
import { look } from '@shared/ai/classic/look'
import { reach } from '@shared/ai/classic/paths'
import { WIDTH } from '@shared/rules/classic/layout'
import { position } from './helpers'

const TAKEN = { ...CARRIER_DRIVE }

afterEach(() => void Object.assign(CARRIER_DRIVE, TAKEN))

/**
 * The coach's goal for home's carrier, a lineman caged at (x, 7) on home's turn `turn` of the first half, with
 * three orc blitzers standing at x = 17: the column he makes for, and why.
 */
function carrierGoalAt(x: number, turn: number): { x: number; why: string } {
  const corners = [
    [x - 1, 6],
    [x + 1, 6],
    [x - 1, 8],
    [x + 1, 8],
  ]
  const { s, ids } = position({
    name: 'caged carrier',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'c', position: 'lineman', at: [x, 7] },
          ...corners.map(([px, py], i) => ({
            id: `g${i}`,
            position: 'lineman',
            at: [px, py] as [number, number],
          })),
        ],
      },
      away: {
        roster: 'orc',
        players: [4, 7, 10].map((y, i) => ({
          id: `b${i}`,
          position: 'blitzer',
          at: [17, y] as [number, number],
        })),
      },
    },
    ball: { carrier: 'c' },
    turn: { half: 1, active: 'home', turns: [turn, turn - 1] },
  })
  const g = playerGoal(look(s, 0, true), ids.c, reach(s, ids.c))
  return { x: g.to % WIDTH, why: g.why }
}

describe('Classic coach: the carrier drive', () => {
  it('stops the cage short of their blitzers’ reach; a cheaper lost ball moves it three squares further', () => {
    expect(carrierGoalAt(5, 4)).toEqual({ x: 8, why: 'advance' })
    Object.assign(CARRIER_DRIVE, { loss: 8 })
    expect(carrierGoalAt(5, 4)).toEqual({ x: 11, why: 'advance' })
  })

  it('pushes on further once the ball falls behind the pace the half’s clock asks for', () => {
    // On the half's fifth turn, the ball 22 squares out: a pace of two a turn, each square short of it priced at
    // three more, takes him a square further than a pace of three at one more.
    expect(carrierGoalAt(3, 5)).toEqual({ x: 8, why: 'advance' })
    Object.assign(CARRIER_DRIVE, { pace: 2, behind: 3 })
    expect(carrierGoalAt(3, 5)).toEqual({ x: 9, why: 'advance' })
  })
})
