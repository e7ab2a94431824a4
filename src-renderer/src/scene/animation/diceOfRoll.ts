// Which dice a roll event puts on the table. Presentation data only: the renderer knows no rules, but it must
// know which kind of die shows a number (a block die, a D8 for directions, a D6 for the rest).
import type { EngineEvent, RulesetId } from '@shared/engine/api'
import type { DieFace, DieKind } from './types'

/** Purposes rolled on block dice, per game (Cross Check's check uses Classic's block die: 000). */
const BLOCK_PURPOSES: Readonly<Record<RulesetId, readonly string[]>> = {
  classic: ['block'],
  blitz: ['block', 'foul'],
  crosscheck: ['check'],
}

/** Purposes whose first die is a D8 (a direction on the scatter template); the others are D6s. */
const D8_FIRST: Readonly<Record<RulesetId, readonly string[]>> = {
  classic: ['bounce', 'scatter', 'kick scatter'],
  // Blitz Bowl bounces on the D8 chart (001: Bouncing Ball).
  blitz: ['bounce', 'scatter'],
  // Cross Check: a loose puck scatters on a D8; its board bounce is a D6 (000: The Boards).
  crosscheck: ['scatter', 'rebound'],
}

/** Rolls that are not dice on the table (a coin). */
const NOT_DICE = new Set(['coin toss'])

export const MAX_DICE_PER_ROLL = 4

/** Dice of a `roll` event (or Cross Check's `rebound`, which carries its own dice); null when none show. */
export function diceOfRoll(ruleset: RulesetId, event: EngineEvent): DieFace[] | null {
  const purpose = event.type === 'roll' ? String(event.purpose ?? '') : event.type
  if (event.type !== 'roll' && event.type !== 'rebound') return null
  if (NOT_DICE.has(purpose)) return null
  const raw = Array.isArray(event.dice) ? (event.dice as unknown[]) : []
  const values = raw.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1)
  if (values.length === 0) return null
  const block = BLOCK_PURPOSES[ruleset].includes(purpose)
  const d8First = D8_FIRST[ruleset].includes(purpose)
  const out: DieFace[] = []
  values.slice(0, MAX_DICE_PER_ROLL).forEach((v, i) => {
    let kind: DieKind = 'd6'
    if (block) kind = ruleset === 'blitz' ? 'blitz-block' : 'block'
    else if ((d8First && i === 0) || v > 6) kind = 'd8'
    if (v > (kind === 'd8' ? 8 : 6)) return // not a face of any die we draw
    out.push({ kind, face: v })
  })
  return out.length ? out : null
}
