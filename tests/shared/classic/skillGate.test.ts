// Issue 4's gate: every skill named in seed 003, on any roster, or in the issue's list of roster skills no seed
// defines has an implementation (a SkillRule) and at least two scenarios under scenarios/skills/<id>/ in which some
// player has the skill. A skill without them fails here by name.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { SKILLS, skillById } from '@shared/rules/classic/data/skills'
import { skillRule } from '@shared/rules/classic/skills'

// Seed 003's index of skills, as printed (its spellings: "Pilling On", "Nerves Of Steel" ...).
const SEED_003_INDEX = [
  'Block',
  'Dauntless',
  'Dirty Player',
  'Frenzy',
  'Leader',
  'Kick',
  'Tackle',
  'Pass Block',
  'Pro',
  'Shadowing',
  'Strip Ball',
  'Sure Hands',
  'Nerves Of Steel',
  'Catch',
  'Diving Catch',
  'Diving Tackle',
  'Dodge',
  'Jump Up',
  'Leap',
  'Right Stuff',
  'Side Step',
  'Sprint',
  'Sure Feet',
  'Break Tackle',
  'Guard',
  'Mighty Blow',
  'Multiple Block',
  'Pilling On',
  'Stand Firm',
  'Throw Team Mate',
  'Accurate',
  'Dump Off',
  'Hail Mary Pass',
  'Pass',
  'Safe Throw',
  'Strong Arm',
  'Big Hand',
  'Claw',
  'Extra Arms',
  'Foul Appearance',
  'Horns',
  'Hypnotic Gaze',
  'Prehensile Tail',
  'Razor Sharp Fangs',
  'Regeneration',
  'Spikes',
  'Stunty',
  'Tentacles',
  'Thick Skull',
  'Two Heads',
  'Very Long Legs',
  'Off for a Bite',
  'Sappy',
]

// Issue 4: "the skills that rosters give but 003 does not define".
const NOT_IN_THE_SEEDS = [
  'loner',
  'bone-head',
  'really-stupid',
  'wild-animal',
  'always-hungry',
  'take-root',
  'secret-weapon',
  'no-hands',
  'juggernaut',
  'chainsaw',
  'ball-and-chain',
  'bombardier',
  'stab',
  'blood-lust',
  'decay',
  'nurgles-rot',
  'disturbing-presence',
  'titchy',
  'animosity',
]

const norm = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')
const seedIds = SEED_003_INDEX.map((name) => {
  const info = SKILLS.find((k) => norm(k.seedName ?? k.name) === norm(name))
  return info?.id ?? `(no data entry for 003's "${name}")`
})
const rosterIds = [
  ...new Set(Object.values(ROSTERS).flatMap((r) => r.positions.flatMap((p) => [...p.skills]))),
].sort()
const ALL = [...new Set([...seedIds, ...rosterIds, ...NOT_IN_THE_SEEDS])].sort()

const scenarioRoot = join(import.meta.dirname, 'scenarios')
// Skills whose scenarios live in a folder of their own rule rather than under skills/<id>/.
const FOLDERS: Record<string, string[]> = {
  'throw-team-mate': ['throw-team-mate'],
  'right-stuff': ['throw-team-mate'],
}

/** Whether a scenario gives some player the skill: in `skills`/`addSkills`, or through his roster position. */
function scenarioHasSkill(scenario: Record<string, unknown>, id: string): boolean {
  const teams = (scenario.teams ?? {}) as Record<
    string,
    { roster?: string; players?: Record<string, unknown>[] }
  >
  for (const t of Object.values(teams)) {
    for (const pl of t.players ?? []) {
      const listed = [...((pl.skills as string[]) ?? []), ...((pl.addSkills as string[]) ?? [])]
      if (listed.includes(id)) return true
      if (pl.skills) continue // `skills` replaces the position's skills
      const pos = t.roster ? ROSTERS[t.roster]?.positions.find((p) => p.id === pl.position) : undefined
      if (pos?.skills.includes(id)) return true
    }
  }
  return false
}

describe('skill gate (issue 4)', () => {
  test('003 index and rosters map onto the skill list', () => {
    expect(seedIds.filter((id) => id.startsWith('('))).toEqual([])
    expect(rosterIds.filter((id) => !skillById(id))).toEqual([])
  })

  test.each(ALL)('%s: implemented, described, with scenarios', (id) => {
    const info = skillById(id)
    expect(info, `data/skills.ts has no entry for ${id}`).toBeDefined()
    if (NOT_IN_THE_SEEDS.includes(id)) {
      expect(info!.source).toBe('not in the seeds')
      expect(info!.note ?? '', `${id} must say which published rule it follows`).not.toBe('')
    }
    expect(skillRule(id), `skills.ts SKILL_RULES has no rule for ${id}`).toBeDefined()
    const dirs = [join(scenarioRoot, 'skills', id), ...(FOLDERS[id] ?? []).map((d) => join(scenarioRoot, d))]
    const files = dirs.flatMap((d) =>
      existsSync(d) ? readdirSync(d).flatMap((f) => (f.endsWith('.json') ? [join(d, f)] : [])) : [],
    )
    const using = files.filter((f) => scenarioHasSkill(JSON.parse(readFileSync(f, 'utf8')), id))
    expect(
      using.length,
      `scenarios/skills/${id}/ needs ≥ 2 scenarios with a player who has it`,
    ).toBeGreaterThanOrEqual(2)
  })
})
