// The soak suite's parts, in the order they run. Each lives in its own file of this folder.
import type { SoakPart } from './types'
import { replaysPart } from './replays'

export const SOAK_PARTS: readonly SoakPart[] = [replaysPart]
