// Blitz Bowl's cards in the coach's language. The engine's view names a card in the English of the rules data
// (BlitzCardView has no id; a Bonus Play has one): the card's id is found from that English name, and its name and
// words are read from i18n `cards.*`. A card the app has no text for shows as the engine gave it.
import { BONUS_PLAYS } from '@shared/rules/blitz/data/bonusPlays'
import { RANDOM_EVENT_BACK } from '@shared/rules/blitz/data/cardTexts'
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { RANDOM_EVENTS } from '@shared/rules/blitz/data/events'

interface Texts {
  t(key: string): string
  te(key: string): boolean
}

export interface CardWords {
  readonly name: string
  readonly text: string
}

/** The i18n block of each card, by the English name the engine shows. */
const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...CHALLENGE_CARDS.map((c) => [c.name, `cards.challenge.${c.condition}`] as const),
  ...Object.entries(BONUS_PLAYS).map(([id, b]) => [b.name, `cards.bonus.${id}`] as const),
  ...RANDOM_EVENTS.map((e) => [e.name, `cards.event.${e.id}`] as const),
  [RANDOM_EVENT_BACK.name, 'cards.eventBack'] as const,
])

/** A card's name and words in the coach's language; a Bonus Play by its id, any other card by its English name. */
export function cardWords(
  tr: Texts,
  card: { readonly name: string; readonly text: string; readonly id?: string },
): CardWords {
  const block =
    card.id && tr.te(`cards.bonus.${card.id}.name`) ? `cards.bonus.${card.id}` : BY_NAME.get(card.name)
  if (!block || !tr.te(`${block}.name`)) return { name: card.name, text: card.text }
  return { name: tr.t(`${block}.name`), text: tr.t(`${block}.text`) }
}
