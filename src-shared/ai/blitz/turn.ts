// The Beginner's choice of the turn's next Player Action (001: Actions): every legal declaration gets a value in
// points — a sure touchdown is 4, picking up a ball about 2, a knock-down of the carrier about 3 times its chance —
// and the best one is taken; ending the turn is worth nothing, so it comes only when nothing helps.

import {
  A_BLOCK,
  A_END_TURN,
  A_FOUL,
  A_MARK,
  A_PLAY,
  A_RESERVES,
  A_RUN,
  A_SIDESTEP,
  A_STAND,
  A_THROW,
  A_THROW_TEAM_MATE,
  nOf,
  playerOf,
  targetOf,
  typeOf,
  xOf,
  yOf,
} from '../../rules/blitz/actions'
import { BLOCK_FACES, KERRUNCH, SHOVE, SMASH, TACKLE } from '../../rules/blitz/data/blockDie'
import { BONUS_PLAY_IDS } from '../../rules/blitz/data/bonusPlays'
import { adjacent, free, markersAt, marked, sq, scoreEndX } from '../../rules/blitz/geometry'
import {
  G_ACTIONS_LEFT,
  G_FINAL,
  HEIGHT,
  K_BLOCK,
  K_RUN,
  P_DONE,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
} from '../../rules/blitz/layout'
import { blockDice, effectiveFace } from '../../rules/blitz/procs/blockFaces'
import { throwCheck } from '../../rules/blitz/procs/throw'
import { anyFaceChance, throwChance } from '../../rules/blitz/probability'
import type { BlitzState } from '../../rules/blitz/state'
import {
  balls,
  bestNextTo,
  cheb,
  hasBall,
  progress,
  reachChance,
  runDistances,
  threat,
  UNREACHED,
} from './board'
import { cardPoints, cardProgress, declarationCards, injuryChance } from './challenges'
import { blitzGain, CARD_COST, defensiveGain, dodgeGain } from './bonusPlays'
import { markPlan, runPlan, TD, withPlanCache } from './plan'

const bonusOf = (c: number): string | null => (nOf(c) >= 0 ? BONUS_PLAY_IDS[nOf(c)] : null)

export { cardPoints }

/**
 * How a level plays: the Beginner goes for the cards a little less keenly and throws whenever the sum says so; the
 * coach (Hard's policy) weighs the cards fully and keeps a floor under a Throw's odds — a failed Throw leaves the
 * ball bouncing among opponents, so below the floor only a Throw for a touchdown is made (risk discipline).
 */
export interface Style {
  /** Weight of what the active Challenge Cards add to a declaration (challenges.ts). */
  readonly cards: number
  /** Lowest Throw Check chance the level throws at, but for a catch in the End Zone. */
  readonly throwFloor: number
  /** What a failed Throw is reckoned to cost, in points. */
  readonly throwLoss: number
  /**
   * The clock: on the team's last turn (001: Points Victory — the final round) a failed Throw costs nothing more,
   * only points scored count, so the floor and the loss are dropped.
   */
  readonly clock: boolean
  /**
   * Bonus Plays and re-rolls by their gain (bonusPlays.ts, rerolls.ts): Dodge and Defensive Play Runs where a plain
   * Run falls short, Blitz! counted in a Mark after a Run, Knuckle Dusters and paid re-rolls only when worth the card.
   */
  readonly byValue: boolean
  /**
   * Share of the Block a Mark sets up that the Mark is credited with (0: none): a Mark ends beside opponents, and
   * with an action left after it the marker may Block one of them (001: a Marked player may Block).
   */
  readonly markBlock: number
  /**
   * Weight of the steps towards the cards a whole turn claims (challenges.ts cardProgress: Get Moving!, Play As A
   * Team!, Show Them How It's Done!); 0 reads each declaration alone.
   */
  readonly cardPlan: number
}

export const BEGINNER_STYLE: Style = {
  cards: 0.6,
  throwFloor: 0,
  throwLoss: 1.5,
  clock: false,
  byValue: false,
  markBlock: 0,
  cardPlan: 0,
}
export const COACH_STYLE: Style = {
  cards: 1,
  throwFloor: 0.5,
  throwLoss: 2,
  clock: true,
  byValue: true,
  markBlock: 0.8,
  cardPlan: 0.8,
}

/** 001: Points Victory — once the last card is active each coach has one turn left: is this the team's last? */
export const lastTurn = (s: BlitzState): boolean => s.m.w[G_FINAL] > 0

/** Chance a Block knocks its target down (as probability.ts), and the number of dice. */
export function knockChance(s: BlitzState, a: number, t: number, bonus: number): number {
  const w = s.m.w
  const pushable = free(s, 2 * w[P_X + t] - w[P_X + a], 2 * w[P_Y + t] - w[P_Y + a])
  let good = 0
  for (let face = 1; face <= 6; face++) {
    const r = effectiveFace(s, a, t, BLOCK_FACES[face])
    if (r === SMASH || r === KERRUNCH || r === TACKLE || (r === SHOVE && !pushable)) good++
  }
  return anyFaceChance(blockDice(s, a, t, bonus), good)
}

/** What knocking t down is worth to the blocker's team. */
export function knockValue(s: BlitzState, a: number, t: number): number {
  const w = s.m.w
  const side = w[P_SIDE + a]
  let v = 0.6 + cardPoints(s, 'take-them-down') * 0.9
  if (hasBall(s, t)) v += 2.5 + 0.1 * progress(1 - side, w[P_X + t])
  // Knocking down the only opponent marking our carrier sets the carrier free.
  for (const c of balls(s).carriers[side])
    if (adjacent(s, c, t) && markersAt(s, side, w[P_X + c], w[P_Y + c]) === 1) v += 1.2
  return v
}

/**
 * The best Block p could make after a Mark ending on `goal`, in points (0 when no action would be left for it or p
 * has Blocked already): the knock-down's worth and the cards it meets, read from where p stands now (the dice do
 * not depend on the blocker's square, only the push does).
 */
function followBlock(s: BlitzState, p: number, goal: number, style: Style): number {
  const w = s.m.w
  if (goal < 0 || w[G_ACTIONS_LEFT] < 2 || (w[P_DONE + p] & (1 << K_BLOCK)) !== 0) return 0
  return bestNextTo(s, w[P_SIDE + p], goal, (t) => {
    const knock = knockChance(s, p, t, -1)
    let v =
      knock * knockValue(s, p, t) +
      style.cards * knock * injuryChance(s, t) * cardPoints(s, 'break-some-bones')
    if (hasBall(s, t)) v += style.cards * knock * cardPoints(s, 'free-up-the-ball')
    return v
  })
}

function blockValue(s: BlitzState, c: number, style: Style): number {
  const a = playerOf(c)
  const t = targetOf(c)
  const bonus = nOf(c)
  const p = knockChance(s, a, t, bonus)
  return p * knockValue(s, a, t) + style.cards * declarationCards(s, c, 1, p) - (bonus >= 0 ? CARD_COST : 0)
}

function throwValue(s: BlitzState, c: number, style: Style): number {
  const w = s.m.w
  const p = playerOf(c)
  const t = targetOf(c)
  const bonus = nOf(c)
  const side = w[P_SIDE + p]
  const hand = adjacent(s, p, t)
  const [mod, value] = hand ? [0, 0] : throwCheck(s, p, t, bonus)
  const chance = hand ? 1 : throwChance(mod, value)
  const last = style.clock && lastTurn(s)
  const cost = bonus >= 0 && !last ? CARD_COST : 0
  const loss = last ? 0 : style.throwLoss // a failed throw leaves the ball bouncing, often near opponents
  const tx = w[P_X + t]
  // A catch in the End Zone by an Open receiver is a touchdown after the action (001: Scoring Touchdowns).
  if (tx === scoreEndX(side) && !marked(s, t)) return chance * (TD + 0.3) - (1 - chance) * loss - cost
  if (chance < style.throwFloor && !last) return -1
  // Show Us A Completion!, Make A Risky Throw!, Move The Ball!...: a short safe Throw may earn a card by itself.
  const cards = style.cards * declarationCards(s, c, chance, 0, mod)
  // Otherwise only worth it when the receiver can run it in (an action left, Run not used) or is much further on.
  let gain = 0
  if (w[G_ACTIONS_LEFT] >= 2 && !marked(s, t) && !ranAlready(s, t)) {
    const mine = ranAlready(s, p) || marked(s, p) ? 0 : reachToZone(s, p)
    gain = Math.max(0, reachToZone(s, t) - mine) * TD * 0.9
  }
  gain += 0.1 * (progress(side, tx) - progress(side, w[P_X + p])) - 0.15 * threat(s, side, tx, w[P_Y + t], 2)
  return chance * gain + cards - (1 - chance) * loss - cost
}

const ranAlready = (s: BlitzState, p: number): boolean => (s.m.w[P_DONE + p] & (1 << K_RUN)) !== 0

const dist = new Int8Array(165)
const from = new Int16Array(165)

/** Chance that p, given the ball where it stands, runs it into the End Zone with one Run. */
export function reachToZone(s: BlitzState, p: number, extra = 0): number {
  const w = s.m.w
  const side = w[P_SIDE + p]
  runDistances(s, side, w[P_X + p], w[P_Y + p], 8, true, false, dist, from)
  let best = 0
  for (let y = 0; y < HEIGHT; y++) {
    const d = dist[sq(scoreEndX(side), y)]
    if (d !== UNREACHED) best = Math.max(best, reachChance(s, p, d, extra))
  }
  return best
}

function sidestepValue(s: BlitzState, c: number, style: Style): number {
  return sidestepBase(s, c) + style.cards * declarationCards(s, c, 1, 0)
}

function sidestepBase(s: BlitzState, c: number): number {
  const w = s.m.w
  const p = playerOf(c)
  const side = w[P_SIDE + p]
  const x = xOf(c)
  if (hasBall(s, p)) {
    if (x === scoreEndX(side)) return TD + 0.2
    if (w[G_ACTIONS_LEFT] >= 2) return 0.8 + 0.1 * (progress(side, x) - progress(side, w[P_X + p]))
    return 0.2 - 0.1 * threat(s, side, x, yOf(c), 2)
  }
  // Stepping away from the carrier we mark lets them go.
  for (const o of balls(s).carriers[1 - side]) if (adjacent(s, p, o)) return -1
  return 0.02
}

function reservesValue(s: BlitzState, c: number): number {
  const w = s.m.w
  const side = w[P_SIDE + playerOf(c)]
  const x = xOf(c)
  const y = yOf(c)
  if (s.trapdoors.includes(sq(x, y))) return -1
  const info = balls(s)
  let near = 10
  for (const b of info.loose) near = Math.min(near, cheb(b % 15, Math.floor(b / 15), x, y))
  for (const o of info.carriers[1 - side]) near = Math.min(near, cheb(w[P_X + o], w[P_Y + o], x, y))
  return 0.3 + 0.03 * (10 - near) - 0.05 * Math.abs(y - 5) * 0.2
}

/** The value of one legal turn code, in points. */
export function declarationValue(s: BlitzState, c: number, style: Style = BEGINNER_STYLE): number {
  const v = actionValue(s, c, style)
  // A declaration the coach would not make for itself (a negative value) is not made for a card's first steps.
  return style.cardPlan > 0 && v > -0.5 ? v + style.cardPlan * cardProgress(s, c) : v
}

function actionValue(s: BlitzState, c: number, style: Style): number {
  const w = s.m.w
  const p = playerOf(c)
  const bonus = bonusOf(c)
  // What the active Challenge Cards add for the action itself (Get Moving!, Play As A Team!, Show Them How...).
  const cards = (): number => style.cards * declarationCards(s, c, 1, 0)
  switch (typeOf(c)) {
    case A_END_TURN:
      return 0
    case A_RUN: {
      if (bonus === 'dodge' || bonus === 'defensive-play') {
        // The Beginner's plans do not use their freedom; the coach plays them where a plain Run falls short.
        if (!style.byValue) return -1
        const gain = bonus === 'dodge' ? dodgeGain(s, p) : defensiveGain(s, p)
        return gain > 0 ? Math.max(0, runPlan(s, p, -1).value) + gain + cards() : -1
      }
      const extra = bonus === 'sprint' ? 2 : 0
      const plan = runPlan(s, p, -1, extra)
      return plan.value + cards() - (bonus ? CARD_COST : 0)
    }
    case A_MARK: {
      const plan = markPlan(s, p, bonus === 'aggressive-mark' ? 4 : 2)
      if (plan.goal < 0) return -1
      // 001 card Blitz!: a Mark after this player's Run earns a free Block (the card is kept when none is worth it).
      const blitz = style.byValue ? blitzGain(s, p, plan.goal, (a, t) => knockChance(s, a, t, -1)) : 0
      const block = style.markBlock > 0 ? style.markBlock * followBlock(s, p, plan.goal, style) : 0
      return plan.value + Math.max(blitz, block) + cards() - (bonus ? CARD_COST : 0) - 0.05
    }
    case A_THROW:
      if (bonus === 'hail-mary-pass' && w[P_X + targetOf(c)] !== scoreEndX(w[P_SIDE + p])) return -1
      return throwValue(s, c, style)
    case A_BLOCK:
      return blockValue(s, c, style)
    case A_SIDESTEP:
      return sidestepValue(s, c, style)
    case A_STAND:
      return 0.35 + cards()
    case A_RESERVES:
      return reservesValue(s, c) + cards()
    case A_FOUL:
      // 001: Foul — sent off on Spotted! (Miss) or Take That! (Tackle): a player lost for a third of the time.
      return cards() > 0 ? cards() - (2 / 6) * 0.8 : 0.05
    case A_THROW_TEAM_MATE:
      return -0.5
    case A_PLAY: {
      if (bonus === 'inspiration') return w[G_ACTIONS_LEFT] > 0 ? 0.9 : 0.2
      if (bonus === 'jump-up') return w[P_ST + p] === ST_PRONE ? 0.45 : -1
      if (bonus === 'reserves') return reservesValue(s, c) + 0.1
      return -1
    }
  }
  return -1
}

/** The declaration to make: the highest value, ties broken by the AI's own generator. */
export function chooseDeclaration(
  s: BlitzState,
  codes: readonly number[],
  rand: () => number,
  style: Style = BEGINNER_STYLE,
): number {
  return withPlanCache(() => bestDeclaration(s, codes, rand, style))
}

function bestDeclaration(s: BlitzState, codes: readonly number[], rand: () => number, style: Style): number {
  let best = -1
  let bestV = -Infinity
  let ties = 0
  for (let i = 0; i < codes.length; i++) {
    const v = declarationValue(s, codes[i], style)
    if (v > bestV + 1e-9) {
      best = i
      bestV = v
      ties = 1
    } else if (Math.abs(v - bestV) <= 1e-9 && rand() * ++ties < 1) best = i
  }
  return best
}
