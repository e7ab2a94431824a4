// How an action, a decision or a die face is named on screen: an i18n key with a readable fallback, so a kind or
// type the message modules do not know yet still gets a clear button (never a dead end). Pure: no vue-i18n here;
// components translate with `tr` (labelText.ts).
import type { Action } from '@shared/engine/api'

export interface Label {
  readonly key: string
  /** English text for when the key is missing (a new kind or type). */
  readonly fallback: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** 'no-hold' → 'No hold', 'pass-block-move' → 'Pass block move'. */
export function humanize(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const label = (key: string, fallback: string, params?: Record<string, string | number>): Label =>
  params ? { key, fallback, params } : { key, fallback }

/** Fields that name a choice by a word (kind, source, choice...): their value is part of the label. */
const WORD_FIELDS = ['kind', 'source', 'choice', 'call', 'ball', 'bonus', 'facing'] as const
/** Fields that number a choice (die, slot, formation...). */
const NUMBER_FIELDS = ['index', 'die', 'slot', 'formation', 'square', 'dir', 'card'] as const

export function decisionLabel(kind: string): Label {
  return label(`play.decision.${kind}`, humanize(kind))
}

/**
 * Actions that mean something else in one decision, named for it: Classic 003 Diving Catch's `step` is the dive,
 * 003 Kick's `use-skill` lets the Kick player take the kick-off, 003 Pro's `reroll` of an armour or injury roll is
 * his alone. Keys: the action's type replaced by this name.
 */
const IN_DECISION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'diving-catch': { step: 'dive' },
  'kick-skill': { 'use-skill': 'kick-skill' },
  'pro-armour': { reroll: 'pro-reroll' },
  'pro-injury': { reroll: 'pro-reroll' },
}

/** The action's type as labels name it in this decision (see IN_DECISION). */
function typeIn(action: Action, decisionKind: string | undefined): string {
  return (decisionKind !== undefined && IN_DECISION[decisionKind]?.[action.type]) || action.type
}

/** A piece's name for labels: '#7 Griff' or 'player 7'. */
export type PieceNamer = (id: number) => string

/**
 * The label of an action: declare {kind} → 'play.declare.<kind>'; a yes/no field → '<type>-yes/-no'; a word field
 * → '<type>.<value>' in `play.choice`; otherwise 'play.action.<type>' with the numbers and pieces as params.
 */
export function actionLabel(
  action: Action,
  name: PieceNamer = (id) => `#${id}`,
  decisionKind?: string,
): Label {
  const type = typeIn(action, decisionKind)
  if (type === 'declare' && typeof action.kind === 'string')
    return label(`play.declare.${action.kind}`, humanize(action.kind))
  for (const field of ['follow', 'use'] as const)
    if (typeof action[field] === 'boolean') {
      const yes = action[field] === true
      return label(`play.action.${type}-${yes ? 'yes' : 'no'}`, `${humanize(type)}: ${yes ? 'yes' : 'no'}`)
    }
  for (const field of WORD_FIELDS) {
    const v = action[field]
    if (typeof v === 'string') return label(`play.choice.${type}.${v}`, `${humanize(type)}: ${humanize(v)}`)
  }
  const params: Record<string, string | number> = {}
  const extra: string[] = []
  for (const field of NUMBER_FIELDS) {
    const v = action[field]
    if (typeof v === 'number') {
      params.n = v + 1
      extra.push(String(v + 1))
    }
  }
  // The piece acted on names the action: the target when there is one (a Blitz Bowl Block names its blocker as
  // `player` too, and "Block #1 blocker" read as if he were the one blocked), else the player.
  for (const field of ['target', 'player'] as const) {
    const v = action[field]
    if (typeof v === 'number' && params.piece === undefined) {
      params.piece = name(v)
      extra.push(name(v))
    }
  }
  if (typeof action.x === 'number' && typeof action.y === 'number') {
    params.square = `${action.x},${action.y}`
    extra.push(`(${action.x}, ${action.y})`)
  }
  const fallback = [humanize(type), ...extra].join(' ')
  return label(`play.action.${type}`, fallback, params)
}

/** One line explaining an action, citing its rule; null when there is none for it. */
export function ruleLabel(action: Action, ruleset: string, decisionKind?: string): Label | null {
  const id =
    action.type === 'declare' && typeof action.kind === 'string'
      ? `declare-${action.kind}`
      : typeIn(action, decisionKind)
  return label(`play.rule.${ruleset}.${id}`, '')
}

/** A block (or check) die face, e.g. 'defender-down' or 'smash'; a bare number when the event gave no face. */
export function faceLabel(face: string | number): Label {
  return typeof face === 'number'
    ? label('play.face.number', String(face), { n: face })
    : label(`play.face.${face}`, humanize(face))
}
