// Small, valid contract values for renderer tests.
import type { GameView } from '@shared/engine/api'
import type { AppInfo, RosterSummary } from '@shared/ipc'

export const INFO: AppInfo = {
  appName: 'Pitchside',
  appVersion: '0.1.0',
  engineVersion: '0.1.0',
  rulesets: [{ id: 'classic', name: 'Classic', version: '1' }],
  transport: 'web',
  savesAvailable: true,
  viewer: false,
}

export const ROSTERS: RosterSummary[] = [
  { id: 'amazon', name: 'Amazon', ruleset: 'classic' },
  { id: 'human', name: 'Human', ruleset: 'classic' },
  { id: 'orc', name: 'Orc', ruleset: 'classic' },
]

export function view(overrides: Partial<GameView> = {}): GameView {
  return {
    ruleset: 'classic',
    board: { width: 26, height: 15 },
    teams: [
      { name: 'Reikland Reavers', rosterId: 'human', rerolls: 3 },
      { name: 'Orcland Raiders', rosterId: 'orc', rerolls: 3 },
    ],
    pieces: [],
    balls: [],
    score: [0, 0],
    period: 1,
    turns: [0, 0],
    activeSide: 0,
    decision: { side: 0, kind: 'setup' },
    ...overrides,
  }
}
