// The attract loop's player over a fake main: it opens a shipped classic once, seeks to each segment's start,
// steps through it one action at a time (animated), captions the touchdown with the camera's moment, rests
// after a caption, and goes on to the next game until stopped; with nothing to show it says so and stops.
import { describe, expect, it } from 'vitest'
import { ok, fail, type ReplayFrame, type Result } from '@shared/ipc'
import type { EngineEvent } from '@shared/engine/api'
import {
  AttractLoop,
  CAPTION_REST_MS,
  type AttractHooks,
} from '../../../src-renderer/src/components/display/attractLoop'
import { view } from '../fixtures'

type Handler = (args: Record<string, unknown>) => Result<unknown>

function fakeClient(handlers: Record<string, Handler>) {
  const calls: [string, Record<string, unknown>][] = []
  return {
    calls,
    request: ((name: string, args: Record<string, unknown> = {}) => {
      calls.push([name, args])
      const h = handlers[name]
      return Promise.resolve(h ? h(args) : fail('ipc/unknown-request', name))
    }) as never,
  }
}

const frame = (position: number, events: EngineEvent[] = []): ReplayFrame => ({
  position,
  length: 30,
  view: view({ score: [position >= 15 ? 1 : 0, 0] }),
  events,
})

function recorder(stopAfterGames: number, loopRef: { loop: AttractLoop | null }) {
  const log: string[] = []
  const sleeps: number[] = []
  let games = 0
  const hooks: AttractHooks = {
    show: (f, animate) => log.push(`show ${f.position}${animate ? ' animated' : ''}`),
    entry: (e, i, n) => {
      games++
      if (games > stopAfterGames) loopRef.loop?.stop()
      else log.push(`entry ${e.gameId} ${i + 1}/${n} ${e.title}`)
    },
    caption: (c) => log.push(`caption ${c.kind} ${c.team}`),
    idle: () => Promise.resolve(),
    pause: () => 5,
    sleep: (ms) => {
      sleeps.push(ms)
      return Promise.resolve()
    },
    problem: (code) => log.push(`problem ${code}`),
  }
  return { hooks, log, sleeps }
}

describe('AttractLoop', () => {
  it('plays each segment of each game in turn, captioning the touchdown', async () => {
    const client = fakeClient({
      'saves.list': () => ok([]),
      'classics.list': () =>
        ok([
          {
            id: 'humans-v-orcs',
            title: 'Humans v Orcs',
            notes: '',
            ruleset: 'classic',
            teams: ['h', 'o'],
            actions: 30,
          },
        ]),
      'classics.open': () => ok({ gameId: 'c1' }),
      'replay.timeline': () =>
        ok({
          gameId: 'c1',
          branchId: null,
          length: 30,
          cursor: 30,
          markers: [{ position: 15, kind: 'touchdown' }],
          activations: [],
          turns: [],
          halves: [],
          branches: [],
        }),
      'replay.seek': (a) => ok(frame(a.position as number)),
      'replay.step': (a) => {
        const to = (a.from as number) + 1
        return ok(
          frame(to, to === 15 ? [{ type: 'touchdown', side: 0, player: 1 }] : [{ type: 'move', player: 1 }]),
        )
      },
    })
    const ref: { loop: AttractLoop | null } = { loop: null }
    const { hooks, log, sleeps } = recorder(1, ref)
    const loop = new AttractLoop(client, hooks)
    ref.loop = loop
    await loop.run()
    expect(loop.active).toBe(false)
    const steps = Array.from({ length: 12 }, (_, i) => `show ${6 + i} animated`)
    expect(log).toEqual([
      'entry c1 1/1 Humans v Orcs',
      'show 5',
      ...steps.slice(0, 10),
      'caption touchdown Reikland Reavers',
      ...steps.slice(10),
    ])
    // The touchdown's step rests long enough to read the caption; the others at the loop's pace.
    expect(sleeps).toContain(CAPTION_REST_MS)
    expect(sleeps.filter((ms) => ms === 5)).toHaveLength(11)
    // The classic was opened once, by id; a second round would use its saved copy.
    expect(client.calls.filter(([n]) => n === 'classics.open')).toEqual([
      ['classics.open', { id: 'humans-v-orcs' }],
    ])
    expect(client.calls.filter(([n]) => n === 'replay.step').map(([, a]) => a.from)).toEqual(
      Array.from({ length: 12 }, (_, i) => 5 + i),
    )
  })

  it('says there is nothing to show and stops', async () => {
    const client = fakeClient({ 'saves.list': () => ok([]), 'classics.list': () => ok([]) })
    const { hooks, log } = recorder(5, { loop: null })
    const loop = new AttractLoop(client, hooks)
    await loop.run()
    expect(log).toEqual(['problem empty'])
    expect(loop.active).toBe(false)
  })

  it('stops when no game of the reel can be replayed', async () => {
    const client = fakeClient({
      'saves.list': () => ok([]),
      'classics.list': () =>
        ok([{ id: 'a', title: 'A', notes: '', ruleset: 'classic', teams: ['h', 'o'], actions: 3 }]),
      'classics.open': () => fail('save/unavailable', 'no saves'),
    })
    const { hooks, log } = recorder(5, { loop: null })
    await new AttractLoop(client, hooks).run()
    expect(log).toEqual(['problem failed'])
  })

  it('on a read-only viewer views a shipped classic (classics.view, each round) and never opens it', async () => {
    const timeline = {
      gameId: 'g-classic-a',
      branchId: null,
      length: 4,
      cursor: 4,
      markers: [],
      activations: [],
      turns: [],
      halves: [],
      branches: [],
    }
    const client = fakeClient({
      'saves.list': () => ok([]),
      'classics.list': () =>
        ok([{ id: 'a', title: 'A', notes: '', ruleset: 'classic', teams: ['h', 'o'], actions: 4 }]),
      'classics.open': () => fail('share/read-only', 'classics.open is not for viewers'),
      'classics.view': (a) => ok({ gameId: `g-classic-${String(a.id)}`, saved: false }),
      'replay.timeline': () => ok(timeline),
      'replay.seek': (a) => ok(frame(a.position as number)),
      'replay.step': (a) => ok(frame((a.from as number) + 1)),
    })
    const ref: { loop: AttractLoop | null } = { loop: null }
    const { hooks, log } = recorder(2, ref)
    const loop = new AttractLoop(client, hooks, { readOnly: true })
    ref.loop = loop
    await loop.run()
    expect(log.filter((l) => l.startsWith('entry'))).toEqual([
      'entry g-classic-a 1/1 A',
      'entry g-classic-a 1/1 A',
    ])
    expect(log).toContain('show 4 animated')
    expect(client.calls.some(([n]) => n === 'classics.open')).toBe(false)
    expect(client.calls.filter(([n]) => n === 'classics.view')).toHaveLength(3)
    expect(client.calls.filter(([n]) => n === 'replay.timeline').map(([, a]) => a.gameId)).toEqual([
      'g-classic-a',
      'g-classic-a',
      'g-classic-a',
    ])
  })
})
