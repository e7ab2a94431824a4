// Not in the seeds (LRB6 Juggernaut): "If this player takes a Blitz action, then opposing players may not use their
// ... Stand Firm ... skills against his blocks. The Juggernaut player may also choose to treat a 'Both Down' result
// as if a 'Pushed' result has been rolled instead for blocks he makes during a Blitz action." The block procedure
// (block.ts) asks these at its hook points; push.ts asks `standsFirm`.

import { set } from '../../../engine/memory'
import { G_JUGGERNAUT, P_SIDE } from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import type { ClassicState } from '../state'
import { BF_BLITZ } from './blockSkills'

const BOTH_DOWN_PUSHERS = rulesWith((r) => r.bothDownAsPushOnBlitz)
const STAND_FIRM_BEATERS = rulesWith((r) => r.beatsStandFirmOnBlitz)
const STAND_FIRM = rulesWith((r) => r.standFirm) // 003: Stand Firm

/** Whether Both Down on this block is his coach's choice (a Blitz's block by a Juggernaut). */
export function juggernautAsks(s: ClassicState, att: number, flags: number): boolean {
  return (flags & BF_BLITZ) !== 0 && hasAnyOf(s, att, BOTH_DOWN_PUSHERS)
}

/** Before a Blitz's push: while it lasts, opponents of the Juggernaut cannot stand firm. */
export function startJuggernaut(s: ClassicState, att: number, flags: number): void {
  if ((flags & BF_BLITZ) !== 0 && hasAnyOf(s, att, STAND_FIRM_BEATERS)) set(s.m, G_JUGGERNAUT, att + 1)
}

/** The block is over. */
export function endJuggernaut(s: ClassicState): void {
  if (s.m.w[G_JUGGERNAUT] !== 0) set(s.m, G_JUGGERNAUT, 0)
}

/** 003: Stand Firm — whether player `q` stands firm now (not against a Juggernaut's Blitz, LRB6). */
export function standsFirm(s: ClassicState, q: number): boolean {
  if (!hasAnyOf(s, q, STAND_FIRM)) return false
  const w = s.m.w
  const j = w[G_JUGGERNAUT] - 1
  return j < 0 || w[P_SIDE + j] === w[P_SIDE + q]
}
