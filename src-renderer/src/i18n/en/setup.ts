// The setup and line-up screen in English (components/play/SetupPanel.vue): the same way in all three games.
export default {
  setup: {
    hint: 'Click a highlighted square to place the next player, or pick one here first. Drag a player (here or on the table) to place or move him.',
    lineUpTitle: 'Line up your skaters',
    lineUpHint:
      'Click a skater to send him to the marked starting position, or drag him there; clicking the marked square sends the next one.',
    next: 'next',
    placeRest: 'Place the rest',
    formation: {
      classic: { '0': 'Kick-off defence', '1': 'Receiving offence', '2': 'Wedge' },
      blitz: { '0': 'Spread', '1': 'Middle', '2': 'Flanks' },
      crosscheck: { '0': 'Balanced line', '1': 'Speed line', '2': 'Muscle line' },
    },
  },
}
