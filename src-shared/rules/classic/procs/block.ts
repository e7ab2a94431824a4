// 004: Tackelen (blocking) with 002's block dice: strength plus assists sets the dice and who picks, the attacker
// may spend a team re-roll on all the dice, then the face is applied: knock-downs, push-backs, follow-up.

import { set } from '../../../engine/memory'
import { BLOCK_DIE, blockDice } from '../data/blockDice'
import { A_FOLLOW_UP, A_USE_SKILL, code, xOf } from '../actions'
import { isAdjacent } from '../geometry'
import {
  G_RESULT,
  G_TURNOVER,
  G_ACTIVE,
  G_WEATHER,
  F_ROOTED,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
} from '../layout'
import { anySkill, anySkillAgainst, hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import { carrier, emit, moveOnPitch, occupant, setBallGround, sideOf, type ClassicState } from '../state'
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
import { knockDown, knockDownBy } from './injury'
import { BF_BLITZ, BF_MOVED, beforeBlock, blockStrengths, moveLimit, pileOn } from './blockSkills'
import { endJuggernaut, juggernautAsks, startJuggernaut } from './juggernaut'
import { BF_DIVING, noteFollowUp, pushFollowUpDivingTackle } from './divingTackle'
import { pushDumpOff } from './dumpOff'
import { PR_BLOCK } from './kinds'
import { pushPush } from './push'
import { RK_GFI, pushRoll } from './roll'
import { weatherEffect } from './weather'

// Frame: a = attacker, b = defender, c = dice (3 bits each), d = count | defender picks << 2 | blocks made << 3,
// e = the defender's square before the push (x | y << 8), f = flags (BF_* from the caller, FL_* inside).
const FL_DEFENDER_DOWN = 1
export { BF_BLITZ, BF_DAUNTLESS, BF_MOVED, blockStrengths } from './blockSkills'

const CHAINED = rulesWith((r) => r.ballAndChain) // not in the seeds (LRB6 Ball & Chain)
/** The face was a push-back that left the defender standing (003: Strip Ball, Frenzy). */
const FL_PUSH_ONLY = 16
/** 003: Piling On — the attacker falls on the defender. */
const FL_PILED = 32
/** 003: Frenzy — the attacker followed up this push. */
const FL_FOLLOWED = 64

const ST_FOLLOW_UP = 3
const ST_AFTER_PUSH = 4
const ST_PILE_ON = 5
const ST_FINISH = 6

export function pushBlock(s: ClassicState, att: number, def: number, flags = 0, blocksMade = 0): void {
  push(s, PR_BLOCK, att, def, 0, blocksMade << 3, 0, flags)
}

/**
 * 003: Frenzy — after a push that left the defender standing next to him, the frenzied player blocks again: free
 * on a Block action up to his MA in blocks, a square each on a Blitz (Going For It beyond MA is optional [JJ]).
 */
function frenzyNext(s: ClassicState, f: number): void {
  const w = s.m.w
  const att = arg(s, f, 0)
  const def = arg(s, f, 1)
  const flags = arg(s, f, 5)
  // 003 Diving Tackle [JJ]: "A diving tackle which causes a push back does not allow a player to frenzy."
  if ((flags & (FL_PUSH_ONLY | BF_DIVING)) !== FL_PUSH_ONLY || !anySkill(s, att, (r) => r.frenzy)) return
  if (hasAnyOf(s, att, CHAINED)) return // not in the seeds (LRB6 Ball & Chain): "may never use ... Frenzy"
  if (w[G_TURNOVER] !== 0 || w[P_STATE + att] !== S_STANDING || w[P_STATE + def] !== S_STANDING) return
  if (w[P_X + def] < 0 || !isAdjacent(w[P_X + att], w[P_Y + att], w[P_X + def], w[P_Y + def])) return
  const made = (arg(s, f, 3) >> 3) + 1
  // [JJ] Horns on a further block only after a follow-up move.
  const next = (flags & BF_BLITZ) | ((flags & BF_BLITZ) !== 0 && (flags & FL_FOLLOWED) !== 0 ? BF_MOVED : 0)
  if ((flags & BF_BLITZ) === 0) {
    if (made < w[P_MA + att]) pushBlock(s, att, def, next, made)
    return
  }
  const moved = w[P_MOVED + att]
  if (moved >= moveLimit(s, att)) return
  // The new frame pays its square (a Going For It first, beyond MA, if the coach wants it).
  pushBlock(s, att, def, next | FL_FRENZY_PAY, made)
}
/** A Frenzy block on a Blitz that still has to pay its square. */
const FL_FRENZY_PAY = 128
/** 003: Dump Off — the carrier has been asked (BF_DIVING is bit 12: divingTackle.ts). */
const FL_DUMP_ASKED = 1 << 13
const ST_FRENZY_GFI = 7
const ST_FRENZY_ROLLED = 8
/** Not in the seeds (LRB6 Juggernaut): Both Down on his Blitz — his coach may take it as Pushed. */
const ST_JUGGERNAUT = 40

function followUp(s: ClassicState, f: number): void {
  const att = arg(s, f, 0)
  const ox = arg(s, f, 4) & 255
  const oy = arg(s, f, 4) >> 8
  const from = [s.m.w[P_X + att], s.m.w[P_Y + att]]
  moveOnPitch(s, att, ox, oy)
  setArg(s, f, 5, arg(s, f, 5) | FL_FOLLOWED)
  if (s.events) emit(s, { type: 'follow-up', player: att, from, to: [ox, oy] })
  noteFollowUp(s, att, from[0], from[1]) // 003: Diving Tackle (ABBA) on a follow-up
  setStep(s, f, ST_AFTER_PUSH)
}

defineProc(PR_BLOCK, {
  name: 'block',
  run(s, f) {
    const w = s.m.w
    const att = arg(s, f, 0)
    const def = arg(s, f, 1)
    switch (step(s, f)) {
      case 0: {
        if (arg(s, f, 3) >> 3 > 0) {
          // A Frenzy's further block: only while both still stand next to each other after the bounces.
          const ok =
            w[G_TURNOVER] === 0 &&
            w[P_STATE + att] === S_STANDING &&
            w[P_STATE + def] === S_STANDING &&
            w[P_X + def] >= 0 &&
            isAdjacent(w[P_X + att], w[P_Y + att], w[P_X + def], w[P_Y + def])
          if (!ok) {
            pop(s)
            return false
          }
        }
        if ((arg(s, f, 5) & FL_FRENZY_PAY) !== 0) {
          setArg(s, f, 5, arg(s, f, 5) & ~FL_FRENZY_PAY)
          if (w[P_MOVED + att] >= w[P_MA + att]) {
            setStep(s, f, ST_FRENZY_GFI)
            return true // [JJ] Going For It to continue a Frenzy is optional
          }
          set(s.m, P_MOVED + att, w[P_MOVED + att] + 1)
        }
        // 003: Dump Off — the carrier may make a Quick Pass once the block is declared (a Diving Tackle asks first).
        if ((arg(s, f, 5) & (FL_DUMP_ASKED | BF_DIVING)) === 0 && pushDumpOff(s, def, att, false)) {
          setArg(s, f, 5, arg(s, f, 5) | FL_DUMP_ASKED)
          return false
        }
        if ((arg(s, f, 5) & FL_DUMP_ASKED) !== 0 && w[G_TURNOVER] !== 0) {
          pop(s) // the Dump Off was intercepted and scored: the drive is over
          return false
        }
        if (s.events && arg(s, f, 3) >> 3 > 0) emit(s, { type: 'frenzy', player: att, defender: def })
        if (!beforeBlock(s, f, att, def)) {
          if (s.events) emit(s, { type: 'block-wasted', attacker: att, defender: def })
          pop(s)
          return false
        }
        const st = blockStrengths(s, att, def, arg(s, f, 5))
        const dice = blockDice(st.att, st.def)
        setArg(s, f, 3, (arg(s, f, 3) & ~7) | dice.count | (dice.chooser === 'defender' ? 4 : 0))
        setArg(s, f, 4, w[P_X + def] | (w[P_Y + def] << 8))
        setArg(s, f, 2, carrierSquare(s) << 9)
        if (s.events)
          emit(s, {
            type: 'block',
            attacker: att,
            defender: def,
            strength: [st.att, st.def],
            dice: dice.count,
          })
        rollBlockDice(s, f, dice.count, false)
        setStep(s, f, blockRerollOffered(s, att) ? 1 : 2)
        return step(s, f) === 1
      }
      case 1:
        return true // the attacker decides on a team re-roll
      case 2:
        if ((arg(s, f, 3) & 3) === 1) {
          resolveFace(s, f, blockDieAt(s, f, 0))
          return false
        }
        return true // the stronger player's coach picks the die (002)
      case ST_FOLLOW_UP: {
        // The push chain is done; the attacker may follow up into the square the defender left (004).
        const ox = arg(s, f, 4) & 255
        const oy = arg(s, f, 4) >> 8
        // Not in the seeds (LRB6 Take Root): a rooted player blocks "without following-up".
        if (
          w[P_STATE + att] === S_STANDING &&
          occupant(s, ox, oy) < 0 &&
          (w[P_FLAGS + att] & F_ROOTED) === 0
        ) {
          // 003: Frenzy — "must follow up their opponent" after a push that left him standing; not in the seeds
          // (LRB6 Ball & Chain): "must follow up if they push back another player".
          if (
            ((arg(s, f, 5) & (FL_PUSH_ONLY | BF_DIVING)) === FL_PUSH_ONLY &&
              anySkill(s, att, (r) => r.frenzy)) ||
            hasAnyOf(s, att, CHAINED)
          ) {
            followUp(s, f)
            return false
          }
          return true
        }
        setStep(s, f, ST_AFTER_PUSH)
        return false
      }
      case ST_AFTER_PUSH: {
        // 003: Strip Ball — a pushed-back carrier drops the ball in his square, after the follow-up choice [JJ];
        // Sure Hands cancels it (003). Stand Firm does not stop it [JJ].
        const c = carrier(s)
        if (
          c === def &&
          (arg(s, f, 5) & FL_PUSH_ONLY) !== 0 &&
          anySkillAgainst(s, att, def, (r) => r.stripsBall)
        ) {
          const x = w[P_X + def]
          const y = w[P_Y + def]
          if (s.events) emit(s, { type: 'strip-ball', player: att, target: def })
          setBallGround(s, x, y) // it bounces from there once the block is done, like any ball pushed onto
        }
        // 003: Piling On — a choice once the defender is knocked over and the attacker still stands.
        const down = (arg(s, f, 5) & FL_DEFENDER_DOWN) !== 0
        if (
          down &&
          w[P_X + def] >= 0 &&
          w[P_STATE + att] === S_STANDING &&
          anySkill(s, att, (r) => r.pilesOn)
        ) {
          setStep(s, f, ST_PILE_ON)
          return true
        }
        setStep(s, f, ST_FINISH)
        return false
      }
      case ST_PILE_ON:
        return true
      case ST_FRENZY_GFI:
      case ST_JUGGERNAUT:
        return true
      case ST_FRENZY_ROLLED:
        if (w[G_RESULT] !== 1) {
          pop(s)
          set(s.m, G_TURNOVER, 1)
          knockDown(s, att)
          return false
        }
        setStep(s, f, 0)
        return false
      default: {
        pop(s)
        const flags = arg(s, f, 5)
        endJuggernaut(s)
        // 003: Frenzy — the next block goes on the stack first, so the bounces below resolve before it.
        frenzyNext(s, f)
        // 003: Diving Tackle (ABBA) — a follow-up into a diver's zone may be dived at, once the block is done.
        pushFollowUpDivingTackle(s, arg(s, f, 0))
        // (A carrier knocked down drops his ball in knockDown instead; the two cannot both happen.)
        bounceLooseBall(s)
        if (w[P_X + def] >= 0 && (flags & FL_DEFENDER_DOWN) !== 0) {
          // 003: Piling On — his strength is added to the armour roll.
          knockDownBy(s, def, att, (flags & FL_PILED) !== 0 ? w[P_ST + att] : 0)
        }
        if ((flags & FL_PILED) !== 0) pileOn(s, att)
        pushedCarrierScores(s, att, arg(s, f, 2) >> 9)
        return false
      }
    }
  },
  decision(s, f) {
    const st = step(s, f)
    const att = arg(s, f, 0)
    if (st === 1) return { side: sideOf(s, att), kind: 'block-reroll', player: att }
    if (st === ST_FOLLOW_UP) return { side: sideOf(s, att), kind: 'follow-up', player: att }
    if (st === ST_PILE_ON) return { side: sideOf(s, att), kind: 'piling-on', player: att }
    if (st === ST_FRENZY_GFI) return { side: sideOf(s, att), kind: 'frenzy-gfi', player: att }
    if (st === ST_JUGGERNAUT) return { side: sideOf(s, att), kind: 'juggernaut', player: att }
    const defenderPicks = (arg(s, f, 3) & 4) !== 0
    return { side: sideOf(s, defenderPicks ? arg(s, f, 1) : att), kind: 'block-die', player: att }
  },
  legal(s, f, out) {
    const st = step(s, f)
    if (st === 1) {
      blockRerollCodes(s, f, out)
      return
    }
    if (st === ST_FOLLOW_UP) {
      out.push(code(A_FOLLOW_UP, 0, 1), code(A_FOLLOW_UP, 0, 0))
      return
    }
    if (st === ST_PILE_ON || st === ST_FRENZY_GFI || st === ST_JUGGERNAUT) {
      out.push(code(A_USE_SKILL, 0, 1), code(A_USE_SKILL, 0, 0))
      return
    }
    blockFaceCodes(s, f, arg(s, f, 3) & 3, out)
  },
  act(s, f, c) {
    const st = step(s, f)
    if (st === 1) {
      actBlockReroll(s, f, c, arg(s, f, 3) & 3) // LRB6 Loner: the re-roll may be spent without new dice
      setStep(s, f, 2)
      return
    }
    if (st === ST_FOLLOW_UP) {
      if (xOf(c) === 1) followUp(s, f)
      else setStep(s, f, ST_AFTER_PUSH)
      return
    }
    if (st === ST_PILE_ON) {
      if (xOf(c) === 1) setArg(s, f, 5, arg(s, f, 5) | FL_PILED)
      setStep(s, f, ST_FINISH)
      return
    }
    if (st === ST_FRENZY_GFI) {
      if (xOf(c) === 0) {
        pop(s) // the Frenzy stops here
        return
      }
      const att = arg(s, f, 0)
      set(s.m, P_MOVED + att, s.m.w[P_MOVED + att] + 1)
      setStep(s, f, ST_FRENZY_ROLLED)
      pushRoll(s, RK_GFI, att, weatherEffect(s.m.w[G_WEATHER]).gfiTarget)
      return
    }
    if (st === ST_JUGGERNAUT) {
      if (xOf(c) === 1 && s.events) emit(s, { type: 'juggernaut', player: arg(s, f, 0) })
      resolveFace(s, f, xOf(c) === 1 ? 3 : 2, true) // a Pushed face (3), or Both Down (2) as rolled
      return
    }
    resolveFace(s, f, blockDieAt(s, f, xOf(c)))
  },
})

/** Applies the chosen face (002: Blocking results). */
function resolveFace(s: ClassicState, f: number, die: number, decided = false): void {
  const att = arg(s, f, 0)
  const def = arg(s, f, 1)
  const face = BLOCK_DIE[die]!
  if (s.events && !decided) emit(s, { type: 'block-result', attacker: att, defender: def, face })
  if (face === 'both-down' && !decided && juggernautAsks(s, att, arg(s, f, 5))) {
    setStep(s, f, ST_JUGGERNAUT)
    return
  }
  switch (face) {
    case 'attacker-down':
      pop(s)
      // 003 Diving Tackle: a diver knocked over in the opponent's turn causes no turnover (the turn is not his).
      if (sideOf(s, att) === s.m.w[G_ACTIVE]) set(s.m, G_TURNOVER, 1)
      // docs/rules/classic-interpretations.md: in a block each knock-down counts as made by the other player.
      knockDownBy(s, att, def)
      return
    case 'both-down': {
      // 002: Both Down — a player with Block stays up; with both, nothing happens.
      const attDown = !anySkill(s, att, (r) => r.savesBothDown)
      const defDown = !anySkill(s, def, (r) => r.savesBothDown)
      pop(s)
      if (attDown && sideOf(s, att) === s.m.w[G_ACTIVE]) set(s.m, G_TURNOVER, 1) // 003 Diving Tackle
      if (defDown) knockDownBy(s, def, att)
      if (attDown) knockDownBy(s, att, def)
      return
    }
    default: {
      // Pushed, Defender Stumbles (a push, and down unless Dodge: 002; 003 Tackle cancels Dodge), Defender Down.
      const down =
        face === 'defender-down' ||
        (face === 'defender-stumbles' && !anySkillAgainst(s, def, att, (r) => r.savesStumble))
      const keep = BF_BLITZ | BF_MOVED | BF_DIVING
      setArg(s, f, 5, (arg(s, f, 5) & keep) | (down ? FL_DEFENDER_DOWN : FL_PUSH_ONLY))
      setStep(s, f, ST_FOLLOW_UP)
      startJuggernaut(s, att, arg(s, f, 5)) // not in the seeds (LRB6 Juggernaut): no Stand Firm on his Blitz
      pushPush(s, sideOf(s, att), def, s.m.w[P_X + att], s.m.w[P_Y + att])
    }
  }
}
