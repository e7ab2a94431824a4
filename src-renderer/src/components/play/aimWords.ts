// Issue 19 point 1 for the play layer: the hovered square's reason and aim in labels, and the table's tags
// translated (play/aimMarks.ts AimTags from the `aiming.tag` messages).
import type { AimInfo, SquareNote } from '@shared/engine/aim'
import type { PieceView } from '@shared/engine/api'
import { ENGLISH_AIM_TAGS, type AimTags } from '../../play/aimMarks'
import type { Label } from '../../play/labels'
import { localName } from '../../play/names'
import { aimSummary, noteLabel, threatLabels } from '../../play/squareInfo'

/** The tags' keys, from the English tags themselves (play/aimMarks.ts). */
const TAG_KEYS = Object.keys(ENGLISH_AIM_TAGS)

export function aimTagsOf(t: (key: string) => string): AimTags {
  return Object.fromEntries(TAG_KEYS.map((k) => [k, t(`aiming.tag.${k}`)])) as unknown as AimTags
}

/**
 * The read-out's extra words for a square: its note (a reason or a warning), then the aim of a throw there.
 * `named`: the piece the read-out already names at its head (the one under the mouse): his own square then says
 * "occupied" without naming him a second time.
 */
export function hoverWords(
  note: SquareNote | null,
  aim: AimInfo | null,
  pieces: readonly PieceView[],
  named: number | null = null,
): Label[] {
  const name = (id: number): string => {
    const p = pieces.find((q) => q.id === id)
    return p ? `#${p.number} ${localName(p)}`.trim() : `#${id}`
  }
  // A closed square that is still a target (a shot at the goal beyond the ice) needs no reason; a warning does.
  const here = note?.reason === 'occupied' && note.player !== undefined && note.player === named
  const said =
    note && (note.open || !aim)
      ? [here ? { key: 'aiming.reason.occupiedHere', fallback: 'occupied' } : noteLabel(note, name)]
      : []
  return [...said, ...(aim ? [...aimSummary(aim), ...threatLabels(aim, name)] : [])]
}
