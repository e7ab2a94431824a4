// Het opstellen en de line-up in het Nederlands (components/play/SetupPanel.vue): in alle drie de spellen gelijk.
export default {
  setup: {
    hint: 'Klik op een gemarkeerd vak om de volgende speler neer te zetten, of kies hier eerst een speler. Sleep een speler (hier of op het bord) om hem neer te zetten of te verplaatsen.',
    lineUpTitle: 'Stel je schaatsers op',
    lineUpHint:
      'Klik op een schaatser om hem naar de gemarkeerde beginpositie te sturen, of sleep hem erheen; een klik op het gemarkeerde vak stuurt de volgende.',
    next: 'volgende',
    placeRest: 'Zet de rest neer',
    formation: {
      classic: { '0': 'Verdediging bij de aftrap', '1': 'Aanval bij ontvangen', '2': 'Wig' },
      blitz: { '0': 'Verspreid', '1': 'Midden', '2': 'Flanken' },
      crosscheck: { '0': 'Evenwichtige lijn', '1': 'Snelle lijn', '2': 'Sterke lijn' },
    },
  },
}
