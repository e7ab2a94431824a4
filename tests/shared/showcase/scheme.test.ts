// Paint scheme validation: a good scheme, each kind of bad field named exactly, a newer version refused as such,
// and a position's paint over the team's.
import { describe, expect, it } from 'vitest'
import {
  MAX_SCHEME_POSITIONS,
  parseScheme,
  resolvePosition,
  SchemeError,
  splitTeamKey,
  type PaintScheme,
} from '@shared/showcase/scheme'

const GOOD: PaintScheme = {
  version: 1,
  teamKey: 'classic/orc',
  name: 'Da Red Gobbos',
  colours: { armour: '#8a1f17', cloth: '#3b302b', skin: '#6f9a3a', trim: '#b08d57', rim: '#b3261e' },
  finish: { shade: 0.4, highlight: 0.2 },
  positions: {
    troll: { skin: '#7a8c6a', finish: { shade: 0.6, highlight: 0.1 } },
    goblin: { cloth: '#222222' },
  },
}

function refusal(value: unknown): SchemeError {
  try {
    parseScheme(value)
  } catch (error) {
    if (error instanceof SchemeError) return error
    throw error
  }
  throw new Error('the scheme was accepted')
}

describe('parseScheme', () => {
  it('accepts a good scheme and stores colours lower-case', () => {
    const upper = { ...GOOD, colours: { ...GOOD.colours, armour: '#8A1F17' } }
    expect(parseScheme(upper)).toEqual(GOOD)
  })

  it.each([
    ['a colour that is not #rrggbb', { ...GOOD, colours: { ...GOOD.colours, trim: 'gold' } }, 'colours.trim'],
    ['a short colour', { ...GOOD, colours: { ...GOOD.colours, rim: '#fff' } }, 'colours.rim'],
    [
      'a bad colour in a position',
      { ...GOOD, positions: { troll: { skin: '#12345g' } } },
      'positions.troll.skin',
    ],
    ['an unknown part', { ...GOOD, colours: { ...GOOD.colours, glow: '#ffffff' } }, 'colours.glow'],
    [
      'an unknown part in a position',
      { ...GOOD, positions: { troll: { horns: '#ffffff' } } },
      'positions.troll.horns',
    ],
    ['a missing part', { ...GOOD, colours: { ...GOOD.colours, skin: undefined } }, 'colours.skin'],
    ['a shade above 1', { ...GOOD, finish: { shade: 1.5, highlight: 0 } }, 'finish.shade'],
    ['a negative highlight', { ...GOOD, finish: { shade: 0, highlight: -0.1 } }, 'finish.highlight'],
    ['an empty name', { ...GOOD, name: '   ' }, 'name'],
    ['a long name', { ...GOOD, name: 'x'.repeat(81) }, 'name'],
    ['a team key without its game', { ...GOOD, teamKey: 'orc' }, 'teamKey'],
    ['a team key of no game', { ...GOOD, teamKey: 'chess/orc' }, 'teamKey'],
    ['a bad position id', { ...GOOD, positions: { 'Big Troll': {} } }, 'positions.Big Troll'],
    ['an old version', { ...GOOD, version: 0 }, 'version'],
    ['a top-level extra', { ...GOOD, author: 'me' }, 'author'],
  ])('refuses %s, naming the field', (_label, value, field) => {
    const error = refusal(value)
    expect(error.reason).toBe('invalid')
    expect(error.field).toBe(field)
    expect(error.message.startsWith(`${field}:`)).toBe(true)
  })

  it('refuses more positions than a file may name', () => {
    const positions = Object.fromEntries(
      Array.from({ length: MAX_SCHEME_POSITIONS + 1 }, (_, i) => [`p${i}`, {}]),
    )
    expect(refusal({ ...GOOD, positions }).field).toBe('positions')
  })

  it('refuses a newer version as such, before reading fields it may not know', () => {
    const error = refusal({ ...GOOD, version: 2, colours: { lustre: 'very' } })
    expect(error.reason).toBe('newer-version')
    expect(error.field).toBe('version')
    expect(error.message).toMatch(/newer Pitchside/)
  })

  it.each([[null], [[]], ['scheme'], [42]])('refuses %j as a whole', (value) => {
    expect(refusal(value)).toMatchObject({ reason: 'invalid', field: '' })
  })
})

describe('resolvePosition', () => {
  it('paints a position with its own parts over the team colours', () => {
    expect(resolvePosition(GOOD, 'troll')).toEqual({
      colours: { ...GOOD.colours, skin: '#7a8c6a' },
      finish: { shade: 0.6, highlight: 0.1 },
    })
    expect(resolvePosition(GOOD, 'goblin')).toEqual({
      colours: { ...GOOD.colours, cloth: '#222222' },
      finish: GOOD.finish,
    })
  })

  it('paints an unnamed position (or a key of Object.prototype) with the team colours', () => {
    expect(resolvePosition(GOOD, 'blitzer')).toEqual({ colours: GOOD.colours, finish: GOOD.finish })
    expect(resolvePosition(GOOD, 'constructor')).toEqual({ colours: GOOD.colours, finish: GOOD.finish })
  })
})

it('splits a team key into its game and roster', () => {
  expect(splitTeamKey('crosscheck/dark-elf')).toEqual({ ruleset: 'crosscheck', rosterId: 'dark-elf' })
})
