// Issue 20 point 4, the AI never peeks: a Hard decision must not depend on what its coach cannot know. Pairs of
// real Blitz Bowl and Classic positions that differ only in something hidden — the opponent's Bonus Play hand
// (001 A Coach's Hand), the deck's order below its face-up top card (001 Setting Up, step 4), a queued forced die
// (tests, drills, scenarios) — must give the very same search report (action, nodes, simulations) for the same AI
// seed and node budget, and leave the real cards and queue exactly as they were.
import type { Action, Ruleset } from '@shared/engine/api'
import { blitzAi } from '@shared/ai/blitz/index'
import { classicAi } from '@shared/ai/classic/index'
import { searchHard, type SearchReport } from '@shared/ai/hard/search'
import { createRandom } from '@shared/ai/rng'
import type { AiContext, GameAi } from '@shared/ai/types'
import { forcedCount } from '@shared/engine/dice'
import { estimateWinChance } from '@shared/ai/winChance'
import { DECK, EVENT_BASE, G_DECK_LEN, G_DECK_TOP, HAND0, HAND_MAX } from '@shared/rules/blitz/layout'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { team } from '../../classic/fixtures'

const NODES = 200

/**
 * The Hard search's report, with a trace of everything the look-ahead showed its policy and evaluation: each
 * decision asked (kind, side, legal actions, the answer) and each leaf's value. Equal traces mean the search saw
 * the very same games, not merely that it happened to pick the same action.
 */
function search(kit: GameAi, ruleset: Ruleset<unknown>, s: unknown, nodes = NODES): string {
  const decision = ruleset.decision(s)
  if (decision.side === null) throw new Error('the game is over')
  const trace: string[] = []
  const policy = kit.coach ?? kit.beginner
  const watched: GameAi = {
    ...kit,
    beginner: (c) => {
      const a = policy(c)
      trace.push(`${c.decision.kind} ${c.side} ${JSON.stringify(c.legal)} -> ${JSON.stringify(a)}`)
      return a
    },
    coach: undefined,
    evaluate: (st, side) => {
      const v = kit.evaluate(st, side)
      trace.push(`= ${v}`)
      return v
    },
  }
  const ctx: AiContext = {
    ruleset,
    state: s,
    side: decision.side,
    decision,
    legal: ruleset.legalActions(s),
    rng: createRandom(3),
  }
  const report: SearchReport = searchHard(watched, ctx, { nodes })
  return JSON.stringify({ report, trace })
}

/** Where two traces part (enough to see what leaked). */
function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `${a.slice(Math.max(0, i - 120), i)} [${a.slice(i, i + 80)} | ${b.slice(i, i + 80)}]`
}

const copy = <S>(ruleset: Ruleset<S>, s: S): S => ruleset.deserialize(ruleset.serialize(s))

/** Plays a seeded Blitz Bowl game with the Beginner on both sides until `ready` holds at a searched decision. */
function blitzPositions(seed: number, count: number, ready: (s: BlitzState) => boolean): BlitzState[] {
  const s = blitzRuleset.create({
    ruleset: 'blitz',
    seed,
    teams: [{ teamId: 'human' }, { teamId: 'orc' }],
    options: { randomEvents: true },
  })
  const rng = createRandom(seed)
  const found: BlitzState[] = []
  for (let n = 0; n < 5000 && found.length < count; n++) {
    const decision = blitzRuleset.decision(s)
    if (decision.side === null) break
    const legal = blitzRuleset.legalActions(s)
    if (decision.kind === 'turn' && legal.length > 2 && ready(s)) {
      found.push(copy(blitzRuleset, s))
      // The next one a little later in the game.
      for (let k = 0; k < 25 && blitzRuleset.decision(s).side !== null; k++) step(s, rng)
      continue
    }
    step(s, rng)
  }
  if (found.length < count) throw new Error(`only ${found.length} positions in game ${seed}`)
  return found
}

/**
 * One position from each of the first `count` seeds from `from` on whose game reaches one: how soon a game gets
 * there hangs on the policies, which change; the test needs the kind of position, not a given game.
 */
function blitzPositionsFrom(from: number, count: number, ready: (s: BlitzState) => boolean): BlitzState[] {
  const found: BlitzState[] = []
  for (let seed = from; seed < from + 5 * count && found.length < count; seed++) {
    try {
      found.push(...blitzPositions(seed, 1, ready))
    } catch {
      // this game never reached such a position: the next seed
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} positions from seeds ${from}+`)
  return found
}

function step(s: BlitzState, rng: ReturnType<typeof createRandom>): void {
  const decision = blitzRuleset.decision(s)
  const legal = blitzRuleset.legalActions(s)
  const action: Action = blitzAi.beginner({
    ruleset: blitzRuleset,
    state: s,
    side: decision.side!,
    decision,
    legal,
    rng,
  })
  const r = blitzRuleset.apply(s, action)
  if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
}

const words = (s: BlitzState, at: number, n: number): number[] => Array.from(s.m.w.subarray(at, at + n))
const oppHand = (s: BlitzState): number => {
  const side = blitzRuleset.decision(s).side!
  return HAND0 + (1 - side) * HAND_MAX
}
/** Deck positions below the face-up top card holding challenge cards (not events). */
const hiddenDeck = (s: BlitzState): number[] => {
  const out: number[] = []
  for (let i = s.m.w[G_DECK_TOP] + 1; i < s.m.w[G_DECK_LEN]; i++)
    if (s.m.w[DECK + i] < EVENT_BASE) out.push(DECK + i)
  return out
}
const heldBy = (s: BlitzState, at: number): number[] => {
  const out: number[] = []
  for (let i = 0; i < HAND_MAX; i++) if (s.m.w[at + i] >= 0) out.push(at + i)
  return out
}

const withHand = (s: BlitzState): boolean => heldBy(s, oppHand(s)).length > 0 && hiddenDeck(s).length >= 2
const isEvent = (s: BlitzState, i: number): boolean => s.m.w[DECK + i] >= EVENT_BASE
/** A deck whose reversal below the top changes whether the card after the top is a Random Event (001: an event
 * that comes to the top is drawn at once), so the real order would show in any look-ahead past the turn's end. */
const withDeck = (s: BlitzState): boolean => {
  const top = s.m.w[G_DECK_TOP]
  const len = s.m.w[G_DECK_LEN]
  return len - top > 3 && isEvent(s, top + 1) !== isEvent(s, len - 1)
}

describe('Hard never peeks (issue 20 point 4)', () => {
  it("Blitz Bowl: the opponent's secret hand never changes the decision", () => {
    const positions = [...blitzPositions(11, 2, withHand), ...blitzPositions(12, 2, withHand)]
    const differed: string[] = []
    for (const s of positions) {
      // The same position with the opponent's cards swapped for cards still in the deck (below its top).
      const other = copy(blitzRuleset, s)
      const deck = hiddenDeck(other)
      heldBy(other, oppHand(other)).forEach((at, k) => {
        const d = deck[deck.length - 1 - k]
        const card = other.m.w[at]
        other.m.w[at] = other.m.w[d]
        other.m.w[d] = card
      })
      expect(words(other, oppHand(other), HAND_MAX)).not.toEqual(words(s, oppHand(s), HAND_MAX))
      const before = words(other, 0, other.m.w.length)
      const a = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, s)
      const b = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, other)
      if (a !== b) differed.push(firstDifference(a, b))
      // The real cards are back where they were.
      expect(words(other, 0, other.m.w.length)).toEqual(before)
    }
    expect(differed).toEqual([])
  })

  it("the win-chance line reads neither coach's hand: the same estimate with both hands swapped for deck cards", () => {
    for (const s of [...blitzPositions(11, 1, withHand), ...blitzPositions(12, 1, withHand)]) {
      const other = copy(blitzRuleset, s)
      const deck = hiddenDeck(other)
      let k = 0
      for (const side of [0, 1])
        for (const at of heldBy(other, HAND0 + side * HAND_MAX)) {
          const d = deck[deck.length - 1 - k++]
          if (d === undefined) break
          const card = other.m.w[at]
          other.m.w[at] = other.m.w[d]
          other.m.w[d] = card
        }
      expect(words(other, HAND0, 2 * HAND_MAX)).not.toEqual(words(s, HAND0, 2 * HAND_MAX))
      const a = estimateWinChance(blitzRuleset, s, { seed: 5, playouts: 4 })
      const b = estimateWinChance(blitzRuleset, other, { seed: 5, playouts: 4 })
      expect(b).toEqual(a)
    }
  })

  it("Blitz Bowl: the deck's order below its face-up top never changes the decision", () => {
    const positions = blitzPositionsFrom(21, 4, withDeck)
    const differed: string[] = []
    for (const s of positions) {
      const other = copy(blitzRuleset, s)
      // Reverse the deck below its face-up top card, events and all.
      const top = other.m.w[G_DECK_TOP]
      const cards = words(other, DECK + top + 1, other.m.w[G_DECK_LEN] - top - 1).reverse()
      cards.forEach((card, k) => (other.m.w[DECK + top + 1 + k] = card))
      expect(words(other, DECK, 40)).not.toEqual(words(s, DECK, 40))
      const a = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, s)
      const b = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, other)
      if (a !== b) differed.push(firstDifference(a, b))
    }
    expect(differed).toEqual([])
  })

  it('Blitz Bowl: a queued forced die never changes the decision, and stays queued for the game', () => {
    const positions = [...blitzPositions(31, 2, () => true), ...blitzPositions(32, 2, () => true)]
    const differed: string[] = []
    for (const s of positions) {
      const other = copy(blitzRuleset, s)
      blitzRuleset.forceDice!(other, [1, 1, 1, 1, 1, 1])
      const a = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, s)
      const b = search(blitzAi as GameAi, blitzRuleset as Ruleset<unknown>, other)
      if (a !== b) differed.push(firstDifference(a, b))
      expect(forcedCount(other.m)).toBe(6)
    }
    expect(differed).toEqual([])
  })

  it('Classic: a queued forced die never changes the decision, and stays queued for the game', () => {
    const differed: string[] = []
    for (const seed of [41, 42, 43]) {
      const s = classicRuleset.create({ ruleset: 'classic', seed, teams: [team('human'), team('orc')] })
      // Into the first half: the Beginner plays both sides until a turn with a few players to choose from.
      const rng = createRandom(seed)
      for (let n = 0; n < 400; n++) {
        const decision = classicRuleset.decision(s)
        if (decision.kind === 'turn' && n > 60) break
        const legal = classicRuleset.legalActions(s)
        const act = classicAi.beginner({
          ruleset: classicRuleset,
          state: s,
          side: decision.side!,
          decision,
          legal,
          rng,
        })
        const r = classicRuleset.apply(s, act)
        if (!r.ok) throw new Error(`${r.code}: ${r.reason}`)
      }
      const other = copy(classicRuleset, s)
      classicRuleset.forceDice!(other, [1, 1, 1, 1, 1, 1])
      const a = search(classicAi as GameAi, classicRuleset as Ruleset<unknown>, s)
      const b = search(classicAi as GameAi, classicRuleset as Ruleset<unknown>, other)
      if (a !== b) differed.push(firstDifference(a, b))
      const m = (other as unknown as { m: Parameters<typeof forcedCount>[0] }).m
      expect(forcedCount(m)).toBe(6)
    }
    expect(differed).toEqual([])
  })
})
