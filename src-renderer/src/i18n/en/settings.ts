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
    zones: 'Show tackle zones by default',
    colourBlind: 'Colour-blind safe team colours',
    reset: 'Defaults',
    done: 'Done',
    saved: 'Settings are saved on this computer.',
  },
}
