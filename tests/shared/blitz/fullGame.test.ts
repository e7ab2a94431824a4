// A whole Blitz Bowl game through the public Ruleset API (JSON actions, as two coaches or the app would send
// them) with every option on, to a Sudden Death or Points Victory.
import type { Action, EngineEvent } from '@shared/engine/api'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { chooserRng } from '@shared/rules/blitz/randomPlay'

const ALL_ON = {
  pitch: 'two-trapdoors',
  fouls: true,
  throwTeamMate: true,
  randomEvents: true,
  specialBalls: true,
  rookies: 'away',
  arena: 'random',
}

function play(seed: number, teams: [string, string]): { events: EngineEvent[]; actions: number } {
  const s = blitzRuleset.create({
    ruleset: 'blitz',
    seed,
    teams: [{ teamId: teams[0] }, { teamId: teams[1] }],
    options: ALL_ON,
  })
  const rng = chooserRng(seed)
  const events: EngineEvent[] = []
  let actions = 0
  while (blitzRuleset.decision(s).kind !== 'game-over' && actions < 20_000) {
    const legal: Action[] = blitzRuleset.legalActions(s)
    const ends = legal.filter((a) => a.type !== 'end-turn')
    const pool = ends.length > 0 && rng() < 0.95 ? ends : legal
    const r = blitzRuleset.apply(s, pool[Math.floor(rng() * pool.length)])
    if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
    events.push(...r.events)
    actions++
  }
  return { events, actions }
}

const GAMES: [number, [string, string]][] = [
  [1, ['dwarf', 'orc']],
  [2, ['goblin', 'halfling']],
  [3, ['ogre', 'snotling']],
  [4, ['vampire', 'necromantic']],
]

describe('a full Blitz Bowl game through the engine API', () => {
  it('plays games with every option on to a Sudden Death or Points Victory, claiming cards and drawing events (random play rarely scores: touchdowns are in the scenarios)', () => {
    const all: EngineEvent[] = []
    for (const [seed, teams] of GAMES) {
      const { events } = play(seed, teams)
      const over = events.find((e) => e.type === 'game-over')
      expect(over).toBeDefined()
      expect(['sudden-death', 'points']).toContain(over!.how)
      all.push(...events)
    }
    expect(all.some((e) => e.type === 'claim')).toBe(true)
    expect(all.some((e) => e.type === 'random-event')).toBe(true)
  })
})
