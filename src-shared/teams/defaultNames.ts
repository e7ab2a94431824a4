// Default player names for the team builder (issue 23 point 1): a flavourful first and last name from the team's
// race (nameParts.ts), the same every time for the same roster, player index and seed, and different for every
// player of one team. Flavour, not a rule: no seed names players.
import { NAME_PARTS, RACE_OF, type NameParts } from './nameParts'

/** The name parts a roster (Classic, Cross Check) or team card (Blitz Bowl) draws from. */
export function namePartsOf(rosterId: string): NameParts {
  return NAME_PARTS[Object.hasOwn(RACE_OF, rosterId) ? RACE_OF[rosterId] : 'fallback']
}

/**
 * The default name of a team's `index`th player (0-based). Within a seed, indices 0..(first parts × last parts − 1)
 * get distinct names: the first part steps through its table, and each time it wraps the last part shifts by one
 * more, so no (first, last) pair comes twice. The seed (any whole number) gives a team another set of names.
 */
export function defaultPlayerName(rosterId: string, index: number, seed = 0): string {
  const { first, last } = namePartsOf(rosterId)
  const s = Math.abs(Math.trunc(seed))
  const i = Math.max(0, Math.trunc(index))
  const round = Math.floor(i / first.length)
  const firstPart = first[(i + s) % first.length]
  // Two indices with the same first part lie a whole round apart, and 3 × (10 to 12) + 1 is never a multiple of a
  // table's 10 to 12 last parts, so their last parts differ for the 16 players a team may have.
  const lastPart = last[(i * 3 + round + s * 7) % last.length]
  return `${firstPart} ${lastPart}`
}

/** A name for a new player that no player in `taken` has yet (tries the next indices, then the next seeds). */
export function freshPlayerName(rosterId: string, taken: readonly string[], seed = 0): string {
  const used = new Set(taken)
  for (let s = seed; s < seed + 8; s++)
    for (let i = 0; i < 32; i++) {
      const name = defaultPlayerName(rosterId, i, s)
      if (!used.has(name)) return name
    }
  return defaultPlayerName(rosterId, taken.length, seed)
}
