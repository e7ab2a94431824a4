// 003: Multiple Block — "a block at two or more opposing players at the same time. The opposing players must be
// next to the player making the block and next to each other. Their strengths are added together and both suffer
// the effects of the block equally." One frame: the attacker's coach picks the targets one by one, then the block
// dice are rolled once against their summed strength and the face hits every target; each is pushed in turn and
// the attacker may follow up into one square they left (docs/rules/classic-interpretations.md).

import { set } from '../../../engine/memory'
import {
  A_FOLLOW_TO,
  A_FOLLOW_UP,
  A_MULTIPLE_BLOCK,
  A_USE_SKILL,
  code,
  playerOf,
  typeOf,
  xOf,
  yOf,
} from '../actions'
import { BLOCK_DIE, blockDice } from '../data/blockDice'
import { DIRS, isAdjacent } from '../geometry'
import { G_TURNOVER, MAX_PLAYERS, P_STATE, P_X, P_Y, S_STANDING } from '../layout'
import { anySkill, anySkillAgainst, hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { carrier, emit, moveOnPitch, occupant, sideOf, type ClassicState } from '../state'
import { pushBlock } from './block'
import { beforeMultipleBlock } from './blockSkills'
import {
  actBlockReroll,
  blockDieAt,
  blockFaceCodes,
  blockRerollCodes,
  blockRerollOffered,
  bounceLooseBall,
  carrierSquare,
  pushedCarrierScores,
  rollBlockDice,
} from './blockRoll'
import { knockDownBy } from './injury'
import { pushDumpOff } from './dumpOff'
import { PR_MULTIPLE_BLOCK } from './kinds'
import { joinable, multipleStrengths, targetsOf } from './multipleTargets'
import { pushPush } from './push'

// Frame: a = attacker, b = targets (a bit per player id), c = dice (3 bits each) | count << 9 | defender picks << 11
// | followed direction + 1 << 12 | the carrier's square + 1 << 16, d = targets knocked down (bit per id),
// e = ids + 1 of the targets that stood in DIRS 0..3 around the attacker (6 bits each), f = the same for DIRS 4..7
// | the next id to push << 24.
const ST_PICK = 0
const ST_ROLL = 1
const ST_REROLL = 2
const ST_DIE = 3
const ST_PUSH = 4
const ST_FOLLOW = 5
const ST_FINISH = 6

const FRENZIED = rulesWith((r) => r.frenzy) // 003: Frenzy

/** Starts a multiple block of `att` with `first` as its first target. */
export function pushMultipleBlock(s: ClassicState, att: number, first: number): void {
  push(s, PR_MULTIPLE_BLOCK, att, 1 << first)
}

function dirTarget(s: ClassicState, f: number, k: number): number {
  return ((k < 4 ? arg(s, f, 4) : arg(s, f, 5)) >> (6 * (k & 3))) & 63
}

/** The squares the targets left that are empty now (bits over DIRS). */
function vacated(s: ClassicState, f: number): number {
  const w = s.m.w
  const att = arg(s, f, 0)
  let bits = 0
  for (let k = 0; k < 8; k++) {
    if (dirTarget(s, f, k) === 0) continue
    const x = w[P_X + att] + DIRS[k][0]
    const y = w[P_Y + att] + DIRS[k][1]
    if (occupant(s, x, y) < 0) bits |= 1 << k
  }
  return bits
}

/** 003: Frenzy after a multiple block [GWUK]: some target was only pushed and still stands. */
function frenzyOwed(s: ClassicState, f: number): boolean {
  const att = arg(s, f, 0)
  if (!hasAnyOf(s, att, FRENZIED)) return false
  const mask = arg(s, f, 1)
  const down = arg(s, f, 3)
  for (const t of targetsOf(mask))
    if (((down >>> t) & 1) === 0 && s.m.w[P_STATE + t] === S_STANDING) return true
  return false
}

function followTo(s: ClassicState, f: number, k: number): void {
  const w = s.m.w
  const att = arg(s, f, 0)
  const from = [w[P_X + att], w[P_Y + att]]
  const to: [number, number] = [from[0] + DIRS[k][0], from[1] + DIRS[k][1]]
  moveOnPitch(s, att, to[0], to[1])
  setArg(s, f, 2, (arg(s, f, 2) & ~(15 << 12)) | ((k + 1) << 12))
  if (s.events) emit(s, { type: 'follow-up', player: att, from, to })
}

defineProc(PR_MULTIPLE_BLOCK, {
  name: 'multiple-block',
  run(s, f) {
    const w = s.m.w
    const att = arg(s, f, 0)
    const mask = arg(s, f, 1)
    switch (step(s, f)) {
      case ST_PICK: {
        const count = targetsOf(mask).length
        // A choice with one answer is not asked: the second target when only one can join, and the confirmation
        // when nobody else can join.
        const more = joinable(s, att, mask)
        if (count === 1 && more.length === 1) {
          setArg(s, f, 1, mask | (1 << more[0]))
          return false // a third may join through the second
        }
        if (count === 1 || more.length > 0) return true
        toRoll(s, f)
        return false
      }
      case ST_ROLL: {
        if (w[G_TURNOVER] !== 0) {
          pop(s) // a Dump Off was intercepted and scored: the drive is over
          return false
        }
        const targets = targetsOf(mask)
        const attSt = beforeMultipleBlock(s, att, targets)
        if (attSt === null) {
          if (s.events)
            emit(s, { type: 'block-wasted', attacker: att, defender: targets[0], defenders: targets })
          pop(s)
          return false
        }
        const [a, d] = multipleStrengths(s, att, mask, attSt)
        const dice = blockDice(a, d)
        let e = 0
        let g = 0
        for (let k = 0; k < 8; k++) {
          const q = occupant(s, w[P_X + att] + DIRS[k][0], w[P_Y + att] + DIRS[k][1])
          if (q < 0 || ((mask >>> q) & 1) === 0) continue
          if (k < 4) e |= (q + 1) << (6 * k)
          else g |= (q + 1) << (6 * (k - 4))
        }
        setArg(s, f, 4, e)
        setArg(s, f, 5, g)
        setArg(
          s,
          f,
          2,
          (dice.count << 9) | (dice.chooser === 'defender' ? 1 << 11 : 0) | (carrierSquare(s) << 16),
        )
        if (s.events)
          emit(s, {
            type: 'block',
            attacker: att,
            defender: targets[0],
            defenders: targets,
            multiple: true,
            strength: [a, d],
            dice: dice.count,
          })
        rollBlockDice(s, f, dice.count, false)
        setStep(s, f, blockRerollOffered(s, att) ? ST_REROLL : ST_DIE)
        return step(s, f) === ST_REROLL
      }
      case ST_REROLL:
        return true
      case ST_DIE:
        if (((arg(s, f, 2) >> 9) & 3) === 1) {
          resolve(s, f, blockDieAt(s, f, 0))
          return false
        }
        return true
      case ST_PUSH: {
        const next = arg(s, f, 5) >>> 24
        for (let t = next; t < MAX_PLAYERS; t++) {
          if (((mask >>> t) & 1) === 0) continue
          setArg(s, f, 5, (arg(s, f, 5) & 0xffffff) | ((t + 1) << 24))
          // docs/rules/classic-interpretations.md: a target an earlier push already moved on is not pushed again.
          if (w[P_X + t] >= 0 && isAdjacent(w[P_X + att], w[P_Y + att], w[P_X + t], w[P_Y + t]))
            pushPush(s, sideOf(s, att), t, w[P_X + att], w[P_Y + att])
          return false
        }
        setStep(s, f, ST_FOLLOW)
        return false
      }
      case ST_FOLLOW: {
        const bits = w[P_STATE + att] === S_STANDING ? vacated(s, f) : 0
        if (bits === 0) {
          setStep(s, f, ST_FINISH)
          return false
        }
        // 003: Frenzy — "must follow up"; with one square left to him that is no choice.
        if (frenzyOwed(s, f) && (bits & (bits - 1)) === 0) {
          followTo(s, f, 31 - Math.clz32(bits))
          setStep(s, f, ST_FINISH)
          return false
        }
        return true
      }
      default: {
        pop(s)
        finish(s, f)
        return false
      }
    }
  },
  decision(s, f) {
    const st = step(s, f)
    const att = arg(s, f, 0)
    if (st === ST_PICK) return { side: sideOf(s, att), kind: 'multiple-block', player: att }
    if (st === ST_REROLL) return { side: sideOf(s, att), kind: 'block-reroll', player: att }
    if (st === ST_FOLLOW) return { side: sideOf(s, att), kind: 'follow-up', player: att }
    const defenderPicks = (arg(s, f, 2) & (1 << 11)) !== 0
    const first = targetsOf(arg(s, f, 1))[0]
    return { side: sideOf(s, defenderPicks ? first : att), kind: 'block-die', player: att }
  },
  legal(s, f, out) {
    const st = step(s, f)
    const att = arg(s, f, 0)
    if (st === ST_PICK) {
      for (const q of joinable(s, att, arg(s, f, 1))) out.push(code(A_MULTIPLE_BLOCK, q))
      if (targetsOf(arg(s, f, 1)).length >= 2) out.push(code(A_USE_SKILL, 0, 1))
      return
    }
    if (st === ST_REROLL) {
      blockRerollCodes(s, f, out)
      return
    }
    if (st === ST_FOLLOW) {
      const w = s.m.w
      const bits = vacated(s, f)
      for (let k = 0; k < 8; k++)
        if ((bits >> k) & 1)
          out.push(code(A_FOLLOW_TO, 0, w[P_X + att] + DIRS[k][0], w[P_Y + att] + DIRS[k][1]))
      if (!frenzyOwed(s, f)) out.push(code(A_FOLLOW_UP, 0, 0))
      return
    }
    blockFaceCodes(s, f, (arg(s, f, 2) >> 9) & 3, out)
  },
  act(s, f, c) {
    const st = step(s, f)
    const att = arg(s, f, 0)
    if (st === ST_PICK) {
      if (typeOf(c) === A_MULTIPLE_BLOCK) setArg(s, f, 1, arg(s, f, 1) | (1 << playerOf(c)))
      else toRoll(s, f)
      return
    }
    if (st === ST_REROLL) {
      actBlockReroll(s, f, c, (arg(s, f, 2) >> 9) & 3)
      setStep(s, f, ST_DIE)
      return
    }
    if (st === ST_FOLLOW) {
      if (typeOf(c) === A_FOLLOW_TO) {
        const w = s.m.w
        const dx = xOf(c) - w[P_X + att]
        const dy = yOf(c) - w[P_Y + att]
        followTo(
          s,
          f,
          DIRS.findIndex(([x, y]) => x === dx && y === dy),
        )
      }
      setStep(s, f, ST_FINISH)
      return
    }
    resolve(s, f, blockDieAt(s, f, xOf(c)))
  },
})

/**
 * The targets are known: 003 Dump Off — "when an opposing player declares that he will throw a block at him" — a
 * target holding the ball may first make a Quick Pass (procs/dumpOff.ts); then the dice.
 */
function toRoll(s: ClassicState, f: number): void {
  setStep(s, f, ST_ROLL)
  const c = carrier(s)
  if (c >= 0 && ((arg(s, f, 1) >>> c) & 1) === 1) pushDumpOff(s, c, arg(s, f, 0), false)
}

/** 003: "both suffer the effects of the block equally" — the chosen face (002) applied to every target. */
function resolve(s: ClassicState, f: number, die: number): void {
  const att = arg(s, f, 0)
  const targets = targetsOf(arg(s, f, 1))
  const face = BLOCK_DIE[die]!
  if (s.events)
    emit(s, { type: 'block-result', attacker: att, defender: targets[0], defenders: targets, face })
  if (face === 'attacker-down') {
    pop(s)
    set(s.m, G_TURNOVER, 1)
    // docs/rules/classic-interpretations.md: knocked down by the first target picked (his Mighty Blow counts).
    knockDownBy(s, att, targets[0])
    return
  }
  if (face === 'both-down') {
    // 002: Both Down — a player with Block stays up; each target for himself.
    const attDown = !anySkill(s, att, (r) => r.savesBothDown)
    pop(s)
    if (attDown) set(s.m, G_TURNOVER, 1)
    for (const t of targets) if (!anySkill(s, t, (r) => r.savesBothDown)) knockDownBy(s, t, att)
    if (attDown) knockDownBy(s, att, targets[0])
    return
  }
  let down = 0
  for (const t of targets)
    if (
      face === 'defender-down' ||
      (face === 'defender-stumbles' && !anySkillAgainst(s, t, att, (r) => r.savesStumble))
    )
      down |= 1 << t
  setArg(s, f, 3, down)
  setStep(s, f, ST_PUSH)
}

/** After the pushes and the follow-up: Frenzy's further block, bounces, knock-downs, a pushed carrier's touchdown. */
function finish(s: ClassicState, f: number): void {
  const w = s.m.w
  const att = arg(s, f, 0)
  const down = arg(s, f, 3)
  const followed = (arg(s, f, 2) >> 12) & 15
  // 003 [GWUK]: "may multiple block, then frenzy against one of the targets" — the one whose square he took,
  // if that one was only pushed (docs/rules/classic-interpretations.md). Pushed first: it runs after the bounces.
  if (followed > 0 && w[G_TURNOVER] === 0 && hasAnyOf(s, att, FRENZIED)) {
    const t = dirTarget(s, f, followed - 1) - 1
    if (t >= 0 && ((down >>> t) & 1) === 0) pushBlock(s, att, t, 0, 1)
  }
  bounceLooseBall(s)
  for (const t of targetsOf(down)) if (w[P_X + t] >= 0) knockDownBy(s, t, att)
  pushedCarrierScores(s, att, arg(s, f, 2) >>> 16)
}
