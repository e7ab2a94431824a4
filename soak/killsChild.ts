// Child process of the `kills` soak part: plays real games into the save database given as argv[2] and prints
// "ack <gameId> <index> <digest>" after each action the GameHost has committed and announced (it announces only
// after the commit; stdout to a pipe is synchronous on Linux, so a printed ack was committed). argv[3] is this
// round's seed; argv[4] 'continue' reopens the last unfinished game (as the app's Continue does), 'new' starts one.
// It never undoes, so each game's log only grows. The parent SIGKILLs it somewhere in the middle.
import { createRandom } from '../src-main/services/random'
import { SaveStore } from '../src-main/services/SaveStore'
import { MATCHES, playRandomly, realHost } from './realGames'

const [file, seedText, mode] = process.argv.slice(2)
const seed = Number(seedText)
const store = SaveStore.open({ file })
const games = realHost(store, `k${seed}`, seed * 1000)
const random = createRandom(seed)

function start(): string {
  const last = mode === 'continue' ? store.lastUnfinished() : null
  const gameId = last ?? games.create(MATCHES[seed % MATCHES.length]).gameId
  if (last) games.load(store.load(last)!)
  process.stdout.write(`game ${gameId} ${games.history(gameId).cursor}\n`)
  return gameId
}

let gameId = start()
for (;;) {
  if (playRandomly(games, gameId, 1, random) === 0) {
    gameId = games.create(MATCHES[random.int(MATCHES.length)]).gameId // game over: the next one
    process.stdout.write(`game ${gameId} 0\n`)
    continue
  }
  const { entries, cursor } = games.stored(gameId)
  process.stdout.write(`ack ${gameId} ${cursor - 1} ${entries[cursor - 1].digest}\n`)
}
