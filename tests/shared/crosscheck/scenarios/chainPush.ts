// Chain pushes in a check (cc-interp: chain-push): Classic's push on into a taken square, on the ice.

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

// h(0) at 10,7 checks a(0) at 11,7: push squares 12,7 / 12,6 / 12,8, all taken below.
const wall = [
  { id: h(0), x: 10, y: 7 },
  { id: h(1), x: 5, y: 3 }, // keeps the home turn going
  { id: a(0), x: 11, y: 7 },
  { id: a(1), x: 12, y: 7 },
  { id: a(2), x: 12, y: 6 },
  { id: a(3), x: 12, y: 8 },
]
const check = [
  { type: 'skate', player: h(0) },
  { type: 'check', player: a(0) },
]

/** The golem a(3) (Stand Firm) straight behind the target; the other two squares taken by a(1) and a(2). */
export const STAND_FIRM_WALL = [
  { id: h(0), x: 10, y: 7 },
  { id: h(1), x: 5, y: 3 },
  { id: a(0), x: 11, y: 7 },
  { id: a(3), x: 12, y: 7 },
  { id: a(1), x: 12, y: 6 },
  { id: a(2), x: 12, y: 8 },
]

export const CHAIN_PUSH_SCENARIOS: readonly Scenario[] = [
  {
    name: 'chain push: every square taken, the target is pushed into a(1), who is pushed on first',
    source: '002: Pushes (chain push); cc-interp: chain-push',
    active: 0,
    players: wall,
    puck: { x: 11, y: 6 },
    dice: [3],
    actions: [...check, { type: 'push', square: 0 }, { type: 'push', square: 0 }, { type: 'follow' }],
    expect: {
      players: {
        [a(1)]: { x: 13, y: 7, state: 'standing' },
        [a(0)]: { x: 12, y: 7, state: 'standing' },
        [h(0)]: { x: 11, y: 7 },
      },
      noEvents: ['roll:armour'],
      decision: 'turn',
    },
  },
  {
    name: 'chain push: a Defender Down fells only the target; the chained player is pushed, not knocked down',
    source: '002: Pushes; cc-interp: chain-push',
    active: 0,
    players: wall,
    puck: { x: 11, y: 6 },
    dice: [6, 1, 1],
    actions: [...check, { type: 'push', square: 1 }, { type: 'push', square: 0 }, { type: 'stay' }],
    expect: {
      players: { [a(2)]: { x: 13, y: 5, state: 'standing' }, [a(0)]: { x: 12, y: 6, state: 'prone' } },
    },
  },
  {
    name: 'a chain push is only allowed when every square is taken: a free square must be chosen',
    source: '002: Pushes; cc-interp: chain-push',
    active: 0,
    players: wall.filter((p) => p.id !== a(3)),
    puck: { x: 11, y: 6 },
    dice: [3],
    actions: [...check, { type: 'push', square: 2 }, { type: 'stay' }],
    expect: { players: { [a(0)]: { x: 12, y: 8 }, [a(1)]: { x: 12, y: 7 } } },
  },
  {
    name: 'a chain into the boards: the last player is boarded (armour +2) and stays, so nobody moves',
    source: '000: The Boards; cc-interp: chain-push',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 2 },
      { id: h(1), x: 5, y: 5 },
      { id: a(0), x: 10, y: 1 },
      { id: a(1), x: 10, y: 0 },
      { id: a(2), x: 9, y: 0 },
      { id: a(3), x: 11, y: 0 },
    ],
    puck: { x: 11, y: 2 },
    // Defender Down; the chained a(1) is boarded (2+1 +2 does not break AV 9); the target falls in place.
    dice: [6, 2, 1, 1, 1],
    actions: [...check, { type: 'push', square: 0 }, { type: 'push', square: 0 }],
    expect: {
      players: {
        [a(1)]: { x: 10, y: 0, state: 'standing' },
        [a(0)]: { x: 10, y: 1, state: 'prone' },
        [h(0)]: { x: 10, y: 2 },
      },
      events: ['boarding'],
    },
  },
  {
    name: 'nobody is pushed into a Stand Firm player: the chain goes into another taken square',
    source: '003: Stand Firm; cc-interp: chain-push',
    rosters: ['human', 'necromantic'],
    active: 0,
    players: STAND_FIRM_WALL,
    puck: { x: 11, y: 6 },
    dice: [3],
    actions: [...check, { type: 'push', square: 1 }, { type: 'push', square: 0 }, { type: 'stay' }],
    expect: { players: { [a(0)]: { x: 12, y: 6 }, [a(1)]: { x: 13, y: 5 }, [a(3)]: { x: 12, y: 7 } } },
  },
]
