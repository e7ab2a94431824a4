// Blitz Bowl actions: the JSON objects coaches send and the integer codes the procedures use. A code packs
// type (6 bits) | player + 1 (5) | target + 1 (5) | x + 1 (4) | y + 1 (4) | n + 1 (6); 0 in a field = absent.
// `n` is named per type: a Bonus Play (as its id), a die index, a card slot, a bounce direction.

import type { Action } from '../../engine/api'
import { BONUS_INDEX, BONUS_PLAY_IDS } from './data/bonusPlays'
import { PITCHES } from './data/pitches'

export const A_PLACE = 1
export const A_RUN = 2
export const A_MARK = 3
export const A_THROW = 4
export const A_BLOCK = 5
export const A_SIDESTEP = 6
export const A_STAND = 7
export const A_RESERVES = 8
export const A_END_TURN = 9
export const A_STEP = 10
export const A_STOP = 11
export const A_REROLL = 12
export const A_NO_REROLL = 13
export const A_CHOOSE_DIE = 14
export const A_FOLLOW = 15
export const A_STAY = 16
export const A_BOUNCE = 17
export const A_CLAIM = 18
export const A_NO_CLAIM = 19
export const A_DISCARD_ACTIVE = 20
export const A_DISCARD_HAND = 21
export const A_PLAY = 22
export const A_FREE_BLOCK = 23
export const A_DECLINE = 24
export const A_FOUL = 25
export const A_INTERRUPT = 26
export const A_CHOOSE = 27
export const A_BALL_KIND = 28
export const A_THROW_TEAM_MATE = 29
export const A_PITCH = 30
/** 001: Setting Up, step 5 — a ready set-up of the unplaced players (formations.ts). */
export const A_FORMATION = 31
/** 001: Setting Up, step 5 — the unplaced players to the free End Zone squares nearest the middle. */
export const A_PLACE_REST = 32

/** 001: Setting Up the Game, step 1 — the sides of the board the toss's winner may choose (`choice` of `pitch`). */
export const PITCH_IDS: readonly string[] = PITCHES.map((p) => p.id)

/** 001: Blitz Bowl Balls — the ball kinds a coach may choose (`ball` of a `ball-kind` action). */
export const BALL_KINDS = ['normal', 'dwarf-rune', 'extra-spikey', 'squig'] as const

type NKind =
  'bonus' | 'die' | 'slot' | 'direction' | 'card' | 'source' | 'ball' | 'choice' | 'formation' | null

/** Re-roll sources (`source` of a `reroll`): an ability (Offensive Specialist, Expert Passer), the Raw Talent
 * Bonus Play, the Rookies to Watch card, a special ball. */
export const REROLL_SOURCES = ['ability', 'raw-talent', 'rookies', 'ball'] as const
const TYPES: Record<string, [number, NKind]> = {
  place: [A_PLACE, null],
  run: [A_RUN, 'bonus'],
  mark: [A_MARK, 'bonus'],
  throw: [A_THROW, 'bonus'],
  block: [A_BLOCK, 'bonus'],
  sidestep: [A_SIDESTEP, null],
  'stand-up': [A_STAND, null],
  reserves: [A_RESERVES, null],
  'end-turn': [A_END_TURN, null],
  step: [A_STEP, null],
  stop: [A_STOP, null],
  reroll: [A_REROLL, 'source'],
  'no-reroll': [A_NO_REROLL, null],
  'choose-die': [A_CHOOSE_DIE, 'die'],
  'follow-up': [A_FOLLOW, null],
  stay: [A_STAY, null],
  bounce: [A_BOUNCE, 'direction'],
  claim: [A_CLAIM, 'slot'],
  'no-claim': [A_NO_CLAIM, null],
  'discard-active': [A_DISCARD_ACTIVE, 'slot'],
  'discard-hand': [A_DISCARD_HAND, 'card'],
  play: [A_PLAY, 'bonus'],
  'free-block': [A_FREE_BLOCK, 'bonus'],
  decline: [A_DECLINE, null],
  foul: [A_FOUL, null],
  interrupt: [A_INTERRUPT, 'bonus'],
  choose: [A_CHOOSE, null],
  'ball-kind': [A_BALL_KIND, 'ball'],
  'throw-team-mate': [A_THROW_TEAM_MATE, 'bonus'],
  pitch: [A_PITCH, 'choice'],
  formation: [A_FORMATION, 'formation'],
  'place-rest': [A_PLACE_REST, null],
}
const NAMES: string[] = []
const NKINDS: NKind[] = []
for (const [name, [t, n]] of Object.entries(TYPES)) {
  NAMES[t] = name
  NKINDS[t] = n
}

/** A code from its parts; -1 (or omitted) leaves a field absent. */
export function code(type: number, player = -1, target = -1, x = -1, y = -1, n = -1): number {
  return (
    type | ((player + 1) << 6) | ((target + 1) << 11) | ((x + 1) << 16) | ((y + 1) << 20) | ((n + 1) << 24)
  )
}

export const typeOf = (c: number): number => c & 63
export const playerOf = (c: number): number => ((c >> 6) & 31) - 1
export const targetOf = (c: number): number => ((c >> 11) & 31) - 1
export const xOf = (c: number): number => ((c >> 16) & 15) - 1
export const yOf = (c: number): number => ((c >> 20) & 15) - 1
export const nOf = (c: number): number => ((c >> 24) & 63) - 1

export function decode(c: number): Action {
  const t = typeOf(c)
  const a: Record<string, number | string> = { type: NAMES[t] }
  if (playerOf(c) >= 0) a.player = playerOf(c)
  if (targetOf(c) >= 0) a.target = targetOf(c)
  if (xOf(c) >= 0) a.x = xOf(c)
  if (yOf(c) >= 0) a.y = yOf(c)
  const n = nOf(c)
  const kind = NKINDS[t]
  if (n >= 0 && kind)
    a[kind] =
      kind === 'bonus'
        ? BONUS_PLAY_IDS[n]
        : kind === 'source'
          ? REROLL_SOURCES[n]
          : kind === 'ball'
            ? BALL_KINDS[n]
            : kind === 'choice'
              ? PITCH_IDS[n]
              : n
  return a as unknown as Action
}

export const isKnownType = (type: unknown): boolean => typeof type === 'string' && Object.hasOwn(TYPES, type)

const int = (v: unknown, max: number): number | null =>
  v === undefined
    ? -1
    : Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max
      ? (v as number)
      : null

/** The code of a JSON action, or null when it is malformed. */
export function encode(a: Action): number | null {
  if (!a || !isKnownType(a.type)) return null
  const [t, kind] = TYPES[a.type]
  const player = int(a.player, 19)
  const target = int(a.target, 19)
  const x = int(a.x, 14)
  const y = int(a.y, 10)
  let n = -1
  if (kind === 'bonus') {
    const b = a.bonus
    if (b !== undefined) {
      if (typeof b !== 'string' || !Object.hasOwn(BONUS_INDEX, b)) return null
      n = BONUS_INDEX[b]
    }
  } else if (kind === 'source' || kind === 'ball' || kind === 'choice') {
    const names: readonly string[] =
      kind === 'source' ? REROLL_SOURCES : kind === 'ball' ? BALL_KINDS : PITCH_IDS
    if (a[kind] !== undefined) {
      n = names.indexOf(a[kind] as string)
      if (n < 0) return null
    }
  } else if (kind) {
    const v = int(a[kind], 40)
    if (v === null) return null
    n = v
  }
  if (player === null || target === null || x === null || y === null) return null
  return code(t, player, target, x, y, n)
}
