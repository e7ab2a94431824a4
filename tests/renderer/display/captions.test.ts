// Captions from a replay step's events: scores first, injuries that take a player out (the last word per player,
// so Thick Skull's save earns nothing), never a stunned player; each says who, for which team and where.
import { describe, expect, it } from 'vitest'
import type { EngineEvent, PieceView } from '@shared/engine/api'
import {
  captionsOf,
  celebrationView,
  pickCaption,
  squareInEvents,
  squareToWorldPoint,
} from '../../../src-renderer/src/components/display/captions'
import { view } from '../fixtures'

function piece(
  id: number,
  side: 0 | 1,
  x: number | null,
  y: number | null,
  extra: Partial<PieceView> = {},
): PieceView {
  return {
    id,
    side,
    number: id,
    name: `Player ${id}`,
    positionId: 'lineman',
    role: 'lineman',
    x,
    y,
    state: x === null ? 'reserve' : 'standing',
    hasBall: false,
    stats: { ma: 6, st: 3, ag: 3, av: 8 },
    skills: [],
    ...extra,
  }
}

const before = view({ pieces: [piece(3, 0, 24, 7), piece(14, 1, 10, 4), piece(15, 1, 11, 4)] })
const after = view({
  pieces: [piece(3, 0, 25, 7), piece(14, 1, null, null, { state: 'casualty' }), piece(15, 1, 11, 4)],
  balls: [{ x: 25, y: 7, carrier: 3 }],
  score: [1, 0],
})

describe('captionsOf', () => {
  it('captions a touchdown with the scorer, his team and his square', () => {
    const events: EngineEvent[] = [
      { type: 'move', player: 3 },
      { type: 'touchdown', side: 0, player: 3, ownGoal: false },
    ]
    expect(captionsOf(events, before, after)).toEqual([
      {
        kind: 'touchdown',
        side: 0,
        team: 'Reikland Reavers',
        player: '#3 Player 3',
        pieceId: 3,
        result: null,
        square: { x: 25, y: 7 },
        weight: 10,
      },
    ])
  })

  it('captions a goal without a scorer at the puck', () => {
    const events: EngineEvent[] = [{ type: 'goal', side: 1 }]
    const [c] = captionsOf(events, before, after)
    expect(c).toMatchObject({
      kind: 'goal',
      side: 1,
      team: 'Orcland Raiders',
      player: null,
      square: { x: 25, y: 7 },
    })
  })

  it('captions an injury that takes a player out, where he stood before it', () => {
    const events: EngineEvent[] = [
      { type: 'roll', purpose: 'injury', player: 14, dice: [5, 5] },
      { type: 'injury', player: 14, result: 'badly-hurt' },
    ]
    expect(captionsOf(events, before, after)).toEqual([
      {
        kind: 'injury',
        side: 1,
        team: 'Orcland Raiders',
        player: '#14 Player 14',
        pieceId: 14,
        result: 'badly-hurt',
        square: { x: 10, y: 4 },
        weight: 4,
      },
    ])
  })

  it("counts an injury's last word: a KO saved by Thick Skull, or a stunned player, is no news", () => {
    const saved: EngineEvent[] = [
      { type: 'injury', player: 15, result: 'ko' },
      { type: 'roll', purpose: 'thick skull', player: 15, dice: [5], target: 4, success: true },
      { type: 'injury', player: 15, result: 'stunned' },
    ]
    expect(captionsOf(saved, before, after)).toEqual([])
    expect(captionsOf([{ type: 'injury', player: 15, result: 'stunned' }], before, after)).toEqual([])
  })

  it("reads Blitz Bowl's 'injured' and Cross Check's injury events alike", () => {
    const [c] = captionsOf([{ type: 'injured', player: 14, side: 1, reason: 'block' }], before, after)
    expect(c).toMatchObject({ kind: 'injury', result: 'injured', side: 1 })
    const [d] = captionsOf([{ type: 'injury', player: 14, total: 11, result: 'dead' }], before, after)
    expect(d).toMatchObject({ kind: 'injury', result: 'dead', weight: 6 })
  })

  it('puts scores before injuries, the worse injury first, and picks the weightiest', () => {
    const events: EngineEvent[] = [
      { type: 'injury', player: 15, result: 'ko' },
      { type: 'injury', player: 14, result: 'serious-injury' },
      { type: 'touchdown', side: 0, player: 3 },
    ]
    const captions = captionsOf(events, before, after)
    expect(captions.map((c) => c.result ?? c.kind)).toEqual(['touchdown', 'serious-injury', 'ko'])
    expect(pickCaption(captions)?.kind).toBe('touchdown')
    expect(pickCaption(captions.slice(1))?.result).toBe('serious-injury')
    expect(pickCaption([])).toBeNull()
  })

  it('ignores events of other kinds and injuries of unknown pieces still captioned without a name', () => {
    expect(captionsOf([{ type: 'block' }, { type: 'turnover' }], before, after)).toEqual([])
    const [c] = captionsOf([{ type: 'injury', player: 99, result: 'ko' }], before, after)
    expect(c).toMatchObject({ player: null, side: null, team: '', square: null })
  })
})

describe('a touchdown held in the end zone', () => {
  // The drive is over by the next view: every player is off the pitch for the kick-off.
  const kickoff = view({
    pieces: [piece(3, 0, null, null), piece(14, 1, null, null), piece(15, 1, null, null)],
    score: [1, 0],
  })
  const events: EngineEvent[] = [
    { type: 'roll', purpose: 'gfi', player: 3, dice: [4] },
    { type: 'move', player: 3, from: [24, 7], to: [25, 6] },
    { type: 'touchdown', side: 0, player: 3 },
    { type: 'move', player: 3, to: [5, 5] },
  ]

  it('finds where the scorer stood when he scored, from the events', () => {
    expect(squareInEvents(events, 3)).toEqual({ x: 25, y: 6 })
    expect(
      squareInEvents(
        [
          { type: 'catch', player: 3, x: 20, y: 2 },
          { type: 'touchdown', player: 3 },
        ],
        3,
      ),
    ).toEqual({ x: 20, y: 2 })
    expect(squareInEvents(events, 14)).toBeNull()
    const [c] = captionsOf(events, before, kickoff)
    expect(c).toMatchObject({ kind: 'touchdown', pieceId: 3, square: { x: 25, y: 6 } })
  })

  it('holds the scorer there with the ball and the new score; nothing for other captions', () => {
    const [c] = captionsOf(events, before, kickoff)
    const held = celebrationView(before, kickoff, c)
    expect(held?.score).toEqual([1, 0])
    expect(held?.balls).toEqual([{ x: 25, y: 6, carrier: 3 }])
    expect(held?.pieces.find((p) => p.id === 3)).toMatchObject({
      x: 25,
      y: 6,
      hasBall: true,
      state: 'standing',
    })
    expect(held?.pieces.find((p) => p.id === 14)).toMatchObject({ x: 10, y: 4 })
    const [injury] = captionsOf([{ type: 'injury', player: 14, result: 'ko' }], before, kickoff)
    expect(celebrationView(before, kickoff, injury)).toBeNull()
    expect(celebrationView(null, kickoff, c)).toBeNull()
  })
})

describe('squareToWorldPoint', () => {
  it('maps a square to the world point over its middle (board centred, 1 unit a square)', () => {
    expect(squareToWorldPoint(after, { x: 0, y: 0 })).toEqual({ x: -12.5, y: 0.4, z: -7 })
    expect(squareToWorldPoint(after, { x: 25, y: 14 })).toEqual({ x: 12.5, y: 0.4, z: 7 })
  })
})
