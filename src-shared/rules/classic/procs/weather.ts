// The weather in force, read from the weather table (data/weatherTable.ts) by its index in G_WEATHER.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { WEATHER_TABLE } from '../data/weatherTable'
import { G_WEATHER } from '../layout'
import { emit, type ClassicState } from '../state'

export interface WeatherEffect {
  readonly id: string
  readonly passModifier: number
  readonly catchModifier: number
  readonly pickUpModifier: number
  /** Going For It succeeds on this or more. */
  readonly gfiTarget: number
  /** Range bands that may be thrown, by index quick, short, long, long bomb. */
  readonly rangeAllowed: readonly boolean[]
}

const BANDS = ['quick', 'short', 'long', 'long-bomb'] as const

const EFFECTS: readonly WeatherEffect[] = WEATHER_TABLE.map((w) => ({
  id: w.id,
  passModifier: w.modifiers.pass ?? 0,
  catchModifier: w.modifiers.catch ?? 0,
  pickUpModifier: w.modifiers.pickUp ?? 0,
  gfiTarget: w.gfiFailsOn + 1,
  rangeAllowed: BANDS.map((b) => w.passRanges.includes(b)),
}))

export const NICE_WEATHER = WEATHER_TABLE.findIndex((w) => w.id === 'nice')

export function weatherEffect(index: number): WeatherEffect {
  return EFFECTS[index]
}

export function weatherIndexOf(id: string): number {
  const i = WEATHER_TABLE.findIndex((w) => w.id === id)
  if (i < 0) throw new RangeError(`unknown weather ${id}`)
  return i
}

/** 004: weather — 2D6 on the weather table, for the whole game (until Changing Weather). */
export function rollWeather(s: ClassicState): void {
  const dice = [roll(s.m, 6), roll(s.m, 6)]
  const total = dice[0] + dice[1]
  const index = WEATHER_TABLE.findIndex((w) => w.totals.includes(total))
  set(s.m, G_WEATHER, index)
  if (s.events) emit(s, { type: 'roll', purpose: 'weather', dice })
  if (s.events) emit(s, { type: 'weather', weather: WEATHER_TABLE[index].id })
}
