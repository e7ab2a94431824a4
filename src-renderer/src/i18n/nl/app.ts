export default {
  app: {
    name: 'Pitchside',
    menu: 'Menu',
    menuHint: 'Het hoofdmenu (F10; Esc sluit het)',
    language: 'Taal',
    languages: { en: 'English', nl: 'Nederlands' },
  },
}
