import type { Action } from '../../engine/api'
import type { ClassicState } from './state'

export function classicProbability(_s: ClassicState, _a: Action): number | null {
  return null
}
