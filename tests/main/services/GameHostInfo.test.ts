// GameHost's game.legal carries the engine's action info (issue 19 point 1): aligned with the actions, from
// ruleset.actionInfo, and absent where no action has any (the setup), so the answer stays as small as before.
import { describe, expect, it } from 'vitest'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'

const PREFERRED = ['setup-done', 'formation', 'kick-or-receive', 'call', 'place']

describe('GameHost legal info', () => {
  it('is absent at the toss, and gives the dice and who picks of every Classic block', () => {
    const games = new GameHost({
      rulesets: engineRulesets,
      teams: engineTeams,
      bus: new EventBus(),
      newSeed: () => 7,
      newId: () => 'g-1',
    })
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 7,
    })
    expect(games.legal(gameId).info).toBeUndefined()
    // Toss, formations and the kick by a fixed preference (as a coach would), to the first team turn.
    let last = ''
    for (let i = 0; i < 100 && games.legal(gameId).decision.kind !== 'turn'; i++) {
      const actions = games.legal(gameId).actions
      let next = actions[0]
      for (const type of PREFERRED) {
        const found = actions.find((a) => a.type === type && !(type === 'formation' && last === 'formation'))
        if (found) {
          next = found
          break
        }
      }
      if (next.type === 'kick') next = actions[Math.floor(actions.length / 2)]
      last = next.type
      games.act(gameId, next)
    }
    const declare = games.legal(gameId).actions.find((a) => a.type === 'declare' && a.kind === 'block')!
    games.act(gameId, declare)
    const legal = games.legal(gameId)
    const blocks = legal.actions.flatMap((a, i) => (a.type === 'block' ? [legal.info?.[i]] : []))
    expect(blocks.length).toBeGreaterThan(0)
    for (const info of blocks)
      expect(info).toEqual({
        block: { dice: expect.any(Number), picker: expect.stringMatching(/^(attacker|defender)$/) },
      })
    expect(legal.info).toHaveLength(legal.actions.length)
    expect(legal.info!.filter((i) => i === null)).toHaveLength(legal.actions.length - blocks.length)
  })
})
