// 001: Free Actions — what an action grants once its claim step is over, offered to the coach (take or decline):
// a free Block after a Mark (Frenzied; Head-butt after a Run; the Blitz! and Diving Tackle cards), a free Run
// (The Bone Pit after a Reserves action; Catcher's Instincts after a caught Throw; Hit and Run after a Block: two
// squares, even past opponents), a free Short Throw after a Run (Running Pass), a free Sidestep after a Block
// (Wardance). Pick-me-up lets the coach stand adjacent Prone team-mates up after the player's action (game-facts B5).

import { set } from '../../../engine/memory'
import {
  A_CHOOSE,
  A_DECLINE,
  A_FREE_BLOCK,
  A_RUN,
  A_SIDESTEP,
  A_THROW,
  code,
  nOf,
  playerOf,
  targetOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { AB } from '../data/abilities'
import { BONUS_INDEX, type BonusPlayId } from '../data/bonusPlays'
import { SHORT_D2 } from '../data/ruler'
import { ballOf, DX, DY, free, hasAbility, markersAt, marked, onPitch, open } from '../geometry'
import {
  A_THROW_OK,
  G_ACTIVE,
  G_BLOODLUST,
  K_BLOCK,
  K_MARK,
  K_RESERVES,
  K_RUN,
  K_SIDESTEP,
  K_STAND,
  K_THROW,
  MAX_PLAYERS,
  P_DONE,
  P_NOMORE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  SQ,
  ST_PRONE,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, push } from '../stack'
import { emit, type BlitzState } from '../state'
import { pushAction } from './action'
import { playable } from './bonus'
import { PR_BLOODLUST, PR_FREE_BLOCK, PR_FREE_RUN, PR_PICK_ME_UP } from './kinds'
import { injure } from './injury'
import { pushBounce } from './ball'
import { dropBall } from './pieces'

export const FREE_RUN = 0
export const FREE_HIT_AND_RUN = 1
export const FREE_SHORT_THROW = 2
export const FREE_SIDESTEP = 3

const done = (s: BlitzState, p: number, k: number): boolean => (s.m.w[P_DONE + p] & (1 << k)) !== 0
const canAct = (s: BlitzState, p: number): boolean =>
  s.m.w[P_ST + p] === ST_STANDING && s.m.w[P_NOMORE + p] === 0

export function blockTargets(s: BlitzState, p: number): number[] {
  const w = s.m.w
  const out: number[] = []
  for (let d = 0; d < 8; d++) {
    const x = w[P_X + p] + DX[d]
    const y = w[P_Y + p] + DY[d]
    if (!onPitch(x, y)) continue
    const o = w[SQ + y * 15 + x] - 1
    if (o >= 0 && w[P_SIDE + o] !== w[P_SIDE + p] && w[P_ST + o] === ST_STANDING) out.push(o)
  }
  return out
}

/** Bonus Plays giving a free Block after a Mark (001 cards Blitz!, Diving Tackle) this player may use now. */
function freeBlockCards(s: BlitzState, p: number): BonusPlayId[] {
  const side = s.m.w[P_SIDE + p]
  const out: BonusPlayId[] = []
  if (done(s, p, K_RUN) && playable(s, side, 'blitz') >= 0) out.push('blitz')
  if (playable(s, side, 'diving-tackle') >= 0) out.push('diving-tackle')
  return out
}

/** A free Block without a card: Frenzied after any Mark, Head-butt after a Run and a Mark. */
const freeBlockAbility = (s: BlitzState, p: number): boolean =>
  hasAbility(s, p, AB.frenzied) || (hasAbility(s, p, AB.headButt) && done(s, p, K_RUN))

function shortThrowTargets(s: BlitzState, p: number): number[] {
  const w = s.m.w
  const out: number[] = []
  if (ballOf(s, p) < 0 || w[P_THROW + p] === 0 || !open(s, p)) return out
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== w[P_SIDE + p] || w[P_ST + q] !== ST_STANDING) continue
    const dx = w[P_X + q] - w[P_X + p]
    const dy = w[P_Y + q] - w[P_Y + p]
    if (dx * dx + dy * dy <= SHORT_D2) out.push(q)
  }
  return out
}

/** 001: Sidestep Action — adjacent free squares where the (Marked) player would end Open. */
function sidestepSquares(s: BlitzState, p: number): [number, number][] {
  const w = s.m.w
  const out: [number, number][] = []
  if (!marked(s, p)) return out
  for (let d = 0; d < 8; d++) {
    const x = w[P_X + p] + DX[d]
    const y = w[P_Y + p] + DY[d]
    if (free(s, x, y) && markersAt(s, w[P_SIDE + p], x, y) === 0) out.push([x, y])
  }
  return out
}

/** game-facts B5 Pick-me-up: the Prone team-mates next to `p` who may still Stand Up this turn. */
function pickMeUps(s: BlitzState, p: number, out: number[]): number[] {
  const w = s.m.w
  out.length = 0
  if (!hasAbility(s, p, AB.pickMeUp) || w[P_ST + p] !== ST_STANDING) return out
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (w[P_SIDE + q] !== w[P_SIDE + p] || w[P_ST + q] !== ST_PRONE || done(s, q, K_STAND)) continue
    if (Math.max(Math.abs(w[P_X + q] - w[P_X + p]), Math.abs(w[P_Y + q] - w[P_Y + p])) === 1) out.push(q)
  }
  return out
}

const mates: number[] = []

/** Called when an action's claim step is over: offers what the action grants. */
export function offerFreeActions(s: BlitzState, kind: number, p: number, target: number): void {
  if (kind === K_RESERVES && s.meta.options.arena === 'bone-pit' && canAct(s, p) && !done(s, p, K_RUN))
    push(s, PR_FREE_RUN, p, FREE_RUN) // 001 arena The Bone Pit
  if (
    kind === K_THROW &&
    s.m.w[A_THROW_OK] === 1 &&
    target >= 0 &&
    hasAbility(s, target, AB.catchersInstincts)
  )
    if (canAct(s, target) && open(s, target) && !done(s, target, K_RUN))
      push(s, PR_FREE_RUN, target, FREE_RUN)
  if (kind === K_BLOCK && hasAbility(s, p, AB.hitAndRun) && canAct(s, p) && !done(s, p, K_RUN))
    push(s, PR_FREE_RUN, p, FREE_HIT_AND_RUN)
  // game-facts B5 Wardance ("free Sidestep"), read as Hit and Run's twin: after its Block, a Wardancer still
  // standing and Marked may dance out with a Sidestep (rules as for the action: once a turn, ending Open).
  if (kind === K_BLOCK && hasAbility(s, p, AB.wardance) && canAct(s, p) && !done(s, p, K_SIDESTEP))
    if (sidestepSquares(s, p).length > 0) push(s, PR_FREE_RUN, p, FREE_SIDESTEP)
  if (kind === K_RUN && hasAbility(s, p, AB.runningPass) && canAct(s, p) && !done(s, p, K_THROW))
    if (shortThrowTargets(s, p).length > 0) push(s, PR_FREE_RUN, p, FREE_SHORT_THROW)
  if (kind === K_MARK && canAct(s, p) && !done(s, p, K_BLOCK) && blockTargets(s, p).length > 0)
    if (freeBlockAbility(s, p) || freeBlockCards(s, p).length > 0) push(s, PR_FREE_BLOCK, p)
  // game-facts B5 Pick-me-up: before the free actions above (pushed after them, so it comes first).
  if (pickMeUps(s, p, mates).length > 0) push(s, PR_PICK_ME_UP, p)
  // game-facts B5 Bloodlust: after the claim step (pushed last, so it comes first).
  if (s.m.w[G_BLOODLUST] > 0) push(s, PR_BLOODLUST, s.m.w[G_BLOODLUST] - 1)
}

/**
 * game-facts B5 Pick-me-up: "after its action, adjacent Prone team-mates may Stand Up for free" — may, so the
 * coach chooses who stands, one at a time (a free Stand Up each), until he is done or nobody is left. Arg 0: the
 * player with the ability.
 */
defineProc(PR_PICK_ME_UP, {
  name: 'pick-me-up',
  run(s, f) {
    if (pickMeUps(s, arg(s, f, 0), mates).length > 0) return true
    pop(s)
    return false
  },
  decision: (s, f) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'pick-me-up', player: arg(s, f, 0) }),
  legal(s, f, out) {
    for (const q of pickMeUps(s, arg(s, f, 0), mates)) out.push(code(A_CHOOSE, q))
    out.push(code(A_DECLINE))
  },
  act(s, _f, c) {
    if (typeOf(c) !== A_CHOOSE) {
      pop(s)
      return
    }
    const q = playerOf(c)
    set(s.m, P_ST + q, ST_STANDING)
    set(s.m, P_DONE + q, s.m.w[P_DONE + q] | (1 << K_STAND))
    emit(s, { type: 'stand-up', player: q, reason: 'pick-me-up' })
  },
})

/** Minions next to the Bloodlust player, standing, who may take the injury instead (game-facts B5 Minion). */
function minions(s: BlitzState, p: number): number[] {
  const w = s.m.w
  const out: number[] = []
  for (let q = 0; q < MAX_PLAYERS; q++)
    if (w[P_SIDE + q] === w[P_SIDE + p] && w[P_ST + q] === ST_STANDING && hasAbility(s, q, AB.minion))
      if (Math.max(Math.abs(w[P_X + q] - w[P_X + p]), Math.abs(w[P_Y + q] - w[P_Y + p])) === 1) out.push(q)
  return out
}

function bleed(s: BlitzState, q: number): void {
  const b = ballOf(s, q)
  const [x, y] = [s.m.w[P_X + q], s.m.w[P_Y + q]]
  injure(s, q, 'bloodlust')
  if (b >= 0) {
    dropBall(s, b)
    pushBounce(s, b, x, y)
  }
}

defineProc(PR_BLOODLUST, {
  name: 'bloodlust',
  run(s, f) {
    const p = arg(s, f, 0)
    set(s.m, G_BLOODLUST, 0)
    if (s.m.w[P_X + p] < 0) {
      pop(s)
      return false
    }
    if (minions(s, p).length > 0) return true
    pop(s)
    bleed(s, p)
    return false
  },
  decision: (s, f) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'minion', player: arg(s, f, 0) }),
  legal(s, f, out) {
    for (const q of minions(s, arg(s, f, 0))) out.push(code(A_CHOOSE, q))
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    pop(s)
    bleed(s, typeOf(c) === A_CHOOSE ? playerOf(c) : p)
  },
})

/** An offered free Block: the coach picks a target (and the card that grants it, if any) or declines. */
defineProc(PR_FREE_BLOCK, {
  name: 'free-block',
  run: () => true,
  decision: (s, f) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'free-block', player: arg(s, f, 0) }),
  legal(s, f, out) {
    const p = arg(s, f, 0)
    const cards = freeBlockCards(s, p)
    for (const o of blockTargets(s, p)) {
      if (freeBlockAbility(s, p)) out.push(code(A_FREE_BLOCK, p, o))
      for (const id of cards) out.push(code(A_FREE_BLOCK, p, o, -1, -1, BONUS_INDEX[id]))
    }
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    pop(s)
    if (typeOf(c) === A_FREE_BLOCK) pushAction(s, K_BLOCK, p, targetOf(c), -1, -1, nOf(c), true)
  },
})

const FREE_KIND = ['free-run', 'free-run', 'free-throw', 'free-sidestep']

/** An offered free Run (or Running Pass's Short Throw, Wardance's Sidestep): take it or decline. Args: 0 player,
 * 1 FREE_*. */
defineProc(PR_FREE_RUN, {
  name: 'free-run',
  run: () => true,
  decision: (s, f) => ({
    side: s.m.w[G_ACTIVE] as 0 | 1,
    kind: FREE_KIND[arg(s, f, 1)],
    player: arg(s, f, 0),
  }),
  legal(s, f, out) {
    const p = arg(s, f, 0)
    if (arg(s, f, 1) === FREE_SHORT_THROW)
      for (const q of shortThrowTargets(s, p)) out.push(code(A_THROW, p, q))
    else if (arg(s, f, 1) === FREE_SIDESTEP)
      for (const [x, y] of sidestepSquares(s, p)) out.push(code(A_SIDESTEP, p, -1, x, y))
    else out.push(code(A_RUN, p))
    out.push(code(A_DECLINE))
  },
  act(s, f, c) {
    const p = arg(s, f, 0)
    const mode = arg(s, f, 1)
    pop(s)
    if (typeOf(c) === A_RUN)
      pushAction(s, K_RUN, p, mode === FREE_HIT_AND_RUN ? HIT_AND_RUN : -1, -1, -1, -1, true)
    else if (typeOf(c) === A_THROW) pushAction(s, K_THROW, p, targetOf(c), -1, -1, -1, true)
    else if (typeOf(c) === A_SIDESTEP) pushAction(s, K_SIDESTEP, p, -1, xOf(c), yOf(c), -1, true)
  },
})

/** The `target` of a Run action that is Hit and Run's two-square run. */
export const HIT_AND_RUN = 99
