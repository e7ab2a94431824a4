// Scenarios for checking, boarding, roughing and checking the goalie (000: Checking and Blocking; The Boards).

import type { Action } from '@shared/engine/api'
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

const checkThen = (checker: number, target: number, rest: readonly Action[]): Action[] => [
  { type: 'skate', player: checker },
  { type: 'check', player: target },
  ...rest,
]

/** Classic skills acting in checks (cc-interp: skills); each one shown where it changes the outcome. */
export const ICE_SKILL_SCENARIOS: readonly Scenario[] = [
  {
    name: 'Mighty Blow: armour 5+3 = 8 breaks AV 8 at +1, injury 3+4 = 7 is a KO at +1',
    source: '003: Mighty Blow; cc-interp: skills',
    rosters: ['dwarf', 'human'],
    active: 0,
    players: [
      { id: h(4), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    // ST 7 v 3: three dice, the checker chooses; armour 5+3; injury 3+4.
    dice: [6, 1, 1, 5, 3, 3, 4],
    actions: checkThen(h(4), a(0), [
      { type: 'choose-die', die: 0 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ]),
    expect: { players: { [a(0)]: { state: 'off' }, [h(4)]: { x: 10, y: 7 } }, events: ['injury'] },
  },
  {
    name: 'Claw: armour 4+3 = 7 breaks AV 8 at +2 (a werewolf checks; Frenzy: he follows, no second check on a stunned man)',
    source: '003: Claw; cc-interp: skills',
    rosters: ['necromantic', 'human'],
    active: 0,
    players: [
      { id: h(4), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 }, // keeps the home turn going, so the stunned player is seen
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 4, 3, 2, 2],
    actions: checkThen(h(4), a(0), [{ type: 'push', square: 0 }, { type: 'follow' }]),
    expect: { players: { [a(0)]: { x: 12, y: 7, state: 'stunned' } }, events: ['injury'] },
  },
  {
    name: 'Thick Skull: a KO (4+4) becomes Stunned on a D6 of 4',
    source: '003: Thick Skull; cc-interp: skills',
    rosters: ['human', 'dwarf'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 }, // keeps the home turn going, so the stunned player is seen
      { id: a(1), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 6, 5, 4, 4, 4],
    actions: checkThen(h(0), a(1), [{ type: 'push', square: 0 }, { type: 'stay' }]),
    expect: { players: { [a(1)]: { x: 12, y: 7, state: 'stunned' } }, events: ['roll:thick skull'] },
  },
  {
    name: 'Thick Skull failed on a 3: the KO stands',
    source: '003: Thick Skull; cc-interp: skills',
    rosters: ['human', 'dwarf'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(1), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 6, 5, 4, 4, 3],
    actions: checkThen(h(0), a(1), [{ type: 'push', square: 0 }, { type: 'stay' }]),
    expect: { players: { [a(1)]: { state: 'off' } } },
  },
  {
    name: 'Stunty: a halfling injured on 3+4 = 7 is KO at +1',
    source: '003: Stunty [JJ]; cc-interp: skills',
    rosters: ['human', 'halfling'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    // ST 3 v 2: two dice, the checker chooses; armour 4+3 > AV 6.
    dice: [6, 1, 4, 3, 3, 4],
    actions: checkThen(h(0), a(0), [
      { type: 'choose-die', die: 0 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ]),
    expect: { players: { [a(0)]: { state: 'off' } } },
  },
  {
    name: 'Tackle: a goblin with Dodge falls on Defender Stumbles against a dwarf with Tackle',
    source: '003: Tackle; 002: Defender Stumbles; cc-interp: skills',
    rosters: ['dwarf', 'orc'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(1), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [5, 1, 1, 1],
    actions: checkThen(h(0), a(1), [
      { type: 'choose-die', die: 0 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ]),
    expect: { players: { [a(1)]: { x: 12, y: 7, state: 'prone' } }, events: ['roll:armour'] },
  },
  {
    name: 'Horns: a beastman (ST 3 +1) checks a ST 3 lineman with two dice and picks the Defender Down',
    source: '003: Horns; cc-interp: skills (a check is a blitz)',
    rosters: ['chaos', 'human'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [1, 6, 1, 1],
    actions: checkThen(h(0), a(0), [
      { type: 'choose-die', die: 1 },
      { type: 'push', square: 0 },
      { type: 'stay' },
    ]),
    expect: { players: { [a(0)]: { x: 12, y: 7, state: 'prone' }, [h(0)]: { state: 'standing' } } },
  },
  {
    name: 'Stand Firm: a flesh golem knocked down stays in his square (no push, no follow-up)',
    source: '003: Stand Firm; cc-interp: skills',
    rosters: ['human', 'necromantic'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(3), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    // ST 3 v 4: two dice, the golem's coach chooses.
    dice: [6, 6, 1, 1],
    actions: checkThen(h(0), a(3), [
      { type: 'choose-die', die: 0 },
      { type: 'push', square: 0 },
    ]),
    expect: {
      players: { [a(3)]: { x: 11, y: 7, state: 'prone' }, [h(0)]: { x: 10, y: 7 } },
      noEvents: ['pushed'],
      active: 1,
    },
  },
  {
    name: 'Regeneration: a zombie made a casualty (5+5) regenerates on a 2, to the bench',
    source: '003: Regeneration; cc-interp: skills',
    rosters: ['human', 'necromantic'],
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(5), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 6, 5, 5, 5, 2],
    actions: checkThen(h(0), a(5), [{ type: 'push', square: 0 }, { type: 'stay' }]),
    expect: { players: { [a(5)]: { state: 'off' } }, events: ['roll:regeneration'] },
  },
  {
    name: 'Frenzy: the werewolf must follow up and checks again while the target still stands',
    source: '003: Frenzy; cc-interp: skills',
    rosters: ['necromantic', 'human'],
    active: 0,
    players: [
      { id: h(4), x: 10, y: 7 },
      { id: h(1), x: 5, y: 3 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    // first check Push (3), pushed to 12,7, must follow; second check Push (4), pushed to 13,7, follows again.
    dice: [3, 4],
    actions: checkThen(h(4), a(0), [
      { type: 'push', square: 0 },
      { type: 'follow' },
      { type: 'push', square: 0 },
      { type: 'follow' },
    ]),
    expect: {
      players: { [a(0)]: { x: 13, y: 7, state: 'standing' }, [h(4)]: { x: 12, y: 7 } },
      decision: 'turn',
    },
  },
]

/** Sure Hands on the puck-control rolls (cc-interp: skills). */
export const SURE_HANDS_SCENARIOS: readonly Scenario[] = [
  {
    name: 'Sure Hands: a failed take (3) is re-rolled, and the 4 takes the puck',
    source: '002: Sure Hands; 000: Taking Control of the Puck; cc-interp: skills',
    active: 0,
    players: [{ id: h(1), x: 10, y: 7 }],
    puck: { x: 11, y: 7 },
    dice: [3, 4],
    actions: [{ type: 'skate', player: h(1) }, { type: 'take' }, { type: 'reroll', source: 'skill' }],
    expect: { puck: { carrier: h(1) }, events: ['reroll', 'control'] },
  },
  {
    name: "Sure Hands is his coach's choice: declined, the failed take (3) stands and his move goes on",
    source: '002: Sure Hands ("may"); cc-interp: skills',
    active: 0,
    players: [{ id: h(1), x: 10, y: 7 }],
    puck: { x: 11, y: 7 },
    dice: [3],
    actions: [{ type: 'skate', player: h(1) }, { type: 'take' }, { type: 'no-reroll' }],
    expect: { puck: { carrier: -1 }, noEvents: ['reroll'], decision: 'move' },
  },
  {
    name: 'without Sure Hands the failed take stands',
    source: '000: Taking Control of the Puck; cc-interp: skills',
    active: 0,
    players: [{ id: h(0), x: 10, y: 7 }],
    puck: { x: 11, y: 7 },
    dice: [3],
    actions: [{ type: 'skate', player: h(0) }, { type: 'take' }],
    expect: { puck: { carrier: -1 }, noEvents: ['reroll'] },
  },
]
