// LegalSet on the engine's codes (the Hard look-ahead's path, index.ts coachCode): `has` and `get` answer exactly as
// for the same list of actions, for a list scanned, one in the shared code table (and two such lists asked in turn,
// each filling it again), and one too long for it (scanned for its first questions, then a Set of its own).
import { describe, expect, it } from 'vitest'
import { LegalSet } from '@shared/ai/classic/look'
import { A_DECLARE, A_STEP, code, decode } from '@shared/rules/classic/actions'

/** `n` distinct legal-looking codes: declarations, then steps over the pitch. */
function codes(n: number, offset = 0): number[] {
  const out: number[] = []
  for (let i = offset; out.length < n; i++)
    out.push(
      i < 32 * 6
        ? code(A_DECLARE, i % 32, Math.floor(i / 32))
        : code(A_STEP, 0, i % 26, Math.floor(i / 26) % 15),
    )
  return out
}

/** Codes near the list's that are not in it (or are), to ask about. */
function asked(list: readonly number[]): number[] {
  return [...list, ...codes(40, list.length), -1, 0, code(A_DECLARE, 31, 5)]
}

describe('LegalSet on codes', () => {
  it('answers has and get as the list of actions does, for a long list first (the shared table, filled once)', () => {
    for (const n of [200, 5, 96, 97, 3000]) {
      const list = codes(n)
      const fromCodes = LegalSet.ofCodes(list)
      const fromActions = new LegalSet(list.map(decode))
      expect(fromCodes.codes).toEqual(fromActions.codes)
      for (const c of asked(list)) {
        expect(fromCodes.has(c), `n ${n} code ${c}`).toBe(fromActions.has(c))
        expect(fromCodes.get(c), `n ${n} code ${c}`).toEqual(fromActions.get(c))
      }
    }
  })

  it('answers for two long lists asked in turn (each fills the shared table again)', () => {
    const a = codes(150)
    const b = codes(150, 150)
    const sa = LegalSet.ofCodes(a)
    const sb = LegalSet.ofCodes(b)
    for (let round = 0; round < 3; round++) {
      expect(sa.has(a[7])).toBe(true)
      expect(sb.has(a[7])).toBe(false)
      expect(sb.has(b[140])).toBe(true)
      expect(sa.has(b[140])).toBe(false)
    }
  })

  it('answers the same for a list too long for the table, asked in and out of it, while scanned and after', () => {
    const list = codes(3000)
    const set = LegalSet.ofCodes(list)
    // The list's steps are all the first player's: another's are not in it.
    const outside = Array.from({ length: 30 }, (_, i) => code(A_STEP, 1, i % 26, i % 15))
    for (let i = 0; i < 30; i++) {
      expect(set.has(outside[i]), `ask ${i} outside`).toBe(false)
      expect(set.has(list[i * 97]), `ask ${i} inside`).toBe(true)
      expect(set.get(list[i * 97])).toEqual(decode(list[i * 97]))
    }
  })
})
