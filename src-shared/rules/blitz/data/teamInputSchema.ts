// The Blitz Bowl team schema: what a team in `GameSetup.teams` may be when it comes from outside (a replay file,
// the team builder of issue 23). 001 (Team Cards): "The front of each Team Card shows the miniatures that you
// will need for that team" — a team is a card's whole line-up, so a team names its card and, if it lists its
// players (to name them), lists exactly the card's players: each position as many times as the card shows it.
import { z } from 'zod'
import { idSchema, lineupFields, quoted } from '../../teamCheck'
import { TEAM_BY_ID } from './teamSchema'

const baseSchema = z.strictObject({
  teamId: idSchema,
  ...lineupFields(10, 'a team card shows at most 10 players'),
})

export type BlitzTeam = z.output<typeof baseSchema>

/** A Blitz Bowl team as the app builds one (`{ teamId }`) or with its players named. */
export const blitzTeamSchema = baseSchema.superRefine((team, ctx) => {
  if (!Object.hasOwn(TEAM_BY_ID, team.teamId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['teamId'],
      message: `no Blitz Bowl team card ${quoted(team.teamId)}`,
    })
    return
  }
  if (!team.players) return
  const card = TEAM_BY_ID[team.teamId]
  const counts = new Map<string, number>()
  team.players.forEach((player, i) => {
    if (!card.positions.some((p) => p.id === player.positionId))
      ctx.addIssue({
        code: 'custom',
        path: ['players', i, 'positionId'],
        message: `${card.name} has no position ${quoted(player.positionId)}`,
      })
    else counts.set(player.positionId, (counts.get(player.positionId) ?? 0) + 1)
  })
  for (const position of card.positions) {
    const n = counts.get(position.id) ?? 0
    if (n !== position.count)
      ctx.addIssue({
        code: 'custom',
        path: ['players'],
        message: `${n} × ${position.name}, the team card shows ${position.count}`,
      })
  }
})
