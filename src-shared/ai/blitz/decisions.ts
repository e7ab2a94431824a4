// The Blitz Bowl Beginner's answers to every decision besides the turn's declaration: set-up, steps of a Run or a
// Mark, re-rolls, Block dice, follow-ups, cards (claim, discards), interrupts, free actions and the rest. Each
// works on the legal codes and returns an index into them.

import {
  A_CHOOSE,
  A_CLAIM,
  A_DECLINE,
  A_FOLLOW,
  A_INTERRUPT,
  A_PLACE,
  A_PLAY,
  A_REROLL,
  A_RUN,
  A_SIDESTEP,
  A_STEP,
  A_STOP,
  A_THROW,
  BALL_KINDS,
  nOf,
  PITCH_IDS,
  playerOf,
  targetOf,
  typeOf,
  xOf,
  yOf,
} from '../../rules/blitz/actions'
import { BLOCK_FACES, KERRUNCH, MISS, SHOVE, SMASH, TACKLE } from '../../rules/blitz/data/blockDie'
import { BONUS_PLAY_IDS } from '../../rules/blitz/data/bonusPlays'
import { BOUNCE } from '../../rules/blitz/data/bounce'
import { CHALLENGE_CARDS } from '../../rules/blitz/data/challengeCards'
import { adjacent, free, marked, occupant, open, sq } from '../../rules/blitz/geometry'
import {
  A_PLAYER,
  ACTIVE,
  F_KIND,
  HAND0,
  HAND_MAX,
  MAX_PLAYERS,
  P_MOVE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  ST_ABSENT,
  TEAM_MAX,
} from '../../rules/blitz/layout'
import { effectiveFace } from '../../rules/blitz/procs/blockFaces'
import { PR_BLOCK } from '../../rules/blitz/procs/kinds'
import { throwChance } from '../../rules/blitz/probability'
import { arg, topFrame } from '../../rules/blitz/stack'
import type { BlitzState } from '../../rules/blitz/state'
import { hasBall, progress, threat } from './board'
import { DEFENSIVE_PLAY, DODGE, defensiveStep, dodgeStep } from './bonusPlays'
import { markStep, runPlan, runStep } from './plan'
import { declarationValue, knockChance } from './turn'

export type Pick = (values: readonly number[]) => number

const top = (s: BlitzState): number => topFrame(s)
const frameKind = (s: BlitzState): number => s.m.w[top(s) + F_KIND]

/** Index of the first code of this type, or -1. */
const find = (codes: readonly number[], type: number): number => codes.findIndex((c) => typeOf(c) === type)

/** Set-up: the fastest players nearest the middle (where the first ball comes up), the rest spread outwards. */
export function setup(s: BlitzState, codes: readonly number[], pick: Pick): number {
  const w = s.m.w
  const p = playerOf(codes[0])
  const side = w[P_SIDE + p]
  const speed = (q: number): number => w[P_MOVE + q] || 3.5
  let rank = 0
  for (let q = side * TEAM_MAX; q < side * TEAM_MAX + TEAM_MAX; q++)
    if (q !== p && w[P_ST + q] !== ST_ABSENT && (speed(q) > speed(p) || (speed(q) === speed(p) && q < p)))
      rank++
  const order = [5, 4, 6, 3, 7, 2, 8, 1, 9, 0, 10]
  const want = order[Math.min(rank, order.length - 1)]
  // Only the next in line's placings: the others' (any order is legal) and the formations are not his way.
  return pick(codes.map((c) => (typeOf(c) === A_PLACE && playerOf(c) === p ? -Math.abs(yOf(c) - want) : -99)))
}

/** A step of a Run or a Mark towards its plan; stop when the plan says so (or when a step is impossible). */
export function moveStep(s: BlitzState, codes: readonly number[], kind: 'run' | 'mark', pick: Pick): number {
  const f = top(s)
  const p = arg(s, f, 0)
  const left = arg(s, f, 2)
  const k = kind === 'run' ? bonusRunStep(s, p, left, arg(s, f, 3)) : markStep(s, p, left)
  const stop = find(codes, A_STOP)
  if (k >= 0) {
    const i = codes.findIndex((c) => typeOf(c) === A_STEP && sq(xOf(c), yOf(c)) === k)
    if (i >= 0) return i
  } else if (stop >= 0) return stop
  // Fallback: the step closest to where the plan points, else stopping.
  if (stop >= 0 && kind === 'run') return stop
  const gx = k >= 0 ? k % 15 : s.m.w[P_X + p]
  const gy = k >= 0 ? Math.floor(k / 15) : s.m.w[P_Y + p]
  return pick(
    codes.map((c) => (typeOf(c) === A_STEP ? -Math.max(Math.abs(xOf(c) - gx), Math.abs(yOf(c) - gy)) : -99)),
  )
}

/** A Run's next square: a Dodge or Defensive Play Run goes where it was declared for (bonusPlays.ts), if it can. */
function bonusRunStep(s: BlitzState, p: number, left: number, bonus: number): number {
  const k =
    bonus === DODGE ? dodgeStep(s, p, left) : bonus === DEFENSIVE_PLAY ? defensiveStep(s, p, left) : -1
  return k >= 0 ? k : runStep(s, p, left)
}

/** How much the blocker wants each result (001: Block Dice Results). */
function faceRank(s: BlitzState, a: number, t: number, r: number): number {
  const w = s.m.w
  if (r === KERRUNCH) return 5
  if (r === SMASH) return 4
  if (r === TACKLE) return 3
  if (r === SHOVE) return free(s, 2 * w[P_X + t] - w[P_X + a], 2 * w[P_Y + t] - w[P_Y + a]) ? 1 : 3.5
  return r === MISS ? 0 : 0
}

export function blockDie(s: BlitzState, codes: readonly number[], pick: Pick): number {
  const f = top(s)
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const tough = (arg(s, f, 4) & 2) !== 0
  return pick(
    codes.map((c) => {
      const face = BLOCK_FACES[(arg(s, f, 2) >> (3 * nOf(c))) & 7]
      return faceRank(s, a, t, effectiveFace(s, a, t, face, tough))
    }),
  )
}

/** Re-rolls: a failed Throw or Armour Check always (a free source first), Block dice only without a knock-down. */
export function reroll(s: BlitzState, codes: readonly number[], pick: Pick): number {
  const f = top(s)
  let want = true
  let important = true
  if (frameKind(s) === PR_BLOCK) {
    const a = arg(s, f, 0)
    const t = arg(s, f, 1)
    let best = 0
    for (let i = 0; i < arg(s, f, 3); i++)
      best = Math.max(
        best,
        faceRank(s, a, t, effectiveFace(s, a, t, BLOCK_FACES[(arg(s, f, 2) >> (3 * i)) & 7])),
      )
    want = best < 3
    important = hasBall(s, t)
  }
  return pick(
    codes.map((c) => {
      if (typeOf(c) !== A_REROLL) return 0
      if (!want) return -1
      const source = nOf(c) // 0 ability, 1 raw talent, 2 rookies, 3 ball
      const free = source === 0 || source === 3
      return free ? 3 : important ? 2 - source * 0.1 : -1
    }),
  )
}

/** Follow up to keep marking a carrier pushed away; otherwise stay where the blocker stands. */
export function followUp(s: BlitzState, codes: readonly number[], pick: Pick): number {
  const f = top(s)
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const follow = hasBall(s, t) && !hasBall(s, a)
  return pick(codes.map((c) => (typeOf(c) === A_FOLLOW ? (follow ? 1 : -1) : 0)))
}

/** Claim the card worth most in points (its Bonus Play stays unseen until it is in the hand: 001). */
export function claim(s: BlitzState, codes: readonly number[], pick: Pick): number {
  return pick(
    codes.map((c) => (typeOf(c) === A_CLAIM ? 10 + CHALLENGE_CARDS[s.m.w[ACTIVE + nOf(c)]].points : 0)),
  )
}

/** Discard the active card worth fewest points (the one least worth racing for). */
export function discardActive(s: BlitzState, codes: readonly number[], pick: Pick): number {
  return pick(codes.map((c) => -CHALLENGE_CARDS[s.m.w[ACTIVE + nOf(c)]].points))
}

/** Bonus Plays the Beginner uses most, best first; the hand limit discards from the end of this list. */
const KEEP = [
  'inspiration',
  'raw-talent',
  'sprint',
  'blitz',
  'the-kids-got-moxy',
  'accurate-throw',
  'tough-enough',
  'intervention',
  'jump-up',
  'reserves',
  'hail-mary-pass',
  'blocking-play',
  'diving-tackle',
  'aggressive-mark',
  'bladed-knuckle-dusters',
  'step-aside',
  'shadowing',
  'nerves-of-steel',
  'dodge',
  'defensive-play',
]

export function discardHand(s: BlitzState, codes: readonly number[], side: number, pick: Pick): number {
  return pick(
    codes.map((c) => {
      const card = s.m.w[HAND0 + side * HAND_MAX + nOf(c)]
      return KEEP.indexOf(CHALLENGE_CARDS[card].bonus)
    }),
  )
}

/** Safe Hands: bounce onto an Open team-mate, else the square safest for the ball. */
export function bounce(s: BlitzState, codes: readonly number[], side: number, pick: Pick): number {
  const f = top(s)
  const x0 = arg(s, f, 1)
  const y0 = arg(s, f, 2)
  return pick(
    codes.map((c) => {
      const [dx, dy] = BOUNCE[nOf(c) - 1]
      const x = x0 + dx
      const y = y0 + dy
      const o = occupant(s, x, y)
      if (o >= 0 && s.m.w[P_SIDE + o] === side && open(s, o) && !hasBall(s, o) && s.m.w[P_THROW + o] > 0)
        return 5
      return -threat(s, side, x, y, 2) + threat(s, 1 - side, x, y, 2) * 0.5
    }),
  )
}

/** Interrupts and Dump-off: used when they protect or win a ball, declined otherwise (cards are worth keeping). */
export function interrupt(s: BlitzState, codes: readonly number[], side: number, pick: Pick): number {
  const w = s.m.w
  const runner = w[A_PLAYER]
  return pick(
    codes.map((c) => {
      const t = typeOf(c)
      if (t === A_DECLINE) return 0
      if (t === A_THROW) {
        // Dump-off: a quick Short throw before the Block lands.
        const p = playerOf(c)
        const q = targetOf(c)
        const chance = adjacent(s, p, q) ? 1 : throwChance(0, w[P_THROW + p])
        return marked(s, q) ? -1 : chance - 0.45
      }
      if (t !== A_INTERRUPT) return -1
      const id = BONUS_PLAY_IDS[nOf(c)]
      const p = playerOf(c)
      if (id === 'tough-enough') return hasBall(s, topTarget(s)) ? 1 : -1
      if (id === 'step-aside')
        return hasBall(s, p)
          ? 1 + 0.1 * progress(side, xOf(c)) - 0.2 * threat(s, side, xOf(c), yOf(c), 2)
          : -1
      if (id === 'intervention' || id === 'shadowing') {
        if (runner < 0 || !hasBall(s, runner)) return -1
        return 1 - (p >= 0 && hasBall(s, p) ? 2 : 0)
      }
      return -1
    }),
  )
}

const topTarget = (s: BlitzState): number => arg(s, top(s), 1)

/** Free actions offered after an action: taken when the Beginner's value for them is positive. */
export function freeAction(s: BlitzState, codes: readonly number[], pick: Pick): number {
  return pick(
    codes.map((c) => {
      const t = typeOf(c)
      if (t === A_DECLINE) return 0
      if (t === A_RUN) return runPlan(s, playerOf(c), -1).value
      if (t === A_THROW || t === A_SIDESTEP) return declarationValue(s, c)
      // A free Block (Frenzied, Head-butt, Blitz!, Diving Tackle): risk-free but for the card it may cost.
      const a = playerOf(c)
      const o = targetOf(c)
      const card = nOf(c) >= 0 ? BONUS_PLAY_IDS[nOf(c)] : null
      const cost = card === 'diving-tackle' ? 1 : card ? 0.35 : 0
      return knockChance(s, a, o, nOf(c)) * (hasBall(s, o) ? 3 : 0.6) - cost
    }),
  )
}

/** Banana Skins: the opposing carrier falls first, else their furthest-forward player. */
export function chooseFaller(s: BlitzState, codes: readonly number[], pick: Pick): number {
  const w = s.m.w
  return pick(
    codes.map((c) => {
      const p = playerOf(c)
      return (hasBall(s, p) ? 20 : 0) + progress(w[P_SIDE + p], w[P_X + p])
    }),
  )
}

/** Bloodlust: a Minion without the ball takes the injury instead. */
export function minion(s: BlitzState, codes: readonly number[], pick: Pick): number {
  return pick(codes.map((c) => (typeOf(c) === A_CHOOSE ? (hasBall(s, playerOf(c)) ? -1 : 1) : 0)))
}

/** Blocking Play: worth it when one of ours is Marked and could Block this turn. */
export function preTurn(s: BlitzState, codes: readonly number[], side: number, pick: Pick): number {
  const w = s.m.w
  let markedMine = false
  for (let p = 0; p < MAX_PLAYERS; p++) if (w[P_SIDE + p] === side && marked(s, p)) markedMine = true
  return pick(codes.map((c) => (typeOf(c) === A_PLAY ? (markedMine ? 1 : -1) : 0)))
}

/** Special balls: the Dwarf Rune ball helps throws; the others only bite or help Blocks by Misses. */
export function ballKind(codes: readonly number[], pick: Pick): number {
  return pick(
    codes.map((c) => (BALL_KINDS[nOf(c)] === 'dwarf-rune' ? 2 : BALL_KINDS[nOf(c)] === 'normal' ? 1 : 0)),
  )
}

/** The coin toss's winner picks the single-trapdoor side (001 recommends it; one trapdoor to fear, not two). */
export function pitchSide(codes: readonly number[], pick: Pick): number {
  return pick(codes.map((c) => (PITCH_IDS[nOf(c)] === 'one-trapdoor' ? 1 : 0)))
}

/** Pick-me-up: stand every Prone team-mate up, one after the other (a free Stand Up costs nothing). */
export function pickMeUp(codes: readonly number[], pick: Pick): number {
  return pick(codes.map((c) => (typeOf(c) === A_CHOOSE ? 1 : 0)))
}
