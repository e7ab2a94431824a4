export default {
  app: {
    name: 'Pitchside',
    menu: 'Menu',
    menuHint: 'The main menu (F10; Esc closes it)',
    language: 'Language',
    languages: { en: 'English', nl: 'Nederlands' },
  },
}
