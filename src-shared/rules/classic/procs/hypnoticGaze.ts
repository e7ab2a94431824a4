// 003: Hypnotic Gaze — "The player may use his hypnotic gaze once during each of his own sides team turns, at any
// point during the turn. The hypnotic gaze is a free action and does not interfere with the players ability to take
// any other action either before or after he uses the ability. The player may turn his hypnotic gaze on one opposing
// player who is in an adjacent square. Roll a dice: if the score is greater than the victims Agility, then the
// victim is hypnotised and loses their tackle zone for the rest of the team turn."
// Readings (docs/rules/classic-interpretations.md): the `gaze` action is offered in the team-turn decision and in
// the gazer's own activation; the gazer must be standing, the victim standing and not already hypnotised; the roll
// is a fixed-target roll (AG + 1 or more), so a team re-roll or Pro may re-roll it like any roll of the turn.

import { set } from '../../../engine/memory'
import { A_GAZE, code } from '../actions'
import {
  BOARD,
  F_GAZE_USED,
  F_STUMBLED,
  F_HYPNOTISED,
  G_RESULT,
  HEIGHT,
  P_AG,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '../layout'
import { hasAnyOf, rulesWith, type RollKind } from '../skills'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { emit, occupant, type ClassicState } from '../state'
import { HAS_GAZE, gameHas } from './gameSkills'
import { PR_HYPNOTIC_GAZE } from './kinds'
import { ROLL_KINDS, pushRoll } from './roll'

const GAZERS = rulesWith((r) => r.hypnoticGaze)
const RK_GAZE = ROLL_KINDS.indexOf('hypnotic-gaze' satisfies RollKind)

/** The `gaze` codes of player `p`: at each standing, not yet hypnotised opponent next to him. */
export function gazeCodes(s: ClassicState, p: number, out: number[]): void {
  if (!hasAnyOf(s, p, GAZERS)) return
  const w = s.m.w
  // 003 Stand Firm: a player who stumbled "may do nothing else that turn" — no gaze either.
  if (w[P_STATE + p] !== S_STANDING || (w[P_FLAGS + p] & (F_GAZE_USED | F_STUMBLED)) !== 0) return
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH || (x === px && y === py)) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q < 0 || w[P_SIDE + q] === side || w[P_STATE + q] !== S_STANDING) continue
      if ((w[P_FLAGS + q] & F_HYPNOTISED) === 0) out.push(code(A_GAZE, p, x, y))
    }
  }
}

/** The `gaze` codes of a team's players on the pitch (the team-turn decision). */
export function teamGazeCodes(s: ClassicState, side: number, out: number[]): void {
  if (!gameHas(s, HAS_GAZE)) return // most games: no gazer on either side, no need to ask each player
  const w = s.m.w
  for (let p = side * 16; p < side * 16 + 16; p++) if (w[P_X + p] >= 0) gazeCodes(s, p, out)
}

/** `gazer` turns his gaze on the opponent standing at (x, y). */
export function pushGaze(s: ClassicState, gazer: number, x: number, y: number): void {
  push(s, PR_HYPNOTIC_GAZE, gazer, occupant(s, x, y))
}

// Frame: a = gazer, b = victim.
defineProc(PR_HYPNOTIC_GAZE, {
  name: 'hypnotic-gaze',
  run(s, f) {
    const w = s.m.w
    const gazer = arg(s, f, 0)
    const victim = arg(s, f, 1)
    if (step(s, f) === 0) {
      // 003: "once during each of his own sides team turns" — spent when he gazes, whatever the dice say.
      set(s.m, P_FLAGS + gazer, w[P_FLAGS + gazer] | F_GAZE_USED)
      if (s.events) emit(s, { type: 'gaze', player: gazer, target: victim })
      setStep(s, f, 1)
      // 003: "if the score is greater than the victims Agility": AG + 1 or more (AG 6: no die can do it).
      pushRoll(s, RK_GAZE, gazer, w[P_AG + victim] + 1, true)
      return false
    }
    pop(s)
    if (w[G_RESULT] === 1) {
      // 003: "loses their tackle zone for the rest of the team turn" (cleared when the next team turn starts).
      set(s.m, P_FLAGS + victim, w[P_FLAGS + victim] | F_HYPNOTISED)
      if (s.events) emit(s, { type: 'hypnotised', player: victim, by: gazer })
    }
    return false
  },
})
