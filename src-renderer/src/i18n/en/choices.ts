// The push and block choices on the play screen (issue 19 point 1, play/choices.ts): push buttons by direction
// (board north is the top of the table), a block's dice and who picks.
const DIRS = {
  n: 'north',
  ne: 'north-east',
  e: 'east',
  se: 'south-east',
  s: 'south',
  sw: 'south-west',
  w: 'west',
  nw: 'north-west',
} as const

const each = (text: (dir: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(DIRS).map(([id, word]) => [id, text(word)]))

export default {
  choices: {
    push: {
      to: each((dir) => `Push ${dir}`),
      crowd: each((dir) => `Push ${dir}, into the crowd`),
      boards: each((dir) => `Push ${dir}, into the boards`),
      stays: 'He stays put (no square free)',
    },
    dice: {
      one: '1 die',
      youPick: '{n} dice · you pick',
      theyPick: '{n} dice · they pick',
    },
  },
}
