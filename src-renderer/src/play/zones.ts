// Tackle zones (Classic, Blitz Bowl's marked squares) and stick zones (Cross Check) as an overlay: the eight squares
// around every standing piece that exerts one (004: Tacklezones; 000: stick zones), tinted by side.
import type { GameView } from '@shared/engine/api'
import type { SquareMark } from '../scene/overlay'

export function zoneMarks(view: GameView): SquareMark[] {
  const seen = new Map<number, SquareMark>()
  const { width, height } = view.board
  for (const p of view.pieces) {
    if (p.state !== 'standing' || p.x === null || p.y === null) continue
    if (p.conditions?.includes('no-tackle-zone') || p.conditions?.includes('hypnotised')) continue
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = p.x + dx
        const y = p.y + dy
        if ((dx === 0 && dy === 0) || x < 0 || y < 0 || x >= width || y >= height) continue
        const key = y * 1000 + x
        const tone = p.side === 0 ? 'zone-home' : 'zone-away'
        const before = seen.get(key)
        // A square both sides reach keeps the first side's tint: the overlay is a hint, not a count.
        if (!before) seen.set(key, { x, y, tone })
        else if (before.tone !== tone) seen.set(key, { x, y, tone, label: '±' })
      }
  }
  return [...seen.values()]
}
