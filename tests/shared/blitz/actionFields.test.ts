// Blitz Bowl actions parsed strictly at the boundary (ruleset.checkAction, actionFields.ts). A Blitz Bowl code may
// hold any field for any type, so the table says which each type carries; random games with every advanced and
// optional rule on show it takes every action the rules offer, and it refuses the rest.
import { BLITZ_ACTION_FIELDS } from '@shared/rules/blitz/actionFields'
import { decode, encode, isKnownType } from '@shared/rules/blitz/actions'
import { TEAM_CARDS } from '@shared/rules/blitz/data/teamSchema'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { Ruleset } from '@shared/engine/api'
import { checkLegalActions, fieldExtremes, withField } from '../legalActionCheck'

const ruleset = blitzRuleset as unknown as Ruleset
const check = (action: unknown) => blitzRuleset.checkAction!(action)
const ALL_ON = {
  randomEvents: true,
  specialBalls: true,
  throwTeamMate: true,
  fouls: true,
  arena: 'random',
  rookies: 'home',
}

describe('Blitz Bowl action fields', () => {
  it('has exactly the types the rules encode', () => {
    for (const type of Object.keys(BLITZ_ACTION_FIELDS)) expect(isKnownType(type), type).toBe(true)
    for (let t = 1; t <= 29; t++) expect(Object.keys(BLITZ_ACTION_FIELDS)).toContain(decode(t).type)
  })

  it('takes every action the rules offer in random games of every team card', () => {
    const seen = new Set<string>()
    TEAM_CARDS.forEach((card, i) => {
      const away = TEAM_CARDS[(i * 5 + 3) % TEAM_CARDS.length]
      const setup = {
        ruleset: 'blitz' as const,
        seed: 100 + i,
        teams: [{ teamId: card.id }, { teamId: away.id }] as const,
        ...(i % 2 === 0 ? { options: ALL_ON } : {}),
      }
      const result = checkLegalActions(ruleset, setup, 100 + i, 3000)
      expect(result.refused, card.id).toEqual([])
      for (const type of result.types.keys()) seen.add(type)
    })
    // All but the rarest decisions come up ('bounce', Safe Hands choosing a square, and 'discard-hand' with a full
    // hand); those two carry one number each, as the round trip below shows.
    expect(Object.keys(BLITZ_ACTION_FIELDS).filter((t) => !seen.has(t)).length).toBeLessThanOrEqual(3)
    for (const type of ['place', 'run', 'step', 'mark', 'block', 'throw', 'claim', 'play', 'reroll', 'foul'])
      expect(seen).toContain(type)
  })

  it('takes both ends of every field, and what it takes encodes and decodes to itself', () => {
    for (const action of fieldExtremes(BLITZ_ACTION_FIELDS)) {
      expect(check(action), JSON.stringify(action)).toBeNull()
      const code = encode(action)
      expect(code, JSON.stringify(action)).not.toBeNull()
      expect(decode(code!)).toEqual(action)
    }
  })

  it('refuses a field the type does not carry, a missing one, a wrong type and a value out of range', () => {
    const run = { type: 'run', player: 3 }
    expect(check(run)).toBeNull()
    expect(check({ ...run, bonus: 'sprint' })).toBeNull()
    // The engine's codes could hold a square on a run; no legal run has one, so it is refused, not stored.
    expect(check({ ...run, x: 4, y: 4 })).toEqual({
      code: 'action/malformed',
      reason: '"run" has no field "x"',
    })
    expect(check(withField(run, 'player', undefined))?.reason).toBe('"run" needs its field "player"')
    expect(check(withField(run, 'player', 20))?.reason).toBe(
      '"run" field "player" must be a whole number from 0 to 19, not 20',
    )
    expect(check({ ...run, bonus: 'cheat' })?.code).toBe('action/malformed')
    expect(check({ type: 'bounce', direction: 0 })?.reason).toBe(
      '"bounce" field "direction" must be a whole number from 1 to 8, not 0',
    )
    expect(check({ type: 'end-turn', player: 1 })?.reason).toBe('"end-turn" has no field "player"')
  })

  it('refuses an unknown type', () => {
    expect(check({ type: 'teleport', player: 1 })).toEqual({
      code: 'action/unknown',
      reason: 'unknown Blitz Bowl action "teleport"',
    })
    expect(check({ type: '__proto__' })?.code).toBe('action/unknown')
  })
})
