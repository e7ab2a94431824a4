// Real positions and real roll events for the panels' tests: each ruleset's engine plays a few actions with
// forced dice, and the tests read the events and views it produced (never hand-written ones).
import type { Action, EngineEvent, GameView, Ruleset } from '@shared/engine/api'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario as blitzScenario } from '@shared/rules/blitz/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario as classicScenario } from '@shared/rules/classic/scenario'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import type { Translate } from '../../../src-renderer/src/components/panels/diceLogFormat'

export interface Played {
  readonly before: GameView
  readonly after: GameView
  /** Each action's events, in order. */
  readonly steps: readonly (readonly EngineEvent[])[]
  /** The view after each action. */
  readonly views: readonly GameView[]
}

function play<S>(rs: Ruleset<S>, s: S, actions: readonly Action[]): Played {
  const before = rs.view(s)
  const views: GameView[] = []
  const steps = actions.map((action) => {
    const r = rs.apply(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    views.push(rs.view(s))
    return r.events
  })
  return { before, after: rs.view(s), steps, views }
}

/**
 * Classic: a Human lineman (no re-rolls) dodges from one Orc tackle zone into two (net −1: 5+), rolls a 2 and
 * falls; armour 3 + 4 against AV 8 holds; turnover, and the Orcs' turn 1 starts.
 */
export function classicDodgeFails(): Played {
  const { s, ids } = classicScenario({
    name: 'panels: a failed dodge',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 0,
        players: [
          { id: 'l', position: 'lineman', at: [10, 7] },
          { id: 'b', position: 'blitzer', at: [5, 7] },
        ],
      },
      away: {
        roster: 'orc',
        players: [
          { id: 'o1', position: 'lineman', at: [11, 6] },
          { id: 'o2', position: 'lineman', at: [12, 9] },
          { id: 'o3', position: 'lineman', at: [10, 9] },
        ],
      },
    },
  })
  classicRuleset.forceDice!(s, [2, 3, 4])
  return play(classicRuleset, s, [
    { type: 'declare', player: ids.l, kind: 'move' },
    { type: 'step', x: 11, y: 8 },
  ])
}

/** Classic: a Human catcher's dodge fails on a 2, his Dodge skill re-rolls it into a 4 (the scenario doc's example). */
export function classicDodgeRerolled(): Played {
  const { s, ids } = classicScenario({
    name: 'panels: a re-rolled dodge',
    game: 'classic',
    teams: {
      home: { roster: 'human', rerolls: 1, players: [{ id: 'c', position: 'catcher', at: [10, 7] }] },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
    },
  })
  classicRuleset.forceDice!(s, [2, 4])
  return play(classicRuleset, s, [
    { type: 'declare', player: ids.c, kind: 'move' },
    { type: 'step', x: 11, y: 8 },
    { type: 'reroll', source: 'skill' },
  ])
}

/** Classic: a Human blitzer (ST 3) blocks an Orc lineman (ST 3) with one block die: a 6, Defender Down. */
export function classicBlock(): Played {
  const { s, ids } = classicScenario({
    name: 'panels: a block',
    game: 'classic',
    teams: {
      home: { roster: 'human', players: [{ id: 'b', position: 'blitzer', at: [10, 7] }] },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
    },
  })
  classicRuleset.forceDice!(s, [6])
  return play(classicRuleset, s, [
    { type: 'declare', player: ids.b, kind: 'block' },
    { type: 'block', target: ids.o },
  ])
}

/** Blitz Bowl: an Orc thrower (Throw 3+) throws to a team-mate and rolls a 3. */
export function blitzThrow(): Played {
  const { s, ids } = blitzScenario({
    name: 'panels: a throw',
    teams: {
      home: {
        team: 'orc',
        players: [
          { id: 't', position: 'thrower', at: [2, 5], ball: true },
          { id: 'c', position: 'lineman', at: [6, 5] },
          { id: 'r', position: 'lineman' },
        ],
      },
      away: { team: 'dwarf', players: [{ id: 'd', position: 'blitzer', at: [10, 1] }] },
    },
    cards: {
      active: ['get-moving', 'show-us-a-completion', null],
      deck: ['spread-out'],
      hands: { home: ['sprint'], away: ['dodge', 'jump-up'] },
    },
  })
  blitzRuleset.forceDice!(s, [3])
  return play(blitzRuleset, s, [{ type: 'throw', player: ids.t, target: ids.c }])
}

/** Cross Check: a home skater checks (a 6: Defender Down), pushes and follows; the away armour (6) holds. */
export function crossCheckCheck(): Played {
  const s = arrange({
    name: 'panels: a check',
    source: '000: Checking and Blocking',
    active: 0,
    players: [
      { id: h(0), x: 10, y: 7 },
      { id: a(0), x: 11, y: 7 },
    ],
    puck: { x: 12, y: 6 },
    dice: [6, 3, 3],
    actions: [],
    expect: {},
  })
  return play(crossCheckRuleset, s, [
    { type: 'skate', player: h(0) },
    { type: 'check', player: a(0) },
    { type: 'push', square: 0 },
    { type: 'follow' },
  ])
}

/** vue-i18n's translate functions over the app's real message modules. */
export function translator(locale: 'en' | 'nl' = 'en'): Translate {
  const g = createAppI18n(locale).global
  return {
    t: (key, params) => (params ? g.t(key, params) : g.t(key)),
    te: (key) => g.te(key),
  }
}
