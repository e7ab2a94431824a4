// Random legal play to the end of whole games, invariants after every action (fast-check draws the seeds).
import fc from 'fast-check'
import { playChecked } from './playChecked'

test('2000 random games keep every invariant after every action (undo and serialisation every 25th)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => playChecked(seed, 25)),
    {
      numRuns: 2000,
      seed: 4242,
    },
  )
}, 900_000)
