// A paint scheme → how a figure is painted: the scheme's parts onto the figure builder's palette (armour →
// jersey, helmet and pads; cloth → trousers and sleeves; trim → pad rims, stripes, gloves; rim → the base's
// band; skin → skin), its finish onto the wash and dry-brush strengths. Pure, so the mapping is unit-tested.
import type { Side } from '@shared/engine/api'
import { resolvePosition, type PaintScheme } from '@shared/showcase/scheme'
import { hexToLinear, type PaintFinish, type RGB, TABLE_FINISH } from './paint'
import { defaultPalette, type TeamPalette } from './teamColours'

export interface FigurePaint {
  readonly palette: TeamPalette
  /** The scheme's skin; null keeps the race's own. */
  readonly skin: RGB | null
  readonly finish: PaintFinish
  /** Equal paints have equal keys: figures painted alike share one instanced batch. */
  readonly key: string
}

/** '#rrggbb' (sRGB) → a linear colour. */
export function hexColour(hex: string): RGB {
  return hexToLinear(parseInt(hex.slice(1, 7), 16))
}

/** How a scheme paints one of its positions (the team's colours with the position's differences). */
export function paintFromScheme(scheme: PaintScheme, positionId: string): FigurePaint {
  const { colours, finish } = resolvePosition(scheme, positionId)
  return {
    palette: {
      primary: hexColour(colours.armour),
      secondary: hexColour(colours.cloth),
      trim: hexColour(colours.trim),
      rim: hexColour(colours.rim),
    },
    skin: hexColour(colours.skin),
    finish: { shade: finish.shade, highlight: finish.highlight },
    key: `${colours.armour}${colours.cloth}${colours.skin}${colours.trim}${colours.rim}/${finish.shade}/${finish.highlight}`,
  }
}

/** One of the table's colour-blind-safe colours (0 blue, 1 orange): the opt-in palette, or a clashing team's. */
export function defaultPaint(palette: Side): FigurePaint {
  return { palette: defaultPalette(palette), skin: null, finish: TABLE_FINISH, key: `side${palette}` }
}
