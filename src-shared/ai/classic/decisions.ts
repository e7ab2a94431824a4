// The decisions outside the team turn and the block: coin toss, kick or receive, setup, the kick, a touchback,
// free moves, re-rolls, interceptions and the yes/no skill questions; and a safe answer for anything else.

import {
  A_CALL,
  A_FORMATION,
  A_GIVE_BALL,
  A_INTERCEPT,
  A_KICK,
  A_KICK_OR_RECEIVE,
  A_NO_REROLL,
  A_REROLL,
  A_SETUP_DONE,
  A_USE_SKILL,
  A_FOLLOW_UP,
  A_NO_INTERCEPT,
  A_END_ACTIVATION,
  A_STEP,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../../rules/classic/actions'
import {
  BALL_CARRIED,
  G_ACTIVE,
  G_BALL_STATE,
  G_CARRIER,
  P_AG,
  P_SIDE,
  P_X,
  P_Y,
  WIDTH,
} from '../../rules/classic/layout'
import type { ClassicState } from '../../rules/classic/state'
import { ROLL_KINDS } from '../../rules/classic/procs/roll'
import { interceptionModifier } from '../../rules/classic/procs/pass'
import { agilityRollNeeded } from '../../rules/classic/data/agilityTable'
import { arg, topFrame } from '../../rules/classic/stack'
import type { AiRng } from '../types'
import { receivingSetup } from './setupPlan'
import {
  dist,
  freePlayers,
  rerollsLeft,
  threats,
  toGo,
  TURNS_PER_HALF,
  zonesOn,
  type CodeSet,
  type LegalSet,
  type Look,
} from './look'

const FORMATION_DEFENCE = 0
const FORMATION_OFFENCE = 1

export function coinToss(legal: LegalSet, rng: AiRng): number {
  const calls = legal.codes.filter((c) => typeOf(c) === A_CALL)
  return calls.length > 0 ? calls[rng.int(calls.length)] : legal.codes[0]
}

/** Receive first: the ball now is worth more than the ball in the second half. */
export function kickOrReceive(legal: LegalSet): number {
  const c = code(A_KICK_OR_RECEIVE, 0, 1)
  return legal.has(c) ? c : (legal.codes.find((x) => typeOf(x) === A_KICK_OR_RECEIVE) ?? legal.codes[0])
}

/**
 * Setup: a preset formation (strongest players on the line, 004's limits kept), then done. Kicking: the defence;
 * receiving: the offence — the coach's with his surest hands on its deepest squares (setupPlan.ts).
 */
export function setup(lk: Look, legal: CodeSet, kicking: boolean): number {
  // The coach receiving: the same squares, his surest hands where the kick comes down (setupPlan.ts).
  if (lk.coach && !kicking) {
    const c = receivingSetup(lk, legal, FORMATION_OFFENCE)
    if (c !== null) return c
  }
  const done = code(A_SETUP_DONE)
  if (legal.has(done)) return done
  const f = code(A_FORMATION, 0, kicking ? FORMATION_DEFENCE : FORMATION_OFFENCE)
  return legal.has(f) ? f : (legal.codes.find((c) => typeOf(c) === A_FORMATION) ?? legal.codes[0])
}

/** The kick: deep in the middle of their half, so the ball is hard to reach and stays in. */
export function kick(lk: Look, legal: LegalSet): number {
  const tx = lk.side === 0 ? WIDTH - 6 : 5 // we kick towards the half we score in
  let best = legal.codes[0]
  let bestD = Infinity
  for (const c of legal.codes) {
    if (typeOf(c) !== A_KICK) continue
    const d = Math.abs(xOf(c) - tx) + Math.abs(yOf(c) - 7)
    if (d < bestD) {
      bestD = d
      best = c
    }
  }
  return best
}

/** Touchback: the ball to a player out of tackle zones, far from opponents, with good hands. */
export function touchback(lk: Look, legal: LegalSet): number {
  const w = lk.w
  let best = legal.codes[0]
  let bestV = -Infinity
  for (const c of legal.codes) {
    if (typeOf(c) !== A_GIVE_BALL) continue
    const p = playerOf(c)
    const x = w[P_X + p]
    const y = w[P_Y + p]
    const v =
      w[P_AG + p] - 3 * zonesOn(lk, lk.side, x, y, p) - threats(lk, lk.side, x, y, 3) - 0.1 * toGo(lk.side, x)
    if (v > bestV) {
      bestV = v
      best = c
    }
  }
  return best
}

// Rolls whose failure is a turnover or loses the ball in our own turn: worth the team re-roll.
const TURNOVER_ROLLS = new Set(['dodge', 'gfi', 'pickup', 'catch', 'pass', 'leap', 'landing'])
// Rolls of the ball itself: a failure loses the ball whoever still has to act, so the re-roll is kept for them.
const BALL_ROLLS = new Set(['pickup', 'catch', 'pass'])
/**
 * The coach's team re-roll on a failed roll off the ball: only when the turnover would cost at least this many
 * team-mates' actions still to come this turn (a last action's failure is cheap; issue 20: re-rolls spent by value,
 * kept for the ball).
 */
const COACH_REROLL_COST = 2

/** Our players who could still act this turn once the active one is done: what a turnover now takes away. */
export function playersToAct(lk: Look): number {
  if (lk.w[G_ACTIVE] !== lk.side) return 0
  return freePlayers(lk).length
}

/**
 * Re-rolls beyond what the rest of the half can use: at least one per team turn left (this one counted), so the
 * coach spends them in the last turns rather than ending the half with some unused (issue 20: 1.7 a half left).
 */
export function rerollsToSpare(lk: Look): boolean {
  return rerollsLeft(lk.w, lk.side) >= TURNS_PER_HALF - lk.turn + 1
}

/**
 * A failed roll: the skill re-roll whenever offered (it costs nothing); the team re-roll (or the Leader counter
 * first) when the failure matters — a turnover in our turn, an interception, the carrier. The coach prices a
 * failure off the ball by what it costs this turn: the team-mates who would lose their actions; the ball's own
 * rolls always matter, and spare re-rolls late in the half are spent.
 */
export function reroll(lk: Look, legal: LegalSet, player: number): number {
  const no = legal.codes.find((c) => typeOf(c) === A_NO_REROLL) ?? legal.codes[0]
  // A skill re-roll first (x 1); 003 Pro offered on its own (x 3: behind a Dodge that Tackle cancels) likewise.
  const skill = legal.codes.find((c) => typeOf(c) === A_REROLL && (xOf(c) === 1 || xOf(c) === 3))
  if (skill !== undefined) return skill
  const f = topFrame(lk.s)
  const kind = ROLL_KINDS[arg(lk.s, f, 0)] as string
  const ourTurn = lk.w[G_ACTIVE] === lk.side
  const ball = isBallRoll(kind, player, lk.carrier)
  const matters = (ourTurn && TURNOVER_ROLLS.has(kind)) || kind === 'interception' || ball
  if (!matters) return no
  // 003 Leader: its counter lasts only the half, so it goes first and on any roll that matters.
  const leader = legal.codes.find((c) => typeOf(c) === A_REROLL && xOf(c) === 2)
  if (leader !== undefined) return leader
  if (lk.coach && ourTurn && !ball && !rerollsToSpare(lk) && playersToAct(lk) < COACH_REROLL_COST) return no
  return legal.codes.find((c) => typeOf(c) === A_REROLL && xOf(c) === 0) ?? no
}

function isBallRoll(kind: string, player: number, carrier: number): boolean {
  return BALL_ROLLS.has(kind) || (player === carrier && kind !== 'standup')
}

/**
 * Whether the failed roll a re-roll decision is about is one of the ball's (a pick-up, catch or pass, or any roll
 * of the carrier but his stand-up): the coach always spends the re-roll it can on those (reroll above), and the Hard
 * search leaves them to it (hard/games.ts) — at bench:ai's 400 nodes it declined the team re-roll on 5 of 18 failed
 * pick-ups that ended Hard's turn over 24 games, the coach alone on none.
 */
export function ballReroll(s: ClassicState): boolean {
  const f = topFrame(s)
  const w = s.m.w
  const carrier = w[G_BALL_STATE] === BALL_CARRIED ? w[G_CARRIER] : -1
  return isBallRoll(ROLL_KINDS[arg(s, f, 0)] as string, arg(s, f, 1), carrier)
}

/** Interception: always try with the likeliest interceptor (a miss costs nothing). */
export function interception(lk: Look, legal: LegalSet): number {
  let best = -1
  let bestNeed = 99
  for (const c of legal.codes) {
    if (typeOf(c) !== A_INTERCEPT) continue
    const q = playerOf(c)
    const need = agilityRollNeeded(lk.w[P_AG + q], interceptionModifier(lk.s, q))
    if (need < bestNeed) {
      bestNeed = need
      best = c
    }
  }
  if (best >= 0) return best
  return legal.codes.find((c) => typeOf(c) === A_NO_INTERCEPT) ?? legal.codes[0]
}

function useSkill(legal: LegalSet, yes: boolean): number | null {
  const c = code(A_USE_SKILL, 0, yes ? 1 : 0)
  return legal.has(c) ? c : null
}

/** The yes/no skill questions and the rare decisions: what a careful coach would do, else the quiet option. */
export function skillChoice(lk: Look, legal: LegalSet, kind: string, player: number | undefined): number {
  const w = lk.w
  switch (kind) {
    case 'diving-catch':
      return divingCatch(lk, legal)
    case 'pro-armour':
    case 'pro-injury':
      return proReroll(lk, legal, kind)
    case 'kick-skill': // 003 Kick: a halved scatter keeps the kick where it was aimed
    case 'shadowing':
    case 'juggernaut': // LRB6: take the Blitz's Both Down as Pushed (no turnover)
    case 'multiple-block': // 003: block the targets picked (or pick the next one below)
      return useSkill(legal, true) ?? quiet(legal)
    case 'diving-tackle': {
      // 003: dive only at their ball carrier.
      const diver = legal.codes.find((c) => typeOf(c) !== A_USE_SKILL)
      if (
        player !== undefined &&
        player === lk.carrier &&
        w[P_SIDE + player] !== lk.side &&
        diver !== undefined
      )
        return diver
      return useSkill(legal, false) ?? quiet(legal)
    }
    case 'bomb-throw':
      return bombTarget(lk, legal)
    default:
      return quiet(legal)
  }
}

/**
 * 003 Pro on an armour or injury roll he made: an armour roll that held is always worth trying again; an injury
 * roll only when it merely stunned (a re-roll of a KO is likelier to stun than to hurt more).
 */
function proReroll(lk: Look, legal: LegalSet, kind: string): number {
  const again = legal.codes.find((c) => typeOf(c) === A_REROLL)
  const f = topFrame(lk.s)
  // procs/pro.ts frame: a = the player the roll is against (a team-mate a fanatic knocked over: leave him be).
  if (again === undefined || lk.w[P_SIDE + arg(lk.s, f, 0)] === lk.side) return quiet(legal)
  if (kind === 'pro-armour') return again
  const stunned = arg(lk.s, f, 4) >> 4 === 0 // the standing result's index, 0 = Stunned
  return stunned ? again : quiet(legal)
}

/** 003 Diving Catch: dive into the ball's square when it is next to him (a catch at +0), else stay. */
function divingCatch(lk: Look, legal: LegalSet): number {
  const f = topFrame(lk.s)
  const into = code(A_STEP, 0, arg(lk.s, f, 1), arg(lk.s, f, 2))
  return legal.has(into) ? into : quiet(legal)
}

/** The option that risks least: decline, stay, end the action; else the first offered. */
export function quiet(legal: LegalSet): number {
  for (const c of [
    code(A_USE_SKILL, 0, 0),
    code(A_NO_REROLL),
    code(A_FOLLOW_UP, 0, 0),
    code(A_NO_INTERCEPT),
    code(A_END_ACTIVATION),
  ])
    if (legal.has(c)) return c
  return legal.codes[0]
}

/** A caught bomb (LRB6 Bombardier) thrown on: at the square with the most opponents and fewest team-mates near. */
function bombTarget(lk: Look, legal: LegalSet): number {
  const w = lk.w
  let best = legal.codes[0]
  let bestV = -Infinity
  for (const c of legal.codes) {
    const x = xOf(c)
    const y = yOf(c)
    let v = 0
    for (let q = 0; q < 32; q++)
      if (w[P_X + q] >= 0 && dist(w[P_X + q], w[P_Y + q], x, y) <= 1) v += w[P_SIDE + q] === lk.side ? -2 : 1
    if (v > bestV) {
      bestV = v
      best = c
    }
  }
  return best
}
