// Advancement by star player points, a league option off by default (`advancement`; docs/rules/league-carry-over.md
// point 5). No seed prints an advancement table, so the app takes the third edition's published one (from outside
// the seeds): a player reaching 6, 16, 31, 51, 76 and 176 points becomes Experienced, Veteran, Emerging Star, Star,
// Super Star and Legend, each level earning one new skill (advances.ts: which skills, and taking them; Classic).
import type { StarPlayerRow } from './starPlayers'

export const SPP_LEVELS = [
  { level: 'rookie', from: 0 },
  { level: 'experienced', from: 6 },
  { level: 'veteran', from: 16 },
  { level: 'emerging-star', from: 31 },
  { level: 'star', from: 51 },
  { level: 'super-star', from: 76 },
  { level: 'legend', from: 176 },
] as const

export type SppLevel = (typeof SPP_LEVELS)[number]['level']

/** A player's level for his points, and the advances it brings (one per level past Rookie; none taken yet). */
export function levelOf(spp: number): { level: SppLevel; advances: number } {
  let reached = 0
  SPP_LEVELS.forEach((l, i) => {
    if (spp >= l.from) reached = i
  })
  return { level: SPP_LEVELS[reached].level, advances: reached }
}

/** The star players with their levels, for a league that plays with advancement. */
export function withLevels(rows: readonly StarPlayerRow[]): StarPlayerRow[] {
  return rows.map((row) => ({ ...row, ...levelOf(row.spp) }))
}
