// Seed 000 rules not shown elsewhere: the stick-zone modifier counted once per opponent, no limit to checks,
// checking a goalie who has the puck, the "all have moved" turnover, both defenders blocking, and the periods.

import { a, h, type Scenario } from '@shared/rules/crosscheck/scenario'
import {
  at,
  check,
  END_TURN,
  FAR_AWAY,
  FOLLOW,
  GOALIE_STAY,
  NO_BLOCK,
  push,
  scenario,
  shoot,
  SHOOTER,
  skate,
  STAY,
  STOP,
  TAKE,
} from './setups'

const taker = at(h(0), 10, 7)
const quiet = [at(h(0), 10, 7), FAR_AWAY]

export const SEED_RULE_SCENARIOS: readonly Scenario[] = [
  scenario({
    name: 'one opponent whose stick zone holds both the taker and the puck is -1 once: a 5 takes it',
    source: '000: Taking Control ("Each opposing player can only add a total of -1")',
    players: [taker, at(a(0), 11, 8)],
    puck: { x: 11, y: 7 },
    dice: [5],
    actions: [skate(h(0)), TAKE],
    expect: { puck: { carrier: h(0) } },
  }),
  scenario({
    name: 'two opponents are -2: the same 5 fails',
    source: '000: Taking Control',
    players: [taker, at(a(0), 11, 8), at(a(2), 9, 6)],
    puck: { x: 11, y: 7 },
    dice: [5],
    actions: [skate(h(0)), TAKE],
    expect: { puck: { carrier: -1 } },
  }),
  scenario({
    name: 'no limit to checks: two players check in the same team turn',
    source: '000: Checking ("no limit to the number of Checks per turn")',
    players: [at(h(0), 10, 7), at(a(0), 11, 7), at(h(3), 10, 9), at(a(5), 11, 9), at(h(1), 5, 3)],
    puck: { x: 12, y: 8 },
    dice: [3, 3],
    actions: [skate(h(0)), check(a(0)), push(0), STAY, skate(h(3)), check(a(5)), push(0), STAY],
    expect: { players: { [a(0)]: { x: 12, y: 7 }, [a(5)]: { x: 12, y: 9 } }, active: 0 },
  }),
  scenario({
    name: 'a goalie in his crease with the puck may be checked: no ref die',
    source: '000: Goalies ("unless he has the puck in his possession")',
    players: [at(h(0), 22, 6), at(a(12), 23, 7), at(h(1), 5, 3)],
    puck: { x: 22, y: 7, carrier: a(12) },
    dice: [3],
    actions: [skate(h(0)), check(a(12)), push(0), FOLLOW],
    expect: {
      players: { [a(12)]: { x: 24, y: 8 }, [h(0)]: { x: 23, y: 7 } },
      puck: { carrier: a(12), x: 23, y: 8 },
      noEvents: ['roll:ref'],
    },
  }),
  scenario({
    name: 'every player of the moving team has moved: turnover',
    source: '000: A Turnover happens when (all of the players ... have moved)',
    players: quiet,
    actions: [skate(h(0)), STOP],
    expect: { active: 1, decision: 'turn', events: ['turn-end'] },
  }),
  scenario({
    name: 'both defenders may block a shot: the first declines, the goalie is asked next',
    source: '000: Passing and Shooting ("Both defenders will get a chance to block")',
    players: [...SHOOTER.players, at(a(0), 23, 8), at(a(12), 24, 6)],
    puck: SHOOTER.puck,
    dice: [6],
    actions: [skate(h(0)), shoot(), GOALIE_STAY, NO_BLOCK],
    expect: { decision: 'block-puck' },
  }),
  scenario({
    name: 'a period ends after its team turns: endurance, then a puck drop starts the next',
    source: '000: periods; rulings.md (option periodTurns); cc-interp: puck-drop',
    options: { periodTurns: 1 },
    players: quiet,
    dice: [4, 4],
    actions: [END_TURN],
    expect: { events: ['period-end', 'roll:endurance'], decision: 'line-up' },
  }),
  scenario({
    name: 'the last period ends the game; a tie stands',
    source: '000: periods; cc-interp: overtime',
    options: { periodTurns: 1, periods: 1 },
    players: quiet,
    actions: [END_TURN],
    expect: { events: ['game-over'], decision: 'game-over', score: [0, 0] },
  }),
  scenario({
    name: 'with the overtime option a tie after the last period goes to a sudden-death period',
    source: 'cc-interp: overtime (option overtime)',
    options: { periodTurns: 1, periods: 1, overtime: 1 },
    players: quiet,
    dice: [4, 4],
    actions: [END_TURN],
    expect: { events: ['period-end'], noEvents: ['game-over'], decision: 'line-up' },
  }),
]
