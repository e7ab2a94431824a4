// What a play screen needs to draw Cross Check's side panels (GameView.crosscheck): plain data, no imports, so the
// engine's API can name it without depending on the rules.

/** Where a player off the ice is: fit on the bench, in the reserve box for this shift (000: Endurance), out. */
export type CrossCheckBenchState = 'ready' | 'reserve-box' | 'ko' | 'casualty'

export interface CrossCheckBenchEntry {
  readonly id: number
  readonly state: CrossCheckBenchState
  readonly goalie: boolean
}

export interface CrossCheckBoxEntry {
  readonly id: number
  readonly side: 0 | 1
  /** His team's turns still to start before his time is served (0: served). */
  readonly turnsLeft: number
  /** His time served, he waits in the box and may skate out in his team's turn (000: "placed IN the penalty box"). */
  readonly mayLeave?: boolean
}

export interface CrossCheckPanels {
  /** Players off the ice per side (not those in the penalty box). */
  readonly bench: readonly [readonly CrossCheckBenchEntry[], readonly CrossCheckBenchEntry[]]
  /** 000: the penalty boxes and the time track. */
  readonly penaltyBox: readonly CrossCheckBoxEntry[]
  /** 000: "three periods of 20 turns" (rulings.md: team turns in all); a period beyond `periods` is overtime. */
  readonly time: {
    readonly period: number
    readonly periods: number
    readonly turnInPeriod: number
    readonly turnsPerPeriod: number
  }
  /** The controlled puck's square relative to its carrier (rulings.md: Stick Zone), null when loose. */
  readonly puck: {
    readonly carrier: number
    readonly dir: number
    readonly dx: number
    readonly dy: number
  } | null
  /** Per player: star player points so far (rounded down, 000) and whether he is a goalie. */
  readonly players: readonly { readonly id: number; readonly spp: number; readonly goalie: boolean }[]
  /** During a line-up: the starting position the next skater picked takes (cc-interp: line-up). */
  readonly lineUpSquare?: { readonly x: number; readonly y: number }
  /** During a line-up: every starting position still open, the next one first. */
  readonly lineUpOpen?: readonly { readonly x: number; readonly y: number }[]
}
