// 003 Pro in the probability service: on the block dice his re-roll (after a 4+) counts like a team re-roll at one
// half, never both (a re-rolled roll is not re-rolled again); on a dodge it stands behind a Dodge that Tackle cancels.
import { blockProbability, pathProbability } from '@shared/rules/classic/probability'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'

function build(skills: string[], rerolls = 0) {
  return buildScenario({
    name: 'odds',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls,
        players: [{ id: 'h', position: 'lineman', at: [10, 7], addSkills: skills }],
      },
      away: { roster: 'orc', players: [{ id: 'a1', position: 'lineman', at: [11, 7] }] },
    },
  } as Scenario)
}

// One die (ST 3 against 3): Defender Down and Defender Stumbles knock the lineman down, 2 faces of 6.
const q = 2 / 6

test('Pro: a block counts his re-roll at one half (q + (1 - q) * 1/2 * q)', () => {
  const { s, ids } = build(['pro'])
  expect(blockProbability(s, ids.h, ids.a1)).toBeCloseTo(q + (1 - q) * 0.5 * q, 12)
  expect(blockProbability(s, ids.h, ids.a1, undefined, 0, false)).toBeCloseTo(q, 12)
})

test('Pro and a team re-roll: the surer team re-roll goes ahead, never both', () => {
  const { s, ids } = build(['pro'], 1)
  expect(blockProbability(s, ids.h, ids.a1)).toBeCloseTo(1 - (1 - q) ** 2, 12)
})

test('Pro behind a Dodge that Tackle cancels: a dodge out of the Tackle zone counts Pro at one half', () => {
  const at = (skills: string[]) =>
    buildScenario({
      name: 'odds',
      game: 'classic',
      teams: {
        home: {
          roster: 'human',
          players: [{ id: 'h', position: 'lineman', at: [10, 7], addSkills: skills }],
        },
        away: {
          roster: 'orc',
          players: [{ id: 'a1', position: 'lineman', at: [11, 7], addSkills: ['tackle'] }],
        },
      },
    } as Scenario)
  const p = 4 / 6 // AG3 out of one zone into none: 3+
  const pro = at(['dodge', 'pro'])
  expect(pathProbability(pro.s, pro.ids.h, [[9, 7]])).toBeCloseTo(p + (1 - p) * 0.5 * p, 12)
  const dodgeOnly = at(['dodge'])
  expect(pathProbability(dodgeOnly.s, dodgeOnly.ids.h, [[9, 7]])).toBeCloseTo(p, 12)
})
