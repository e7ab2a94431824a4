// bench:ai's results file (bench/ai/record.ts, bench/ai/run.ts): a damaged line — not JSON, not a game record, cut
// without its newline, a game twice — refuses the whole file with that line's number, and a run over a refused
// file plays and writes nothing, so no game in it is lost; a resumed run plays only the planned games not yet in
// the file and appends them after the ones there, byte for byte as they were. And the worker pool plays the same
// games as this thread does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { gameKey, planGames, type GameSpec } from '../../bench/ai/games'
import { playBenchGame } from '../../bench/ai/playGame'
import { playGames } from '../../bench/ai/pool'
import { parseResults, readResults, ResultsFileError, type GameRecord } from '../../bench/ai/record'
import { runPlan } from '../../bench/ai/run'
import { jsonLines, record } from './records'

const A = record({ a: 'hard', b: 'beginner', seed: 1, aSide: 0, for: 1, against: 0 })
const B = record({ a: 'hard', b: 'beginner', seed: 1, aSide: 1, for: 0, against: 0 })
const C = record({ a: 'hard', b: 'beginner', seed: 2, aSide: 0, for: 2, against: 2 })

function refusal(text: string): { code: string; line: number | null; message: string } {
  try {
    parseResults(text, 'r.jsonl')
  } catch (e) {
    if (e instanceof ResultsFileError) return { code: e.code, line: e.line, message: e.message }
    throw e
  }
  throw new Error('the file was accepted')
}

describe('bench:ai results file', () => {
  it('reads every line of a good file, in order', () => {
    expect(parseResults(jsonLines([A, B, C])).map((r) => r.key)).toEqual([A.key, B.key, C.key])
    expect(parseResults('')).toEqual([])
  })

  it('refuses a line that is not JSON with its number', () => {
    const [a, , c] = jsonLines([A, B, C]).split('\n')
    expect(refusal(`${a}\n{"v":1,"key":\n${c}\n`)).toEqual({
      code: 'results/damaged-line',
      line: 2,
      message: 'r.jsonl:2: not a whole JSON line (a cut write?)',
    })
  })

  it('refuses a line that is not a game record, naming the field', () => {
    const { times: _, ...noTimes } = C
    const r = refusal(jsonLines([A, B]) + JSON.stringify(noTimes) + '\n')
    expect([r.code, r.line]).toEqual(['results/damaged-line', 3])
    expect(r.message).toMatch(/^r\.jsonl:3: not a game record \(times: /)
    // A key that does not name its game (a hand edit of the seed) is refused too.
    expect(refusal(jsonLines([{ ...A, seed: 9 }])).line).toBe(1)
    expect(refusal(jsonLines([A]) + '\n').line).toBe(2)
  })

  it('refuses a last line cut before its newline, even one that parses', () => {
    const text = jsonLines([A, B, C])
    expect(refusal(text.slice(0, -20)).line).toBe(3)
    expect(refusal(text.slice(0, -1))).toEqual({
      code: 'results/damaged-line',
      line: 3,
      message: 'r.jsonl:3: the last line has no end (a cut write?)',
    })
  })

  it('refuses a game written twice, naming both lines', () => {
    expect(refusal(jsonLines([A, B, A]))).toEqual({
      code: 'results/duplicate-game',
      line: 3,
      message: `r.jsonl:3: game ${A.key} is already at line 1`,
    })
  })
})

describe('bench:ai resume', () => {
  let dir = ''
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))
  const file = (): string => join((dir = mkdtempSync(join(tmpdir(), 'benchai-'))), 'ai.jsonl')

  const plan = planGames({
    rulesets: ['classic'],
    pairings: [['hard', 'beginner']],
    games: 4,
    from: 1,
    budgetOf: () => ({ nodes: 400 }),
    maxActions: 6000,
  })
  /** Stands in for the pool: each asked-for game "ends" 1–0 at once; the games asked for are kept. */
  const fakePlay =
    (asked: GameSpec[]): typeof playGames =>
    async (games, _workers, done) => {
      for (const g of games) {
        asked.push(g)
        done(record({ ...g, budget: { nodes: g.budget.nodes ?? 0 }, for: 1, against: 0 }))
      }
    }

  it('plays only the planned games not yet in the file and appends them after the old lines', async () => {
    const out = file()
    const old = jsonLines([A, C])
    writeFileSync(out, old)
    const asked: GameSpec[] = []
    const records = await runPlan(plan, { out, workers: 2, play: fakePlay(asked) })
    expect(asked.map(gameKey)).toEqual([plan[1], plan[3]].map(gameKey))
    expect(records.map((r) => r.key)).toEqual([A.key, C.key, gameKey(plan[1]), gameKey(plan[3])])
    const text = readFileSync(out, 'utf8')
    expect(text.startsWith(old)).toBe(true)
    expect(readResults(out).map((r) => r.key)).toEqual(records.map((r) => r.key))
    // Run again: everything is there, nothing is played.
    const again: GameSpec[] = []
    await runPlan(plan, { out, workers: 2, play: fakePlay(again) })
    expect(again).toEqual([])
    expect(readFileSync(out, 'utf8')).toBe(text)
  })

  it('plays and writes nothing over a file with a damaged line', async () => {
    const out = file()
    const damaged = jsonLines([A]) + '{"v":1,\n' + jsonLines([C])
    writeFileSync(out, damaged)
    const asked: GameSpec[] = []
    await expect(runPlan(plan, { out, workers: 1, play: fakePlay(asked) })).rejects.toMatchObject({
      code: 'results/damaged-line',
      line: 2,
    })
    expect(asked).toEqual([])
    expect(readFileSync(out, 'utf8')).toBe(damaged)
  })

  it('starts a file that does not exist, and keeps a run without one in memory', async () => {
    const out = file()
    const records = await runPlan(plan, { out, workers: 1, play: fakePlay([]) })
    expect(readResults(out)).toEqual(records)
    expect(await runPlan(plan, { out: null, workers: 1, play: fakePlay([]) })).toHaveLength(4)
  })
})

describe('bench:ai worker pool', () => {
  it('plays the same games in two worker threads as in this thread', async () => {
    // The workers load the sources through tsx with the @shared alias of the node tsconfig.
    process.env.TSX_TSCONFIG_PATH = 'tsconfig.node.json'
    const games = planGames({
      rulesets: ['blitz'],
      pairings: [['beginner', 'random']],
      games: 2,
      from: 40,
      budgetOf: () => ({ nodes: 1 }),
      maxActions: 80,
    })
    const pooled: GameRecord[] = []
    await playGames(games, 2, (r) => pooled.push(r))
    const here = games.map(playBenchGame)
    const key = (r: GameRecord): string => r.key
    expect(pooled.sort((x, y) => key(x).localeCompare(key(y)))).toEqual(
      here.sort((x, y) => key(x).localeCompare(key(y))),
    )
    expect(new Set(here.map((r) => r.digest)).size).toBe(2)
    // Each worker compiles the engine and the AI through tsx first: slow on a loaded machine, not a speed check.
  }, 180_000)
})
