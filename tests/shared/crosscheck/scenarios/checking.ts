// Scenarios for checking, boarding, roughing and checking the goalie (000: Checking and Blocking; The Boards).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const skate0 = { type: 'skate', player: h(0) }

export const CHECKING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'a check (ST 3 v 3, one die) Defender Down: pushed, armour, and the checker follows up',
    source: '000: Checking and Blocking',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 3, 3],
    actions: [skate0, { type: 'check', player: a(0) }, { type: 'push', square: 0 }, { type: 'follow' }],
    expect: {
      players: { [a(0)]: { x: 12, y: 7, state: 'prone' }, [h(0)]: { x: 11, y: 7 } },
      events: ['check-result', 'pushed', 'roll:armour'],
      active: 1,
    },
  },
  {
    name: 'Attacker Down: the checker falls, a turnover',
    source: '000: Checking and Blocking; 000: A Turnover happens when',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [1, 3, 3],
    actions: [skate0, { type: 'check', player: a(0) }],
    expect: { players: { [h(0)]: { state: 'prone' }, [a(0)]: { x: 11, state: 'standing' } }, active: 1 },
  },
  {
    name: 'the stronger checker (ST 3 v a ST 2 goblin) rolls two dice and picks one, no assists',
    source: '000: Checking and Blocking; 002: Blocking',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(1), x: 11, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 12, y: 6 },
    dice: [1, 6, 2, 2],
    actions: [
      skate0,
      { type: 'check', player: a(1) },
      { type: 'choose-die', die: 1 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ],
    expect: { players: { [a(1)]: { x: 12, y: 7, state: 'prone' }, [h(0)]: { x: 10, y: 7 } } },
  },
  {
    name: 'boarding: pushed into the boards, armour +2 although not knocked down, not moved, no follow-up',
    source: '000: The Boards',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 1 },
      { id: a(0), x: 10, y: 0 },
    ],
    puck: { x: 11, y: 1 },
    dice: [3, 3, 3],
    actions: [skate0, { type: 'check', player: a(0) }, { type: 'push', square: 0 }],
    expect: {
      players: { [a(0)]: { x: 10, y: 0, state: 'standing' }, [h(0)]: { x: 10, y: 1 } },
      events: ['boarding', 'roll:armour'],
      active: 1,
    },
  },
  {
    name: 'boarding breaks armour at +2 (3+5+2 > 9): injury roll',
    source: '000: The Boards',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 1 },
      { id: a(0), x: 10, y: 0 },
    ],
    puck: { x: 11, y: 1 },
    dice: [3, 3, 5, 2, 2],
    actions: [skate0, { type: 'check', player: a(0) }, { type: 'push', square: 0 }],
    expect: { events: ['boarding', 'injury'] },
  },
  {
    name: 'roughing: a check away from the puck, called on a 4: the checker to the box, turnover',
    source: '000: Penalties (Roughing 4+, 2 turns)',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 20, y: 2 },
    dice: [3, 4],
    actions: [skate0, { type: 'check', player: a(0) }, { type: 'push', square: 0 }, { type: 'stay' }],
    expect: { players: { [h(0)]: { state: 'off' }, [a(0)]: { x: 12 } }, events: ['penalty'], active: 1 },
  },
  {
    name: 'checking the goalie in his crease without the puck, called on a 2',
    source: '000: Penalties (Checking the Goalie 2+, 4 turns)',
    active: 0,
    players: [
      { id: h(0), x: 24, y: 5 },
      { id: h(1), x: 5, y: 3 },
      { id: a(12), x: 24, y: 6 },
    ],
    puck: { x: 23, y: 5 },
    dice: [3, 2],
    actions: [skate0, { type: 'check', player: a(12) }, { type: 'push', square: 0 }, { type: 'stay' }],
    expect: { players: { [h(0)]: { state: 'off' }, [a(12)]: { x: 24, y: 7 } }, events: ['penalty'] },
  },
]

export const CHECK_SKILL_SCENARIOS: readonly Scenario[] = [
  {
    name: 'Both Down: a checker with Block stays up, the defender without it falls',
    source: '002: Both Down; cc-interp: skills',
    active: 0,
    players: [
      { id: h(3), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [2, 3, 3],
    actions: [
      { type: 'skate', player: h(3) },
      { type: 'check', player: a(0) },
    ],
    expect: { players: { [h(3)]: { state: 'standing' }, [a(0)]: { state: 'prone', x: 11 } }, active: 1 },
  },
  {
    name: 'Defender Stumbles against a goblin with Dodge: only pushed',
    source: '002: Defender Stumbles; cc-interp: skills',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(1), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [5, 5],
    actions: [
      skate0,
      { type: 'check', player: a(1) },
      { type: 'choose-die', die: 0 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ],
    expect: { players: { [a(1)]: { x: 12, y: 7, state: 'standing' } }, noEvents: ['roll:armour'] },
  },
]
