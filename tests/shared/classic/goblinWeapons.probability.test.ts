// Not in the seeds (LRB6 No Hands, Always Hungry, Bombardier): the probability service against exact hand
// computations — a pass, hand-off or pick-up for a No Hands player never succeeds; an Always Hungry thrower goes
// on with the throw on 5/6; a bomb's chance is (1 − best interception) × the pass roll with its re-rolls.
import { classicProbability, pathProbability } from '@shared/rules/classic/probability'
import {
  bombProbability,
  handOffProbability,
  throwProbability,
  throwTeamMateProbability,
} from '@shared/rules/classic/throwOdds'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import { applyClassic } from '@shared/rules/classic/ruleset'

function build(home: object[], away: object[], extra: object = {}, roster = 'human') {
  return buildScenario({
    name: 'odds',
    game: 'classic',
    teams: { home: { roster, rerolls: 0, players: home }, away: { roster: 'orc', players: away } },
    ...extra,
  } as Scenario)
}

const far = [{ id: 'o', position: 'lineman', at: [22, 1] }]

test('No Hands: a pass or hand-off to him and a path onto the ball have no chance', () => {
  const { s, ids } = build(
    [
      { id: 't', position: 'thrower', at: [10, 7] },
      { id: 'n', position: 'lineman', at: [11, 7], addSkills: ['no-hands'] },
      { id: 'l', position: 'lineman', at: [5, 5], addSkills: ['no-hands'] },
    ],
    far,
    { ball: { carrier: 't' } },
  )
  expect(throwProbability(s, ids.t, 11, 7)).toBe(0)
  expect(handOffProbability(s, ids.t, ids.n)).toBe(0)
  const { s: s2, ids: ids2 } = build(
    [{ id: 'l', position: 'lineman', at: [5, 5], addSkills: ['no-hands'] }],
    far,
    { ball: { at: [6, 5] } },
  )
  expect(pathProbability(s2, ids2.l, [[6, 5]])).toBe(0)
  // Without the ball in the way the same step is certain.
  expect(pathProbability(s2, ids2.l, [[5, 6]])).toBe(1)
})

test('Always Hungry: the hunger 2+ joins the throw (AG2 quick 5+, AG3 landing 4+) and may take the team re-roll', () => {
  const home = (skills: string[]) => [
    {
      id: 'tr',
      position: 'black-orc-blocker',
      st: 5,
      at: [10, 7],
      addSkills: ['throw-team-mate', ...skills],
    },
    { id: 'g', position: 'goblin', at: [10, 8] },
  ]
  const plain = build(home([]), [{ id: 'h', position: 'lineman', at: [22, 1] }], {}, 'orc')
  const hungry = build(home(['always-hungry']), [{ id: 'h', position: 'lineman', at: [22, 1] }], {}, 'orc')
  // AG2 thrower, a quick throw (004: +0): 5+, 2/6; AG3 landing after an accurate throw (+0): 4+, 3/6.
  expect(throwTeamMateProbability(plain.s, plain.ids.tr, plain.ids.g, 13, 7)).toBeCloseTo(1 / 6, 12)
  expect(throwTeamMateProbability(hungry.s, hungry.ids.tr, hungry.ids.g, 13, 7)).toBeCloseTo(
    (5 / 6) * (1 / 6),
    12,
  )
  // With a team re-roll for the first failure of the three rolls (5/6, 2/6, 3/6): Π p × (1 + Σ (1 − p)).
  const rr = buildScenario({
    name: 'odds',
    game: 'classic',
    teams: {
      home: { roster: 'orc', rerolls: 1, players: home(['always-hungry']) },
      away: { roster: 'human', players: [{ id: 'h', position: 'lineman', at: [22, 1] }] },
    },
  } as Scenario)
  expect(throwTeamMateProbability(rr.s, rr.ids.tr, rr.ids.g, 13, 7)).toBeCloseTo(
    (5 / 6) * (2 / 6) * (3 / 6) * (1 + 1 / 6 + 4 / 6 + 3 / 6),
    12,
  )
})

test('Bombardier: AG3 short bomb (4+) under an AG3 orc (interception 6+), no re-rolls: 5/6 × 1/2', () => {
  const { s, ids } = build(
    [{ id: 'b', position: 'bombardier', at: [10, 7] }],
    [{ id: 'o', position: 'lineman', at: [12, 7] }],
    {},
    'goblin',
  )
  expect(bombProbability(s, ids.b, 14, 7)).toBeCloseTo((5 / 6) * (1 / 2), 12)
  // Through the service, once the bomb is declared.
  expect(applyClassic(s, { type: 'declare', player: ids.b, kind: 'throw-bomb' }).ok).toBe(true)
  expect(classicProbability(s, { type: 'throw-bomb', x: 14, y: 7 })).toBeCloseTo((5 / 6) * (1 / 2), 12)
  // A quick bomb (3+, +1) with nobody in the way: 4/6.
  expect(bombProbability(s, ids.b, 10, 10)).toBeCloseTo(4 / 6, 12)
})

test('Bombardier: the catcher throwing a caught bomb on is priced too (AG3 orc, a quick throw 3+: 4/6)', () => {
  const { s, ids } = build(
    [{ id: 'b', position: 'bombardier', at: [10, 7] }],
    [{ id: 'o', position: 'lineman', at: [13, 7] }],
    { dice: [6, 6] },
    'goblin',
  )
  for (const a of [
    { type: 'declare', player: ids.b, kind: 'throw-bomb' },
    { type: 'throw-bomb', x: 13, y: 7 },
    { type: 'use-skill', use: true },
  ])
    expect(applyClassic(s, a).ok).toBe(true)
  // Thrown away from the bombardier: nobody under the ruler; out of his own turn, no team re-roll.
  expect(classicProbability(s, { type: 'throw-bomb', x: 16, y: 7 })).toBeCloseTo(4 / 6, 12)
})
