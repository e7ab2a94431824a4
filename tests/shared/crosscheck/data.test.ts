import { bounceStep } from '@shared/rules/crosscheck/data/boards'
import { zonesFor } from '@shared/rules/crosscheck/data/passing'
import { PENALTIES, penaltyCalled } from '@shared/rules/crosscheck/data/penalties'
import { creaseOf, goalOf, isIce, RINK, startSquare, zoneFor } from '@shared/rules/crosscheck/data/rink'
import { sppFromQuarters, SPP_QUARTERS } from '@shared/rules/crosscheck/data/spp'
import {
  CROSSCHECK_ROSTERS,
  defaultPlayers,
  teamPlayers,
  TeamError,
} from '@shared/rules/crosscheck/data/teams'

describe('Cross Check rink (000: The Rink)', () => {
  it('has the goal in the three centre squares of each end, and they are not ice', () => {
    expect([6, 7, 8].map((y) => goalOf(0, y))).toEqual([0, 0, 0])
    expect([6, 7, 8].map((y) => goalOf(25, y))).toEqual([1, 1, 1])
    expect(isIce(0, 7)).toBe(false)
    expect(isIce(0, 5)).toBe(true)
    expect(isIce(26, 7)).toBe(false)
  })
  it('has the 2 x 3 crease in front of each goal', () => {
    const crease0 = []
    for (let x = 0; x < 26; x++) for (let y = 0; y < 15; y++) if (creaseOf(x, y) === 0) crease0.push([x, y])
    expect(crease0).toEqual([
      [1, 6],
      [1, 7],
      [1, 8],
      [2, 6],
      [2, 7],
      [2, 8],
    ])
  })
  it('puts the blue lines four squares out from the red line', () => {
    expect(RINK.redLineAfter - RINK.blueLineAfter[0]).toBe(4)
    expect(RINK.blueLineAfter[1] - RINK.redLineAfter).toBe(4)
    expect(zoneFor(0, 17)).toBe('offensive')
    expect(zoneFor(0, 16)).toBe('neutral')
    expect(zoneFor(1, 8)).toBe('offensive')
    expect(zoneFor(1, 20)).toBe('defensive')
  })
  it('starts both sides on the ice, mirrored, goalies in their creases', () => {
    for (const side of [0, 1]) {
      const [gx, gy] = startSquare(side, 0)
      expect(creaseOf(gx, gy)).toBe(side)
      for (let slot = 0; slot < 6; slot++) expect(isIce(...startSquare(side, slot))).toBe(true)
    }
    expect(startSquare(1, 1)).toEqual([13, 7])
  })
})

describe('Cross Check boards (cc-interp: bounce-template)', () => {
  it('lands in place on a 2 and bounces away from the board otherwise', () => {
    expect(bounceStep(0, -1, 2)).toBeNull()
    expect(bounceStep(0, -1, 4)).toEqual({ dx: 0, dy: 1 })
    expect(bounceStep(0, -1, 1)).toEqual({ dx: -1, dy: 0 })
    expect(bounceStep(0, -1, 5)).toEqual({ dx: 1, dy: 1 })
    expect(bounceStep(1, 0, 3)).toEqual({ dx: -1, dy: -1 })
    expect(bounceStep(-1, -1, 4)).toEqual({ dx: 1, dy: 1 })
    expect(() => bounceStep(0, 1, 7)).toThrow(RangeError)
  })
})

describe('Cross Check data tables', () => {
  it('counts passing-template zones quick 1 .. long bomb 4', () => {
    expect(zonesFor(2, 0)).toBe(1)
    expect(zonesFor(5, 0)).toBe(2)
    expect(zonesFor(9, 0)).toBe(3)
    expect(zonesFor(12, 0)).toBe(4)
    expect(zonesFor(13, 13)).toBeNull()
  })
  it('calls penalties on the ref die at the listed number or more', () => {
    expect(PENALTIES.holding).toMatchObject({ call: 6, turns: 2 })
    expect(PENALTIES.fighting).toMatchObject({ call: 4, turns: 5 })
    expect(PENALTIES['checking-goalie']).toMatchObject({ call: 2, turns: 4 })
    expect(penaltyCalled('roughing', 4)).toBe(true)
    expect(penaltyCalled('roughing', 3)).toBe(false)
  })
  it('keeps star player points in quarters, rounded down', () => {
    expect(sppFromQuarters(SPP_QUARTERS.goal + SPP_QUARTERS.save)).toBe(3)
    expect(sppFromQuarters(SPP_QUARTERS.penaltyTurn * 7)).toBe(1)
  })
})

describe('Cross Check teams (cc-interp: roster-derivation)', () => {
  it('derives the human goalie from the lineman: MA -3, AV +1, and no Save (the lineman has no starting skill)', () => {
    const g = CROSSCHECK_ROSTERS.human.positions.find((p) => p.goalie)!
    expect(g).toMatchObject({ ma: 3, st: 3, ag: 3, av: 9, goalie: true })
    expect(g.skills).toEqual([])
  })
  it('gives a goalie Save only when his lineman has a starting skill (game-facts C)', () => {
    const goalie = (id: string) => CROSSCHECK_ROSTERS[id].positions.find((p) => p.goalie)!
    expect(goalie('dwarf').skills).toEqual(['block', 'tackle', 'thick-skull', 'save'])
    expect(goalie('norse').skills).toContain('save')
    expect(goalie('orc').skills).not.toContain('save')
    // Halfling linemen start with Dodge, Stunty and Right Stuff: the goalie loses the first two, keeps Save.
    expect(goalie('halfling').skills).toContain('save')
  })
  it('drops Dodge and Stunty from a goalie', () => {
    const g = CROSSCHECK_ROSTERS.halfling.positions.find((p) => p.goalie)!
    expect(g.skills).not.toContain('dodge')
    expect(g.skills).not.toContain('stunty')
  })
  it('builds a legal default bench of 12 skaters and 2 goalies for every roster', () => {
    for (const roster of Object.values(CROSSCHECK_ROSTERS)) {
      const { players } = teamPlayers({ rosterId: roster.id }, 'home')
      expect(players.filter((p) => !p.position.goalie).length).toBe(12)
      expect(players.filter((p) => p.position.goalie).length).toBe(2)
      expect(defaultPlayers(roster).length).toBe(14)
    }
  })
  it('rejects a team without enough skaters or with an unknown roster', () => {
    expect(() => teamPlayers({ rosterId: 'human', players: [{ positionId: 'goalie' }] }, 'home')).toThrow(
      TeamError,
    )
    expect(() => teamPlayers({ rosterId: 'nope' }, 'away')).toThrow(/no roster/)
  })
})
