// 004: Fouls — one per team turn: an armour roll +1 against a player lying down next to the fouler, +1 per
// assisting team-mate (the victim's team-mates may not assist); a double on the injury roll gets the fouler
// sent off (rulings.md: the injury roll only), a turnover. 003 Pro: a fouler with Pro may re-roll the armour roll
// that did not break or the injury roll (his rolls [GWUK]); the double that counts is on the injury dice that stand.

import { set } from '../../../engine/memory'
import { roll } from '../../../engine/dice'
import { FOUL } from '../data/modifiers'
import { assists } from '../geometry'
import { G_REF_BLIND0, G_RESULT, G_TURNOVER, P_STATE, P_X, P_Y, S_SENT_OFF } from '../layout'
import { arg, defineProc, pop, push, setStep, step } from '../stack'
import { carrier, emit, removeFromPitch, setBallGround, sideOf, type ClassicState } from '../state'
import { pushBounce } from './ball'
import { applyInjury, armourBonusOf, armourRoll, injuryBonusOf, injuryFor } from './injury'
import { decayed, noteKill } from './casualtyTraits'
import { PR_FOUL } from './kinds'
import { askPro, proReady } from './pro'
import { foulSawStarts } from './weapons'

export function pushFoul(s: ClassicState, fouler: number, victim: number): void {
  push(s, PR_FOUL, fouler, victim)
}

/** The foul's armour modifier: +1, +1 per assist, and the fouler's bonuses (003: Dirty Player, Mighty Blow, Claw). */
export function foulModifier(s: ClassicState, fouler: number, victim: number): number {
  return FOUL.armourRoll + FOUL.perAssist * assists(s, fouler, victim) + armourBonusOf(s, fouler, true)
}

// Steps. Each step pops its frame before it rolls (a bounce it pushes must not sit beneath a frame still to pop);
// a Pro question pushes the frame again at the step that reads the answer, then the question above it.
const ST_FOUL = 0
/** The Pro's answer on an armour roll that held (G_RESULT). */
const ST_ARMOUR_AGAIN = 1
/** The Pro's answer on the injury roll (its dice in word c). */
const ST_INJURY_AGAIN = 2

// Frame: a = fouler, b = victim, c = the armour modifier (ST_ARMOUR_AGAIN) or the injury dice (ST_INJURY_AGAIN).
defineProc(PR_FOUL, {
  name: 'foul',
  run(s, f) {
    const fouler = arg(s, f, 0)
    const victim = arg(s, f, 1)
    const st = step(s, f)
    const c = arg(s, f, 2)
    pop(s)
    switch (st) {
      case ST_FOUL: {
        if (s.events) emit(s, { type: 'foul', player: fouler, target: victim })
        // not in the seeds (LRB6 Chainsaw): a chainsaw foul "must roll for kick back" first (procs/weapons.ts).
        if (!foulSawStarts(s, fouler)) return false
        const mod = foulModifier(s, fouler, victim)
        if (armourRoll(s, victim, mod, 'foul and assists', true)) rollInjury(s, fouler, victim)
        else if (proReady(s, fouler)) ask(s, fouler, victim, ST_ARMOUR_AGAIN, mod, false)
        return false
      }
      case ST_ARMOUR_AGAIN:
        if (s.m.w[G_RESULT] === 1 && armourRoll(s, victim, c, 'foul and assists', true))
          rollInjury(s, fouler, victim)
        return false
      default:
        if (s.m.w[G_RESULT] === 1) rollInjury(s, fouler, victim)
        else injuryStands(s, fouler, victim, [c & 15, c >> 4])
        return false
    }
  },
})

/** 003 Pro: the foul again at `next`, beneath the question to the fouler's coach. */
function ask(
  s: ClassicState,
  fouler: number,
  victim: number,
  next: number,
  c: number,
  injury: boolean,
): void {
  setStep(s, push(s, PR_FOUL, fouler, victim, c), next)
  askPro(s, victim, fouler, injury)
}

/** The injury roll (003: Dirty Player, Mighty Blow, Razor Sharp Fangs add to it; Stunty's +1 is the victim's). */
function rollInjury(s: ClassicState, fouler: number, victim: number): void {
  const injury = [roll(s.m, 6), roll(s.m, 6)]
  const injuryMod = injuryBonusOf(s, fouler, true)
  if (s.events)
    emit(s, {
      type: 'roll',
      purpose: 'injury',
      player: victim,
      dice: injury,
      ...(injuryMod ? { modifiers: [{ reason: 'net', value: injuryMod }] } : {}),
    })
  // 003 Pro: "unsatisfactory injury rolls" — not asked when the victim is dead already.
  const result = injuryFor(s, victim, injury[0] + injury[1] + injuryMod)
  if (result !== 'dead' && proReady(s, fouler)) {
    ask(s, fouler, victim, ST_INJURY_AGAIN, injury[0] | (injury[1] << 4), true)
    return
  }
  injuryStands(s, fouler, victim, injury)
}

/** The injury dice stand: the result (LRB6 Decay, Nurgle's Rot), then the referee on a double (004). */
function injuryStands(s: ClassicState, fouler: number, victim: number, injury: readonly number[]): void {
  const w = s.m.w
  const injuryMod = injuryBonusOf(s, fouler, true)
  const first = injuryFor(s, victim, injury[0] + injury[1] + injuryMod)
  applyInjury(s, victim, decayed(s, victim, first, injuryMod), false) // LRB6 Decay
  noteKill(s, victim, fouler) // LRB6 Nurgle's Rot
  const side = sideOf(s, fouler)
  if (injury[0] === injury[1] && w[G_REF_BLIND0 + side] === 0) {
    // 004: the referee sends the fouler off to the reserves box until after a touchdown or half-time.
    const x = w[P_X + fouler]
    const y = w[P_Y + fouler]
    const hadBall = carrier(s) === fouler
    removeFromPitch(s, fouler)
    set(s.m, P_STATE + fouler, S_SENT_OFF)
    set(s.m, G_TURNOVER, 1)
    if (s.events) emit(s, { type: 'sent-off', player: fouler })
    if (hadBall) {
      setBallGround(s, x, y)
      pushBounce(s, x, y)
    }
  }
}
