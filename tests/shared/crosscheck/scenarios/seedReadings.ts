// The last differences from seed 000 (issue 21), each shown with forced dice: a player stunned in his own team's
// turn stays face down through his next turn (as in Classic); a puck blocked in a square where any player stands
// gives that player an armour roll at +1 and scatters from there; a fight's casualty earns the winner his 2 points;
// several opponents whose stick zones the carried puck enters in one step each challenge, in their coach's order.

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import { at, blockPuck, CARRIER, END_TURN, hold, scenario, shoot, SHOOTER, skate, step } from './setups'

/** h(0) leaves a(0)'s stick zone, is held, rolls a natural 1 and falls: armour 6+6 broken, injury 3+4 Stunned,
 * the ref's Holding die 1 (not called). His team's turn is over (a fall is a turnover). */
const stunnedByAFall = {
  players: [at(h(0), 10, 7), at(h(1), 5, 3), at(a(0), 11, 8), at(a(1), 20, 12)],
  dice: [1, 6, 6, 3, 4, 1],
  actions: [skate(h(0)), step(9, 7), hold(a(0))],
}

/** h(0) at 10,7 carries the puck east (11,7); stepping to 11,7 puts it on 12,7, into the stick zones of the Orc
 * lineman a(0) at 13,6 and the goblin a(1) at 13,8 at once. In each contest the holder has -2 (both zones). */
const intoTwoZones = {
  players: [...CARRIER.players, at(a(0), 13, 6), at(a(1), 13, 8)],
  puck: CARRIER.puck,
  actions: [skate(h(0)), step(11, 7)],
}
const challenge = (player: number) => ({ type: 'challenge', player })

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
  scenario({
    name: "a shot blocked in a square where the shooter's team-mate stands: he rolls armour at +1 (6+6 broken, injury 1+2: Stunned) and the puck scatters from his square (D8 4: west)",
    source:
      '000: Blocking the Puck ("If it\'s blocked in a square a player is in, then that player must make an immediate armor roll at +1")',
    players: [...SHOOTER.players, at(h(1), 23, 7), at(a(0), 23, 8)],
    puck: SHOOTER.puck,
    // The shot (a natural 6), the block (5, -1 for h(1)'s stick zone: 4+ made), armour, injury, scatter.
    dice: [6, 5, 6, 6, 1, 2, 4],
    actions: [skate(h(0)), shoot(), blockPuck(a(0), 23, 7)],
    expect: {
      players: { [h(1)]: { x: 23, y: 7, state: 'stunned' }, [a(0)]: { state: 'standing' } },
      puck: { carrier: -1, x: 22, y: 7 },
      events: ['roll:block-puck', 'roll:armour', 'injury', 'roll:scatter'],
      score: [0, 0],
    },
  }),
  scenario({
    name: "the puck enters two opponents' stick zones in one step: their coach sends the goblin first (2+3-1 = 4 loses to 4+3+1-2 = 6), then the lineman (6+3-1 = 8 beats 1+3+1-2 = 3): a turnover",
    source:
      '000: Controlling of the Puck ("that player may make an opposed puck control roll"), each of them',
    ...intoTwoZones,
    dice: [2, 4, 6, 1],
    actions: [...intoTwoZones.actions, challenge(a(1)), challenge(a(0))],
    expect: { puck: { carrier: a(0) }, events: ['contest', 'control'], active: 1 },
  }),
  scenario({
    name: '... or, the goblin beaten, their coach lets the lineman stay out of it: the carrier skates on',
    source: '000: Controlling of the Puck ("may")',
    ...intoTwoZones,
    dice: [2, 4],
    actions: [...intoTwoZones.actions, challenge(a(1)), { type: 'no-challenge' }],
    expect: { puck: { carrier: h(0) }, decision: 'move', active: 0 },
  }),
]
/** 000 Fights and Star Player Points: the target wins the fight his starter picked (2+3 against 6+3) and the
 * starter's injury roll is 6+6, a casualty: the target earns the casualty's 2 points (scenarios.test.ts reads them). */
export const FIGHT_CASUALTY: Scenario = scenario({
  name: 'a fight lost by its starter with a casualty (injury 12): the other fighter earns 2 star player points',
  source: '000: Star Player Points ("Casualty = 2 ... As in Blood Bowl"); 000: Fights',
  players: [at(h(0), 10, 7), at(h(1), 5, 3), at(a(0), 11, 7), at(a(1), 20, 12)],
  dice: [2, 6, 6, 6, 1, 1],
  actions: [skate(h(0)), { type: 'fight', player: a(0) }, { type: 'accept-fight' }],
  expect: {
    players: { [h(0)]: { state: 'off' }, [a(0)]: { state: 'standing' } },
    events: ['fight', 'injury'],
  },
})
