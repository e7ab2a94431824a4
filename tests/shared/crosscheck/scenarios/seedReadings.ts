// The last differences from seed 000 (issue 21), each shown with forced dice: a player stunned in his own team's
// turn stays face down through his next turn (as in Classic); more to come in this file as they are fixed.

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { at, END_TURN, hold, scenario, skate, step } from './setups'

/** h(0) leaves a(0)'s stick zone, is held, rolls a natural 1 and falls: armour 6+6 broken, injury 3+4 Stunned,
 * the ref's Holding die 1 (not called). His team's turn is over (a fall is a turnover). */
const stunnedByAFall = {
  players: [at(h(0), 10, 7), at(h(1), 5, 3), at(a(0), 11, 8), at(a(1), 20, 12)],
  dice: [1, 6, 6, 3, 4, 1],
  actions: [skate(h(0)), step(9, 7), hold(a(0))],
}

export const SEED_READING_SCENARIOS: readonly Scenario[] = [
  scenario({
    name: "stunned in his own team's turn (a fall), he is still face down after the other team's turn, as his team's next turn begins",
    source: '002 (Classic): stunned players turn face up at the end of their next turn; rulings.md',
    ...stunnedByAFall,
    actions: [...stunnedByAFall.actions, END_TURN],
    expect: {
      players: { [h(0)]: { state: 'stunned' } },
      events: ['fall', 'injury', 'turn-start'],
      active: 0,
      decision: 'turn',
    },
  }),
  scenario({
    name: "... and turns face up (prone) at the end of that next turn of his team's",
    source: '002 (Classic); rulings.md',
    ...stunnedByAFall,
    actions: [...stunnedByAFall.actions, END_TURN, END_TURN],
    expect: { players: { [h(0)]: { state: 'prone' } }, active: 1 },
  }),
]
