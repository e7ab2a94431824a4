// 003 Leader, LRB6 Loner and Animosity: the probability service against exact hand computations, and what the view
// shows of the team re-roll counters and the drive and match traits (Off For A Bite, Sappy, Nurgle's Rot).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockProbability, pathProbability } from '@shared/rules/classic/probability'
import { handOffProbability, throwProbability } from '@shared/rules/classic/throwOdds'
import { buildScenario, runScenario, type Scenario } from '@shared/rules/classic/scenario'
import { TeamError, classicRuleset, createClassic } from '@shared/rules/classic/ruleset'

function build(home: object[], away: object[], extra: object = {}, rerolls = 0) {
  return buildScenario({
    name: 'odds',
    game: 'classic',
    teams: { home: { roster: 'human', rerolls, players: home }, away: { roster: 'orc', players: away } },
    ...extra,
  } as Scenario)
}

const marker = [{ id: 'a1', position: 'lineman', at: [11, 7] }]
// An AG3 dodge from (10, 7) to (9, 7) out of one tackle zone: 3+, so 4/6.
const p = 4 / 6

test('Loner: a team re-roll for his dodge counts at one half (p + (1 - p) * 1/2 * p)', () => {
  const { s, ids } = build([{ id: 'h', position: 'lineman', at: [10, 7], skills: ['loner'] }], marker, {}, 1)
  expect(pathProbability(s, ids.h, [[9, 7]])).toBeCloseTo(p + (1 - p) * 0.5 * p, 12)
  const plain = build([{ id: 'h', position: 'lineman', at: [10, 7] }], marker, {}, 1)
  expect(pathProbability(plain.s, plain.ids.h, [[9, 7]])).toBeCloseTo(1 - (1 - p) ** 2, 12)
})

test('Loner: his own skill re-roll is not halved (Dodge, with a team re-roll left over)', () => {
  const { s, ids } = build(
    [{ id: 'h', position: 'lineman', at: [10, 7], skills: ['loner', 'dodge'] }],
    marker,
    {},
    1,
  )
  expect(pathProbability(s, ids.h, [[9, 7]])).toBeCloseTo(1 - (1 - p) ** 2, 12)
})

test('Leader: the counter counts as the team re-roll only while a Leader is on the pitch', () => {
  const on = build(
    [
      { id: 'h', position: 'lineman', at: [10, 7] },
      { id: 'ld', position: 'blitzer', at: [3, 3], state: 'prone', addSkills: ['leader'] },
    ],
    marker,
  )
  expect(pathProbability(on.s, on.ids.h, [[9, 7]])).toBeCloseTo(1 - (1 - p) ** 2, 12)
  const off = build(
    [
      { id: 'h', position: 'lineman', at: [10, 7] },
      { id: 'ld', position: 'blitzer', addSkills: ['leader'] },
    ],
    marker,
  )
  expect(pathProbability(off.s, off.ids.h, [[9, 7]])).toBeCloseTo(p, 12)
  const spent = build(
    [
      { id: 'h', position: 'lineman', at: [10, 7] },
      { id: 'ld', position: 'blitzer', at: [3, 3], addSkills: ['leader'] },
    ],
    marker,
  )
  // Two failed-dodge chances in one turn share the one re-roll: a spent team re-roll leaves the counter unusable.
  const used = buildScenario({
    name: 'odds',
    game: 'classic',
    turn: { rerollUsed: true },
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'h', position: 'lineman', at: [10, 7] },
          { id: 'ld', position: 'blitzer', at: [3, 3], addSkills: ['leader'] },
        ],
      },
      away: { roster: 'orc', players: marker },
    },
  } as Scenario)
  expect(pathProbability(spent.s, spent.ids.h, [[9, 7]])).toBeCloseTo(1 - (1 - p) ** 2, 12)
  expect(pathProbability(used.s, used.ids.h, [[9, 7]])).toBeCloseTo(p, 12)
})

test('Loner: a block with the team re-roll (one die, 2 faces of 6 knock the lineman down): q + (1 - q) * 1/2 * q', () => {
  const q = 2 / 6
  const { s, ids } = build([{ id: 'h', position: 'lineman', at: [10, 7], skills: ['loner'] }], marker, {}, 1)
  expect(blockProbability(s, ids.h, ids.a1)).toBeCloseTo(q + (1 - q) * 0.5 * q, 12)
  const plain = build([{ id: 'h', position: 'lineman', at: [10, 7] }], marker, {}, 1)
  expect(blockProbability(plain.s, plain.ids.h, plain.ids.a1)).toBeCloseTo(1 - (1 - q) ** 2, 12)
})

test('Animosity: a hand-off or pass to a team-mate of another race goes ahead on 5/6', () => {
  const far = [{ id: 'a1', position: 'lineman', at: [22, 1] }]
  const { s, ids } = build(
    [
      { id: 't', position: 'lineman', at: [10, 7], addSkills: ['animosity'] }, // no Pass re-roll
      { id: 'gb', position: 'lineman', at: [11, 7], race: 'goblin' },
      { id: 'hu', position: 'lineman', at: [10, 8] },
      { id: 'gf', position: 'lineman', at: [14, 7], race: 'goblin' },
    ],
    far,
    { ball: { carrier: 't' } },
  )
  const catchAccurate = 4 / 6 // AG3 catch of a hand-off (+1): 3+
  expect(handOffProbability(s, ids.t, ids.gb)).toBeCloseTo((5 / 6) * catchAccurate, 12)
  expect(handOffProbability(s, ids.t, ids.hu)).toBeCloseTo(catchAccurate, 12)
  // A short pass (4 squares) by an AG3 lineman: 4+ accurate; the catch of an accurate pass 3+.
  expect(throwProbability(s, ids.t, 14, 7)).toBeCloseTo((5 / 6) * (3 / 6) * catchAccurate, 12)
})

const dir = join(__dirname, 'scenarios', 'skills')
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'))

test('the view shows the Leader counter, who sits out a drive or the match, and the infected players', () => {
  const leader = runScenario(load('leader/counter-taken-at-start.json'))
  expect(classicRuleset.view(leader.state).teams.map((t) => t.leaderRerolls)).toEqual([1, 0])
  const bite = runScenario(load('off-for-a-bite/one-to-three-sits-out.json'))
  const piece = (r: typeof bite, id: string) =>
    classicRuleset.view(r.state).pieces.find((x) => x.id === r.ids[id])
  expect(piece(bite, 'v')?.sitsOut).toBe('drive')
  expect(piece(bite, 'h1')?.sitsOut).toBeUndefined()
  const sappy = runScenario(load('sappy/misses-the-match-on-one.json'))
  expect(piece(sappy, 'sp')?.sitsOut).toBe('match')
  const rot = runScenario(load('nurgles-rot/kill-in-a-block-infects.json'))
  expect(classicRuleset.view(rot.state).teams.map((t) => t.infected)).toEqual([[rot.ids.v], []])
  const saved = runScenario(load('nurgles-rot/regenerated-victim-is-saved.json'))
  expect(classicRuleset.view(saved.state).teams.map((t) => t.infected)).toEqual([[], []])
})

test('Animosity: a player race that is not a short id is refused with a typed error', () => {
  const player = { positionId: 'lineman', name: 'x', number: 1, ma: 6, st: 3, ag: 3, av: 8, skills: [] }
  const team = (race: unknown) => ({
    rosterId: 'human',
    name: 'H',
    rerolls: 0,
    players: [{ ...player, race } as typeof player],
  })
  expect(() => createClassic({ ruleset: 'classic', seed: 1, teams: [team(7), team(undefined)] })).toThrow(
    TeamError,
  )
  expect(() =>
    createClassic({ ruleset: 'classic', seed: 1, teams: [team('goblin'), team(undefined)] }),
  ).not.toThrow()
})
