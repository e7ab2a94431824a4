// `npm run bench:ai`: the AI's strength and speed, per game, over a fixed set of seeds. One figure a line
// (`name: value unit`): win/draw/loss and average score of Beginner v Random, Hard v Random and Hard v Beginner
// (each seed is played both ways round: game 2k is seed FROM + k with the first level at home, game 2k + 1 the same
// seed with it away, so neither a seed's dice nor its rosters favour one level), Hard's mean, median and p95
// decision time and the share of Hard's team turns that end in a turnover (bench/ai/report.ts). Options
// (environment):
//   AI_BENCH_GAMES  games per pairing and game (default 2; the targets speak of 100): GAMES / 2 seeds, both ways
//   AI_BENCH_FROM   the first seed (default 1000), so a range of seeds can be run alone
//   AI_BENCH_PAIRINGS  comma-separated pairings, e.g. hard-beginner (default: beginner-random,hard-random,hard-beginner)
//   AI_BENCH_NODES  Hard's node budget per decision (default per game, DEFAULT_NODES; reproducible)
//   AI_BENCH_MS     Hard's time budget per decision instead of nodes (the app's default is 1000), with the app's
//                   cap on a game's nodes (ai/registry.ts appBudget), as the app spends it
//   AI_BENCH_RULESETS  comma-separated ruleset ids (default: every registered one)
//   AI_BENCH_MAX_ACTIONS  a game is cut (and counted as played so far) after this many actions (default 6000)
//   AI_BENCH_WORKERS  games played side by side in worker threads (default: the machine's cores; 1 plays in this
//                   thread). With a node budget the games are the same whatever the count; with AI_BENCH_MS each
//                   decision gets that much wall time, so a timed run wants the machine to itself.
//   AI_BENCH_OUT    a results file (JSON Lines, one game a line, e.g. bench/results/ai-full.jsonl; bench/results/
//                   is not committed): each game is appended as it ends, and games already in it are skipped, so a
//                   stopped run resumes where it was and seed ranges run apart (or on other machines) add up.
//                   `npm run bench:ai:report -- <file>` prints the figures of a whole file with issue 20's targets.
//   AI_BENCH_TARGETS=1  print the targets after the figures (bench:ai:full always does)
//   AI_BENCH_CARRIER='{"loss":8}'  the Classic coach's carrier drive for a measurement (scripts/carrierDrive.ts;
//                   ai/classic/cage.ts CARRIER_DRIVE), Hard's rollouts included; give it a results file of its own
// `--full` (npm run bench:ai:full) is the measurement: 100 games a pairing (50 seeds both ways) at the app's
// own budget, 1000 ms a decision, for every game, into bench/results/ai-full.jsonl unless AI_BENCH_OUT names another,
// targets printed. Its cost is wall time: on a quiet two-core machine (2026-12-01) a Hard v Beginner game took
// about 14 s in Classic, 4 s in Blitz Bowl and 40 s in Cross Check, two played side by side (most searched
// decisions settle long before their second: p95 0.64 s, 0.5 s and 1.0 s), so 100 games take some 12, 4 and 33
// minutes; on a loaded machine (2026-11-29) a game took 115 s, 35 s and 160 s. Measured on the quiet machine at
// 1000 ms, Hard v Beginner: Classic, seeds 1000-1099 both ways, 131-40-29 (65.5%), 1.34-0.41 TD, 23.3% of its
// turns ending in a turnover (home 70-17-13, away 61-23-16), since the coach ends its turn with the two-dice blocks
// that gain only the knock-down (ai/classic/turnPolicy.ts) — 112-44-44 (56%), 1.15-0.48 TD, 17.9% before; both
// Classic policies break ties forward first for either side — before that, 136-40-24 leaned on the away
// Beginner's markers standing behind the carrier rather than in his way (ai/classic/look.ts SCAN_OF); Blitz Bowl, seeds 1000-1049 both
// ways, 100-0-0, 17.2-6.6; Cross Check, the same seeds, 88-6-6, 3.99-0.71 goals. Give it the whole machine: two games run side by side on two cores, and each decision's
// second is wall time, so other work on the machine weakens Hard. Run it under `nice`; stop it with Ctrl-C and
// start it again to resume; or split it by AI_BENCH_RULESETS / AI_BENCH_FROM into one file.
// Run with TSX_TSCONFIG_PATH=tsconfig.node.json (the script in package.json does) for the @shared alias.
import { availableParallelism } from 'node:os'
import { appBudget, type AiBudget } from '@shared/ai/registry'
import { GAME_SEARCH } from '@shared/ai/hard/games'
import { AI_LEVELS, type AiLevel } from '@shared/ai/types'
import type { RulesetId } from '@shared/engine/api'
import { availableRulesets } from '@shared/engine/registry'
import { planGames } from './ai/games'
import { ResultsFileError } from './ai/record'
import { reportLines } from './ai/report'
import { runPlan } from './ai/run'

const FULL = process.argv.includes('--full')

function numberEnv(name: string, fallback: number | null): number | null {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const n = Number(text)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} wants a number, got ${text}`)
  return n
}

const GAMES = numberEnv('AI_BENCH_GAMES', FULL ? 100 : 2)!
const MS = numberEnv('AI_BENCH_MS', FULL ? 1000 : null)
// Per game: enough for a few rounds of the search at a decision (Classic's and Blitz Bowl's at the app's scale,
// below, so the defaults take longer than the quick look; their time with the default 2 games a pairing was not
// measured since those budgets rose). Cross Check's
// look-ahead runs through the opponent's reply (~40 actions a simulation), so it needs more for the same rounds;
// 1500 still stays well inside the app's one second (p95 about 0.3 s a decision on the loaded machine), and more
// buys nothing: Hard v Beginner, seeds 5000-5025 both ways (2026-12-03), 5,000 nodes went 36-3-5 on the 44 games
// both runs played against 37-2-5 at 1,500. Classic's
// look-ahead runs through the reply as well since 2026-11-30, and a small budget then buys too few rounds to
// overrule anything: Hard v Beginner at 400 nodes fell from 27-16-2 to 16-14-15 over the same 45 games, while at
// 15,000 (about what the app's second buys) it rose from 5-8-7 to 16-4-0 over 20 (hard/games.ts). So Classic's
// default is the app's scale, not a quick one. Blitz Bowl's too since 2026-11-30: Hard wins more the more it
// searches — on main (ccfab98), Hard v Beginner over seeds 5000–5019 both ways (40 games) went 33-3-4 at 600 nodes
// (9.2 points a game against), 36-1-3 at 3,000 (6.9) and 37-0-3 at 6,000 (5.8) — and 6,000 is about what the app's
// second buys on a loaded two-core machine (a decision that used its whole second spent 5,400 nodes, median of 6,
// on 0.43 s of CPU; a quiet core buys more). Over all of seeds 5000–5049 both ways at 6,000: main 96-0-4, with the
// coach's card plans and discards (blitz/challenges.ts, discards.ts) 96-1-3; at 600 those went 86-3-11 → 92-1-7.
// AI_BENCH_NODES=600 is the quick look.
// Classic's and Cross Check's are the app's own cap (hard/games.ts appNodes: Classic 15,000, Cross Check 1,500), so
// the bench plays the Hard the app plays; Blitz Bowl's app Hard has its second alone.
const DEFAULT_NODES: Partial<Record<RulesetId, number>> = { blitz: 6000 }
const NODES = numberEnv('AI_BENCH_NODES', null)
const MAX_ACTIONS = numberEnv('AI_BENCH_MAX_ACTIONS', 6000)!
const budgetOf = (id: RulesetId): AiBudget =>
  MS !== null ? appBudget(id, MS) : { nodes: NODES ?? GAME_SEARCH[id]?.appNodes ?? DEFAULT_NODES[id] ?? 600 }
const RULESETS = (process.env.AI_BENCH_RULESETS?.split(',') as RulesetId[] | undefined) ?? availableRulesets()
for (const id of RULESETS)
  if (!availableRulesets().includes(id)) throw new Error(`AI_BENCH_RULESETS: unknown ruleset ${id}`)
const FROM = numberEnv('AI_BENCH_FROM', 1000)!
const ALL_PAIRINGS = 'beginner-random,hard-random,hard-beginner'
const PAIRINGS = (process.env.AI_BENCH_PAIRINGS ?? ALL_PAIRINGS).split(',').map((p) => {
  const [a, b] = p.split('-') as [AiLevel, AiLevel]
  if (!AI_LEVELS.includes(a) || !AI_LEVELS.includes(b))
    throw new Error(`AI_BENCH_PAIRINGS: unknown pairing ${p}`)
  return [a, b] as const
})
const WORKERS = numberEnv('AI_BENCH_WORKERS', availableParallelism())!
const OUT = process.env.AI_BENCH_OUT || (FULL ? 'bench/results/ai-full.jsonl' : null)
const TARGETS = FULL || process.env.AI_BENCH_TARGETS === '1'

async function main(): Promise<void> {
  const planned = planGames({
    rulesets: RULESETS,
    pairings: PAIRINGS,
    games: GAMES,
    from: FROM,
    budgetOf,
    maxActions: MAX_ACTIONS,
  })
  // A resumed run: the file's games count, and only the rest are played. A damaged file stops the run untouched.
  const records = await runPlan(planned, {
    out: OUT,
    workers: WORKERS,
    onStart: (have, todo) => {
      if (OUT)
        console.error(
          `# ${OUT}: ${have} of ${planned.length} games there; ${todo} to play, ${WORKERS} at a time`,
        )
    },
    onGame: (r, played, todo) => {
      if (!OUT) return
      const side = r.aSide === 0 ? 'home' : 'away'
      const cut = r.finished ? '' : ' (cut)'
      console.error(
        `  ${r.ruleset} ${r.a}-${r.b} seed ${r.seed} (${r.a} ${side}): ${r.for}–${r.against}${cut}, ` +
          `${r.actions} actions [${played}/${todo}]`,
      )
    },
  })
  for (const text of reportLines(records, {
    targets: TARGETS,
    pairings: PAIRINGS.map(([a, b]) => `${a}-${b}`),
    rulesets: RULESETS,
  }))
    console.log(text)
}

main().catch((e: unknown) => {
  console.error(e instanceof ResultsFileError ? `bench:ai: ${e.message}` : e)
  process.exit(1)
})
