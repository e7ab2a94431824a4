// Real game states for the play tests: each ruleset with real teams, played from the start to the first team
// turn by a fixed preference (formations, the first legal choice), so the tests see what a coach would.
import type { Ruleset, RulesetId } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../../../src-main/host/engineSources'

const TEAMS: Record<RulesetId, [unknown, unknown]> = {
  classic: [engineTeams.build('classic', 'human'), engineTeams.build('classic', 'orc')],
  blitz: [
    engineTeams.build('blitz', engineTeams.list('blitz')[0].id),
    engineTeams.build('blitz', engineTeams.list('blitz')[1].id),
  ],
  crosscheck: [{ rosterId: 'human' }, { rosterId: 'orc' }],
}

const PREFERRED = [
  'setup-done',
  'line-done',
  'formation',
  'kick-or-receive',
  'call',
  'give-ball',
  'place',
  'line',
]

export interface Played {
  readonly ruleset: Ruleset
  readonly state: unknown
}

/** A new game of `id`, created with seed 7 and played until a coach is to act in his team turn. */
export function playToTurn(id: RulesetId, stopAt: (kind: string) => boolean = (k) => k === 'turn'): Played {
  const ruleset = getRuleset(id)
  const state = ruleset.create({ ruleset: id, seed: 7, teams: TEAMS[id] })
  for (let i = 0; i < 500 && !stopAt(ruleset.decision(state).kind); i++) {
    const legal = ruleset.legalActions(state)
    let action = legal[0]
    for (const type of PREFERRED) {
      // Cross Check's ready lines came later: its states keep one skater lined up, then done, as before.
      if (id === 'crosscheck' && type === 'formation') continue
      const found = legal.find((a) => a.type === type)
      if (found) {
        action = found
        break
      }
    }
    if (action.type === 'kick') action = legal[Math.floor(legal.length / 2)]
    const result = ruleset.apply(state, action)
    if (!result.ok) throw new Error(`${id}: ${action.type} refused: ${result.reason}`)
  }
  return { ruleset, state }
}

/** A fresh game of `id` at its first decision. */
export function newGame(id: RulesetId): Played {
  const ruleset = getRuleset(id)
  return { ruleset, state: ruleset.create({ ruleset: id, seed: 7, teams: TEAMS[id] }) }
}
