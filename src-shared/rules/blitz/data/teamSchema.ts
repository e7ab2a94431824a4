// The shape of data/teams.json (001: Team Cards) and its validation: a broken file fails loudly with every
// problem listed. 'D6' is a Random Move Value (001: Random Move Value); null is a '–' Throw or Armour value.

import { z } from 'zod'
import { ABILITY_BIT } from './abilities'
import raw from './teams.json'

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id')
const check = z.number().int().min(2).max(6).nullable() // a check value n+ (2..6), or null for '–'

const positionSchema = z.strictObject({
  id: kebabId,
  name: z.string().min(1),
  count: z.number().int().min(1).max(10),
  move: z.union([z.number().int().min(1).max(10), z.literal('D6')]),
  block: z.number().int().min(1).max(3),
  throw: check,
  armour: check,
  abilities: z.array(z.string().refine((id) => id in ABILITY_BIT, 'unknown ability')),
  throwsTeamMates: z.boolean().optional(),
  note: z.string().optional(),
})

const teamSchema = z
  .strictObject({
    id: kebabId,
    name: z.string().min(1),
    emergencyReserves: z.number().int().min(1).max(10),
    positions: z.array(positionSchema).min(1),
    note: z.string().optional(),
  })
  .refine((t) => t.positions.reduce((n, p) => n + p.count, 0) <= 10, 'a team has at most 10 players')

export const teamsFileSchema = z.strictObject({ note: z.string(), teams: z.array(teamSchema).min(1) })

export type BlitzPosition = z.infer<typeof positionSchema>
export type BlitzTeamCard = z.infer<typeof teamSchema>

export const TEAM_CARDS: readonly BlitzTeamCard[] = teamsFileSchema.parse(raw).teams
export const TEAM_BY_ID: Readonly<Record<string, BlitzTeamCard>> = Object.fromEntries(
  TEAM_CARDS.map((t) => [t.id, t]),
)
