// @vitest-environment happy-dom
// The playback on the stores, behind a fake main that announces the Orcs' (AI) turn change by change, all at once,
// as main does when the AI is quicker than the eye: the table gets one change at a time; the play screen offers
// nothing while changes wait, although the legal actions already are the human's (the stale-view lock) — no click
// or key reaches main; the acting player wears the ring and the caption says what he does; the dice log hears a
// roll when its change is shown and closes the turn with its line; Space skips to the coach's own decision; undo
// is not offered while watching, nor after the final whistle.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { fail, ok } from '@shared/ipc'
import DiceLog from '../../../src-renderer/src/components/panels/DiceLog.vue'
import { captionText } from '../../../src-renderer/src/components/play/captionText'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { planAnimation } from '../../../src-renderer/src/scene/animation/plan'
import { useDiceLogStore } from '../../../src-renderer/src/stores/diceLog'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import {
  CAPTION_DWELL_S,
  setPlaybackTimer,
  usePlaybackStore,
} from '../../../src-renderer/src/stores/playback'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { FakeTransport } from '../fakeTransport'
import { translator } from '../panels/games'
import { classicBlitz, classicMatch, classicTouchdown, type Played } from './games'
import { ManualTimer } from './manualTimer'

const HUMAN_TURN = [{ type: 'end-turn' }]

let timer: ManualTimer

beforeEach(() => {
  timer = new ManualTimer()
  setPlaybackTimer(timer)
})

afterEach(() => {
  setPlaybackTimer(null)
  provideClient(null)
})

/** A fake main hosting game g-1 at `played.start`, Human (home) against the AI (away). */
async function hosted(played: Played, replays = true) {
  let latest: GameView = played.start
  let cursor = 0
  const transport = new FakeTransport({
    'game.new': () => ok({ gameId: 'g-1', view: played.start }),
    'game.legal': () =>
      ok({
        decision: latest.decision,
        actions: latest.decision.side === 0 ? HUMAN_TURN : [],
        chances: latest.decision.side === 0 ? [null] : [],
      }),
    'replay.events': () =>
      replays
        ? ok({ from: 0, to: 0, length: 0, positions: [], pieces: [] })
        : fail('replay/unsupported', 'This game does not replay with the rules of this version.'),
    'game.act': () => ok({ events: [], view: latest }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  const play = usePlayStore()
  const playback = usePlaybackStore()
  const game = useGameStore()
  game.listen()
  await game.newGame('human', 'orc', 'classic', ['human', { ai: 'beginner' }])
  const log = useDiceLogStore()
  log.reset('g-1', played.start)
  log.listen()
  /** Main announces `steps` one after the other (the AI's whole turn in one go). */
  const announce = (from: number, to = played.steps.length) => {
    for (const step of played.steps.slice(from, to)) {
      latest = step.after
      cursor++
      const history = { cursor, length: cursor, canUndo: true, canRedo: false, practice: false }
      transport.emit('state.changed', { gameId: 'g-1', view: step.after, events: step.events, history })
    }
  }
  return { transport, game, play, playback, log, announce }
}

/** Milliseconds the table takes for step `i` of `played`, at speed 1, with its caption's dwell if new. */
const watch = (played: Played, i: number, dwell = 0): number => {
  const s = played.steps[i]
  return Math.max(planAnimation(s.before, s.events, s.after).duration, dwell) * 1000
}

describe('playback store', () => {
  it('shows the AI’s turn change by change and offers the coach nothing until it has been watched', async () => {
    // The Orcs' turn, then (later) the Human coach ends his.
    const blitz = classicBlitz([{ type: 'end-turn' }])
    const orcs = blitz.steps.length - 1
    const { transport, game, play, playback, log, announce } = await hosted(blitz)
    announce(0, orcs)
    await flushPromises()
    // Main is done: the legal actions are already the human's turn…
    expect(game.legal?.decision).toEqual({ side: 0, kind: 'turn' })
    // …but the table shows the Orcs' first change, and the screen offers nothing: a stale view.
    expect(game.view).toBe(blitz.steps[0].after)
    expect(play.model.phase).toBe('waiting')
    expect(playback.busy).toBe(true)
    expect(playback.pending).toBe(orcs - 1)
    expect(await play.run({ kind: 'end-turn' })).toBe(false)
    expect(await play.pick({ square: { x: 10, y: 7 }, pieceId: blitz.ids.hl })).toBe(false)
    expect(play.canUndo).toBe(false)
    expect(transport.calls.some((c) => c.name === 'game.act' || c.name === 'game.undo')).toBe(false)
    // The Orc Blitzer wears the ring; the caption says what he does.
    expect(play.model.selected).toBe(blitz.ids.ob)
    expect(captionText(translator(), playback.caption!)).toBe('Orc: #4 Blitzer blitzes')
    expect(log.entries).toEqual([])

    // The declaration's caption is read, the step hops, then the block's dice roll.
    timer.advance(watch(blitz, 0, CAPTION_DWELL_S))
    expect(game.view).toBe(blitz.steps[1].after)
    timer.advance(watch(blitz, 1))
    expect(game.view).toBe(blitz.steps[2].after)
    expect(game.events).toBe(blitz.steps[2].events)
    // The block die shows in the log as it lands, not before.
    expect(log.entries.map((e) => e.roll.purpose)).toEqual(['block'])
    expect(captionText(translator(), playback.caption!)).toBe(
      'Orc: #4 Blitzer blitzes #7 Lineman — Defender Down',
    )

    for (let i = 2; i < orcs; i++) timer.advance(watch(blitz, i, CAPTION_DWELL_S))
    expect(game.view).toBe(blitz.steps[orcs - 1].after)
    expect(playback.busy).toBe(false)
    expect(play.model.phase).toBe('board')
    expect(playback.caption).toBeNull()
    expect(log.entries.map((e) => e.roll.purpose)).toEqual(['block', 'armour', 'injury'])
    expect(await play.run({ kind: 'end-turn' })).toBe(true)
    expect(transport.calls.filter((c) => c.name === 'game.act')).toHaveLength(1)
    // The log joined the Orcs' turn midway: no line for it (it would miss what came before). The Humans' turn 3,
    // followed from its start, gets its line when it ends.
    expect(log.notes).toEqual([])
    announce(orcs)
    // The coach's own change animates too, without a caption (he knows what he did).
    expect(game.events).toBe(blitz.steps[orcs].events)
    expect(playback.caption).toBeNull()
    timer.advance(watch(blitz, orcs))
    const [note] = log.notes
    expect(note.tally.at).toEqual({ period: 1, side: 0, turn: 3 })
    expect(note.after).toBe(3)
    // In the log, after the Orcs' rolls; a roll filter hides it, a team filter keeps its own team's.
    const panel = mount(DiceLog, { props: { view: game.view! }, global: { plugins: [createAppI18n('en')] } })
    const rows = () => panel.findAll('li').map((li) => li.text())
    expect(rows()).toHaveLength(4)
    expect(panel.get('[data-testid="dice-log-turn"]').text()).toBe('Human turn 3: nothing moved')
    log.setFilter({ side: 1 })
    await flushPromises()
    expect(panel.find('[data-testid="dice-log-turn"]').exists()).toBe(false)
    // The Human Lineman's armour and injury rolls count as his team's, with the Humans' own turn line.
    log.setFilter({ side: 0 })
    await flushPromises()
    expect(rows()).toHaveLength(3)
    expect(rows()[2]).toBe('Human turn 3: nothing moved')
    panel.unmount()
  })

  it('Space skips the rest to the coach’s own decision; the log still gets every roll', async () => {
    const blitz = classicBlitz()
    const { game, play, playback, log, announce } = await hosted(blitz)
    announce(0)
    await flushPromises()
    expect(play.key({ key: ' ' })).toBe(true)
    await flushPromises()
    expect(game.view).toBe(blitz.steps.at(-1)!.after)
    expect(game.events).toEqual([])
    expect(playback.busy).toBe(false)
    expect(playback.skipping).toBe(false)
    expect(play.model.phase).toBe('board')
    expect(log.entries.map((e) => e.roll.purpose)).toEqual(['block', 'armour', 'injury'])
  })

  it('skips the AI’s changes that arrive after the key too, up to the coach’s decision', async () => {
    const blitz = classicBlitz()
    const { game, playback, announce } = await hosted(blitz)
    announce(0, 3)
    playback.skip()
    expect(game.view).toBe(blitz.steps[2].after)
    expect(playback.skipping).toBe(true)
    announce(3)
    expect(game.view).toBe(blitz.steps.at(-1)!.after)
    expect(playback.skipping).toBe(false)
  })

  it('a touchdown holds its moment on the scorer; a key ends it; the next setup shows after it', async () => {
    const td = classicTouchdown()
    const { game, playback, announce } = await hosted(td)
    const layer = mount(PlayLayer, { global: { plugins: [createAppI18n('en')] } })
    announce(0)
    await flushPromises()
    const last = td.steps[2]
    // The table shows the scorer in the end zone, not the teams gone for the kick-off.
    timer.advance(watch(td, 0) + watch(td, 1))
    expect(game.view).not.toBe(last.after)
    expect(game.view!.pieces.find((p) => p.id === td.ids.hc)).toMatchObject({ x: 25, y: 7, hasBall: true })
    timer.advance(planAnimation(last.before, last.events, game.view).duration * 1000)
    expect(playback.moment).toMatchObject({ kind: 'touchdown', player: '#7 Catcher', score: [1, 0] })
    await flushPromises()
    expect(layer.get('[data-testid="moment"]').text()).toContain('Touchdown!')
    expect(layer.get('[data-testid="moment-scorer"]').text()).toBe('#7 Catcher, Human')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }))
    await flushPromises()
    expect(playback.moment).toBeNull()
    expect(game.view).toBe(last.after)
    expect(layer.find('[data-testid="moment"]').exists()).toBe(false)
    layer.unmount()
  })

  it('the game-over summary falls back on the match as watched when main cannot replay it', async () => {
    const played = classicMatch()
    const last = played.steps.at(-1)!.after
    const over: GameView = { ...last, decision: { side: null, kind: 'game-over' } }
    const match: Played = {
      ...played,
      steps: [...played.steps, { before: last, events: [{ type: 'game-over' }], after: over }],
    }
    const { playback, announce } = await hosted(match, false)
    announce(0)
    playback.skip()
    await flushPromises()
    expect(playback.finished).toBe(true)
    const s = playback.summary!
    expect(s.scores.map((l) => l.player?.label)).toEqual(['#2 Catcher'])
    expect(s.casualties.map((c) => [c.victim.label, c.by?.label])).toEqual([['#7 Lineman', '#4 Blitzer']])
    // Classic's MVPs come only with main's draw (replay.events' mvps), which this fake main does not send.
    expect(s.mvps).toEqual([])
  })

  it('half-time holds a moment with each team’s scores and casualties so far, read up to that change', async () => {
    const played = classicMatch()
    const last = played.steps.at(-1)!
    // The match's last change, as if it had been the first half's last turn too.
    const halfTime: Played = {
      ...played,
      steps: [
        ...played.steps.slice(0, -1),
        { ...last, events: [...last.events, { type: 'half-end', half: 1 }] },
      ],
    }
    const { transport, playback, announce } = await hosted(halfTime, false)
    const layer = mount(PlayLayer, { global: { plugins: [createAppI18n('en')] } })
    announce(0)
    for (let i = 0; i < halfTime.steps.length && !playback.moment; i++) timer.advance(5000)
    await flushPromises()
    expect(playback.moment).toMatchObject({ kind: 'touchdown', ended: 1 })
    expect(transport.calls.find((c) => c.name === 'replay.events')?.args).toEqual({
      gameId: 'g-1',
      to: halfTime.steps.length,
    })
    const banner = layer.get('[data-testid="moment"]')
    expect(banner.text()).toContain('and that is half-time')
    expect(banner.findAll('.play-moment__team').map((t) => t.text())).toEqual([
      'Human: 1 touchdown, 0 casualties caused',
      'Orc: 0 touchdowns, 1 casualty caused',
    ])
    layer.unmount()
  })

  it('undo and redo are not offered after the final whistle', async () => {
    const blitz = classicBlitz()
    const { game, play, transport } = await hosted(blitz)
    const over: GameView = { ...blitz.start, decision: { side: null, kind: 'game-over' } }
    transport.emit('state.changed', {
      gameId: 'g-1',
      view: over,
      events: [{ type: 'game-over' }],
      history: { cursor: 1, length: 1, canUndo: true, canRedo: false, practice: false },
    })
    await flushPromises()
    expect(game.view).toBe(over)
    expect(game.over).toBe(true)
    expect(play.canUndo).toBe(false)
    expect(await play.run({ kind: 'undo' })).toBe(false)
    expect(transport.calls.some((c) => c.name === 'game.undo')).toBe(false)
  })
})
