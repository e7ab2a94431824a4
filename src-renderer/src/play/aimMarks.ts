// Issue 19 point 1 on the table: a throw's band beside its chance on each target ("S 83%"), and, for the hovered
// target, each opponent who could take the ball or puck marked on his square with his own chance ("int17%"). Pure:
// the short tags come translated from the play screen (AimTags), the engine's AimInfo from main.
import type { AimBand, AimInfo } from '@shared/engine/aim'
import type { GameView } from '@shared/engine/api'
import en from '../i18n/en/aiming'
import type { SquareMark } from '../scene/overlay'
import { formatChance } from './chance'

/** One-to-three-letter tags for the table's labels, per band and per kind of threat (i18n `aiming.tag.*`). */
export type AimTags = Readonly<Record<AimBand | 'intercept' | 'block' | 'obstruct', string>>

/** The English tags, from the English messages themselves (one source): the default before the locale is known. */
export const ENGLISH_AIM_TAGS: AimTags = en.aiming.tag

/** A label keeps to the table's six characters (scene/overlay.ts MAX_LABEL_CHARS): the space goes first. */
function fit(tag: string, value: string): string {
  return tag.length + 1 + value.length <= 6 ? `${tag} ${value}` : `${tag}${value}`
}

/** A target square's label: its band's tag, and its chance when it is one ("S 83%", "Q"). */
export function targetLabel(aim: AimInfo, chance: number | null, tags: AimTags): string {
  const odds = chance !== null && chance < 1 - 1e-9 ? formatChance(chance) : ''
  return odds ? fit(tags[aim.band], odds) : tags[aim.band]
}

/**
 * Marks on the squares of the opponents who threaten the aimed throw: his chance to intercept or block it, or
 * (Blitz Bowl's obstruction) the −1 he costs the throw.
 */
export function threatMarks(aim: AimInfo, view: GameView, tags: AimTags): SquareMark[] {
  const out: SquareMark[] = []
  for (const t of aim.threats) {
    const p = view.pieces.find((q) => q.id === t.player)
    if (!p || p.x === null || p.y === null) continue
    const value = t.chance === null ? '−1' : formatChance(t.chance)
    out.push({ x: p.x, y: p.y, tone: 'danger', label: fit(tags[t.kind], value) })
  }
  return out
}
