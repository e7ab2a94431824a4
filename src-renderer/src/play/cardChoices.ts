// Blitz Bowl's discard decisions name the cards, not their places: "Discard challenge 2" becomes the card's name,
// its points and what it asks; "Discard card 3" the Bonus Play's name and what it does (GameView.blitz). Pure.
import type { GameView } from '@shared/engine/api'
import type { MenuItem } from './viewModel'

export function nameCards(view: GameView, items: readonly MenuItem[]): readonly MenuItem[] {
  const table = view.blitz
  if (!table) return items
  return items.map((item) => {
    const a = item.action
    if (a.type === 'discard-active' && typeof a.slot === 'number') {
      const card = table.challenges[a.slot]
      if (!card) return item
      const params = { name: card.name, points: card.points, text: card.text }
      return {
        ...item,
        label: {
          key: 'cards.discardActive',
          fallback: `Discard ${card.name} (${card.points}): ${card.text}`,
          params,
        },
      }
    }
    if (a.type === 'discard-hand' && typeof a.card === 'number') {
      const side = view.decision.side
      const play = side === null ? undefined : table.hands[side]?.find((b) => b.slot === a.card)
      if (!play) return item
      return {
        ...item,
        label: {
          key: 'cards.discardHand',
          fallback: `Discard ${play.name}: ${play.text}`,
          params: {
            name: play.name,
            text: play.text,
            ...('id' in play && typeof play.id === 'string' ? { id: play.id } : {}),
          },
        },
      }
    }
    return item
  })
}
