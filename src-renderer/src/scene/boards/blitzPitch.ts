// The Blitz Bowl board (game-facts B1): 15 × 11 with chequered end zones, blocked squares and a trapdoor, and the
// card spaces, Bounce Chart and score track printed on bands beside the pitch.
import { Group } from 'three'
import { BLITZ_FEATURES, type BlitzFeatures, paintBlitzPitch } from '../textures/blitzPitchTexture'
import { canvasTexture } from '../textures/canvas'
import { paintGrassBump } from '../textures/grassBump'
import { BOARD_LAYOUTS } from './layout'
import { buildSlab } from './slab'
import type { BoardBuild } from './types'

const MARGIN = 0.8
/** Extra depth on each long side for what Blitz Bowl prints beside the pitch (card spaces, Bounce Chart, score). */
const BAND = 2.2

export function buildBlitzPitch(ppu = 112, features: BlitzFeatures = BLITZ_FEATURES): BoardBuild {
  const layout = BOARD_LAYOUTS.blitz
  const sizeX = layout.width + 2 * MARGIN
  const sizeZ = layout.height + 2 * (MARGIN + BAND)
  const top = canvasTexture(
    paintBlitzPitch({ cols: layout.width, rows: layout.height, margin: MARGIN, band: BAND, ppu, features }),
  )
  const bump = canvasTexture(paintGrassBump(), { color: false, repeat: [sizeX / 3, sizeZ / 3] })
  const group = new Group()
  group.name = 'board-blitz'
  group.add(buildSlab({ sizeX, sizeZ, top, bump, bumpScale: 1.2, edgeColour: 0x1a2431 }))
  // The default view shows the board whole, bands and all: the cards, deck and score track are part of the game
  // (001: the active Challenge Cards are dealt into the card spaces), not scenery to slide under the panels.
  return { layout, group, halfX: sizeX / 2, halfZ: sizeZ / 2, actionDepth: sizeZ }
}
