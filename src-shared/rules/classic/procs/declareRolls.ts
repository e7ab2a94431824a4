// Not in the seeds (LRB6 Bone-head, Really Stupid, Wild Animal, Take Root, Blood Lust): a D6 right after a player
// declares an action. One frame rolls, in skill order, for each such skill he has, through the shared roll step (so
// a team re-roll in his own turn, or Pro, may re-roll a failure), and hands the activation its outcome in G_RESULT
// as DR_* bits. The action counts as declared whatever happens (a lost Blitz is still the turn's Blitz).

import type { Side } from '../../../engine/api'
import { set } from '../../../engine/memory'
import { A_DECLARE, K_BLITZ, K_BLOCK, K_MOVE, code, xOf } from '../actions'
import {
  BOARD,
  F_BONEHEADED,
  F_HUNGRY,
  F_ROOTED,
  G_RESULT,
  HEIGHT,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
} from '../layout'
import { hasSkillBit, rulesWith, type RollKind, type RuleList, type SkillRule } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { emit, sideOf, type ClassicState } from '../state'
import { PR_DECLARE_ROLLS } from './kinds'
import { ROLL_KINDS, pushRoll } from './roll'

/** The action is lost (it still counts as declared). */
export const DR_LOST = 1
/** LRB6 Take Root failed on a Blitz: "he may not block that turn". */
export const DR_NO_BLOCK = 2
/** LRB6 Blood Lust: the coach made the declared Block a Move. */
export const DR_TO_MOVE = 4

/** The skills with a declaration roll, in rule order (the order their rolls are made in). */
export const DECLARERS: RuleList = rulesWith((r) => r.declaration !== undefined)
const ROLL_KIND_OF = DECLARERS.map((r) => {
  const k = ROLL_KINDS.indexOf(r.id as RollKind)
  if (k < 0) throw new Error(`no roll kind for the declaration roll of ${r.id}`)
  return k
})

/** Pushes the declaration rolls of player `p`, who declared `kind`; the parent reads DR_* bits in G_RESULT. */
export function pushDeclareRolls(s: ClassicState, p: number, kind: number): void {
  push(s, PR_DECLARE_ROLLS, p, kind)
}

/** LRB6 Really Stupid: "one or more team-mates adjacent ... who aren't Really Stupid" (standing: our reading). */
function helperNextTo(s: ClassicState, p: number, rule: SkillRule): boolean {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  for (let y = py - 1; y <= py + 1; y++) {
    if (y < 0 || y >= HEIGHT) continue
    for (let x = px - 1; x <= px + 1; x++) {
      if (x < 0 || x >= WIDTH || (x === px && y === py)) continue
      const q = w[BOARD + y * WIDTH + x] - 1
      if (q >= 0 && w[P_SIDE + q] === side && w[P_STATE + q] === S_STANDING && !hasSkillBit(s, q, rule.bit))
        return true
    }
  }
  return false
}

function setFlag(s: ClassicState, p: number, flag: number, on: boolean): void {
  const fl = s.m.w[P_FLAGS + p]
  const next = on ? fl | flag : fl & ~flag
  if (next !== fl) set(s.m, P_FLAGS + p, next)
}

// Frame: a = player, b = declared kind, c = next index into DECLARERS, d = outcome (DR_* bits).
defineProc(PR_DECLARE_ROLLS, {
  name: 'declaration-rolls',
  run(s, f) {
    const w = s.m.w
    const p = arg(s, f, 0)
    const kind = arg(s, f, 1)
    switch (step(s, f)) {
      case 0: {
        // LRB6 Take Root: rooted "until ... he is Knocked Down or Placed Prone"; a player down is rooted no more.
        if (w[P_STATE + p] !== S_STANDING) setFlag(s, p, F_ROOTED, false)
        for (let i = arg(s, f, 2); i < DECLARERS.length; i++) {
          const rule = DECLARERS[i]
          if (!hasSkillBit(s, p, rule.bit)) continue
          const d = rule.declaration!
          // Reading: a rooted player is not rolled for again; nothing more could happen to him.
          if (d.onFail === 'root' && (w[P_FLAGS + p] & F_ROOTED) !== 0) continue
          let target = d.target
          // LRB6 Wild Animal: "+2 to the roll if the player declared a Block or a Blitz".
          if (d.blockBonus !== undefined && (kind === K_BLOCK || kind === K_BLITZ)) target -= d.blockBonus
          // LRB6 Really Stupid: +2 with a team-mate next to him who is not Really Stupid.
          if (d.helperBonus !== undefined && helperNextTo(s, p, rule)) target -= d.helperBonus
          setArg(s, f, 2, i + 1)
          setStep(s, f, 1)
          // A fixed-target roll: a 1 always fails, so a target of 2 is "4+ with +2".
          pushRoll(s, ROLL_KIND_OF[i], p, Math.max(2, target), true)
          return false
        }
        set(s.m, G_RESULT, arg(s, f, 3))
        pop(s)
        return false
      }
      case 1: {
        const rule = DECLARERS[arg(s, f, 2) - 1]
        const onFail = rule.declaration!.onFail
        if (w[G_RESULT] === 1) {
          // LRB6 Bone-head: the tackle zones come back when "he manages to roll a 2 or better at the start of a
          // future Action".
          if (onFail === 'lose-zones' && (w[P_FLAGS + p] & F_BONEHEADED) !== 0) {
            setFlag(s, p, F_BONEHEADED, false)
            if (s.events) emit(s, { type: 'tackle-zones-back', player: p, skill: rule.id })
          }
          setStep(s, f, 0)
          return false
        }
        let out = arg(s, f, 3)
        if (onFail === 'lose-action' || onFail === 'lose-zones') {
          // LRB6 Wild Animal, Bone-head, Really Stupid: the action is lost; Bone-head also his tackle zones.
          out |= DR_LOST
          if (onFail === 'lose-zones') setFlag(s, p, F_BONEHEADED, true)
          if (s.events) {
            emit(s, { type: 'action-lost', player: p, skill: rule.id })
            if (onFail === 'lose-zones') emit(s, { type: 'tackle-zones-lost', player: p, skill: rule.id })
          }
        } else if (onFail === 'root') {
          // LRB6 Take Root: "his MA is considered 0"; "if a player fails his Take Root roll as part of a Blitz
          // Action he may not block that turn".
          setFlag(s, p, F_ROOTED, true)
          if (kind === K_BLITZ) out |= DR_NO_BLOCK
          if (s.events) emit(s, { type: 'rooted', player: p })
        } else {
          // LRB6 Blood Lust: he must feed before his action ends (procs/bloodLust.ts); "the Vampire may change
          // the declared action to a Move Action" — asked when it was a Block (any other action may move anyway).
          setFlag(s, p, F_HUNGRY, true)
          if (s.events) emit(s, { type: 'hungry', player: p })
          if (kind === K_BLOCK) {
            setStep(s, f, 2)
            return true
          }
        }
        setArg(s, f, 3, out)
        setStep(s, f, (out & DR_LOST) !== 0 ? 3 : 0)
        return false
      }
      case 2:
        return true // Blood Lust: keep the Block, or make it a Move
      default:
        // The action is lost: no further declaration rolls.
        set(s.m, G_RESULT, arg(s, f, 3))
        pop(s)
        return false
    }
  },
  decision(s, f) {
    return { side: sideOf(s, arg(s, f, 0)) as Side, kind: 'blood-lust-action', player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    const p = arg(s, f, 0)
    out.push(code(A_DECLARE, p, K_BLOCK), code(A_DECLARE, p, K_MOVE))
  },
  act(s, f, c) {
    if (xOf(c) === K_MOVE) {
      setArg(s, f, 3, arg(s, f, 3) | DR_TO_MOVE)
      if (s.events)
        emit(s, { type: 'action-changed', player: arg(s, f, 0), action: 'move', skill: 'blood-lust' })
    }
    setStep(s, f, 0)
  },
})
