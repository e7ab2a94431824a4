// A bench:ai run over a results file: the planned games already in the file count as played, the rest are played
// (by default in worker threads, bench/ai/pool.ts) and each appended as it ends. A file with a damaged line stops
// the run before anything is played or written (record.ts says why), so a long run's games are never lost.
import { gameKey, type GameSpec } from './games'
import { playGames } from './pool'
import { appendResult, readResults, type GameRecord } from './record'

export interface RunOptions {
  /** The results file, or null to keep the records in memory only (the small development run). */
  readonly out: string | null
  readonly workers: number
  /** Told before playing: how many of the plan were already in the file. */
  readonly onStart?: (have: number, todo: number) => void
  /** Told of each game played now, after it is in the file. */
  readonly onGame?: (record: GameRecord, played: number, todo: number) => void
  /** Plays the games (tests give a stand-in); the worker pool by default. */
  readonly play?: typeof playGames
}

/** The records of every planned game: the file's for those already in it, then the new ones as they end. */
export async function runPlan(planned: readonly GameSpec[], o: RunOptions): Promise<GameRecord[]> {
  const have = new Map<string, GameRecord>(o.out ? readResults(o.out).map((r) => [r.key, r]) : [])
  const records: GameRecord[] = []
  const todo = planned.filter((g) => {
    const found = have.get(gameKey(g))
    if (found) records.push(found)
    return !found
  })
  o.onStart?.(records.length, todo.length)
  let played = 0
  await (o.play ?? playGames)(todo, o.workers, (r) => {
    if (o.out) appendResult(o.out, r)
    records.push(r)
    o.onGame?.(r, ++played, todo.length)
  })
  return records
}
