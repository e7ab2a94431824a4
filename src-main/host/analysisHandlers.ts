// The second opinion's requests (issue 20 point 6): `ai.hint` (services/Hints.ts) and `analysis.winChance`
// (services/WinChances.ts). Both read only; the hint needs the game hosted, the line any saved game or classic.
import type { Hints } from '../services/Hints'
import type { WinChances } from '../services/WinChances'
import type { Handlers } from './dispatcher'
import { ensureHosted } from './saveHandlers'
import type { GameHost } from '../services/GameHost'
import type { Saves } from '../services/Saves'

export interface AnalysisDeps {
  readonly games: GameHost
  readonly saves: Saves
  readonly hints: Hints
  readonly winChances: WinChances
}

export function createAnalysisHandlers(deps: AnalysisDeps): Pick<Handlers, 'ai.hint' | 'analysis.winChance'> {
  return {
    'ai.hint': async (args) => {
      ensureHosted(deps, args.gameId)
      return deps.hints.hint(args.gameId)
    },
    'analysis.winChance': (args) => deps.winChances.series(args.gameId, args.branchId ?? null),
  }
}
