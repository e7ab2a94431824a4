export default {
  settings: {
    title: 'Settings',
    language: 'Language',
    languages: { en: 'English', nl: 'Nederlands' },
    animation: 'Animation speed',
    skip: 'Skip animations',
    skipHint: 'Show each new position at once',
    camera: 'Camera at the start',
    cameras: { default: 'Behind the table', top: 'From above', 'follow-ball': 'Follow the ball' },
    quality: 'Table quality',
    qualities: { auto: 'Automatic', best: 'Best', fast: 'Fast' },
    qualityNote:
      'Fast suits computers without a graphics card. In use now: {now}; a change applies at the next start.',
    qualityNone: 'no table yet',
    zones: 'Show tackle zones by default',
    colourBlind: 'Colour-blind palette: blue against orange',
    colourBlindHint:
      'Off: each team wears its painted colours (its saved scheme, else its classic colours); two teams whose colours clash still get a blue or orange side.',
    hint: 'Hint button during play',
    hintNote: 'What would the Hard AI do here? (I)',
    reset: 'Defaults',
    done: 'Done',
    saved: 'Settings are saved on this computer.',
  },
}
