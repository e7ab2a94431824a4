// The turn clock's `turn-timeout` in each ruleset (engine/turnClock.ts): with the option on it is the seed's
// turnover of the team on turn (004 turn end 6; 000 "2.5 minutes have expired"; Blitz Bowl: the turn ends as End
// Turn does); it is refused, changing nothing, with the option off, at the other coach's decision and outside a
// team turn. Games are played to the position with seeded random choices, so every outcome is exact.
import { describe, expect, it } from 'vitest'
import type { Action, Ruleset, RulesetId } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import { mulberry32 } from '@shared/engine/mulberry32'
import { engineTeams } from '../../../src-main/host/engineSources'

const ROSTERS: Record<RulesetId, [string, string]> = {
  classic: ['human', 'orc'],
  blitz: ['human', 'orc'],
  crosscheck: ['human', 'orc'],
}

function game(id: RulesetId, clock: boolean, seed = 7) {
  const ruleset = getRuleset(id)
  const teams = ROSTERS[id].map((r) => engineTeams.build(id, r)) as [unknown, unknown]
  const state = ruleset.create({ ruleset: id, seed, teams, options: { turnClock: clock } })
  return { ruleset, state }
}

/**
 * Plays seeded random legal actions until `stop` holds (at most 3000 actions); a set-up takes a preset formation
 * and confirms (random placing would hardly ever finish one). False when the game ended first.
 */
function playUntil(ruleset: Ruleset, state: unknown, stop: () => boolean, seed = 3): boolean {
  const random = mulberry32(seed)
  for (let i = 0; i < 3000 && !stop(); i++) {
    const all = ruleset.legalActions(state)
    if (all.length === 0) return false
    const done = all.filter((a) => a.type === 'setup-done')
    const formations = all.filter((a) => a.type === 'formation')
    const moves = all.filter((a) => a.type !== 'end-turn' || random() < 0.05)
    const pool = done.length > 0 ? done : formations.length > 0 ? formations : moves.length > 0 ? moves : all
    const result = ruleset.apply(state, pool[Math.floor(random() * pool.length)])
    if (!result.ok) throw new Error(result.reason)
  }
  return stop()
}

/** The first game (seeds 7, 8, ...) that reaches the position. */
function gameAt(id: RulesetId, clock: boolean, stop: (ruleset: Ruleset, state: unknown) => boolean) {
  for (let seed = 7; seed < 60; seed++) {
    const { ruleset, state } = game(id, clock, seed)
    if (playUntil(ruleset, state, () => stop(ruleset, state))) return { ruleset, state }
  }
  throw new Error('position not reached')
}

const TIMEOUT: Action = { type: 'turn-timeout' }

/** The first 'turn' decision of the coach on turn. */
function atTurn(ruleset: Ruleset, state: unknown): boolean {
  const d = ruleset.decision(state)
  return d.kind === 'turn' && d.side === ruleset.view(state).activeSide
}

describe.each(['classic', 'blitz', 'crosscheck'] as const)('turn-timeout in %s', (id) => {
  it('ends the turn of the team on turn at its turn decision', () => {
    const { ruleset, state } = gameAt(id, true, atTurn)
    const side = ruleset.view(state).activeSide!
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const types = result.events.map((e) => e.type)
    expect(result.events[0]).toEqual({ type: 'turn-timeout', side })
    // 004 turn end 6 is a turnover (Classic's own event); every game ends the side's turn.
    if (id === 'classic') expect(result.events[1]).toEqual({ type: 'turnover', side })
    expect(result.events).toContainEqual({ type: 'turn-end', side })
    expect(types.filter((t) => t === 'turn-timeout')).toHaveLength(1)
    // The other coach's turn follows.
    expect(ruleset.view(state).activeSide).toBe(1 - side)
    expect(ruleset.legalActions(state).some((a) => a.type === 'turn-timeout')).toBe(false)
  })

  it('is never a legal action of any decision (no AI or menu offers it)', () => {
    const { ruleset, state } = game(id, true)
    const random = mulberry32(5)
    for (let i = 0; i < 400; i++) {
      const legal = ruleset.legalActions(state)
      if (legal.length === 0) break
      expect(legal.some((a) => a.type === 'turn-timeout')).toBe(false)
      ruleset.apply(state, legal[Math.floor(random() * legal.length)])
    }
  })

  it('is refused, changing nothing, when the clock option is off', () => {
    const { ruleset, state } = gameAt(id, false, atTurn)
    const before = JSON.stringify(ruleset.serialize(state))
    const result = ruleset.apply(state, TIMEOUT)
    expect(result).toEqual({
      ok: false,
      code: 'action/illegal',
      reason: 'turn-timeout: the turn clock is off in this game',
    })
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
  })

  it('is refused outside a team turn (the set-up)', () => {
    const { ruleset, state } = game(id, true)
    expect(ruleset.view(state).activeSide).toBe(null)
    const before = JSON.stringify(ruleset.serialize(state))
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.code).toBe('action/illegal')
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
  })

  it('is refused at a decision of the other coach', () => {
    const { ruleset, state } = gameAt(id, true, (r, s) => {
      const active = r.view(s).activeSide
      const d = r.decision(s)
      return active !== null && d.side !== null && d.side !== active
    })
    const before = JSON.stringify(ruleset.serialize(state))
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.code).toBe('action/illegal')
      expect(result.reason).toMatch(/^turn-timeout ends only the (team )?turn of the side on turn/)
    }
    expect(JSON.stringify(ruleset.serialize(state))).toBe(before)
  })

  it('passes the strict action check with no fields, and refuses a field', () => {
    const { ruleset } = game(id, true)
    expect(ruleset.checkAction!(TIMEOUT)).toBe(null)
    expect(ruleset.checkAction!({ type: 'turn-timeout', side: 0 })?.code).toBe('action/malformed')
  })
})

describe('turn-timeout during an action', () => {
  it("Classic: a moving player's action ends and the turnover follows (004 turn end 6)", () => {
    const { ruleset, state } = gameAt('classic', true, (r, s) => r.decision(s).kind === 'activation')
    const side = ruleset.view(state).activeSide!
    const player = ruleset.decision(state).player
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.events.slice(0, 2)).toEqual([
      { type: 'turn-timeout', side },
      { type: 'turnover', side },
    ])
    expect(player).toBeTypeOf('number')
    expect(ruleset.view(state).activeSide).toBe(1 - side)
  })

  it("Cross Check: a skating player's move ends and the turn with it (000)", () => {
    const { ruleset, state } = gameAt('crosscheck', true, (r, s) => r.decision(s).kind === 'move')
    const side = ruleset.view(state).activeSide!
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.events[0]).toEqual({ type: 'turn-timeout', side })
    expect(result.events).toContainEqual({ type: 'turn-end', side })
    expect(ruleset.view(state).activeSide).toBe(1 - side)
  })

  it('Blitz Bowl: refused during a Run (the action is finished first)', () => {
    const { ruleset, state } = gameAt('blitz', true, (r, s) => r.decision(s).kind === 'run')
    const result = ruleset.apply(state, TIMEOUT)
    expect(result.ok).toBe(false)
  })
})
