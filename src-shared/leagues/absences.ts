// Who misses a league fixture (docs/rules/league-carry-over.md; Classic only): 002 injuries 11 "if you are playing
// a league match, the he must miss the next game as well" — a player seriously injured in a team's fixture misses
// that team's next fixture in the league's list — and 12 "won't be playing Blood Bowl any more" — a player killed
// in one of the team's earlier fixtures misses every later one of the league. Players are known by shirt number.

/** A casualty that outlasts its match, as a played fixture's result keeps it. */
export interface LastingInjury {
  readonly side: 0 | 1
  readonly number: number
  readonly name: string
  readonly kind: 'serious-injury' | 'dead'
  /** A dead player's coach's answer (removals.ts); absent until answered. */
  readonly answer?: 'removed' | 'kept'
}

export interface AbsenceFixture {
  readonly home: number
  readonly away: number
  readonly status: 'scheduled' | 'playing' | 'played'
  readonly result: { readonly injuries?: readonly LastingInjury[] } | null
}

/** The shirt numbers of league team `place` who miss fixture `index`. */
export function absentees(fixtures: readonly AbsenceFixture[], index: number, place: number): Set<number> {
  const out = new Set<number>()
  let previous = -1
  for (let i = 0; i < index && i < fixtures.length; i++) {
    const f = fixtures[i]
    if (f.home !== place && f.away !== place) continue
    previous = i
    // A dead player removed from the saved team is no longer on it: his number may be a new player's now.
    for (const injury of hurt(f, place))
      if (injury.kind === 'dead' && injury.answer !== 'removed') out.add(injury.number)
  }
  if (previous >= 0)
    for (const injury of hurt(fixtures[previous], place))
      if (injury.kind === 'serious-injury') out.add(injury.number)
  return out
}

/** The lasting injuries team `place` suffered in a played fixture. */
function hurt(f: AbsenceFixture, place: number): readonly LastingInjury[] {
  if (f.status !== 'played' || !f.result?.injuries) return []
  const side = f.home === place ? 0 : 1
  return f.result.injuries.filter((i) => i.side === side)
}
