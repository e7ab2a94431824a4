// The strict field table of Classic actions (engine/actionCheck.ts), made from the same SHAPES that `encode` and
// `decode` use, so the two cannot drift apart: each type's player field, its x field (a square's column, a named
// value, a yes/no or a small index) and its y field, with the ranges the rules can produce.
import { bool, int, oneOf, type ActionFields, type FieldSpec } from '../../engine/actionCheck'
import { SHAPES, type Field } from './actions'
import { FORMATIONS } from './formations'
import { HEIGHT, MAX_PLAYERS, WIDTH } from './layout'

/** A square's column or row: on the pitch, or one square beyond its edge (a push into the crowd, 004). */
const column = int(-1, WIDTH)
const row = int(-1, HEIGHT)

function xField(field: Field): FieldSpec {
  if ('bool' in field) return bool()
  if (field.values) return oneOf(field.values)
  if (field.name === 'formation') return int(0, FORMATIONS.length - 1)
  // 002: at most three block dice, so a chosen die is 0..2.
  if (field.name === 'index') return int(0, 2)
  return column
}

function table(): ActionFields {
  const out: Record<string, Record<string, FieldSpec>> = {}
  for (const shape of Object.values(SHAPES)) {
    const fields: Record<string, FieldSpec> = {}
    if (shape.p) fields[shape.p] = int(0, MAX_PLAYERS - 1)
    if (shape.x) fields[shape.x.name] = xField(shape.x)
    if (shape.y) fields[shape.y] = row
    out[shape.type] = fields
  }
  return out
}

export const CLASSIC_ACTION_FIELDS: ActionFields = table()
