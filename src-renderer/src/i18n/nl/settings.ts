export default {
  settings: {
    title: 'Instellingen',
    language: 'Taal',
    languages: { en: 'English', nl: 'Nederlands' },
    animation: 'Animatiesnelheid',
    skip: 'Animaties overslaan',
    skipHint: 'Elke nieuwe stand meteen tonen',
    camera: 'Camera bij de start',
    cameras: { default: 'Achter de tafel', top: 'Van bovenaf', 'follow-ball': 'De bal volgen' },
    zones: 'Tackle zones standaard tonen',
    colourBlind: 'Teamkleuren veilig bij kleurenblindheid',
    reset: 'Standaard',
    done: 'Klaar',
    saved: 'Instellingen worden op deze computer bewaard.',
  },
}
