// The Challenge deck as set up (001: Setting Up the Game, Random Event Cards) and the D8 arenas table (001: Blitz
// Bowl Arenas), over seeded games: exact composition always, rates against exact probabilities.
import { ARENAS } from '@shared/rules/blitz/data/arenas'
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { EVENT_DECK } from '@shared/rules/blitz/data/events'
import { DECK, EVENT_BASE, G_DECK_LEN, G_DECK_TOP } from '@shared/rules/blitz/layout'
import { applyCode } from '@shared/rules/blitz/ruleset'
import { chooserRng, randomCode } from '@shared/rules/blitz/randomPlay'
import { createBlitz } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'

const game = (seed: number, options = {}): BlitzState =>
  createBlitz({ ruleset: 'blitz', seed, teams: [{ teamId: 'orc' }, { teamId: 'dwarf' }], options })

/** Plays the set-up with random choices until the deck has been shuffled and the three active cards dealt. */
function dealt(seed: number, options = {}): number[] {
  const s = game(seed, options)
  const rng = chooserRng(seed)
  const buf: number[] = []
  for (let i = 0; i < 500 && s.m.w[G_DECK_LEN] === 0; i++) applyCode(s, randomCode(s, rng, buf))
  expect(s.m.w[G_DECK_TOP]).toBe(3)
  return Array.from(s.m.w.slice(DECK, DECK + s.m.w[G_DECK_LEN]))
}

/** n trials with probability p land within 4.5 standard deviations of n·p. */
function expectRate(count: number, n: number, p: number): void {
  const sd = Math.sqrt(n * p * (1 - p))
  expect(Math.abs(count - n * p)).toBeLessThanOrEqual(4.5 * sd)
}

describe('Blitz Bowl Challenge deck and arenas', () => {
  it('without Random Events: the 26 Challenge Cards, each once', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const deck = dealt(seed)
      expect([...deck].sort((a, b) => a - b)).toEqual(CHALLENGE_CARDS.map((_, i) => i))
    }
  })

  it('with Random Events: the 26 cards and 6 of the 12 events, none dealt nor on top; each event in at 1/2', () => {
    const n = 300
    const included = new Array(EVENT_DECK.length).fill(0)
    let secondIsEvent = 0
    for (let seed = 1; seed <= n; seed++) {
      const deck = dealt(seed, { randomEvents: true })
      expect(deck.length).toBe(CHALLENGE_CARDS.length + 6)
      const cards = deck.filter((c) => c < EVENT_BASE).sort((a, b) => a - b)
      expect(cards).toEqual(CHALLENGE_CARDS.map((_, i) => i))
      const events = deck.filter((c) => c >= EVENT_BASE)
      expect(new Set(events).size).toBe(6)
      for (const e of events) expect(e - EVENT_BASE).toBeLessThan(EVENT_DECK.length)
      // 001: the three active cards are Challenge Cards, and no event is on top of the deck
      for (let i = 0; i <= 3; i++) expect(deck[i]).toBeLessThan(EVENT_BASE)
      for (const e of events) included[e - EVENT_BASE]++
      if (deck[4] >= EVENT_BASE) secondIsEvent++
    }
    // each of the 12 copies is among the 6 chosen with probability 6/12
    for (const c of included) expectRate(c, n, 1 / 2)
    // under a non-event top card, 28 cards remain of which 6 are events
    expectRate(secondIsEvent, n, 6 / 28)
  })

  it("the D8 arenas table: 'random' picks each of the 8 arenas at 1/8, in the table's order", () => {
    ARENAS.forEach((a, i) => expect(a.roll).toBe(i + 1))
    const n = 800
    const counts = new Map<string, number>()
    for (let seed = 1; seed <= n; seed++) {
      const arena = String(game(seed, { arena: 'random' }).meta.options.arena)
      counts.set(arena, (counts.get(arena) ?? 0) + 1)
    }
    expect([...counts.keys()].sort()).toEqual(ARENAS.map((a) => a.id).sort())
    for (const c of counts.values()) expectRate(c, n, 1 / 8)
  })
})
