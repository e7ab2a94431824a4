// Speed work must never change a rule's result (issue 20 point 7): seeded random games of every ruleset give the
// same final words, the same events and the same number of actions as the engine did before it was made faster.
// Each row is [actions, words digest, events digest], recorded from main's engine at c778413 (speedGoldenPlay.ts).
import {
  blitzGolden,
  classicAllSkills,
  classicVaried,
  crossCheckGolden,
  type GoldenDigest,
} from './speedGoldenPlay'

type Row = readonly [number, number, number]
const row = (d: GoldenDigest): Row => [d.actions, d.words, d.events]

// variedGame(1..30): eight roster pairs, 11 to 16 players a side.
const CLASSIC_VARIED: Row[] = [
  [735, 1675509789, 1236791507],
  [849, 3850180335, 3404252518],
  [704, 3651306339, 3539265007],
  [715, 3328453415, 4131605947],
  [918, 1906127589, 3843997254],
  [641, 2068197611, 710946055],
  [922, 3376828210, 3540259355],
  [786, 2176604406, 3474370499],
  [740, 1349472932, 2843264020],
  [514, 971950092, 1500205635],
  [801, 355265091, 3046405694],
  [558, 3152438391, 1400054629],
  [1066, 3343904154, 234049393],
  [537, 3712380461, 1412981834],
  [869, 1309854095, 3915172266],
  [689, 1685102583, 1169747098],
  [780, 3531188624, 2462673255],
  [720, 596048436, 3928718795],
  [747, 190962276, 1692687558],
  [645, 1830296229, 3717719785],
  [986, 1723054736, 743704656],
  [717, 3757082533, 1309616057],
  [940, 1969762858, 456599737],
  [805, 4087779580, 3777912410],
  [662, 2627234351, 3297998978],
  [681, 2973654872, 2950216190],
  [763, 529988826, 1969153891],
  [700, 218930838, 3062786945],
  [923, 633675520, 1723726514],
  [662, 2924318946, 4255831380],
]
// allSkillsGame(1..10): every implemented skill on some player of each side.
const CLASSIC_ALL_SKILLS: Row[] = [
  [744, 1356499432, 2170586346],
  [770, 2691812881, 1901318383],
  [813, 4144855403, 3986821043],
  [774, 1260926391, 2593866601],
  [618, 1065867389, 3280602890],
  [643, 3096359441, 3638971956],
  [687, 2375978462, 1338730103],
  [658, 2529604110, 218829289],
  [812, 1078814886, 1019922846],
  [862, 1093245036, 3417139693],
]
// blitzRandomGame(1..5) (every option spread by the seed).
const BLITZ: Row[] = [
  [352, 1469990665, 1286493406],
  [338, 424688416, 852371911],
  [320, 694639812, 2524151228],
  [337, 1153837965, 1475968269],
  [406, 2100016629, 3825801540],
]
// Human v Orc, sides swapped by the seed's parity.
const CROSSCHECK: Row[] = [
  [1008, 628202216, 1430120416],
  [939, 1097679113, 1455947928],
  [839, 3192895346, 2211724285],
  [1020, 1831843211, 2133362308],
  [840, 240159466, 1437220475],
]

test('30 random Classic games end in the same words and events as before the speed work', () => {
  expect(CLASSIC_VARIED.map((_, i) => row(classicVaried(i + 1)))).toEqual(CLASSIC_VARIED)
}, 120_000)

test('10 random Classic games with every skill end in the same words and events as before', () => {
  expect(CLASSIC_ALL_SKILLS.map((_, i) => row(classicAllSkills(i + 1)))).toEqual(CLASSIC_ALL_SKILLS)
}, 120_000)

test('5 random Blitz Bowl and 5 Cross Check games end in the same words and events as before', () => {
  expect(BLITZ.map((_, i) => row(blitzGolden(i + 1)))).toEqual(BLITZ)
  expect(CROSSCHECK.map((_, i) => row(crossCheckGolden(i + 1)))).toEqual(CROSSCHECK)
}, 120_000)

test('with events off (search, benches) the same Classic games end in the same words', () => {
  const quiet = CLASSIC_VARIED.map((_, i) => classicVaried(i + 1, false))
  expect(quiet.map((d) => [d.actions, d.words])).toEqual(CLASSIC_VARIED.map((r) => [r[0], r[1]]))
}, 120_000)
