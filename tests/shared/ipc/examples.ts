// One valid and several invalid argument examples per request. Typed as a Record over RequestName, so a
// request added to the contract without examples fails the typecheck here.
import type { RequestArgs, RequestName } from '@shared/ipc'

export interface Examples<N extends RequestName> {
  valid: (gameId: string) => RequestArgs<N>
  invalid: unknown[]
}

const GAME = 'g-0000-test'

export const EXAMPLES: { [N in RequestName]: Examples<N> } = {
  'app.info': { valid: () => ({}), invalid: [{ extra: 1 }, 42, 'x', null, []] },
  'rosters.list': {
    valid: () => ({ ruleset: 'classic' }),
    invalid: [{ ruleset: 'chess' }, { ruleset: 3 }, { ruleset: 'classic', more: true }, 'classic'],
  },
  'game.new': {
    valid: () => ({ ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 7 }),
    invalid: [
      {},
      { ruleset: 'classic', home: 'human', away: 'orc' },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: -1 },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 1.5 },
      { ruleset: 'classic', home: { rosterId: 'Hu man' }, away: { rosterId: 'orc' } },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, cheat: true },
    ],
  },
  'game.view': {
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: 12 }, { gameId: 'nope' }, { gameId: GAME, x: 1 }],
  },
  'game.legal': {
    valid: (gameId) => ({ gameId }),
    invalid: [{ gameId: '' }, { gameId: 'g-' + 'x'.repeat(80) }],
  },
  'game.act': {
    valid: (gameId) => ({ gameId, action: { type: 'step', n: 1 } }),
    invalid: [
      { gameId: GAME },
      { gameId: GAME, action: {} },
      { gameId: GAME, action: { type: '' } },
      { gameId: GAME, action: { type: 'step', n: { nested: true } } },
      { gameId: GAME, action: 'step' },
    ],
  },
  'ai.act': {
    valid: (gameId) => ({ gameId, side: 0 }),
    invalid: [{ gameId: GAME }, { gameId: GAME, side: 2 }, { gameId: GAME, side: '0' }],
  },
}
