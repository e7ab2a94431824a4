// Team files the specs import through the real host (`teams.import`), built from a shipped Classic roster so each
// player carries his position's own characteristics and skills. The roster is read as a file: e2e specs cannot
// import src-shared's JSON at run time.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Position {
  readonly id: string
  readonly ma: number
  readonly st: number
  readonly ag: number
  readonly av: number
  readonly skills: string[]
}

/** One player of a squad: his position's id, his name and his shirt number. */
export type SquadPlayer = readonly [positionId: string, name: string, number: number]

/** A `.pitchside-team.json` file's content for a Classic team of `rosterId` fielding `squad`. */
export function classicTeamFile(
  rosterId: string,
  name: string,
  squad: readonly SquadPlayer[],
  rerolls: number,
) {
  const roster = JSON.parse(
    readFileSync(
      join(import.meta.dirname, `../src-shared/rules/classic/data/rosters/${rosterId}.json`),
      'utf8',
    ),
  ) as { positions: Position[] }
  const players = squad.map(([positionId, player, number]) => {
    const p = roster.positions.find((position) => position.id === positionId)
    if (!p) throw new Error(`no position ${positionId} in the ${rosterId} roster`)
    return { positionId, name: player, number, ma: p.ma, st: p.st, ag: p.ag, av: p.av, skills: p.skills }
  })
  return {
    format: 'pitchside-team',
    version: 1,
    ruleset: 'classic',
    name,
    team: { rosterId, name, rerolls, players },
  }
}
