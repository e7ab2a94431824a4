// The host every league request test runs against: the real services on the fake Race ruleset with a fresh save
// folder per test, the owner's calls through the dispatcher (as the web host makes them), and the rows a league
// touches, to show a refused request wrote nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import type { Result } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'

export const owner = { transport: 'web' } as const
export const viewer = { transport: 'web', viewer: true } as const

export interface LeagueHost {
  /** This test's host (a new one before each test, closed after it). */
  readonly host: Host
  call<T>(name: string, args: unknown, context?: object): Promise<Result<T>>
  /** The answer's value; a refusal throws with its code and message. */
  value<T>(name: string, args: unknown): Promise<T>
  /** Every row of the tables a league touches. */
  stored(): unknown[][]
}

export function useLeagueHost(folderPrefix: string): LeagueHost {
  let dir = ''
  let current: Host | null = null
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), folderPrefix))
    current = raceHost(dir)
  })
  afterEach(() => {
    current?.close()
    current = null
    rmSync(dir, { recursive: true, force: true })
  })
  const it: LeagueHost = {
    get host(): Host {
      if (!current) throw new Error('the league host lives only inside a test')
      return current
    },
    async call<T>(name: string, args: unknown, context: object = owner): Promise<Result<T>> {
      return (await it.host.dispatcher.dispatch(name, args, context as typeof owner)) as Result<T>
    },
    async value<T>(name: string, args: unknown): Promise<T> {
      const result = await it.call<T>(name, args)
      if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
      return result.value
    },
    stored: () =>
      ['teams', 'leagues', 'league_teams', 'league_fixtures'].map((table) =>
        it.host.store!.connection.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
      ),
  }
  return it
}
