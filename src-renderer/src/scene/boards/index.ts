// Which builder draws which board.
import { buildBlitzPitch } from './blitzPitch'
import { buildClassicPitch } from './classicPitch'
import type { BoardKind } from './layout'
import { buildRink } from './rink'
import { blitzFeatures } from '../textures/blitzPitchTexture'
import type { BoardBuild } from './types'

const BUILDERS: Readonly<Record<BoardKind, (variant?: string) => BoardBuild>> = {
  classic: () => buildClassicPitch(),
  // The variant is the side of the board in play (GameView.blitz.pitch.id): its trapdoors are painted.
  blitz: (variant) => buildBlitzPitch(undefined, blitzFeatures(variant)),
  crosscheck: () => buildRink(),
}

export function buildBoard(kind: BoardKind, variant?: string): BoardBuild {
  const build = BUILDERS[kind]
  if (!build) throw new Error(`TableScene: unknown board kind '${String(kind)}'`)
  return build(variant)
}
