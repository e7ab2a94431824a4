// The strict field table of Cross Check actions (engine/actionCheck.ts), made from the SHAPES that `encode` and
// `decode` use: a player, a square of the rink, and the small number field (a named value, a yes/no, or 0..max).
import { bool, int, oneOf, type ActionFields, type FieldSpec } from '../../engine/actionCheck'
import { SHAPES } from './actions'
import { LENGTH, WIDTH } from './data/rink'
import { MAX_PLAYERS } from './layout'

function table(): ActionFields {
  const out: Record<string, Record<string, FieldSpec>> = {}
  for (const shape of Object.values(SHAPES)) {
    const fields: Record<string, FieldSpec> = {}
    if (shape.player) fields.player = int(0, MAX_PLAYERS - 1)
    if (shape.square) {
      fields.x = int(0, LENGTH - 1)
      fields.y = int(0, WIDTH - 1)
    }
    const n = shape.n
    if (n) fields[n.name] = n.values ? oneOf(n.values) : n.bool ? bool() : int(0, n.max)
    out[shape.type] = fields
  }
  return out
}

export const CROSSCHECK_ACTION_FIELDS: ActionFields = table()
