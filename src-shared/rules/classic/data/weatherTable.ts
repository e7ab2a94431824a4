// 004 (weather): the 3rd-edition weather table, rolled on 2D6 before the game; it holds for the whole game unless
// the kick-off result Changing Weather rolls it again. This is NOT the LRB table of game-facts A6 (rulings.md).

export type WeatherId = 'sweltering-heat' | 'very-sunny' | 'nice' | 'pouring-rain' | 'blizzard'

export interface WeatherInfo {
  readonly id: WeatherId
  readonly name: string
  /** The 2D6 totals that give it. */
  readonly totals: readonly number[]
  /** 004's own words, verbatim. */
  readonly dutchText: string
  readonly effect: string
  /** Added to these rolls while the weather holds. */
  readonly modifiers: Readonly<{ pass?: number; catch?: number; pickUp?: number }>
  /** Going For It fails on a die of this or less (1 normally: 004 Going for it). */
  readonly gfiFailsOn: number
  /** The pass ranges that may be thrown. */
  readonly passRanges: readonly ('quick' | 'short' | 'long' | 'long-bomb')[]
  readonly note?: string
  readonly source: string
}

const ALL_RANGES = Object.freeze(['quick', 'short', 'long', 'long-bomb'] as const)

export const WEATHER_TABLE: readonly WeatherInfo[] = Object.freeze([
  {
    id: 'sweltering-heat',
    name: 'Sweltering Heat',
    totals: [2],
    dutchText:
      "het is zo heet dat sommige spelers omvallen van de hitte. Gooi voor iedere speler op het veld een D6 na iedere touch down (dus voor het opnieuw opstellen en wisselen). Bij een '1' moet de speler verzorgd worden en kan niet eerder opgesteld worden dan de volgende kick-off",
    effect:
      'After every touchdown, before the teams set up again, roll a D6 for each player on the pitch (both teams). On a 1 he collapses: he may not be set up for the kick-off that follows; he is back in the Reserves after it.',
    modifiers: {},
    gfiFailsOn: 1,
    passRanges: ALL_RANGES,
    note: '004 names only touchdowns, so a half ending without a touchdown rolls nothing. "Niet eerder opgesteld dan de volgende kick-off" is read as missing the next kick-off, as in later editions.',
    source: '004: weather, 2',
  },
  {
    id: 'very-sunny',
    name: 'Very Sunny',
    totals: [3],
    dutchText: 'een verblindende zon zorgt voor een -1 modifier bij alle pogingen de ball te passen.',
    effect: '-1 to every pass roll.',
    modifiers: { pass: -1 },
    gfiFailsOn: 1,
    passRanges: ALL_RANGES,
    source: '004: weather, 3',
  },
  {
    id: 'nice',
    name: 'Nice',
    totals: [4, 5, 6, 7, 8, 9, 10],
    dutchText: 'Perfect BloodBowl weer',
    effect: 'Perfect Blood Bowl weather: no effect.',
    modifiers: {},
    gfiFailsOn: 1,
    passRanges: ALL_RANGES,
    source: '004: weather, 4-10',
  },
  {
    id: 'pouring-rain',
    name: 'Pouring Rain',
    totals: [11],
    dutchText:
      'de bal is glad en zorgt voor een -1 modifier bij elke poging de bal te vangen, op te pakken of door te geven',
    effect:
      '-1 to every catch, pick-up and pass roll (a hand-off, kick-off or throw-in catch is a catch too).',
    modifiers: { pass: -1, catch: -1, pickUp: -1 },
    gfiFailsOn: 1,
    passRanges: ALL_RANGES,
    note: 'rulings.md reads "door te geven" as passing. Interceptions are not named, so they get no -1 (LRB adds it; 004 does not).',
    source: '004: weather, 11; rulings.md',
  },
  {
    id: 'blizzard',
    name: 'Blizzard',
    totals: [12],
    dutchText:
      'bij het maken van een extra move (Going for it!) valt bij een gooi van 1-2. Voorts kunnen vanwege de sneeuw alleen quick en short passes gespeeld worden',
    effect: 'Going For It fails on a 1 or 2. Only Quick and Short passes may be thrown.',
    modifiers: {},
    gfiFailsOn: 2,
    passRanges: Object.freeze(['quick', 'short'] as const),
    note: '003 [JJ]: Hail Mary Pass may not be used in a blizzard.',
    source: '004: weather, 12',
  },
] satisfies WeatherInfo[])

/** The weather for a 2D6 total (2..12). */
export function weatherFor(total: number): WeatherInfo {
  const weather = WEATHER_TABLE.find((row) => row.totals.includes(total))
  if (!weather) throw new RangeError(`The weather table is rolled on 2D6 (2..12), not ${total}`)
  return weather
}

export function weatherById(id: WeatherId): WeatherInfo {
  return WEATHER_TABLE.find((row) => row.id === id) as WeatherInfo
}
