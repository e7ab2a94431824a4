// Blocking skills and weapons: the probability service against exact hand computations — Multiple Block's summed
// strength (003, with Dauntless [JJ] and the team re-roll), Stab and Chainsaw (LRB6), Titchy's dodges and
// Disturbing Presence's passes and catches (LRB6), Juggernaut's Blitz (unchanged knock-down chance).
import type { Action } from '@shared/engine/api'
import { classicProbability, pathProbability } from '@shared/rules/classic/probability'
import { throwProbability } from '@shared/rules/classic/throwOdds'
import { multipleBlockProbability } from '@shared/rules/classic/procs/weaponOdds'
import { applyClassic } from '@shared/rules/classic/ruleset'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'

function build(home: object[], away: object[], extra: object = {}, rerolls = 0) {
  const sc = {
    name: 'odds',
    game: 'classic',
    teams: {
      home: { roster: 'human', rerolls, players: home },
      away: { roster: 'orc', players: away },
    },
    ...extra,
  } as Scenario
  return buildScenario(sc)
}

function play(s: Parameters<typeof applyClassic>[0], actions: Action[]) {
  for (const a of actions) expect(applyClassic(s, a).ok).toBe(true)
}

/** Chance that 2D6 is greater than n. */
function above(n: number): number {
  let k = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > n) k++
  return k / 36
}

const blocker = (st: number, skills: string[] = []) => ({
  id: 'h1',
  position: 'blitzer',
  at: [10, 7],
  st,
  skills: ['multiple-block', ...skills],
})
const line = (id: string, at: [number, number]) => ({ id, position: 'lineman', at })

test('Multiple Block: two targets against ST 7 (a third next to him assists them: 7 v 7, one die, 1/3) or three (7 v 9: their pick of two, 1/9)', () => {
  const { s, ids } = build([blocker(7)], [line('a1', [11, 6]), line('a2', [11, 7]), line('a3', [11, 8])])
  play(s, [
    { type: 'declare', player: ids.h1, kind: 'block' },
    { type: 'multiple-block', target: ids.a1 },
  ])
  expect(classicProbability(s, { type: 'use-skill', use: true })).toBeCloseTo(2 / 6, 12)
  expect(classicProbability(s, { type: 'multiple-block', target: ids.a3 })).toBeCloseTo((2 / 6) ** 2, 12)
})

test('Multiple Block: the team re-roll counts (7 v 6: two dice, his pick, 1 - (4/6)^2, then twice)', () => {
  const { s, ids } = build([blocker(7)], [line('a1', [11, 6]), line('a2', [11, 7])], {}, 1)
  const once = 1 - (4 / 6) ** 2
  expect(multipleBlockProbability(s, ids.h1, (1 << ids.a1) | (1 << ids.a2))).toBeCloseTo(
    1 - (1 - once) ** 2,
    12,
  )
})

test('Multiple Block with Dauntless [JJ]: 2D6 above 6 makes it 6 v 6 (1/3), else 3 v 6 (their pick: 1/9)', () => {
  const { s, ids } = build([blocker(3, ['dauntless'])], [line('a1', [11, 6]), line('a2', [11, 7])])
  const q = above(6)
  expect(multipleBlockProbability(s, ids.h1, (1 << ids.a1) | (1 << ids.a2))).toBeCloseTo(
    q * (2 / 6) + (1 - q) * (2 / 6) ** 2,
    12,
  )
})

test('Stab: the unmodified armour roll beats AV 9 (orc lineman) on 10+', () => {
  const { s, ids } = build(
    [{ id: 'h1', position: 'lineman', at: [10, 7], skills: ['stab', 'mighty-blow'] }],
    [line('a1', [11, 7])],
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'block' }])
  expect(classicProbability(s, { type: 'stab', target: ids.a1 })).toBeCloseTo(above(9), 12)
})

test('Chainsaw: no kick-back (5/6), then armour +3 beats AV 9', () => {
  const { s, ids } = build(
    [{ id: 'h1', position: 'lineman', at: [10, 7], skills: ['chainsaw'] }],
    [line('a1', [11, 7])],
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'block' }])
  expect(classicProbability(s, { type: 'chainsaw', target: ids.a1 })).toBeCloseTo((5 / 6) * above(6), 12)
})

test('Titchy: dodging into the zones of an orc and a Titchy snotling counts one zone (AG3: 4+, 1/2)', () => {
  const { s, ids } = build(
    [{ id: 'h1', position: 'lineman', at: [10, 7] }],
    [line('a1', [11, 7]), { id: 'a2', position: 'lineman', at: [12, 9], skills: ['titchy'] }],
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'move' }])
  expect(pathProbability(s, ids.h1, [[11, 8]])).toBeCloseTo(3 / 6, 12)
})

test('Titchy: his own dodge gets +1 (AG3 into a free square: 2+, 5/6)', () => {
  const { s, ids } = build(
    [{ id: 'h1', position: 'lineman', at: [10, 7], skills: ['titchy'] }],
    [line('a1', [11, 7])],
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'move' }])
  expect(pathProbability(s, ids.h1, [[9, 7]])).toBeCloseTo(5 / 6, 12)
})

test('Disturbing Presence: two within three squares of the thrower (-2: quick pass 5+), one of the catcher (-1: 4+)', () => {
  const { s, ids } = build(
    [
      { id: 'h1', position: 'thrower', at: [5, 7], skills: [] },
      { id: 'h2', position: 'catcher', at: [8, 7], skills: [] },
    ],
    [
      { id: 'a1', position: 'lineman', at: [5, 10], skills: ['disturbing-presence'], state: 'prone' },
      { id: 'a2', position: 'lineman', at: [2, 7], skills: ['disturbing-presence'] },
    ],
    { ball: { carrier: 'h1' } },
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'pass' }])
  expect(throwProbability(s, ids.h1, 8, 7)).toBeCloseTo((2 / 6) * (3 / 6), 12)
})

test('Juggernaut: a Blitz block knocks the defender down as often as without it (3 v 3: 1/3)', () => {
  const { s, ids } = build(
    [{ id: 'h1', position: 'blitzer', at: [10, 7], skills: ['juggernaut'] }],
    [line('a1', [11, 7])],
  )
  play(s, [{ type: 'declare', player: ids.h1, kind: 'blitz' }])
  expect(classicProbability(s, { type: 'block', target: ids.a1 })).toBeCloseTo(2 / 6, 12)
})
