// A bench:ai results file: one finished game a line, as JSON (JSON Lines), appended as each game ends, so a long run
// can be stopped and resumed, split over seed ranges and reported on later (bench/ai/report.ts). Reading is strict:
// a line that is not a whole, valid game record — or a game twice — refuses the file with that line's number, and
// nothing is written to a refused file, so what is in it is never lost or overwritten. (A run killed in the middle of
// writing a line leaves that line cut: remove it, and the resumed run plays that game again.)
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { AI_LEVELS } from '@shared/ai/types'
import { z } from 'zod'
import { gameKey, type GameSpec } from './games'

export const RECORD_VERSION = 1

const time = z.number().finite().nonnegative()

const recordSchema = z
  .object({
    v: z.literal(RECORD_VERSION),
    key: z.string(),
    ruleset: z.enum(['classic', 'blitz', 'crosscheck']),
    a: z.enum(AI_LEVELS),
    b: z.enum(AI_LEVELS),
    seed: z.number().int(),
    aSide: z.union([z.literal(0), z.literal(1)]),
    budget: z.union([
      z.strictObject({ nodes: z.number().int().nonnegative() }),
      z.strictObject({ timeMs: z.number().nonnegative() }),
    ]),
    maxActions: z.number().int().positive(),
    for: z.number().int().nonnegative(),
    against: z.number().int().nonnegative(),
    finished: z.boolean(),
    actions: z.number().int().nonnegative(),
    hardTurns: z.number().int().nonnegative(),
    hardTurnovers: z.number().int().nonnegative(),
    times: z.array(time),
    searched: z.array(time),
    rosters: z.tuple([z.string(), z.string()]),
    digest: z.string(),
  })
  .strict()
  .refine((r) => r.hardTurnovers <= r.hardTurns, 'more turnovers than turns')
  .refine((r) => r.key === gameKey(r as GameSpec), 'its key does not name its game')

/** One played game as a results file keeps it. `for`/`against` are the pairing's first level's and second's. */
export interface GameRecord extends GameSpec {
  readonly v: typeof RECORD_VERSION
  /** gameKey of the game: what a resumed run looks for. */
  readonly key: string
  readonly budget: { readonly nodes: number } | { readonly timeMs: number }
  readonly for: number
  readonly against: number
  /** False when the game was cut at `maxActions` (its score is the score so far). */
  readonly finished: boolean
  readonly actions: number
  /** Hard's team turns (not free ones) and how many ended in a turnover (a scoring turn's end is not one). */
  readonly hardTurns: number
  readonly hardTurnovers: number
  /** Hard's decisions with more than one legal action, wall time in ms (µs precision). */
  readonly times: readonly number[]
  /** Those the search simulated at (nodes > 0), ms. */
  readonly searched: readonly number[]
  readonly rosters: readonly [string, string]
  /** The shared loop's digest of the game's actions (src-shared/ai/selfPlay.ts). */
  readonly digest: string
}

export type ResultsProblem = 'results/damaged-line' | 'results/duplicate-game' | 'results/unreadable'

/** A results file that cannot be used as it is; `line` is 1-based. */
export class ResultsFileError extends Error {
  constructor(
    readonly code: ResultsProblem,
    readonly file: string,
    readonly line: number | null,
    why: string,
  ) {
    super(`${file}${line !== null ? `:${line}` : ''}: ${why}`)
    this.name = 'ResultsFileError'
  }
}

/** Every record of a results file's text, in file order; throws ResultsFileError on the first bad line. */
export function parseResults(text: string, file = 'results'): GameRecord[] {
  const out: GameRecord[] = []
  const seen = new Map<string, number>()
  const lines = text.split('\n')
  // Every line is written with its newline: text after the last one is a cut write, even if it parses (a line
  // appended after it would be glued to it).
  const last = lines.pop() ?? ''
  const cut = last !== ''
  if (cut) lines.push(last)
  lines.forEach((line, i) => {
    const n = i + 1
    if (cut && n === lines.length)
      throw new ResultsFileError('results/damaged-line', file, n, 'the last line has no end (a cut write?)')
    if (line.trim() === '') throw new ResultsFileError('results/damaged-line', file, n, 'an empty line')
    let json: unknown
    try {
      json = JSON.parse(line)
    } catch {
      throw new ResultsFileError('results/damaged-line', file, n, 'not a whole JSON line (a cut write?)')
    }
    const parsed = recordSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
      throw new ResultsFileError(
        'results/damaged-line',
        file,
        n,
        `not a game record (${where}${issue.message})`,
      )
    }
    const record = parsed.data as GameRecord
    const first = seen.get(record.key)
    if (first !== undefined)
      throw new ResultsFileError(
        'results/duplicate-game',
        file,
        n,
        `game ${record.key} is already at line ${first}`,
      )
    seen.set(record.key, n)
    out.push(record)
  })
  return out
}

/** The records of `file`, or none when it does not exist yet. */
export function readResults(file: string): GameRecord[] {
  if (!existsSync(file)) return []
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    throw new ResultsFileError('results/unreadable', file, null, e instanceof Error ? e.message : String(e))
  }
  return parseResults(text, file)
}

/** Appends one record as one line (one write call, so a line is whole unless the process dies inside it). */
export function appendResult(file: string, record: GameRecord): void {
  mkdirSync(dirname(file), { recursive: true })
  appendFileSync(file, JSON.stringify(record) + '\n')
}
