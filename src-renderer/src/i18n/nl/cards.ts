// De afleg-keuzes van Blitz Bowl in het Nederlands (play/cardChoices.ts): elke kaart bij naam, met wat ze vraagt of doet.
export default {
  cards: {
    discardActive: 'Leg {name} af ({points} ptn): {text}',
    discardHand: 'Leg {name} af: {text}',
  },
}
