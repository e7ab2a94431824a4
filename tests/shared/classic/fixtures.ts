// Teams and games for Classic tests.
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import type { ClassicTeamInput } from '@shared/rules/classic/state'
import { createClassic } from '@shared/rules/classic/ruleset'
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
