// 001: Team Cards — the abilities printed on the cards (paraphrased in game-facts B5). `done` says whether the
// engine applies the ability yet; an ability not done yet is carried on the player and shown, but has no effect.

export interface AbilityInfo {
  readonly id: string
  readonly name: string
  readonly done: boolean
}

export const ABILITIES: readonly AbilityInfo[] = [
  { id: 'offensive-specialist', name: 'Offensive Specialist', done: true },
  { id: 'safe-hands', name: 'Safe Hands', done: true },
  { id: 'handling-skills', name: 'Handling Skills', done: true },
  { id: 'catchers-instincts', name: "Catcher's Instincts", done: true },
  { id: 'frenzied', name: 'Frenzied', done: true },
  { id: 'head-butt', name: 'Head-butt', done: true },
  { id: 'mighty-blow', name: 'Mighty Blow', done: true },
  { id: 'hulking-brute', name: 'Hulking Brute', done: true },
  { id: 'stand-firm', name: 'Stand Firm', done: true },
  { id: 'elusive', name: 'Elusive', done: true },
  { id: 'dump-off', name: 'Dump-off', done: true },
  { id: 'expert-passer', name: 'Expert Passer', done: true },
  { id: 'hit-and-run', name: 'Hit and Run', done: true },
  { id: 'defensive', name: 'Defensive', done: true },
  { id: 'running-pass', name: 'Running Pass', done: true },
  { id: 'enforcer', name: 'Enforcer', done: true },
  { id: 'ethereal', name: 'Ethereal', done: true },
  { id: 'violent', name: 'Violent', done: true },
  { id: 'regenerate', name: 'Regenerate', done: true },
  { id: 'pick-me-up', name: 'Pick-me-up', done: true },
  { id: 'minion', name: 'Minion', done: true },
  { id: 'bloodlust', name: 'Bloodlust', done: true },
  { id: 'titchy', name: 'Titchy', done: true },
  { id: 'insignificant', name: 'Insignificant', done: true },
  { id: 'bomber', name: 'Bomber', done: true },
  { id: 'leap', name: 'Leap', done: true },
  { id: 'war-machine', name: 'War Machine', done: true },
  { id: 'woodland-aid', name: 'Woodland Aid', done: true },
  { id: 'lithe-creature', name: 'Lithe Creature', done: true },
  { id: 'wardance', name: 'Wardance', done: true },
]

/** Bit of each ability in a player's ability word (at most 32 abilities). */
export const ABILITY_BIT: Readonly<Record<string, number>> = Object.fromEntries(
  ABILITIES.map((a, i) => [a.id, 1 << i]),
)

export function abilityBits(ids: readonly string[]): number {
  let bits = 0
  for (const id of ids) bits |= ABILITY_BIT[id] ?? 0
  return bits
}

export function abilityIds(bits: number): string[] {
  return ABILITIES.filter((_, i) => (bits & (1 << i)) !== 0).map((a) => a.id)
}

export const AB = {
  offSpec: ABILITY_BIT['offensive-specialist'],
  safeHands: ABILITY_BIT['safe-hands'],
  handling: ABILITY_BIT['handling-skills'],
  frenzied: ABILITY_BIT['frenzied'],
  mightyBlow: ABILITY_BIT['mighty-blow'],
  hulkingBrute: ABILITY_BIT['hulking-brute'],
  standFirm: ABILITY_BIT['stand-firm'],
  elusive: ABILITY_BIT['elusive'],
  expertPasser: ABILITY_BIT['expert-passer'],
  defensive: ABILITY_BIT['defensive'],
  titchy: ABILITY_BIT['titchy'],
  insignificant: ABILITY_BIT['insignificant'],
  woodlandAid: ABILITY_BIT['woodland-aid'],
  lithe: ABILITY_BIT['lithe-creature'],
  catchersInstincts: ABILITY_BIT['catchers-instincts'],
  headButt: ABILITY_BIT['head-butt'],
  hitAndRun: ABILITY_BIT['hit-and-run'],
  runningPass: ABILITY_BIT['running-pass'],
  pickMeUp: ABILITY_BIT['pick-me-up'],
  regenerate: ABILITY_BIT['regenerate'],
  violent: ABILITY_BIT['violent'],
  warMachine: ABILITY_BIT['war-machine'],
  bomber: ABILITY_BIT['bomber'],
  bloodlust: ABILITY_BIT['bloodlust'],
  minion: ABILITY_BIT['minion'],
  dumpOff: ABILITY_BIT['dump-off'],
  leap: ABILITY_BIT['leap'],
  ethereal: ABILITY_BIT['ethereal'],
  enforcer: ABILITY_BIT['enforcer'],
  wardance: ABILITY_BIT['wardance'],
} as const
