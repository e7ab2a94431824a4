// The win-chance estimate (issue 20 point 6): a finished position is its result exactly, a mirrored start is even,
// a seed gives one answer, the position is left as found, and forced dice queued on the game change nothing (the
// playouts roll their own). Blitz Bowl's short games keep these quick; one Classic check covers the policy there.
import { describe, expect, it } from 'vitest'
import { estimateWinChance, fromLead } from '@shared/ai/winChance'
import { createRandom } from '@shared/ai/rng'
import { blitzAi } from '@shared/ai/blitz/index'
import { redealBlitzHidden } from '@shared/ai/blitz/hidden'
import type { BlitzState } from '@shared/rules/blitz/state'
import type { Ruleset, RulesetId, Side } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { engineTeams } from '../../../../src-main/host/engineSources'

function newGame(id: RulesetId, home: number, away: number, seed = 11) {
  const ruleset = getRuleset(id) as Ruleset<unknown>
  const rosters = engineTeams.list(id)
  const teams = [engineTeams.build(id, rosters[home].id), engineTeams.build(id, rosters[away].id)] as const
  return { ruleset, state: ruleset.create({ ruleset: id, seed, teams }) }
}

/** Plays a Blitz Bowl game with the Beginner on both sides to the end, or to the first decision `stop` picks. */
function playedBlitz(seed: number, stop: (kind: string) => boolean = () => false) {
  const { ruleset, state } = newGame('blitz', 0, 1, seed)
  const rng = createRandom(seed)
  for (let i = 0; i < 5000; i++) {
    const decision = ruleset.decision(state)
    if (decision.side === null || stop(decision.kind)) break
    const legal = ruleset.legalActions(state)
    const action = blitzAi.beginner({
      ruleset,
      state,
      side: decision.side as Side,
      decision,
      legal,
      rng,
    } as never)
    const r = ruleset.apply(state, action)
    if (!r.ok) throw new Error(r.reason)
  }
  return { ruleset, state }
}

function finishedBlitz(seed: number) {
  const game = playedBlitz(seed)
  expect(game.ruleset.decision(game.state).side).toBeNull()
  return game
}

describe('estimateWinChance', () => {
  it('gives a finished game its result: 1 for the winner, 0 for the loser, no playouts', () => {
    let checked = 0
    for (let seed = 1; seed <= 6 && checked < 2; seed++) {
      const { ruleset, state } = finishedBlitz(seed)
      const [h, a] = ruleset.view(state).score
      if (h === a) continue
      const chance = estimateWinChance(ruleset, state, { seed: 3, playouts: 8 })
      expect(chance).toEqual({
        home: h > a ? 1 : 0,
        draw: 0,
        away: h > a ? 0 : 1,
        playouts: 0,
        cut: 0,
        actions: 0,
      })
      checked++
    }
    expect(checked).toBe(2)
  })

  it('is even for a mirrored start (the same team on both sides)', () => {
    const { ruleset, state } = newGame('blitz', 2, 2)
    const chance = estimateWinChance(ruleset, state, { seed: 7, playouts: 48 })
    expect(chance.playouts).toBe(48)
    expect(chance.cut).toBe(0)
    expect(chance.home + chance.draw + chance.away).toBeCloseTo(1, 12)
    // 48 playouts: one standard error of home − away is about 0.14; an estimate that favoured a side breaks this.
    expect(Math.abs(chance.home - chance.away)).toBeLessThanOrEqual(0.25)
    expect(chance.home).toBeGreaterThan(0.25)
    expect(chance.away).toBeGreaterThan(0.25)
  }, 120_000)

  it('gives one answer for a seed and leaves the position exactly as it found it', () => {
    const { ruleset, state } = newGame('blitz', 0, 3)
    const before = JSON.stringify(ruleset.serialize(state))
    const a = estimateWinChance(ruleset, state, { seed: 42, playouts: 12 })
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
    const b = estimateWinChance(ruleset, state, { seed: 42, playouts: 12 })
    expect(b).toEqual(a)
    expect(a.actions).toBeGreaterThan(0)
    // Another seed plays other games (a different amount of work, whatever the chances come to).
    expect(estimateWinChance(ruleset, state, { seed: 43, playouts: 12 }).actions).not.toBe(a.actions)
  })

  it('never reads forced dice: a queue of forced results changes nothing and is still there after', () => {
    const { ruleset, state } = newGame('blitz', 1, 0)
    const plain = estimateWinChance(ruleset, state, { seed: 5, playouts: 12 })
    ruleset.forceDice!(
      state,
      Array.from({ length: 40 }, () => 1),
    )
    const queued = JSON.stringify(ruleset.serialize(state))
    expect(estimateWinChance(ruleset, state, { seed: 5, playouts: 12 })).toEqual(plain)
    expect(JSON.stringify(ruleset.serialize(state))).toBe(queued)
  })

  // The playouts deal both hands again; a decision raised because a coach held a card (Blocking Play before his
  // turn, an Interrupt, Tough Enough, Bladed Knuckle Dusters) must then offer the card only if the new hand holds it
  // (a Blitz Bowl replay's line failed with "Bonus Play blocking-play is not playable").
  it('plays out from a Blitz Bowl Bladed Knuckle Dusters decision, whatever hands the playouts deal', () => {
    const { ruleset, state } = playedBlitz(1, (k) => k === 'knuckle-dusters')
    expect(ruleset.decision(state).kind).toBe('knuckle-dusters')
    const before = JSON.stringify(ruleset.serialize(state))
    const chance = estimateWinChance(ruleset, state, { seed: 9, playouts: 12 })
    expect(chance.playouts).toBe(12)
    expect(chance.home + chance.draw + chance.away).toBeCloseTo(1, 12)
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
  })

  it.each([
    ['pre-turn', 3],
    ['interrupt', 1],
    ['knuckle-dusters', 1],
  ] as const)(
    'a Blitz Bowl %s decision lists only what the hand dealt again can play (seed %i)',
    (kind, seed) => {
      const { ruleset, state } = playedBlitz(seed, (k) => k === kind)
      const side = ruleset.decision(state).side as Side
      const rng = createRandom(4)
      for (let deal = 0; deal < 24; deal++) {
        const at = ruleset.mark(state)
        // Dealt again from the other coach's view: this coach's own hand is what changes.
        redealBlitzHidden(state as BlitzState, (1 - side) as Side, rng)
        for (const action of ruleset.legalActions(state)) {
          const tried = ruleset.mark(state)
          expect(ruleset.apply(state, action).ok).toBe(true)
          ruleset.undo(state, tried)
        }
        ruleset.undo(state, at)
      }
    },
  )

  it('plays Classic with its coach to the final whistle', () => {
    const { ruleset, state } = newGame('classic', 0, 1)
    const chance = estimateWinChance(ruleset, state, { seed: 9, playouts: 2 })
    expect(chance.playouts).toBe(2)
    expect(chance.cut).toBe(0)
    expect(chance.actions).toBeGreaterThan(500)
    for (const share of [chance.home, chance.draw, chance.away]) expect([0, 0.5, 1]).toContain(share)
    expect(chance.home + chance.draw + chance.away).toBe(1)
  })

  it('cuts a playout at maxActions and scores it from the evaluation', () => {
    const { ruleset, state } = newGame('crosscheck', 0, 1)
    const chance = estimateWinChance(ruleset, state, { seed: 9, playouts: 3, maxActions: 5 })
    expect(chance).toMatchObject({ playouts: 3, cut: 3, actions: 15 })
    // Five actions into the game nobody has scored: each cut playout is the evaluation's lead spread over what is
    // still to come — never a certain result for either side (the fitted weights decide how far from even).
    for (const share of [chance.home, chance.draw, chance.away]) {
      expect(share).toBeGreaterThan(0.05)
      expect(share).toBeLessThan(0.9)
    }
    expect(chance.home + chance.draw + chance.away).toBeCloseTo(1, 12)
  })
})

describe('fromLead', () => {
  it('is even at no lead, and near certain for a lead far past the spread', () => {
    const level = fromLead(0, 1)
    expect(level.home).toBeCloseTo(1 - level.home - level.draw, 6)
    expect(level.draw).toBeCloseTo(0.383, 3)
    expect(fromLead(4, 1).home).toBeGreaterThan(0.999)
    expect(fromLead(-4, 1).home).toBeLessThan(0.001)
  })
})
