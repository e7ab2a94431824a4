export default {
  app: {
    name: 'Pitchside',
    language: 'Taal',
    languages: { en: 'English', nl: 'Nederlands' },
  },
}
