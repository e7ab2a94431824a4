// Big guys on the ice (cc-interp: big-guys): the big-guy traits roll as a skate starts, with Classic's numbers, and a
// big guy blocks a puck in his own square at +3 (000).

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import {
  at,
  blockPuck,
  check,
  FAR_AWAY,
  NEAR_PUCK,
  push,
  scenario,
  SHOOTER,
  skate,
  step,
  STOP,
} from './setups'

const alone = [at(h(0), 10, 7), at(h(1), 5, 3), FAR_AWAY]
const tries = [skate(h(0)), step(11, 7)]

export const BIG_GUY_SCENARIOS: readonly Scenario[] = [
  scenario({
    name: 'Bone-head: a 1 as he starts to skate loses the move (and his stick zone)',
    source: 'LRB6 Bone-head; cc-interp: big-guys',
    skills: { [h(0)]: ['bone-head'] },
    players: alone,
    dice: [1],
    actions: [skate(h(0))],
    expect: { players: { [h(0)]: { x: 10, y: 7 } }, events: ['roll:bone-head'], decision: 'turn' },
  }),
  scenario({
    name: 'Bone-head: a 2 and he skates',
    source: 'LRB6 Bone-head; cc-interp: big-guys',
    skills: { [h(0)]: ['bone-head'] },
    players: alone,
    dice: [2],
    actions: tries,
    expect: { players: { [h(0)]: { x: 11, y: 7 } }, decision: 'move' },
  }),
  scenario({
    name: 'Really Stupid: a 2 with a team-mate beside him (+2) is enough',
    source: 'LRB6 Really Stupid; cc-interp: big-guys',
    skills: { [h(0)]: ['really-stupid'] },
    players: [at(h(0), 10, 7), at(h(1), 10, 8), FAR_AWAY],
    dice: [2],
    actions: tries,
    expect: { players: { [h(0)]: { x: 11, y: 7 } } },
  }),
  scenario({
    name: 'Really Stupid alone: a 3 fails and the move is lost',
    source: 'LRB6 Really Stupid; cc-interp: big-guys',
    skills: { [h(0)]: ['really-stupid'] },
    players: alone,
    dice: [3],
    actions: [skate(h(0))],
    expect: { players: { [h(0)]: { x: 10, y: 7 } }, decision: 'turn' },
  }),
  scenario({
    name: 'Wild Animal: a 3 fails (a skate is no declared block: no +2)',
    source: 'LRB6 Wild Animal; cc-interp: big-guys',
    skills: { [h(0)]: ['wild-animal'] },
    players: alone,
    dice: [3],
    actions: [skate(h(0))],
    expect: { players: { [h(0)]: { x: 10, y: 7 } }, decision: 'turn' },
  }),
  scenario({
    name: 'Take Root: a 1 roots him; he may not skate, and a check cannot push him',
    source: 'LRB6 Take Root; cc-interp: big-guys',
    skills: { [h(0)]: ['take-root'] },
    players: [at(h(0), 10, 7), at(a(0), 11, 7)],
    puck: NEAR_PUCK,
    dice: [1, 3],
    actions: [skate(h(0)), STOP, skate(a(0)), check(h(0)), push(0)],
    expect: { players: { [h(0)]: { x: 10, y: 7, state: 'standing' } }, events: ['roll:take-root'] },
  }),
  scenario({
    name: 'a big guy blocks a shot in his own square at +3 (here +2 with a stick zone on him): a 2 does it',
    source: '000: Blocking the Puck (+3 if the blocker is a big guy)',
    bigGuys: [a(0)],
    players: [...SHOOTER.players, at(h(1), 22, 8), at(a(0), 23, 7)],
    puck: SHOOTER.puck,
    // accuracy 6; block 2; armour at +1 (1+1); the puck scatters north from his square.
    dice: [6, 2, 1, 1, 2],
    actions: [skate(h(0)), { type: 'shoot', x: 25, y: 7 }, blockPuck(a(0), 23, 7)],
    expect: { puck: { carrier: -1, x: 23, y: 6 }, score: [0, 0], events: ['roll:armour'] },
  }),
]
