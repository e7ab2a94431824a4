// Scenarios for passing, shooting and blocking the puck (000: Passing and Shooting; Blocking the Puck).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const skate0 = { type: 'skate', player: h(0) }
const carrying = (x: number, y: number) => ({
  players: [
    { id: h(0), x, y },
    { id: a(1), x: 3, y: 13 },
  ],
  puck: { x: x + 1, y, carrier: h(0) },
})
const shooter = [{ id: h(0), x: 21, y: 7 }]
const shotPuck = { x: 22, y: 7, carrier: h(0) }

export const PASSING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'an accurate short pass (+1 passing, -2 zones) lands on its square, loose',
    source: '000: Passing and Shooting',
    active: 0,
    ...carrying(10, 7),
    dice: [5],
    actions: [skate0, { type: 'pass', x: 15, y: 7 }],
    expect: { puck: { carrier: -1, x: 15, y: 7 }, events: ['roll:pass', 'puck-lands'], active: 1 },
  },
  {
    name: 'a whiff (natural 1) scatters the puck once from its square: turnover',
    source: '000: Passing and Shooting; rulings.md',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 },
      { id: a(1), x: 3, y: 13 },
    ],
    puck: { x: 11, y: 7, carrier: h(0) },
    dice: [1, 5],
    actions: [skate0, { type: 'pass', x: 15, y: 7 }],
    expect: { puck: { carrier: -1, x: 12, y: 7 }, active: 1 },
  },
  {
    name: 'an inaccurate short pass scatters twice, and crossing red and blue lines is a turnover',
    source: '000: Passing and Shooting; 000: A Turnover happens when',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 },
      { id: a(1), x: 3, y: 13 },
    ],
    puck: { x: 11, y: 7, carrier: h(0) },
    dice: [4, 5, 5],
    actions: [skate0, { type: 'pass', x: 15, y: 7 }],
    expect: { puck: { carrier: -1, x: 17, y: 7 }, active: 1 },
  },
  {
    name: 'an accurate shot into an empty goal scores',
    source: '000: Passing and Shooting',
    active: 0,
    players: shooter,
    puck: shotPuck,
    dice: [5, 4],
    actions: [skate0, { type: 'shoot', x: 25, y: 7 }],
    expect: { score: [1, 0], decision: 'goalie', events: ['goal'] },
  },
  {
    name: 'the goalie may move one square on a shot, then may block',
    source: '000: Passing and Shooting (the Goalie may move 1 space)',
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 5 }],
    puck: shotPuck,
    dice: [5],
    actions: [skate0, { type: 'shoot', x: 25, y: 7 }, { type: 'goalie-step', x: 24, y: 6 }],
    expect: { players: { [a(12)]: { x: 24, y: 6 } }, decision: 'block-puck' },
  },
  {
    name: 'the Dwarf goalie (his Longbeard has starting skills: Save) blocks a shot beside him (AG 2, +1 zone, -1 shot, +1 save): a 4, the puck stays there',
    source: '000: Blocking the Puck; cc-interp: save-ability; game-facts C',
    rosters: ['human', 'dwarf'],
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 6 }],
    puck: shotPuck,
    dice: [5, 4],
    actions: [
      skate0,
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
      { type: 'block-puck', player: a(12), x: 24, y: 7 },
    ],
    expect: { puck: { carrier: -1, x: 24, y: 7 }, score: [0, 0], active: 1 },
  },
  {
    name: 'the Orc goalie has no Save (the Orc lineman has no starting skill): the same block at +0 fails on a 3, and the shot goes in',
    source: '000: Blocking the Puck; game-facts C ("gains Save if the lineman had a starting skill")',
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 6 }],
    puck: shotPuck,
    dice: [5, 3],
    actions: [
      skate0,
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
      { type: 'block-puck', player: a(12), x: 24, y: 7 },
    ],
    expect: { score: [1, 0], events: ['roll:block-puck', 'goal'] },
  },
  {
    name: 'a block in his own square: armour at +1, then the puck scatters from his square',
    source: '000: Blocking the Puck',
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 7 }],
    puck: shotPuck,
    dice: [5, 2, 3, 3, 4],
    actions: [
      skate0,
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
      { type: 'block-puck', player: a(12), x: 24, y: 7 },
    ],
    expect: { puck: { carrier: -1, x: 23, y: 7 }, events: ['roll:armour', 'roll:scatter'] },
  },
  {
    name: 'a natural 6 on a block rebounds D6 squares from the blocking square',
    source: '000: Blocking the Puck',
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 6 }],
    puck: shotPuck,
    dice: [5, 6, 2, 3],
    actions: [
      skate0,
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
      { type: 'block-puck', player: a(12), x: 24, y: 7 },
    ],
    expect: { puck: { carrier: -1, x: 24, y: 4 }, events: ['rebound'] },
  },
  {
    name: 'a failed block lets the shot in',
    source: '000: Blocking the Puck',
    active: 0,
    players: [...shooter, { id: a(12), x: 24, y: 6 }],
    puck: shotPuck,
    dice: [5, 2, 4],
    actions: [
      skate0,
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
      { type: 'block-puck', player: a(12), x: 24, y: 7 },
    ],
    expect: { score: [1, 0] },
  },
]
