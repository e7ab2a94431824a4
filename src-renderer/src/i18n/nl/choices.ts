// De duw- en blokkeerkeuzes op het speelscherm (issue 19 punt 1, play/choices.ts): duwknoppen per richting (het
// noorden is de bovenkant van de tafel), het aantal blokdobbelstenen en wie kiest.
const DIRS = {
  n: 'noord',
  ne: 'noordoost',
  e: 'oost',
  se: 'zuidoost',
  s: 'zuid',
  sw: 'zuidwest',
  w: 'west',
  nw: 'noordwest',
} as const

const each = (text: (dir: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(DIRS).map(([id, word]) => [id, text(word)]))

export default {
  choices: {
    push: {
      to: each((dir) => `Duw ${dir}`),
      crowd: each((dir) => `Duw ${dir}, het publiek in`),
      boards: each((dir) => `Duw ${dir}, tegen de boarding`),
      stays: 'Hij blijft staan (geen vrij vak)',
    },
    dice: {
      one: '1 dobbelsteen',
      youPick: '{n} dobbelstenen · jij kiest',
      theyPick: '{n} dobbelstenen · zij kiezen',
    },
  },
}
