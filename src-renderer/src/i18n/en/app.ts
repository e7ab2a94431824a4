export default {
  app: {
    name: 'Pitchside',
    language: 'Language',
    languages: { en: 'English', nl: 'Nederlands' },
  },
}
