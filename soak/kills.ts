// `kills`: a host (soak/killsChild.ts, a child process playing real games into one save database) is killed with
// SIGKILL mid-game again and again; after each kill the database is reopened and every action the child had
// acknowledged (committed and announced) must be there with the events digest it was acknowledged with, the file
// must pass integrity_check, and every game must load again (a checked replay). The next child continues the last
// unfinished game or starts a new one, so the same file lives through every kill.
// Figures: kills.kills, kills.actions_acknowledged, and must-be-zero kills.actions_lost, kills.changed_games.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createRandom, type Random } from '../src-main/services/random'
import { SaveStore } from '../src-main/services/SaveStore'
import { realHost } from './realGames'
import { scaled, type SoakOutput, type SoakPart } from './types'

const root = join(import.meta.dirname, '..')

/** Per game, the events digest of each acknowledged action, by index. */
type Acked = Map<string, string[]>

interface Round {
  readonly acks: number
  /** Where a game stood when the child loaded it, and how many of its actions had been acknowledged by then. */
  readonly loaded: readonly { gameId: string; cursor: number; before: number }[]
}

/** Runs one child until it has acknowledged `after` actions, then SIGKILLs it. */
function runAndKill(file: string, seed: number, mode: string, after: number, acked: Acked): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'killsChild.ts'), file, String(seed), mode],
      {
        cwd: root,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let acks = 0
    let buffer = ''
    let stderr = ''
    const loaded: { gameId: string; cursor: number; before: number }[] = []
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        const [kind, gameId, index, digest] = line.split(' ')
        if (kind === 'game')
          loaded.push({ gameId, cursor: Number(index), before: acked.get(gameId)?.length ?? 0 })
        if (kind !== 'ack') continue
        const log = acked.get(gameId) ?? []
        log[Number(index)] = digest
        acked.set(gameId, log)
        if (++acks === after) child.kill('SIGKILL')
      }
    })
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ acks, loaded })
      else
        reject(new Error(`the child ended with ${code ?? signal} before the kill: ${stderr.slice(0, 2000)}`))
    })
  })
}

interface Tally {
  /** Acknowledged actions found missing, as `<gameId>:<index>` (each counted once over every check). */
  lost: Set<string>
  changed: Set<string>
}

const missing = (tally: Tally, gameId: string, from: number, to: number): void => {
  for (let i = from; i < to; i++) tally.lost.add(`${gameId}:${i}`)
}

/** Reopens the database after a kill and checks every acknowledged action is there as acknowledged. */
function check(file: string, acked: Acked, round: Round, tally: Tally, out: SoakOutput): void {
  const store = SaveStore.open({ file })
  try {
    const integrity = store.integrityCheck()
    if (integrity !== 'ok') {
      out.note(`integrity_check: ${integrity}`)
      for (const gameId of acked.keys()) tally.changed.add(gameId)
    }
    for (const { gameId, cursor, before } of round.loaded) {
      if (cursor < before) {
        out.note(`${gameId} was continued at ${cursor}, but ${before} actions had been acknowledged`)
        missing(tally, gameId, cursor, before)
      }
    }
    const games = realHost(null, 'check', 1)
    for (const [gameId, digests] of acked) {
      let stored
      try {
        stored = store.load(gameId)
      } catch (error) {
        out.note(`${gameId} does not load: ${String(error)}`)
      }
      if (!stored) {
        missing(tally, gameId, 0, digests.length)
        tally.changed.add(gameId)
        continue
      }
      const kept = Math.min(stored.cursor, stored.entries.length)
      if (kept < digests.length) {
        out.note(`${gameId}: ${digests.length} actions acknowledged, ${kept} saved`)
        missing(tally, gameId, kept, digests.length)
      }
      if (digests.some((digest, i) => i < kept && stored.entries[i].digest !== digest)) {
        out.note(`${gameId}: a saved action differs from the one acknowledged`)
        tally.changed.add(gameId)
      }
      try {
        games.load(stored) // replays with every digest checked
      } catch (error) {
        out.note(`${gameId} does not replay: ${String(error)}`)
        tally.changed.add(gameId)
      }
    }
  } finally {
    store.close()
  }
}

function between(random: Random, low: number, high: number): number {
  return low + random.int(high - low + 1)
}

export const kills: SoakPart = {
  name: 'kills',
  async run(out, options) {
    const file = join(options.scratch, 'pitchside.sqlite')
    const random = createRandom(2024)
    const acked: Acked = new Map()
    const tally: Tally = { lost: new Set(), changed: new Set() }
    const rounds = scaled(24, options) // the issue asks for at least 20 at full scale
    let total = 0
    for (let round = 0; round < rounds; round++) {
      // Every fourth child starts a new game, the others continue the last one (it grows past many snapshots).
      const mode = round % 4 === 0 ? 'new' : 'continue'
      const result = await runAndKill(file, round + 1, mode, between(random, 10, 160), acked)
      total += result.acks
      check(file, acked, result, tally, out)
    }
    out.note(`${acked.size} games, longest ${Math.max(...[...acked.values()].map((d) => d.length))} actions`)
    out.figure('kills.kills', rounds)
    out.figure('kills.actions_acknowledged', total)
    out.zero('kills.actions_lost', tally.lost.size)
    out.zero('kills.changed_games', tally.changed.size)
  },
}
