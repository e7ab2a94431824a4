// Which colours each team wears on the table. By default every team wears its paint: the scheme its painters saved,
// else its preset (the roster's classic colours). The colour-blind-safe pair (blue v orange, teamColours.ts) is an
// opt-in (Settings), and otherwise comes in only where two teams' colours clash: when the two main armour colours
// are closer than CLASH_DELTA_E in CIEDE2000, one side keeps its paint and the other wears whichever of the safe
// pair stands further from it. Pure (and free of three.js: the showcase store reads it), so the rule is unit-tested.
import { colourDistance } from '@shared/showcase/colourDistance'
import { SAFE_TEAM_COLOURS } from '@shared/showcase/looks'
import type { PaintScheme } from '@shared/showcase/scheme'

/**
 * Two armours closer than this (ΔE00) clash. A difference of about 10 is "another colour" side by side on a
 * swatch; on 15-pixel figures under the table's toon light, in shadow and at a distance, teams need about twice that.
 * Measured on the presets: Human blue v Norse steel (11) and Dark Elf purple v Dwarf navy (15) clash, Undead
 * v Necromantic (16) too; Orc red v Human blue (about 60) and the safe pair itself (55) do not.
 */
export const CLASH_DELTA_E = 20

export interface TeamPaint {
  /** The team's paint: its saved scheme or its preset; null when none could be read (the side's safe colours). */
  readonly scheme: PaintScheme | null
  /** True when the painters saved the scheme (it then wins a clash against a preset). */
  readonly custom: boolean
}

export interface TablePaint {
  /** The scheme the side is painted with; null paints it in a colour-blind-safe palette. */
  readonly scheme: PaintScheme | null
  /** Which of the safe pair a side without a scheme wears (0 blue, 1 orange). */
  readonly palette: 0 | 1
}

const SAFE_HEX = SAFE_TEAM_COLOURS.map((c) => c.armour)

/** ΔE00 between two teams' main armour colours, or null when either has no scheme. */
export function armourDistance(a: PaintScheme | null, b: PaintScheme | null): number | null {
  return a && b ? colourDistance(a.colours.armour, b.colours.armour) : null
}

export function clashes(a: PaintScheme | null, b: PaintScheme | null): boolean {
  const d = armourDistance(a, b)
  return d !== null && d < CLASH_DELTA_E
}

/**
 * How the two sides are painted. `colourBlind`: both wear the safe pair. Otherwise each wears its paint unless the
 * two clash; then the side with a saved scheme keeps it (home when both or neither have one) and the other wears
 * the safe colour further from the keeper's armour.
 */
export function paintTable(
  home: TeamPaint | null,
  away: TeamPaint | null,
  colourBlind: boolean,
): readonly [TablePaint, TablePaint] {
  const safe: readonly [TablePaint, TablePaint] = [
    { scheme: null, palette: 0 },
    { scheme: null, palette: 1 },
  ]
  if (colourBlind) return safe
  const homeScheme = home?.scheme ?? null
  const awayScheme = away?.scheme ?? null
  /** The safe colour further from `other`'s armour (a side's own when there is nothing to stand apart from). */
  const apart = (other: PaintScheme | null, side: 0 | 1): TablePaint => ({
    scheme: null,
    palette: other ? farthestSafe(other.colours.armour) : side,
  })
  if (!clashes(homeScheme, awayScheme))
    return [
      homeScheme ? { scheme: homeScheme, palette: 0 } : apart(awayScheme, 0),
      awayScheme ? { scheme: awayScheme, palette: 1 } : apart(homeScheme, 1),
    ]
  const keepAway = away?.custom === true && home?.custom !== true
  return keepAway
    ? [apart(awayScheme, 0), { scheme: awayScheme, palette: 1 }]
    : [{ scheme: homeScheme, palette: 0 }, apart(homeScheme, 1)]
}

/** Which of the safe pair stands further (ΔE00) from `armour`. */
export function farthestSafe(armour: string): 0 | 1 {
  return colourDistance(SAFE_HEX[0], armour) >= colourDistance(SAFE_HEX[1], armour) ? 0 : 1
}
