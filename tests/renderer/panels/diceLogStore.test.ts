// The dice log store on the contract: it follows state.changed for the game on the table (each action's rolls,
// once), drops the rolls of undone actions, ignores other games, and fills a reopened game's log from its history
// by seeking each position (replay.seek), with real engine views and events behind a fake transport.
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { ok } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useDiceLogStore } from '../../../src-renderer/src/stores/diceLog'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { classicDodgeFails, classicDodgeRerolled } from './games'

function use(handlers: Record<string, FakeHandler> = {}): FakeTransport {
  const transport = new FakeTransport(handlers)
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return transport
}

const history = (cursor: number) => ({
  cursor,
  length: cursor,
  canUndo: cursor > 0,
  canRedo: false,
  practice: false,
})

beforeEach(() => {
  provideClient(null)
})

describe('dice log store', () => {
  it('logs each action of the game on the table once, drops undone ones, ignores other games', () => {
    const transport = use()
    const played = classicDodgeRerolled()
    const log = useDiceLogStore()
    log.listen()
    log.reset('g-1', played.before)
    played.steps.forEach((events, i) =>
      transport.emit('state.changed', {
        gameId: 'g-1',
        view: played.views[i],
        events,
        history: history(i + 1),
      }),
    )
    transport.emit('state.changed', { gameId: 'g-2', view: played.after, events: played.steps[1] })
    expect(log.entries.map((e) => [e.seq, e.position, e.roll.dice[0]])).toEqual([
      [0, 2, 2],
      [1, 3, 4],
    ])
    // Undo one action (the re-roll): its roll goes; undo another: the first roll goes too.
    transport.emit('state.changed', { gameId: 'g-1', view: played.views[1], events: [], history: history(2) })
    expect(log.entries.map((e) => e.roll.dice[0])).toEqual([2])
    transport.emit('state.changed', { gameId: 'g-1', view: played.views[0], events: [], history: history(1) })
    expect(log.entries).toEqual([])
    log.stop()
    expect(transport.listenerCount).toBe(0)
  })

  it('filters through setFilter and lists the purposes seen', () => {
    const transport = use()
    const played = classicDodgeFails()
    const log = useDiceLogStore()
    log.listen()
    log.reset('g-1', played.before)
    transport.emit('state.changed', { gameId: 'g-1', view: played.after, events: played.steps.flat() })
    expect(log.purposes).toEqual(['dodge', 'armour'])
    log.setFilter({ purpose: 'armour' })
    expect(log.shown.map((e) => e.roll.purpose)).toEqual(['armour'])
    log.setFilter({ purpose: 'all', side: 1 })
    expect(log.shown).toEqual([])
  })

  it("fills a reopened game's log from its history, one replay.seek per position", async () => {
    const played = classicDodgeRerolled()
    const frames = [played.before, ...played.views].map((view, position) => ({
      position,
      length: played.views.length,
      view,
      events: position === 0 ? [] : played.steps[position - 1],
    }))
    const transport = use({
      'game.history': () => ok(history(3)),
      'replay.seek': (args) => ok(frames[(args as { position: number }).position]),
    })
    const log = useDiceLogStore()
    const loading = log.loadHistory('g-7')
    await flushPromises()
    await loading
    expect(transport.calls.map((c) => c.name)).toEqual(['game.history', ...frames.map(() => 'replay.seek')])
    expect(log.entries.map((e) => [e.seq, e.position, e.roll.purpose, e.roll.success])).toEqual([
      [0, 2, 'dodge', false],
      [1, 3, 'dodge', true],
    ])
    expect(log.loading).toBe(false)
    expect(log.historyFailed).toBe(false)
  })

  it('reads a redo of several actions back from the history, so a later undo drops exactly one action', async () => {
    const played = classicDodgeRerolled()
    const frames = [played.before, ...played.views].map((view, position) => ({
      position,
      length: played.views.length,
      view,
      events: position === 0 ? [] : played.steps[position - 1],
    }))
    const transport = use({ 'replay.seek': (args) => ok(frames[(args as { position: number }).position]) })
    const log = useDiceLogStore()
    log.listen()
    log.reset('g-1', played.before)
    transport.emit('state.changed', {
      gameId: 'g-1',
      view: played.views[0],
      events: played.steps[0],
      history: history(1),
    })
    transport.emit('state.changed', {
      gameId: 'g-1',
      view: played.after,
      events: [...played.steps[1], ...played.steps[2]],
      history: history(3),
    })
    await flushPromises()
    expect(transport.calls.map((c) => c.name)).toEqual([
      'replay.seek',
      'replay.seek',
      'replay.seek',
      'replay.seek',
    ])
    expect(log.entries.map((e) => [e.position, e.roll.dice[0]])).toEqual([
      [2, 2],
      [3, 4],
    ])
    transport.emit('state.changed', { gameId: 'g-1', view: played.views[1], events: [], history: history(2) })
    expect(log.entries.map((e) => e.roll.dice[0])).toEqual([2])
  })

  it('says so when the history cannot be read', async () => {
    use({})
    const log = useDiceLogStore()
    await log.loadHistory('g-7')
    expect(log.historyFailed).toBe(true)
    expect(log.entries).toEqual([])
  })
})
