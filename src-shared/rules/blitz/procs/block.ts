// 001: Block Action — dice = Block value, +1 if Assisted; the blocker picks one result (Smash, Kerrunch!, Shove,
// Tackle, Miss); Shove pushes straight away (Smash if it cannot) with an optional follow-up; a knocked-down player
// goes Prone, a carried ball bounces (before the Armour Check, rulings.md), then the Armour Check. Offensive
// Specialist re-rolls the Block dice; face changes by ability (game-facts B5) are data in blockFaces.ts.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import {
  A_CHOOSE_DIE,
  A_DECLINE,
  A_FOLLOW,
  A_INTERRUPT,
  A_NO_REROLL,
  A_REROLL,
  A_STAY,
  A_THROW,
  code,
  nOf,
  targetOf,
  typeOf,
} from '../actions'
import { SHORT_D2 } from '../data/ruler'
import { AB } from '../data/abilities'
import { BONUS_INDEX } from '../data/bonusPlays'
import {
  BLOCK_FACES,
  FACE_NAMES,
  KERRUNCH,
  KNOCKDOWN_MOD,
  MISS,
  SHOVE,
  SMASH,
  TACKLE,
} from '../data/blockDie'
import { ballOf, free, hasAbility } from '../geometry'
import {
  A_KNOCKED,
  G_ACTIVE,
  G_BLOODLUST,
  G_CRUMBLING,
  G_INTERRUPT,
  MAX_PLAYERS,
  P_NOMORE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  ST_PRONE,
  ST_STANDING,
} from '../layout'
import { arg, defineProc, pop, setArg, setStep, step } from '../stack'
import { emit, type BlitzState } from '../state'
import { landOnBall } from './action'
import { blockDice, effectiveFace } from './blockFaces'
import { injure, knockDown } from './injury'
import { pushBounce } from './ball'
import { quickThrow } from './throw'
import { dropBall } from './pieces'
import { playable, playBonus } from './bonus'
import { heldKind, hasRerollChoice, rerollChoices, useReroll } from './rerolls'
import { beginInterrupt } from './interrupts'
import { PR_BLOCK } from './kinds'
import { movePlayer } from './pieces'

// frame args: 0 attacker, 1 target, 2 dice (3 bits each) then the square the target left, 3 dice count,
// 4 flags (RE_ROLLED, TOUGH, ASKED), 5 bonus
const RE_ROLLED = 1
const TOUGH = 2
const ASKED = 4
const tough = (s: BlitzState, f: number): boolean => (arg(s, f, 4) & TOUGH) !== 0
const S_INTERRUPT = 10
const S_DUMP_OFF = 11
const VIOLENT = 8
const DUMP_ASKED = 16
const RESOLVED = 32 // game-facts B5 Enforcer: RESOLVED << i marks die i as applied
const enforcer = (s: BlitzState, f: number): boolean => hasAbility(s, arg(s, f, 0), AB.enforcer)
const unresolved = (s: BlitzState, f: number): number[] => {
  const out: number[] = []
  for (let i = 0; i < arg(s, f, 3); i++) if ((arg(s, f, 4) & (RESOLVED << i)) === 0) out.push(i)
  return out
}

/** Team-mates a Dump-off may reach: standing, within Short range of the ball carrier about to be blocked. */
function dumpTargets(s: BlitzState, t: number): number[] {
  const w = s.m.w
  const out: number[] = []
  if (!hasAbility(s, t, AB.dumpOff) || ballOf(s, t) < 0 || w[P_THROW + t] === 0) return out
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === t || w[P_SIDE + q] !== w[P_SIDE + t] || w[P_ST + q] !== ST_STANDING) continue
    const dx = w[P_X + q] - w[P_X + t]
    const dy = w[P_Y + q] - w[P_Y + t]
    if (dx * dx + dy * dy <= SHORT_D2) out.push(q)
  }
  return out
}
function rollDice(s: BlitzState, f: number): void {
  const n = arg(s, f, 3)
  let packed = 0
  const dice: number[] = []
  for (let i = 0; i < n; i++) {
    const d = roll(s.m, 6)
    dice.push(d)
    packed |= d << (3 * i)
  }
  setArg(s, f, 2, packed)
  emit(s, {
    type: 'roll',
    purpose: 'block',
    player: arg(s, f, 0),
    dice,
    faces: dice.map((d) => FACE_NAMES[BLOCK_FACES[d]]),
  })
}

const offSpec = (s: BlitzState, f: number): boolean => hasAbility(s, arg(s, f, 0), AB.offSpec)
/** 001 Extra Spikey Ball: its holder may re-roll a Block that shows a Miss. */
function spikey(s: BlitzState, f: number): boolean {
  if (heldKind(s, arg(s, f, 0)) !== 2) return false
  for (let i = 0; i < arg(s, f, 3); i++) if (BLOCK_FACES[die(s, f, i)] === MISS) return true
  return false
}
const die = (s: BlitzState, f: number, i: number): number => (arg(s, f, 2) >> (3 * i)) & 7

/** Indexes of the dice worth offering: the first die of each different effective result. */
export function distinctDice(s: BlitzState, f: number): number[] {
  const seen: number[] = []
  const out: number[] = []
  for (let i = 0; i < arg(s, f, 3); i++) {
    if ((arg(s, f, 4) & (RESOLVED << i)) !== 0) continue
    const r = effectiveFace(s, arg(s, f, 0), arg(s, f, 1), BLOCK_FACES[die(s, f, i)], tough(s, f))
    if (!seen.includes(r)) {
      seen.push(r)
      out.push(i)
    }
  }
  return out
}

function apply(s: BlitzState, f: number, i: number): void {
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  let r = effectiveFace(s, a, t, BLOCK_FACES[die(s, f, i)], tough(s, f))
  emit(s, { type: 'block-result', player: a, target: t, result: FACE_NAMES[r] })
  // game-facts B5 Enforcer: every die is applied, in the order the coach picks; the frame stays for the next.
  const keep = enforcer(s, f) && (arg(s, f, 4) & VIOLENT) === 0
  if (keep) setArg(s, f, 4, arg(s, f, 4) | (RESOLVED << i))
  const done = (): void => (keep ? setStep(s, f, 2) : pop(s))
  if (r === TACKLE || r === MISS) set(s.m, P_NOMORE + a, 1) // 001: no more actions, free ones included
  // game-facts B5 Bloodlust: any Miss among the dice Injures the blocker after the claim step.
  if (hasAbility(s, a, AB.bloodlust))
    for (let k = 0; k < arg(s, f, 3); k++)
      if (BLOCK_FACES[die(s, f, k)] === MISS) set(s.m, G_BLOODLUST, a + 1)
  if ((arg(s, f, 4) & VIOLENT) !== 0) {
    pop(s)
    const b = ballOf(s, t)
    const [x, y] = [s.m.w[P_X + t], s.m.w[P_Y + t]]
    injure(s, t, 'violent')
    if (b >= 0) {
      dropBall(s, b)
      pushBounce(s, b, x, y)
    }
    return
  }
  if (r === MISS) {
    done()
    return
  }
  const w = s.m.w
  if (r === SHOVE) {
    const tx = w[P_X + t]
    const ty = w[P_Y + t]
    const nx = 2 * tx - w[P_X + a]
    const ny = 2 * ty - w[P_Y + a]
    if (free(s, nx, ny)) {
      movePlayer(s, t, nx, ny)
      emit(s, { type: 'push', player: t, x: nx, y: ny })
      if (keep) {
        // Enforcer must follow up.
        movePlayer(s, a, tx, ty)
        emit(s, { type: 'follow-up', player: a, x: tx, y: ty })
        done()
      } else {
        setArg(s, f, 2, (arg(s, f, 2) & 0xffff) | ((tx * 16 + ty) << 16))
        setStep(s, f, 3) // follow-up decision, after any bounce of a ball the target was pushed onto
      }
      landOnBall(s, t, nx, ny, false)
      return
    }
    // 001: a Shove that cannot push knocks down (Coliseum of Chaos: as a Kerrunch!).
    r = s.meta.options.arena === 'coliseum-of-chaos' ? KERRUNCH : SMASH
  }
  done()
  set(s.m, A_KNOCKED, 1)
  // 001 event Crumbling Astrogranite Pitch: −1 on Armour Checks caused by Blocks (the ±1 cap still holds).
  // 001 card Bladed Knuckle Dusters: the blocker's coach may play it now, after the knock-down (injury.ts).
  knockDown(s, t, KNOCKDOWN_MOD[r] - s.m.w[G_CRUMBLING], 0, a)
}

defineProc(PR_BLOCK, {
  name: 'block',
  run(s, f) {
    switch (step(s, f)) {
      case 0: {
        // game-facts B5 Dump-off: the target may first throw its ball (an interrupt of the other coach).
        if (
          (arg(s, f, 4) & DUMP_ASKED) === 0 &&
          s.m.w[G_INTERRUPT] === 0 &&
          dumpTargets(s, arg(s, f, 1)).length > 0
        ) {
          setArg(s, f, 4, arg(s, f, 4) | DUMP_ASKED)
          setStep(s, f, S_DUMP_OFF)
          return true
        }
        // 001 card Tough Enough (an interrupt by the target's coach, never during another interrupt).
        const def = s.m.w[P_SIDE + arg(s, f, 1)]
        if (
          (arg(s, f, 4) & ASKED) === 0 &&
          s.m.w[G_INTERRUPT] === 0 &&
          playable(s, def, 'tough-enough') >= 0
        ) {
          setArg(s, f, 4, arg(s, f, 4) | ASKED)
          setStep(s, f, S_INTERRUPT)
          return true
        }
        setArg(s, f, 3, blockDice(s, arg(s, f, 0), arg(s, f, 1), arg(s, f, 5), tough(s, f)))
        rollDice(s, f)
        if (hasAbility(s, arg(s, f, 0), AB.violent)) {
          // game-facts B5 Violent: a D6 alongside the Block dice; a 6 Injures the target outright.
          const v = roll(s.m, 6)
          emit(s, { type: 'roll', purpose: 'violent', player: arg(s, f, 0), dice: [v], success: v === 6 })
          if (v === 6) setArg(s, f, 4, arg(s, f, 4) | VIOLENT)
        }
        setStep(s, f, 1)
        return false
      }
      case 1:
        if (
          (arg(s, f, 4) & RE_ROLLED) === 0 &&
          hasRerollChoice(s, s.m.w[G_ACTIVE], offSpec(s, f), spikey(s, f))
        )
          return true
        setStep(s, f, 2)
        return false
      case 2: {
        if (
          enforcer(s, f) &&
          (unresolved(s, f).length === 0 ||
            (s.m.w[P_ST + arg(s, f, 1)] !== ST_STANDING && s.m.w[P_ST + arg(s, f, 1)] !== ST_PRONE))
        ) {
          pop(s) // every die applied, or the target is gone
          return false
        }
        const options = distinctDice(s, f)
        if (options.length > 1) return true
        apply(s, f, options[0])
        return false
      }
      default:
        return true // the follow-up decision, or Tough Enough
    }
  },
  decision(s, f) {
    const st = step(s, f)
    if (st === S_INTERRUPT || st === S_DUMP_OFF)
      return { side: s.m.w[P_SIDE + arg(s, f, 1)] as 0 | 1, kind: 'interrupt', player: arg(s, f, 1) }
    const kind = st === 1 ? 'reroll' : st === 2 ? 'block-die' : 'follow-up'
    return { side: s.m.w[G_ACTIVE] as 0 | 1, kind, player: arg(s, f, 0) }
  },
  legal(s, f, out) {
    const st = step(s, f)
    if (st === S_DUMP_OFF) {
      for (const q of dumpTargets(s, arg(s, f, 1))) out.push(code(A_THROW, arg(s, f, 1), q))
      out.push(code(A_DECLINE))
    } else if (st === S_INTERRUPT) {
      // Offered while the card is still in hand (hidden hands dealt again in a look-ahead may have taken it).
      if (playable(s, s.m.w[P_SIDE + arg(s, f, 1)], 'tough-enough') >= 0)
        out.push(code(A_INTERRUPT, -1, -1, -1, -1, BONUS_INDEX['tough-enough']))
      out.push(code(A_DECLINE))
    } else if (st === 1) rerollChoices(s, s.m.w[G_ACTIVE], offSpec(s, f), out, spikey(s, f))
    else if (st === 2) for (const i of distinctDice(s, f)) out.push(code(A_CHOOSE_DIE, -1, -1, -1, -1, i))
    else out.push(code(A_FOLLOW), code(A_STAY))
  },
  act(s, f, c) {
    const t = typeOf(c)
    if (step(s, f) === S_DUMP_OFF) {
      setStep(s, f, 0)
      if (t === A_THROW) {
        beginInterrupt(s) // 001: nothing interrupts the Dump-off's throw, nor its bounce
        quickThrow(s, arg(s, f, 1), targetOf(c))
      }
      return
    }
    if (t === A_INTERRUPT) {
      playBonus(s, s.m.w[P_SIDE + arg(s, f, 1)], 'tough-enough')
      setArg(s, f, 4, arg(s, f, 4) | TOUGH)
      setStep(s, f, 0)
    } else if (t === A_DECLINE) setStep(s, f, 0)
    else if (t === A_REROLL) {
      setArg(s, f, 4, arg(s, f, 4) | RE_ROLLED) // 001: a re-roll is never re-rolled
      useReroll(s, s.m.w[G_ACTIVE], c, arg(s, f, 0), 'offensive-specialist')
      rollDice(s, f)
      setStep(s, f, 2)
    } else if (t === A_NO_REROLL) setStep(s, f, 2)
    else if (t === A_CHOOSE_DIE) apply(s, f, nOf(c))
    else {
      const a = arg(s, f, 0)
      const from = arg(s, f, 2) >> 16
      pop(s)
      if (t === A_FOLLOW) {
        movePlayer(s, a, from >> 4, from & 15)
        emit(s, { type: 'follow-up', player: a, x: from >> 4, y: from & 15 })
        // 001 Picking Up a Ball: a ball that bounced into the square the target left is not taken on a follow-up
        // ("moved onto a ball in any other way"): it Bounces (Handling Skills takes it, game-facts B5).
        landOnBall(s, a, from >> 4, from & 15, false)
      }
    }
  },
})

/** The result die `i` of the block on frame `f` gives, as it counts for this blocker and target (play screen). */
export function blockDieResult(s: BlitzState, f: number, i: number): string {
  return FACE_NAMES[effectiveFace(s, arg(s, f, 0), arg(s, f, 1), BLOCK_FACES[die(s, f, i)], tough(s, f))]
}
