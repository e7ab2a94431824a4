// The soak suite's parts, in the order they run. Each lives in its own file of this folder.
import { databases } from './databases'
import { kills } from './kills'
import type { SoakPart } from './types'

export const SOAK_PARTS: readonly SoakPart[] = [databases, kills]
