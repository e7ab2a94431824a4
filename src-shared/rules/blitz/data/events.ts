// 001: Random Event Cards (advanced rules) — the 12 cards (game-facts B8); procs/events.ts applies them.

export interface RandomEventInfo {
  readonly id: string
  readonly name: string
  readonly copies: number
}

export const RANDOM_EVENTS: readonly RandomEventInfo[] = [
  { id: 'banana-skins', name: 'Banana Skins', copies: 1 },
  { id: 'crumbling-pitch', name: 'Crumbling Astrogranite Pitch', copies: 1 },
  { id: 'empty-the-bench', name: 'Empty the Bench', copies: 1 },
  { id: 'generous-coaches', name: 'Generous Coaches', copies: 1 },
  { id: 'get-the-ref', name: 'Get the Ref!', copies: 1 },
  { id: 'impatient-coaches', name: 'Impatient Coaches', copies: 2 },
  { id: 'multi-ball', name: 'Multi-Ball', copies: 2 },
  { id: 'pitch-invasion', name: 'Pitch Invasion', copies: 1 },
  { id: 'reset', name: 'Reset', copies: 1 },
  { id: 'trapdoor-monster', name: 'Trapdoor Monster', copies: 1 },
]

/** The 12 cards, one entry per copy; a card id is EVENT_BASE + index here. */
export const EVENT_DECK: readonly RandomEventInfo[] = RANDOM_EVENTS.flatMap((e) =>
  Array.from({ length: e.copies }, () => e),
)
