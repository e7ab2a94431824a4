// 001: Random Event Cards (advanced) — what each of the 12 cards does when drawn (game-facts B8). Choices are the
// coaches' decisions; "Krumhorn" on Pitch Invasion is read as the Kerrunch! face (docs/rules/blitz-interpretations.md).

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_CHOOSE, A_RESERVES, code, playerOf, xOf, yOf } from '../actions'
import { BLOCK_FACES, KERRUNCH } from '../data/blockDie'
import { EVENT_DECK } from '../data/events'
import { ballOf, DX, DY, occupant, onPitch, open, ownEndX, standing } from '../geometry'
import {
  ACTIVE,
  G_ACTIVE,
  G_CRUMBLING,
  G_FIRST_A,
  G_GENEROUS,
  G_REF,
  K_RESERVES,
  MAX_PLAYERS,
  P_DONE,
  P_PLACED,
  P_SIDE,
  P_ST,
  P_X,
  P_Y,
  ST_PRONE,
  ST_RESERVE,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { landOnBall } from './action'
import { pushBounce } from './ball'
import { discardActive } from './cards'
import { reserveSquares } from './declare'
import { injure } from './injury'
import { PR_EVENT, PR_NEW_BALL, PR_REFRESH, PR_SETUP } from './kinds'
import { ballsInPlay, dropBall, placePlayer, removeBall, toDugout } from './pieces'

/** Goes Prone without an Armour Check; a carried ball bounces (001: Prone). */
function fall(s: BlitzState, p: number): void {
  set(s.m, P_ST + p, ST_PRONE)
  emit(s, { type: 'prone', player: p, reason: 'event' })
  const b = ballOf(s, p)
  if (b >= 0) {
    dropBall(s, b)
    pushBounce(s, b, s.m.w[P_X + p], s.m.w[P_Y + p])
  }
}

/** Banana Skins: standing, unmarked players of `side`. */
function unmarked(s: BlitzState, side: number): number[] {
  const out: number[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) if (s.m.w[P_SIDE + p] === side && open(s, p)) out.push(p)
  return out
}

/** Empty the Bench: the next Reserves player (the drawing coach's first) with a square to go to. */
function nextReserve(s: BlitzState): number {
  const a = s.m.w[G_ACTIVE]
  for (const side of [a, 1 - a]) {
    if (reserveSquares(s, side).length === 0) continue
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (s.m.w[P_SIDE + p] === side && s.m.w[P_ST + p] === ST_RESERVE) return p
  }
  return -1
}

/** Banana Skins step 0: the drawing coach picks an enemy; step 1: the other coach picks one of theirs. */
const bananaSide = (s: BlitzState, f: number): number => (step(s, f) === 0 ? 1 : 0) ^ s.m.w[G_ACTIVE]

function resolve(s: BlitzState, f: number): boolean {
  const id = EVENT_DECK[arg(s, f, 0)].id
  const m = s.m
  const active = m.w[G_ACTIVE]
  switch (id) {
    case 'banana-skins':
      while (step(s, f) < 2) {
        if (unmarked(s, bananaSide(s, f)).length > 0) return true
        setStep(s, f, step(s, f) + 1)
      }
      break
    case 'empty-the-bench':
      if (nextReserve(s) >= 0) return true
      break
    case 'crumbling-pitch':
      set(m, G_CRUMBLING, 1)
      break
    case 'generous-coaches':
      set(m, G_GENEROUS, 1)
      break
    case 'get-the-ref':
      set(m, G_REF, 1)
      break
    case 'impatient-coaches': // discard the active cards, deal three new ones
      pop(s)
      for (let slot = 0; slot < 3; slot++) if (m.w[ACTIVE + slot] >= 0) discardActive(s, slot)
      setStep(s, push(s, PR_REFRESH, active), 2)
      return false
    case 'multi-ball': {
      pop(s)
      // 001 Blitz Bowl Balls: each coach picks one of the new balls, the drawing coach first.
      if (ballsInPlay(s) === 0) push(s, PR_NEW_BALL, 1 - active)
      push(s, PR_NEW_BALL, active)
      return false
    }
    case 'pitch-invasion':
      pop(s)
      for (let p = 0; p < MAX_PLAYERS; p++) {
        if (m.w[P_SIDE + p] === active || (m.w[P_ST + p] !== ST_STANDING && m.w[P_ST + p] !== ST_PRONE))
          continue
        const d = roll(m, 6)
        emit(s, { type: 'roll', purpose: 'pitch-invasion', player: p, dice: [d] })
        if (BLOCK_FACES[d] !== KERRUNCH) continue
        const b = ballOf(s, p)
        const x = m.w[P_X + p]
        const y = m.w[P_Y + p]
        injure(s, p, 'pitch-invasion')
        if (b >= 0) {
          dropBall(s, b)
          pushBounce(s, b, x, y)
        }
      }
      return false
    case 'reset': // everyone, the Dugout too, sets up again in the End Zones, Coach A first
      pop(s)
      for (let p = 0; p < MAX_PLAYERS; p++) {
        if (m.w[P_ST + p] !== ST_STANDING && m.w[P_ST + p] !== ST_PRONE && m.w[P_ST + p] !== ST_RESERVE)
          continue
        const b = ballOf(s, p)
        if (b >= 0) dropBall(s, b) // the ball stays where its carrier stood
        toDugout(s, p)
        set(m, P_PLACED + p, 0)
      }
      push(s, PR_SETUP, 1 - m.w[G_FIRST_A])
      push(s, PR_SETUP, m.w[G_FIRST_A])
      return false
    case 'trapdoor-monster': {
      pop(s)
      const t = s.trapdoors.length > 1 ? roll(m, s.trapdoors.length) - 1 : 0
      const x = s.trapdoors[t] % 15
      const y = Math.floor(s.trapdoors[t] / 15)
      const o = occupant(s, x, y)
      if (o >= 0) {
        const b = ballOf(s, o)
        if (b >= 0) removeBall(s, b)
        injure(s, o, 'trapdoor-monster')
      }
      for (let d = 0; d < 8; d++) {
        if (!onPitch(x + DX[d], y + DY[d])) continue
        const q = occupant(s, x + DX[d], y + DY[d])
        if (q >= 0 && standing(s, q)) fall(s, q)
      }
      return false
    }
  }
  pop(s)
  return false
}

defineProc(PR_EVENT, {
  name: 'random-event',
  run: resolve,
  decision(s, f) {
    const id = EVENT_DECK[arg(s, f, 0)].id
    if (id === 'banana-skins') return { side: (1 - bananaSide(s, f)) as 0 | 1, kind: 'choose' }
    const p = nextReserve(s)
    return { side: s.m.w[P_SIDE + p] as 0 | 1, kind: 'reserves', player: p }
  },
  legal(s, f, out) {
    if (EVENT_DECK[arg(s, f, 0)].id === 'banana-skins') {
      for (const p of unmarked(s, bananaSide(s, f))) out.push(code(A_CHOOSE, p))
      return
    }
    const p = nextReserve(s)
    const side = s.m.w[P_SIDE + p]
    for (const y of reserveSquares(s, side)) out.push(code(A_RESERVES, p, -1, ownEndX(side), y))
  },
  act(s, f, c) {
    const p = playerOf(c)
    if (EVENT_DECK[arg(s, f, 0)].id === 'banana-skins') {
      setStep(s, f, step(s, f) + 1)
      fall(s, p)
      return
    }
    placePlayer(s, p, xOf(c), yOf(c))
    set(s.m, P_ST + p, ST_STANDING)
    if (s.m.w[P_SIDE + p] === s.m.w[G_ACTIVE]) set(s.m, P_DONE + p, s.m.w[P_DONE + p] | (1 << K_RESERVES))
    emit(s, { type: 'reserves', player: p, x: xOf(c), y: yOf(c), reason: 'empty-the-bench' })
    landOnBall(s, p, xOf(c), yOf(c), false)
  },
})
