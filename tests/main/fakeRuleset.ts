// A tiny stand-in ruleset for service tests, so they do not depend on the real rules: two coaches race a
// counter to 5; on your turn you may `step` 1 or 2, or `end-turn`. Everything the Ruleset interface asks for
// works (mark/undo, serialize), with no dice at all.
import type { Action, ApplyResult, GameSetup, GameView, Ruleset, Side } from '@shared/engine/api'
import type { RosterSummary } from '@shared/ipc'
import type { RulesetSource, TeamSource } from '../../src-main/services/sources'

export interface RaceTeam {
  readonly rosterId: string
  readonly name: string
}

export interface RaceState {
  side: Side
  counts: [number, number]
  teams: [RaceTeam, RaceTeam]
  seed: number
  history: string[]
}

const GOAL = 5

function over(state: RaceState): boolean {
  return state.counts[0] >= GOAL || state.counts[1] >= GOAL
}

export const raceRuleset: Ruleset<RaceState, RaceTeam> = {
  id: 'classic',
  name: 'Race',
  version: 'race-1',
  options: [],
  create(setup: GameSetup<RaceTeam>): RaceState {
    return { side: 0, counts: [0, 0], teams: [setup.teams[0], setup.teams[1]], seed: setup.seed, history: [] }
  },
  decision(state) {
    return over(state) ? { side: null, kind: 'game-over' } : { side: state.side, kind: 'turn' }
  },
  legalActions(state): Action[] {
    if (over(state)) return []
    return [{ type: 'step', n: 1 }, { type: 'step', n: 2 }, { type: 'end-turn' }]
  },
  apply(state, action): ApplyResult {
    if (over(state)) return { ok: false, code: 'game/over', reason: 'The race is over.' }
    if (action.type === 'end-turn') {
      state.history.push(JSON.stringify(state))
      state.side = state.side === 0 ? 1 : 0
      return { ok: true, events: [{ type: 'turn-ended' }] }
    }
    if (action.type !== 'step')
      return { ok: false, code: 'action/unknown', reason: `No action ${action.type}` }
    if (action.n !== 1 && action.n !== 2) return { ok: false, code: 'action/illegal', reason: 'Step 1 or 2.' }
    state.counts[state.side] += action.n
    return { ok: true, events: [{ type: 'stepped', side: state.side, n: action.n }] }
  },
  mark(state) {
    state.history.push(JSON.stringify({ side: state.side, counts: state.counts }))
    return state.history.length
  },
  undo(state, mark) {
    const saved = JSON.parse(state.history[mark - 1]) as Pick<RaceState, 'side' | 'counts'>
    state.history.length = mark - 1
    state.side = saved.side
    state.counts = saved.counts
  },
  serialize: (state) => JSON.parse(JSON.stringify(state)) as unknown,
  deserialize: (data) => JSON.parse(JSON.stringify(data)) as RaceState,
  view(state): GameView {
    return {
      ruleset: 'classic',
      board: { width: 26, height: 15 },
      teams: [
        { name: state.teams[0].name, rosterId: state.teams[0].rosterId, rerolls: 0 },
        { name: state.teams[1].name, rosterId: state.teams[1].rosterId, rerolls: 0 },
      ],
      pieces: state.counts.map((count, side) => ({
        id: side,
        side: side as Side,
        number: 1,
        name: `Runner ${side}`,
        positionId: 'runner',
        role: 'runner',
        x: count,
        y: 7,
        state: 'standing' as const,
        hasBall: false,
        stats: { ma: 6, st: 3, ag: 3, av: 8 },
        skills: [],
      })),
      balls: [],
      score: [state.counts[0] >= GOAL ? 1 : 0, state.counts[1] >= GOAL ? 1 : 0],
      period: 1,
      turns: [0, 0],
      activeSide: over(state) ? null : state.side,
      decision: raceRuleset.decision(state),
    }
  },
  probability: () => null,
}

export const RACE_ROSTERS: RosterSummary[] = [
  { id: 'human', name: 'Human', ruleset: 'classic' },
  { id: 'orc', name: 'Orc', ruleset: 'classic' },
]

export const raceRulesets: RulesetSource = {
  get: (id) => {
    if (id !== 'classic') throw new Error(`no ruleset ${id}`)
    return raceRuleset as unknown as Ruleset
  },
  available: () => ['classic'],
  engineVersion: 'engine-test',
}

export const raceTeams: TeamSource = {
  list: (ruleset) => (ruleset === 'classic' ? RACE_ROSTERS : []),
  build: (ruleset, rosterId) => {
    const roster = RACE_ROSTERS.find((r) => r.id === rosterId && r.ruleset === ruleset)
    return roster ? ({ rosterId: roster.id, name: roster.name } satisfies RaceTeam) : undefined
  },
}
