// Classic actions parsed strictly at the boundary (ruleset.checkAction, actionFields.ts): the table takes every
// action the rules offer, and refuses a field the type does not have, a missing field, a wrong type or a value out
// of range with 'action/malformed', an unknown type with 'action/unknown'.
import { CLASSIC_ACTION_FIELDS } from '@shared/rules/classic/actionFields'
import { decode, encode, isKnownType, SHAPES } from '@shared/rules/classic/actions'
import { buildDefaultTeam } from '@shared/rules/classic/data/teamBuilder'
import { ROSTERS } from '@shared/rules/classic/data/rosters/index'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { randomCode } from '@shared/rules/classic/randomPlay'
import type { ClassicState } from '@shared/rules/classic/state'
import type { Ruleset } from '@shared/engine/api'
import { checkLegalActions, fieldExtremes, withField, type Chooser } from '../legalActionCheck'

const ruleset = classicRuleset as unknown as Ruleset
const check = (action: unknown) => classicRuleset.checkAction!(action)
const ROSTER_IDS = Object.keys(ROSTERS).sort()
const buf: number[] = []
/** The engine's random player: a preset formation in a setup (random placing never makes a legal one). */
const classicChooser: Chooser = (state, _legal, rng) => decode(randomCode(state as ClassicState, rng, buf))

describe('Classic action fields', () => {
  it('has exactly the types the rules encode, each with the fields of its shape', () => {
    const types = Object.values(SHAPES).map((s) => s.type)
    expect(Object.keys(CLASSIC_ACTION_FIELDS).sort()).toEqual([...types].sort())
    for (const type of types) expect(isKnownType(type)).toBe(true)
    expect(CLASSIC_ACTION_FIELDS.step).toEqual({
      x: { kind: { int: [-1, 26] } },
      y: { kind: { int: [-1, 15] } },
    })
    expect(CLASSIC_ACTION_FIELDS.declare).toEqual({
      player: { kind: { int: [0, 31] } },
      kind: {
        kind: {
          values: ['move', 'block', 'blitz', 'pass', 'hand-off', 'foul', 'throw-team-mate', 'throw-bomb'],
        },
      },
    })
  })

  it('takes every action the rules offer in random games of random rosters', () => {
    const seen = new Set<string>()
    for (const seed of [1, 2, 3, 4]) {
      const home = ROSTER_IDS[(seed * 7) % ROSTER_IDS.length]
      const away = ROSTER_IDS[(seed * 11 + 3) % ROSTER_IDS.length]
      const teams = [buildDefaultTeam(home), buildDefaultTeam(away)] as const
      const result = checkLegalActions(
        ruleset,
        { ruleset: 'classic', seed, teams },
        seed,
        3000,
        classicChooser,
      )
      expect(result.refused).toEqual([])
      expect(result.checked).toBeGreaterThan(result.played)
      for (const type of result.types.keys()) seen.add(type)
    }
    // The common decisions of a game all came up (setup, kick-off, moves, blocks, passes, re-rolls...).
    for (const type of [
      'place',
      'setup-done',
      'kick',
      'declare',
      'step',
      'block',
      'choose-die',
      'push',
      'end-turn',
    ])
      expect(seen).toContain(type)
  })

  it('takes both ends of every field, and what it takes encodes and decodes to itself', () => {
    for (const action of fieldExtremes(CLASSIC_ACTION_FIELDS)) {
      expect(check(action), JSON.stringify(action)).toBeNull()
      const code = encode(action)
      expect(code, JSON.stringify(action)).not.toBeNull()
      expect(decode(code!)).toEqual(action)
    }
  })

  it('refuses a field the type does not have, a missing or mistyped field and a value out of range', () => {
    const step = { type: 'step', x: 5, y: 7 }
    expect(check(step)).toBeNull()
    expect(check(withField(step, 'player', 3))).toEqual({
      code: 'action/malformed',
      reason: '"step" has no field "player"',
    })
    expect(check(withField(step, 'constructor', 1))).toEqual({
      code: 'action/malformed',
      reason: '"step" has no field "constructor"',
    })
    expect(check(withField(step, 'y', undefined))).toEqual({
      code: 'action/malformed',
      reason: '"step" needs its field "y"',
    })
    expect(check(withField(step, 'x', '5'))).toEqual({
      code: 'action/malformed',
      reason: '"step" field "x" must be a whole number from -1 to 26, not "5"',
    })
    expect(check(withField(step, 'x', 27))?.reason).toBe(
      '"step" field "x" must be a whole number from -1 to 26, not 27',
    )
    expect(check(withField(step, 'y', 2.5))?.code).toBe('action/malformed')
    expect(check({ type: 'follow-up', follow: 'yes' })?.reason).toBe(
      '"follow-up" field "follow" must be true or false, not "yes"',
    )
    expect(check({ type: 'reroll', source: 'luck' })?.reason).toBe(
      '"reroll" field "source" must be one of "team", "skill", "leader", "pro", not "luck"',
    )
    expect(check({ type: 'end-turn', note: 'x'.repeat(200_000) })?.reason).toBe(
      `"end-turn" has no field "note"`,
    )
  })

  it('refuses an unknown type and what is not an action at all', () => {
    expect(check({ type: 'teleport' })).toEqual({
      code: 'action/unknown',
      reason: 'unknown Classic action "teleport"',
    })
    expect(check({ type: 'toString' })?.code).toBe('action/unknown')
    expect(check({ x: 1 })?.code).toBe('action/unknown')
    for (const bad of [null, 'step', 7, []]) expect(check(bad)?.code).toBe('action/malformed')
  })
})
