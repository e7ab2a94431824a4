// 000: Penalties — the ref die and the penalty table. rulings.md: the penalty is called when the ref die shows the
// listed number or more; penalty time counts the penalised team's own turns.

import { z } from 'zod'

export const PENALTY_IDS = [
  'offsides',
  'fighting',
  'interference',
  'checking-goalie',
  'roughing',
  'holding',
] as const
export type PenaltyId = (typeof PENALTY_IDS)[number]

const penaltySchema = z.strictObject({
  id: z.enum(PENALTY_IDS),
  name: z.string().min(1),
  /** Ref die needed (n+). */
  call: z.number().int().min(1).max(6),
  /** Turns in the box. */
  turns: z.number().int().min(1).max(20),
  source: z.string().min(1),
})

export type Penalty = z.output<typeof penaltySchema>

export const PENALTIES: Readonly<Record<PenaltyId, Penalty>> = Object.freeze(
  Object.fromEntries(
    z
      .array(penaltySchema)
      .parse([
        { id: 'offsides', name: 'Offsides', call: 2, turns: 2, source: '000: Offsides (2+, 2 turns)' },
        {
          id: 'fighting',
          name: 'Fighting',
          call: 4,
          turns: 5,
          source: '000: Fighting (4+ for both, 5 turns)',
        },
        {
          id: 'interference',
          name: 'Interference',
          call: 4,
          turns: 2,
          source: '000: Interference (4+, 2 turns)',
        },
        {
          id: 'checking-goalie',
          name: 'Checking the Goalie',
          call: 2,
          turns: 4,
          source: '000: Checking the Goalie (2+, 4 turns)',
        },
        { id: 'roughing', name: 'Roughing', call: 4, turns: 2, source: '000: Roughing (4+, 2 turns)' },
        { id: 'holding', name: 'Holding', call: 6, turns: 2, source: '000: Holding (6+, 2 turns)' },
      ])
      .map((p) => [p.id, p]),
  ) as Record<PenaltyId, Penalty>,
)

/** rulings.md: "4+" means 4, 5 or 6. */
export function penaltyCalled(id: PenaltyId, refDie: number): boolean {
  return refDie >= PENALTIES[id].call
}
