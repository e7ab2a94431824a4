// The flow of a whole game (004): weather, the coin toss, two halves of 8 turns a team, drives from kick-off to
// touchdown, and the result. The flow is kept apart from the rules of single actions.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import type { Side } from '../../../engine/api'
import { A_CALL, A_KICK_OR_RECEIVE, code, xOf } from '../actions'
import {
  BALL_NONE,
  F_DRIVE_FLAGS,
  F_HEAT_SERVED,
  F_MISSES_MATCH,
  F_REGEN_ROLLED,
  G_ACTIVE,
  G_BALL_STATE,
  G_CARRIER,
  G_FIRST_KICKER,
  G_GAME_OVER,
  G_HALF,
  G_HALF_OVER,
  G_KICKING,
  G_NEXT_SIDE,
  G_REF_BLIND0,
  G_RR0,
  G_SCORE0,
  G_TOUCHDOWN,
  G_TURN0,
  G_WEATHER,
  MAX_PLAYERS,
  P_FLAGS,
  P_STATE,
  P_X,
  S_HEAT,
  S_KO,
  S_BADLY_HURT,
  S_SERIOUS,
  S_DEAD,
  S_PRONE,
  S_RESERVE,
  S_SENT_OFF,
  S_STANDING,
  S_STUNNED,
} from '../layout'
import { skillTotal } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, option, other, removeFromPitch, type ClassicState } from '../state'
import { TURNS_PER_HALF, pushKickoff } from './kickoff'
import { PR_DRIVE, PR_GAME, PR_HALF, PR_TOSS } from './kinds'
import { pushSetup } from './setup'
import { infectedPlayers } from './casualtyTraits'
import { biteRolls, markSecretWeapons, sappyRolls, secretWeaponsSentOff } from './driveTraits'
import { takeLeaderCounters } from './teamReroll'
import { pushTurn } from './turn'
import { NICE_WEATHER, rollWeather, weatherEffect } from './weather'

export function pushGame(s: ClassicState): void {
  push(s, PR_GAME)
}

defineProc(PR_GAME, {
  name: 'game',
  run(s, f) {
    switch (step(s, f)) {
      case 0:
        // 004: weather — rolled before the game (an optional rule: without it, always Nice).
        if (option(s, 'weather') !== false) rollWeather(s)
        else set(s.m, G_WEATHER, NICE_WEATHER)
        setStep(s, f, 1)
        push(s, PR_TOSS)
        return false
      case 1:
        sappyRolls(s) // 003: Sappy — "before the match starts" (after the toss: docs/rules)
        setStep(s, f, 2)
        push(s, PR_HALF, 1)
        return false
      case 2:
        setStep(s, f, 3)
        push(s, PR_HALF, 2)
        return false
      default: {
        // 004: Het winnen van het spel — the most touchdowns wins; equal is a draw.
        const w = s.m.w
        const score = [w[G_SCORE0], w[G_SCORE0 + 1]]
        set(s.m, G_GAME_OVER, 1)
        if (s.events)
          emit(s, {
            type: 'game-over',
            score,
            winner: score[0] === score[1] ? null : score[0] > score[1] ? 0 : 1,
            infected: infectedPlayers(s), // LRB6 Nurgle's Rot: new Rotters after the match
          })
        pop(s)
        return false
      }
    }
  },
})

// 004: a toss decides who kicks off. The away coach calls it; the winner chooses to kick or to receive.
defineProc(PR_TOSS, {
  name: 'coin-toss',
  run(s, f) {
    return step(s, f) < 2
  },
  decision(s, f) {
    return step(s, f) === 0
      ? { side: 1, kind: 'coin-toss' }
      : { side: arg(s, f, 0) as Side, kind: 'kick-or-receive' }
  },
  legal(s, f, out) {
    if (step(s, f) === 0) out.push(code(A_CALL, 0, 0), code(A_CALL, 0, 1))
    else out.push(code(A_KICK_OR_RECEIVE, 0, 0), code(A_KICK_OR_RECEIVE, 0, 1))
  },
  act(s, f, c) {
    if (step(s, f) === 0) {
      const coin = roll(s.m, 2) - 1
      const winner = coin === xOf(c) ? 1 : 0
      if (s.events) emit(s, { type: 'roll', purpose: 'coin toss', dice: [coin + 1] })
      if (s.events)
        emit(s, {
          type: 'coin-toss',
          call: xOf(c) === 0 ? 'heads' : 'tails',
          coin: coin === 0 ? 'heads' : 'tails',
          winner,
        })
      setArg(s, f, 0, winner)
      setStep(s, f, 1)
      return
    }
    const winner = arg(s, f, 0)
    const kicker = xOf(c) === 0 ? winner : other(winner)
    set(s.m, G_FIRST_KICKER, kicker)
    if (s.events) emit(s, { type: 'kicking-team', side: kicker })
    pop(s)
  },
})

function halfOver(s: ClassicState): boolean {
  const w = s.m.w
  return w[G_HALF_OVER] === 1 || (w[G_TURN0] >= TURNS_PER_HALF && w[G_TURN0 + 1] >= TURNS_PER_HALF)
}

// Frame: a = half number (1 or 2).
defineProc(PR_HALF, {
  name: 'half',
  run(s, f) {
    const w = s.m.w
    if (step(s, f) === 0) {
      const half = arg(s, f, 0)
      set(s.m, G_HALF, half)
      set(s.m, G_HALF_OVER, 0)
      for (const side of [0, 1]) {
        set(s.m, G_TURN0 + side, 0)
        // Team re-rolls are refreshed each half (game-facts A1); kick-off extras last for the half only.
        set(s.m, G_RR0 + side, s.meta.teams[side].rerolls)
        set(s.m, G_REF_BLIND0 + side, 0)
      }
      // 004: the team that received in the first half kicks off in the second.
      set(s.m, G_KICKING, half === 1 ? w[G_FIRST_KICKER] : other(w[G_FIRST_KICKER]))
      takeLeaderCounters(s) // 003: Leader — a counter at the start of the match and at half time
      if (s.events) emit(s, { type: 'half-start', half })
      setStep(s, f, 1)
      return false
    }
    if (halfOver(s)) {
      if (s.events) emit(s, { type: 'half-end', half: arg(s, f, 0) })
      pop(s)
      return false
    }
    push(s, PR_DRIVE)
    return false
  },
})

/** Clears the pitch and brings back who may play again before a kick-off (004: KO'd players roll 4+). */
function prepareDrive(s: ClassicState): void {
  const w = s.m.w
  set(s.m, G_BALL_STATE, BALL_NONE)
  set(s.m, G_CARRIER, -1)
  set(s.m, G_TOUCHDOWN, 0)
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const st = w[P_STATE + p]
    if (w[P_X + p] >= 0) removeFromPitch(s, p)
    // Not in the seeds (LRB6 Bone-head, Really Stupid, Take Root): these last until the drive ends.
    if (w[P_FLAGS + p] & F_DRIVE_FLAGS) set(s.m, P_FLAGS + p, w[P_FLAGS + p] & ~F_DRIVE_FLAGS)
    if (w[P_FLAGS + p] & F_MISSES_MATCH) continue // 003 Sappy, LRB6 Secret Weapon: out for the match
    if (st === S_STANDING || st === S_PRONE || st === S_STUNNED) set(s.m, P_STATE + p, S_RESERVE)
    else if (st === S_SENT_OFF) {
      // 004: a sent-off player may be used again after a touchdown or in the second half.
      set(s.m, P_STATE + p, S_RESERVE)
    } else if (st === S_KO) {
      const d = roll(s.m, 6)
      const back = d >= 4
      if (s.events)
        emit(s, { type: 'roll', purpose: 'ko recovery', player: p, dice: [d], target: 4, success: back })
      if (back) set(s.m, P_STATE + p, S_RESERVE)
    } else if (
      (st === S_BADLY_HURT || st === S_SERIOUS || st === S_DEAD) &&
      (w[P_FLAGS + p] & F_REGEN_ROLLED) === 0
    ) {
      regenerate(s, p)
    } else if (st === S_HEAT) {
      // 004 weather Sweltering Heat: he sits out one kick-off, then is back in the reserves.
      if (w[P_FLAGS + p] & F_HEAT_SERVED) {
        set(s.m, P_STATE + p, S_RESERVE)
        set(s.m, P_FLAGS + p, w[P_FLAGS + p] & ~F_HEAT_SERVED)
      } else set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_HEAT_SERVED)
    }
  }
}

/** 003 Regeneration: "For league play, players with Regeneration regenerate on a 4+" [WD] [JJ]. */
const LEAGUE_REGENERATION = 4

/**
 * 003: Regeneration — "Before the next kick-off ... On a roll of '1' the player suffers the effects of the injury as
 * normal. On a roll of 2-6 the player regenerates and should be moved to the reserves box". One roll per casualty.
 */
function regenerate(s: ClassicState, p: number): void {
  const skill = skillTotal(s, p, (r) => r.regeneratesOn)
  if (skill === 0) return
  // 003 Regeneration NOTE: "During a League, the dice roll requirements can be increased to a 4+" (an option).
  const target = option(s, 'leagueRegeneration') === true ? Math.max(skill, LEAGUE_REGENERATION) : skill
  const d = roll(s.m, 6)
  const back = d >= target
  if (s.events)
    emit(s, { type: 'roll', purpose: 'regeneration', player: p, dice: [d], target, success: back })
  if (back) set(s.m, P_STATE + p, S_RESERVE)
  else set(s.m, P_FLAGS + p, s.m.w[P_FLAGS + p] | F_REGEN_ROLLED)
}

defineProc(PR_DRIVE, {
  name: 'drive',
  run(s, f) {
    const w = s.m.w
    const kicker = w[G_KICKING]
    switch (step(s, f)) {
      case 0:
        prepareDrive(s)
        if (s.events) emit(s, { type: 'drive-start', kicking: kicker })
        setStep(s, f, 1)
        biteRolls(s, kicker) // 003: Off For A Bite, as the team sets up
        pushSetup(s, kicker) // 004: the kicking team sets up first
        return false
      case 1:
        setStep(s, f, 2)
        biteRolls(s, other(kicker))
        pushSetup(s, other(kicker))
        return false
      case 2:
        setStep(s, f, 3)
        markSecretWeapons(s) // LRB6 Secret Weapon: he plays this drive
        set(s.m, G_NEXT_SIDE, other(kicker))
        pushKickoff(s, kicker)
        return false
      case 3: {
        if (w[G_TOUCHDOWN] !== 0 || halfOver(s)) {
          setStep(s, f, 4)
          return false
        }
        let side = w[G_NEXT_SIDE]
        if (w[G_TURN0 + side] >= TURNS_PER_HALF) side = other(side)
        set(s.m, G_NEXT_SIDE, other(side))
        pushTurn(s, side, false)
        return false
      }
      default: {
        const scored = w[G_TOUCHDOWN]
        if (scored !== 0) {
          // 004: the scoring team kicks off next.
          set(s.m, G_KICKING, scored - 1)
          if (weatherEffect(w[G_WEATHER]).id === 'sweltering-heat') heatRolls(s)
        }
        set(s.m, G_ACTIVE, -1)
        // LRB6 Secret Weapon: sent off after the drive, but not at the end of the match.
        if (w[G_HALF] !== 2 || !halfOver(s)) secretWeaponsSentOff(s)
        if (s.events) emit(s, { type: 'drive-end' })
        pop(s)
        return false
      }
    }
  },
})

/** 004 weather Sweltering Heat: after a touchdown, a D6 per player on the pitch; on a 1 he collapses. */
function heatRolls(s: ClassicState): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_X + p] < 0) continue
    const d = roll(s.m, 6)
    if (s.events)
      emit(s, { type: 'roll', purpose: 'sweltering heat', player: p, dice: [d], success: d !== 1 })
    if (d === 1) {
      removeFromPitch(s, p)
      set(s.m, P_STATE + p, S_HEAT)
    }
  }
}
