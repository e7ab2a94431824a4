// The Cross Check coach's clock (rulings.md: "three periods of 20 turns" — 20 team turns a period in all, option
// periodTurns): a period ends with a face-off (cc-interp: puck-drop), so a puck still held when the side's last
// team turn of the period ends is worth nothing to it — that turn any shot beats keeping the puck.

import { resolveOptions } from '../../rules/crosscheck/options'
import { G_PTURN } from '../../rules/crosscheck/layout'
import type { CrossCheckState } from '../../rules/crosscheck/state'

const turnsOf = new WeakMap<object, number>()

/** Team turns in a period under this game's options (remembered per options object: resolving them is not free). */
function periodTurns(s: CrossCheckState): number {
  const key = s.meta.options ?? turnsOf
  let n = turnsOf.get(key)
  if (n === undefined) turnsOf.set(key, (n = resolveOptions(s.meta.options).periodTurns))
  return n
}

/** Is the team turn in play the side's last of the period (no own turn follows before the face-off)? */
export function lastTurnOfPeriod(s: CrossCheckState): boolean {
  return s.m.w[G_PTURN] >= periodTurns(s) - 1
}
