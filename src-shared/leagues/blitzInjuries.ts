// A Blitz Bowl league's casualties (issue 23 point 4's "casualties" column). 001 "Injured Players": an Injured
// player "is removed from the game board and placed in their team's Dugout" as a Reserves Player and may come back,
// so the final position keeps no trace of him: the league counts the game's events instead when the result is
// recorded, as summary/matchTally.ts reads them for the game-over screen. A side inflicted an injury when one of its
// players knocked an opponent out with a Block (Smash or Kerrunch!, then a failed Armour Check; a Violent ability)
// or a Foul (Got Them!, Take That!); a trapdoor, a Throw Team-mate crash, a random event or a fouler sent off
// (Spotted!) is nobody's.
import type { EngineEvent, Side } from '../engine/api'
import { tallyMatch } from '../summary/matchTally'

/** The opponents each side injured (home first), counted from a game's events. */
export function blitzInjuriesCaused(
  steps: readonly { readonly events: readonly EngineEvent[] }[],
  pieces: readonly { readonly id: number; readonly side: Side }[],
): [number, number] {
  const sideOf = new Map(pieces.map((p) => [p.id, p.side]))
  const caused: [number, number] = [0, 0]
  for (const c of tallyMatch(steps, sideOf).casualties) {
    const by = c.by === null ? undefined : sideOf.get(c.by)
    if (by !== undefined) caused[by]++
  }
  return caused
}
