// The playback queue with real Classic changes (forced dice) and a hand-moved clock: changes reach the table in
// order, each only when the one before has been watched (its animation as the scene plans it, at the chosen
// speed, or its caption's dwell); a change arriving meanwhile never cuts the running one short; skip plays the rest
// at once up to the coach's own decision; an undo drops what waits; a moment holds, and a key ends it sooner.
import { describe, expect, it } from 'vitest'
import type { EngineEvent, GameView } from '@shared/engine/api'
import { planAnimation } from '../../../src-renderer/src/scene/animation/plan'
import { PlaybackQueue, type Playable } from '../../../src-renderer/src/scene/animation/playbackQueue'
import { classicBlitz, classicTouchdown, type Step } from './games'
import { ManualTimer } from './manualTimer'

interface Shown {
  readonly at: number
  readonly frame: GameView
  readonly events: readonly EngineEvent[]
  readonly step: number
}

function setup(start: GameView, own: (view: GameView) => boolean = () => false) {
  const timer = new ManualTimer()
  const shown: Shown[] = []
  const moments: (number | null)[] = []
  const queue = new PlaybackQueue<number>(
    {
      present: (item, frame, events) => shown.push({ at: timer.now, frame, events, step: item.payload }),
      moment: (item) => moments.push(item ? item.payload : null),
      ownDecision: own,
      changed: () => undefined,
    },
    timer,
  )
  queue.reset(start)
  return { timer, shown, moments, queue }
}

const item = (step: Step, n: number, extra: Partial<Playable<number>> = {}): Playable<number> => ({
  payload: n,
  view: step.after,
  events: step.events,
  dwell: 0,
  moment: null,
  jump: false,
  ...extra,
})

/** Milliseconds the scene takes to animate `step` at `speed` (what the queue must wait). */
const ms = (step: Step, speed = 1): number =>
  planAnimation(step.before, step.events, step.after, { speed, skip: false }).duration * 1000

describe('playback queue', () => {
  const blitz = classicBlitz()
  const s = blitz.steps

  it('shows changes in order, each once the one before has been watched', () => {
    const { timer, shown, queue } = setup(blitz.start)
    for (let i = 0; i < 5; i++) queue.push(item(s[i], i))
    // The declaration moves nothing: the step follows at once and hops for its planned time.
    expect(ms(s[0])).toBe(0)
    expect(ms(s[1])).toBeGreaterThan(0)
    expect(shown.map((x) => x.step)).toEqual([0, 1])
    expect(queue.busy).toBe(true)
    expect(queue.pending).toBe(3)
    timer.advance(ms(s[1]) - 1)
    expect(shown.map((x) => x.step)).toEqual([0, 1])
    timer.advance(1)
    expect(shown.map((x) => x.step)).toEqual([0, 1, 2])
    // The block's dice, the push, the knock-down: each waits for the one before.
    timer.advance(ms(s[2]))
    timer.advance(ms(s[3]))
    expect(shown.map((x) => [x.step, x.at])).toEqual([
      [0, 0],
      [1, 0],
      [2, ms(s[1])],
      [3, ms(s[1]) + ms(s[2])],
      [4, ms(s[1]) + ms(s[2]) + ms(s[3])],
    ])
    // Every change goes to the table with its own events, to be animated.
    expect(shown.map((x) => x.events)).toEqual(s.slice(0, 5).map((x) => x.events))
    timer.advance(ms(s[4]))
    expect(queue.busy).toBe(false)
    expect(queue.shown).toBe(s[4].after)
  })

  it('never cuts a running animation short because the next view arrived', () => {
    const { timer, shown, queue } = setup(s[0].after)
    queue.push(item(s[1], 1))
    timer.advance(100)
    queue.push(item(s[2], 2))
    queue.push(item(s[3], 3))
    // The hop still plays: the table was given nothing new.
    expect(shown.map((x) => x.step)).toEqual([1])
    expect(queue.shown).toBe(s[1].after)
    timer.advance(ms(s[1]) - 100)
    expect(shown.map((x) => [x.step, x.at])).toEqual([
      [1, 0],
      [2, ms(s[1])],
    ])
  })

  it('waits as long as the chosen speed says: half as long at 2×', () => {
    const { timer, shown, queue } = setup(s[1].after)
    queue.setOptions({ speed: 2 })
    queue.push(item(s[2], 2))
    queue.push(item(s[3], 3))
    expect(ms(s[2], 2)).toBeCloseTo(ms(s[2]) / 2, 6)
    timer.advance(ms(s[2], 2))
    expect(shown.map((x) => [x.step, x.at])).toEqual([
      [2, 0],
      [3, ms(s[2], 2)],
    ])
  })

  it('keeps a new caption up for its dwell, scaled by the speed, when nothing moves', () => {
    const { timer, shown, queue } = setup(blitz.start)
    queue.push(item(s[0], 0, { dwell: 0.7 }))
    queue.push(item(s[1], 1))
    timer.advance(699)
    expect(shown.map((x) => x.step)).toEqual([0])
    timer.advance(1)
    expect(shown.map((x) => x.step)).toEqual([0, 1])
    const fast = setup(blitz.start)
    fast.queue.setOptions({ speed: 2 })
    fast.queue.push(item(s[0], 0, { dwell: 0.7 }))
    fast.queue.push(item(s[1], 1))
    fast.timer.advance(350)
    expect(fast.shown.map((x) => x.step)).toEqual([0, 1])
  })

  it('skip: the rest at once as jumps, and whatever comes after, until the coach’s own decision', () => {
    // The coach's own decision: the view after the Orcs' last change (their turn goes on: not his).
    const last = s[9].after
    const { timer, shown, queue } = setup(blitz.start, (v) => v !== last && v.activeSide === 0)
    for (let i = 0; i < 6; i++) queue.push(item(s[i], i))
    expect(shown.map((x) => x.step)).toEqual([0, 1])
    queue.skip()
    expect(shown.map((x) => x.step)).toEqual([0, 1, 2, 3, 4, 5])
    expect(shown.slice(2).every((x) => x.events.length === 0 && x.at === 0)).toBe(true)
    expect(queue.busy).toBe(false)
    // Main still sends the AI's actions: they go straight to the table while skipping.
    expect(queue.skipping).toBe(true)
    queue.push(item(s[6], 6))
    expect(shown.at(-1)).toMatchObject({ step: 6, events: [] })
    expect(timer.waiting).toBe(0)
    // The coach's decision (a Human turn): skipping ends there, the next change animates again.
    const own = { ...s[7], after: { ...s[7].after, activeSide: 0 as const } }
    queue.push(item(own, 7))
    expect(queue.skipping).toBe(false)
    queue.push(item(s[8], 8))
    expect(shown.at(-1)).toMatchObject({ step: 8, events: s[8].events })
  })

  it('an undo drops whatever still waits and shows its position at once', () => {
    const { shown, queue } = setup(s[0].after)
    for (let i = 1; i < 5; i++) queue.push(item(s[i], i))
    queue.push({ ...item(s[0], 99, { jump: true }), events: [] })
    expect(shown.map((x) => x.step)).toEqual([1, 99])
    expect(queue.busy).toBe(false)
    expect(queue.shown).toBe(s[0].after)
  })

  it('holds a moment after its animation on its own frame, then shows the real view; a key ends it sooner', () => {
    const td = classicTouchdown().steps[2]
    const frame = { ...td.before, score: td.after.score }
    const { timer, shown, moments, queue } = setup(td.before)
    queue.push(item(td, 1, { moment: { frame, holdMs: 4000 } }))
    queue.push(item(s[0], 2))
    expect(shown).toEqual([{ at: 0, frame, events: td.events, step: 1 }])
    const anim = planAnimation(td.before, td.events, frame, { speed: 1, skip: false }).duration * 1000
    timer.advance(anim)
    expect(moments).toEqual([1])
    expect(queue.momentItem?.payload).toBe(1)
    timer.advance(3999)
    expect(shown).toHaveLength(1)
    timer.advance(1)
    expect(moments).toEqual([1, null])
    // The real view (the teams off for the kick-off) replaces the frame without animation, then the next change.
    expect(shown.slice(1).map((x) => [x.step, x.frame === td.after, x.events.length])).toEqual([
      [1, true, 0],
      [2, false, s[0].events.length],
    ])

    const again = setup(td.before)
    again.queue.push(item(td, 1, { moment: { frame, holdMs: 4000 } }))
    again.timer.advance(anim)
    expect(again.queue.momentItem).not.toBeNull()
    again.queue.dismiss()
    expect(again.moments).toEqual([1, null])
    expect(again.queue.busy).toBe(false)
    expect(again.queue.shown).toBe(td.after)
  })

  it('a paused moment stays up until resumed, then ends the given time later', () => {
    const td = classicTouchdown().steps[2]
    const { timer, moments, queue } = setup(td.before)
    queue.push(item(td, 1, { moment: { frame: null, holdMs: 4000 } }))
    timer.advance(planAnimation(td.before, td.events, td.after, { speed: 1, skip: false }).duration * 1000)
    expect(moments).toEqual([1])
    timer.advance(1000)
    queue.pauseMoment()
    timer.advance(60_000)
    expect(queue.momentItem?.payload).toBe(1)
    queue.resumeMoment(1500)
    timer.advance(1499)
    expect(moments).toEqual([1])
    timer.advance(1)
    expect(moments).toEqual([1, null])
    expect(queue.busy).toBe(false)
  })

  it('with animations off nothing waits but a moment', () => {
    const td = classicTouchdown().steps[2]
    const { timer, shown, queue } = setup(blitz.start)
    queue.setOptions({ skip: true })
    for (let i = 0; i < 5; i++) queue.push(item(s[i], i, { dwell: 0.7 }))
    expect(shown.map((x) => x.step)).toEqual([0, 1, 2, 3, 4])
    expect(queue.busy).toBe(false)
    queue.push(item(td, 5, { moment: { frame: null, holdMs: 3000 } }))
    expect(queue.busy).toBe(true)
    timer.advance(3000)
    expect(queue.busy).toBe(false)
  })
})
