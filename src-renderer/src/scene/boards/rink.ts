// The Cross Check rink (000: The Rink): Blood Bowl dimensions (26 × 15), ice, rounded boards, red centre line,
// blue lines four squares out, goals with nets in the three centre squares of each end, a 2×3 crease before each
// goal and penalty boxes beside the red line. A first clear version; issue 8 refines it.
import { Group } from 'three'
import { canvasTexture } from '../textures/canvas'
import { paintIce } from '../textures/iceTexture'
import { BOARD_LAYOUTS } from './layout'
import { buildBoardsWall, buildGoals, buildPenaltyBoxes } from './rinkParts'
import { rinkFeatures } from './rinkLayout'
import { buildSlab } from './slab'
import type { BoardBuild } from './types'

/** Canvas/plinth margin round the grid (room for boards and penalty boxes), ice beyond the grid, corner radius. */
const MARGIN = 1.9
const ICE_MARGIN = 0.65
const CORNER = 2.2
const WALL = 0.2

export function buildRink(ppu = 80): BoardBuild {
  const layout = BOARD_LAYOUTS.crosscheck
  const features = rinkFeatures(layout)
  const sizeX = layout.width + 2 * MARGIN
  const sizeZ = layout.height + 2 * MARGIN
  const top = canvasTexture(
    paintIce({ layout, features, margin: MARGIN, iceMargin: ICE_MARGIN, cornerRadius: CORNER, ppu }),
  )
  const group = new Group()
  group.name = 'board-rink'
  group.add(buildSlab({ sizeX, sizeZ, top, topRoughness: 0.22, edgeColour: 0x1b1e24 }))
  const hx = layout.width / 2 + ICE_MARGIN
  const hz = layout.height / 2 + ICE_MARGIN
  group.add(buildBoardsWall({ hx, hz, radius: CORNER, thickness: WALL, height: 0.38 }))
  group.add(buildGoals(layout, features))
  group.add(buildPenaltyBoxes(layout, features, -(hz + WALL + 0.1)))
  return { layout, group, halfX: sizeX / 2, halfZ: sizeZ / 2 }
}
