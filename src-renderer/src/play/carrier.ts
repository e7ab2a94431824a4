// Cross Check's puck carrier on the play screen (issue 19): his Skate shows the move range first; passes and
// shots are marks only on demand (P, S: the squares with each one's chance, the goal mouth's for a shot), and
// the puck's eight turns are a compass (R: arrows on the squares round him, an arrow pad in the menu). Pure: the
// view-model calls `carrierPlan` with the classified actions of the decision and lays out what it returns.
import type { Action, Decision, GameView } from '@shared/engine/api'
import type { Classified } from './classify'
import type { Label } from './labels'

/** What the carrier's marks show: where he can skate, where he can pass or shoot, or the puck's directions. */
export type CarrierMode = 'move' | 'pass' | 'shoot' | 'turn'

/** The action of a mode button: never sent to main (the play store switches the mode instead). */
export interface ModeAction extends Action {
  readonly type: 'carrier-mode'
  readonly mode: CarrierMode
  /** The mode a way back leaves (its key is that mode's key again). */
  readonly from?: CarrierMode
}

export const isModeAction = (a: Action): a is ModeAction =>
  a.type === 'carrier-mode' && typeof a.mode === 'string'

/** The compass points in the order of the `turn-puck` action's `dir` (000's D8 template: faces 1..8). */
export const COMPASS = ['NW', 'N', 'NE', 'W', 'E', 'SW', 'S', 'SE'] as const
export type CompassPoint = (typeof COMPASS)[number]

/** Each point's square step (board y grows "south", toward the near side of the default camera). */
export const COMPASS_STEP: Readonly<Record<CompassPoint, readonly [number, number]>> = {
  NW: [-1, -1],
  N: [0, -1],
  NE: [1, -1],
  W: [-1, 0],
  E: [1, 0],
  SW: [-1, 1],
  S: [0, 1],
  SE: [1, 1],
}

/**
 * Each point's arrow as a turn of "↑" in degrees, clockwise: the diagonal arrow characters are not in the fonts
 * every machine has (tests/renderer/glyphs.test.ts), so the pad turns the upward one.
 */
export const COMPASS_ANGLE: Readonly<Record<CompassPoint, number>> = {
  NW: 315,
  N: 0,
  NE: 45,
  W: 270,
  E: 90,
  SW: 225,
  S: 180,
  SE: 135,
}

/** Numeric keypad layout: 8 is north, 9 north-east ... (the digits shown on the compass's arrows). */
export const COMPASS_KEY: Readonly<Record<CompassPoint, string>> = {
  NW: '7',
  N: '8',
  NE: '9',
  W: '4',
  E: '6',
  SW: '1',
  S: '2',
  SE: '3',
}

/** The arrow keys' points while the compass is open. */
export const ARROW_POINT: Readonly<Record<string, CompassPoint>> = {
  ArrowUp: 'N',
  ArrowDown: 'S',
  ArrowLeft: 'W',
  ArrowRight: 'E',
}

export function compassPoint(action: Action): CompassPoint | null {
  if (action.type !== 'turn-puck' || typeof action.dir !== 'number') return null
  return COMPASS[action.dir] ?? null
}

/** Which actions a mode's marks are made of. */
const MODE_OF_TYPE: Readonly<Record<string, CarrierMode>> = {
  pass: 'pass',
  shoot: 'shoot',
  'turn-puck': 'turn',
}

/** The mode buttons' keys (P and S as the issue asks; R for "rotate", as T is the zones). */
export const MODE_KEY: Readonly<Record<Exclude<CarrierMode, 'move'>, string>> = {
  pass: 'p',
  shoot: 's',
  turn: 'r',
}

export interface CompassCell {
  readonly point: CompassPoint
  /** Its arrow: "↑" turned this many degrees clockwise. */
  readonly angle: number
  /** The square the puck would lie in. */
  readonly x: number
  readonly y: number
  /** The index of its `turn-puck` action in the decision's classified list. */
  readonly index: number
  readonly chance: number | null
}

export interface ModeButton {
  readonly action: ModeAction
  readonly label: Label
  readonly chance: number | null
}

export interface CarrierPlan {
  readonly mode: CarrierMode
  /** The classified actions left to lay out as usual (squares, pieces, buttons) in this mode. */
  readonly keep: readonly Classified[]
  /** The mode switches (move mode), or the way back to the move (the other modes). */
  readonly modes: readonly ModeButton[]
  /** Turn mode: the puck's legal directions, compass order. */
  readonly compass: readonly CompassCell[] | null
}

/** Whether a decision is a carrier's move with the puck (pass, shoot or turn on offer). */
export function isCarrierMove(view: GameView, decision: Decision, cs: readonly Classified[]): boolean {
  return (
    view.ruleset === 'crosscheck' &&
    decision.kind === 'move' &&
    cs.some((c) => MODE_OF_TYPE[c.action.type] !== undefined)
  )
}

const best = (cs: readonly Classified[]): number | null =>
  cs.reduce<number | null>(
    (m, c) => (c.chance === null ? m : m === null ? c.chance : Math.max(m, c.chance)),
    null,
  )

const modeLabel = (mode: CarrierMode): Label => ({
  key: `carrier.mode.${mode}`,
  fallback: { move: 'Back to the move', pass: 'Pass…', shoot: 'Shoot…', turn: 'Turn the puck…' }[mode],
})

/**
 * Splits a carrier's move decision by mode. Move: his steps, take, checks, fights, drop pass and stop as usual,
 * with a button per other mode (Pass and Shoot carry their best chance). Pass or shoot: only those squares (the
 * reach planner's paths are the caller's to drop). Turn: nothing on the table but the compass's squares.
 */
export function carrierPlan(
  requested: CarrierMode,
  carrierAt: { readonly x: number; readonly y: number } | null,
  cs: readonly Classified[],
): CarrierPlan {
  const byMode = (m: CarrierMode): Classified[] => cs.filter((c) => MODE_OF_TYPE[c.action.type] === m)
  // A mode with nothing in it (no pass in range, the puck's one free direction taken) falls back to the move.
  const mode = requested !== 'move' && byMode(requested).length > 0 ? requested : 'move'
  if (mode === 'move')
    return {
      mode,
      keep: cs.filter((c) => MODE_OF_TYPE[c.action.type] === undefined),
      modes: (['pass', 'shoot', 'turn'] as const)
        .filter((m) => byMode(m).length > 0)
        .map((m) => ({
          action: { type: 'carrier-mode', mode: m },
          label: modeLabel(m),
          chance: m === 'turn' ? null : best(byMode(m)),
        })),
      compass: null,
    }
  const back: ModeButton[] = [
    { action: { type: 'carrier-mode', mode: 'move', from: mode }, label: modeLabel('move'), chance: null },
  ]
  if (mode !== 'turn') return { mode, keep: byMode(mode), modes: back, compass: null }
  const compass: CompassCell[] = []
  for (const c of byMode('turn')) {
    const point = compassPoint(c.action)
    if (point === null || carrierAt === null) continue
    const [dx, dy] = COMPASS_STEP[point]
    compass.push({
      point,
      angle: COMPASS_ANGLE[point],
      x: carrierAt.x + dx,
      y: carrierAt.y + dy,
      index: c.index,
      chance: c.chance,
    })
  }
  compass.sort((a, b) => COMPASS.indexOf(a.point) - COMPASS.indexOf(b.point))
  return { mode, keep: [], modes: back, compass }
}

/** The label of a turn to `point`: "Puck to the north (N)". */
export function turnLabel(point: CompassPoint): Label {
  return { key: `carrier.turn.${point}`, fallback: `Puck to ${point}` }
}
