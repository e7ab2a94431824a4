// 002: Agility Table (also printed three times in 004: dodging, throwing, catching; "it is the same table
// every time"). The D6 score a player needs for an agility roll, before modifiers.

/** AG -> D6 target, for AG 1..6; AG 6 or more needs 1+ (002: "6+ | 1+"). */
export const AGILITY_TABLE: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, number>> = Object.freeze({
  1: 6,
  2: 5,
  3: 4,
  4: 3,
  5: 2,
  6: 1,
})

/** The D6 target for a player's agility; AG above 6 reads as 6 (002's "6+" column), below 1 as 1. */
export function agilityTarget(ag: number): number {
  const column = Math.min(6, Math.max(1, Math.floor(ag))) as 1 | 2 | 3 | 4 | 5 | 6
  return AGILITY_TABLE[column]
}

/**
 * Whether an agility roll (dodge, pick-up, catch, pass, interception, landing) succeeds: the die plus the
 * modifiers must reach the target, but a natural 1 always fails and a natural 6 always succeeds.
 * 004 states that for dodging ("Een worp van 1 leidt altijd tot een mislukking, een worp van 6 altijd tot een
 * succes"), catching ("Een 6 vangt altijd, bij een 1 is het mislukt"), passing ("Een 1 is altijd een mislukte
 * worp") and intercepting ("Een 1 is altijd mislukt, een 6 is altijd succes"); game-facts A2 states it for every
 * agility roll, which is how we apply it.
 */
export function agilityRollSucceeds(die: number, ag: number, modifier: number): boolean {
  if (die <= 1) return false
  if (die >= 6) return true
  return die + modifier >= agilityTarget(ag)
}

/** The lowest die that succeeds (2..6): what a "4+" label shows. */
export function agilityRollNeeded(ag: number, modifier: number): number {
  return Math.min(6, Math.max(2, agilityTarget(ag) - modifier))
}
