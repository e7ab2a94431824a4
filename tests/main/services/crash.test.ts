// Kills a child process (SIGKILL) in the middle of a game and checks on reopening that every action it had
// announced is in the database, the log replays, and the file passes PRAGMA integrity_check.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SaveStore } from '../../../src-main/services/SaveStore'
import { classicHost } from '../classicPlay'

const root = join(import.meta.dirname, '..', '..', '..')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-crash-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the child until it has announced `atLeast` commits, kills it, and returns what it announced last. */
function runAndKill(file: string, atLeast: number): Promise<{ gameId: string; cursor: number }> {
  return new Promise((resolve, reject) => {
    // One plain node process (tsx as a loader, not its CLI wrapper), so SIGKILL hits the process that writes.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'crashChild.ts'), file],
      {
        cwd: root,
        env: { ...process.env, TSX_TSCONFIG_PATH: join(root, 'tsconfig.node.json') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let gameId = ''
    let cursor = -1
    let commits = 0
    let buffer = ''
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('game ')) gameId = line.slice(5)
        if (line.startsWith('committed ')) {
          cursor = Number(line.slice(10))
          if (++commits === atLeast) child.kill('SIGKILL')
        }
      }
    })
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && gameId) resolve({ gameId, cursor })
      else reject(new Error(`child ended with ${code ?? signal} before the kill: ${stderr.slice(0, 2000)}`))
    })
  })
}

describe('crash safety', () => {
  it('loses no announced action when the process is killed mid-game', { timeout: 120_000 }, async () => {
    for (const atLeast of [150, 420]) {
      const file = join(dir, `pitchside-${atLeast}.sqlite`)
      const { gameId, cursor } = await runAndKill(file, atLeast)
      const store = SaveStore.open({ file })
      expect(store.integrityCheck()).toBe('ok')
      const stored = store.load(gameId)!
      // Stdout may lag the kill, so the database can hold more than was read here; never less.
      expect(stored.cursor).toBeGreaterThanOrEqual(cursor)
      expect(stored.entries.length).toBeGreaterThanOrEqual(cursor)
      const { games } = classicHost(null)
      games.load(stored) // the whole log still replays
      expect(games.history(gameId).cursor).toBe(stored.cursor)
      store.close()
    }
  })
})
