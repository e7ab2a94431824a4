// 001: Block Dice Results — six faces, Shove on two of them (glossary: "Shove (×2)"). The face order is our
// numbering for forced dice: 1 Smash, 2 Kerrunch!, 3 Shove, 4 Shove, 5 Tackle, 6 Miss. Foul results are the same
// faces read another way (001: Foul Results).

export const SMASH = 1
export const KERRUNCH = 2
export const SHOVE = 3
export const TACKLE = 5
export const MISS = 6

/** Face (1..6) → result kind. */
export const BLOCK_FACES: readonly number[] = [0, SMASH, KERRUNCH, SHOVE, SHOVE, TACKLE, MISS]
export const FACE_NAMES: Readonly<Record<number, string>> = {
  [SMASH]: 'smash',
  [KERRUNCH]: 'kerrunch',
  [SHOVE]: 'shove',
  [TACKLE]: 'tackle',
  [MISS]: 'miss',
}

/** 001: Foul Results — what each face means on a Foul. */
export const FOUL_RESULT: Readonly<Record<number, 'got-them' | 'slipped' | 'take-that' | 'spotted'>> = {
  [SMASH]: 'got-them',
  [KERRUNCH]: 'got-them',
  [SHOVE]: 'slipped',
  [TACKLE]: 'take-that',
  [MISS]: 'spotted',
}

/** Results that knock the target down, with the Armour Check modifier. */
export const KNOCKDOWN_MOD: Readonly<Record<number, number>> = { [SMASH]: 0, [KERRUNCH]: -1, [TACKLE]: 0 }
