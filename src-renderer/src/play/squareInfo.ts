// Issue 19 point 1 in words: why a square cannot be entered ("occupied by #2 Orc Lineman", "marked by...", "out of
// movement (MA 6, 6 used)", "blocked square", a trapdoor's or the crease's warning) and what an aimed throw risks
// ("Short pass · interception risk 33%", each interceptor with his chance). Pure: labels for `tr` (useLabel.ts).
import type { AimInfo, SquareNote } from '@shared/engine/aim'
import { formatChance } from './chance'
import type { Label, PieceNamer } from './labels'

const label = (key: string, fallback: string, params?: Record<string, string | number>): Label =>
  params ? { key, fallback, params } : { key, fallback }

/** The reason (or warning) of one square near the moving player. */
export function noteLabel(note: SquareNote, name: PieceNamer): Label {
  const who = note.player !== undefined ? name(note.player) : ''
  switch (note.reason) {
    case 'occupied':
      return label('aiming.reason.occupied', `occupied by ${who}`, { who })
    case 'marked':
      return label('aiming.reason.marked', `marked by ${who}: a Run may not move next to him`, { who })
    case 'out-of-movement':
      return note.ma
        ? label('aiming.reason.out-of-movement', `out of movement (MA ${note.ma}, ${note.used ?? 0} used)`, {
            ma: note.ma,
            used: note.used ?? 0,
          })
        : label('aiming.reason.out-of-movement-rolled', 'out of movement')
    case 'no-path':
      return label('aiming.reason.no-path', 'no way there in this move')
    case 'blocked':
      return label('aiming.reason.blocked', 'blocked square')
    case 'off-pitch':
      return label('aiming.reason.off-pitch', 'off the ice')
    case 'trapdoor':
      return label(
        'aiming.reason.trapdoor',
        'trapdoor: you may stand here, but a new ball coming up injures you',
      )
    case 'crease':
      return label(
        'aiming.reason.crease',
        'opposing crease: ending the turn here risks an Interference penalty',
      )
  }
}

/** The band of an aimed throw, and its risk in one line ("Short pass · interception risk 33%"). */
export function aimSummary(aim: AimInfo): Label[] {
  const band = label(`aiming.band.${aim.band}`, aim.band)
  const kind = aim.threats[0]?.kind
  if (aim.band === 'hand-off') return [band]
  if (kind === 'obstruct') return [band, label('aiming.risk.obstruct', 'obstructed: −1 to the throw')]
  if (kind === undefined) return [band, label('aiming.risk.none', 'nobody can intercept')]
  const chance = formatChance(aim.risk)
  return [band, label(`aiming.risk.${kind}`, `risk ${chance}`, { chance })]
}

/** Each threatening opponent with his own chance ("#4 Orc Lineman intercepts on 17%"). */
export function threatLabels(aim: AimInfo, name: PieceNamer): Label[] {
  return aim.threats.map((t) => {
    const who = name(t.player)
    const chance = t.chance === null ? '' : formatChance(t.chance)
    return label(`aiming.threat.${t.kind}`, `${who} ${chance}`.trim(), { who, chance })
  })
}
