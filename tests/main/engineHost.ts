// The real engines' host over a save store in a fresh temporary folder for each test, closed and removed after
// it: the set-up that the host-level service tests (markers, replay files, imports) all need.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import type { Result } from '@shared/ipc'
import { createHost, type Host, type HostOptions } from '../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../src-main/host/engineSources'

export interface TempHost {
  readonly host: Host
  readonly dir: string
}

/** Starts the host before each test (`extra` overrides the defaults) and answers the current one. */
export function engineHostPerTest(prefix: string, extra: Partial<HostOptions> = {}): () => TempHost {
  let current: TempHost | null = null
  beforeEach(() => {
    const dir = mkdtempSync(join(tmpdir(), `pitchside-${prefix}-`))
    current = { dir, host: startEngineHost(dir, extra) }
  })
  afterEach(() => {
    current?.host.close()
    if (current) rmSync(current.dir, { recursive: true, force: true })
    current = null
  })
  return () => {
    if (!current) throw new Error('engineHostPerTest: no host outside a test')
    return current
  }
}

/** A host over the saves in `dir` (a second one over the same folder reopens what the first one stored). */
export function startEngineHost(dir: string, extra: Partial<HostOptions> = {}): Host {
  return createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    logError: () => undefined,
    log: () => undefined,
    ...extra,
  })
}

/** Dispatches a request as the web page would and answers its value; a refusal throws with its code. */
export async function callOk<T>(host: Host, name: string, args: unknown = {}): Promise<T> {
  const result = (await host.dispatcher.dispatch(name, args, { transport: 'web' })) as Result<T>
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}
