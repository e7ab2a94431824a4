// Classic's star player points per player: no seed prints Classic's table (docs/rules/league-carry-over.md point
// 5), so the app reads it as documented there — touchdown 3 and casualty 2, the two values 000 (Cross Check, "Star
// Player Points") shares "As in Blood Bowl"; completion 1 and interception 2, the third edition's published values
// (from outside the seeds). 003 Regeneration assumes such points: "opposing team players earn Star Player points as
// normal for inflicting a badly hurt, serious injury, or dead result". The most valuable player award is +5 (the
// same third edition's value; leagues/mvp.ts draws him).
import type { PlayerTally } from './matchTally'

export const CLASSIC_SPP = { touchdown: 3, casualty: 2, interception: 2, completion: 1, mvp: 5 } as const

/** A player's Classic points for what the events say he did (the MVP award not included). */
export function classicSpp(t: PlayerTally): number {
  return (
    t.touchdowns * CLASSIC_SPP.touchdown +
    t.casualties * CLASSIC_SPP.casualty +
    t.interceptions * CLASSIC_SPP.interception +
    t.completions * CLASSIC_SPP.completion
  )
}
