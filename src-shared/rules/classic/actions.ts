// Classic actions: the JSON objects coaches send, and the small integer codes the procedures work with
// (type & 31 | player << 5 | (x + 2) << 10 | (y + 2) << 15 | (type >> 5) << 20). Types 1..31 came first and keep
// their codes; types from 32 on spill into the bits above y, so codes stored before the widening still decode. Legal-action generation fills arrays of codes without
// allocating objects; the public API turns them into objects at the edge.

import type { Action } from '../../engine/api'

export const A_CALL = 1
export const A_KICK_OR_RECEIVE = 2
export const A_PLACE = 3
export const A_BENCH = 4
export const A_FORMATION = 5
export const A_SETUP_DONE = 6
export const A_KICK = 7
export const A_GIVE_BALL = 8
export const A_FREE_STEP = 9
export const A_FREE_DONE = 10
export const A_DECLARE = 11
export const A_END_TURN = 12
export const A_STEP = 13
export const A_BLOCK = 14
export const A_THROW = 15
export const A_HAND_OFF = 16
export const A_FOUL = 17
export const A_END_ACTIVATION = 18
export const A_REROLL = 19
export const A_NO_REROLL = 20
export const A_CHOOSE_DIE = 21
export const A_PUSH = 22
export const A_FOLLOW_UP = 23
export const A_INTERCEPT = 24
export const A_NO_INTERCEPT = 25
export const A_THROW_PLAYER = 26
/** 003: a yes/no skill choice (Piling On, Going For It to go on with a Frenzy). */
export const A_USE_SKILL = 27
/** 003: Leap — jump over an adjacent square to (x, y), two squares away. */
export const A_LEAP = 30
/** 003: Hail Mary Pass — a throw to any square (x, y) of the pitch. */
export const A_HAIL_MARY = 31
/** 003: Diving Tackle — the defending coach's `player` dives at the opponent who entered his tackle zone. */
export const A_DIVING_TACKLE = 35
/** 003: Pass Block — the defending coach's `player` makes his three-square move. */
export const A_PASS_BLOCK = 36
/** 003: Hypnotic Gaze — `player` gazes at the opponent standing on (x, y) next to him; a free action. */
export const A_GAZE = 32
/** Not in the seeds (LRB6 Blood Lust): the hungry player bites this Thrall team-mate. */
export const A_BITE = 33
/** 003: Multiple Block — start a multiple block at `target`, or add `target` to it. */
export const A_MULTIPLE_BLOCK = 38
/** Not in the seeds (LRB6 Stab): stab `target` instead of blocking him. */
export const A_STAB = 39
/** Not in the seeds (LRB6 Chainsaw): use the chainsaw on `target` instead of blocking him. */
export const A_CHAINSAW = 40
/** 003: Multiple Block — follow up into the square (x, y) one of the targets left. */
export const A_FOLLOW_TO = 41

/** Not in the seeds (LRB6 Bombardier): throw the bomb at the square (x, y); also a caught bomb's throw on. */
export const A_THROW_BOMB = 42
/** Not in the seeds (LRB6 Ball & Chain): place the throw-in template facing `x` (CHAIN_FACINGS). */
export const A_CHAIN_MOVE = 43
/** 004: Het opstellen — the reserves still waiting go to free squares of the own half (procs/placeRest.ts). */
export const A_PLACE_REST = 44
/**
 * Action kinds a player may declare in his team turn (004: Move, Block, Blitz, Pass; plus hand-off, foul and
 * throwing a team-mate). New kinds go at the end: the index is stored in frames and codes.
 */
export const DECLARE_KINDS = [
  'move',
  'block',
  'blitz',
  'pass',
  'hand-off',
  'foul',
  'throw-team-mate',
  'throw-bomb', // not in the seeds (LRB6 Bombardier): instead of any other action
] as const
export type DeclareKind = (typeof DECLARE_KINDS)[number]
export const K_MOVE = 0
export const K_BLOCK = 1
export const K_BLITZ = 2
export const K_PASS = 3
export const K_HAND_OFF = 4
export const K_FOUL = 5
/** 004: Throwing teammates — "wordt behandeld als een normale pass", so it is the team turn's one Pass. */
export const K_THROW_TEAM_MATE = 6
/** Not in the seeds (LRB6 Bombardier): a bomb "instead of taking any other Action"; not the team's Pass. */
export const K_THROW_BOMB = 7

/** Not in the seeds (LRB6 Ball & Chain): the four ways the throw-in template may face (y − 1 is up). */
export const CHAIN_FACINGS = ['up', 'right', 'down', 'left'] as const

/**
 * 003 Leader: 'leader' spends the Leader Re-Roll counter; 003 Pro: 'pro' his Pro — beside a more specific skill
 * re-roll (Dodge, Catch ...), on his block dice and on the armour and injury rolls he makes (appended: codes store
 * the index).
 */
export const REROLL_SOURCES = ['team', 'skill', 'leader', 'pro'] as const

export type Field =
  | { readonly name: string; readonly values?: readonly string[] }
  | { readonly name: string; readonly bool: true }

export interface Shape {
  readonly type: string
  /** The object field stored in the player slot (a player id). */
  readonly p?: string
  readonly x?: Field
  readonly y?: string
}

/** Each action type's JSON fields and where its code keeps them (also the strict table of `actionFields.ts`). */
export const SHAPES: Readonly<Record<number, Shape>> = {
  [A_CALL]: { type: 'call', x: { name: 'call', values: ['heads', 'tails'] } },
  [A_KICK_OR_RECEIVE]: { type: 'kick-or-receive', x: { name: 'choice', values: ['kick', 'receive'] } },
  [A_PLACE]: { type: 'place', p: 'player', x: { name: 'x' }, y: 'y' },
  [A_BENCH]: { type: 'bench', p: 'player' },
  [A_FORMATION]: { type: 'formation', x: { name: 'formation' } },
  [A_SETUP_DONE]: { type: 'setup-done' },
  [A_KICK]: { type: 'kick', x: { name: 'x' }, y: 'y' },
  [A_GIVE_BALL]: { type: 'give-ball', p: 'player' },
  [A_FREE_STEP]: { type: 'free-step', p: 'player', x: { name: 'x' }, y: 'y' },
  [A_FREE_DONE]: { type: 'free-done' },
  [A_DECLARE]: { type: 'declare', p: 'player', x: { name: 'kind', values: DECLARE_KINDS } },
  [A_END_TURN]: { type: 'end-turn' },
  [A_STEP]: { type: 'step', x: { name: 'x' }, y: 'y' },
  [A_BLOCK]: { type: 'block', p: 'target' },
  [A_THROW]: { type: 'throw', x: { name: 'x' }, y: 'y' },
  [A_HAND_OFF]: { type: 'hand-off', p: 'target' },
  [A_FOUL]: { type: 'foul', p: 'target' },
  [A_END_ACTIVATION]: { type: 'end-activation' },
  [A_REROLL]: { type: 'reroll', x: { name: 'source', values: REROLL_SOURCES } },
  [A_NO_REROLL]: { type: 'no-reroll' },
  [A_CHOOSE_DIE]: { type: 'choose-die', x: { name: 'index' } },
  [A_PUSH]: { type: 'push', x: { name: 'x' }, y: 'y' },
  [A_FOLLOW_UP]: { type: 'follow-up', x: { name: 'follow', bool: true } },
  [A_INTERCEPT]: { type: 'intercept', p: 'player' },
  [A_NO_INTERCEPT]: { type: 'no-intercept' },
  [A_THROW_PLAYER]: { type: 'throw-player', p: 'target', x: { name: 'x' }, y: 'y' },
  [A_USE_SKILL]: { type: 'use-skill', x: { name: 'use', bool: true } },
  [A_LEAP]: { type: 'leap', x: { name: 'x' }, y: 'y' },
  [A_HAIL_MARY]: { type: 'hail-mary', x: { name: 'x' }, y: 'y' },
  [A_DIVING_TACKLE]: { type: 'diving-tackle', p: 'player' },
  [A_PASS_BLOCK]: { type: 'pass-block', p: 'player' },
  [A_THROW_BOMB]: { type: 'throw-bomb', x: { name: 'x' }, y: 'y' },
  [A_CHAIN_MOVE]: { type: 'chain-move', x: { name: 'facing', values: CHAIN_FACINGS } },
  [A_GAZE]: { type: 'gaze', p: 'player', x: { name: 'x' }, y: 'y' },
  [A_BITE]: { type: 'bite', p: 'target' },
  [A_MULTIPLE_BLOCK]: { type: 'multiple-block', p: 'target' },
  [A_STAB]: { type: 'stab', p: 'target' },
  [A_CHAINSAW]: { type: 'chainsaw', p: 'target' },
  [A_FOLLOW_TO]: { type: 'follow-to', x: { name: 'x' }, y: 'y' },
  [A_PLACE_REST]: { type: 'place-rest' },
}

const TYPE_CODES = new Map(Object.entries(SHAPES).map(([code, shape]) => [shape.type, Number(code)]))

export function code(type: number, p = 0, x = 0, y = 0): number {
  return (type & 31) | (p << 5) | ((x + 2) << 10) | ((y + 2) << 15) | ((type >> 5) << 20)
}

export const typeOf = (c: number): number => (c & 31) | ((c >> 20) << 5)
export const playerOf = (c: number): number => (c >> 5) & 31
export const xOf = (c: number): number => ((c >> 10) & 31) - 2
export const yOf = (c: number): number => ((c >> 15) & 31) - 2

export function decode(c: number): Action {
  const shape = SHAPES[typeOf(c)]
  const out: Record<string, string | number | boolean> = { type: shape.type }
  if (shape.p) out[shape.p] = playerOf(c)
  if (shape.x) {
    const v = xOf(c)
    if ('bool' in shape.x) out[shape.x.name] = v === 1
    else out[shape.x.name] = shape.x.values ? shape.x.values[v] : v
  }
  if (shape.y) out[shape.y] = yOf(c)
  return out as Action
}

/** The code of an action object, or null when it is not a well-formed Classic action. */
export function encode(action: Action): number | null {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string') return null
  const t = TYPE_CODES.get(action.type)
  if (t === undefined) return null
  const shape = SHAPES[t]
  let p = 0
  let x = 0
  let y = 0
  if (shape.p) {
    const v = action[shape.p]
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 31) return null
    p = v
  }
  if (shape.x) {
    const v = action[shape.x.name]
    if ('bool' in shape.x) {
      if (typeof v !== 'boolean') return null
      x = v ? 1 : 0
    } else if (shape.x.values) {
      const i = typeof v === 'string' ? shape.x.values.indexOf(v) : -1
      if (i < 0) return null
      x = i
    } else {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < -2 || v > 29) return null
      x = v
    }
  }
  if (shape.y) {
    const v = action[shape.y]
    if (typeof v !== 'number' || !Number.isInteger(v) || v < -2 || v > 29) return null
    y = v
  }
  return code(t, p, x, y)
}

export function isKnownType(type: unknown): boolean {
  return typeof type === 'string' && TYPE_CODES.has(type)
}
