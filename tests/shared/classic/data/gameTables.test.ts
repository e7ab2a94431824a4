import { KICKOFF_TABLE, kickoffResult } from '@shared/rules/classic/data/kickoffTable'
import { WEATHER_TABLE, weatherById, weatherFor } from '@shared/rules/classic/data/weatherTable'
import { SCATTER_D8, scatterStep, throwInStep, throwInSteps } from '@shared/rules/classic/data/scatter'
import { PASS_RANGE_MATRIX, passRange } from '@shared/rules/classic/data/passRange'
import {
  END_ZONE_X,
  halfOf,
  isLineOfScrimmage,
  isScoringEndZone,
  onPitch,
  PITCH_LENGTH,
  PITCH_WIDTH,
  wideZoneOf,
} from '@shared/rules/classic/data/pitch'
import { GAME_FACTS, haveShared, readShared, SEED_004, titled } from './sharedDocs'

const RANGE_TOTALS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

describe('kick-off table (004)', () => {
  it('has one result per 2D6 total, in the order 004 prints them', () => {
    expect(KICKOFF_TABLE.map((row) => row.total)).toEqual(RANGE_TOTALS)
    expect(KICKOFF_TABLE.map((row) => row.id)).toEqual([
      'riot',
      'get-the-ref',
      'perfect-defence',
      'cheering-fans',
      'bad-kick',
      'changing-weather',
      'fooled-ya',
      'brilliant-coaching',
      'blitz',
      'throw-a-rock',
      'field-invasion',
    ])
    expect(kickoffResult(6).effect).toMatch(/2D6 squares instead of D6/)
    expect(kickoffResult(9).contest).toEqual({ dice: 'D6', add: 'assistant-coaches', onTie: 'roll-again' })
    expect(kickoffResult(3).contest?.onTie).toBe('both')
    expect(() => kickoffResult(13)).toThrow(RangeError)
    expect(() => kickoffResult(1)).toThrow(RangeError)
  })

  it.skipIf(!haveShared(SEED_004))(titled("quotes 004's names and words exactly", SEED_004), () => {
    const text = readShared(SEED_004)
    for (const row of KICKOFF_TABLE) {
      expect(text, row.id).toContain(`${row.total} ${row.dutchName}`)
      expect(text, row.id).toContain(row.dutchText)
    }
  })
})

describe('weather table (004)', () => {
  it('covers every 2D6 total exactly once', () => {
    expect(WEATHER_TABLE.flatMap((row) => row.totals).sort((a, b) => a - b)).toEqual(RANGE_TOTALS)
    expect(RANGE_TOTALS.map((t) => weatherFor(t).id)).toEqual([
      'sweltering-heat',
      'very-sunny',
      ...Array(7).fill('nice'),
      'pouring-rain',
      'blizzard',
    ])
    expect(() => weatherFor(13)).toThrow(RangeError)
  })

  it('has the effects 004 gives', () => {
    expect(weatherById('very-sunny').modifiers).toEqual({ pass: -1 })
    expect(weatherById('pouring-rain').modifiers).toEqual({ pass: -1, catch: -1, pickUp: -1 })
    expect(weatherById('blizzard').gfiFailsOn).toBe(2)
    expect(weatherById('blizzard').passRanges).toEqual(['quick', 'short'])
    expect(weatherById('nice').modifiers).toEqual({})
    expect(weatherById('nice').gfiFailsOn).toBe(1)
  })

  it.skipIf(!haveShared(SEED_004))(titled("quotes 004's words exactly", SEED_004), () => {
    const text = readShared(SEED_004)
    for (const row of WEATHER_TABLE) expect(text, row.id).toContain(row.dutchText)
  })
})

describe('scatter template (game-facts A4)', () => {
  it('has eight different one-square directions, 2 being up (toward y = 0)', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8].map(scatterStep)
    expect(new Set(steps.map((s) => `${s.dx},${s.dy}`)).size).toBe(8)
    for (const s of steps) expect(s.dx !== 0 || s.dy !== 0).toBe(true)
    expect(scatterStep(2)).toEqual({ dx: 0, dy: -1 })
    expect(scatterStep(5)).toEqual({ dx: 1, dy: 0 })
    expect(scatterStep(6)).toEqual({ dx: -1, dy: 1 })
    expect(SCATTER_D8[0]).toBeNull()
    expect(() => scatterStep(9)).toThrow(RangeError)
  })
})

describe('throw-in template', () => {
  const sides: [-1 | 0 | 1, -1 | 0 | 1][] = [
    [0, -1],
    [0, 1],
    [-1, 0],
    [1, 0],
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]

  it('always throws away from the side the ball went out across, with the middle straight in', () => {
    for (const [outX, outY] of sides) {
      const steps = throwInSteps(outX, outY)
      expect(new Set(steps.map((s) => `${s.dx},${s.dy}`)).size).toBe(3)
      for (const s of steps) {
        expect(s.dx * outX + s.dy * outY, `${outX},${outY}`).toBeLessThan(0)
        if (outX !== 0) expect(s.dx === 0 || s.dx === -outX).toBe(true)
        if (outY !== 0) expect(s.dy === 0 || s.dy === -outY).toBe(true)
      }
      expect(steps[1]).toEqual({ dx: 0 - outX, dy: 0 - outY })
    }
  })

  it('reads the D6 in pairs', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => throwInStep(0, -1, d))).toEqual([
      { dx: -1, dy: 1 },
      { dx: -1, dy: 1 },
      { dx: 0, dy: 1 },
      { dx: 0, dy: 1 },
      { dx: 1, dy: 1 },
      { dx: 1, dy: 1 },
    ])
    expect(throwInSteps(-1, -1)).toEqual([
      { dx: 1, dy: 0 },
      { dx: 1, dy: 1 },
      { dx: 0, dy: 1 },
    ])
    expect(() => throwInStep(0, -1, 7)).toThrow(RangeError)
    expect(() => throwInSteps(0, 0)).toThrow(RangeError)
  })
})

describe('pass range', () => {
  it('reads the bands', () => {
    expect(passRange(0, 0)).toBeNull()
    expect(passRange(3, 0)).toBe('quick')
    expect(passRange(3, 3)).toBe('short')
    expect(passRange(4, 0)).toBe('short')
    expect(passRange(7, 0)).toBe('long')
    expect(passRange(-7, 0)).toBe('long')
    expect(passRange(11, 0)).toBe('long-bomb')
    expect(passRange(13, 1)).toBe('long-bomb')
    expect(passRange(13, 2)).toBeNull()
    expect(passRange(14, 0)).toBeNull()
    expect(passRange(0, 25)).toBeNull()
  })

  it('is symmetric in dx and dy', () => {
    for (let dx = 0; dx < 14; dx++) {
      for (let dy = 0; dy < 14; dy++) expect(passRange(dx, dy), `${dx},${dy}`).toBe(passRange(dy, dx))
    }
  })

  it.skipIf(!haveShared(GAME_FACTS))(titled("matches game-facts A7's grid", GAME_FACTS), () => {
    const text = readShared(GAME_FACTS)
    const block = text.slice(text.indexOf('dy\\dx', text.indexOf('### A7.')))
    const rows = block
      .split('\n')
      .slice(1, 15)
      .map((line) => line.trim().split(/\s+/).slice(1).join(''))
    expect(rows).toEqual(PASS_RANGE_MATRIX)
  })
})

describe('pitch', () => {
  it('is 26 by 15 with an end zone at each end', () => {
    expect([PITCH_LENGTH, PITCH_WIDTH]).toEqual([26, 15])
    expect(END_ZONE_X).toEqual([0, 25])
    expect(onPitch(25, 14)).toBe(true)
    expect(onPitch(26, 0)).toBe(false)
    expect(onPitch(0, -1)).toBe(false)
    expect(isScoringEndZone(0, 25)).toBe(true)
    expect(isScoringEndZone(1, 0)).toBe(true)
    expect(isScoringEndZone(0, 0)).toBe(false)
  })

  it('splits into halves at the half-way line and has 7 line-of-scrimmage squares a side', () => {
    expect(halfOf(12)).toBe(0)
    expect(halfOf(13)).toBe(1)
    for (const side of [0, 1] as const) {
      let squares = 0
      for (let x = 0; x < PITCH_LENGTH; x++) {
        for (let y = 0; y < PITCH_WIDTH; y++) if (isLineOfScrimmage(side, x, y)) squares++
      }
      expect(squares).toBe(7)
    }
    expect(isLineOfScrimmage(0, 12, 4)).toBe(true)
    expect(isLineOfScrimmage(0, 12, 3)).toBe(false)
    expect(isLineOfScrimmage(1, 13, 10)).toBe(true)
  })

  it('has wide zones of four rows on each side', () => {
    const rows = Array.from({ length: PITCH_WIDTH }, (_, y) => wideZoneOf(y))
    expect(rows).toEqual([0, 0, 0, 0, null, null, null, null, null, null, null, 1, 1, 1, 1])
  })
})
