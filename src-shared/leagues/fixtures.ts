// Round-robin fixtures for a club league (issue 23 point 4), by the circle method: one team stays put and the rest
// turn round it a place each round, so every pair meets exactly once in n − 1 rounds (n even). An odd count gets a
// bye (a place nobody fills): the team drawn against it rests that round. No seed prints a fixture list; the
// circle method is the one clubs use by hand, and it is deterministic, so the same teams give the same list.

export const LEAGUE_TEAMS_MIN = 3
export const LEAGUE_TEAMS_MAX = 16

/** One match of the list: league team indices (seed order), home first. Rounds count from 1. */
export interface Pairing {
  readonly round: number
  readonly home: number
  readonly away: number
}

/**
 * Every pair of `teams` teams once (with `twice`, again with home and away swapped, in as many rounds after the
 * first half), in round order, each team at home in half its matches (one more or less when it plays an odd
 * number).
 */
export function roundRobin(teams: number, options: { readonly twice?: boolean } = {}): Pairing[] {
  if (!Number.isInteger(teams) || teams < LEAGUE_TEAMS_MIN || teams > LEAGUE_TEAMS_MAX) {
    throw new RangeError(`A league has ${LEAGUE_TEAMS_MIN}–${LEAGUE_TEAMS_MAX} teams, not ${teams}.`)
  }
  const places = teams % 2 === 0 ? teams : teams + 1
  const bye = places > teams ? places - 1 : -1
  const rounds = places - 1
  // The circle: place 0 is fixed, the others turn one step each round.
  const circle = Array.from({ length: places }, (_, i) => i)
  const first: Pairing[] = []
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < places / 2; i++) {
      const a = circle[i]
      const b = circle[places - 1 - i]
      if (a === bye || b === bye) continue
      const [low, high] = a < b ? [a, b] : [b, a]
      // Home by the pair alone: the lower seed when the seeds' sum is odd, else the higher; against the last team
      // of an even count, the lower half at home. Every team is then at home in half its matches (±1).
      const lowHome = teams % 2 === 0 && high === teams - 1 ? low < teams / 2 : (low + high) % 2 === 1
      first.push({ round: r + 1, home: lowHome ? low : high, away: lowHome ? high : low })
    }
    circle.splice(1, 0, circle.pop()!)
  }
  if (!options.twice) return first
  return [...first, ...first.map((p) => ({ round: p.round + rounds, home: p.away, away: p.home }))]
}
