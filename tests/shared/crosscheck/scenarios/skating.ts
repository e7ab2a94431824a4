// Scenarios for skating and holding (000: Holding).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const skate0 = { type: 'skate', player: h(0) }
const twoPlayers = [
  { id: h(0), x: 10, y: 7 },
  { id: a(0), x: 11, y: 8 },
]

/** The home goalie (MA 3) skates two squares, then leaves a(0)'s stick zone with 1 MV left: held, and a 2 fails. */
const heldWithOneLeft = {
  active: 0 as const,
  players: [
    { id: h(12), x: 4, y: 7 },
    { id: a(0), x: 7, y: 8 },
    { id: h(1), x: 2, y: 2 },
  ],
  puck: { x: 20, y: 2 },
  dice: [2],
  actions: [
    { type: 'skate', player: h(12) },
    { type: 'step', x: 5, y: 7 },
    { type: 'step', x: 6, y: 7 },
    { type: 'step', x: 6, y: 6 },
    { type: 'hold', player: a(0) },
  ],
}

export const SKATING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'leaving an opposing stick zone without a hold',
    source: '000: Holding',
    active: 0,
    players: twoPlayers,
    puck: { x: 20, y: 2 },
    dice: [],
    actions: [skate0, { type: 'step', x: 9, y: 7 }, { type: 'no-hold' }],
    expect: { players: { [h(0)]: { x: 9, y: 7 } }, decision: 'move' },
  },
  {
    name: 'a held player who makes his agility roll skates on',
    source: '000: Holding',
    active: 0,
    players: twoPlayers,
    puck: { x: 20, y: 2 },
    dice: [4],
    actions: [skate0, { type: 'step', x: 9, y: 7 }, { type: 'hold', player: a(0) }],
    expect: { players: { [h(0)]: { x: 9, y: 7 }, [a(0)]: { x: 11, y: 8 } }, decision: 'move' },
  },
  {
    name: 'a failed hold roll costs 2 MV and the holder may follow',
    source: '000: Holding',
    active: 0,
    players: twoPlayers,
    puck: { x: 20, y: 2 },
    dice: [3],
    actions: [skate0, { type: 'step', x: 9, y: 7 }, { type: 'hold', player: a(0) }, { type: 'follow' }],
    expect: { players: { [h(0)]: { x: 9, y: 7 }, [a(0)]: { x: 10, y: 7 } }, decision: 'move' },
  },
  {
    name: 'a natural 1 on a hold: he falls in the square he was leaving, armour, turnover',
    source: '000: Holding; rulings.md',
    active: 0,
    players: twoPlayers,
    puck: { x: 20, y: 2 },
    dice: [1, 3, 3, 5],
    actions: [skate0, { type: 'step', x: 9, y: 7 }, { type: 'hold', player: a(0) }],
    expect: {
      players: { [h(0)]: { x: 10, y: 7, state: 'prone' }, [a(0)]: { state: 'standing' } },
      events: ['fall', 'roll:armour'],
      active: 1,
      decision: 'turn',
    },
  },
  {
    name: 'a failed hold with 1 MV left: the step cannot be made; he stays, at 0 MV, his move going on (cc-interp: hold)',
    source: '000: Holding ("this may mean the player can\'t make the move, if they only had 1 MV left")',
    ...heldWithOneLeft,
    expect: {
      players: { [h(12)]: { x: 6, y: 7 }, [a(0)]: { x: 7, y: 8 } },
      decision: 'move',
      noEvents: ['follow'],
    },
  },
  {
    name: 'the same with the option holdEndsMove: his move ends there, and his coach picks the next skater',
    source: 'cc-interp: hold (option holdEndsMove)',
    ...heldWithOneLeft,
    options: { holdEndsMove: 1 },
    expect: { players: { [h(12)]: { x: 6, y: 7 } }, decision: 'turn', active: 0 },
  },
  {
    name: 'a prone player stands up for 3 squares',
    source: 'cc-interp: skating',
    active: 0,
    players: [{ id: h(0), x: 10, y: 7, prone: true }],
    puck: { x: 20, y: 2 },
    dice: [],
    actions: [
      skate0,
      { type: 'step', x: 11, y: 7 },
      { type: 'step', x: 12, y: 7 },
      { type: 'step', x: 13, y: 7 },
    ],
    expect: { players: { [h(0)]: { x: 13, state: 'standing' } }, decision: 'move' },
  },
]
