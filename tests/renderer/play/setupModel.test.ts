// The setup screen's model in all three games (issue 19, point 2), from real states: the squares a click places
// on are highlighted for the next player (or the picked one), a click there plays a legal placing of him, the
// formations and "Place the rest" are offered and accepted by the engine, and Cross Check lines up in one step.
import { describe, expect, it } from 'vitest'
import type { Ruleset } from '@shared/engine/api'
import { setupDropAction, setupKeyItems } from '../../../src-renderer/src/play/setupModel'
import { buildPlayModel, type PlayInput, type PlayModel } from '../../../src-renderer/src/play/viewModel'
import { playToTurn } from './states'

function model(ruleset: Ruleset, state: unknown, selected: number | null = null): PlayModel {
  const actions = ruleset.legalActions(state)
  const input: PlayInput = {
    view: ruleset.view(state),
    decision: ruleset.decision(state),
    actions,
    chances: actions.map(() => null),
    selected,
    canAct: true,
  }
  return buildPlayModel(input)
}

const atSetup = (id: 'classic' | 'blitz' | 'crosscheck') =>
  playToTurn(id, (k) => k === 'setup' || k === 'line-up')

const pieceOf = (ruleset: Ruleset, state: unknown, id: number) =>
  ruleset.view(state).pieces.find((p) => p.id === id)!

describe('setup model: Classic', () => {
  it('highlights the next player’s legal squares; a click there places him; the pick narrows to its own', () => {
    const { ruleset, state } = atSetup('classic')
    const m = model(ruleset, state)
    expect(m.phase).toBe('setup')
    const next = m.setup!.next!
    expect(pieceOf(ruleset, state, next).x).toBeNull()
    const legal = ruleset.legalActions(state).filter((a) => a.type === 'place' && a.player === next)
    expect(m.squares).toHaveLength(legal.length)
    expect(m.marks.filter((k) => k.tone === 'setup')).toHaveLength(legal.length)
    for (const s of m.squares)
      expect(s.items.map((i) => i.action)).toEqual([{ type: 'place', player: next, x: s.x, y: s.y }])
    const square = m.squares[0]
    expect(ruleset.apply(state, square.items[0].action).ok).toBe(true)
    expect(pieceOf(ruleset, state, next)).toMatchObject({ x: square.x, y: square.y })

    // The next click places the next player; a placed player picked is moved by it.
    const m2 = model(ruleset, state)
    expect(m2.setup!.next).not.toBe(next)
    const picked = model(ruleset, state, next)
    expect(picked.setup!.next).toBe(next)
    expect(picked.squares.every((s) => s.items[0].action.player === next)).toBe(true)
  })

  it('three formations and Place the rest, each accepted by the engine; the number keys follow that order', () => {
    const { ruleset, state } = atSetup('classic')
    const m = model(ruleset, state)
    expect(m.setup!.formations).toHaveLength(3)
    expect(m.setup!.placeRest?.action).toEqual({ type: 'place-rest' })
    expect(
      setupKeyItems(m.setup!)
        .slice(0, 4)
        .map((i) => i.action.type),
    ).toEqual(['formation', 'formation', 'formation', 'place-rest'])
    expect(ruleset.apply(state, m.setup!.placeRest!.action).ok).toBe(true)
    const after = model(ruleset, state)
    expect(after.setup!.placeRest).toBeNull()
    expect(after.setup!.buttons.map((b) => b.action.type)).toContain('setup-done')
  })
})

describe('setup model: Blitz Bowl', () => {
  it('highlights the End Zone squares of the next player; a click places him with no chip clicked first', () => {
    const { ruleset, state } = atSetup('blitz')
    const d = ruleset.decision(state)
    const m = model(ruleset, state)
    expect(m.phase).toBe('setup')
    expect(m.setup!.next).toBe(d.player)
    const end = d.side === 0 ? 0 : 14
    expect(m.squares.length).toBeGreaterThanOrEqual(6)
    expect(m.squares.every((s) => s.x === end && s.tone === 'setup')).toBe(true)
    expect(m.marks.filter((k) => k.tone === 'setup')).toHaveLength(m.squares.length)
    // The camera keeps the whole End Zone in frame, before and after a placing.
    expect(m.setup!.area).toEqual([
      { x: end, y: 0 },
      { x: end, y: 10 },
    ])
    const square = m.squares[3]
    expect(ruleset.apply(state, square.items[0].action).ok).toBe(true)
    expect(pieceOf(ruleset, state, d.player!)).toMatchObject({ x: end, y: square.y })
    expect(model(ruleset, state).setup!.area).toEqual(m.setup!.area)
  })

  it('a player picked in the panel is the one a click places', () => {
    const { ruleset, state } = atSetup('blitz')
    const m = model(ruleset, state)
    const other = m.setup!.pieces.find((p) => p !== m.setup!.next)!
    const picked = model(ruleset, state, other)
    expect(picked.setup!.next).toBe(other)
    const square = picked.squares[0]
    expect(ruleset.apply(state, square.items[0].action).ok).toBe(true)
    expect(pieceOf(ruleset, state, other)).toMatchObject({ x: square.x, y: square.y })
  })

  it('three formations and Place the rest; a formation sets the whole team up', () => {
    const { ruleset, state } = atSetup('blitz')
    const side = ruleset.decision(state).side
    const m = model(ruleset, state)
    expect(m.setup!.formations).toHaveLength(3)
    expect(m.setup!.placeRest).not.toBeNull()
    expect(ruleset.apply(state, m.setup!.formations[2].action).ok).toBe(true)
    expect(ruleset.decision(state).side).not.toBe(side)
  })
})

describe('setup model: Cross Check line-up', () => {
  it('one click a skater: each chip lines its skater up; the marked starting square takes the next one', () => {
    const { ruleset, state } = atSetup('crosscheck')
    const m = model(ruleset, state)
    expect(m.phase).toBe('setup')
    // The camera frames the open starting positions and the goalie: the same box after a skater lines up.
    const area = m.setup!.area!
    expect(area[0].x).toBeLessThan(area[1].x)
    expect(area[0].y).toBeLessThan(area[1].y)
    const lines = ruleset.legalActions(state).filter((a) => a.type === 'line')
    expect(m.setup!.chipActions.map((c) => c.item.action)).toEqual(lines)
    const mark = ruleset.view(state).crosscheck!.lineUpSquare!
    expect(m.squares).toHaveLength(1)
    expect(m.squares[0]).toMatchObject(mark)
    expect(m.squares[0].items[0].action).toEqual({ type: 'line', player: m.setup!.next })
    expect(m.marks).toContainEqual({ x: mark.x, y: mark.y, tone: 'setup' })

    // A drop on the marked square lines the dropped skater up; anywhere else it does nothing.
    const skater = m.setup!.chipActions[2].piece
    expect(setupDropAction(m.setup!, skater, mark.x, mark.y, mark)).toEqual({ type: 'line', player: skater })
    expect(setupDropAction(m.setup!, skater, mark.x + 1, mark.y, mark)).toBeNull()

    expect(ruleset.apply(state, m.setup!.chipActions[2].item.action).ok).toBe(true)
    expect(pieceOf(ruleset, state, skater)).toMatchObject(mark)
    const after = model(ruleset, state)
    expect(after.squares[0]).not.toMatchObject(mark)
    expect(after.setup!.area).toEqual(area)
  })

  it('ready lines and Place the rest are offered and fill the line', () => {
    const { ruleset, state } = atSetup('crosscheck')
    const m = model(ruleset, state)
    expect(m.setup!.formations.map((f) => f.action)).toEqual(
      [0, 1, 2].map((n) => ({ type: 'formation', formation: n })),
    )
    expect(m.setup!.placeRest?.action).toEqual({ type: 'place-rest' })
    const side = ruleset.decision(state).side
    expect(ruleset.apply(state, m.setup!.placeRest!.action).ok).toBe(true)
    expect(
      ruleset.view(state).pieces.filter((p) => p.side === side && p.x !== null).length,
    ).toBeGreaterThanOrEqual(6)
  })
})
