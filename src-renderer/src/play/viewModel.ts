// The play screen's view-model (pure: no Vue, DOM or WebGL): from the view, the decision, the legal actions with
// their chances and the moving player's reach, what the screen offers — pieces to select, squares and pieces to
// aim at (coloured by chance), buttons, a decision dialog, the setup screen and the marks the table draws.
import type { ActionInfo } from '@shared/engine/actionInfo'
import type { AimInfo } from '@shared/engine/aim'
import type { Action, Decision, EngineEvent, GameView } from '@shared/engine/api'
import type { Reach } from '@shared/engine/reach'
import type { MarkTone, SquareMark } from '../scene/overlay'
import { nameCards } from './cardChoices'
import { chanceTone, formatChance } from './chance'
import {
  choiceExtras,
  extraLabel,
  pushItemAt,
  withPushAims,
  withPushArrows,
  type ChoiceExtra,
} from './choices'
import { BOARD_KINDS, classify, isMoveStart, pieceById, SETUP_KINDS, type Classified } from './classify'
import { lastBlockDice, type RolledDie } from './dice'
import { buildSetupScreen, type SetupModel } from './setupModel'
import { actionLabel, decisionLabel, ruleLabel, type Label } from './labels'
import type { CarrierMode } from './carrier'
import { carrierLayout, type CompassItem } from './carrierModel'
import { crossCheckKeys } from './hotkeys'
import { ENGLISH_AIM_TAGS, targetLabel, threatMarks, type AimTags } from './aimMarks'
import { zoneMarks } from './zones'

export interface PlayInput {
  readonly view: GameView
  readonly decision: Decision
  readonly actions: readonly Action[]
  readonly chances: readonly (number | null)[]
  readonly reach?: Reach | null
  /** The piece the coach picked (ignored when the decision names its own player). */
  readonly selected?: number | null
  /** The square under the mouse or the keyboard cursor: its path is drawn. */
  readonly hover?: { readonly x: number; readonly y: number } | null
  /** False while the AI (or another window) decides: nothing is offered. */
  readonly canAct: boolean
  readonly zones?: boolean
  /** The engine events of the last change (for the dice a decision is about). */
  readonly events?: readonly EngineEvent[]
  /** Cross Check: what a carrier's marks show (play/carrier.ts); the move range when absent. */
  readonly carrierMode?: CarrierMode
  /** Cross Check: the compass points' short names in the coach's language (N, NO...), for the table's marks. */
  readonly compassNames?: Readonly<Record<string, string>>
  /** Aligned with `actions`: the engine's push squares, block dice and die faces (choices.ts). */
  readonly info?: readonly (ActionInfo | null)[]
  /** The item whose button is hovered or focused: its push square is lit on the table. */
  readonly lit?: string | null
  /** Issue 19: aligned with `actions`, each throw as aimed (main's `LegalActions.aims`), and the table's tags. */
  readonly aims?: readonly (AimInfo | null)[]
  readonly aimTags?: AimTags
}

export interface MenuItem {
  readonly id: string
  readonly label: Label
  readonly rule: Label | null
  readonly action: Action
  readonly chance: number | null
  /** Null when the item is one square step of a longer path (see SquareIntent.path). */
  readonly actor: number | null
  /** The key that plays it, shown on its button (Cross Check: play/hotkeys.ts); else its place in the list. */
  readonly hotkey?: string
  /** Its push square and direction, block dice or die face (choices.ts). */
  readonly extra?: ChoiceExtra | null
  /** A throw, hand-off, pass or shot: its band and who could take it (issue 19). */
  readonly aim?: AimInfo
}

export interface SquareIntent {
  readonly x: number
  readonly y: number
  readonly tone: MarkTone
  readonly chance: number | null
  /** What a click there does: one item plays it, several open a small menu. */
  readonly items: readonly MenuItem[]
  /** A walk of several steps (from the reach planner), played one step at a time. */
  readonly path: readonly { readonly x: number; readonly y: number }[] | null
  /** The table's text for the square when it is not its chance (Cross Check's compass: the arrow). */
  readonly label?: string
}

export interface TargetIntent {
  readonly piece: number
  readonly x: number | null
  readonly y: number | null
  readonly items: readonly MenuItem[]
  readonly chance: number | null
}

export interface DialogModel {
  readonly title: Label
  readonly dice: readonly RolledDie[] | null
  /** Every legal action of the decision as a button (squares and pieces too, so the keyboard reaches all). */
  readonly items: readonly MenuItem[]
  /** Some choices are squares or pieces on the table as well. */
  readonly onTable: boolean
}

export type { SetupModel } from './setupModel'

export type PlayPhase = 'none' | 'over' | 'waiting' | 'setup' | 'board' | 'dialog'

export interface PlayModel {
  readonly phase: PlayPhase
  readonly decision: Decision | null
  readonly title: Label | null
  readonly selectable: readonly number[]
  readonly selected: number | null
  readonly squares: readonly SquareIntent[]
  readonly targets: readonly TargetIntent[]
  /** Buttons of the selected piece, then general ones (end activation, end turn...). */
  readonly buttons: readonly MenuItem[]
  /** The side menu: the buttons but End turn (it has its own), then the actions on pieces with their odds. */
  readonly menu: readonly MenuItem[]
  readonly dialog: DialogModel | null
  readonly setup: SetupModel | null
  readonly marks: readonly SquareMark[]
  /** Whether a click on an empty square should declare a move first (a 'turn' decision with a mover selected). */
  readonly moveStart: MenuItem | null
  /** Cross Check: the puck's directions round its carrier, while he turns it (else null). */
  readonly compass?: readonly CompassItem[] | null
  /** Cross Check: the carrier's mode shown (null for anyone else). */
  readonly carrierMode?: CarrierMode | null
}

export const EMPTY_MODEL: PlayModel = {
  phase: 'none',
  decision: null,
  title: null,
  selectable: [],
  selected: null,
  squares: [],
  targets: [],
  buttons: [],
  menu: [],
  dialog: null,
  setup: null,
  marks: [],
  moveStart: null,
}

function itemOf(
  c: Classified,
  view: GameView,
  namer: (id: number) => string,
  kind: string,
  extra: ChoiceExtra | null = null,
  aim: AimInfo | null = null,
): MenuItem {
  const item = {
    id: `a${c.index}`,
    label: extraLabel(extra, view) ?? actionLabel(c.action, namer, kind),
    rule: ruleLabel(c.action, view.ruleset, kind),
    action: c.action,
    chance: c.chance,
    actor: c.actor,
    ...(extra ? { extra } : {}),
  }
  return aim ? { ...item, aim } : item
}

const toneOf = (chance: number | null): MarkTone => chanceTone(chance)

export function buildPlayModel(input: PlayInput): PlayModel {
  const { view, decision } = input
  if (decision.side === null)
    return { ...EMPTY_MODEL, phase: 'over', decision, title: decisionLabel(decision.kind) }
  const zones = input.zones ? zoneMarks(view) : []
  if (!input.canAct)
    return { ...EMPTY_MODEL, phase: 'waiting', decision, title: decisionLabel(decision.kind), marks: zones }
  const pieces = pieceById(view)
  const namer = (id: number): string => {
    const p = pieces.get(id)
    return p ? `#${p.number} ${p.name}`.trim() : `#${id}`
  }
  const rolled = DICE_KINDS.some((k) => decision.kind.includes(k)) ? lastBlockDice(input.events ?? []) : null
  const extras = choiceExtras(input.actions, input.info, view, decision.player, rolled)
  const all = withPushAims(
    classify(view, decision, input.actions, input.chances),
    extras.map((e) => e?.push ?? null),
  )
  const items = all.map((c) =>
    itemOf(c, view, namer, decision.kind, extras[c.index], input.aims?.[c.index] ?? null),
  )
  const selectable = [...new Set(all.filter((c) => c.actorChosen && c.actor !== null).map((c) => c.actor!))]
  const title = decisionLabel(decision.kind)

  if (SETUP_KINDS.has(decision.kind)) return setupModel(input, all, items, selectable, title, zones)

  const selected =
    decision.player ?? (input.selected != null && selectable.includes(input.selected) ? input.selected : null)
  // What the selected piece (or the decision's player) can do, and what belongs to nobody in particular.
  const mine = all.filter((c) => c.actor !== null && c.actor === selected)
  const general = all.filter((c) => c.actor === null)
  const mover = selected === null ? undefined : pieces.get(selected)
  // Cross Check's carrier: the move range first, passes, shots and the puck's turns on demand.
  const carrier = carrierLayout(input, [...mine, ...general], items, mover)
  const pool = carrier?.pool ?? [...mine, ...general]
  const squares = [
    ...squareIntents(
      pool.filter((c) => c.aim.kind === 'square'),
      items,
      carrier && carrier.mode !== 'move' ? null : (input.reach ?? null),
      selected,
    ),
    ...(carrier?.squares ?? []),
  ].filter((s) => !(mover && s.path && s.x === mover.x && s.y === mover.y)) // out and back is no move
  const targets = targetIntents(
    pool.filter((c) => c.aim.kind === 'piece'),
    items,
    view,
  )
  const buttons = [
    ...pool.filter((c) => c.aim.kind === 'button').map((c) => items[c.index]),
    ...(carrier?.modeItems ?? []),
  ]
  const onBoard = BOARD_KINDS.has(decision.kind)
  const dialog: DialogModel | null = onBoard
    ? null
    : {
        title,
        dice: rolled,
        items: decision.kind === 'block-reroll' ? keepDiceFirst(items) : nameCards(view, items),
        onTable: all.some((c) => c.aim.kind !== 'button'),
      }
  const moveStartClass = decision.player === undefined ? mine.find((c) => isMoveStart(c.action)) : undefined
  const model: PlayModel = {
    phase: onBoard ? 'board' : 'dialog',
    decision,
    title,
    selectable,
    selected,
    squares,
    targets,
    buttons,
    menu: [...buttons.filter((b) => b.action.type !== 'end-turn'), ...targets.flatMap((t) => t.items)],
    dialog,
    setup: null,
    marks: withPushArrows(
      boardMarks(zones, squares, targets, input.hover ?? null, view, input.aimTags ?? ENGLISH_AIM_TAGS),
      items,
      input.lit ?? pushItemAt(items, input.hover ?? null)?.id ?? null,
    ),
    moveStart: moveStartClass ? items[moveStartClass.index] : null,
    compass: carrier?.compass ?? null,
    carrierMode: carrier?.mode ?? null,
  }
  return view.ruleset === 'crosscheck' ? crossCheckKeys(model) : model
}

/** Decisions about dice just rolled: their dialog shows the faces. */
const DICE_KINDS = ['die', 'block-reroll']

/**
 * The block dice rolled, re-roll or not: keeping them (they may be good) comes first as "Keep these dice", the
 * re-rolls after it as their own choices — a re-roll is a cost, never the default.
 */
function keepDiceFirst(items: readonly MenuItem[]): MenuItem[] {
  const keep = items
    .filter((i) => i.action.type !== 'reroll')
    .map((i) =>
      i.action.type === 'no-reroll'
        ? { ...i, label: { key: 'play.action.keep-dice', fallback: 'Keep these dice' } }
        : i,
    )
  return [...keep, ...items.filter((i) => i.action.type === 'reroll')]
}

function squareIntents(
  cs: readonly Classified[],
  items: readonly MenuItem[],
  reach: Reach | null,
  selected: number | null,
): SquareIntent[] {
  const byKey = new Map<number, SquareIntent>()
  for (const c of cs) {
    if (c.aim.kind !== 'square') continue
    const { x, y } = c.aim
    const key = y * 1000 + x
    const before = byKey.get(key)
    const step = c.action.type === 'step'
    const item = items[c.index]
    if (before) byKey.set(key, { ...before, items: [...before.items, item], tone: 'target' })
    else
      byKey.set(key, {
        x,
        y,
        tone: step ? toneOf(c.chance) : 'target',
        chance: c.chance,
        items: [item],
        path: null,
      })
  }
  // Squares further than one step: the planner's best path, played one step at a time.
  if (reach && reach.player === selected)
    for (const sq of reach.squares) {
      const key = sq.y * 1000 + sq.x
      if (byKey.has(key) || sq.path.length < 2) continue
      byKey.set(key, {
        x: sq.x,
        y: sq.y,
        tone: toneOf(sq.chance),
        chance: sq.chance,
        items: [],
        path: sq.path,
      })
    }
  return [...byKey.values()]
}

function targetIntents(
  cs: readonly Classified[],
  items: readonly MenuItem[],
  view: GameView,
): TargetIntent[] {
  const pieces = pieceById(view)
  const byPiece = new Map<number, TargetIntent>()
  for (const c of cs) {
    if (c.aim.kind !== 'piece') continue
    const p = pieces.get(c.aim.piece)
    const before = byPiece.get(c.aim.piece)
    const item = items[c.index]
    if (before)
      byPiece.set(c.aim.piece, {
        ...before,
        items: [...before.items, item],
        chance: before.chance === null ? c.chance : Math.max(before.chance, c.chance ?? 0),
      })
    else
      byPiece.set(c.aim.piece, {
        piece: c.aim.piece,
        x: p?.x ?? null,
        y: p?.y ?? null,
        items: [item],
        chance: c.chance,
      })
  }
  return [...byPiece.values()]
}

/** The aim of a square's or piece's items (issue 19), when one of them is a throw. */
export const aimOf = (items: readonly MenuItem[]): AimInfo | null => items.find((i) => i.aim)?.aim ?? null

function boardMarks(
  zones: readonly SquareMark[],
  squares: readonly SquareIntent[],
  targets: readonly TargetIntent[],
  hover: { readonly x: number; readonly y: number } | null,
  view: GameView,
  tags: AimTags,
): SquareMark[] {
  const out = new Map<number, SquareMark>()
  const put = (m: SquareMark): void => void out.set(m.y * 1000 + m.x, m)
  for (const z of zones) put(z)
  // While a throw can be aimed, the throw's targets carry the labels; the move squares keep their tone (and their
  // odds under the pointer), else a passer's move range buries the receivers' bands under percentages.
  const aiming = squares.some((s) => aimOf(s.items)) || targets.some((t) => aimOf(t.items))
  const quiet = (s: SquareIntent): boolean => aiming && !(hover && hover.x === s.x && hover.y === s.y)
  for (const s of squares) {
    const aim = aimOf(s.items)
    const label =
      s.label ??
      (aim
        ? targetLabel(aim, s.chance, tags)
        : s.chance !== null && s.chance < 1 - 1e-9 && !quiet(s)
          ? formatChance(s.chance)
          : undefined)
    put(label ? { x: s.x, y: s.y, tone: s.tone, label } : { x: s.x, y: s.y, tone: s.tone })
  }
  const hovered = hover ? squares.find((s) => s.x === hover.x && s.y === hover.y) : undefined
  if (hovered?.path)
    for (const step of hovered.path.slice(0, -1)) {
      const own = squares.find((s) => s.x === step.x && s.y === step.y)
      const label = own?.chance != null && own.chance < 1 - 1e-9 ? formatChance(own.chance) : undefined
      put(label ? { ...step, tone: 'path', label } : { ...step, tone: 'path' })
    }
  for (const t of targets) {
    if (t.x === null || t.y === null) continue
    const aim = aimOf(t.items)
    const label = aim ? targetLabel(aim, t.chance, tags) : formatChance(t.chance)
    put(label ? { x: t.x, y: t.y, tone: 'target', label } : { x: t.x, y: t.y, tone: 'target' })
  }
  // Issue 19: the aimed target under the mouse or cursor marks each opponent who could take the ball or puck.
  const aimed = hover
    ? aimOf([
        ...(squares.find((s) => s.x === hover.x && s.y === hover.y)?.items ?? []),
        ...(targets.find((t) => t.x === hover.x && t.y === hover.y)?.items ?? []),
      ])
    : null
  if (aimed) for (const m of threatMarks(aimed, view, tags)) put(m)
  return [...out.values()]
}

function setupModel(
  input: PlayInput,
  all: readonly Classified[],
  items: readonly MenuItem[],
  selectable: readonly number[],
  title: Label,
  zones: readonly SquareMark[],
): PlayModel {
  const side = input.decision.side as 0 | 1
  const screen = buildSetupScreen(input.view, side, all, items, selectable, input.selected)
  const marks = new Map<number, SquareMark>()
  for (const m of [...zones, ...screen.marks]) marks.set(m.y * 1000 + m.x, m)
  return {
    ...EMPTY_MODEL,
    phase: 'setup',
    decision: input.decision,
    title,
    selectable,
    selected: screen.selected,
    squares: screen.squares,
    buttons: screen.setup.buttons,
    setup: screen.setup,
    marks: [...marks.values()],
  }
}

export { placeAction } from './setupModel'
