// not in the seeds (LRB6 Animosity): a player who hands off or passes to a team-mate of another race rolls a D6
// first; on a 1 he refuses. His coach may then give the ball to a team-mate of the player's own race instead (a
// choice among the targets the action allows), or the action ends there, with no turnover.
//
// The frame sits on top of the pass or hand-off frame the action pushed, before that frame has done anything, so a
// new target is written into it and giving up pops it.

import { roll } from '../../../engine/dice'
import type { Side } from '../../../engine/api'
import {
  A_END_ACTIVATION,
  A_HAND_OFF,
  K_HAND_OFF,
  K_PASS,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { FRAME_WORDS } from '../layout'
import { hasAnyOf, rulesWith, skillTotal } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, occupant, sideOf, type ClassicState } from '../state'
import { PR_ANIMOSITY } from './kinds'
import { activationLegal } from './turnLegal'

const HATERS = rulesWith((r) => r.refusesOtherRacesOn !== undefined)

function raceOf(s: ClassicState, p: number): string {
  return s.meta.players[p]?.race ?? ''
}

/** Whether giving the ball to `target` needs the Animosity roll: a team-mate of another race. */
function needsRoll(s: ClassicState, p: number, target: number): boolean {
  return (
    target >= 0 &&
    target !== p &&
    sideOf(s, target) === sideOf(s, p) &&
    hasAnyOf(s, p, HATERS) &&
    raceOf(s, target) !== raceOf(s, p)
  )
}

/** The chance that the player does give the ball to `target` (1 unless LRB6 Animosity may stop him). */
export function animosityChance(s: ClassicState, p: number, target: number): number {
  return needsRoll(s, p, target) ? 1 - skillTotal(s, p, (r) => r.refusesOtherRacesOn) / 6 : 1
}

/**
 * Called right after the action pushed its pass (A_THROW, A_HAIL_MARY to (x, y)) or hand-off (A_HAND_OFF to a
 * player): pushes the Animosity roll on top when the receiver is a team-mate of another race.
 */
export function checkAnimosity(s: ClassicState, p: number, type: number, target: number): void {
  if (hasAnyOf(s, p, HATERS) && needsRoll(s, p, target)) push(s, PR_ANIMOSITY, p, target, type)
}

/** Animosity for a pass to a square: the receiver is whoever stands there. */
export function checkAnimosityAt(s: ClassicState, p: number, type: number, x: number, y: number): void {
  if (hasAnyOf(s, p, HATERS)) checkAnimosity(s, p, type, occupant(s, x, y))
}

/** The new targets the coach may pick: the action's own targets that are team-mates of the player's race. */
function retargets(s: ClassicState, f: number, out: number[]): void {
  const p = arg(s, f, 0)
  const type = arg(s, f, 2)
  const all: number[] = []
  activationLegal(s, p, type === A_HAND_OFF ? K_HAND_OFF : K_PASS, 0, all)
  for (const c of all) {
    if (typeOf(c) !== type) continue
    const q = type === A_HAND_OFF ? playerOf(c) : occupant(s, xOf(c), yOf(c))
    if (q >= 0 && q !== p && sideOf(s, q) === sideOf(s, p) && raceOf(s, q) === raceOf(s, p)) out.push(c)
  }
}

/** The action ends without the ball changing hands: this frame and the pass or hand-off below it go. */
function giveUp(s: ClassicState, f: number): void {
  if (s.events) emit(s, { type: 'animosity-ends', player: arg(s, f, 0) })
  pop(s)
  pop(s)
}

// Frame: a = player, b = the refused team-mate, c = the action type (A_THROW, A_HAIL_MARY or A_HAND_OFF).
defineProc(PR_ANIMOSITY, {
  name: 'animosity',
  run(s, f) {
    if (step(s, f) === 1) return true
    const p = arg(s, f, 0)
    const refuses = skillTotal(s, p, (r) => r.refusesOtherRacesOn)
    const d = roll(s.m, 6)
    const ok = d > refuses
    if (s.events)
      emit(s, { type: 'roll', purpose: 'animosity', player: p, dice: [d], target: refuses + 1, success: ok })
    if (ok) {
      pop(s)
      return false
    }
    if (s.events) emit(s, { type: 'animosity', player: p, target: arg(s, f, 1) })
    const options: number[] = []
    retargets(s, f, options)
    if (options.length === 0) {
      giveUp(s, f)
      return false
    }
    setStep(s, f, 1)
    return true
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'animosity', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    retargets(s, f, out)
    out.push(code(A_END_ACTIVATION))
  },
  act(s, f, c) {
    if (typeOf(c) === A_END_ACTIVATION) {
      giveUp(s, f)
      return
    }
    const parent = f - FRAME_WORDS
    const p = arg(s, f, 0)
    if (typeOf(c) === A_HAND_OFF) setArg(s, parent, 1, playerOf(c))
    else {
      setArg(s, parent, 1, xOf(c))
      setArg(s, parent, 2, yOf(c))
    }
    const to = typeOf(c) === A_HAND_OFF ? playerOf(c) : occupant(s, xOf(c), yOf(c))
    if (s.events) emit(s, { type: 'animosity-retarget', player: p, target: to })
    pop(s)
  },
})
