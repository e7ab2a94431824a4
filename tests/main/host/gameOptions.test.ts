// The New game dialog's contract: each ruleset's options through `rulesets.options`, and `game.new` starting a
// game with some of them changed (kept in the game's setup) or refusing bad ones with a clear error.
import { describe, expect, it } from 'vitest'
import type { OptionInfo } from '@shared/engine/api'
import type { NewGameResult } from '@shared/ipc'
import { createHost } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'

const web = { transport: 'web' } as const

function host() {
  return createHost({
    appVersion: '0.0.0-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: null,
    aiSeed: 3,
    log: () => undefined,
  })
}

describe('rulesets.options and game.new options', () => {
  it('lists each ruleset’s options with defaults and sources', async () => {
    const { dispatcher } = host()
    for (const ruleset of ['classic', 'blitz', 'crosscheck'] as const) {
      const answer = await dispatcher.dispatch('rulesets.options', { ruleset }, web)
      expect(answer.ok).toBe(true)
      const options = (answer as { value: OptionInfo[] }).value
      expect(options.length).toBeGreaterThan(0)
      for (const o of options) expect(o).toMatchObject({ id: expect.any(String), source: expect.any(String) })
    }
    const classic = await dispatcher.dispatch('rulesets.options', { ruleset: 'classic' }, web)
    expect((classic as { value: OptionInfo[] }).value.find((o) => o.id === 'fouls')?.default).toBe(true)
  })

  it('starts a game with a changed option and refuses an unknown one', async () => {
    const { dispatcher } = host()
    const base = {
      ruleset: 'crosscheck',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 5,
    } as const
    const started = await dispatcher.dispatch('game.new', { ...base, options: { periods: 1 } }, web)
    expect(started.ok).toBe(true)
    expect((started as { value: NewGameResult }).value.view.ruleset).toBe('crosscheck')
    const refused = await dispatcher.dispatch('game.new', { ...base, options: { nonsense: true } }, web)
    expect(refused).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
    expect((refused as { message: string }).message).toMatch(/options were refused.*nonsense/)
  })
})
