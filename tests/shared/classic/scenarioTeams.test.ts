// Scenario files (`npm run scenario`, drills) bring teams in from outside too: a team with an unknown skill or
// roster, a Fan Factor out of range or an over-long name is refused with a clear error, never played.
import { runScenario, ScenarioError } from '@shared/rules/classic/scenario'

function scenario(home: Record<string, unknown>, player: Record<string, unknown> = {}) {
  return {
    name: 'hostile team',
    game: 'classic',
    teams: {
      home: { roster: 'human', players: [{ id: 'h1', position: 'blitzer', at: [5, 5], ...player }], ...home },
      away: { roster: 'orc', players: [{ id: 'a1', position: 'lineman', at: [6, 5] }] },
    },
  }
}

describe('Classic scenario teams', () => {
  it('plays a sound scenario team', () => {
    expect(runScenario(scenario({}, { addSkills: ['dodge'] })).failures).toEqual([])
  })

  it('refuses an unknown skill, roster, position, and values out of range', () => {
    expect(() => runScenario(scenario({}, { addSkills: ['Blok'] }))).toThrow(
      'home player 1 has an unknown skill "Blok"',
    )
    expect(() => runScenario(scenario({ roster: 'space-marines' }))).toThrow(/space-marines/)
    expect(() => runScenario(scenario({}, { position: 'wizard' }))).toThrow('no position "wizard" in human')
    expect(() => runScenario(scenario({ fanFactor: 1e9 }))).toThrow(ScenarioError)
    expect(() => runScenario(scenario({ name: 'N'.repeat(200_000) }))).toThrow(/teams\.home\.name/)
    expect(() => runScenario(scenario({}, { number: 0 }))).toThrow(/number/)
    expect(() => runScenario(scenario({ coach: 'me' }))).toThrow(/coach/)
  })
})
