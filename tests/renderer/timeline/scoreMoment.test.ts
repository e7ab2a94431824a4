// @vitest-environment happy-dom
// "Next touchdown" lands on the scoring step: the shipped Classic games' scoring actions end the drive (their own
// next view has every player off the pitch for the kick-off), and the moment the timeline shows instead has the
// scorer in the end zone with the ball, the new score, and the events up to the touchdown; the timeline store shows
// the position before the step first, then plays the step into that moment at the marker's position.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { flushPromises } from '@vue/test-utils'
import { watch } from 'vue'
import type { EngineEvent, GameView } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { fail, type ReplayFrame, type Timeline } from '@shared/ipc'
import { scoreMoment } from '../../../src-renderer/src/components/timeline/scoreMoment'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { useFakeMain } from './fakeReplay'

const DIR = join(import.meta.dirname, '../../../resources/classic-games')

interface Scoring {
  before: GameView
  after: GameView
  events: readonly EngineEvent[]
  position: number
}

/** Every scoring action of the shipped Classic games: the views either side of it and its events. */
function scorings(): Scoring[] {
  const out: Scoring[] = []
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(DIR, name), 'utf8'))
    const ruleset = getRuleset(file.ruleset)
    const state = ruleset.create({
      ruleset: file.ruleset,
      seed: file.seed,
      teams: file.teams,
      options: file.options,
    })
    let before = ruleset.view(state)
    file.actions.forEach((action: never, i: number) => {
      const result = ruleset.apply(state, action)
      if (!result.ok) throw new Error(`${name}: action ${i + 1} is not legal`)
      const after = ruleset.view(state)
      if (result.events.some((e) => e.type === 'touchdown'))
        out.push({ before, after, events: result.events, position: i + 1 })
      before = after
    })
  }
  return out
}

const all = scorings()

describe('the moment of a touchdown', () => {
  it('has the scorer in the end zone holding the ball, the new score, where the kick-off view has nobody', () => {
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const s of all) {
      // The action's own next view: the drive is over, the pitch is empty.
      expect(s.after.pieces.filter((p) => p.x !== null)).toEqual([])
      const moment = scoreMoment(s.before, s.events, s.after)!
      const td = s.events.find((e) => e.type === 'touchdown')!
      const scorer = moment.view.pieces.find((p) => p.id === td.player)!
      // In an end zone (Classic: the first or last column), standing, with the ball.
      expect([0, 25]).toContain(scorer.x)
      expect(scorer.state).toBe('standing')
      expect(moment.view.balls).toEqual([{ x: scorer.x, y: scorer.y, carrier: scorer.id }])
      expect(moment.view.score).toEqual(s.after.score)
      // The others stand where they stood; the events stop at the touchdown (no kick-off set-up after it).
      expect(moment.view.pieces.filter((p) => p.x !== null).length).toBe(
        s.before.pieces.filter((p) => p.x !== null).length,
      )
      expect(moment.events.at(-1)?.type).toBe('touchdown')
      expect(moment.events.some((e) => e.type === 'drive-end')).toBe(false)
    }
  })

  it('is no moment for a step without a score, or a touchdown by nobody on the pitch', () => {
    const s = all[0]
    expect(scoreMoment(s.before, [{ type: 'move', player: 1 }], s.after)).toBeNull()
    expect(scoreMoment(s.before, [{ type: 'touchdown', side: 0, player: 999 }], s.after)).toBeNull()
  })

  it('puts the puck in the goal for a Cross Check goal', () => {
    const s = all[0]
    const goalView = { ...s.after, balls: [{ x: 0, y: 7, carrier: null }] }
    const moment = scoreMoment(s.before, [{ type: 'contest' }, { type: 'goal', side: 1 }], goalView)!
    expect(moment.view.balls).toEqual([{ x: 0, y: 7, carrier: null }])
    expect(moment.view.pieces).toEqual(s.before.pieces.map((p) => ({ ...p, hasBall: false })))
  })
})

describe('the timeline lands on the scoring step', () => {
  const s = all[0]
  const P = s.position
  const LENGTH = P + 5
  const timeline: Timeline = {
    gameId: 'g',
    branchId: null,
    length: LENGTH,
    cursor: LENGTH,
    markers: [{ position: P, kind: 'touchdown' }],
    activations: [],
    turns: [],
    halves: [],
    branches: [],
  }
  const frameAt = (position: number): ReplayFrame => ({
    position,
    length: LENGTH,
    // A fresh view per answer, as from main (position 0 stands for the game's start).
    view: { ...(position >= P ? s.after : s.before), turns: [position, 0] },
    events: position === P ? s.events : [],
  })

  function setup() {
    const transport = useFakeMain({
      'replay.timeline': () => ({ ok: true, value: timeline }),
      'replay.seek': (args) => ({ ok: true, value: frameAt((args as { position: number }).position) }),
      'replay.step': (args) => {
        const { from, unit, direction } = args as { from: number; unit: string; direction: 1 | -1 }
        if (unit !== 'touchdown' || (direction === 1 ? from >= P : from <= P))
          return fail('replay/out-of-range', 'none')
        return { ok: true, value: frameAt(P) }
      },
    })
    const store = useTimelineStore()
    const game = useGameStore()
    // What the table is handed, in order (a synchronous watcher sees every assignment).
    const shown: { view: GameView | null; events: readonly EngineEvent[] }[] = []
    watch(
      () => game.view,
      (view) => shown.push({ view, events: game.events }),
      { flush: 'sync' },
    )
    return { transport, store, game, shown }
  }

  it.each(['next touchdown', 'marker'])(
    'by %s: the position before, then the step played into the moment',
    async (how) => {
      const { store, game, shown } = setup()
      expect(await store.watch('g')).toBe(true)
      shown.length = 0
      if (how === 'marker') await store.seekMarker(P, 'touchdown')
      else await store.jump('touchdown', 1)
      await flushPromises()
      expect(store.position).toBe(P)
      const before = frameAt(P - 1).view
      expect(shown.map((x) => x.view)).toEqual([before, scoreMoment(before, s.events, frameAt(P).view)!.view])
      // Played: the events up to the touchdown go with the moment.
      expect(game.events.at(-1)?.type).toBe('touchdown')
      expect(game.view?.pieces.some((p) => p.x !== null)).toBe(true)
      expect(game.view?.score).toEqual(s.after.score)
    },
  )
})
