// 001: Challenge Cards — whether the action just made meets each card's claim condition (game-facts B6). Every
// condition reads what the action left in the A_* words and the board; nothing here changes the state.

import type { Condition } from '../data/challengeCards'
import { adjacentMates, ballOf, markersAt, sq } from '../geometry'
import {
  A_BALL_X,
  A_INJURED,
  A_KIND,
  A_KNOCKED,
  A_OPP_HELD,
  A_PLAYER,
  A_TD,
  A_THROW_NEG,
  A_THROW_OK,
  A_TOOK,
  ACTION_KIND_NAMES,
  B_CARRIER,
  B_ST,
  B_X,
  BALL_HELD,
  G_ACTIVE,
  G_RUNS,
  K_BLOCK,
  K_FOUL,
  K_MARK,
  K_RUN,
  K_SIDESTEP,
  K_THROW,
  MAX_BALLS,
  MAX_PLAYERS,
  P_DONE,
  P_DONE_REG,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_STANDING,
} from '../layout'
import type { BlitzState } from '../state'

const bits = (v: number): number => {
  let n = 0
  for (let x = v; x; x &= x - 1) n++
  return n
}

/** 001: Play As A Team! — three different players, each with a different action this turn. */
function playAsATeam(s: BlitzState, side: number): boolean {
  const w = s.m.w
  const done: number[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) if (w[P_SIDE + p] === side && w[P_DONE + p]) done.push(w[P_DONE + p])
  const kinds = ACTION_KIND_NAMES.length
  for (let i = 0; i < done.length; i++)
    for (let j = i + 1; j < done.length; j++)
      for (let k = j + 1; k < done.length; k++)
        for (let a = 0; a < kinds; a++)
          if (done[i] & (1 << a))
            for (let b = 0; b < kinds; b++)
              if (b !== a && done[j] & (1 << b))
                for (let c = 0; c < kinds; c++) if (c !== a && c !== b && done[k] & (1 << c)) return true
  return false
}

/** 001: Tie Them Up! — the marking player marks 2+ opponents that no team-mate of theirs marks. */
function tieThemUp(s: BlitzState, p: number): boolean {
  const w = s.m.w
  const side = w[P_SIDE + p]
  let n = 0
  for (let o = 0; o < MAX_PLAYERS; o++) {
    if (w[P_SIDE + o] === side || w[P_ST + o] !== ST_STANDING) continue
    if (Math.max(Math.abs(w[P_X + o] - w[P_X + p]), Math.abs(w[P_Y + o] - w[P_Y + p])) !== 1) continue
    if (markersAt(s, w[P_SIDE + o], w[P_X + o], w[P_Y + o]) === 1) n++
  }
  return n >= 2
}

function spreadOut(s: BlitzState, side: number): boolean {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++)
    if (w[P_SIDE + p] === side && w[P_X + p] >= 0 && w[P_ST + p] >= ST_STANDING && adjacentMates(s, p) > 0)
      return false
  return true
}

/** 001: Move The Ball! — a ball the team holds now is 4+ squares further from its own End Zone than before. */
function moveTheBall(s: BlitzState, side: number): boolean {
  const w = s.m.w
  for (let b = 0; b < MAX_BALLS; b++) {
    if (w[B_ST + b] !== BALL_HELD || w[P_SIDE + w[B_CARRIER + b]] !== side || w[A_BALL_X + b] < 0) continue
    const gained = side === 0 ? w[B_X + b] - w[A_BALL_X + b] : w[A_BALL_X + b] - w[B_X + b]
    if (gained >= 4) return true
  }
  return false
}

export function conditionMet(s: BlitzState, c: Condition): boolean {
  const w = s.m.w
  const kind = w[A_KIND]
  const p = w[A_PLAYER]
  const side = w[G_ACTIVE]
  switch (c) {
    case 'break-some-bones':
      return (kind === K_BLOCK || kind === K_FOUL) && w[A_INJURED] === 1
    case 'free-up-the-ball': {
      const held = w[A_OPP_HELD]
      for (let o = 0; o < MAX_PLAYERS; o++) if (held & (1 << o) && ballOf(s, o) < 0) return true
      return false
    }
    case 'get-moving':
      return kind === K_RUN && w[G_RUNS] >= 3
    case 'get-the-ball':
      return w[A_TOOK] === 1
    case 'get-together':
      return (
        (kind === K_RUN || kind === K_MARK || kind === K_SIDESTEP) &&
        w[P_X + p] >= 0 &&
        adjacentMates(s, p) >= 2
      )
    case 'make-a-risky-throw':
      return kind === K_THROW && w[A_THROW_OK] === 1 && w[A_THROW_NEG] === 1
    case 'move-the-ball':
      return (kind === K_THROW || kind === K_RUN) && moveTheBall(s, side)
    case 'play-as-a-team':
      return playAsATeam(s, side)
    case 'show-no-fear': {
      if (w[P_X + p] < 0 || !s.trapdoors.includes(sq(w[P_X + p], w[P_Y + p]))) return false
      for (let b = 0; b < MAX_BALLS; b++)
        if (w[B_ST + b] === BALL_HELD && w[P_SIDE + w[B_CARRIER + b]] !== side) return true
      return false
    }
    case 'show-them-how':
      return bits(w[P_DONE_REG + p]) >= 3
    case 'show-us-a-completion':
      return kind === K_THROW && w[A_THROW_OK] === 1
    case 'showboat':
      return w[A_TD] > 0
    case 'spread-out':
      return (kind === K_RUN || kind === K_SIDESTEP) && spreadOut(s, side)
    case 'take-them-down':
      return kind === K_BLOCK && w[A_KNOCKED] === 1
    case 'tie-them-up':
      return kind === K_MARK && w[P_X + p] >= 0 && tieThemUp(s, p)
  }
}
