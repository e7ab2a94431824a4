// 000: Passing and Shooting — the passing-template zones (rulings.md: quick 1, short 2, long 3, long bomb 4), read
// on Classic's range ruler (imported, not copied). Each zone is -1 to the roll and one more D8 of scatter.

import { passRange, type PassRange } from '../../classic/data/passRange'

export const ZONES: Readonly<Record<PassRange, number>> = Object.freeze({
  quick: 1,
  short: 2,
  long: 3,
  'long-bomb': 4,
})

/** 000 modifiers for a pass or shot roll. */
export const PASS_MODIFIERS = Object.freeze({
  passing: 1, // 000: "+1 for Passing the puck"
  perOpposingStickZone: -1, // 000: "-1 for each opposing Stick Zone that the player or puck is in"
  perZone: -1, // 000: "-1 for each zone on the Passing templet"
})

/** 000 modifiers for blocking a pass or shot. */
export const BLOCK_MODIFIERS = Object.freeze({
  perZoneBetween: 1, // "+1 for each Passing zone (or partial zone) between the puck and the Blocking square"
  inOwnSquare: 2, // "+2 if Blocking in the square the player is in"
  inOwnSquareBigGuy: 3, // "(+3 if the blocker is a big guy)"
  shot: -1, // "-1 for a Shot"
  perOpposingStickZone: -1, // "-1 for each opposing Stick Zone the Blocking player is in"
  armourInSquare: 1, // "If it's blocked in a square a player is in, then that player must make an immediate armor roll at +1"
  save: 1, // cc-interp: save-ability
})

/** Zones a pass over (dx, dy) travels, 0 for the passer's own square, null beyond long bomb (cc-interp). */
export function zonesFor(dx: number, dy: number): number | null {
  if (dx === 0 && dy === 0) return 0
  const r = passRange(dx, dy)
  return r === null ? null : ZONES[r]
}
