// Scheme files: export then import gives the same scheme; files that are not schemes, too big, or from a
// newer Pitchside are refused with the reason and the field.
import { describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import { SchemeError } from '@shared/showcase/scheme'
import {
  exportScheme,
  MAX_SCHEME_FILE_CHARS,
  parseSchemeFile,
  SCHEME_FORMAT,
} from '@shared/showcase/schemeFile'

const ORC = presetFor('classic/orc')!

function refusal(text: string): SchemeError {
  try {
    parseSchemeFile(text)
  } catch (error) {
    if (error instanceof SchemeError) return error
    throw error
  }
  throw new Error('the file was accepted')
}

describe('scheme files', () => {
  it('round-trips every preset through a small file', () => {
    for (const key of ['classic/orc', 'blitz/norse', 'crosscheck/vampire']) {
      const scheme = presetFor(key)!
      const { fileName, text } = exportScheme(scheme)
      expect(fileName).toMatch(/^[a-z0-9-]+\.pitchside-scheme\.json$/)
      expect(text.length).toBeLessThan(4000)
      expect(JSON.parse(text).format).toBe(SCHEME_FORMAT)
      expect(parseSchemeFile(text)).toEqual(scheme)
    }
  })

  it('names the file after the scheme', () => {
    expect(exportScheme({ ...ORC, name: 'Da Red Gobbos!' }).fileName).toBe(
      'da-red-gobbos.pitchside-scheme.json',
    )
    expect(exportScheme({ ...ORC, name: '***' }).fileName).toBe('scheme.pitchside-scheme.json')
  })

  it('refuses to export an invalid scheme', () => {
    expect(() => exportScheme({ ...ORC, colours: { ...ORC.colours, rim: 'red' } })).toThrow(SchemeError)
  })

  it('refuses text that is not JSON, or not a scheme file', () => {
    expect(refusal('{not json')).toMatchObject({ reason: 'malformed', field: '' })
    expect(refusal('[1, 2]')).toMatchObject({ reason: 'malformed', field: '' })
    expect(refusal(JSON.stringify(ORC))).toMatchObject({ reason: 'malformed', field: 'format' })
    expect(refusal(JSON.stringify({ format: 'pitchside-replay', version: 1 }))).toMatchObject({
      reason: 'malformed',
      field: 'format',
    })
  })

  it('refuses a scheme file with a bad field, naming it', () => {
    const text = JSON.stringify({
      format: SCHEME_FORMAT,
      ...ORC,
      colours: { ...ORC.colours, cloth: '#zzzzzz' },
    })
    expect(refusal(text)).toMatchObject({ reason: 'invalid', field: 'colours.cloth' })
  })

  it('refuses a file from a newer Pitchside', () => {
    const text = JSON.stringify({ format: SCHEME_FORMAT, ...ORC, version: 2 })
    expect(refusal(text)).toMatchObject({ reason: 'newer-version', field: 'version' })
  })

  it('refuses a file far bigger than any scheme before parsing it', () => {
    expect(refusal(' '.repeat(MAX_SCHEME_FILE_CHARS + 1))).toMatchObject({ reason: 'too-large' })
  })
})
