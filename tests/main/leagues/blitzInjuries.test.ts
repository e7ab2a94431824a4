// Blitz Bowl's casualties in a league table, counted from a game's events with forced dice (001 "Injured Players":
// the injured go back to the reserves, so the final position shows none): a Block's Smash with a failed Armour
// Check, a Foul's Got Them! and Take That! count for the side that made them; a fouler sent off (Take That!,
// Spotted!) is no injury. The league's result takes the count from the game's log (resultOf), none without it.
import { describe, expect, it } from 'vitest'
import type { Action, EngineEvent, GameView } from '@shared/engine/api'
import { blitzInjuriesCaused } from '@shared/leagues/blitzInjuries'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario } from '@shared/rules/blitz/scenario'
import { resultOf } from '../../../src-main/services/LeagueGames'

interface Played {
  readonly steps: { readonly events: readonly EngineEvent[] }[]
  readonly view: GameView
}

/** A Dwarf (home) next to an Orc (away), the Orc prone when `prone`; the dice forced; the actions applied. */
function play(dice: number[], actions: (ids: Record<string, number>) => Action[], prone = false): Played {
  const { s, ids } = buildScenario({
    name: 'league: an injury',
    options: { fouls: true },
    teams: {
      home: { team: 'dwarf', players: [{ id: 'Blitzer', position: 'blitzer', at: [6, 5] }] },
      away: {
        team: 'orc',
        players: [{ id: 'Lineman', position: 'lineman', at: [7, 5], ...(prone ? { state: 'prone' } : {}) }],
      },
    },
  })
  blitzRuleset.forceDice!(s, dice)
  const steps = actions(ids).map((action) => {
    const r = blitzRuleset.apply(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    return { events: r.events }
  })
  return { steps, view: blitzRuleset.view(s) }
}

const block = (dice: number[]) =>
  play(dice, (ids) => [{ type: 'block', player: ids.Blitzer, target: ids.Lineman }, { type: 'no-reroll' }])
const foul = (die: number) =>
  play([die], (ids) => [{ type: 'foul', player: ids.Blitzer, target: ids.Lineman }], true)
const injured = (p: Played) => p.steps.flatMap((s) => s.events).filter((e) => e.type === 'injured')

describe('Blitz Bowl injuries in a league', () => {
  it('a Block: Smash (a 1) and a failed Armour Check (a 1) is one injury caused by the home side', () => {
    const p = block([1, 1])
    expect(injured(p)).toHaveLength(1)
    expect(p.view.pieces.find((x) => x.side === 1)!.state).toBe('reserve')
    expect(blitzInjuriesCaused(p.steps, p.view.pieces)).toEqual([1, 0])
  })

  it('a Block whose Armour Check holds (a 6) injures nobody', () => {
    const p = block([1, 6])
    expect(injured(p)).toHaveLength(0)
    expect(blitzInjuriesCaused(p.steps, p.view.pieces)).toEqual([0, 0])
  })

  it('a Foul: Got Them! (a 1) injures the target for the fouler’s side', () => {
    const p = foul(1)
    expect(injured(p).map((e) => e.reason)).toEqual(['foul'])
    expect(blitzInjuriesCaused(p.steps, p.view.pieces)).toEqual([1, 0])
  })

  it('a Foul: Take That! (a 5) injures the target; the fouler sent off is no injury of the other side’s', () => {
    const p = foul(5)
    expect(injured(p).map((e) => e.reason)).toEqual(['foul', 'sent-off'])
    expect(blitzInjuriesCaused(p.steps, p.view.pieces)).toEqual([1, 0])
  })

  it('a Foul: Spotted! (a 6) sends the fouler off and counts nothing', () => {
    const p = foul(6)
    expect(injured(p).map((e) => e.reason)).toEqual(['sent-off'])
    expect(blitzInjuriesCaused(p.steps, p.view.pieces)).toEqual([0, 0])
  })

  it('the league result counts them from the log; without the log (an older result) they read as none', () => {
    const p = block([1, 1])
    expect(resultOf(p.view, { seed: 1, steps: p.steps }).casualties).toEqual([1, 0])
    expect(resultOf(p.view).casualties).toEqual([0, 0])
  })
})
