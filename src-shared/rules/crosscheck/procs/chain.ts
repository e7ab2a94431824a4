// cc-interp: chain-push — Classic's chain push on the ice: when every push square is taken, the checker's coach may
// push into a player, who is pushed on in turn (his own three squares, away from the square he is pushed from)
// before the first one moves. A chain player pushed into the boards is boarded (armour +2) and stays, so the chain
// stops and everyone behind him stays too. Nobody is pushed into a Stand Firm player's square (003: Stand Firm).

import type { Side } from '../../../engine/api'
import { A_PUSH, code, nOf } from '../actions'
import { isIce } from '../data/rink'
import { carrier, occupant, puckDir, puckFits, puckSquare, puckX, puckY } from '../geometry'
import { G_ACTIVE, P_X, P_Y } from '../layout'
import { standsFirm } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, type CrossCheckState } from '../state'
import { PR_CHAIN } from './kinds'
import { armourAndInjury, moveTo } from './pieces'
import { setPuck } from './puck'

/** The three push squares of a player at (tx, ty) pushed from (ax, ay), straight back first (Classic push-back). */
export function pushSquaresFrom(ax: number, ay: number, tx: number, ty: number): [number, number][] {
  const dx = Math.sign(tx - ax)
  const dy = Math.sign(ty - ay)
  if (dx !== 0 && dy !== 0)
    return [
      [tx + dx, ty + dy],
      [tx + dx, ty],
      [tx, ty + dy],
    ]
  if (dx !== 0)
    return [
      [tx + dx, ty],
      [tx + dx, ty - 1],
      [tx + dx, ty + 1],
    ]
  return [
    [tx, ty + dy],
    [tx - 1, ty + dy],
    [tx + 1, ty + dy],
  ]
}

/**
 * The push squares that may be chosen, by index: empty ice or the boards (cc-interp: boarding); only when there is
 * none, squares of players who are not Stand Firm (chain push). Empty: he cannot be pushed and stays.
 */
export function pushChoices(s: CrossCheckState, squares: readonly [number, number][]): number[] {
  const free: number[] = []
  const chain: number[] = []
  squares.forEach(([x, y], i) => {
    if (!isIce(x, y)) free.push(i)
    else {
      const q = occupant(s, x, y)
      if (q < 0) free.push(i)
      else if (!standsFirm(s, q)) chain.push(i)
    }
  })
  return free.length > 0 ? free : chain
}

/** Moves a pushed player; a carrier keeps the puck if it still fits on the ice, else it stays loose (cc-interp). */
export function shove(s: CrossCheckState, p: number, x: number, y: number): void {
  const carried = carrier(s) === p
  moveTo(s, p, x, y)
  if (carried) {
    if (puckFits(x, y, puckDir(s))) setPuck(s, ...puckSquare(x, y, puckDir(s)), p)
    else setPuck(s, puckX(s), puckY(s), -1)
  }
  emit(s, { type: 'pushed', player: p, x, y })
}

// Frame args: 0 the chain-pushed player, 1-2 the square he is pushed from, 3 the chosen square's index.
const squaresOf = (s: CrossCheckState, f: number): [number, number][] =>
  pushSquaresFrom(arg(s, f, 1), arg(s, f, 2), s.m.w[P_X + arg(s, f, 0)], s.m.w[P_Y + arg(s, f, 0)])

defineProc(PR_CHAIN, {
  name: 'chain-push',
  run(s, f) {
    if (step(s, f) === 0) return true
    // The player in the chosen square has been pushed on (or stayed): move in if the square is free now.
    const [x, y] = squaresOf(s, f)[arg(s, f, 3)]!
    if (occupant(s, x, y) < 0) shove(s, arg(s, f, 0), x, y)
    pop(s)
    return false
  },
  decision(s, f) {
    return { side: s.m.w[G_ACTIVE] as Side, kind: 'push', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    const choices = pushChoices(s, squaresOf(s, f))
    for (const i of choices) out.push(code(A_PUSH, -1, -1, -1, i))
    if (choices.length === 0) out.push(code(A_PUSH, -1, -1, -1, 0)) // he stays
  },
  act(s, f, c) {
    const q = arg(s, f, 0)
    const i = nOf(c)
    if (!pushChoices(s, squaresOf(s, f)).includes(i)) {
      pop(s)
      return
    }
    const [x, y] = squaresOf(s, f)[i]!
    if (!isIce(x, y)) {
      // 000: boarding — armour +2; he is not moved, so the chain stops here.
      emit(s, { type: 'boarding', player: q })
      pop(s)
      armourAndInjury(s, q, 2)
      return
    }
    const r = occupant(s, x, y)
    if (r >= 0) {
      setArg(s, f, 3, i)
      setStep(s, f, 1)
      push(s, PR_CHAIN, r, s.m.w[P_X + q], s.m.w[P_Y + q])
      return
    }
    shove(s, q, x, y)
    pop(s)
  },
})
