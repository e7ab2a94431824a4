// @vitest-environment happy-dom
// Hard's hint on the play screen (issue 20 point 6): nothing without the setting (off by default); with it, I asks
// main's ai.hint, and the hint marks its player and target and words one line — and nothing is played; the next
// change of the game takes it away.
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useHintStore } from '../../../src-renderer/src/stores/hint'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { DEFAULTS, useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { FakeTransport } from '../fakeTransport'
import { view } from '../fixtures'
import { showAtOnce } from '../playback/atOnce'
import { settle } from './fakeMain'

function piece(id: number, side: 0 | 1, x: number, y: number) {
  return {
    id,
    side,
    number: id + 1,
    name: `Blitzer ${id + 1}`,
    positionId: 'blitzer',
    role: 'blitzer',
    x,
    y,
    state: 'standing' as const,
    hasBall: false,
    stats: { ma: 6, st: 3, ag: 3, av: 8 },
    skills: [],
  }
}

const ACTIONS: Action[] = [
  { type: 'declare', player: 0, kind: 'move' },
  { type: 'declare', player: 0, kind: 'blitz' },
  { type: 'end-turn' },
]

async function table() {
  const acted: Action[] = []
  const v = view({ pieces: [piece(0, 0, 5, 5), piece(1, 1, 6, 5)], decision: { side: 0, kind: 'turn' } })
  const transport = new FakeTransport({
    'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: v } }),
    'game.legal': () => ({
      ok: true,
      value: { decision: v.decision, actions: ACTIONS, chances: ACTIONS.map(() => null) },
    }),
    'game.act': (args) => {
      acted.push((args as { action: Action }).action)
      return { ok: true, value: { events: [], view: v } }
    },
    'ai.hint': () => ({ ok: true, value: { side: 0, action: ACTIONS[1], index: 1, position: 0 } }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  const game = useGameStore()
  await game.newGame('human', 'orc')
  await settle()
  return { game, play: usePlayStore(), hint: useHintStore(), acted, transport }
}

describe('the hint', () => {
  beforeEach(() => localStorage.clear())

  it('is off by default: no button, and I asks nothing', async () => {
    expect(DEFAULTS.hint).toBe(false)
    const { play, hint, transport } = await table()
    expect(hint.available).toBe(false)
    expect(await play.key({ key: 'i' })).toBe(true)
    await settle()
    expect(transport.calls.some((c) => c.name === 'ai.hint')).toBe(false)
    expect(hint.shown).toBeNull()
  })

  it("turned on, marks Hard's player and words the line, and plays nothing", async () => {
    const { play, hint, acted, transport } = await table()
    useSettingsStore().hint = true
    expect(hint.available).toBe(true)
    expect(await play.run({ kind: 'hint' })).toBe(true)
    expect(transport.calls.filter((c) => c.name === 'ai.hint').map((c) => c.args)).toEqual([
      { gameId: 'g-1' },
    ])
    expect(hint.shown?.actor).toBe('#1 Blitzer 1')
    expect(hint.shown?.label.key).toBe('play.declare.blitz')
    expect(hint.marks).toEqual([{ x: 5, y: 5, tone: 'selected' }])
    expect(acted).toEqual([])
  })

  it('is gone after the next action', async () => {
    const { game, play, hint } = await table()
    useSettingsStore().hint = true
    await play.run({ kind: 'hint' })
    expect(hint.shown).not.toBeNull()
    await game.act(ACTIONS[0])
    await settle()
    expect(hint.shown).toBeNull()
    expect(hint.marks).toEqual([])
  })
})
