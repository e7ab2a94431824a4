// Which builder draws which board.
import { buildBlitzPitch } from './blitzPitch'
import { buildClassicPitch } from './classicPitch'
import type { BoardKind } from './layout'
import { buildRink } from './rink'
import type { BoardBuild } from './types'

const BUILDERS: Readonly<Record<BoardKind, () => BoardBuild>> = {
  classic: () => buildClassicPitch(),
  blitz: () => buildBlitzPitch(),
  crosscheck: () => buildRink(),
}

export function buildBoard(kind: BoardKind): BoardBuild {
  const build = BUILDERS[kind]
  if (!build) throw new Error(`TableScene: unknown board kind '${String(kind)}'`)
  return build()
}
