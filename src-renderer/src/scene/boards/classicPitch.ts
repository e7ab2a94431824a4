// The Classic Blood Bowl board: a 26 × 15 grass pitch (game-facts A1) on a slab with a darker turf border.
import { Group } from 'three'
import { canvasTexture } from '../textures/canvas'
import { paintClassicPitch } from '../textures/classicPitchTexture'
import { paintGrassBump } from '../textures/grassBump'
import { BOARD_LAYOUTS } from './layout'
import { buildSlab } from './slab'
import type { BoardBuild } from './types'

const MARGIN = 0.6

export function buildClassicPitch(ppu = 96): BoardBuild {
  const layout = BOARD_LAYOUTS.classic
  const sizeX = layout.width + 2 * MARGIN
  const sizeZ = layout.height + 2 * MARGIN
  const top = canvasTexture(
    paintClassicPitch({ cols: layout.width, rows: layout.height, margin: MARGIN, ppu }),
  )
  const bump = canvasTexture(paintGrassBump(), { color: false, repeat: [sizeX / 3, sizeZ / 3] })
  const group = new Group()
  group.name = 'board-classic'
  group.add(buildSlab({ sizeX, sizeZ, top, bump, bumpScale: 1.2, edgeColour: 0x2f4a24 }))
  return { layout, group, halfX: sizeX / 2, halfZ: sizeZ / 2 }
}
