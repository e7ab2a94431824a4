// 001: Challenge Cards — the 26-card deck (game-facts B6): each card's challenge, points, and the Bonus Play on
// its back. Claim conditions are checked by procs/claims.ts, keyed by `condition`.

import { z } from 'zod'
import { BONUS_PLAY_IDS } from './bonusPlays'

export const CONDITIONS = [
  'break-some-bones',
  'free-up-the-ball',
  'get-moving',
  'get-the-ball',
  'get-together',
  'make-a-risky-throw',
  'move-the-ball',
  'play-as-a-team',
  'show-no-fear',
  'show-them-how',
  'show-us-a-completion',
  'showboat',
  'spread-out',
  'take-them-down',
  'tie-them-up',
] as const
export type Condition = (typeof CONDITIONS)[number]

const cardSchema = z.strictObject({
  name: z.string(),
  condition: z.enum(CONDITIONS),
  points: z.number().int().min(1).max(3),
  bonus: z.enum(BONUS_PLAY_IDS),
})
export type ChallengeCard = z.infer<typeof cardSchema>

const types: [string, Condition, number, string[]][] = [
  ['Break Some Bones!', 'break-some-bones', 3, ['raw-talent', 'step-aside']],
  ['Free Up The Ball!', 'free-up-the-ball', 2, ['blitz', 'intervention']],
  ['Get Moving!', 'get-moving', 2, ['aggressive-mark', 'sprint']],
  ['Get The Ball!', 'get-the-ball', 1, ['shadowing', 'step-aside']],
  ['Get Together!', 'get-together', 1, ['reserves']],
  ['Make A Risky Throw!', 'make-a-risky-throw', 2, ['accurate-throw']],
  ['Move The Ball!', 'move-the-ball', 1, ['dodge', 'raw-talent']],
  ['Play As A Team!', 'play-as-a-team', 2, ['aggressive-mark', 'inspiration', 'tough-enough']],
  ['Show No Fear!', 'show-no-fear', 2, ['jump-up']],
  ["Show Them How It's Done!", 'show-them-how', 2, ['bladed-knuckle-dusters', 'the-kids-got-moxy']],
  ['Show Us A Completion!', 'show-us-a-completion', 1, ['inspiration', 'nerves-of-steel']],
  ['Showboat For The Crowd!', 'showboat', 1, ['hail-mary-pass']],
  ['Spread Out!', 'spread-out', 1, ['reserves']],
  ['Take Them Down!', 'take-them-down', 2, ['blocking-play', 'diving-tackle']],
  ['Tie Them Up!', 'tie-them-up', 2, ['defensive-play', 'raw-talent']],
]

/** The deck in a fixed order; card ids are indexes into it (0..25). */
export const CHALLENGE_CARDS: readonly ChallengeCard[] = z
  .array(cardSchema)
  .length(26)
  .parse(
    types.flatMap(([name, condition, points, backs]) =>
      backs.map((bonus) => ({ name, condition, points, bonus })),
    ),
  )
