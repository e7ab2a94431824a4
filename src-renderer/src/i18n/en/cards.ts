// Blitz Bowl's discard choices in English (play/cardChoices.ts): each card by name with what it asks or does.
export default {
  cards: {
    discardActive: 'Discard {name} ({points} pts): {text}',
    discardHand: 'Discard {name}: {text}',
  },
}
