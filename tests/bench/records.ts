// Hand-made bench:ai game records for the report and results-file tests: every field a finished game's, the key
// its game's, so a test says only what its case is about.
import { gameKey } from '../../bench/ai/games'
import { RECORD_VERSION, type GameRecord } from '../../bench/ai/record'

type Given = Pick<GameRecord, 'a' | 'b' | 'seed' | 'aSide' | 'for' | 'against'> & Partial<GameRecord>

export function record(given: Given): GameRecord {
  const base: Omit<GameRecord, 'key'> = {
    v: RECORD_VERSION,
    ruleset: 'classic',
    budget: { nodes: 400 },
    maxActions: 6000,
    finished: true,
    actions: 100,
    hardTurns: 0,
    hardTurnovers: 0,
    times: [],
    searched: [],
    rosters: ['human', 'orc'],
    digest: '00000000',
    ...given,
  }
  return { ...base, key: gameKey(base) }
}

/** A results file's text: one record a line, each with its newline. */
export const jsonLines = (records: readonly GameRecord[]): string =>
  records.map((r) => JSON.stringify(r) + '\n').join('')
