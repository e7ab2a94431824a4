// The paint-scheme editor's mapping: what a colour picker or a finish slider shows for the team or one
// position, and the scheme after a change. A position only keeps the parts that differ from the team: picking
// the team's own colour for a position drops its override, so a later team change reaches it again. Pure and
// immutable (every edit returns a new scheme), so the editor's rules are unit-tested.
import {
  PAINT_PARTS,
  resolvePosition,
  type Finish,
  type PaintPart,
  type PaintScheme,
  type PositionPaint,
} from '@shared/showcase/scheme'

/** null edits the whole team; a position id edits that position's differences. */
export type EditTarget = string | null

export type FinishPart = keyof Finish

export function colourOf(scheme: PaintScheme, target: EditTarget, part: PaintPart): string {
  return target === null ? scheme.colours[part] : resolvePosition(scheme, target).colours[part]
}

export function finishOf(scheme: PaintScheme, target: EditTarget, which: FinishPart): number {
  return target === null ? scheme.finish[which] : resolvePosition(scheme, target).finish[which]
}

/** True when the position paints this part (or its finish, for 'finish') differently from the team. */
export function overrides(scheme: PaintScheme, positionId: string, part: PaintPart | 'finish'): boolean {
  const own = Object.hasOwn(scheme.positions, positionId) ? scheme.positions[positionId] : undefined
  return own?.[part] !== undefined
}

function withPosition(scheme: PaintScheme, positionId: string, paint: PositionPaint): PaintScheme {
  const positions = { ...scheme.positions }
  if (Object.keys(paint).length === 0) delete positions[positionId]
  else positions[positionId] = paint
  return { ...scheme, positions }
}

const ownPaint = (scheme: PaintScheme, positionId: string): PositionPaint =>
  Object.hasOwn(scheme.positions, positionId) ? { ...scheme.positions[positionId] } : {}

/** A colour as schemes store it: '#rrggbb' lower case (a colour input's value already is). */
export function normaliseHex(hex: string): string {
  const value = hex.trim().toLowerCase()
  if (!/^#[0-9a-f]{6}$/.test(value)) throw new RangeError(`not a "#rrggbb" colour: ${hex}`)
  return value
}

export function setColour(
  scheme: PaintScheme,
  target: EditTarget,
  part: PaintPart,
  hex: string,
): PaintScheme {
  const colour = normaliseHex(hex)
  if (target === null) return { ...scheme, colours: { ...scheme.colours, [part]: colour } }
  const paint = ownPaint(scheme, target)
  if (colour === scheme.colours[part]) delete paint[part]
  else paint[part] = colour
  return withPosition(scheme, target, paint)
}

export function setFinish(
  scheme: PaintScheme,
  target: EditTarget,
  which: FinishPart,
  value: number,
): PaintScheme {
  const v = Math.round(Math.max(0, Math.min(1, value)) * 100) / 100
  if (target === null) return { ...scheme, finish: { ...scheme.finish, [which]: v } }
  const paint = ownPaint(scheme, target)
  const finish = { ...(paint.finish ?? scheme.finish), [which]: v }
  if (finish.shade === scheme.finish.shade && finish.highlight === scheme.finish.highlight)
    delete paint.finish
  else paint.finish = finish
  return withPosition(scheme, target, paint)
}

/** Drops every difference of a position: it is painted as the team again. */
export function clearPosition(scheme: PaintScheme, positionId: string): PaintScheme {
  return withPosition(scheme, positionId, {})
}

/** Two schemes paint the same (names, colours, finishes and position differences all equal). */
export function sameScheme(a: PaintScheme, b: PaintScheme): boolean {
  if (a.name !== b.name || a.teamKey !== b.teamKey) return false
  if (PAINT_PARTS.some((p) => a.colours[p] !== b.colours[p])) return false
  if (a.finish.shade !== b.finish.shade || a.finish.highlight !== b.finish.highlight) return false
  const ids = new Set([...Object.keys(a.positions), ...Object.keys(b.positions)])
  for (const id of ids) {
    const pa = a.positions[id] ?? {}
    const pb = b.positions[id] ?? {}
    if (PAINT_PARTS.some((p) => pa[p] !== pb[p])) return false
    if (pa.finish?.shade !== pb.finish?.shade || pa.finish?.highlight !== pb.finish?.highlight) return false
  }
  return true
}
