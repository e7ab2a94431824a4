// The name part of the files the app writes: dashes between lower-case letters and digits, cut, or a plain word.
import { describe, expect, it } from 'vitest'
import { fileSlug } from '@shared/fileName'

describe('fileSlug', () => {
  it('joins the letters and digits with dashes, trimmed and cut', () => {
    expect(fileSlug('  Gork’s Own — 2nd XI! ', 'team')).toBe('gork-s-own-2nd-xi')
    expect(fileSlug('a'.repeat(70), 'team')).toBe('a'.repeat(48))
    expect(fileSlug('Orc Cup v Dwarf Cup', 'game', 10)).toBe('orc-cup-v-')
  })

  it('falls back to a plain word for a name without latin letters or digits', () => {
    expect(fileSlug('Ñ¿¡', 'league')).toBe('league')
    expect(fileSlug('', 'scheme')).toBe('scheme')
  })
})
