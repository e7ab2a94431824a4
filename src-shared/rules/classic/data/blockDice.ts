// 002: Blocking (use block dice) - how many block dice a block rolls and whose coach picks the result, from the
// two strengths after assists; and the faces of the block die (rulings.md: six faces).

export type BlockChooser = 'attacker' | 'defender'

export interface BlockDice {
  readonly count: 1 | 2 | 3
  /** The coach who picks which die counts (with one die there is nothing to pick; it is the attacker's roll). */
  readonly chooser: BlockChooser
}

/**
 * 002: equal strength -> one die; one player stronger -> two dice; one player MORE than twice as strong -> three
 * dice; the coach of the stronger player picks. 004 says "minstens twee keer zo sterk" (at least twice); 002
 * wins, so exactly double is two dice (rulings.md, Precedence). Strengths include assists (004: each assist +1).
 */
export function blockDice(attackerSt: number, defenderSt: number): BlockDice {
  if (attackerSt === defenderSt) return { count: 1, chooser: 'attacker' }
  const stronger = Math.max(attackerSt, defenderSt)
  const weaker = Math.min(attackerSt, defenderSt)
  return {
    count: stronger > 2 * weaker ? 3 : 2,
    chooser: attackerSt > defenderSt ? 'attacker' : 'defender',
  }
}

export type BlockFace = 'attacker-down' | 'both-down' | 'pushed' | 'defender-stumbles' | 'defender-down'

export interface BlockFaceInfo {
  readonly id: BlockFace
  readonly name: string
  /** 004's picture on the die, in Dutch, for the dice log. */
  readonly picture: string
  readonly effect: string
}

/** 002 (result texts) and 004 (the pictures): what each face does. */
export const BLOCK_FACES: Readonly<Record<BlockFace, BlockFaceInfo>> = Object.freeze({
  'attacker-down': {
    id: 'attacker-down',
    name: 'Attacker Down',
    picture: 'doodshoofd',
    effect: 'The attacking player is knocked down.',
  },
  'both-down': {
    id: 'both-down',
    name: 'Both Down',
    picture: 'doodshoofd met ster',
    effect:
      'Both players are knocked down, except a player with Block, who stays up; if both have Block nothing happens.',
  },
  pushed: {
    id: 'pushed',
    name: 'Pushed',
    picture: 'pijl',
    effect: 'The defender is pushed back one square; the attacker may follow up.',
  },
  'defender-stumbles': {
    id: 'defender-stumbles',
    name: 'Defender Stumbles',
    picture: 'ster met uitroepteken',
    effect:
      'The defender is pushed back and knocked down, unless he has Dodge, when he is only pushed back; the attacker may follow up.',
  },
  'defender-down': {
    id: 'defender-down',
    name: 'Defender Down',
    picture: 'ster',
    effect:
      'The defender is pushed back and knocked down in the square he is moved to; the attacker may follow up.',
  },
} satisfies Record<BlockFace, BlockFaceInfo>)

/**
 * The face for each D6 value, index 1..6 (index 0 unused). rulings.md fixes the six faces (Pushed on two); which
 * number shows which face is not in the seeds, so this follows the usual numbering of digital Blood Bowl
 * (1 attacker down ... 6 defender down). Only the frequencies matter to the rules.
 */
export const BLOCK_DIE: readonly (BlockFace | null)[] = Object.freeze([
  null,
  'attacker-down',
  'both-down',
  'pushed',
  'pushed',
  'defender-stumbles',
  'defender-down',
])

/** The face a D6 (1..6) shows on the block die. */
export function blockFace(d6: number): BlockFace {
  const face = BLOCK_DIE[d6]
  if (face == null) throw new RangeError(`A block die shows 1..6, not ${d6}`)
  return face
}
