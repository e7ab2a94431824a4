import { SKILLS, skillById, type SkillCategory } from '@shared/rules/classic/data/skills'
import { ROSTERS } from '@shared/rules/classic/data/rosters'
import { haveShared, readShared, SEED_002, SEED_003, titled } from './sharedDocs'

const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()

/** Every name a skill may go by in the seeds: its display name and 003's index heading. */
function seedNames(): Map<string, string> {
  const names = new Map<string, string>()
  for (const skill of SKILLS) {
    names.set(normal(skill.name), skill.id)
    if (skill.seedName) names.set(normal(skill.seedName), skill.id)
  }
  return names
}

/** 003's index: the skill names listed after the category names and before the first section heading. */
function seed003Index(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim())
  const start = lines.indexOf('Negative Skills') + 1
  const end = lines.indexOf('General Skills', start)
  return lines.slice(start, end).filter((line) => line !== '')
}

describe('SKILLS', () => {
  it('has unique kebab-case ids and unique names', () => {
    const ids = SKILLS.map((skill) => skill.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const names = SKILLS.map((skill) => normal(skill.name))
    expect(new Set(names).size).toBe(names.length)
  })

  it('looks skills up by id', () => {
    expect(skillById('mighty-blow')).toMatchObject({
      name: 'Mighty Blow',
      category: 'strength',
      source: '003',
    })
    expect(skillById('sure-hands')).toMatchObject({ category: 'general', source: '002' })
    expect(skillById('really-stupid')).toMatchObject({ source: 'not in the seeds' })
    expect(skillById('no-such-skill')).toBeUndefined()
  })

  it('knows every skill that appears on a roster', () => {
    const missing: string[] = []
    for (const roster of Object.values(ROSTERS)) {
      for (const position of roster.positions) {
        for (const skill of position.skills) {
          if (!skillById(skill)) missing.push(`${roster.id}/${position.id}: ${skill}`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it.skipIf(!haveShared(SEED_003))(titled('has every skill of seed 003, from its index', SEED_003), () => {
    const index = seed003Index(readShared(SEED_003))
    expect(index.length).toBeGreaterThan(50)
    const names = seedNames()
    const missing = index.filter((heading) => !names.has(normal(heading)))
    expect(missing).toEqual([])
  })

  it.skipIf(!haveShared(SEED_003))(
    titled(
      "puts each 003 skill in the category of the 003 section that defines it, marked source '003'",
      SEED_003,
    ),
    () => {
      const sections: [RegExp, SkillCategory][] = [
        [/^General Skills$/, 'general'],
        [/^Agility Skills/, 'agility'],
        [/^Passing Skills/, 'passing'],
        [/^Strength Skills/, 'strength'],
        [/^Physical Abilities -/, 'physical'],
        [/^Negative Skills -/, 'negative'],
      ]
      const lines = readShared(SEED_003)
        .split(/\r?\n/)
        .map((line) => line.trim())
      const bodyStart = lines.indexOf('General Skills', lines.indexOf('Negative Skills') + 1)
      const defined = new Map<string, SkillCategory>()
      let category: SkillCategory | undefined
      const names = seedNames()
      for (const line of lines.slice(bodyStart)) {
        const section = sections.find(([pattern]) => pattern.test(line))
        if (section) {
          category = section[1]
          continue
        }
        // A definition reads "Name - text" (the dash is sometimes garbled into other characters).
        const match = /^([A-Za-z ]+?)\s+(?:-|–|‚Äì)\s/.exec(line)
        const id = match ? names.get(normal(match[1])) : undefined
        if (id && category && !defined.has(id)) defined.set(id, category)
      }
      const wrong = [...defined].filter(([id, cat]) => skillById(id)?.category !== cat)
      expect(wrong).toEqual([])
      const index = seed003Index(readShared(SEED_003)).map((heading) => names.get(normal(heading)))
      expect([...defined.keys()].sort()).toEqual([...new Set(index)].sort())
      for (const skill of SKILLS) {
        expect(skill.source === 'not in the seeds', skill.id).toBe(!defined.has(skill.id))
      }
    },
  )

  it.skipIf(!haveShared(SEED_002))(titled("marks 002's basic skills as source '002'", SEED_002), () => {
    const text = readShared(SEED_002)
    const basic = text.slice(text.indexOf('BASIC SKILLS'), text.indexOf('INJURIES'))
    const headings = [...basic.matchAll(/^([A-Z][A-Z ]+):/gm)].map((match) => match[1])
    expect(headings).toEqual(['BLOCK', 'CATCH', 'DODGE', 'PASS', 'SURE HANDS'])
    const names = seedNames()
    const ids = headings.map((heading) => names.get(normal(heading)))
    expect(ids).toEqual(['block', 'catch', 'dodge', 'pass', 'sure-hands'])
    expect(
      SKILLS.filter((skill) => skill.source === '002')
        .map((skill) => skill.id)
        .sort(),
    ).toEqual([...(ids as string[])].sort())
  })
})
