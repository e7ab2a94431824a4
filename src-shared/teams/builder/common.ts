// What the team builder's drafts share: the typed error a refused change throws, and shirt numbers.

export type BuilderProblem =
  'unknown-position' | 'unknown-player' | 'position-full' | 'team-full' | 'fixed-lineup'

/** A change the builder refused; the draft it was asked of is unchanged. */
export class BuilderError extends Error {
  constructor(
    readonly reason: BuilderProblem,
    message: string,
  ) {
    super(message)
    this.name = 'BuilderError'
  }
}

/** The lowest shirt number 1..99 nobody wears (99 when all are worn: the schema then names the clash). */
export function nextFreeNumber(players: readonly { readonly number: number }[]): number {
  const worn = new Set(players.map((p) => p.number))
  for (let n = 1; n <= 99; n++) if (!worn.has(n)) return n
  return 99
}
