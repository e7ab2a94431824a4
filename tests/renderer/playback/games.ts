// Real positions and events for the playback tests: each game's engine plays a few actions with forced dice, and
// the tests read the views and events it produced (never hand-written ones), one change per action as main
// announces them.
import type { Action, EngineEvent, GameView, Ruleset } from '@shared/engine/api'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario as blitzScenario } from '@shared/rules/blitz/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario as classicScenario } from '@shared/rules/classic/scenario'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'

export interface Step {
  readonly before: GameView
  readonly events: readonly EngineEvent[]
  readonly after: GameView
}

export interface Played {
  readonly start: GameView
  /** One per action, in order. */
  readonly steps: readonly Step[]
  readonly ids: Readonly<Record<string, number>>
}

function play<S>(rs: Ruleset<S>, s: S, actions: readonly Action[], ids: Record<string, number>): Played {
  const start = rs.view(s)
  let before = start
  const steps = actions.map((action) => {
    const r = rs.apply(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    const after = rs.view(s)
    const step = { before, events: r.events, after }
    before = after
    return step
  })
  return { start, steps, ids }
}

/**
 * Classic, the Orcs' turn (away): their Blitzer blitzes a Human Lineman — one block die, a 6 (Defender Down), the
 * push and the follow-up, armour 6 + 5 = 11 breaks AV 8, injury 5 + 5 = 10: Badly Hurt. Then an Orc Lineman moves
 * two squares, and the Orcs end their turn: the Humans' turn 3 begins, their Catcher two squares from the Orc end
 * zone with the ball. `then`: actions after that.
 */
export function classicBlitz(then: readonly Action[] = []): Played {
  const { s, ids } = classicScenario({
    name: 'playback: a blitz',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'hl', position: 'lineman', name: 'Lineman', number: 7, at: [10, 7] },
          { id: 'hc', position: 'catcher', name: 'Catcher', number: 2, at: [23, 3] },
        ],
      },
      away: {
        roster: 'orc',
        players: [
          { id: 'ob', position: 'blitzer', name: 'Blitzer', number: 4, at: [12, 7] },
          { id: 'ol', position: 'lineman', name: 'Lineman', number: 9, at: [18, 12] },
        ],
      },
    },
    ball: { carrier: 'hc' },
    turn: { active: 'away', turns: [2, 3] },
  })
  classicRuleset.forceDice!(s, [6, 6, 5, 5, 5])
  return play(
    classicRuleset,
    s,
    [
      { type: 'declare', player: ids.ob, kind: 'blitz' },
      { type: 'step', x: 11, y: 7 },
      { type: 'block', target: ids.hl },
      { type: 'push', x: 9, y: 7 },
      { type: 'follow-up', follow: false },
      { type: 'end-activation' },
      { type: 'declare', player: ids.ol, kind: 'move' },
      { type: 'step', x: 17, y: 12 },
      { type: 'step', x: 16, y: 12 },
      { type: 'end-activation' },
      { type: 'end-turn' },
      ...then,
    ],
    ids,
  )
}

/** The blitz, then the Humans' Catcher scores: a match with a casualty and a touchdown. */
export function classicMatch(): Played {
  const ids = classicBlitz().ids
  return classicBlitz([
    { type: 'declare', player: ids.hc, kind: 'move' },
    { type: 'step', x: 24, y: 3 },
    { type: 'step', x: 25, y: 3 },
  ])
}

/** Classic, the Humans' turn: their Catcher carries the ball from (23, 7) into the Orc end zone (x = 25). */
export function classicTouchdown(): Played {
  const { s, ids } = classicScenario({
    name: 'playback: a touchdown',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'hc', position: 'catcher', name: 'Catcher', number: 7, at: [23, 7] },
          { id: 'hl', position: 'lineman', name: 'Lineman', number: 3, at: [10, 4] },
        ],
      },
      away: {
        roster: 'orc',
        players: [{ id: 'ol', position: 'lineman', name: 'Lineman', number: 5, at: [14, 12] }],
      },
    },
    ball: { carrier: 'hc' },
    turn: { active: 'home', turns: [4, 3] },
  })
  return play(
    classicRuleset,
    s,
    [
      { type: 'declare', player: ids.hc, kind: 'move' },
      { type: 'step', x: 24, y: 7 },
      { type: 'step', x: 25, y: 7 },
    ],
    ids,
  )
}

/** Blitz Bowl: a Dwarf blitzer blocks an Orc lineman: Smash! (a 1), the armour roll 1 fails: injured. */
export function blitzBlock(): Played {
  const { s, ids } = blitzScenario({
    name: 'playback: a block',
    teams: {
      // Blitz Bowl's scenarios name each player by his id.
      home: { team: 'dwarf', players: [{ id: 'Blitzer', position: 'blitzer', at: [6, 5] }] },
      away: { team: 'orc', players: [{ id: 'Lineman', position: 'lineman', at: [7, 5] }] },
    },
  })
  blitzRuleset.forceDice!(s, [1, 1, 1])
  return play(
    blitzRuleset,
    s,
    [{ type: 'block', player: ids.Blitzer, target: ids.Lineman }, { type: 'no-reroll' }],
    ids,
  )
}

/**
 * Cross Check (the take-and-shoot drill's line): a home skater skates to the loose puck, takes it (a 4) and
 * shoots at the goal mouth (a 5); the away goalie stays and fails to stop it (a 4).
 */
export function crossCheckGoal(): Played {
  const s = arrange({
    name: 'playback: a goal',
    source: '000: Shooting',
    active: 0,
    players: [
      { id: h(0), x: 20, y: 7 },
      { id: a(1), x: 3, y: 13 },
      { id: a(12), x: 24, y: 5 },
    ],
    puck: { x: 22, y: 7 },
    dice: [4, 5, 4],
    actions: [],
    expect: {},
  })
  return play(
    crossCheckRuleset,
    s,
    [
      { type: 'skate', player: h(0) },
      { type: 'step', x: 21, y: 7 },
      { type: 'take' },
      { type: 'shoot', x: 25, y: 7 },
      { type: 'goalie-stay' },
    ],
    { h0: h(0), a1: a(1), a12: a(12) },
  )
}
