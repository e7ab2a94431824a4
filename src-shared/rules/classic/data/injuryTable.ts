// 002: Injuries (roll 2D6) - 2-7 Stunned, 8-9 Knocked Out, 10 Badly Hurt, 11 Serious Injury, 12 Dead. There is
// no casualty roll (rulings.md, Precedence). 004 prints the same table.

export type InjuryResult = 'stunned' | 'ko' | 'badly-hurt' | 'serious-injury' | 'dead'

export interface InjuryInfo {
  readonly id: InjuryResult
  readonly name: string
  /** Whether the player leaves the pitch. */
  readonly offPitch: boolean
  /** Where he goes: stays on the pitch face down, the Knocked Out box, or the Dead & Injured box. */
  readonly box: 'pitch' | 'knocked-out' | 'dead-and-injured'
  readonly effect: string
}

export const INJURIES: Readonly<Record<InjuryResult, InjuryInfo>> = Object.freeze({
  stunned: {
    id: 'stunned',
    name: 'Stunned',
    offPitch: false,
    box: 'pitch',
    effect: 'Stays on the pitch face down; his next action may only be to turn face up (002).',
  },
  ko: {
    id: 'ko',
    name: 'Knocked Out',
    offPitch: true,
    box: 'knocked-out',
    effect: 'Before the next kick-off roll a D6: 1-3 stays knocked out, 4-6 returns to the Reserves (002).',
  },
  'badly-hurt': {
    id: 'badly-hurt',
    name: 'Badly Hurt',
    offPitch: true,
    box: 'dead-and-injured',
    effect: 'Misses the rest of the game (002).',
  },
  'serious-injury': {
    id: 'serious-injury',
    name: 'Serious Injury',
    offPitch: true,
    box: 'dead-and-injured',
    effect: 'Misses the rest of the game, and in a league the next game too (002).',
  },
  dead: {
    id: 'dead',
    name: 'Dead',
    offPitch: true,
    box: 'dead-and-injured',
    effect: "Won't be playing Blood Bowl any more (002).",
  },
} satisfies Record<InjuryResult, InjuryInfo>)

/** 2D6 total -> result, index 2..12 (0 and 1 unused). */
export const INJURY_TABLE: readonly (InjuryResult | null)[] = Object.freeze([
  null,
  null,
  'stunned', // 2
  'stunned', // 3
  'stunned', // 4
  'stunned', // 5
  'stunned', // 6
  'stunned', // 7
  'ko', // 8
  'ko', // 9
  'badly-hurt', // 10
  'serious-injury', // 11
  'dead', // 12
])

/**
 * The result for a modified 2D6 total. Modifiers (Mighty Blow +1, Dirty Player +2, Razor Sharp Fangs +2, Stunty
 * +1: all 003) can push the total past 12, which reads as 12 (Dead); below 2 reads as 2 (Stunned).
 */
export function injuryResult(total: number): InjuryResult {
  const row = Math.min(12, Math.max(2, Math.floor(total)))
  return INJURY_TABLE[row] as InjuryResult
}
