// Scenarios for penalties, the ref die and the penalty box (000: Penalties).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const endTurn = { type: 'end-turn' }
const far = { id: a(1), x: 3, y: 13 }

export const PENALTY_SCENARIOS: readonly Scenario[] = [
  {
    name: 'holding: the held player falls on a natural 1 and the ref die 6 calls Holding on the holder',
    source: '000: Holding; 000: Penalties (Holding 6+, 2 turns)',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    dice: [1, 3, 3, 6],
    actions: [
      { type: 'skate', player: h(0) },
      { type: 'step', x: 9, y: 7 },
      { type: 'hold', player: a(0) },
    ],
    expect: { players: { [h(0)]: { state: 'prone' }, [a(0)]: { state: 'off' } }, events: ['penalty'] },
  },
  {
    name: 'interference: in the opposing crease at the end of the turn, called on a 4',
    source: '000: Penalties (Interference 4+, 2 turns)',
    active: 0,
    players: [{ id: h(0), x: 23, y: 7 }, far],
    puck: { x: 20, y: 2 },
    dice: [4],
    actions: [endTurn],
    expect: { players: { [h(0)]: { state: 'off' } }, events: ['roll:ref', 'penalty'], active: 1 },
  },
  {
    name: 'interference not called on a 3',
    source: '000: Penalties; rulings.md',
    active: 0,
    players: [{ id: h(0), x: 23, y: 7 }, far],
    puck: { x: 20, y: 2 },
    dice: [3],
    actions: [endTurn],
    expect: { players: { [h(0)]: { x: 23, y: 7 } }, noEvents: ['penalty'] },
  },
  {
    name: "a 2-turn penalty: at the start of his team's second turn after, he is placed in the penalty box (still off the ice)",
    source: '000: Penalties ("At the start of that turn he is placed IN the penalty box"); rulings.md',
    active: 0,
    players: [{ id: h(0), x: 23, y: 7 }, { id: h(1), x: 5, y: 3 }, far],
    puck: { x: 20, y: 2 },
    dice: [4],
    actions: [endTurn, endTurn, endTurn, endTurn],
    expect: { players: { [h(0)]: { state: 'off' } }, events: ['released'], active: 0, decision: 'turn' },
  },
  {
    name: '... "and may then move normally": he skates out of the box onto the ice at its door beside the red line',
    source: '000: Penalties; cc-interp: penalty-box',
    active: 0,
    players: [{ id: h(0), x: 23, y: 7 }, { id: h(1), x: 5, y: 3 }, far],
    puck: { x: 20, y: 2 },
    dice: [4],
    actions: [
      endTurn,
      endTurn,
      endTurn,
      endTurn,
      { type: 'skate', player: h(0) },
      { type: 'step', x: 11, y: 0 },
      { type: 'step', x: 11, y: 1 },
    ],
    expect: {
      players: { [h(0)]: { x: 11, y: 1, state: 'standing' } },
      events: ['released', 'leaves-box', 'step'],
      decision: 'move',
    },
  },
  {
    name: 'offsides: the puck carried into the offensive zone with a team-mate already there (2+): turnover',
    source: '000: Penalties (Offsides 2+, 2 turns)',
    active: 0,
    players: [{ id: h(0), x: 15, y: 7 }, { id: h(1), x: 20, y: 3 }, far],
    puck: { x: 16, y: 7, carrier: h(0) },
    dice: [2],
    actions: [
      { type: 'skate', player: h(0) },
      { type: 'step', x: 16, y: 7 },
    ],
    expect: { players: { [h(1)]: { state: 'off' } }, events: ['penalty'], active: 1 },
  },
]

export const OFFSIDE_PASS: Scenario = {
  name: 'offsides on a pass: the puck passed into the offensive zone to a team-mate already there',
  source: '000: Penalties (Offsides); cc-interp: offsides',
  active: 0,
  players: [{ id: h(0), x: 14, y: 7 }, { id: h(1), x: 19, y: 7 }, far],
  puck: { x: 15, y: 7, carrier: h(0) },
  dice: [5, 2],
  actions: [
    { type: 'skate', player: h(0) },
    { type: 'pass', x: 18, y: 7 },
  ],
  expect: {
    puck: { x: 18, y: 7, carrier: -1 },
    players: { [h(1)]: { state: 'off' } },
    events: ['penalty'],
    active: 1,
  },
}
