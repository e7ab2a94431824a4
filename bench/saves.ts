// Save store speed: ms to commit one action (median, p99) while a 2,000-action Classic game is played into a
// fresh database, and ms to open that game from the database and seek to a random position (median, p99).
// Run by bench/run.ts in a child process (the services use the @shared path alias); prints `name: value unit`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GameView } from '@shared/engine/api'
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import { replaySource } from '../src-main/host/replaySource'
import { pickRandomAction } from '../src-main/services/AiHost'
import { EventBus } from '../src-main/services/EventBus'
import { GameHost, type GameJournal } from '../src-main/services/GameHost'
import type { LogEntry } from '../src-main/services/gameLog'
import { createRandom } from '../src-main/services/random'
import { ReplayService } from '../src-main/services/ReplayService'
import { Saves } from '../src-main/services/Saves'
import type { Durability } from '../src-main/services/saveDatabase'

const ACTIONS = 2_000
const SEEKS = 300

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

/** Plays `count` actions into a new database; a finished game is undone a little and played on. */
function playInto(saves: Saves, count: number): { gameId: string; commits: number[]; snapshots: number[] } {
  const store = saves.require()
  const commits: number[] = []
  const snapshots: number[] = []
  const timed: GameJournal = {
    created: (game, view) => store.created(game, view),
    appended: (gameId: string, index: number, entry: LogEntry, view: GameView) => {
      const t = performance.now()
      store.appended(gameId, index, entry, view)
      commits.push(performance.now() - t)
    },
    moved: (gameId, cursor, view) => store.moved(gameId, cursor, view),
    // The seek cache, written after the action's commit (GameHost.cacheSnapshot): timed on its own.
    snapshotted: (gameId, position, state) => {
      const t = performance.now()
      store.snapshotted(gameId, position, state)
      snapshots.push(performance.now() - t)
    },
  }
  let n = 0
  const games = new GameHost({
    rulesets: engineRulesets,
    teams: engineTeams,
    bus: new EventBus(),
    newSeed: () => 7,
    newId: () => `g-bench-${++n}`,
    journal: timed,
  })
  const { gameId } = games.create({
    ruleset: 'classic',
    home: { rosterId: 'human' },
    away: { rosterId: 'orc' },
  })
  const random = createRandom(3)
  while (commits.length < count) {
    const { decision, actions } = games.legal(gameId)
    if (decision.side === null) {
      games.undo(gameId, 40)
      continue
    }
    games.act(gameId, pickRandomAction(actions, random))
  }
  return { gameId, commits, snapshots }
}

function openSaves(dir: string, durability: Durability): Saves {
  const saves = new Saves({
    file: join(dir, `bench-${durability}.sqlite`),
    now: () => new Date(),
    logError: (message, error) => console.error(message, error),
    log: () => undefined,
  })
  if (durability === 'power') {
    // Reopen the same file with FULL synchronous for the power-cut-safe figure.
    saves.close()
    const full = new Saves({
      file: join(dir, `bench-${durability}.sqlite`),
      now: () => new Date(),
      logError: (message, error) => console.error(message, error),
      log: () => undefined,
      durability,
    })
    // The figure is only worth printing if SQLite really runs FULL (2).
    if (full.require().pragma('synchronous') !== 2) throw new Error("durability 'power' did not reach SQLite")
    return full
  }
  return saves
}

export function benchSaves(): Record<string, [number, string]> {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'))
  try {
    const saves = openSaves(dir, 'process')
    const { gameId, commits, snapshots } = playInto(saves, ACTIONS)
    commits.sort((a, b) => a - b)
    snapshots.sort((a, b) => a - b)
    const games = new GameHost({
      rulesets: engineRulesets,
      teams: engineTeams,
      bus: new EventBus(),
      newSeed: () => 1,
      newId: () => 'g-unused',
    })
    const random = createRandom(11)
    const seeks: number[] = []
    const length = saves.require().load(gameId, false)!.entries.length
    for (let i = 0; i < SEEKS; i++) {
      const position = random.int(length + 1)
      const t = performance.now()
      // A new service each time: nothing cached between seeks, the game is read from the database.
      new ReplayService(replaySource(saves, games), engineRulesets).seek(gameId, null, position)
      seeks.push(performance.now() - t)
    }
    seeks.sort((a, b) => a - b)
    saves.close()

    const full = openSaves(dir, 'power')
    const fullCommits = playInto(full, 200).commits.sort((a, b) => a - b)
    full.close()
    return {
      'saves.commit_ms_p50': [percentile(commits, 0.5), 'ms'],
      'saves.commit_ms_p99': [percentile(commits, 0.99), 'ms'],
      'saves.snapshot_ms_p50': [percentile(snapshots, 0.5), 'ms'],
      'saves.open_seek_ms_p50': [percentile(seeks, 0.5), 'ms'],
      'saves.open_seek_ms_p99': [percentile(seeks, 0.99), 'ms'],
      'saves.commit_ms_p50_power_safe': [percentile(fullCommits, 0.5), 'ms'],
      'saves.commit_ms_p99_power_safe': [percentile(fullCommits, 0.99), 'ms'],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  for (const [name, [value, unit]] of Object.entries(benchSaves()))
    console.log(`${name}: ${value.toFixed(3)} ${unit}`)
}
