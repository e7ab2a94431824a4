// Classic skills on the hold roll, the ice's dodge (cc-interp: skills): Dodge re-rolls it once a move, Tackle on
// the holder cancels that, Break Tackle rolls with the better of ST and AG.

import type { Action } from '@shared/engine/api'
import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'

const held = (mover: number, holder: number): Action[] => [
  { type: 'skate', player: mover },
  { type: 'step', x: 9, y: 7 },
  { type: 'hold', player: holder },
]

export const HOLD_SKILL_SCENARIOS: readonly Scenario[] = [
  {
    name: 'Dodge: a failed hold roll (2) is re-rolled, and the 4 skates on',
    source: '003: Dodge; 000: Holding; cc-interp: skills',
    active: 0,
    players: [
      { id: h(2), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    dice: [2, 4],
    actions: [...held(h(2), a(0)), { type: 'reroll', source: 'skill' }],
    expect: { players: { [h(2)]: { x: 9, y: 7 } }, events: ['reroll'], decision: 'move' },
  },
  {
    name: 'Dodge declined: the failed hold roll (2) stands, he pays 2 MV and the holder may follow',
    source: '003: Dodge ("may"); 000: Holding; cc-interp: skills',
    active: 0,
    players: [
      { id: h(2), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    dice: [2],
    actions: [...held(h(2), a(0)), { type: 'no-reroll' }],
    expect: { players: { [h(2)]: { x: 9, y: 7 } }, noEvents: ['reroll'], decision: 'follow' },
  },
  {
    name: 'Dodge once a move: the second failed hold roll is not re-rolled',
    source: '003: Dodge; cc-interp: skills',
    active: 0,
    players: [
      { id: h(2), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
      { id: a(3), x: 8, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    // first hold: 2, re-rolled 4, skates to 9,7; second hold (leaving a(3)'s zone): 3 fails, pays 2.
    dice: [2, 4, 3],
    actions: [
      ...held(h(2), a(0)),
      { type: 'reroll', source: 'skill' },
      { type: 'step', x: 8, y: 6 },
      { type: 'hold', player: a(3) },
      { type: 'stay' },
    ],
    expect: { players: { [h(2)]: { x: 8, y: 6 }, [a(3)]: { x: 8, y: 8 } }, decision: 'move' },
  },
  {
    name: 'Tackle: a catcher held by a dwarf blocker may not use Dodge; the failed roll costs 2 MV',
    source: '003: Tackle; 000: Holding; cc-interp: skills',
    rosters: ['human', 'dwarf'],
    active: 0,
    players: [
      { id: h(2), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    dice: [2],
    actions: [...held(h(2), a(0)), { type: 'stay' }],
    expect: { players: { [h(2)]: { x: 9, y: 7 }, [a(0)]: { x: 11, y: 8 } }, noEvents: ['reroll'] },
  },
  {
    name: 'Break Tackle: a deathroller (AG 1, ST 7) makes his hold roll on a 2',
    source: '003: Break Tackle; 000: Holding; cc-interp: skills',
    rosters: ['dwarf', 'human'],
    active: 0,
    players: [
      { id: h(4), x: 10, y: 7 },
      { id: a(0), x: 11, y: 8 },
    ],
    puck: { x: 20, y: 2 },
    dice: [2],
    actions: held(h(4), a(0)),
    expect: { players: { [h(4)]: { x: 9, y: 7 } }, decision: 'move' },
  },
]
