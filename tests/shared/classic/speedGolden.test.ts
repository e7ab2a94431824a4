// Speed work must never change a rule's result (issue 20 point 7): seeded random games of every ruleset give the
// same final words, the same events and the same number of actions as the engine did before it was made faster.
// Each row is [actions, words digest, events digest], recorded from main's engine at c778413 (speedGoldenPlay.ts);
// the Classic words digests re-recorded at s13-engine b581290 (its words identical to c778413's: the old digests
// passed there) over the state's live words only, below the stack's top frame (speedGoldenPlay.ts `play`).
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
  [735, 3789142984, 1236791507],
  [849, 4265305123, 3404252518],
  [704, 3140838990, 3539265007],
  [715, 469611939, 4131605947],
  [918, 3305946395, 3843997254],
  [641, 1973759716, 710946055],
  [922, 3609398474, 3540259355],
  [786, 1906651489, 3474370499],
  [740, 2315248503, 2843264020],
  [514, 3870556496, 1500205635],
  [801, 2984288506, 3046405694],
  [558, 650061352, 1400054629],
  [1066, 3090183015, 234049393],
  [537, 3047930066, 1412981834],
  [869, 4011278506, 3915172266],
  [689, 1325428588, 1169747098],
  [780, 1086092599, 2462673255],
  [720, 1082340950, 3928718795],
  [747, 2327408648, 1692687558],
  [645, 3698538859, 3717719785],
  [986, 3726001355, 743704656],
  [717, 1770568848, 1309616057],
  [940, 4031241470, 456599737],
  [805, 3001058418, 3777912410],
  [662, 1827109092, 3297998978],
  [681, 1922608602, 2950216190],
  [763, 197765895, 1969153891],
  [700, 3982232298, 3062786945],
  [923, 2704778300, 1723726514],
  [662, 2144474321, 4255831380],
]
// allSkillsGame(1..10): every implemented skill on some player of each side.
const CLASSIC_ALL_SKILLS: Row[] = [
  [744, 1490860261, 2170586346],
  [770, 1561431601, 1901318383],
  [813, 2247773665, 3986821043],
  [774, 1959982331, 2593866601],
  [618, 384435683, 3280602890],
  [643, 2054542640, 3638971956],
  [687, 2910134032, 1338730103],
  [658, 592803819, 218829289],
  [812, 1325425155, 1019922846],
  [862, 2373899281, 3417139693],
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
