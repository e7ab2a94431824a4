// The push and block choices where they happen (issue 19 point 1), from the engine's action info (game.legal's
// `info`, engine/actionInfo.ts): a push button names its direction and its square carries an arrow on the table,
// the two lit together; a block names its dice and who picks ("2 dice · you pick"); a "which die?" choice is its
// face. Pure: no Vue, DOM or WebGL.
import type { ActionInfo } from '@shared/engine/actionInfo'
import type { Action, GameView } from '@shared/engine/api'
import { arrowDir } from '../scene/arrows'
import type { SquareMark } from '../scene/overlay'
import type { Aim, Classified } from './classify'
import type { RolledDie } from './dice'
import { faceLabel, type Label } from './labels'

/** Compass names of ARROW_DIRS (board north is y - 1, the top of the table in the default camera). */
export const DIR_NAMES = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const
export type DirName = (typeof DIR_NAMES)[number]
/**
 * How far each direction turns the upward arrow, in degrees clockwise: buttons draw one ↑ turned (the diagonal
 * arrow characters are missing from common Linux fonts — tests/renderer/glyphs.test.ts).
 */
export const DIR_ANGLES: Readonly<Record<DirName, number>> = {
  n: 0,
  ne: 45,
  e: 90,
  se: 135,
  s: 180,
  sw: 225,
  w: 270,
  nw: 315,
}

export interface PushChoice {
  /** The square chosen (off the board: the crowd or the boards), or null: he stays. */
  readonly x: number | null
  readonly y: number | null
  readonly dir: DirName | null
}

/** What a choice shows beyond its label: its push square and direction, its block dice, its die face. */
export interface ChoiceExtra {
  readonly push?: PushChoice
  /** Before a block: how many dice and who picks, in words. */
  readonly dice?: Label
  /** A "which die?" choice: the face it takes (for its icon). */
  readonly face?: string
}

/** The push of an action: from the engine's info, else (a Classic push names its square) from the pushed piece. */
export function pushOf(
  action: Action,
  info: ActionInfo | null | undefined,
  view: GameView,
  pushed: number | undefined,
): PushChoice | null {
  if (action.type !== 'push') return null
  let from = info?.push?.from
  let to = info?.push ? info.push.to : null
  if (!info?.push && typeof action.x === 'number' && typeof action.y === 'number') {
    const p = view.pieces.find((q) => q.id === pushed)
    if (p?.x != null && p.y != null) from = { x: p.x, y: p.y }
    to = { x: action.x, y: action.y }
  }
  if (!from || !to) return info?.push ? { x: null, y: null, dir: null } : null
  const d = arrowDir(to.x - from.x, to.y - from.y)
  return { x: to.x, y: to.y, dir: d === null ? null : DIR_NAMES[d] }
}

/** "1 die", "2 dice · you pick", "3 dice · they pick" — the coach deciding the block is the attacker. */
export function diceLabel(block: NonNullable<ActionInfo['block']>): Label {
  const n = block.dice
  if (n <= 1) return { key: 'choices.dice.one', fallback: '1 die' }
  return block.picker === 'attacker'
    ? { key: 'choices.dice.youPick', fallback: `${n} dice · you pick`, params: { n } }
    : { key: 'choices.dice.theyPick', fallback: `${n} dice · they pick`, params: { n } }
}

/** The label of a push: "Push north-east" (its button draws the arrow), into the crowd or the boards when off the board, or "Stays put". */
export function pushLabel(push: PushChoice, view: GameView): Label {
  if (push.dir === null || push.x === null || push.y === null)
    return { key: 'choices.push.stays', fallback: 'He stays put (no square free)' }
  const off = push.x < 0 || push.y < 0 || push.x >= view.board.width || push.y >= view.board.height
  const group = !off ? 'to' : view.ruleset === 'crosscheck' ? 'boards' : 'crowd'
  return {
    key: `choices.push.${group}.${push.dir}`,
    fallback: `Push ${push.dir}${off ? ' (out)' : ''}`,
  }
}

/** The face a choose-die action takes: the engine's info, else the rolled dice the dialog shows. */
export function faceOf(
  action: Action,
  info: ActionInfo | null | undefined,
  dice: readonly RolledDie[] | null,
): string | null {
  if (action.type !== 'choose-die') return null
  if (info?.face) return info.face
  const i = typeof action.index === 'number' ? action.index : action.die
  const face = typeof i === 'number' ? dice?.[i]?.face : undefined
  return typeof face === 'string' ? face : null
}

/**
 * An icon for each block die face (Classic's five and Blitz Bowl's own), text-only so it needs no image, and from
 * the glyphs every font has (tests/renderer/glyphs.test.ts): a fall is a falling triangle on our side, a round
 * mark on theirs; a push an arrow. The face's name is printed beside it.
 */
export const FACE_ICONS: Readonly<Record<string, string>> = {
  'attacker-down': '▼',
  'both-down': '×',
  pushed: '→',
  'defender-stumbles': '»',
  'defender-down': '●',
  smash: '●',
  kerrunch: '●',
  shove: '→',
  tackle: '»',
  miss: '▼',
}
/** The icon of a face the table has none for. */
export const OTHER_FACE_ICON = '♦'

/** A push whose square is known aims at that square (Cross Check's push names only an index). */
export function withPushAims(
  all: readonly Classified[],
  pushes: readonly (PushChoice | null)[],
): Classified[] {
  return all.map((c, i) => {
    const p = pushes[i]
    if (!p || p.x === null || p.y === null || c.aim.kind === 'square') return c
    const aim: Aim = { kind: 'square', x: p.x, y: p.y }
    return { ...c, aim }
  })
}

/** What every legal action shows beyond its label (aligned with the actions). */
export function choiceExtras(
  actions: readonly Action[],
  info: readonly (ActionInfo | null)[] | undefined,
  view: GameView,
  pushed: number | undefined,
  dice: readonly RolledDie[] | null,
): (ChoiceExtra | null)[] {
  return actions.map((action, i) => {
    const inf = info?.[i] ?? null
    const push = pushOf(action, inf, view, pushed)
    const face = faceOf(action, inf, dice)
    if (push) return { push }
    if (face) return { face }
    if (inf?.block) return { dice: diceLabel(inf.block) }
    return null
  })
}

/** The label an extra gives its item instead of the generic one (pushes and faces); null keeps the label. */
export function extraLabel(extra: ChoiceExtra | null, view: GameView): Label | null {
  if (extra?.push) return pushLabel(extra.push, view)
  if (extra?.face) return faceLabel(extra.face)
  return null
}

/**
 * Arrow marks for the push squares on the table, over what is there (the square's plain target mark); the push of
 * `lit` (the hovered or focused button) is lit.
 */
export function withPushArrows(
  marks: readonly SquareMark[],
  items: readonly { readonly id: string; readonly extra?: ChoiceExtra | null }[],
  lit: string | null,
): SquareMark[] {
  const out = new Map<number, SquareMark>(marks.map((m) => [m.y * 1000 + m.x, m]))
  for (const item of items) {
    const p = item.extra?.push
    if (!p || p.x === null || p.y === null || p.dir === null) continue
    const dir = DIR_NAMES.indexOf(p.dir)
    out.set(p.y * 1000 + p.x, { x: p.x, y: p.y, tone: 'target', arrow: { dir, lit: item.id === lit } })
  }
  return [...out.values()]
}

/** The push button a square lights (the reverse link: a hovered push square lights its button). */
export function pushItemAt<T extends { readonly id: string; readonly extra?: ChoiceExtra | null }>(
  items: readonly T[],
  at: { readonly x: number; readonly y: number } | null,
): T | null {
  if (!at) return null
  return items.find((i) => i.extra?.push?.x === at.x && i.extra.push.y === at.y) ?? null
}
