// 001: Throw Action — range by the Throw Ruler (data/ruler.ts), −1 for a Long or an Obstructed throw (capped at
// −1), a Fumble on a 1 before or after modifiers (the ball bounces from the thrower), a miss bounces from the
// target, a Hand-off to an adjacent team-mate always succeeds. Expert Passer re-rolls a failed Throw Check.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_REROLL, typeOf } from '../actions'
import { AB } from '../data/abilities'
import { BONUS_INDEX } from '../data/bonusPlays'
import { SHORT_D2 } from '../data/ruler'
import { adjacent, ballOf, hasAbility, marked, open, sq } from '../geometry'
import { A_THROW_NEG, A_THROW_OK, G_ACTIVE, HEIGHT, P_SIDE, P_THROW, P_X, P_Y, SQ, WIDTH } from '../layout'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { pushBounce } from './ball'
import { checkPasses } from './injury'
import { PR_THROW } from './kinds'
import { heldKind, hasRerollChoice, rerollChoices, useReroll } from './rerolls'
import { dropBall, setBallAt, takeBall } from './pieces'

/** Squares the straight line between two square centres passes through, ends excluded. */
export function lineSquares(x0: number, y0: number, x1: number, y1: number): number[] {
  const out: number[] = []
  const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) * 8
  for (let i = 1; i < n; i++) {
    const x = Math.round(x0 + ((x1 - x0) * i) / n)
    const y = Math.round(y0 + ((y1 - y0) * i) / n)
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue
    const k = sq(x, y)
    if ((x !== x0 || y !== y0) && (x !== x1 || y !== y1) && !out.includes(k)) out.push(k)
  }
  return out
}

/** 001: Obstructed Throw — target Marked, or the ruler crosses a blocked square or an Open opponent. */
export function obstructed(s: BlitzState, p: number, t: number): boolean {
  if (marked(s, t)) return true
  const w = s.m.w
  for (const k of lineSquares(w[P_X + p], w[P_Y + p], w[P_X + t], w[P_Y + t])) {
    if (s.blocked[k]) return true
    const o = w[SQ + k] - 1
    if (o >= 0 && w[P_SIDE + o] !== w[P_SIDE + p] && open(s, o)) return true
  }
  return false
}

/** The throw's modifier (0 or −1) and target value (001 card: Accurate Throw makes it 2+). */
export function throwCheck(s: BlitzState, p: number, t: number, bonus: number): [number, number] {
  const w = s.m.w
  const dx = w[P_X + t] - w[P_X + p]
  const dy = w[P_Y + t] - w[P_Y + p]
  const long = dx * dx + dy * dy > SHORT_D2 && s.meta.options.arena !== 'glittering-coliseum'
  if (bonus === BONUS_INDEX['hail-mary-pass']) return [0, 4] // 001 card: Hail Mary Pass — 4+, no modifiers
  const mod = long || obstructed(s, p, t) ? -1 : 0
  return [mod, bonus === BONUS_INDEX['accurate-throw'] ? 2 : w[P_THROW + p]]
}

function receive(s: BlitzState, b: number, t: number): void {
  const w = s.m.w
  if (ballOf(s, t) < 0 && w[P_THROW + t] > 0) takeBall(s, b, t)
  else {
    setBallAt(s, b, w[P_X + t], w[P_Y + t])
    pushBounce(s, b, w[P_X + t], w[P_Y + t])
  }
}

/** game-facts B5 Dump-off: an unmodified Short Throw or Hand-off by the player about to be blocked; it is the
 * other coach's throw, so it counts for no Challenge Card of the active coach. */
export function quickThrow(s: BlitzState, p: number, t: number): void {
  const b = ballOf(s, p)
  emit(s, { type: 'dump-off', player: p, target: t })
  if (adjacent(s, p, t)) {
    receive(s, b, t)
    return
  }
  const d = roll(s.m, 6)
  const ok = d !== 1 && checkPasses(d, 0, s.m.w[P_THROW + p])
  emit(s, {
    type: 'roll',
    purpose: 'throw',
    player: p,
    dice: [d],
    target: s.m.w[P_THROW + p],
    modifier: 0,
    success: ok,
  })
  if (ok) receive(s, b, t)
  else {
    const from = d === 1 ? p : t // a Fumble bounces from the thrower
    setBallAt(s, b, s.m.w[P_X + from], s.m.w[P_Y + from])
    pushBounce(s, b, s.m.w[P_X + from], s.m.w[P_Y + from])
  }
}

// frame args: 0 thrower, 1 target, 2 die, 3 bonus, 4 re-rolled
function attempt(s: BlitzState, f: number): boolean {
  const p = arg(s, f, 0)
  const t = arg(s, f, 1)
  const [mod, value] = throwCheck(s, p, t, arg(s, f, 3))
  const d = roll(s.m, 6)
  setArg(s, f, 2, d)
  const fumble = d === 1 || (d !== 6 && d + mod <= 1)
  const ok = !fumble && checkPasses(d, mod, value)
  emit(s, { type: 'roll', purpose: 'throw', player: p, dice: [d], target: value, modifier: mod, success: ok })
  if (ok) {
    set(s.m, A_THROW_OK, 1)
    set(s.m, A_THROW_NEG, mod < 0 ? 1 : 0)
  }
  return ok
}

/** 001 Dwarf Rune Ball: its holder re-rolls a Throw Check of 1; a Dwarf holder any failed Throw Check. */
function runeBall(s: BlitzState, f: number): boolean {
  const p = arg(s, f, 0)
  if (heldKind(s, p) !== 1) return false
  return arg(s, f, 2) === 1 || s.meta.teams[s.m.w[P_SIDE + p]].teamId === 'dwarf'
}

function finish(s: BlitzState, f: number): void {
  const p = arg(s, f, 0)
  const t = arg(s, f, 1)
  const b = ballOf(s, p)
  const d = arg(s, f, 2)
  const ok = s.m.w[A_THROW_OK] === 1
  pop(s)
  if (ok) {
    receive(s, b, t)
    return
  }
  dropBall(s, b)
  const [mod] = throwCheck(s, p, t, arg(s, f, 3))
  if (d === 1 || (d !== 6 && d + mod <= 1)) {
    emit(s, { type: 'fumble', player: p })
    pushBounce(s, b, s.m.w[P_X + p], s.m.w[P_Y + p])
  } else {
    setBallAt(s, b, s.m.w[P_X + t], s.m.w[P_Y + t])
    pushBounce(s, b, s.m.w[P_X + t], s.m.w[P_Y + t])
  }
}

defineProc(PR_THROW, {
  name: 'throw',
  run(s, f) {
    if (step(s, f) === 1) return true
    const p = arg(s, f, 0)
    const t = arg(s, f, 1)
    if (adjacent(s, p, t)) {
      emit(s, { type: 'hand-off', player: p, target: t }) // 001: Hand-off — no Throw Check
      const b = ballOf(s, p)
      pop(s)
      receive(s, b, t)
      return false
    }
    if (
      !attempt(s, f) &&
      hasRerollChoice(s, s.m.w[G_ACTIVE], hasAbility(s, p, AB.expertPasser), runeBall(s, f))
    ) {
      setStep(s, f, 1)
      return true
    }
    finish(s, f)
    return false
  },
  decision: (s, f) => ({ side: s.m.w[G_ACTIVE] as 0 | 1, kind: 'reroll', player: arg(s, f, 0) }),
  legal: (s, f, out) =>
    void rerollChoices(s, s.m.w[G_ACTIVE], hasAbility(s, arg(s, f, 0), AB.expertPasser), out, runeBall(s, f)),
  act(s, f, c) {
    if (typeOf(c) === A_REROLL) {
      useReroll(s, s.m.w[G_ACTIVE], c, arg(s, f, 0), 'expert-passer')
      attempt(s, f)
    }
    finish(s, f)
  },
})
