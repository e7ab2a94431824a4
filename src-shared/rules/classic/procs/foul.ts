// 004: Fouls — one per team turn: an armour roll +1 against a player lying down next to the fouler, +1 per
// assisting team-mate (the victim's team-mates may not assist); a double on the injury roll gets the fouler
// sent off (rulings.md: the injury roll only), a turnover.

import { set } from '../../../engine/memory'
import { roll } from '../../../engine/dice'
import { FOUL } from '../data/modifiers'
import { assists } from '../geometry'
import { G_REF_BLIND0, G_TURNOVER, P_STATE, P_X, P_Y, S_SENT_OFF } from '../layout'
import { arg, defineProc, pop, push } from '../stack'
import { carrier, emit, removeFromPitch, setBallGround, sideOf, type ClassicState } from '../state'
import { pushBounce } from './ball'
import { applyInjury, armourBonusOf, armourRoll, injuryBonusOf, injuryFor } from './injury'
import { decayed, noteKill } from './casualtyTraits'
import { PR_FOUL } from './kinds'
import { foulSawStarts } from './weapons'

export function pushFoul(s: ClassicState, fouler: number, victim: number): void {
  push(s, PR_FOUL, fouler, victim)
}

/** The foul's armour modifier: +1, +1 per assist, and the fouler's bonuses (003: Dirty Player, Mighty Blow, Claw). */
export function foulModifier(s: ClassicState, fouler: number, victim: number): number {
  return FOUL.armourRoll + FOUL.perAssist * assists(s, fouler, victim) + armourBonusOf(s, fouler, true)
}

defineProc(PR_FOUL, {
  name: 'foul',
  run(s, f) {
    const w = s.m.w
    const fouler = arg(s, f, 0)
    const victim = arg(s, f, 1)
    pop(s)
    if (s.events) emit(s, { type: 'foul', player: fouler, target: victim })
    // not in the seeds (LRB6 Chainsaw): a chainsaw foul "must roll for kick back" first (procs/weapons.ts).
    if (!foulSawStarts(s, fouler)) return false
    const mod = foulModifier(s, fouler, victim)
    if (!armourRoll(s, victim, mod, 'foul and assists', true)) return false
    const injury = [roll(s.m, 6), roll(s.m, 6)]
    // 003: Dirty Player, Mighty Blow, Razor Sharp Fangs add to the injury roll; Stunty's +1 is the victim's.
    const injuryMod = injuryBonusOf(s, fouler, true)
    const first = injuryFor(s, victim, injury[0] + injury[1] + injuryMod)
    if (s.events)
      emit(s, {
        type: 'roll',
        purpose: 'injury',
        player: victim,
        dice: injury,
        ...(injuryMod ? { modifiers: [{ reason: 'net', value: injuryMod }] } : {}),
      })
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
    return false
  },
})
