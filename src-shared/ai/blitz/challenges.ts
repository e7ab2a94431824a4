// The Blitz Bowl coach's goals for the active Challenge Cards (001: Challenge Cards; the conditions as
// rules/blitz/procs/conditions.ts checks them): each of the 15 kinds gets a goal, worth the card's points times the
// chance the action meets it, so a card is pursued when it is cheap — a Block that may injure for Break Some Bones,
// a short safe Throw for Show Us A Completion, a Run that ends beside two team-mates for Get Together... Two reads:
// what a declaration earns (`declarationCards`), and what ending a Run or a Mark on a square earns (`spotCards`,
// used by plan.ts, so the declaration and the steps aim at the same square). Reads only; nothing changes the state.

import {
  A_BLOCK,
  A_FOUL,
  A_MARK,
  A_RESERVES,
  A_RUN,
  A_SIDESTEP,
  A_STAND,
  A_THROW,
  playerOf,
  targetOf,
  typeOf,
  xOf,
  yOf,
} from '../../rules/blitz/actions'
import { CHALLENGE_CARDS, type Condition } from '../../rules/blitz/data/challengeCards'
import { adjacent, ballOf, DX, DY, markersAt, onPitch, sq } from '../../rules/blitz/geometry'
import {
  A_BALL_X,
  ACTIVE,
  G_ACTIONS_LEFT,
  G_RUNS,
  K_BLOCK,
  K_FOUL,
  K_MARK,
  K_RESERVES,
  K_RUN,
  K_SIDESTEP,
  K_STAND,
  K_THROW,
  MAX_PLAYERS,
  P_ARMOUR,
  P_DONE,
  P_DONE_REG,
  P_NOMORE,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_STANDING,
} from '../../rules/blitz/layout'
import { checkPasses } from '../../rules/blitz/procs/injury'
import type { BlitzState } from '../../rules/blitz/state'
import { balls, hasBall, progress, xOfSq, yOfSq } from './board'

/** Points of the best active card with this condition; 0 when none is active. */
export function cardPoints(s: BlitzState, condition: Condition): number {
  let best = 0
  for (let i = 0; i < 3; i++) {
    const card = s.m.w[ACTIVE + i]
    if (card >= 0 && CHALLENGE_CARDS[card].condition === condition)
      best = Math.max(best, CHALLENGE_CARDS[card].points)
  }
  return best
}

/** Is any card active (most reads below are skipped when none is)? */
function anyActive(s: BlitzState): boolean {
  return s.m.w[ACTIVE] >= 0 || s.m.w[ACTIVE + 1] >= 0 || s.m.w[ACTIVE + 2] >= 0
}

/** The action kind (P_DONE bit) a declaration type makes, -1 for none. */
function kindOfType(type: number): number {
  switch (type) {
    case A_RUN:
      return K_RUN
    case A_MARK:
      return K_MARK
    case A_THROW:
      return K_THROW
    case A_BLOCK:
      return K_BLOCK
    case A_SIDESTEP:
      return K_SIDESTEP
    case A_STAND:
      return K_STAND
    case A_RESERVES:
      return K_RESERVES
    case A_FOUL:
      return K_FOUL
  }
  return -1
}

const bits = (v: number): number => {
  let n = 0
  for (let x = v; x; x &= x - 1) n++
  return n
}

/** Chance a knocked-down player fails his Armour Check (001: Armour Check; a '–' always fails). */
export function injuryChance(s: BlitzState, t: number): number {
  let fail = 0
  for (let d = 1; d <= 6; d++) if (!checkPasses(d, 0, s.m.w[P_ARMOUR + t])) fail++
  return fail / 6
}

/** 001: Play As A Team! — would p making an action of `kind` give three players three different kinds? */
function completesTeamPlay(s: BlitzState, p: number, kind: number): boolean {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const masks: number[] = [1 << kind]
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (q !== p && w[P_SIDE + q] === side && w[P_DONE + q]) masks.push(w[P_DONE + q])
  // p's own earlier kinds count as his too (any one of them may be the one that counts).
  masks[0] |= w[P_DONE + p]
  for (let i = 0; i < masks.length; i++)
    for (let j = i + 1; j < masks.length; j++)
      for (let k = j + 1; k < masks.length; k++)
        for (let a = 0; a < 8; a++)
          if (masks[i] & (1 << a))
            for (let b = 0; b < 8; b++)
              if (b !== a && masks[j] & (1 << b))
                for (let c = 0; c < 8; c++) if (c !== a && c !== b && masks[k] & (1 << c)) return true
  return false
}

/** Most players that can each stand for a different one of the kinds in `masks` (one mask a player), up to 3. */
function teamSize(masks: readonly number[]): number {
  let best = 0
  const used = new Array<boolean>(masks.length).fill(false)
  const walk = (kinds: number, n: number): void => {
    best = Math.max(best, n)
    if (n === 3 || best === 3) return
    for (let i = 0; i < masks.length; i++) {
      if (used[i]) continue
      const free = masks[i] & ~kinds
      if (free === 0) continue
      used[i] = true
      for (let k = 0; k < 8; k++) if (free & (1 << k)) walk(kinds | (1 << k), n + 1)
      used[i] = false
    }
  }
  walk(0, 0)
  return best
}

/** Open team-mates of p (p aside) who may still declare a Run this turn. */
function runnersBesides(s: BlitzState, p: number, side: number): number {
  const w = s.m.w
  let n = 0
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (
      q !== p &&
      w[P_SIDE + q] === side &&
      w[P_ST + q] === ST_STANDING &&
      w[P_NOMORE + q] === 0 &&
      (w[P_DONE + q] & (1 << K_RUN)) === 0 &&
      markersAt(s, side, w[P_X + q], w[P_Y + q]) === 0
    )
      n++
  return n
}

/**
 * What declaration `c` does towards the active cards a whole turn claims — Get Moving! (the team's third Run),
 * Play As A Team! (three players making three different kinds of action), Show Them How It's Done! (one player's
 * third different regular action) — before the step that claims one: that step's share of the card's points,
 * when the actions left this turn can still finish it. The claiming step itself is in declarationCards. Read
 * greedily, one declaration at a time, these cards are met only by chance (self-play: a Get Moving! active at a
 * turn's start was claimed in that turn 4% of the time, Play As A Team! 17%).
 */
export function cardProgress(s: BlitzState, c: number): number {
  if (!anyActive(s)) return 0
  const w = s.m.w
  const p = playerOf(c)
  const type = typeOf(c)
  const kind = kindOfType(type)
  if (kind < 0) return 0
  const side = w[P_SIDE + p]
  const left = w[G_ACTIONS_LEFT] // this declaration included
  let v = 0
  const moving = cardPoints(s, 'get-moving')
  if (moving > 0 && type === A_RUN && w[G_RUNS] < 2) {
    const need = 3 - w[G_RUNS]
    if (left >= need && runnersBesides(s, p, side) >= need - 1) v += moving / need
  }
  const how = cardPoints(s, 'show-them-how')
  const reg = w[P_DONE_REG + p]
  if (how > 0 && left >= 2 && bits(reg) === 1 && (reg & (1 << kind)) === 0) v += how / 2
  const team = cardPoints(s, 'play-as-a-team')
  if (team > 0 && !completesTeamPlay(s, p, kind)) {
    const masks: number[] = []
    let own = 0
    for (let q = 0; q < MAX_PLAYERS; q++)
      if (w[P_SIDE + q] === side && w[P_DONE + q]) {
        if (q === p) own = w[P_DONE + q]
        else masks.push(w[P_DONE + q])
      }
    const before = teamSize(own ? [...masks, own] : masks)
    const after = teamSize([...masks, own | (1 << kind)])
    if (after > before && left - 1 >= 3 - after) v += team / (3 - before)
  }
  return v
}

/**
 * What the active cards add to declaration `c`, in points: `success` is the chance the action itself works (a
 * Throw's check, 1 for the rest), `knock` a Block's chance to knock its target down. Goals that depend on where a
 * Run or a Mark ends are in `spotCards`.
 */
export function declarationCards(
  s: BlitzState,
  c: number,
  success: number,
  knock: number,
  throwModifier = 0,
): number {
  if (!anyActive(s)) return 0
  const w = s.m.w
  const p = playerOf(c)
  const t = targetOf(c)
  const type = typeOf(c)
  const side = w[P_SIDE + p]
  let v = 0
  const kind = kindOfType(type)
  if (kind >= 0) {
    // Show Them How It's Done!: one player making a third different regular action this turn.
    const reg = w[P_DONE_REG + p]
    const pts = cardPoints(s, 'show-them-how')
    if (pts > 0 && (reg & (1 << kind)) === 0) v += bits(reg) >= 2 ? pts * success : 0
    const team = cardPoints(s, 'play-as-a-team')
    if (team > 0 && completesTeamPlay(s, p, kind)) v += team * success
  }
  if (type === A_BLOCK) {
    // Take Them Down! is already in the Block's value (turn.ts knockValue).
    v += knock * injuryChance(s, t) * cardPoints(s, 'break-some-bones')
    if (hasBall(s, t)) v += knock * cardPoints(s, 'free-up-the-ball')
  } else if (type === A_FOUL) {
    // 001: Foul — Got Them! (Smash, Kerrunch!) or Take That! (Tackle, and the fouler is sent off) injure.
    v += (3 / 6) * cardPoints(s, 'break-some-bones')
  } else if (type === A_THROW && !adjacent(s, p, t)) {
    v += success * cardPoints(s, 'show-us-a-completion')
    if (throwModifier < 0) v += success * cardPoints(s, 'make-a-risky-throw')
    if (progress(side, w[P_X + t]) - progress(side, w[P_X + p]) >= 4)
      v += success * cardPoints(s, 'move-the-ball')
  } else if (type === A_RUN) {
    // Get Moving!: the team's third Run this turn.
    if (w[G_RUNS] === 2) v += cardPoints(s, 'get-moving')
  } else if (type === A_SIDESTEP) {
    v += spotCards(s, p, sq(xOf(c), yOf(c)), false)
  }
  return v
}

/**
 * What the active cards add when p ends a Run (or a Sidestep, `mark` false) or a Mark (`mark` true) on square k —
 * Get Together!, Spread Out!, Show No Fear!, Tie Them Up!, and Move The Ball! by a carrier's run (counted from
 * where the ball was when the action began when `moving`, from where he stands before it otherwise).
 */
export function spotCards(s: BlitzState, p: number, k: number, mark: boolean, moving = false): number {
  if (!anyActive(s)) return 0
  return spotCardsAt(s, spotContext(s, p), k, mark, moving)
}

/**
 * What `spotCards` reads that does not depend on the square: the cards' points, whether p's team-mates are bunched,
 * whether an opponent holds a ball, where p's ball started. A Run's plan weighs every square it reaches (plan.ts),
 * so it takes these once (they were most of a Blitz Bowl rollout's time when read per square).
 */
export interface SpotContext {
  readonly p: number
  readonly side: number
  readonly any: boolean
  readonly together: number
  /** Spread Out!'s points when the others are not bunched (0 otherwise). */
  readonly spread: number
  /** Show No Fear!'s points when an opponent holds a ball (0 otherwise). */
  readonly noFear: number
  readonly tie: number
  readonly moveTheBall: number
  /** p holds a ball. */
  readonly carrying: boolean
  /** Where p's ball was when the action began (A_BALL_X), and where p stands now. */
  readonly fromMoving: number
  readonly fromHere: number
  /** matesAround of every square (standing team-mates of p beside it, p not counted), when any card is active. */
  readonly mates: Int8Array
}

const NO_MATES = new Int8Array(SQUARES)

/** matesAround for every square at once: each standing team-mate of p on the pitch counts on his neighbours. */
function matesGrid(s: BlitzState, p: number, side: number): Int8Array {
  const w = s.m.w
  const mates = new Int8Array(SQUARES)
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== side || w[P_ST + q] !== ST_STANDING) continue
    const qx = w[P_X + q]
    const qy = w[P_Y + q]
    if (!onPitch(qx, qy) || w[SQ + sq(qx, qy)] - 1 !== q) continue
    for (let d = 0; d < 8; d++) {
      const nx = qx + DX[d]
      const ny = qy + DY[d]
      if (onPitch(nx, ny)) mates[sq(nx, ny)]++
    }
  }
  return mates
}

export function spotContext(s: BlitzState, p: number): SpotContext {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const any = anyActive(s)
  const spread = any ? cardPoints(s, 'spread-out') : 0
  const noFear = any ? cardPoints(s, 'show-no-fear') : 0
  const ball = any ? ballOf(s, p) : -1
  return {
    p,
    side,
    any,
    together: any ? cardPoints(s, 'get-together') : 0,
    spread: spread > 0 && !othersBunched(s, p, side) ? spread : 0,
    noFear: noFear > 0 && balls(s).carriers[1 - side].length > 0 ? noFear : 0,
    tie: any ? cardPoints(s, 'tie-them-up') : 0,
    moveTheBall: any ? cardPoints(s, 'move-the-ball') : 0,
    carrying: ball >= 0,
    fromMoving: ball >= 0 ? w[A_BALL_X + ball] : -1,
    fromHere: w[P_X + p],
    mates: any ? matesGrid(s, p, side) : NO_MATES,
  }
}

/** `spotCards` with the square-free reads taken once (`spotContext` of the same state and player). */
export function spotCardsAt(s: BlitzState, c: SpotContext, k: number, mark: boolean, moving = false): number {
  if (!c.any) return 0
  const { p, side } = c
  const x = xOfSq(k)
  const y = yOfSq(k)
  let v = 0
  const mates = c.mates[k]
  v += mates >= 2 ? c.together : 0
  if (!mark && c.spread > 0 && mates === 0) v += c.spread
  if (c.noFear > 0 && s.trapdoors.includes(k)) v += c.noFear
  if (mark) {
    if (c.tie > 0 && loneMarks(s, p, side, x, y) >= 2) v += c.tie
  } else if (c.carrying) {
    const from = moving ? c.fromMoving : c.fromHere
    if (from >= 0 && progress(side, x) - progress(side, from) >= 4) v += c.moveTheBall
  }
  return v
}

/** Standing team-mates of p next to (x, y), p himself not counted. */
function matesAround(s: BlitzState, p: number, side: number, x: number, y: number): number {
  const w = s.m.w
  let n = 0
  for (let d = 0; d < 8; d++) {
    const nx = x + DX[d]
    const ny = y + DY[d]
    if (!onPitch(nx, ny)) continue
    const q = w[SQ + sq(nx, ny)] - 1
    if (q >= 0 && q !== p && w[P_SIDE + q] === side && w[P_ST + q] === ST_STANDING) n++
  }
  return n
}

/** 001: Spread Out! — is some standing team-mate of p (p aside) next to another one? */
function othersBunched(s: BlitzState, p: number, side: number): boolean {
  const w = s.m.w
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== side || w[P_X + q] < 0 || w[P_ST + q] < ST_STANDING) continue
    if (matesAround(s, p, side, w[P_X + q], w[P_Y + q]) - (adjacentTo(s, q, p) ? 1 : 0) > 0) return true
  }
  return false
}

const adjacentTo = (s: BlitzState, q: number, p: number): boolean =>
  Math.max(Math.abs(s.m.w[P_X + q] - s.m.w[P_X + p]), Math.abs(s.m.w[P_Y + q] - s.m.w[P_Y + p])) === 1

/** 001: Tie Them Up! — standing opponents next to (x, y) that no team-mate of p marks yet. */
function loneMarks(s: BlitzState, p: number, side: number, x: number, y: number): number {
  const w = s.m.w
  let n = 0
  for (let d = 0; d < 8; d++) {
    const nx = x + DX[d]
    const ny = y + DY[d]
    if (!onPitch(nx, ny)) continue
    const o = w[SQ + sq(nx, ny)] - 1
    if (o < 0 || w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    const already = markersAt(s, 1 - side, nx, ny) - (adjacentTo(s, o, p) ? 1 : 0)
    if (already === 0) n++
  }
  return n
}
