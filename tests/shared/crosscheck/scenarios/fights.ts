// Scenarios for fights (000: Fights) and the fighting penalty (000: Penalties, Fighting 4+ for both, 5 turns).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const pair = [
  { id: h(0), x: 10, y: 7 },
  { id: h(1), x: 5, y: 3 },
  { id: a(0), x: 11, y: 7 },
  { id: a(1), x: 20, y: 12 },
]
const start = [
  { type: 'skate', player: h(0) },
  { type: 'fight', player: a(0) },
]

export const FIGHT_SCENARIOS: readonly Scenario[] = [
  {
    name: 'an accepted fight: 5+3 beats 2+3, the loser falls with an injury roll (6: Stunned) and no armour; no penalty called',
    source: '000: Fights',
    active: 0,
    players: pair,
    puck: { x: 20, y: 2 },
    dice: [5, 2, 3, 3, 3, 3],
    actions: [...start, { type: 'accept-fight' }],
    expect: {
      players: { [a(0)]: { state: 'stunned' }, [h(0)]: { state: 'standing' } },
      events: ['fight', 'injury'],
      noEvents: ['roll:armour', 'penalty'],
      active: 0,
    },
  },
  {
    name: "a tie leaves both standing; the ref calls Fighting on both (4+): the fighter's team turns over",
    source: '000: Fights; 000: Penalties',
    active: 0,
    players: pair,
    puck: { x: 20, y: 2 },
    dice: [4, 4, 4, 5],
    actions: [...start, { type: 'accept-fight' }],
    expect: {
      players: { [a(0)]: { state: 'off' }, [h(0)]: { state: 'off' } },
      events: ['penalty'],
      active: 1,
    },
  },
  {
    name: 'a declined fight happens only when the goading die shows 6',
    source: '000: Fights',
    active: 0,
    players: pair,
    puck: { x: 20, y: 2 },
    dice: [5],
    actions: [...start, { type: 'decline-fight' }],
    expect: { players: { [a(0)]: { state: 'standing' } }, noEvents: ['fight'], decision: 'turn' },
  },
  {
    name: 'goaded on a 6: the fight goes ahead; the starter loses (injury 6: Stunned) in his own turn, which ends, and he stays face down',
    source:
      '000: Fights; 002 (Classic): a player stunned in his own turn stays face down through his next one',
    active: 0,
    players: pair,
    puck: { x: 20, y: 2 },
    dice: [6, 1, 6, 3, 3, 1, 1],
    actions: [...start, { type: 'decline-fight' }],
    expect: { players: { [h(0)]: { state: 'stunned' } }, events: ['fight'], active: 1 },
  },
]
