// The Blitz Bowl team schema: what a team in `GameSetup.teams` may be when it comes from outside (a replay file,
// the team builder of issue 23). 001 (Team Cards): "The front of each Team Card shows the miniatures that you
// will need for that team" — a team is a card's whole line-up, so a team names its card and, if it lists its
// players (to name them), lists exactly the card's players: each position as many times as the card shows it.
// Names up to 60 (team) and 40 (player) characters are the project's choice, as for Classic.
import { z } from 'zod'
import { quoted } from '../../teamCheck'
import { TEAM_BY_ID } from './teamSchema'

export const TEAM_NAME_MAX = 60
export const PLAYER_NAME_MAX = 40

const name = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => s.trim() !== '', 'must not be empty')

const baseSchema = z.strictObject({
  teamId: z.string().max(64, 'must be at most 64 characters'),
  name: name(TEAM_NAME_MAX).optional(),
  players: z
    .array(
      z.strictObject({
        positionId: z.string().max(64, 'must be at most 64 characters'),
        name: name(PLAYER_NAME_MAX).optional(),
      }),
    )
    .max(10, 'a team card shows at most 10 players')
    .optional(),
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
