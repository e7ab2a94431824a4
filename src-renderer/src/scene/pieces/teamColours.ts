// Team colours per side. Defaults are a colour-blind-safe pair (blue vs orange differ in hue and in lightness, so
// they stay apart for red-green colour blindness and in greyscale; the shared looks' SAFE_TEAM_COLOURS).
import type { Side } from '@shared/engine/api'
import { SAFE_TEAM_COLOURS, type TeamColours } from '@shared/showcase/looks'
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

const hex = (colour: string): number => parseInt(colour.slice(1), 16)
const paletteHex = (c: TeamColours): TeamPaletteHex => ({
  primary: hex(c.armour),
  secondary: hex(c.cloth),
  trim: hex(c.trim),
  rim: hex(c.rim),
})

export const DEFAULT_TEAM_HEX: readonly [TeamPaletteHex, TeamPaletteHex] = [
  paletteHex(SAFE_TEAM_COLOURS[0]),
  paletteHex(SAFE_TEAM_COLOURS[1]),
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
