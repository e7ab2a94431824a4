// Cross Check actions: the JSON objects coaches send and the integer codes the procedures use. A code packs
// type (6 bits) | player + 1 (6) | x + 1 (5) | y + 1 (5) | n + 1 (4); 0 in a field = absent.

import type { Action } from '../../engine/api'

export const A_LINE = 1
export const A_LINE_DONE = 2
export const A_SKATE = 3
export const A_END_TURN = 4
export const A_STEP = 5
export const A_TAKE = 6
export const A_TURN_PUCK = 7
export const A_DROP = 8
export const A_STOP = 9
export const A_HOLD = 10
export const A_NO_HOLD = 11
export const A_FOLLOW = 12
export const A_STAY = 13
export const A_CHALLENGE = 14
export const A_NO_CHALLENGE = 15
export const A_PASS = 16
export const A_SHOOT = 17
export const A_GOALIE_STEP = 18
export const A_GOALIE_STAY = 19
export const A_BLOCK_PUCK = 20
export const A_NO_BLOCK = 21
export const A_CHECK = 22
export const A_CHOOSE_DIE = 23
export const A_PUSH = 24
export const A_FIGHT = 25
export const A_ACCEPT = 26
export const A_DECLINE = 27
export const A_REROLL = 28
export const A_NO_REROLL = 29
export const A_USE_SKILL = 30
export const A_GOALIE = 31
/** cc-interp: line-up — a ready line: the open starting positions filled by one scoring (procs/lineFormations.ts). */
export const A_LINE_FORMATION = 32
/** cc-interp: line-up — the open starting positions filled by the balanced scoring. */
export const A_LINE_REST = 33

/** The `reroll` action's sources (n): the player's own skill for that roll, or 003's Pro. */
export const REROLL_SOURCES = ['skill', 'pro'] as const
export const SOURCE_SKILL = 0
export const SOURCE_PRO = 1

export interface Shape {
  readonly type: string
  readonly player?: boolean
  readonly square?: boolean
  /** Name and range of the small number field; named values (a string in the JSON) or a boolean instead. */
  readonly n?: {
    readonly name: string
    readonly max: number
    readonly values?: readonly string[]
    readonly bool?: true
  }
}

/** Each action type's JSON fields (also the strict table of `actionFields.ts`). */
export const SHAPES: Readonly<Record<number, Shape>> = {
  [A_LINE]: { type: 'line', player: true },
  [A_LINE_DONE]: { type: 'line-done' },
  [A_SKATE]: { type: 'skate', player: true },
  [A_END_TURN]: { type: 'end-turn' },
  [A_STEP]: { type: 'step', square: true },
  [A_TAKE]: { type: 'take' },
  [A_TURN_PUCK]: { type: 'turn-puck', n: { name: 'dir', max: 7 } },
  [A_DROP]: { type: 'drop-pass' },
  [A_STOP]: { type: 'stop' },
  [A_HOLD]: { type: 'hold', player: true },
  [A_NO_HOLD]: { type: 'no-hold' },
  [A_FOLLOW]: { type: 'follow' },
  [A_STAY]: { type: 'stay' },
  [A_CHALLENGE]: { type: 'challenge', player: true },
  [A_NO_CHALLENGE]: { type: 'no-challenge' },
  [A_PASS]: { type: 'pass', square: true },
  [A_SHOOT]: { type: 'shoot', square: true },
  [A_GOALIE_STEP]: { type: 'goalie-step', square: true },
  [A_GOALIE_STAY]: { type: 'goalie-stay' },
  [A_BLOCK_PUCK]: { type: 'block-puck', player: true, square: true },
  [A_NO_BLOCK]: { type: 'no-block' },
  [A_CHECK]: { type: 'check', player: true },
  [A_CHOOSE_DIE]: { type: 'choose-die', n: { name: 'die', max: 2 } },
  [A_PUSH]: { type: 'push', n: { name: 'square', max: 7 } }, // 003: Side Step — any of 8 squares
  [A_FIGHT]: { type: 'fight', player: true },
  [A_ACCEPT]: { type: 'accept-fight' },
  [A_DECLINE]: { type: 'decline-fight' },
  [A_REROLL]: { type: 'reroll', n: { name: 'source', max: 1, values: REROLL_SOURCES } },
  [A_NO_REROLL]: { type: 'no-reroll' },
  [A_USE_SKILL]: { type: 'use-skill', n: { name: 'use', max: 1, bool: true } }, // LRB6 Juggernaut
  [A_GOALIE]: { type: 'goalie', player: true }, // the coach's choice of goalie at a puck drop
  [A_LINE_FORMATION]: { type: 'formation', n: { name: 'formation', max: 2 } }, // LINE_FORMATIONS
  [A_LINE_REST]: { type: 'place-rest' },
}

const BY_TYPE = new Map(Object.entries(SHAPES).map(([k, v]) => [v.type, Number(k)]))

export const isKnownType = (type: unknown): boolean => typeof type === 'string' && BY_TYPE.has(type)

export function code(kind: number, player = -1, x = -1, y = -1, n = -1): number {
  return kind | ((player + 1) << 6) | ((x + 1) << 12) | ((y + 1) << 17) | ((n + 1) << 22)
}

export const kindOf = (c: number): number => c & 63
export const playerOf = (c: number): number => ((c >> 6) & 63) - 1
export const xOf = (c: number): number => ((c >> 12) & 31) - 1
export const yOf = (c: number): number => ((c >> 17) & 31) - 1
export const nOf = (c: number): number => ((c >> 22) & 15) - 1

const whole = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max

/** The n field's number from the JSON value (a named value's index, a boolean's 0/1), or -1 when invalid. */
function nField(shape: NonNullable<Shape['n']>, v: unknown): number {
  if (shape.values) return typeof v === 'string' ? shape.values.indexOf(v) : -1
  if (shape.bool) return v === true ? 1 : v === false ? 0 : -1
  return whole(v, shape.max) ? (v as number) : -1
}

/** The code of an action, or null when a field is missing or out of range. */
export function encode(a: Action): number | null {
  const kind = BY_TYPE.get(a?.type)
  if (kind === undefined) return null
  const shape = SHAPES[kind]
  if (shape.player && !whole(a.player, 31)) return null
  if (shape.square && (!whole(a.x, 25) || !whole(a.y, 14))) return null
  const n = shape.n ? nField(shape.n, a[shape.n.name]) : -1
  if (shape.n && n < 0) return null
  return code(
    kind,
    shape.player ? (a.player as number) : -1,
    shape.square ? (a.x as number) : -1,
    shape.square ? (a.y as number) : -1,
    n,
  )
}

export function decode(c: number): Action {
  const shape = SHAPES[kindOf(c)]
  const out: Record<string, number | string | boolean> = { type: shape.type }
  if (shape.player) out.player = playerOf(c)
  if (shape.square) {
    out.x = xOf(c)
    out.y = yOf(c)
  }
  if (shape.n) {
    const n = nOf(c)
    out[shape.n.name] = shape.n.values ? shape.n.values[n] : shape.n.bool ? n === 1 : n
  }
  return out as Action
}
