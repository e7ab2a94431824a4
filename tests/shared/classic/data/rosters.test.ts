import { ROSTERS, rosterById } from '@shared/rules/classic/data/rosters'
import { RosterError, type Roster } from '@shared/rules/classic/data/rosterSchema'
import { GAME_FACTS, haveShared, readShared, titled } from './sharedDocs'

const REQUIRED = [
  'human',
  'orc',
  'dwarf',
  'skaven',
  'wood-elf',
  'chaos',
  'undead',
  'goblin',
  'halfling',
  'lizardmen',
  'high-elf',
  'dark-elf',
  'norse',
  'chaos-dwarf',
  'amazon',
  'elf',
  // The rest of game-facts A9.
  'khemri',
  'necromantic',
  'nurgle',
  'ogre',
  'vampire',
  'slann',
  'underworld',
  'chaos-pact',
]

function position(rosterId: string, positionId: string) {
  const found = rosterById(rosterId).positions.find((p) => p.id === positionId)
  if (!found) throw new Error(`no ${rosterId}/${positionId}`)
  return found
}

describe('ROSTERS', () => {
  it('holds every roster of game-facts A9, each parsed and keyed by its id', () => {
    expect(Object.keys(ROSTERS).sort()).toEqual([...REQUIRED].sort())
    for (const [id, roster] of Object.entries(ROSTERS)) expect(roster.id).toBe(id)
  })

  it('is frozen all the way down', () => {
    const human = rosterById('human')
    expect(Object.isFrozen(ROSTERS)).toBe(true)
    expect(Object.isFrozen(human)).toBe(true)
    expect(Object.isFrozen(human.positions)).toBe(true)
    expect(Object.isFrozen(human.positions[0])).toBe(true)
    expect(Object.isFrozen(human.positions[0].skills)).toBe(true)
  })

  it('throws RosterError roster/unknown for an unknown id', () => {
    expect(() => rosterById('space-marines')).toThrow(RosterError)
    try {
      rosterById('toString')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RosterError)
      expect((error as RosterError).code).toBe('roster/unknown')
    }
  })

  it('matches game-facts A9 on hand-checked positions', () => {
    expect(rosterById('human')).toMatchObject({ rerollCost: 50_000, apothecary: true })
    expect(position('human', 'thrower')).toMatchObject({
      max: 2,
      cost: 70_000,
      ma: 6,
      st: 3,
      ag: 3,
      av: 8,
      skills: ['pass', 'sure-hands'],
      role: 'thrower',
    })
    expect(position('human', 'ogre')).toMatchObject({ cost: 140_000, st: 5, bigGuy: true, role: 'bigguy' })
    expect(position('human', 'ogre').skills).toEqual([
      'loner',
      'bone-head',
      'mighty-blow',
      'thick-skull',
      'throw-team-mate',
    ])
    expect(position('orc', 'black-orc-blocker')).toMatchObject({
      max: 4,
      cost: 80_000,
      ma: 4,
      st: 4,
      ag: 2,
      av: 9,
    })
    expect(position('orc', 'troll').skills).toContain('really-stupid')
    expect(position('dwarf', 'deathroller')).toMatchObject({ ma: 4, st: 7, ag: 1, av: 10, role: 'special' })
    expect(position('skaven', 'gutter-runner')).toMatchObject({
      ma: 9,
      st: 2,
      ag: 4,
      av: 7,
      skills: ['dodge'],
    })
    expect(position('wood-elf', 'wardancer').skills).toEqual(['block', 'dodge', 'leap'])
    expect(rosterById('undead')).toMatchObject({ rerollCost: 70_000, apothecary: false })
    expect(position('halfling', 'treeman')).toMatchObject({ max: 2, cost: 120_000 })
    expect(position('halfling', 'treeman').skills).not.toContain('loner')
    expect(position('lizardmen', 'saurus')).toMatchObject({ max: 6, ma: 6, st: 4, ag: 1, av: 9 })
    expect(position('norse', 'yhetee').skills).toContain('claw')
    expect(position('elf', 'catcher').skills).toEqual(['catch', 'nerves-of-steel'])
    expect(position('ogre', 'snotling')).toMatchObject({ cost: 20_000, ma: 5, st: 1, ag: 3, av: 5 })
    expect(position('slann', 'kroxigor')).toEqual({
      ...position('lizardmen', 'kroxigor'),
      note: expect.any(String),
    })
    expect(position('underworld', 'underworld-goblin').max).toBe(12)
    expect(position('chaos-pact', 'chaos-troll').skills).toEqual(position('orc', 'troll').skills)
  })

  it('lets every roster field 11 and marks exactly the big guys', () => {
    for (const roster of Object.values(ROSTERS)) {
      expect(
        roster.positions.reduce((n, p) => n + p.max, 0),
        roster.id,
      ).toBeGreaterThanOrEqual(11)
      for (const p of roster.positions)
        expect(p.bigGuy === true, `${roster.id}/${p.id}`).toBe(p.role === 'bigguy')
    }
  })

  it.skipIf(!haveShared(GAME_FACTS))(
    titled('matches every position of game-facts A9 (limit, price, stats, skills)', GAME_FACTS),
    () => {
      const facts = parseA9(readShared(GAME_FACTS))
      expect(facts.size).toBe(REQUIRED.length)
      for (const [rosterId, team] of facts) {
        const roster: Roster = rosterById(rosterId)
        expect(roster.rerollCost, rosterId).toBe(team.rerollCost)
        expect(roster.apothecary, rosterId).toBe(team.apothecary)
        expect(roster.positions.length, rosterId).toBe(team.positions.length)
        team.positions.forEach((fact, index) => {
          const ours = roster.positions[index]
          const where = `${rosterId}/${ours.id} (A9: ${fact.name})`
          expect(ours.max, where).toBe(fact.max)
          expect(ours.cost, where).toBe(fact.cost)
          if (fact.stats) expect([ours.ma, ours.st, ours.ag, ours.av], where).toEqual(fact.stats)
          if (fact.skills) expect([...ours.skills].sort(), where).toEqual([...fact.skills].sort())
        })
      }
    },
  )
})

interface FactPosition {
  name: string
  max: number
  cost: number
  stats?: number[]
  skills?: string[]
}

const TEAM_IDS: Record<string, string> = { Lizardman: 'lizardmen', 'Elf (Pro Elf / Elven Union)': 'elf' }
const ABBREVIATIONS: Record<string, string> = {
  MB: 'mighty-blow',
  TS: 'thick-skull',
  TTM: 'throw-team-mate',
  Regen: 'regeneration',
  Claws: 'claw',
}
const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The roster block of game-facts A9: "Team: RR 50k | apo Y" lines, then "0-16 Lineman 50k 6/3/3/8 skills | ...". */
function parseA9(text: string) {
  const start = text.indexOf('### A9.')
  const block = text.slice(
    text.indexOf('```', start) + 3,
    text.indexOf('```', text.indexOf('```', start) + 3),
  )
  const teams = new Map<string, { rerollCost: number; apothecary: boolean; positions: FactPosition[] }>()
  let current: FactPosition[] = []
  for (const line of block.split('\n')) {
    const head = /^(\S.*?): RR (\d+)k \| apo ([YN])/.exec(line)
    if (head) {
      current = []
      teams.set(TEAM_IDS[head[1]] ?? kebab(head[1]), {
        rerollCost: Number(head[2]) * 1000,
        apothecary: head[3] === 'Y',
        positions: current,
      })
      continue
    }
    for (const part of line.split('|')) {
      const entry = /0-(\d+) (.+?) (\d+)k(?: (\d+)\/(\d+)\/(\d+)\/(\d+))?(.*)$/.exec(part.trim())
      if (!entry) continue
      const rest = entry[8].replace(/\(no Loner\)/, '').trim()
      current.push({
        name: entry[2],
        max: Number(entry[1]),
        cost: Number(entry[3]) * 1000,
        stats: entry[4] ? entry.slice(4, 8).map(Number) : undefined,
        // "(as Lizardman)", "(Troll skills)": the skills are given elsewhere; those are checked by hand above.
        skills:
          rest.startsWith('(') || !entry[4]
            ? undefined
            : rest === '-' || rest === ''
              ? []
              : rest.split(',').map((s) => ABBREVIATIONS[s.trim()] ?? kebab(s.trim())),
      })
    }
  }
  return teams
}
