// The soak suite's parts, in the order they run. Each lives in its own file of this folder.
import { gamesPart } from './games'
import { replaysPart } from './replays'
import type { SoakPart } from './types'

export const SOAK_PARTS: readonly SoakPart[] = [
  gamesPart, // 20,000 seeded random games a ruleset with the engines' invariants
  replaysPart, // ≥ 200 altered replay files imported into a real store
]
