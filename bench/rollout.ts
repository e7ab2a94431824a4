// The Hard search's look-ahead speed per game: `ai.<game>.rollout_actions_per_s`, look-ahead actions per CPU second
// in the very simulations the search runs (each round of simulations timed through the search's meter), and
// `ai.<game>.search_actions_per_s`, all its look-ahead actions over the whole decision's CPU time (choosing and
// ordering the candidates too). Positions come from Beginner v Beginner games on fixed seeds; at each one the search
// runs with a node budget (spent whole: no early stop) on a fresh copy of the game (deserialised, as the app's worker does, so no remembered
// answer carries over from one position to the next). Only decisions the search actually simulates count; one
// untimed pass warms the code up first. CPU time from process.cpuUsage(), so a loaded machine's waiting is not
// counted.
// ROLLOUT_GAMES=classic (comma-separated ids) measures some games only; ROLLOUT_POSITIONS=<prefix> keeps the
// positions in files (savedPositions), to time two versions of a policy on the same ones.
// `ai.classic.reach_kept_pct`: the share of the Classic coach's reaches handed back from an earlier position
// (ai/classic/reachKeep.ts) rather than worked out.
// ROLLOUT_PLAN=1 plays Classic's look-ahead with the turn plan (ai/classic/turnPlan.ts; off in the app: hard/games.ts)
// instead of the coach re-planning at every decision, for a before/after in one build;
// `ai.classic.turn_plan_replayed_pct` is then the share of the turn plan's decisions replayed rather than planned.
import { decide } from '../src-shared/ai/registry'
import { searchHard } from '../src-shared/ai/hard/search'
import { createRandom } from '../src-shared/ai/rng'
import type { Action, Ruleset, RulesetId, Side } from '../src-shared/engine/api'
import { getRuleset } from '../src-shared/engine/registry'
import { gameAi } from '../src-shared/ai/registry'
import { team } from './classic'
import { reachKeepStats } from '../src-shared/ai/classic/reachKeep'
import { turnPlanStats } from '../src-shared/ai/classic/turnPlan'
import { CLASSIC_TURN_PLAN, GAME_SEARCH } from '../src-shared/ai/hard/games'

if (process.env.ROLLOUT_PLAN === '1') Object.assign(GAME_SEARCH.classic, { rollout: CLASSIC_TURN_PLAN })

/** Nodes each searched position may spend: a few rounds of the search over its candidates. */
const NODES = 1500
/** Positions per game kept for timing (every few actions of the seeded games, the searched ones only). */
const POSITIONS = 24

const TEAMS: Record<string, readonly [unknown, unknown]> = {
  classic: [team('human'), team('orc')],
  blitz: [{ teamId: 'dwarf' }, { teamId: 'orc' }],
  crosscheck: [{ rosterId: 'human' }, { rosterId: 'orc' }],
}

/** Serialised positions the search simulates at, from Beginner v Beginner games. */
export function positions(id: RulesetId): unknown[] {
  const ruleset = getRuleset(id) as Ruleset<unknown>
  const kit = gameAi(id)
  const out: unknown[] = []
  for (let seed = 1; out.length < POSITIONS && seed < 40; seed++) {
    const state = ruleset.create({ ruleset: id, seed, teams: TEAMS[id] } as never)
    const rng = createRandom(seed * 31 + 7)
    for (let n = 0; n < 4000 && out.length < POSITIONS; n++) {
      const decision = ruleset.decision(state)
      if (decision.side === null) break
      const side = decision.side as Side
      const legal = ruleset.legalActions(state)
      const ctx = { ruleset, state, side, decision, legal, rng }
      // Every seventh action's position, when the search would simulate there.
      if (n % 7 === 3 && legal.length > 1) {
        const probe = searchHard(kit, { ...ctx, rng: createRandom(n) }, { nodes: 50 })
        if (probe.simulations > 0) out.push(ruleset.serialize(state))
      }
      const action: Action = decide('beginner', ctx).action
      ruleset.apply(state, action)
    }
  }
  return out
}

/**
 * The positions to time: ROLLOUT_POSITIONS=<prefix> reads them from <prefix>.<game>.json when that file exists and
 * writes them there when not — a change to a policy changes the Beginner games they come from, so timing it on the
 * positions saved by the code before it tells its speed apart from its choice of positions.
 */
function savedPositions(id: RulesetId): unknown[] {
  const prefix = process.env.ROLLOUT_POSITIONS
  if (!prefix) return positions(id)
  // Not imported: this file is bundled into one with no import left (bench/engineBundle.ts).
  const { existsSync, readFileSync, writeFileSync } = process.getBuiltinModule('node:fs')
  const file = `${prefix}.${id}.json`
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as unknown[]
  const list = positions(id)
  writeFileSync(file, JSON.stringify(list))
  return list
}

interface Figures {
  nodes: number
  cpuS: number
  rolloutNodes: number
  rolloutS: number
}

function cpuUs(t: NodeJS.CpuUsage): number {
  return t.user + t.system
}

function measure(id: RulesetId, list: readonly unknown[]): Figures {
  const ruleset = getRuleset(id) as Ruleset<unknown>
  const kit = gameAi(id)
  const f: Figures = { nodes: 0, cpuS: 0, rolloutNodes: 0, rolloutS: 0 }
  let inRollouts = 0
  const meter = <T>(run: () => T): T => {
    const t0 = process.cpuUsage()
    try {
      return run()
    } finally {
      inRollouts += cpuUs(process.cpuUsage(t0))
    }
  }
  list.forEach((saved, i) => {
    const state = ruleset.deserialize(saved)
    const decision = ruleset.decision(state)
    const legal = ruleset.legalActions(state)
    const ctx = { ruleset, state, side: decision.side as Side, decision, legal, rng: createRandom(1000 + i) }
    inRollouts = 0
    const t0 = process.cpuUsage()
    const report = searchHard(kit, ctx, { nodes: NODES, settle: false }, undefined, meter)
    const t = cpuUs(process.cpuUsage(t0))
    if (report.simulations === 0) return
    f.nodes += report.nodes
    f.cpuS += t / 1e6
    f.rolloutNodes += report.rolloutNodes ?? 0
    f.rolloutS += inRollouts / 1e6
  })
  return f
}

export function benchRollouts(): Record<string, [number, string]> {
  const out: Record<string, [number, string]> = {}
  const games = (process.env.ROLLOUT_GAMES?.split(',') ?? ['classic', 'blitz', 'crosscheck']) as RulesetId[]
  for (const id of games) {
    const list = savedPositions(id)
    measure(id, list) // warm-up
    const kept = { ...reachKeepStats }
    const planned = { ...turnPlanStats }
    const f = measure(id, list)
    out[`ai.${id}.rollout_actions_per_s`] = [f.rolloutS > 0 ? f.rolloutNodes / f.rolloutS : 0, '']
    out[`ai.${id}.search_actions_per_s`] = [f.cpuS > 0 ? f.nodes / f.cpuS : 0, '']
    if (id === 'classic') {
      // The share of the Classic coach's reaches (after the per-position memory) kept from an earlier position.
      const hits = reachKeepStats.hits - kept.hits
      const asked = hits + reachKeepStats.misses - kept.misses
      out['ai.classic.reach_kept_pct'] = [asked > 0 ? (100 * hits) / asked : 0, '%']
      const replayed = turnPlanStats.replayed - planned.replayed
      const all = replayed + turnPlanStats.plans - planned.plans
      if (all > 0) out['ai.classic.turn_plan_replayed_pct'] = [(100 * replayed) / all, '%']
    }
  }
  return out
}

// `npx tsx bench/rollout.ts` prints these figures alone, from the modules loaded one by one (slower than the
// shipped code: bench/run.ts); `BENCH_ONLY=rollouts npm run bench` prints them from the bundle. Tested on the path
// run, not on import.meta.url: inside the bundle that is the bundle's own, which node was told to run.
if (/[\\/]bench[\\/]rollout\.ts$/.test(process.argv[1] ?? ''))
  for (const [name, [value]] of Object.entries(benchRollouts())) console.log(`${name}: ${Math.round(value)}`)
