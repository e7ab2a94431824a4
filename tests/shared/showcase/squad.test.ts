// The squad New game previews is the team a new game fields: the Classic default team's players and re-rolls,
// a Blitz Bowl team card's whole line-up, Cross Check's default bench; none for a team the game lacks.
import { describe, expect, it } from 'vitest'
import { lineupFor } from '@shared/showcase/lineup'
import { squadFor } from '@shared/showcase/squad'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'

describe('squadFor', () => {
  it('counts the Classic default team and its re-rolls', () => {
    expect(squadFor('classic', 'human')).toEqual({
      fielded: { lineman: 5, thrower: 2, catcher: 2, blitzer: 2, ogre: 1 },
      rerolls: 3,
    })
    // The same builder game.new uses (engineSources): the counts add up to its players.
    const team = buildDefaultTeam('orc')
    const squad = squadFor('classic', 'orc')!
    expect(Object.values(squad.fielded).reduce((a, b) => a + b, 0)).toBe(team.players.length)
    expect(squad.rerolls).toBe(team.rerolls)
  })

  it('takes a Blitz Bowl card whole and the Cross Check bench, without team re-rolls', () => {
    expect(squadFor('blitz', 'dwarf')).toEqual({
      fielded: { lineman: 3, runner: 1, blitzer: 1, 'troll-slayer': 1 },
      rerolls: null,
    })
    expect(squadFor('crosscheck', 'orc')).toEqual({
      fielded: { lineman: 8, goblin: 1, thrower: 1, 'black-orc-blocker': 1, blitzer: 1, goalie: 2 },
      rerolls: null,
    })
  })

  it('has no squad for a team the game lacks, and rosters.lineup carries it', () => {
    expect(squadFor('classic', 'nope')).toBeUndefined()
    expect(squadFor('blitz', 'orc-x')).toBeUndefined()
    expect(squadFor('crosscheck', '__proto__')).toBeUndefined()
    expect(lineupFor('classic/human')?.squad?.rerolls).toBe(3)
  })
})
