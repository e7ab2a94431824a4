// `npm run bench:ai`: the AI's strength and speed, per game, over a fixed set of seeds. One figure a line
// (`name: value unit`): win/draw/loss and average score of Beginner v Random, Hard v Random and Hard v Beginner
// (each seed is played both ways round: game 2k is seed FROM + k with the first level at home, game 2k + 1 the same
// seed with it away, so neither a seed's dice nor its rosters favour one level), and Hard's mean, median and p95
// decision time. Options (environment):
//   AI_BENCH_GAMES  games per pairing and game (default 2; the targets speak of 100): GAMES / 2 seeds, both ways
//   AI_BENCH_FROM   the first seed (default 1000), so a range of seeds can be run alone
//   AI_BENCH_PAIRINGS  comma-separated pairings, e.g. hard-beginner (default: beginner-random,hard-random,hard-beginner)
//   AI_BENCH_NODES  Hard's node budget per decision (default per game, DEFAULT_NODES; reproducible)
//   AI_BENCH_MS     Hard's time budget per decision instead of nodes (the app's default is 1000)
//   AI_BENCH_RULESETS  comma-separated ruleset ids (default: every registered one)
//   AI_BENCH_MAX_ACTIONS  a game is cut (and counted as played so far) after this many actions (default 6000)
// Hard's decision times count every decision with more than one legal action; the `searched` ones only those the
// search simulated at (not answered by the policy alone: a planned step, a Run's square).
// Run with TSX_TSCONFIG_PATH=tsconfig.node.json (the script in package.json does) for the @shared alias.
import { decide, registeredAi, type AiBudget } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import { AI_LEVELS, type AiLevel } from '@shared/ai/types'
import type { EngineEvent, RulesetId, Side } from '@shared/engine/api'
import { availableRulesets, getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../src-main/host/engineSources'

const GAMES = Number(process.env.AI_BENCH_GAMES ?? 2)
const MS = process.env.AI_BENCH_MS ? Number(process.env.AI_BENCH_MS) : null
// Per game: enough for a few rounds of the search at a decision, small enough that the defaults finish in about
// ten minutes on a loaded two-core machine (Classic's policy is the slowest per look-ahead action). Cross Check's
// look-ahead runs through the opponent's reply (~40 actions a simulation), so it needs more for the same rounds;
// 1500 still stays well inside the app's one second (p95 about 0.3 s a decision on the loaded machine).
const DEFAULT_NODES: Partial<Record<RulesetId, number>> = { classic: 400, blitz: 600, crosscheck: 1500 }
const NODES = process.env.AI_BENCH_NODES ? Number(process.env.AI_BENCH_NODES) : null
const MAX_ACTIONS = Number(process.env.AI_BENCH_MAX_ACTIONS ?? 6000)
const budgetOf = (id: RulesetId): AiBudget =>
  MS !== null ? { timeMs: MS } : { nodes: NODES ?? DEFAULT_NODES[id] ?? 600 }
const RULESETS = (process.env.AI_BENCH_RULESETS?.split(',') as RulesetId[] | undefined) ?? availableRulesets()
const FROM = Number(process.env.AI_BENCH_FROM ?? 1000)
const ALL_PAIRINGS = 'beginner-random,hard-random,hard-beginner'
const PAIRINGS = (process.env.AI_BENCH_PAIRINGS ?? ALL_PAIRINGS).split(',').map((p) => {
  const [a, b] = p.split('-') as [AiLevel, AiLevel]
  if (!AI_LEVELS.includes(a) || !AI_LEVELS.includes(b))
    throw new Error(`AI_BENCH_PAIRINGS: unknown pairing ${p}`)
  return [a, b] as const
})

function print(name: string, value: number, unit = ''): void {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2)
  console.log(`${name}: ${text}${unit ? ' ' + unit : ''}`)
}

/**
 * Hard's team turns and how many of them ended in a turnover, over the run. The engine ends a touchdown's turn with
 * a 'turnover' event too: a turn in which Hard scored is not counted as one; nor are free turns (kick-off Blitz!).
 */
const hardTurns = { turns: 0, turnovers: 0, open: false, scored: false }

function countTurn(e: EngineEvent, hard: boolean): void {
  if (e.type === 'turn-start') {
    hardTurns.open = hard && e.free !== true
    hardTurns.scored = false
    if (hardTurns.open) hardTurns.turns++
  } else if (e.type === 'touchdown' && hard) hardTurns.scored = true
  else if (e.type === 'turnover' && hard && hardTurns.open && !hardTurns.scored) hardTurns.turnovers++
}

/** One game between `a` (playing side `aSide`) and `b`; returns a's and b's scores and Hard's decision times. */
function play(
  id: RulesetId,
  seed: number,
  a: AiLevel,
  b: AiLevel,
  aSide: Side,
  times: number[],
  searched: number[],
) {
  const ruleset = getRuleset(id)
  const rosters = engineTeams.list(id)
  const home = rosters[seed % rosters.length].id
  const away = rosters[(seed * 7 + 3) % rosters.length].id
  const teams = [engineTeams.build(id, home), engineTeams.build(id, away)] as const
  const state = ruleset.create({ ruleset: id, seed, teams })
  const rng = createRandom(seed * 7919 + 1)
  let actions = 0
  for (; actions < MAX_ACTIONS; actions++) {
    const decision = ruleset.decision(state)
    if (decision.side === null) break
    const side = decision.side
    const level = side === aSide ? a : b
    const legal = ruleset.legalActions(state)
    const t0 = performance.now()
    const { action, nodes } = decide(level, { ruleset, state, side, decision, legal, rng }, budgetOf(id))
    if (level === 'hard' && legal.length > 1) times.push(performance.now() - t0)
    if (level === 'hard' && nodes > 0) searched.push(performance.now() - t0)
    const result = ruleset.apply(state, action)
    if (!result.ok) throw new Error(`${id}: ${level} chose an illegal action: ${result.reason}`)
    for (const e of result.events) countTurn(e, (e.side === aSide ? a : b) === 'hard')
  }
  const score = ruleset.view(state).score
  return { a: score[aSide], b: score[1 - aSide], finished: ruleset.decision(state).side === null }
}

console.log(
  `# ${GAMES} games per pairing and game: seeds ${FROM}–${FROM + Math.ceil(GAMES / 2) - 1}, each played both ways round`,
)
for (const id of RULESETS) {
  const budget = budgetOf(id)
  console.log(
    `# ${id}: Hard at ${budget.timeMs !== undefined ? `${budget.timeMs} ms` : `${budget.nodes} nodes`} a decision`,
  )
  if (!registeredAi(id)) console.log(`# ${id}: no Beginner kit registered; the generic stand-in plays`)
  const times: number[] = []
  const searched: number[] = []
  let hardGames = 0
  for (const [a, b] of PAIRINGS) {
    if (a === 'hard' || b === 'hard') hardGames += GAMES
    let win = 0
    let draw = 0
    let loss = 0
    let cut = 0
    let forA = 0
    let forB = 0
    for (let g = 0; g < GAMES; g++) {
      const r = play(id, FROM + Math.floor(g / 2), a, b, (g % 2) as Side, times, searched)
      if (r.a > r.b) win++
      else if (r.a === r.b) draw++
      else loss++
      if (!r.finished) cut++
      forA += r.a
      forB += r.b
    }
    const name = `ai.${id}.${a}_v_${b}`
    print(`${name}.win`, win, `of ${GAMES}`)
    print(`${name}.draw`, draw, `of ${GAMES}`)
    print(`${name}.loss`, loss, `of ${GAMES}`)
    print(`${name}.score_for`, forA / GAMES, 'per game')
    print(`${name}.score_against`, forB / GAMES, 'per game')
    if (cut > 0) print(`${name}.cut_at_${MAX_ACTIONS}_actions`, cut, `of ${GAMES}`)
  }
  times.sort((x, y) => x - y)
  const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length)
  print(`ai.${id}.hard_decision_mean`, mean, 'ms')
  print(`ai.${id}.hard_decision_median`, times[Math.floor(times.length / 2)] ?? 0, 'ms')
  print(`ai.${id}.hard_decision_p95`, times[Math.floor(times.length * 0.95)] ?? 0, 'ms')
  print(`ai.${id}.hard_decisions`, times.length, `over ${hardGames} games`)
  if (hardTurns.turns > 0) {
    // Share of Hard's team turns that ended in a turnover (issue 20: ≤ 12% in Classic), over every pairing run.
    print(
      `ai.${id}.hard_turnover_rate`,
      (100 * hardTurns.turnovers) / hardTurns.turns,
      `% of ${hardTurns.turns} turns`,
    )
  }
  hardTurns.turns = 0
  hardTurns.turnovers = 0
  searched.sort((x, y) => x - y)
  print(`ai.${id}.hard_searched_median`, searched[Math.floor(searched.length / 2)] ?? 0, 'ms')
  print(`ai.${id}.hard_searched_p95`, searched[Math.floor(searched.length * 0.95)] ?? 0, 'ms')
  print(`ai.${id}.hard_searched`, searched.length, `of ${times.length} decisions`)
}
