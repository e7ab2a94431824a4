// @vitest-environment happy-dom
// The keyboard map: each shortcut the help overlay lists reads as its command, and each does something in a
// position where it applies (a real Classic game behind a fake main, or a turn offering every declaration).
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { commandOf, SHORTCUTS, shortcutLetter } from '../../../src-renderer/src/play/keymap'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { FakeTransport } from '../fakeTransport'
import { showAtOnce } from '../playback/atOnce'
import { view } from '../fixtures'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { createPinia, setActivePinia } from 'pinia'
import { settle } from './fakeMain'

const piece = (id: number, side: 0 | 1, x: number, y: number) => ({
  id,
  side,
  number: id + 1,
  name: `P${id}`,
  positionId: 'lineman',
  role: 'lineman',
  x,
  y,
  state: 'standing' as const,
  hasBall: false,
  stats: { ma: 6, st: 3, ag: 3, av: 8 },
  skills: [],
})

/** A turn where player 0 may do every kind of thing a shortcut names; player 1 is an opponent next to him. */
const TURN_ACTIONS: Action[] = [
  ...['move', 'block', 'blitz', 'pass', 'hand-off', 'foul'].map((kind) => ({
    type: 'declare',
    player: 0,
    kind,
  })),
  { type: 'sidestep', player: 0 },
  { type: 'stand-up', player: 0 },
  { type: 'declare', player: 2, kind: 'move' },
  { type: 'end-activation' },
  { type: 'end-turn' },
]

async function turnStore() {
  const acted: Action[] = []
  const v = view({
    pieces: [piece(0, 0, 5, 5), piece(1, 1, 6, 5), piece(2, 0, 3, 3)],
    decision: { side: 0, kind: 'turn' },
  })
  const history = { cursor: 1, length: 2, canUndo: true, canRedo: true, practice: false }
  const transport = new FakeTransport({
    'game.new': () => ({ ok: true, value: { gameId: 'g-1', view: v } }),
    'game.legal': () => ({
      ok: true,
      value: { decision: v.decision, actions: TURN_ACTIONS, chances: TURN_ACTIONS.map(() => null) },
    }),
    'game.act': (args) => {
      acted.push((args as { action: Action }).action)
      return { ok: true, value: { events: [], view: v } }
    },
    'ai.hint': () => ({
      ok: true,
      value: { side: 0, action: { type: 'declare', player: 0, kind: 'blitz' }, index: 2, position: 1 },
    }),
    'game.undo': () => ({ ok: true, value: { events: [], view: v, history } }),
    'game.redo': () => ({ ok: true, value: { events: [], view: v, history } }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  const game = useGameStore()
  await game.newGame('human', 'orc')
  const play = usePlayStore()
  return { game, play, acted, transport }
}

describe('keymap', () => {
  it('reads each listed shortcut as its command', () => {
    for (const s of SHORTCUTS) expect(commandOf(s.example)).toEqual(s.command)
    expect(commandOf({ key: '?' })).toEqual({ kind: 'help' })
    expect(commandOf({ key: 'y', ctrlKey: true })).toEqual({ kind: 'redo' })
    expect(commandOf({ key: 'ArrowUp' })).toEqual({ kind: 'cursor', dx: 0, dy: -1 })
    expect(commandOf({ key: '7' })).toEqual({ kind: 'pick', n: 7 })
    expect(commandOf({ key: 'q' })).toBeNull()
  })

  it('every shortcut does something where it applies', async () => {
    const expected: Record<string, Action | 'state' | 'request'> = {
      'declare-move': { type: 'declare', player: 0, kind: 'move' },
      'declare-block': { type: 'declare', player: 0, kind: 'block' },
      'declare-blitz': { type: 'declare', player: 0, kind: 'blitz' },
      'declare-pass': { type: 'declare', player: 0, kind: 'pass' },
      'declare-hand-off': { type: 'declare', player: 0, kind: 'hand-off' },
      'declare-foul': { type: 'declare', player: 0, kind: 'foul' },
      'declare-sidestep': { type: 'sidestep', player: 0 },
      'declare-stand-up': { type: 'stand-up', player: 0 },
      'end-activation': { type: 'end-activation' },
      'end-turn': { type: 'end-turn' },
      pick: { type: 'declare', player: 0, kind: 'move' },
      confirm: { type: 'declare', player: 0, kind: 'move' },
    }
    for (const s of SHORTCUTS) {
      // F6 moves the DOM focus, which the play layer does (components.test.ts), not the store.
      if (s.command.kind === 'regions') continue
      const { play, acted, transport } = await turnStore()
      play.selected = 0
      if (s.id === 'confirm') play.cursor = { x: 5, y: 5 }
      if (s.id === 'back') play.cursor = { x: 1, y: 1 }
      // The hint is offered only with its setting on (off by default).
      if (s.id === 'hint') useSettingsStore().hint = true
      const before = JSON.stringify({
        sel: play.selected,
        cur: play.cursor,
        z: play.zones,
        c: play.camera,
        r: play.cameraResets,
        h: play.helpOpen,
      })
      const calls = transport.calls.length
      const did = await play.run(s.command)
      await settle()
      expect(did, s.id).toBe(true)
      const want = expected[s.id]
      if (want && typeof want === 'object') expect(acted, s.id).toContainEqual(want)
      else {
        const after = JSON.stringify({
          sel: play.selected,
          cur: play.cursor,
          z: play.zones,
          c: play.camera,
          r: play.cameraResets,
          h: play.helpOpen,
        })
        expect(after !== before || transport.calls.length > calls, s.id).toBe(true)
      }
    }
  })

  it('the window keydown path prevents the default only for its own keys', async () => {
    const { play } = await turnStore()
    expect(play.key({ key: 'F1' })).toBe(true)
    expect(play.helpOpen).toBe(true)
    expect(play.key({ key: 'q' })).toBe(false)
  })

  it('gives a shortcut’s letter to screens that reuse it, and refuses a shortcut with none', () => {
    expect(shortcutLetter('declare-move')).toBe('m')
    expect(shortcutLetter('end-turn')).toBe('e')
    expect(commandOf({ key: shortcutLetter('declare-foul') })).toEqual({ kind: 'declare', what: 'foul' })
    expect(() => shortcutLetter('undo')).toThrow(/no letter/)
    expect(() => shortcutLetter('no-such')).toThrow(/no letter/)
  })
})
