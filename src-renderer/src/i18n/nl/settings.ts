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
    quality: 'Tafelkwaliteit',
    qualities: { auto: 'Automatisch', best: 'Beste', fast: 'Snel' },
    qualityNote:
      'Snel past bij computers zonder grafische kaart. Nu in gebruik: {now}; een wijziging geldt vanaf de volgende start.',
    qualityNone: 'nog geen tafel',
    zones: 'Tackle zones standaard tonen',
    colourBlind: 'Kleurenblind-palet: blauw tegen oranje',
    colourBlindHint:
      'Uit: elk team draagt zijn geschilderde kleuren (het bewaarde schema, anders de klassieke kleuren); twee teams met botsende kleuren krijgen toch een blauwe of oranje kant.',
    hint: 'Tipknop tijdens het spel',
    hintNote: 'Wat zou de sterke AI hier doen? (I)',
    reset: 'Standaard',
    done: 'Klaar',
    saved: 'Instellingen worden op deze computer bewaard.',
  },
}
