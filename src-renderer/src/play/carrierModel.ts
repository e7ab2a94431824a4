// The view-model's part for Cross Check's puck carrier: which classified actions the board and menu lay out in
// the carrier's mode (play/carrier.ts), the mode buttons as menu items, and the compass as items and squares.
import type { PieceView } from '@shared/engine/api'
import { carrierPlan, isCarrierMove, turnLabel, type CarrierMode, type CompassPoint } from './carrier'
import { formatChance } from './chance'
import type { Classified } from './classify'
import type { MenuItem, PlayInput, SquareIntent } from './viewModel'

/** One of the puck's directions: its button (the arrow pad) and where it points on the table. */
export interface CompassItem extends MenuItem {
  readonly point: CompassPoint
  /** Its arrow: "↑" turned this many degrees clockwise. */
  readonly angle: number
  readonly x: number
  readonly y: number
}

export interface CarrierLayout {
  readonly mode: CarrierMode
  /** The classified actions laid out as usual in this mode. */
  readonly pool: readonly Classified[]
  /** The compass's squares (turn mode): a click there turns the puck that way. */
  readonly squares: readonly SquareIntent[]
  readonly modeItems: readonly MenuItem[]
  readonly compass: readonly CompassItem[] | null
}

/** Null unless the decision is a Cross Check carrier's move with the puck. */
export function carrierLayout(
  input: PlayInput,
  cs: readonly Classified[],
  items: readonly MenuItem[],
  mover: PieceView | undefined,
): CarrierLayout | null {
  if (!isCarrierMove(input.view, input.decision, cs)) return null
  const at = mover && mover.x !== null && mover.y !== null ? { x: mover.x, y: mover.y } : null
  const plan = carrierPlan(input.carrierMode ?? 'move', at, cs)
  const modeItems: MenuItem[] = plan.modes.map((m) => ({
    id: `mode-${m.action.mode}`,
    label: m.label,
    rule: null,
    action: m.action,
    chance: m.chance,
    actor: mover?.id ?? null,
  }))
  const compass: CompassItem[] | null =
    plan.compass?.map((cell) => ({
      ...items[cell.index],
      label: turnLabel(cell.point),
      point: cell.point,
      angle: cell.angle,
      x: cell.x,
      y: cell.y,
    })) ?? null
  // On the table each square round him says its point (N, NE... in the coach's language) and the turn's chance.
  const squares: SquareIntent[] = (compass ?? []).map((c) => {
    const odds = c.chance !== null && c.chance < 1 - 1e-9 ? formatChance(c.chance) : ''
    const name = input.compassNames?.[c.point] ?? c.point
    return {
      x: c.x,
      y: c.y,
      tone: 'target',
      chance: c.chance,
      items: [c],
      path: null,
      label: odds ? `${name} ${odds}` : name,
    }
  })
  return { mode: plan.mode, pool: plan.keep, squares, modeItems, compass }
}
