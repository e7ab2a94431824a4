// Cross Check's puck carrier in the play view-model (issue 19 point 1): his Skate shows the move range first,
// passes and shots are marks on demand, the puck's turns a compass named by its points, and every option of a
// decision has one key of its own. Real states: seed 7 played to the first team turn, where the away lineman
// #16 at (13, 7) carries the puck (lying W of him at (12, 7), beside the home lineman #0 he may check or fight).
import { describe, expect, it } from 'vitest'
import type { Action, Ruleset } from '@shared/engine/api'
import { planReach } from '@shared/engine/reach'
import { COMPASS_STEP } from '../../../src-renderer/src/play/carrier'
import { carrierKeyItem } from '../../../src-renderer/src/play/carrierKeys'
import { assignHotkeys } from '../../../src-renderer/src/play/hotkeys'
import { buildPlayModel, type PlayInput, type PlayModel } from '../../../src-renderer/src/play/viewModel'
import { playToTurn } from './states'

function input(ruleset: Ruleset, state: unknown, extra: Partial<PlayInput> = {}): PlayInput {
  const actions = ruleset.legalActions(state)
  return {
    view: ruleset.view(state),
    decision: ruleset.decision(state),
    actions,
    chances: actions.map((a) => ruleset.probability(state, a)),
    reach: planReach(ruleset, state),
    canAct: true,
    ...extra,
  }
}

/** The carrier's Skate declared: his move decision. */
function carrierSkating(): { ruleset: Ruleset; state: unknown; carrier: number } {
  const { ruleset, state } = playToTurn('crosscheck')
  const carrier = ruleset.view(state).balls[0].carrier!
  expect(carrier).toBe(16)
  expect(ruleset.apply(state, { type: 'skate', player: carrier }).ok).toBe(true)
  expect(ruleset.decision(state)).toMatchObject({ kind: 'move', player: carrier })
  return { ruleset, state, carrier }
}

const types = (m: PlayModel): string[] => m.squares.flatMap((s) => s.items.map((i) => i.action.type))
const keysOf = (items: readonly { hotkey?: string }[]): string[] => items.map((i) => i.hotkey ?? '')

describe('Cross Check carrier: move range first', () => {
  it('shows his steps and the planner’s reach, with no pass, shot or turn on the table', () => {
    const { ruleset, state } = carrierSkating()
    const m = buildPlayModel(input(ruleset, state))
    expect(m.carrierMode).toBe('move')
    expect(m.compass).toBeNull()
    const steps = m.squares.filter((s) => s.items.some((i) => i.action.type === 'step'))
    expect(steps.map((s) => `${s.x},${s.y}`).sort()).toEqual(
      ['12,6', '13,6', '14,6', '14,7', '12,8', '13,8', '14,8'].sort(),
    )
    expect(m.squares.some((s) => s.path !== null)).toBe(true) // further squares from the reach planner
    expect(types(m).filter((t) => t !== 'step')).toEqual([])
    expect(m.squares.every((s) => ['safe', 'risky', 'danger'].includes(s.tone))).toBe(true)
    // No mark on the rink carries a pass's odds: every marked square is a step, a reach square or the check.
    const marked = new Set(m.marks.map((k) => `${k.x},${k.y}`))
    expect(marked.size).toBe(m.squares.length + m.targets.length)
  })

  it('offers Pass, Shoot (each with its best chance) and Turn the puck as buttons, with Drop pass, Stop, Check and Fight', () => {
    const { ruleset, state } = carrierSkating()
    const i = input(ruleset, state)
    const m = buildPlayModel(i)
    expect(m.menu.map((b) => b.action.type)).toEqual([
      'drop-pass',
      'stop',
      'carrier-mode',
      'carrier-mode',
      'carrier-mode',
      'check',
      'fight',
    ])
    const shots = i.actions.flatMap((a, n) => (a.type === 'shoot' ? [i.chances[n]!] : []))
    const passes = i.actions.flatMap((a, n) => (a.type === 'pass' ? [i.chances[n]!] : []))
    expect(m.menu.find((b) => b.id === 'mode-shoot')!.chance).toBe(Math.max(...shots))
    expect(m.menu.find((b) => b.id === 'mode-pass')!.chance).toBe(Math.max(...passes))
    expect(m.menu.find((b) => b.id === 'mode-turn')!.chance).toBeNull()
  })
})

describe('Cross Check carrier: targets on demand', () => {
  it('pass mode marks only the pass squares, each with its chance, and a way back', () => {
    const { ruleset, state } = carrierSkating()
    const i = input(ruleset, state, { carrierMode: 'pass' })
    const m = buildPlayModel(i)
    expect(m.carrierMode).toBe('pass')
    const passes = i.actions.filter((a) => a.type === 'pass')
    expect(passes.length).toBe(355)
    expect(m.squares.length).toBe(355)
    expect(new Set(types(m))).toEqual(new Set(['pass']))
    const first = m.squares[0]
    const n = i.actions.findIndex((a) => a.type === 'pass' && a.x === first.x && a.y === first.y)
    expect(first.chance).toBe(i.chances[n])
    expect(m.targets).toEqual([]) // no check or fight while aiming
    expect(m.menu.map((b) => b.action)).toEqual([{ type: 'carrier-mode', mode: 'move', from: 'pass' }])
  })

  it('shoot mode marks the three goal-mouth squares with the shot’s chance on each', () => {
    const { ruleset, state } = carrierSkating()
    const i = input(ruleset, state, { carrierMode: 'shoot' })
    const m = buildPlayModel(i)
    expect(m.squares.map((s) => `${s.x},${s.y}`)).toEqual(['0,6', '0,7', '0,8'])
    for (const s of m.squares) {
      const n = i.actions.findIndex((a) => a.type === 'shoot' && a.x === s.x && a.y === s.y)
      expect(s.chance).toBe(i.chances[n])
      const mark = m.marks.find((k) => k.x === s.x && k.y === s.y)!
      expect(mark.label).toBe(`${Math.round(i.chances[n]! * 100)}%`)
    }
  })

  it('a mode with nothing in it falls back to the move range', () => {
    const { ruleset, state } = carrierSkating()
    const i = input(ruleset, state, { carrierMode: 'shoot' })
    const noShots = { ...i, actions: i.actions.filter((a) => a.type !== 'shoot') }
    const m = buildPlayModel({ ...noShots, chances: noShots.actions.map(() => 0.5) })
    expect(m.carrierMode).toBe('move')
    expect(m.menu.some((b) => b.id === 'mode-shoot')).toBe(false)
  })

  it('a skater without the puck has no modes', () => {
    const { ruleset, state } = playToTurn('crosscheck')
    expect(ruleset.apply(state, { type: 'skate', player: 28 }).ok).toBe(true)
    const m = buildPlayModel(input(ruleset, state, { carrierMode: 'pass' }))
    expect(m.carrierMode).toBeNull()
    expect(m.menu.some((b) => b.action.type === 'carrier-mode')).toBe(false)
  })
})

describe('Cross Check carrier: the compass', () => {
  it('turn mode names the seven free directions, points each at the square round him and keys it like a keypad', () => {
    const { ruleset, state, carrier } = carrierSkating()
    const view = ruleset.view(state)
    const me = view.pieces.find((p) => p.id === carrier)!
    const m = buildPlayModel(input(ruleset, state, { carrierMode: 'turn' }))
    expect(m.carrierMode).toBe('turn')
    // The puck lies W of him now: W is not a turn.
    expect(m.compass!.map((c) => c.point)).toEqual(['NW', 'N', 'NE', 'E', 'SW', 'S', 'SE'])
    expect(m.compass!.map((c) => c.angle)).toEqual([315, 0, 45, 90, 225, 180, 135])
    expect(keysOf(m.compass!)).toEqual(['7', '8', '9', '6', '1', '2', '3'])
    expect(m.compass!.map((c) => c.label.key)).toContain('carrier.turn.NE')
    for (const c of m.compass!) {
      expect([c.x - me.x!, c.y - me.y!]).toEqual([...COMPASS_STEP[c.point]])
      expect(c.action.type).toBe('turn-puck')
    }
    // N is dir 1 of 000's D8 template, i.e. (0, -1).
    expect(m.compass!.find((c) => c.point === 'N')!.action).toEqual({ type: 'turn-puck', dir: 1 })
    // On the table: the seven squares, each with its point (and the turn's chance), clicking one turns the puck.
    const odds = `${Math.round(m.compass![0].chance! * 100)}%`
    expect(m.squares.map((s) => s.label)).toEqual(
      ['NW', 'N', 'NE', 'E', 'SW', 'S', 'SE'].map((p) => `${p} ${odds}`),
    )
    expect(m.squares.every((s) => s.items.length === 1 && s.items[0].action.type === 'turn-puck')).toBe(true)
    expect(m.targets).toEqual([])
    // The menu: only the way back, on R (the key again).
    expect(m.menu.map((b) => [b.action.type, b.hotkey])).toEqual([['carrier-mode', 'r']])
  })

  it('the table names the points in the coach’s language', () => {
    const { ruleset, state } = carrierSkating()
    const nl = { NW: 'NW', N: 'N', NE: 'NO', W: 'W', E: 'O', SW: 'ZW', S: 'Z', SE: 'ZO' }
    const m = buildPlayModel(input(ruleset, state, { carrierMode: 'turn', compassNames: nl }))
    expect(m.squares.map((s) => s.label?.split(' ')[0])).toEqual(['NW', 'N', 'NO', 'O', 'ZW', 'Z', 'ZO'])
  })

  it('the arrow keys and keypad digits pick directions; R and the menu item go back', () => {
    const { ruleset, state } = carrierSkating()
    const m = buildPlayModel(input(ruleset, state, { carrierMode: 'turn' }))
    expect(carrierKeyItem(m, { key: 'ArrowUp' })?.action).toEqual({ type: 'turn-puck', dir: 1 })
    expect(carrierKeyItem(m, { key: 'ArrowRight' })?.action).toEqual({ type: 'turn-puck', dir: 4 })
    expect(carrierKeyItem(m, { key: 'ArrowLeft' })).toBeNull() // W is where the puck is: the cursor's key
    expect(carrierKeyItem(m, { key: '9' })?.action).toEqual({ type: 'turn-puck', dir: 2 })
    expect(carrierKeyItem(m, { key: '4' })).toBeNull()
    expect(carrierKeyItem(m, { key: 'r' })?.action).toEqual({
      type: 'carrier-mode',
      mode: 'move',
      from: 'turn',
    })
    expect(carrierKeyItem(m, { key: '9', ctrlKey: true })).toBeNull()
  })
})

describe('Cross Check option keys', () => {
  it('the carrier’s menu: D drop pass, A stop, P pass, S shoot, R turn, B check, F fight; keys play them', () => {
    const { ruleset, state } = carrierSkating()
    const m = buildPlayModel(input(ruleset, state))
    expect(keysOf(m.menu)).toEqual(['d', 'a', 'p', 's', 'r', 'b', 'f'])
    expect(carrierKeyItem(m, { key: 'b' })?.action).toEqual({ type: 'check', player: 0 })
    expect(carrierKeyItem(m, { key: 'F' })?.action).toEqual({ type: 'fight', player: 0 })
    expect(carrierKeyItem(m, { key: 's' })?.action).toEqual({ type: 'carrier-mode', mode: 'shoot' })
    expect(carrierKeyItem(m, { key: 'x' })).toBeNull()
  })

  it('two options of one type share no letter: each takes a digit', () => {
    const items = [
      { action: { type: 'check', player: 1 } },
      { action: { type: 'check', player: 2 } },
      { action: { type: 'fight', player: 1 } },
      { action: { type: 'stop' } },
    ]
    expect(keysOf(assignHotkeys(items, ['e']))).toEqual(['1', '2', 'f', 'a'])
    // A letter already taken on the screen goes to a digit too.
    expect(keysOf(assignHotkeys([{ action: { type: 'end-turn' } }], ['e']))).toEqual(['1'])
  })

  it('no decision of a Cross Check game offers two options on one key', () => {
    const { ruleset, state } = playToTurn('crosscheck')
    const seen = new Set<string>()
    // A seeded walk through the game's decisions (first legal action but the skates, checks and fights in turn).
    for (let n = 0; n < 250 && ruleset.decision(state).side !== null; n++) {
      const legal = ruleset.legalActions(state)
      const base = input(ruleset, state, { reach: null })
      for (const mode of ['move', 'pass', 'shoot', 'turn'] as const) {
        const m = buildPlayModel({ ...base, carrierMode: mode })
        seen.add(m.decision?.kind ?? '')
        // What is on screen at once: the side menu and the compass on the board, or the dialog.
        const lists = m.phase === 'dialog' ? [m.dialog?.items ?? []] : [m.menu, m.compass ?? []]
        const keys = lists.flat().flatMap((i) => (i.hotkey ? [i.hotkey] : []))
        expect(new Set(keys).size).toBe(keys.length)
        if (m.buttons.some((b) => b.action.type === 'end-turn')) expect(keys).not.toContain('e')
        // Every option has a key while there are keys to give.
        for (const list of lists) if (list.length <= 9) expect(list.every((i) => i.hotkey)).toBe(true)
      }
      const pick: Action =
        legal.find((a) => a.type === ['check', 'fight', 'skate', 'step', 'turn-puck'][n % 5]) ?? legal[0]
      if (!ruleset.apply(state, pick).ok) break
    }
    // The walk met the team turn, the skate, dialogs (hold, challenge, block dice, fights...) and more.
    for (const kind of ['turn', 'move', 'hold', 'challenge', 'fight', 'push', 'follow'])
      expect(seen).toContain(kind)
  })
})
