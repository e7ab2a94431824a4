export default {
  deadPlayers: {
    title: 'Gesneuvelde spelers',
    intro:
      'Deze spelers zijn in een competitiewedstrijd gestorven en spelen nooit meer Blood Bowl. Ze missen hoe dan ook de rest van deze competitie; haal ze uit hun opgeslagen team of houd ze erin.',
    died: 'gestorven in ronde {round}',
    remove: 'Uit het team halen',
    keep: 'In het team houden',
    tooFew: '{team} heeft nog maar 11 spelers: voeg op het scherm Teams een speler toe voordat hij weg kan.',
  },
}
