// Random games where undo, re-applying and serialisation are checked after every single action.
import fc from 'fast-check'
import { playChecked } from './playChecked'

test('100 random games: exact undo and serialisation after every action', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => void playChecked(seed, 1)),
    {
      numRuns: 100,
      seed: 42,
    },
  )
}, 900_000)
