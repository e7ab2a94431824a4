// 001: Bonus Plays — the backs of the Challenge Cards (game-facts B7). `when` says when a coach may play one:
// 'turn' = between actions of their own turn, 'pre-turn' = before their Pre-Turn Sequence, 'action' = declared
// with an action, 'interrupt' = during the opponent's turn, 'reroll' = after a roll. `done` marks what the
// engine applies yet.

export const BONUS_PLAY_IDS = [
  'accurate-throw',
  'aggressive-mark',
  'bladed-knuckle-dusters',
  'blitz',
  'blocking-play',
  'defensive-play',
  'diving-tackle',
  'dodge',
  'hail-mary-pass',
  'inspiration',
  'intervention',
  'jump-up',
  'nerves-of-steel',
  'raw-talent',
  'reserves',
  'shadowing',
  'sprint',
  'step-aside',
  'the-kids-got-moxy',
  'tough-enough',
] as const
export type BonusPlayId = (typeof BONUS_PLAY_IDS)[number]

export interface BonusPlayInfo {
  readonly name: string
  readonly when: 'turn' | 'pre-turn' | 'action' | 'interrupt' | 'reroll'
  readonly done: boolean
}

export const BONUS_PLAYS: Readonly<Record<BonusPlayId, BonusPlayInfo>> = {
  'accurate-throw': { name: 'Accurate Throw', when: 'action', done: true },
  'aggressive-mark': { name: 'Aggressive Mark', when: 'action', done: true },
  'bladed-knuckle-dusters': { name: 'Bladed Knuckle Dusters', when: 'action', done: true },
  blitz: { name: 'Blitz!', when: 'action', done: true },
  'blocking-play': { name: 'Blocking Play', when: 'pre-turn', done: true },
  'defensive-play': { name: 'Defensive Play', when: 'action', done: true },
  'diving-tackle': { name: 'Diving Tackle', when: 'action', done: true },
  dodge: { name: 'Dodge', when: 'action', done: true },
  'hail-mary-pass': { name: 'Hail Mary Pass', when: 'action', done: true },
  inspiration: { name: 'Inspiration', when: 'turn', done: true },
  intervention: { name: 'Intervention', when: 'interrupt', done: true },
  'jump-up': { name: 'Jump Up', when: 'turn', done: true },
  'nerves-of-steel': { name: 'Nerves of Steel', when: 'action', done: true },
  'raw-talent': { name: 'Raw Talent', when: 'reroll', done: true },
  reserves: { name: 'Reserves', when: 'turn', done: true },
  shadowing: { name: 'Shadowing', when: 'interrupt', done: true },
  sprint: { name: 'Sprint', when: 'action', done: true },
  'step-aside': { name: 'Step Aside', when: 'interrupt', done: true },
  'the-kids-got-moxy': { name: "The Kid's Got Moxy", when: 'action', done: true },
  'tough-enough': { name: 'Tough Enough', when: 'interrupt', done: true },
}

export const BONUS_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  BONUS_PLAY_IDS.map((id, i) => [id, i]),
)
