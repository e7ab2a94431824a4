// The dice log store on the contract: it follows the game on the table as the playback shows main's state.changed
// (each action's rolls, once), drops the rolls of undone actions, ignores other games, and fills a reopened game's
// log from its history with one replay.events request, with real engine views and events behind a fake transport.
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { ok, type ReplayEvents } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { rollsOf, type DiceLogEntry } from '../../../src-renderer/src/components/panels/diceLogEntries'
import { useDiceLogStore } from '../../../src-renderer/src/stores/diceLog'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { showAtOnce } from '../playback/atOnce'
import { classicDodgeFails, classicDodgeRerolled } from './games'

/** A fake main, and game g-1 on the table (followed by the game store, shown at once by the playback). */
function use(handlers: Record<string, FakeHandler> = {}, start: GameView | null = null): FakeTransport {
  const transport = new FakeTransport(handlers)
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  const game = useGameStore()
  game.gameId = 'g-1'
  game.view = start
  game.listen()
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

/** What main's replay.events answers for a played game's positions `from` < p ≤ `to` (ReplayService.events). */
function replayEvents(played: ReturnType<typeof classicDodgeRerolled>) {
  const views: GameView[] = [played.before, ...played.views]
  return (args: unknown) => {
    const { from = 0, to = played.steps.length } = args as { from?: number; to?: number }
    const turn = (v: GameView) => ({
      period: v.period,
      side: v.activeSide,
      turn: v.activeSide === null ? 0 : v.turns[v.activeSide],
    })
    const answer: ReplayEvents = {
      from,
      to,
      length: played.steps.length,
      positions: played.steps
        .map((events, i) => ({ position: i + 1, before: turn(views[i]), events }))
        .slice(from, to),
      pieces: views.flatMap((v) =>
        v.pieces.map(({ id, side, number, name, positionId }) => ({ id, side, number, name, positionId })),
      ),
    }
    return ok(answer)
  }
}

/** The log following g-1: its first action, then a redo of the next two in one batch (the cursor jumps 1 → 3). */
async function playThenRedoTwo(
  transport: FakeTransport,
  played: ReturnType<typeof classicDodgeRerolled>,
): Promise<ReturnType<typeof useDiceLogStore>> {
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
  return log
}

describe('dice log store', () => {
  it('logs each action of the game on the table once, drops undone ones, ignores other games', () => {
    const played = classicDodgeRerolled()
    const transport = use({}, played.before)
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
    // Stopped: the log hears nothing more.
    log.stop()
    transport.emit('state.changed', {
      gameId: 'g-1',
      view: played.after,
      events: played.steps[1],
      history: history(2),
    })
    expect(log.entries).toEqual([])
  })

  it('filters through setFilter and lists the purposes seen', () => {
    const played = classicDodgeFails()
    const transport = use({}, played.before)
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

  it("fills a reopened game's log from its history with one replay.events request", async () => {
    const played = classicDodgeRerolled()
    const transport = use({
      'game.history': () => ok(history(3)),
      'replay.events': replayEvents(played),
    })
    const log = useDiceLogStore()
    const loading = log.loadHistory('g-7')
    await flushPromises()
    await loading
    expect(transport.calls.map((c) => c.name)).toEqual(['game.history', 'replay.events'])
    expect(transport.calls[1].args).toEqual({ gameId: 'g-7', from: 0, to: 3 })
    expect(log.entries.map((e) => [e.seq, e.position, e.roll.purpose, e.roll.success])).toEqual([
      [0, 2, 'dodge', false],
      [1, 3, 'dodge', true],
    ])
    // Stamped and named exactly as from the views themselves (the failed dodge stays in the turn that rolled it).
    const views = [played.before, ...played.views]
    const fromViews = played.steps.flatMap((events, i) => rollsOf(events, views[i], views[i + 1], i + 1, 0))
    const key = (e: DiceLogEntry) => [e.position, e.at, e.side, e.player, e.roll]
    expect(log.entries.map(key)).toEqual(fromViews.map(key))
    expect(log.loading).toBe(false)
    expect(log.historyFailed).toBe(false)
  })

  it('reads a redo of several actions back from the history, so a later undo drops exactly one action', async () => {
    const played = classicDodgeRerolled()
    const transport = use({ 'replay.events': replayEvents(played) }, played.before)
    const log = await playThenRedoTwo(transport, played)
    // One replay.events for the redo (the game store also asks game.legal after each change).
    expect(transport.calls.filter((c) => c.name !== 'game.legal').map((c) => c.name)).toEqual([
      'replay.events',
    ])
    // Only the batch's positions are read back, not the whole history.
    expect(transport.calls.find((c) => c.name === 'replay.events')?.args).toMatchObject({ from: 1, to: 3 })
    expect(log.entries.map((e) => [e.position, e.roll.dice[0], e.seq])).toEqual([
      [2, 2, 0],
      [3, 4, 1],
    ])
    expect(log.historyFailed).toBe(false)
    transport.emit('state.changed', { gameId: 'g-1', view: played.views[1], events: [], history: history(2) })
    expect(log.entries.map((e) => e.roll.dice[0])).toEqual([2])
  })

  it('keeps a batch of rolls at its last position when the history cannot be read back', async () => {
    const played = classicDodgeRerolled()
    const transport = use({}, played.before)
    const log = await playThenRedoTwo(transport, played)
    expect(transport.calls.some((c) => c.name === 'replay.events')).toBe(true)
    // Nothing lost and no "could not be read": both rolls stay, logged at the batch's last position.
    expect(log.entries.map((e) => [e.position, e.roll.dice[0]])).toEqual([
      [3, 2],
      [3, 4],
    ])
    expect(log.historyFailed).toBe(false)
  })

  it('says so when the history cannot be read', async () => {
    use({})
    const log = useDiceLogStore()
    await log.loadHistory('g-7')
    expect(log.historyFailed).toBe(true)
    expect(log.entries).toEqual([])
  })
})
