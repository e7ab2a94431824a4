// Classic engine speed, on one core and in CPU time (bench/cpu.ts: warmed up first, then `process.cpuUsage()`):
// complete random 11-a-side games per second, actions per second, actions per game, actions per second of the
// same games played as a search's rollout (journal off, engine/memory.ts); the cost of one apply+undo
// pair; and of one apply + legal listing + undo step (what a search's step costs, as botbowl's step does).
// Prints `name: value unit` lines through bench/run.ts.

import { ROSTERS } from '../src-shared/rules/classic/data/rosters/index'
import type { ClassicTeamInput } from '../src-shared/rules/classic/state'
import { applyCode, createClassic, legalCodes } from '../src-shared/rules/classic/ruleset'
import { chooserRng, countRandom, randomCode } from '../src-shared/rules/classic/randomPlay'
import { endRollout, mark, snapshotBuffer, startRollout, undo } from '../src-shared/engine/memory'
import { cpuTime, timedLoop } from './cpu'

/** A 14-player Classic team of a roster (up to three of each position), as the benchmarks field it. */
export function team(rosterId: string): ClassicTeamInput {
  const roster = ROSTERS[rosterId]
  const players = []
  let n = 1
  for (const pos of [...roster.positions].sort((a, b) => a.max - b.max)) {
    for (let i = 0; i < Math.min(pos.max, 3) && players.length < 14; i++)
      players.push({
        ...pos,
        positionId: pos.id,
        name: `${pos.name} ${i + 1}`,
        number: n++,
        skills: pos.skills,
      })
  }
  return { rosterId, name: roster.name, rerolls: 3, players }
}

const TEAMS = [team('human'), team('orc')] as const

/** One random game of a seed; returns its actions. */
function randomGame(seed: number): number {
  const s = createClassic({ ruleset: 'classic', seed, teams: TEAMS })
  return countRandom(s, chooserRng(seed))
}

/** The same game as a search's playout: journal off (engine/memory.ts rollout mode), the words put back after. */
function rolloutGame(seed: number): number {
  const s = createClassic({ ruleset: 'classic', seed, teams: TEAMS })
  const saved = snapshotBuffer(s.m)
  startRollout(s.m, saved)
  const n = countRandom(s, chooserRng(seed))
  endRollout(s.m, saved)
  return n
}

// Step loops: at every position of 20 seeded random games the chosen action is tried REPEAT times (`step`) before
// it is applied for real; a control run without the tries is subtracted (choosing, the real moves, creation).
const REPEAT = 20
const GAMES = 20

function stepLoop(repeat: number, listing: boolean): number {
  let steps = 0
  const buf: number[] = []
  const after: number[] = []
  for (let g = 0; g < GAMES; g++) {
    const s = createClassic({ ruleset: 'classic', seed: 500 + g, teams: TEAMS })
    const rng = chooserRng(500 + g)
    while (legalCodes(s, buf).length > 0) {
      const c = randomCode(s, rng, buf)
      for (let i = 0; i < repeat; i++) {
        const at = mark(s.m)
        applyCode(s, c)
        if (listing) legalCodes(s, after)
        undo(s.m, at)
        steps++
      }
      applyCode(s, c)
    }
  }
  return steps
}

/** µs of CPU per step beyond the control run, best of three rounds (the least disturbed by the neighbours). */
function stepCost(listing: boolean): number {
  stepLoop(2, listing) // warm up
  let best = Infinity
  for (let round = 0; round < 3; round++) {
    const control = cpuTime(() => stepLoop(0, listing))
    let steps = 0
    const withSteps = cpuTime(() => (steps = stepLoop(REPEAT, listing)))
    best = Math.min(best, ((withSteps - control) * 1e6) / steps)
  }
  return best
}

export function benchClassic(seconds = 3): Record<string, [number, string]> {
  const { units: games, items: actions, cpu } = timedLoop(seconds, randomGame)
  const rollouts = timedLoop(seconds, rolloutGame)
  return {
    'classic.random_games_per_s': [games / cpu, ''],
    'classic.actions_per_s': [actions / cpu, ''],
    'classic.actions_per_game': [actions / games, ''],
    'classic.rollout_actions_per_s': [rollouts.items / rollouts.cpu, ''],
    'classic.apply_undo_us': [stepCost(false), 'us'],
    'classic.apply_legal_undo_us': [stepCost(true), 'us'],
  }
}
