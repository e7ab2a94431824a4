// 003 Hypnotic Gaze; not in the seeds (LRB6 Bone-head): the probability service against exact hand computations —
// a player without his tackle zone gives no -1 to a dodge into it and asks no dodge to leave it, and the gaze's
// chance is a D6 above the victim's AG with the turn's team re-roll.
import { classicProbability, gazeProbability, pathProbability } from '@shared/rules/classic/probability'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import { applyClassic } from '@shared/rules/classic/ruleset'
import { forceDice } from '@shared/engine/dice'

function build(home: object, away: object, extra: object = {}, dice: number[] = []) {
  const built = buildScenario({ name: 'odds', game: 'classic', teams: { home, away }, ...extra } as Scenario)
  forceDice(built.s.m, dice)
  return built
}

test('Hypnotic Gaze: leaving a hypnotised player needs no dodge (1/2 before, certain after)', () => {
  const { s, ids } = build(
    {
      roster: 'vampire',
      players: [
        { id: 'v', position: 'vampire', at: [10, 7], skills: ['hypnotic-gaze'] },
        { id: 't', position: 'thrall', at: [12, 8] },
      ],
    },
    { roster: 'human', players: [{ id: 'a', position: 'lineman', at: [11, 7] }] },
    {},
    [4],
  )
  // AG 3 dodge, +1, no zone on the square dodged to: 3+ — 4/6.
  expect(pathProbability(s, ids.t, [[13, 8]])).toBeCloseTo(4 / 6, 12)
  // The gaze: a D6 above AG 3 — 4+, no team re-roll: 1/2.
  expect(gazeProbability(s, ids.v, 11, 7)).toBeCloseTo(1 / 2, 12)
  expect(classicProbability(s, { type: 'gaze', player: ids.v, x: 11, y: 7 })).toBeCloseTo(1 / 2, 12)
  expect(applyClassic(s, { type: 'gaze', player: ids.v, x: 11, y: 7 }).ok).toBe(true)
  expect(pathProbability(s, ids.t, [[13, 8]])).toBe(1)
})

test('Hypnotic Gaze: the team re-roll counts (1 - 1/2 * 1/2), AG 6 can never be hypnotised', () => {
  const { s, ids } = build(
    { roster: 'vampire', rerolls: 1, players: [{ id: 'v', position: 'vampire', at: [10, 7] }] },
    {
      roster: 'human',
      players: [
        { id: 'a', position: 'lineman', at: [11, 7] },
        { id: 'b', position: 'lineman', at: [9, 7], ag: 6 },
      ],
    },
  )
  expect(gazeProbability(s, ids.v, 11, 7)).toBeCloseTo(3 / 4, 12)
  expect(gazeProbability(s, ids.v, 9, 7)).toBe(0)
})

test("Bone-head: a dodge into a bone-headed player's zone has no -1 (1/2 before, 4/6 after)", () => {
  const away = (skills: string[]) => ({
    roster: 'orc',
    players: [
      { id: 'a', position: 'lineman', at: [11, 7] },
      { id: 'b', position: 'troll', at: [14, 9], skills },
    ],
  })
  const home = { roster: 'human', players: [{ id: 'h', position: 'lineman', at: [12, 8] }] }
  const turn = { turn: { active: 'away' } }
  const { s, ids } = build(home, away(['bone-head']), turn, [1])
  // Away's troll fails his Bone-head roll in his own turn; then it is home's turn.
  expect(applyClassic(s, { type: 'declare', player: ids.b, kind: 'move' }).ok).toBe(true)
  expect(applyClassic(s, { type: 'end-turn' }).ok).toBe(true)
  // AG 3 dodge, +1, and no -1 for the troll's lost zone on (13, 8): 3+ — 4/6.
  expect(pathProbability(s, ids.h, [[13, 8]])).toBeCloseTo(4 / 6, 12)
  // A troll with his tackle zone: +1 -1, 4+ — 1/2.
  const plain = build(home, away([]))
  expect(pathProbability(plain.s, plain.ids.h, [[13, 8]])).toBeCloseTo(1 / 2, 12)
})
