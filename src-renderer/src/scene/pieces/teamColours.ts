// Team colours per side. Defaults are a colour-blind-safe pair (blue vs orange differ in hue and in lightness, so
// they stay apart for red-green colour blindness and in greyscale).
import type { Side } from '@shared/engine/api'
import { hexToLinear, type RGB } from './paint'

export interface TeamPalette {
  /** Jersey, helmet and pads. */
  readonly primary: RGB
  /** Trousers and sleeves' second colour. */
  readonly secondary: RGB
  /** Pad trim, helmet stripe, wrist bands. */
  readonly trim: RGB
  /** The coloured band round the base. */
  readonly rim: RGB
}

export interface TeamPaletteHex {
  readonly primary: number
  readonly secondary: number
  readonly trim: number
  readonly rim: number
}

export const DEFAULT_TEAM_HEX: readonly [TeamPaletteHex, TeamPaletteHex] = [
  { primary: 0x2a63c7, secondary: 0xe8e2d2, trim: 0xf4f1e8, rim: 0x3b82f6 },
  { primary: 0xf07d19, secondary: 0x3b302b, trim: 0xfff0d4, rim: 0xff8c1a },
]

export function paletteFromHex(hex: TeamPaletteHex): TeamPalette {
  return {
    primary: hexToLinear(hex.primary),
    secondary: hexToLinear(hex.secondary),
    trim: hexToLinear(hex.trim),
    rim: hexToLinear(hex.rim),
  }
}

export function defaultPalette(side: Side): TeamPalette {
  return paletteFromHex(DEFAULT_TEAM_HEX[side])
}

/** Colours shared by every figure: leather, boots, base, metal, wood, horn, leaves... */
export const COMMON = {
  base: hexToLinear(0x1c1c1e),
  flock: hexToLinear(0x3d6b2a),
  ice: hexToLinear(0xcfdde8),
  leather: hexToLinear(0x5b3a22),
  boot: hexToLinear(0x2a1d16),
  metal: hexToLinear(0xcfd3d6),
  wood: hexToLinear(0x7a5230),
  tape: hexToLinear(0xf1efe8),
  black: hexToLinear(0x141414),
  iron: hexToLinear(0x4a4d52),
  leaves: hexToLinear(0x4f8a2e),
  horn: hexToLinear(0xe8dcc0),
  hair: hexToLinear(0x6b3a1c),
  spark: hexToLinear(0xffc43a),
  ballLeather: hexToLinear(0x8a4a22),
} as const
