// Child process of the crash test: plays a Classic game into the save database given as argv[2] and prints
// "committed <n>" each time the game host announces an action (which it does only after the commit). The
// parent kills it with SIGKILL somewhere in the middle.
import { SaveStore } from '../../../src-main/services/SaveStore'
import { classicHost, playThrough } from '../classicPlay'

const store = SaveStore.open({ file: process.argv[2] })
const { games, bus } = classicHost(store)
const { gameId } = games.create({
  ruleset: 'classic',
  home: { rosterId: 'human' },
  away: { rosterId: 'orc' },
  seed: 1,
})
process.stdout.write(`game ${gameId}\n`)
bus.subscribe((name, payload) => {
  if (name === 'state.changed')
    process.stdout.write(`committed ${(payload as { history: { cursor: number } }).history.cursor}\n`)
})
for (let round = 0; ; round++) {
  if (playThrough(games, gameId, 10, round) === 0) {
    // Game over: undo a little and keep going, so the parent always finds a game in progress to kill.
    games.undo(gameId, 50)
  }
}
