// Teams and games for Classic tests.
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import type { ClassicTeamInput } from '@shared/rules/classic/state'
import { createClassic } from '@shared/rules/classic/ruleset'
import { SKILL_RULES } from '@shared/rules/classic/skills'
import type { OptionValue } from '@shared/engine/api'

/** A legal 11-to-`size` team from a roster: one of each special position where allowed, linemen to fill. */
export function team(rosterId: string, size = 12, rerolls = 3): ClassicTeamInput {
  const roster = ROSTERS[rosterId]
  if (!roster) throw new Error(`no roster ${rosterId}`)
  const players = []
  const counts = new Map<string, number>()
  const order = [...roster.positions].sort((a, b) => a.max - b.max)
  let number = 1
  while (players.length < size) {
    let added = false
    for (const pos of order) {
      if (players.length >= size) break
      const used = counts.get(pos.id) ?? 0
      if (used >= pos.max) continue
      counts.set(pos.id, used + 1)
      players.push({
        positionId: pos.id,
        name: `${pos.name} ${used + 1}`,
        number: number++,
        ma: pos.ma,
        st: pos.st,
        ag: pos.ag,
        av: pos.av,
        skills: pos.skills,
        role: pos.role,
      })
      added = true
    }
    if (!added) break
  }
  return { rosterId, name: roster.name, rerolls, players }
}

export function newGame(seed = 1, home = 'human', away = 'orc', options?: Record<string, OptionValue>) {
  return createClassic({ ruleset: 'classic', seed, teams: [team(home), team(away)], options })
}

const ROSTER_PAIRS: [string, string][] = [
  ['human', 'orc'],
  ['dwarf', 'skaven'],
  ['wood-elf', 'chaos'],
  ['undead', 'goblin'],
  ['halfling', 'lizardmen'],
  ['high-elf', 'dark-elf'],
  ['norse', 'chaos-dwarf'],
  ['amazon', 'elf'],
]

/** A game between two of the sixteen required rosters, with 11 to 16 players a side, chosen by the seed. */
export function variedGame(seed: number) {
  const [home, away] = ROSTER_PAIRS[seed % ROSTER_PAIRS.length]
  return createClassic({
    ruleset: 'classic',
    seed,
    teams: [team(home, 11 + (seed % 6)), team(away, 16 - (seed % 6))],
  })
}

export function sameWords(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

const ALL_ROSTERS = Object.keys(ROSTERS).sort()

/**
 * A game between two rosters (all of them in turn) whose players also carry, between them, every skill the engine
 * implements: each implemented skill is added to one player of each side, spread by the seed, on top of the
 * position's own skills (issue 4: "the random-game property test runs with rosters that carry every skill").
 */
export function allSkillsGame(seed: number) {
  const home = ALL_ROSTERS[seed % ALL_ROSTERS.length]
  const away = ALL_ROSTERS[(seed * 7 + 3) % ALL_ROSTERS.length]
  const ids = SKILL_RULES.map((r) => r.id)
  const teams = [team(home, 11 + (seed % 6)), team(away, 16 - (seed % 6))].map((t) => {
    const n = t.players.length
    const players = t.players.map((pl, i) => ({
      ...pl,
      skills: [...new Set([...pl.skills, ...ids.filter((_, k) => (k + seed) % n === i)])],
    }))
    return { ...t, players }
  })
  return createClassic({ ruleset: 'classic', seed, teams: [teams[0], teams[1]] })
}
