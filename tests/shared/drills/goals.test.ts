// Goal checks on hand-made views: each goal kind, and a step that fails (fail goals, or the turn passing).
import { describe, expect, it } from 'vitest'
import { goalMet, stepStatus, type DrillStep } from '@shared/drills/index'
import type { GameView, PieceView } from '@shared/engine/api'

const piece = (
  id: number,
  side: 0 | 1,
  x: number | null,
  y: number | null,
  state: PieceView['state'] = 'standing',
): PieceView => ({
  id,
  side,
  number: id,
  name: `p${id}`,
  positionId: 'lineman',
  role: 'lineman',
  x,
  y,
  state,
  hasBall: false,
  stats: { ma: 6, st: 3, ag: 3, av: 8 },
  skills: [],
})

const view = (pieces: PieceView[], extra: Partial<GameView> = {}): GameView => ({
  ruleset: 'blitz',
  board: { width: 15, height: 11 },
  teams: [
    { name: 'Home', rosterId: 'human', rerolls: 0 },
    { name: 'Away', rosterId: 'dwarf', rerolls: 0 },
  ],
  pieces,
  balls: [],
  score: [0, 0],
  period: 1,
  turns: [2, 2],
  activeSide: 0,
  decision: { side: 0, kind: 'turn' },
  ...extra,
})

const ids = { me: 1, them: 11 }
const start = view([piece(1, 0, 5, 5), piece(11, 1, 6, 5)])
const ctx = { ids, start }

describe('drill goals on the view', () => {
  it('piece-at, piece-left, open, down', () => {
    const moved = view([piece(1, 0, 4, 4), piece(11, 1, 6, 5)])
    expect(goalMet({ kind: 'piece-at', piece: 'me', at: [[4, 4]] }, moved, ctx)).toBe(true)
    expect(goalMet({ kind: 'piece-at', piece: 'me', at: [[5, 5]] }, moved, ctx)).toBe(false)
    expect(goalMet({ kind: 'open', piece: 'me' }, start, ctx)).toBe(false)
    expect(goalMet({ kind: 'open', piece: 'me' }, moved, ctx)).toBe(true)
    expect(goalMet({ kind: 'piece-left', piece: 'them', from: [6, 5] }, moved, ctx)).toBe(false)
    const knocked = view([piece(1, 0, 5, 5), piece(11, 1, 7, 5, 'prone')])
    expect(goalMet({ kind: 'piece-left', piece: 'them', from: [6, 5] }, knocked, ctx)).toBe(true)
    expect(goalMet({ kind: 'down', piece: 'them' }, knocked, ctx)).toBe(true)
    expect(goalMet({ kind: 'down', piece: 'them' }, start, ctx)).toBe(false)
  })

  it('a prone opponent next to him does not Mark him', () => {
    const v = view([piece(1, 0, 5, 5), piece(11, 1, 6, 5, 'prone')])
    expect(goalMet({ kind: 'open', piece: 'me' }, v, ctx)).toBe(true)
  })

  it('carrier, ball-loose, scored, decision and the combinators', () => {
    const held = view(start.pieces as PieceView[], { balls: [{ x: 5, y: 5, carrier: 1 }] })
    const loose = view(start.pieces as PieceView[], { balls: [{ x: 7, y: 7, carrier: null }] })
    const scored = view(start.pieces as PieceView[], { score: [4, 0] })
    expect(goalMet({ kind: 'carrier', piece: 'me' }, held, ctx)).toBe(true)
    expect(goalMet({ kind: 'carrier', piece: 'me' }, loose, ctx)).toBe(false)
    expect(goalMet({ kind: 'ball-loose' }, loose, ctx)).toBe(true)
    expect(goalMet({ kind: 'scored', side: 'home' }, scored, ctx)).toBe(true)
    expect(goalMet({ kind: 'scored', side: 'away' }, scored, ctx)).toBe(false)
    expect(goalMet({ kind: 'decision', decision: 'turn' }, start, ctx)).toBe(true)
    const both = {
      kind: 'all' as const,
      goals: [
        { kind: 'carrier' as const, piece: 'me' },
        { kind: 'scored' as const, side: 'home' as const },
      ],
    }
    expect(goalMet(both, held, ctx)).toBe(false)
    expect(goalMet({ ...both, kind: 'any' }, held, ctx)).toBe(true)
  })

  it('a step fails on a fail goal or when the turn passes; a score that ends the turn still counts', () => {
    const step: DrillStep = {
      rule: '001: Run',
      text: { en: 'x', nl: 'y' },
      goal: { kind: 'piece-at', piece: 'me', at: [[9, 9]] },
      fail: [{ kind: 'down', piece: 'me' }],
      solution: { actions: [{ type: 'end-turn' }], dice: [] },
    }
    expect(stepStatus(step, start, ctx)).toBe('pending')
    expect(stepStatus(step, view([piece(1, 0, 5, 5, 'prone'), piece(11, 1, 6, 5)]), ctx)).toBe('failed')
    const passed = view(start.pieces as PieceView[], { activeSide: 1, decision: { side: 1, kind: 'turn' } })
    expect(stepStatus(step, passed, ctx)).toBe('failed')
    // Once the turn has passed, only a goal that ends turns (a score) counts.
    const there = view([piece(1, 0, 9, 9), piece(11, 1, 6, 5)], { activeSide: 1 })
    expect(stepStatus(step, there, ctx)).toBe('failed')
    const scored = view(start.pieces as PieceView[], { activeSide: 1, score: [1, 0] })
    expect(stepStatus({ ...step, goal: { kind: 'scored', side: 'home' } }, scored, ctx)).toBe('done')
    expect(stepStatus({ ...step, goal: { kind: 'turn-ended' } }, passed, ctx)).toBe('done')
  })
})
