// GameHost with the real rulesets: legal actions come with their chances (aligned, from ruleset.probability) and
// game.reach answers the moving player's squares from the engine's planner.
import { describe, expect, it } from 'vitest'
import { getRuleset } from '@shared/engine/registry'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'

function host() {
  return new GameHost({
    rulesets: engineRulesets,
    teams: engineTeams,
    bus: new EventBus(),
    newSeed: () => 7,
    newId: () => 'g-1',
  })
}

describe('GameHost chances and reach', () => {
  it('answers a chance (or null) for every legal action, and reach once a player moves', () => {
    const games = host()
    const { gameId } = games.create({
      ruleset: 'blitz',
      home: { rosterId: engineTeams.list('blitz')[0].id },
      away: { rosterId: engineTeams.list('blitz')[1].id },
      seed: 7,
    })
    // Blitz Bowl: both coaches place their players, then the first turn.
    for (let i = 0; i < 100 && games.legal(gameId).decision.kind !== 'turn'; i++)
      games.act(gameId, games.legal(gameId).actions[0])
    const legal = games.legal(gameId)
    expect(legal.chances).toHaveLength(legal.actions.length)
    expect(games.reach(gameId).squares).toEqual([])
    const run = legal.actions.find((a) => a.type === 'run')!
    games.act(gameId, run)
    const reach = games.reach(gameId)
    expect(reach.player).toBe(run.player)
    expect(reach.squares.length).toBeGreaterThan(0)
    const blitz = getRuleset('blitz')
    expect(blitz.forceDice).toBeTypeOf('function')
  })
})
