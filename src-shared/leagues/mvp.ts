// The most valuable player award of a Classic league match (docs/rules/league-carry-over.md point 5). No seed
// prints an MVP rule (004 ends a match with the score alone); the app reads it as the third edition publishes it:
// one player of each team, drawn at random among the players who played, earns 5 star player points. "Played" is
// read as the match's team sheet (every player of the side in the game; one left off as absent did not play).
// The draw must be the same every time the result is read and unknowable while the game is under way, so it is
// seeded from the game's own seed and its final action count (known only at the final whistle) with the
// project's seeded generator — never Math.random.
import { mulberry32 } from '../engine/mulberry32'

/** Mixes the game's seed and its length into one 32-bit seed (a splitmix-style step, so near seeds spread). */
function mix(seed: number, actions: number): number {
  let z = (seed ^ Math.imul(actions + 1, 0x9e3779b9)) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return (z ^ (z >>> 16)) >>> 0
}

/**
 * Each side's most valuable player: one of its eligible player ids (in any order: they are sorted first, so the
 * order a caller lists them in does not change the draw), or null for a side with none. Home is drawn first.
 */
export function drawMvps(
  seed: number,
  actions: number,
  eligible: readonly [readonly number[], readonly number[]],
): [number | null, number | null] {
  const next = mulberry32(mix(seed, actions))
  const pick = (ids: readonly number[]): number | null => {
    const sorted = [...new Set(ids)].sort((a, b) => a - b)
    const r = next()
    return sorted.length === 0 ? null : sorted[Math.floor(r * sorted.length)]
  }
  const home = pick(eligible[0])
  const away = pick(eligible[1])
  return [home, away]
}

/**
 * A finished Classic game's most valuable player of each side (piece ids), from its seed, its action count at the
 * final whistle and the pieces of its final position — the one reading the league's result (classicStars.ts) and
 * the game-over screen (main's replay.events) both take, so the two never name different players.
 */
export function classicMvps(
  seed: number,
  actions: number,
  pieces: readonly { readonly id: number; readonly side: 0 | 1 }[],
): [number | null, number | null] {
  const ids = (side: 0 | 1) => pieces.filter((p) => p.side === side).map((p) => p.id)
  return drawMvps(seed, actions, [ids(0), ids(1)])
}
