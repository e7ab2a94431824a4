// Which builder draws which board.
import { buildClassicPitch } from './classicPitch'
import type { BoardKind } from './layout'
import type { BoardBuild } from './types'

export function buildBoard(kind: BoardKind): BoardBuild {
  switch (kind) {
    case 'classic':
      return buildClassicPitch()
    default:
      // Placeholder until the Blitz Bowl pitch and the rink land: a Classic pitch keeps the app drawable.
      return buildClassicPitch()
  }
}
