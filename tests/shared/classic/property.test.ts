// Random legal play to the end of whole games, invariants after every action, undo and serialisation every 25th
// (playChecked.ts), played in a worker thread (tests/shared/games/pool.ts): the engine runs several times faster
// there than under vitest's module runner. The soak (soak/games.ts) plays 20,000.
import { playGames } from '../games/pool'

const GAMES = 2000

test(`${GAMES} seeded random games keep every invariant after every action (undo and serialisation every 25th)`, async () => {
  const { games, actions, failures } = await playGames('classic', 1, GAMES)
  expect(failures).toEqual([])
  expect(games).toBe(GAMES)
  expect(actions).toBeGreaterThan(GAMES * 100) // whole games, not a few actions each
}, 300_000)
