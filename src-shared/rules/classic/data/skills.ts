// Every skill Classic knows: the skills of seed 003 (by its categories), the basic skills of seed 002, and the
// skills that appear on a roster but that no seed defines. Skill ids are kebab-case and are what rosters, teams
// and the engine use; the names are for display.

export type SkillCategory =
  'general' | 'agility' | 'passing' | 'strength' | 'physical' | 'negative' | 'extraordinary'

export interface SkillInfo {
  readonly id: string
  readonly name: string
  readonly category: SkillCategory
  /** Which seed defines it: 002 (reference sheet, basic skills), 003 (skill list) or neither. */
  readonly source: '002' | '003' | 'not in the seeds'
  /** The skill's heading in 003's index when it differs from `name` (003 has typos and short forms). */
  readonly seedName?: string
  readonly note?: string
}

const GENERAL = 'general'
const AGILITY = 'agility'
const PASSING = 'passing'
const STRENGTH = 'strength'
const PHYSICAL = 'physical'
const NEGATIVE = 'negative'
const EXTRAORDINARY = 'extraordinary'

// The five basic skills of 002 ("BASIC SKILLS") are also in 003; 002 is named as their source because 002 and
// 003 agree on them and 002 is the sheet the block rules refer to. Their categories come from 003's sections.
export const SKILLS: readonly SkillInfo[] = Object.freeze([
  // 003: General Skills
  { id: 'block', name: 'Block', category: GENERAL, source: '002' },
  { id: 'dauntless', name: 'Dauntless', category: GENERAL, source: '003' },
  { id: 'dirty-player', name: 'Dirty Player', category: GENERAL, source: '003' },
  { id: 'frenzy', name: 'Frenzy', category: GENERAL, source: '003' },
  { id: 'leader', name: 'Leader', category: GENERAL, source: '003' },
  { id: 'kick', name: 'Kick', category: GENERAL, source: '003' },
  { id: 'tackle', name: 'Tackle', category: GENERAL, source: '003' },
  { id: 'pass-block', name: 'Pass Block', category: GENERAL, source: '003' },
  { id: 'pro', name: 'Pro', category: GENERAL, source: '003' },
  { id: 'shadowing', name: 'Shadowing', category: GENERAL, source: '003' },
  { id: 'strip-ball', name: 'Strip Ball', category: GENERAL, source: '003' },
  { id: 'sure-hands', name: 'Sure Hands', category: GENERAL, source: '002' },
  {
    id: 'nerves-of-steel',
    name: 'Nerves of Steel',
    category: GENERAL,
    source: '003',
    seedName: 'Nerves Of Steel',
    note: '003 lists it under General Skills (later editions make it a Passing skill); 003 wins.',
  },
  // 003: Agility Skills
  { id: 'catch', name: 'Catch', category: AGILITY, source: '002' },
  { id: 'diving-catch', name: 'Diving Catch', category: AGILITY, source: '003' },
  { id: 'diving-tackle', name: 'Diving Tackle', category: AGILITY, source: '003' },
  { id: 'dodge', name: 'Dodge', category: AGILITY, source: '002' },
  { id: 'jump-up', name: 'Jump Up', category: AGILITY, source: '003' },
  { id: 'leap', name: 'Leap', category: AGILITY, source: '003' },
  { id: 'right-stuff', name: 'Right Stuff', category: AGILITY, source: '003' },
  { id: 'side-step', name: 'Side Step', category: AGILITY, source: '003' },
  { id: 'sprint', name: 'Sprint', category: AGILITY, source: '003' },
  { id: 'sure-feet', name: 'Sure Feet', category: AGILITY, source: '003' },
  // 003: Strength Skills
  { id: 'break-tackle', name: 'Break Tackle', category: STRENGTH, source: '003' },
  { id: 'guard', name: 'Guard', category: STRENGTH, source: '003' },
  { id: 'mighty-blow', name: 'Mighty Blow', category: STRENGTH, source: '003' },
  { id: 'multiple-block', name: 'Multiple Block', category: STRENGTH, source: '003' },
  {
    id: 'piling-on',
    name: 'Piling On',
    category: STRENGTH,
    source: '003',
    seedName: 'Pilling On',
    note: "003's index misspells it 'Pilling On'; its text says 'Piling On'.",
  },
  { id: 'stand-firm', name: 'Stand Firm', category: STRENGTH, source: '003' },
  {
    id: 'throw-team-mate',
    name: 'Throw Team-Mate',
    category: STRENGTH,
    source: '003',
    seedName: 'Throw Team Mate',
  },
  // 003: Passing Skills
  { id: 'accurate', name: 'Accurate', category: PASSING, source: '003' },
  { id: 'dump-off', name: 'Dump-Off', category: PASSING, source: '003', seedName: 'Dump Off' },
  { id: 'hail-mary-pass', name: 'Hail Mary Pass', category: PASSING, source: '003' },
  { id: 'pass', name: 'Pass', category: PASSING, source: '002' },
  { id: 'safe-throw', name: 'Safe Throw', category: PASSING, source: '003' },
  { id: 'strong-arm', name: 'Strong Arm', category: PASSING, source: '003' },
  // 003: Physical Abilities
  { id: 'big-hand', name: 'Big Hand', category: PHYSICAL, source: '003' },
  {
    id: 'claw',
    name: 'Claw',
    category: PHYSICAL,
    source: '003',
    note: "Rosters (game-facts A9) spell it 'Claws'; it is 003's Claw (+2 to the armour roll).",
  },
  { id: 'extra-arms', name: 'Extra Arms', category: PHYSICAL, source: '003' },
  { id: 'foul-appearance', name: 'Foul Appearance', category: PHYSICAL, source: '003' },
  { id: 'horns', name: 'Horns', category: PHYSICAL, source: '003' },
  { id: 'hypnotic-gaze', name: 'Hypnotic Gaze', category: PHYSICAL, source: '003' },
  { id: 'prehensile-tail', name: 'Prehensile Tail', category: PHYSICAL, source: '003' },
  {
    id: 'razor-sharp-fangs',
    name: 'Razor Sharp Claws or Fangs',
    category: PHYSICAL,
    source: '003',
    seedName: 'Razor Sharp Fangs',
  },
  { id: 'regeneration', name: 'Regeneration', category: PHYSICAL, source: '003' },
  { id: 'spikes', name: 'Spikes', category: PHYSICAL, source: '003' },
  { id: 'stunty', name: 'Stunty', category: PHYSICAL, source: '003' },
  { id: 'tentacles', name: 'Tentacles', category: PHYSICAL, source: '003' },
  { id: 'thick-skull', name: 'Thick Skull', category: PHYSICAL, source: '003' },
  { id: 'two-heads', name: 'Two Heads', category: PHYSICAL, source: '003' },
  { id: 'very-long-legs', name: 'Very Long Legs', category: PHYSICAL, source: '003' },
  // 003: Negative Skills
  { id: 'off-for-a-bite', name: 'Off for a Bite', category: NEGATIVE, source: '003' },
  { id: 'sappy', name: 'Sappy', category: NEGATIVE, source: '003' },

  // On rosters (game-facts A9) but defined by no seed. The engine has to choose their rules (docs/rules/).
  // Category: traits that only hold a player back are 'negative' (like 003's Off for a Bite and Sappy);
  // weapons and special racial abilities are 'extraordinary'; the rest follow their later-edition category.
  {
    id: 'loner',
    name: 'Loner',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Loner: before a team re-roll (or the 003 Leader counter) is used for one of his rolls, a D6: on 4+ the ' +
      're-roll goes ahead, on 1-3 it is spent and the first result stands. His skill re-rolls are not affected.',
  },
  {
    id: 'bone-head',
    name: 'Bone-head',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Bone-head: a D6 right after he declares an action; on a 1 the action is lost (it still counts as ' +
      'declared: a Blitz, Pass, Hand-off or Foul is used up) and he has no tackle zone (no assists, no catching ' +
      'or intercepting) until he rolls 2+ at the start of a later action or the drive ends. A team re-roll or Pro ' +
      'may re-roll the die.',
  },
  {
    id: 'really-stupid',
    name: 'Really Stupid',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Really Stupid: as Bone-head, but the D6 must score 4+, with +2 when a standing team-mate who is not ' +
      'Really Stupid is next to him (our reading: standing).',
  },
  {
    id: 'wild-animal',
    name: 'Wild Animal',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Wild Animal: a D6 right after he declares an action, +2 for a Block or a Blitz; on 1-3 the action is ' +
      'lost (still counted as declared). He keeps his tackle zones.',
  },
  {
    id: 'always-hungry',
    name: 'Always Hungry',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Always Hungry: before he throws a team-mate, a D6; on a 1 he tries to eat him — a second D6, 1 and the ' +
      'team-mate is dead (no Regeneration; a ball he held scatters once; a turnover), 2-6 the throw is fumbled. ' +
      'The first die may be re-rolled (team re-roll, Pro); the second is not.',
  },
  {
    id: 'take-root',
    name: 'Take Root',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Take Root: a D6 right after he declares an action; on a 1 he is rooted until the drive ends or he is ' +
      'knocked down or placed prone: MA 0, no Going For It, never pushed back, no skill that moves him; he may ' +
      'still block adjacent players but never follows up, and after a failed roll on a Blitz he may not block. ' +
      'Our reading: a rooted player is not rolled for again.',
  },
  {
    id: 'blood-lust',
    name: 'Blood Lust',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Blood Lust: a D6 right after he declares an action; on a 1 he may go on (a declared Block may become a ' +
      'Move), but when his action ends, and before he passes, hands off or scores, he bites a Thrall next to him ' +
      '(his coach picks; an injury roll with any casualty as Badly Hurt; a turnover only if the Thrall held the ' +
      'ball). With no Thrall by him: a turnover, and he goes to the reserves, the ball bouncing from his square ' +
      '(no touchdown); lying down he bites nobody and goes too. Our reading: a Thrall is a team-mate without ' +
      'Blood Lust. 002 has no casualty table, so a casualty result of the injury roll becomes Badly Hurt.',
  },
  {
    id: 'decay',
    name: 'Decay',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Decay: roll twice on the casualty table and apply both. 002 has no casualty table, so when his injury ' +
      'roll is a casualty (Badly Hurt, Serious Injury, Dead) the injury roll is made again with the same modifiers ' +
      'and the worse casualty stands; Regeneration (Tomb Guardians) then rolls for it as usual.',
  },
  {
    id: 'no-hands',
    name: 'No Hands',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 No Hands: he cannot pick up, catch, intercept or carry the ball. Moving onto it he makes no roll; it ' +
      'bounces off him (a turnover in his turn); a ball reaching him is dropped with no catch roll; nobody may ' +
      'pass or hand off to him, and a touchback is never given to him.',
  },
  {
    id: 'secret-weapon',
    name: 'Secret Weapon',
    category: NEGATIVE,
    source: 'not in the seeds',
    note:
      'LRB6 Secret Weapon: at the end of each drive in which he played (was on the pitch at the kick-off) he is ' +
      'sent off for the rest of the match, Knocked Out or not; a casualty stays a casualty; nobody is sent off when ' +
      'the match ends. No bribes in these rules.',
  },
  {
    id: 'ball-and-chain',
    name: 'Ball and Chain',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Ball & Chain: Move actions only; each square by the throw-in template in a facing his coach picks, no ' +
      'dodges; all his MA, then Going For It if his coach wishes; off the pitch the crowd hurts him; into a ' +
      'standing player he blocks (ignoring Foul Appearance) and must follow up; into a player lying down he ' +
      'pushes him and an armour roll follows. Knocked down: an injury roll, no armour; Stunned counts as KO.',
  },
  {
    id: 'bombardier',
    name: 'Bombardier',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Bombardier: a standing Bombardier throws a bomb instead of any other action (not the team Pass, no ' +
      'move first) by the pass rules; a catcher or interceptor must throw it on; it explodes where it rests or at ' +
      'the thrower when fumbled: the player there is knocked down, each neighbour on a 4+. A turnover only when a ' +
      'player of the moving team holding the ball is knocked down.',
  },
  {
    id: 'chainsaw',
    name: 'Chainsaw',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Chainsaw: instead of a block on a Block or Blitz action, a D6: 2+ hits the target, a 1 kicks back and ' +
      'hits himself; the player hit gets an armour roll +3 and, if it is beaten, is knocked down and injured (the ' +
      'wielder going down is a turnover); otherwise nothing happens. No block dice, push or assists. On a Foul he ' +
      'adds +3 to the armour roll after the same kick-back roll (a kick-back: no foul). Armour rolls against him ' +
      "when he is knocked down or falls get +3. Adaptation: 003's Mighty Blow and Claw add to any armour roll he " +
      'makes, so they add to a chainsaw hit too.',
  },
  {
    id: 'stab',
    name: 'Stab',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Stab: instead of a block on a Block or Blitz action, an armour roll with no modifiers at all against an ' +
      'adjacent standing opponent; beaten, an injury roll that ignores every modifier (Stunty too); otherwise ' +
      'nothing. No block dice, push, assists or turnover; on a Blitz he may not move on afterwards. The victim ' +
      "lies stunned or leaves the pitch as the injury says (002's table has no casualty roll), a ball he held bounces.",
  },
  {
    id: 'nurgles-rot',
    name: "Nurgle's Rot",
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      "LRB6 Nurgle's Rot: an opponent he kills during his own Block, Blitz or Foul, and who is not saved by " +
      'Regeneration, becomes a new Rotter for his team after the match. A one-off game only records it: an ' +
      "'infected' event, the game-over event's `infected` list and the team view's `infected`.",
  },
  {
    id: 'animosity',
    name: 'Animosity',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Animosity (no roster here carries it; BSData gives it to the Chaos Pact renegades): when he hands off ' +
      'or passes to a team-mate of another race, a D6; on a 1 he refuses, and his coach may give the ball to a ' +
      'team-mate of his own race the action allows instead, or the action ends (no turnover). Races: a roster ' +
      "position's `race`, else the roster id.",
  },
  {
    id: 'titchy',
    name: 'Titchy',
    category: EXTRAORDINARY,
    source: 'not in the seeds',
    note:
      'LRB6 Titchy: +1 to his dodge rolls; opponents leaving his tackle zone still have to dodge, but his tackle ' +
      'zone gives no -1 to an opponent dodging into it.',
  },
  {
    id: 'juggernaut',
    name: 'Juggernaut',
    category: STRENGTH,
    source: 'not in the seeds',
    note:
      "LRB6 Juggernaut: on his Blitz's block(s) his coach may take a Both Down as Pushed (a choice), and the " +
      'opponents cannot use Stand Firm against them (Fend and Wrestle are not in our game). Not on a Block action.',
  },
  {
    id: 'disturbing-presence',
    name: 'Disturbing Presence',
    category: PHYSICAL,
    source: 'not in the seeds',
    note:
      'LRB6 Disturbing Presence: an opponent passing, catching (hand-offs too) or intercepting gets -1 for each ' +
      "opposing player with it within three squares, even one lying down. Added to 003's Foul Appearance -1.",
  },
] satisfies SkillInfo[])

const BY_ID: ReadonlyMap<string, SkillInfo> = new Map(SKILLS.map((skill) => [skill.id, skill]))

export function skillById(id: string): SkillInfo | undefined {
  return BY_ID.get(id)
}
