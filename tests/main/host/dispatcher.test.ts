// The dispatcher over the real services (fake Race ruleset): for every request a valid call, invalid payloads
// and unknown names, and the guarantee that it never throws.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContractError, REQUEST_NAMES, type Result } from '@shared/ipc'
import { createDispatcher, type Handlers } from '../../../src-main/host/dispatcher'
import { EXAMPLES } from '../../shared/ipc/examples'
import { raceHost } from '../testHost'

const web = { transport: 'web' } as const

async function newGame(dispatch: ReturnType<typeof raceHost>['dispatcher']['dispatch']): Promise<string> {
  const created = await dispatch('game.new', EXAMPLES['game.new'].valid(''), web)
  if (!created.ok) throw new Error(created.message)
  return (created.value as { gameId: string }).gameId
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-dispatch-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('dispatcher', () => {
  for (const name of REQUEST_NAMES) {
    describe(name, () => {
      it('answers a valid call with ok (or the one failure its example is meant to meet)', async () => {
        const host = raceHost(dir)
        const gameId = await newGame(host.dispatcher.dispatch)
        await host.dispatcher.dispatch('game.act', { gameId, action: { type: 'step', n: 1 } }, web)
        const result = await host.dispatcher.dispatch(name, EXAMPLES[name].valid(gameId), web)
        const fails = EXAMPLES[name].fails
        expect(result).toMatchObject(fails ? { ok: false, code: fails } : { ok: true })
        host.close()
      })

      it('answers invalid payloads with ipc/invalid-payload', async () => {
        const { dispatcher } = raceHost()
        for (const args of EXAMPLES[name].invalid) {
          const result = await dispatcher.dispatch(name, args, web)
          expect(result).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
          expect((result as { message: string }).message).toContain(name)
        }
      })
    })
  }

  it.each([['app.nope'], ['__proto__'], ['constructor'], [''], [42], [null], [{ name: 'app.info' }]])(
    'answers the unknown request %j with ipc/unknown-request',
    async (name) => {
      const { dispatcher } = raceHost()
      await expect(dispatcher.dispatch(name, {}, web)).resolves.toMatchObject({
        ok: false,
        code: 'ipc/unknown-request',
      })
    },
  )

  it('lets a request without arguments be sent with none', async () => {
    const { dispatcher } = raceHost()
    const result = await dispatcher.dispatch('app.info', undefined, { transport: 'electron' })
    expect(result).toEqual({
      ok: true,
      value: {
        appName: 'Pitchside',
        appVersion: '9.9.9-test',
        engineVersion: 'engine-test',
        rulesets: [{ id: 'classic', name: 'Race', version: 'race-1' }],
        transport: 'electron',
        savesAvailable: false,
        viewer: false,
      },
    })
  })

  it('turns a thrown error into internal, logs it, and keeps serving', async () => {
    const logError = vi.fn()
    const handlers = {
      'app.info': () => {
        throw new TypeError('boom')
      },
    } as unknown as Handlers
    const dispatcher = createDispatcher(handlers, logError)
    const result = await dispatcher.dispatch('app.info', {}, web)
    expect(result).toMatchObject({ ok: false, code: 'internal' })
    expect((result as { message: string }).message).not.toContain('boom')
    expect(logError).toHaveBeenCalledOnce()
    expect(await dispatcher.dispatch('app.nope', {}, web)).toMatchObject({ code: 'ipc/unknown-request' })
  })

  it('passes a ContractError through with its code', async () => {
    const handlers = {
      'game.view': () => {
        throw new ContractError('game/not-found', 'no such game')
      },
    } as unknown as Handlers
    const result = await createDispatcher(handlers).dispatch('game.view', { gameId: 'g-1' }, web)
    expect(result).toEqual({ ok: false, code: 'game/not-found', message: 'no such game' })
  })

  it('reports a missing game, an illegal action and an unknown roster with their codes', async () => {
    const { dispatcher } = raceHost()
    const gameId = await newGame(dispatcher.dispatch)
    const checks: [string, unknown, string][] = [
      ['game.view', { gameId: 'g-missing' }, 'game/not-found'],
      ['game.act', { gameId, action: { type: 'step', n: 3 } }, 'action/illegal'],
      ['game.act', { gameId, action: { type: 'fly' } }, 'action/unknown'],
      ['ai.act', { gameId, side: 1 }, 'action/not-your-decision'],
      ['ai.act', { gameId: 'g-missing', side: 0 }, 'game/not-found'],
      [
        'game.new',
        { ruleset: 'classic', home: { rosterId: 'elf' }, away: { rosterId: 'orc' } },
        'roster/not-found',
      ],
      [
        'game.new',
        { ruleset: 'blitz', home: { rosterId: 'human' }, away: { rosterId: 'orc' } },
        'ruleset/unavailable',
      ],
    ]
    for (const [name, args, code] of checks) {
      const result: Result<unknown> = await dispatcher.dispatch(name, args, web)
      expect(result, name).toMatchObject({ ok: false, code })
    }
  })

  it('plays through game.act and reports the new view', async () => {
    const { dispatcher } = raceHost()
    const gameId = await newGame(dispatcher.dispatch)
    const acted = await dispatcher.dispatch('game.act', { gameId, action: { type: 'step', n: 2 } }, web)
    expect(acted).toMatchObject({ ok: true, value: { events: [{ type: 'stepped', side: 0, n: 2 }] } })
    const view = await dispatcher.dispatch('game.view', { gameId }, web)
    expect(view).toMatchObject({ ok: true, value: { pieces: [{ x: 2 }, { x: 0 }] } })
  })
})
