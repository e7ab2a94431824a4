// 004: the kick-off — the kicking coach places the ball in the receiving half, the kick-off table is rolled
// (rulings.md: after both set-ups, before the kick scatters), the ball scatters D8 × D6 and lands; leaving the
// receiving half or the pitch is a touchback: the receiving coach gives the ball to a player of his choice.

import { roll } from '../../../engine/dice'
import { add, set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import {
  A_FREE_DONE,
  A_FREE_STEP,
  A_GIVE_BALL,
  A_KICK,
  A_USE_SKILL,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { kickoffResult, type KickoffContest } from '../data/kickoffTable'
import { scatterStep } from '../data/scatter'
import { DIRS } from '../geometry'
import {
  BALL_AIR,
  F_FREE_MOVED,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF_OVER,
  G_KICKOFF_RESULT,
  G_KICK_MODE,
  G_REF_BLIND0,
  G_RR0,
  G_TOUCHBACK,
  G_TURN0,
  HEIGHT,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  scrimmageColumn,
  wideZoneOf,
  TEAM_SIZE,
  WIDTH,
  inOwnHalf,
  isOnPitch,
} from '../layout'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, giveBall, moveOnPitch, occupant, option, other, type ClassicState } from '../state'
import { landBall, touchback } from './ball'
import { hasNoHands } from './noHands'
import { injure } from './injury'
import { PR_FREE_MOVES, PR_KICKOFF } from './kinds'
import { pushSetup } from './setup'
import { pushTurn } from './turn'
import { anySkill } from '../skills'
import { rollWeather } from './weather'

export const TURNS_PER_HALF = 8

export function pushKickoff(s: ClassicState, kicker: number): void {
  push(s, PR_KICKOFF, kicker)
}

/** A roll-off between the coaches (004's kick-off results): the winning side, or 2 when both win. */
function contest(s: ClassicState, c: KickoffContest): number {
  for (;;) {
    const totals = [0, 1].map((side) => {
      const team = s.meta.teams[side]
      const dice = c.dice === '2D6' ? [roll(s.m, 6), roll(s.m, 6)] : [roll(s.m, 6)]
      const bonus = c.add === 'fan-factor' ? team.fanFactor : team.assistantCoaches
      if (s.events)
        emit(s, {
          type: 'roll',
          purpose: 'kick-off contest',
          side,
          dice,
          modifiers: [{ reason: c.add, value: bonus }],
        })
      return dice.reduce((a, b) => a + b, 0) + bonus
    })
    if (totals[0] !== totals[1]) return totals[0] > totals[1] ? 0 : 1
    if (c.onTie === 'both') return 2
  }
}

function onPitchPlayers(s: ClassicState, side: number): number[] {
  const out: number[] = []
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) if (s.m.w[P_X + p] >= 0) out.push(p)
  return out
}

/** Applies a kick-off table result; returns true when the kick scatters 2D6 (Bad Kick). */
function applyKickoff(s: ClassicState, kicker: number, total: number): boolean {
  const result = kickoffResult(total)
  const receiver = other(kicker)
  set(s.m, G_KICKOFF_RESULT, total)
  if (s.events) emit(s, { type: 'kick-off', total, result: result.id })
  const winners = (c: KickoffContest): number[] => {
    const w = contest(s, c)
    return w === 2 ? [0, 1] : [w]
  }
  switch (result.id) {
    case 'riot': {
      const d = roll(s.m, 6)
      if (s.events) emit(s, { type: 'roll', purpose: 'riot', dice: [d] })
      for (const side of [0, 1]) set(s.m, G_TURN0 + side, Math.min(TURNS_PER_HALF, s.m.w[G_TURN0 + side] + d))
      if (s.m.w[G_TURN0] >= TURNS_PER_HALF && s.m.w[G_TURN0 + 1] >= TURNS_PER_HALF) set(s.m, G_HALF_OVER, 1)
      return false
    }
    case 'get-the-ref':
      for (const side of winners(result.contest!)) set(s.m, G_REF_BLIND0 + side, 1)
      return false
    case 'perfect-defence':
      pushSetup(s, kicker)
      return false
    case 'cheering-fans':
    case 'brilliant-coaching':
      for (const side of winners(result.contest!)) {
        add(s.m, G_RR0 + side, 1)
        if (s.events) emit(s, { type: 'extra-reroll', side })
      }
      return false
    case 'bad-kick':
      return true
    case 'changing-weather':
      rollWeather(s)
      return false
    case 'fooled-ya':
      push(s, PR_FREE_MOVES, receiver)
      return false
    case 'blitz':
      pushTurn(s, kicker, true)
      return false
    case 'throw-a-rock': {
      for (const side of winners(result.contest!)) {
        const targets = onPitchPlayers(s, other(side))
        if (targets.length === 0) continue
        const p = targets[roll(s.m, targets.length) - 1]
        if (s.events) emit(s, { type: 'rock', player: p })
        injure(s, p, 0, false)
      }
      return false
    }
    case 'field-invasion': {
      for (const side of winners(result.contest!)) {
        const count = roll(s.m, 6)
        if (s.events) emit(s, { type: 'roll', purpose: 'field invasion', dice: [count] })
        const targets = onPitchPlayers(s, other(side))
        for (let i = 0; i < count && targets.length > 0; i++) {
          const p = targets.splice(roll(s.m, targets.length) - 1, 1)[0]
          if (s.events) emit(s, { type: 'invasion', player: p })
          injure(s, p, 0, false)
        }
      }
      return false
    }
  }
  return false
}

/**
 * 003: Kick — the first player of the kicking side with the skill, set up on the pitch, off the line of scrimmage
 * and out of the wide zones, who may take the kick-off (-1: none). "The player is allowed to take the kick-off":
 * his coach chooses whether he does (the `kick-skill` decision, before the ball is placed).
 */
function kickerWithKick(s: ClassicState, side: number): number {
  const w = s.m.w
  for (let p = side * 16; p < side * 16 + 16; p++) {
    if (w[P_STATE + p] !== S_STANDING || w[P_X + p] < 0) continue
    if (wideZoneOf(w[P_Y + p]) !== -1 || w[P_X + p] === scrimmageColumn(side)) continue
    if (anySkill(s, p, (r) => r.halvesKickScatter)) return p
  }
  return -1
}

/** Frame word e: the Kick choice is still to be made (0), declined (KICK_DECLINED) or his id + KICKER_BASE. */
const KICK_DECLINED = 1
const KICKER_BASE = 2

/** Whether the frame (at step 0) first asks the kicking coach whether his Kick player takes the kick-off. */
function asksKicker(s: ClassicState, f: number): boolean {
  return step(s, f) === 0 && arg(s, f, 4) === 0 && kickerWithKick(s, arg(s, f, 0)) >= 0
}

// Frame: a = kicking side, b/c = target square, d = 1 after Bad Kick, e = the Kick choice (above).
defineProc(PR_KICKOFF, {
  name: 'kick-off',
  run(s, f) {
    const w = s.m.w
    const kicker = arg(s, f, 0)
    switch (step(s, f)) {
      case 0:
        return true
      case 1: {
        setStep(s, f, 2)
        if (option(s, 'kickoffTable') !== false) {
          const dice = [roll(s.m, 6), roll(s.m, 6)]
          if (s.events) emit(s, { type: 'roll', purpose: 'kick-off', dice })
          if (applyKickoff(s, kicker, dice[0] + dice[1])) setArg(s, f, 3, 1)
        }
        return false
      }
      case 2: {
        if (w[G_HALF_OVER] === 1) {
          pop(s) // a Riot ended the half before the ball came down
          return false
        }
        const d8 = roll(s.m, 8)
        const rolled = arg(s, f, 3) === 1 ? roll(s.m, 6) + roll(s.m, 6) : roll(s.m, 6)
        // 003: Kick — "the number of squares that the ball scatters on kick-off is halved, rounding ... down", when
        // his coach let him take the kick-off.
        const kick = arg(s, f, 4) - KICKER_BASE
        const dist = kick >= 0 ? Math.floor(rolled / 2) : rolled
        const dir = scatterStep(d8)
        const x = arg(s, f, 1) + dir.dx * dist
        const y = arg(s, f, 2) + dir.dy * dist
        if (s.events)
          emit(s, {
            type: 'roll',
            purpose: 'kick scatter',
            dice: [d8, rolled],
            ...(kick >= 0 ? { skill: 'kick', player: kick, squares: dist } : {}),
          })
        if (s.events) emit(s, { type: 'kick-lands', to: [x, y] })
        set(s.m, G_KICK_MODE, 1)
        set(s.m, G_TOUCHBACK, 0)
        setStep(s, f, 3)
        if (!isOnPitch(x, y) || !inOwnHalf(other(kicker), x)) touchback(s)
        else landBall(s, x, y, false)
        return false
      }
      case 3:
        set(s.m, G_KICK_MODE, 0)
        if (w[G_TOUCHBACK] === 1 && touchbackTargets(s, other(kicker)).length > 0) {
          setStep(s, f, 4)
          return true
        }
        if (w[G_TOUCHBACK] === 1) {
          // Nobody standing to give it to: the ball lies in the middle of the receiving half.
          set(s.m, G_BALL_X, other(kicker) === 0 ? 6 : 19)
          set(s.m, G_BALL_Y, 7)
          set(s.m, G_BALL_STATE, 1)
        }
        pop(s)
        return false
      default:
        return true
    }
  },
  decision(s, f) {
    const kicker = arg(s, f, 0)
    if (asksKicker(s, f))
      return { side: kicker as Side, kind: 'kick-skill', player: kickerWithKick(s, kicker) }
    return step(s, f) === 0
      ? { side: kicker as Side, kind: 'kick' }
      : { side: other(kicker), kind: 'touchback' }
  },
  legal(s, f, out) {
    const receiver = other(arg(s, f, 0))
    if (asksKicker(s, f)) {
      out.push(code(A_USE_SKILL, 0, 1), code(A_USE_SKILL, 0, 0))
      return
    }
    if (step(s, f) === 0) {
      for (let x = 0; x < WIDTH; x++) {
        if (!inOwnHalf(receiver, x)) continue
        for (let y = 0; y < HEIGHT; y++) out.push(code(A_KICK, 0, x, y))
      }
      return
    }
    for (const p of touchbackTargets(s, receiver)) out.push(code(A_GIVE_BALL, p))
  },
  accepts(s, f, c) {
    if (asksKicker(s, f)) return typeOf(c) === A_USE_SKILL
    if (step(s, f) !== 0)
      return typeOf(c) === A_GIVE_BALL && touchbackTargets(s, other(arg(s, f, 0))).includes(playerOf(c))
    return typeOf(c) === A_KICK && isOnPitch(xOf(c), yOf(c)) && inOwnHalf(other(arg(s, f, 0)), xOf(c))
  },
  act(s, f, c) {
    if (typeOf(c) === A_USE_SKILL) {
      // 003 Kick: the coach lets his Kick player take the kick-off, or someone else kicks.
      const p = kickerWithKick(s, arg(s, f, 0))
      setArg(s, f, 4, xOf(c) === 1 ? p + KICKER_BASE : KICK_DECLINED)
      if (s.events && xOf(c) === 1) emit(s, { type: 'kicker', player: p, skill: 'kick' })
      return
    }
    if (typeOf(c) === A_KICK) {
      setArg(s, f, 1, xOf(c))
      setArg(s, f, 2, yOf(c))
      set(s.m, G_BALL_X, xOf(c))
      set(s.m, G_BALL_Y, yOf(c))
      set(s.m, G_BALL_STATE, BALL_AIR)
      set(s.m, G_CARRIER, -1)
      if (s.events) emit(s, { type: 'kick', side: arg(s, f, 0), to: [xOf(c), yOf(c)] })
      setStep(s, f, 1)
      return
    }
    // rulings.md: touchback — the receiving coach gives the ball to a player of his choice.
    giveBall(s, playerOf(c))
    if (s.events) emit(s, { type: 'give-ball', player: playerOf(c) })
    pop(s)
  },
})

function touchbackTargets(s: ClassicState, side: number): number[] {
  // not in the seeds (LRB6 No Hands): the ball is never given to a player who cannot carry it.
  return onPitchPlayers(s, side).filter((p) => s.m.w[P_STATE + p] === S_STANDING && !hasNoHands(s, p))
}

// 004 kick-off Fooled Ya!: every receiving player may move one square for free, ignoring tackle zones.
defineProc(PR_FREE_MOVES, {
  name: 'free-moves',
  run() {
    return true
  },
  decision(s, f) {
    return { side: arg(s, f, 0) as Side, kind: 'free-moves' }
  },
  legal(s, f, out) {
    const w = s.m.w
    for (const p of onPitchPlayers(s, arg(s, f, 0))) {
      if (w[P_STATE + p] !== S_STANDING || (w[P_FLAGS + p] & F_FREE_MOVED) !== 0) continue
      for (const [dx, dy] of DIRS) {
        const x = w[P_X + p] + dx
        const y = w[P_Y + p] + dy
        if (isOnPitch(x, y) && occupant(s, x, y) < 0) out.push(code(A_FREE_STEP, p, x, y))
      }
    }
    out.push(code(A_FREE_DONE))
  },
  act(s, f, c) {
    if (typeOf(c) === A_FREE_STEP) {
      const p = playerOf(c)
      moveOnPitch(s, p, xOf(c), yOf(c))
      set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_FREE_MOVED)
      if (s.events) emit(s, { type: 'move', player: p, to: [xOf(c), yOf(c)], free: true })
      return
    }
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (s.m.w[P_FLAGS + p] & F_FREE_MOVED) set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] & ~F_FREE_MOVED)
    pop(s)
  },
})

export { P_SIDE }
