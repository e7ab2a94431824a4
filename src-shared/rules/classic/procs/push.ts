// 004: push-backs — the pushed player goes to one of the three squares behind him, chosen by the pushing coach;
// chain pushes when all are occupied; pushed off the pitch into the crowd (rulings.md: injury, no armour; 004 turn
// end 7: the active team's carrier who drops the ball there ends the turn unless a team-mate catches it).

import { A_PUSH, code, xOf, yOf } from '../actions'
import { pushSquares } from '../geometry'
import {
  G_ACTIVE,
  G_CARRIER,
  G_BALL_STATE,
  BALL_CARRIED,
  F_ROOTED,
  P_FLAGS,
  P_SIDE,
  P_X,
  P_Y,
  isOnPitch,
} from '../layout'
import { anySkill } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, moveOnPitch, occupant, removeFromPitch, type ClassicState } from '../state'
import type { Side } from '../../../engine/api'
import { injure } from './injury'
import { pushDroppedBall } from './droppedBall'
import { standsFirm } from './juggernaut'
import { PR_PUSH, PR_THROW_IN } from './kinds'

// Frame: a = side choosing, b = pushed player, c = pusher x, d = pusher y, e = chosen square ((x+2) | (y+2) << 8).

export function pushPush(
  s: ClassicState,
  chooser: number,
  pushed: number,
  fromX: number,
  fromY: number,
): void {
  // 003: Stand Firm — "never pushed back as the result of a block"; a knock-down happens in his own square.
  if (standsFirm(s, pushed)) {
    if (s.events) emit(s, { type: 'stand-firm', player: pushed })
    return
  }
  // Not in the seeds (LRB6 Take Root): a rooted player "may not be pushed back for any reason".
  if ((s.m.w[P_FLAGS + pushed] & F_ROOTED) !== 0) {
    if (s.events) emit(s, { type: 'stand-firm', player: pushed, skill: 'take-root' })
    return
  }
  // 003: Side Step — "his coach may choose which square the player is moved to".
  const side = anySkill(s, pushed, (r) => r.sideStep) ? s.m.w[P_SIDE + pushed] : chooser
  push(s, PR_PUSH, side, pushed, fromX, fromY)
}

/** 003: Stand Firm [GWUK] — "may not be pushed back into a square occupied by another player with Stand Firm". */
function blocked(s: ClassicState, x: number, y: number): boolean {
  if (!isOnPitch(x, y)) return false
  const q = occupant(s, x, y)
  return q >= 0 && (standsFirm(s, q) || (s.m.w[P_FLAGS + q] & F_ROOTED) !== 0) // LRB6 Take Root too
}

/**
 * The squares the pushed player may go to. docs/rules/classic-interpretations.md: an empty square or the crowd
 * (an off-pitch square) if any; only when all three are occupied may he be pushed into a player (chain push).
 */
export function pushChoices(
  s: ClassicState,
  pushed: number,
  fromX: number,
  fromY: number,
): [number, number][] {
  const w = s.m.w
  const px = w[P_X + pushed]
  const py = w[P_Y + pushed]
  if (anySkill(s, pushed, (r) => r.sideStep)) {
    // 003: Side Step — "any adjacent square, not just the three squares": any empty square next to him (not the
    // crowd, not the pusher's); with none empty, the usual three squares (docs/rules/classic-interpretations.md).
    const out: [number, number][] = []
    for (let y = py - 1; y <= py + 1; y++)
      for (let x = px - 1; x <= px + 1; x++)
        if ((x !== px || y !== py) && isOnPitch(x, y) && occupant(s, x, y) < 0) out.push([x, y])
    if (out.length > 0) return out
  }
  const all = pushSquares(fromX, fromY, px, py).filter(([x, y]) => !blocked(s, x, y))
  const free = all.filter(([x, y]) => !isOnPitch(x, y) || occupant(s, x, y) < 0)
  return free.length > 0 ? free : all
}

function chosen(s: ClassicState, f: number): [number, number] {
  const e = arg(s, f, 4)
  return [(e & 255) - 2, (e >> 8) - 2]
}

function choose(s: ClassicState, f: number, x: number, y: number): void {
  setArg(s, f, 4, (x + 2) | ((y + 2) << 8))
  setStep(s, f, 1)
}

defineProc(PR_PUSH, {
  name: 'push',
  run(s, f) {
    const w = s.m.w
    const pushed = arg(s, f, 1)
    switch (step(s, f)) {
      case 0: {
        const choices = pushChoices(s, pushed, arg(s, f, 2), arg(s, f, 3))
        if (choices.length === 0) {
          // Every square behind him holds a Stand Firm player [GWUK]: he cannot be moved.
          pop(s)
          return false
        }
        if (choices.length > 1) return true
        choose(s, f, choices[0][0], choices[0][1])
        return false
      }
      case 1: {
        const [x, y] = chosen(s, f)
        const fromX = w[P_X + pushed]
        const fromY = w[P_Y + pushed]
        if (!isOnPitch(x, y)) {
          // rulings.md: pushed off the pitch — the crowd beats him up (injury, no armour; Stunned to Reserves),
          // and a ball he held is thrown in from the square he left.
          pop(s)
          const hadBall = w[G_BALL_STATE] === BALL_CARRIED && w[G_CARRIER] === pushed
          removeFromPitch(s, pushed)
          if (s.events) emit(s, { type: 'crowd', player: pushed, from: [fromX, fromY] })
          injure(s, pushed, 0, true)
          if (hadBall) {
            // 004 turn end 7: the active team's carrier dropped it — a turnover unless a team-mate catches it.
            if (w[P_SIDE + pushed] === w[G_ACTIVE]) pushDroppedBall(s, w[G_ACTIVE])
            push(s, PR_THROW_IN, fromX, fromY, x < 0 ? -1 : x > 25 ? 1 : 0, y < 0 ? -1 : y > 14 ? 1 : 0)
          }
          return false
        }
        const q = occupant(s, x, y)
        if (q >= 0) {
          // Chain push: the occupant is pushed on, away from the player pushed into him, by the same coach.
          setStep(s, f, 2)
          pushPush(s, arg(s, f, 0), q, fromX, fromY)
          return false
        }
        setStep(s, f, 2)
        return false
      }
      default: {
        const [x, y] = chosen(s, f)
        pop(s)
        const from = [w[P_X + pushed], w[P_Y + pushed]]
        moveOnPitch(s, pushed, x, y)
        if (s.events) emit(s, { type: 'push', player: pushed, from, to: [x, y] })
        // A touchdown by being pushed is checked when the block is over: a defender knocked down in the end
        // zone does not score (004: "Hij moet echter wel staan").
        return false
      }
    }
  },
  decision(s, f) {
    return { side: arg(s, f, 0) as Side, kind: 'push', player: arg(s, f, 1) }
  },
  legal(s, f, out) {
    for (const [x, y] of pushChoices(s, arg(s, f, 1), arg(s, f, 2), arg(s, f, 3)))
      out.push(code(A_PUSH, 0, x, y))
  },
  act(s, f, c) {
    choose(s, f, xOf(c), yOf(c))
  },
})
