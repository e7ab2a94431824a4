// The soak suite's parts, in the order they run. Each lives in its own file of this folder.
import { databases } from './databases'
import { gamesPart } from './games'
import { hostile } from './hostile'
import { kills } from './kills'
import { replaysPart } from './replays'
import type { SoakPart } from './types'

export const SOAK_PARTS: readonly SoakPart[] = [
  hostile, // every malformed frame kind, 10,000 hostile payloads and a flood against a real host and share
  kills, // a host SIGKILLed mid-game ≥ 20 times: every acknowledged action still saved
  databases, // ≥ 20 kinds of damaged database against a store of real games
  replaysPart, // ≥ 200 altered replay files imported into a real store
  gamesPart, // 20,000 seeded random games a ruleset with the engines' invariants
]
