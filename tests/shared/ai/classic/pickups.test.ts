// Issue 20, point 1 for Classic (the second pass): the Hard coach's pick-ups, the largest cause of its turnovers
// (22 of 73 in 16 games, scripts/classic-turnovers.ts with TO_NODES=0). Below his floor the coach screens the ball
// rather than rolling, and a risky pick-up waits for the turn's foul.
import { describe, expect, it } from 'vitest'
import type { EngineEvent } from '@shared/engine/api'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import { ballUnderThreeOrcs, decide, playSide, position } from './helpers'

const pickUps = (events: readonly EngineEvent[]) =>
  events.filter((e) => e.type === 'roll' && (e as { purpose?: string }).purpose === 'pickup')

function at(s: Parameters<typeof classicRuleset.view>[0], id: number): { x: number; y: number } {
  const piece = classicRuleset.view(s).pieces.find((p) => p.id === id)
  if (!piece || piece.x === null || piece.y === null) throw new Error(`no piece ${id} on the pitch`)
  return { x: piece.x, y: piece.y }
}

describe('Classic coach: a ball too risky to pick up is screened', () => {
  // A loose ball in our half under three orcs: a 6+ pick-up for our lineman, no team re-roll (below 0.3).
  const crowd = (turns: [number, number]): Scenario =>
    ballUnderThreeOrcs('ball under three orcs, screened', turns, 7)

  it('the coach stands his player next to the ball (no roll) instead of rolling for it or staying away', () => {
    const { s, ids } = position(crowd([3, 2]))
    const { events } = playSide(s, 0, 500, 'coach')
    expect(pickUps(events)).toEqual([])
    const { x, y } = at(s, ids.l)
    // Next to the ball (10, 7) on a square out of the orcs' tackle zones: (9, 6), (9, 7) or (9, 8).
    expect(x).toBe(9)
    expect(Math.abs(y - 7)).toBeLessThanOrEqual(1)
    expect(events.filter((e) => e.type === 'roll')).toEqual([])
  })

  it("on the half's last turn he still tries it", () => {
    const { s } = position(crowd([8, 7]))
    const { events } = playSide(s, 0, 500, 'coach')
    expect(pickUps(events)).toHaveLength(1)
  })
})

describe('Classic coach: the risky pick-up before the foul (the foul is the turn’s last action)', () => {
  // A 4+ pick-up (3/4 with the team re-roll) for our catcher; our lineman stands by a prone goblin (AV 7: a foul breaks it about half the time).
  const foul = (): Scenario => ({
    name: 'pick-up, then foul',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 1,
        players: [
          { id: 'c', position: 'catcher', at: [6, 7] },
          { id: 'l', position: 'lineman', at: [16, 12] },
        ],
      },
      away: {
        roster: 'orc',
        players: [
          { id: 'o', position: 'lineman', at: [11, 7] },
          { id: 'down', position: 'goblin', at: [17, 12], state: 'prone' },
        ],
      },
    },
    ball: { at: [10, 7] },
  })

  it('picks up first, then fouls (a sending-off would end the turn before the pick-up)', () => {
    const { s, ids } = position(foul())
    expect(decide(s, 1, 'coach')).toEqual({ type: 'declare', player: ids.c, kind: 'move' })
  })
})
