// Blitz Bowl's hidden cards dealt again for the AI's look-ahead (ai/blitz/hidden.ts, issue 20 point 4): what the
// deciding coach sees stays put, what it cannot see is re-dealt from the AI's generator as a function of what is
// hidden as a set (never of where each card really lies), and the look-ahead's undo puts the real cards back.
import { redealBlitzHidden } from '@shared/ai/blitz/hidden'
import { blitzAi } from '@shared/ai/blitz/index'
import { lookahead } from '@shared/ai/hard/lookahead'
import { createRandom } from '@shared/ai/rng'
import type { Ruleset } from '@shared/engine/api'
import { forcedCount, roll } from '@shared/engine/dice'
import {
  ACTIVE,
  DECK,
  EVENT_BASE,
  G_DECK_LEN,
  G_DECK_TOP,
  G_DISCARDS,
  HAND0,
  HAND_MAX,
} from '@shared/rules/blitz/layout'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario } from '@shared/rules/blitz/scenario'
import type { BlitzState } from '@shared/rules/blitz/state'

function table(): BlitzState {
  return buildScenario({
    name: 'hidden cards',
    options: { randomEvents: true },
    teams: {
      home: { team: 'orc', players: [{ id: 'a', position: 'thrower', at: [2, 5], ball: true }] },
      away: { team: 'dwarf', players: [{ id: 'd', position: 'runner', at: [8, 5] }] },
    },
    cards: {
      active: ['get-moving', null, 'showboat'],
      // The top (visible), then two events face-down among the rest of the deck.
      deck: ['spread-out', 'event:get-the-ref', 'tie-them-up', 'event:banana-skins'],
      hands: { home: ['sprint'], away: ['dodge', 'jump-up'] },
    },
  }).s
}

const words = (s: BlitzState, at: number, n: number): number[] => Array.from(s.m.w.subarray(at, at + n))
const HOME_HAND = HAND0
const AWAY_HAND = HAND0 + HAND_MAX
const below = (s: BlitzState): number[] =>
  words(s, DECK + s.m.w[G_DECK_TOP] + 1, s.m.w[G_DECK_LEN] - s.m.w[G_DECK_TOP] - 1)
/** The hidden challenge cards as a set: the away hand and the deck below its top, events left out. */
const hiddenSet = (s: BlitzState): number[] =>
  [...words(s, AWAY_HAND, HAND_MAX), ...below(s)]
    .filter((c) => c >= 0 && c < EVENT_BASE)
    .sort((a, b) => a - b)

describe("Blitz Bowl's hidden cards for the look-ahead", () => {
  it("keeps what the home coach sees and re-deals the away hand and the deck's hidden part", () => {
    const s = table()
    const before = {
      own: words(s, HOME_HAND, HAND_MAX),
      active: words(s, ACTIVE, 3),
      top: s.m.w[DECK + s.m.w[G_DECK_TOP]],
      counts: [s.m.w[G_DECK_TOP], s.m.w[G_DECK_LEN], s.m.w[G_DISCARDS]],
      away: words(s, AWAY_HAND, HAND_MAX),
      hidden: hiddenSet(s),
      events: below(s).filter((c) => c >= EVENT_BASE).length,
    }
    const at = blitzRuleset.mark(s)
    redealBlitzHidden(s, 0, createRandom(5))
    expect(words(s, HOME_HAND, HAND_MAX)).toEqual(before.own)
    expect(words(s, ACTIVE, 3)).toEqual(before.active)
    expect(s.m.w[DECK + s.m.w[G_DECK_TOP]]).toBe(before.top)
    expect([s.m.w[G_DECK_TOP], s.m.w[G_DECK_LEN], s.m.w[G_DISCARDS]]).toEqual(before.counts)
    // The away hand keeps its size and slots, holds challenge cards only, and the hidden cards are the same set.
    const away = words(s, AWAY_HAND, HAND_MAX)
    expect(away.map((c) => c >= 0)).toEqual(before.away.map((c) => c >= 0))
    expect(away.every((c) => c < EVENT_BASE)).toBe(true)
    expect(away).not.toEqual(before.away)
    expect(hiddenSet(s)).toEqual(before.hidden)
    const events = below(s).filter((c) => c >= EVENT_BASE)
    expect(events).toHaveLength(before.events)
    expect(new Set(events).size).toBe(events.length)
    blitzRuleset.undo(s, at)
    expect(words(s, AWAY_HAND, HAND_MAX)).toEqual(before.away)
    expect(hiddenSet(s)).toEqual(before.hidden)
  })

  it('deals the same whatever the hidden cards really are, for the same generator', () => {
    const s = table()
    const other = table()
    // The away coach's cards swapped with two from deep in the deck, and the deck's hidden part reversed.
    const deep = [other.m.w[G_DECK_LEN] - 1, other.m.w[G_DECK_LEN] - 2].map((i) => DECK + i)
    ;[AWAY_HAND, AWAY_HAND + 1].forEach((h, k) => {
      const card = other.m.w[h]
      other.m.w[h] = other.m.w[deep[k]]
      other.m.w[deep[k]] = card
    })
    const rest = below(other).reverse()
    rest.forEach((c, k) => (other.m.w[DECK + other.m.w[G_DECK_TOP] + 1 + k] = c))
    expect(words(other, 0, other.m.w.length)).not.toEqual(words(s, 0, s.m.w.length))
    redealBlitzHidden(s, 0, createRandom(9))
    redealBlitzHidden(other, 0, createRandom(9))
    expect(words(other, 0, other.m.w.length)).toEqual(words(s, 0, s.m.w.length))
  })

  it("draws the deck's events from those not yet seen, whichever is really there", () => {
    const s = table()
    // The first event has been drawn (the deck's top has passed it): it cannot come again.
    const drawn = s.m.w[DECK + 1]
    s.m.w[G_DECK_TOP] = 2
    const dealt = new Set<number>()
    for (let seed = 0; seed < 20; seed++) {
      const at = blitzRuleset.mark(s)
      redealBlitzHidden(s, 0, createRandom(seed))
      for (const c of below(s)) if (c >= EVENT_BASE) dealt.add(c)
      blitzRuleset.undo(s, at)
    }
    // Which event lies in the deck is unknown too: the one really there is not always the one dealt.
    expect(dealt.size).toBeGreaterThan(1)
    expect(dealt.has(drawn)).toBe(false)
  })

  it('runs inside every look-ahead: forced dice emptied, cards re-dealt, and all of it undone', () => {
    const s = table()
    const plain = table()
    blitzRuleset.forceDice!(s, [6, 6, 6, 6])
    const real = words(s, 0, s.m.w.length)
    const look = (st: BlitzState) =>
      lookahead(
        blitzRuleset as Ruleset<unknown>,
        st,
        77,
        { side: 0, redeal: blitzAi.redealHidden as never },
        () => ({
          queued: forcedCount(st.m),
          dice: [1, 2, 3, 4, 5, 6, 7, 8].map(() => roll(st.m, 6)),
          away: words(st, AWAY_HAND, HAND_MAX),
        }),
      )
    const seen = look(s)
    expect(seen.queued).toBe(0)
    // The look-ahead's dice are the fresh seed's, as if nothing had been queued.
    expect(seen).toEqual(look(plain))
    expect(words(s, 0, s.m.w.length)).toEqual(real)
    expect(forcedCount(s.m)).toBe(4)
  })
})
