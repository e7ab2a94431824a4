// The skill mechanism: every skill the engine implements is one data entry with a bit number and the hooks it
// affects. Procedures ask "does any skill of this player do X here?" through the helpers below and never test a
// skill by name, so new skills (issue: the full list of seed 003) plug in as new entries.

import type { ClassicState } from './state'
import {
  BOARD,
  F_NO_TACKLE_ZONE,
  HEIGHT,
  MAX_PLAYERS,
  P_FLAGS,
  P_SIDE,
  P_SK0,
  P_STATE,
  S_STANDING,
  WIDTH,
} from './layout'

/** The rolls a re-roll can apply to. */
export type RollKind =
  | 'dodge'
  | 'gfi'
  | 'pickup'
  | 'catch'
  | 'interception'
  | 'pass'
  | 'standup'
  | 'landing'
  | 'leap'
  | SkillRollKind

/** Rolls of H1's skills, made through the shared roll step (team re-roll and Pro apply); purpose = skill id. */
export type SkillRollKind =
  | 'bone-head'
  | 'really-stupid'
  | 'wild-animal'
  | 'take-root'
  | 'blood-lust'
  | 'hypnotic-gaze'
  | 'always-hungry'
export const SKILL_ROLL_KINDS: readonly SkillRollKind[] = [
  'bone-head',
  'really-stupid',
  'wild-animal',
  'take-root',
  'blood-lust',
  'hypnotic-gaze',
  'always-hungry', // not in the seeds (LRB6 Always Hungry): the first D6 before a team-mate throw (H5)
]

/**
 * Not in the seeds (LRB6 Bone-head, Really Stupid, Wild Animal, Take Root, Blood Lust): a D6 right after he
 * declares an action (procs/declareRolls.ts).
 */
export interface DeclarationRoll {
  /** The lowest die that passes (a 1 always fails). */
  readonly target: number
  /** Added to the die when a standing team-mate without this skill is next to him (Really Stupid). */
  readonly helperBonus?: number
  /** Added to the die when he declared a Block or a Blitz (Wild Animal). */
  readonly blockBonus?: number
  /**
   * What a failure does: 'lose-action' (Wild Animal); 'lose-zones' — the action is lost and so are his tackle zones
   * until a passed roll or the drive's end (Bone-head, Really Stupid); 'root' (Take Root); 'hunger' (Blood Lust).
   */
  readonly onFail: 'lose-action' | 'lose-zones' | 'root' | 'hunger'
}

export interface SkillRule {
  readonly id: string
  /** Bit in the player's skill words; stable, because saved games store the words. */
  readonly bit: number
  /** Rolls this skill may re-roll once when failed. */
  readonly rerolls?: readonly RollKind[]
  /** Player flag marking the re-roll as used this team turn, for skills limited to once a turn. */
  readonly oncePerTurnFlag?: number
  /** Block dice: this player is not knocked down by Both Down. */
  readonly savesBothDown?: boolean
  /** Block dice: Defender Stumbles only pushes this player. */
  readonly savesStumble?: boolean
  /** Throw Team-Mate: this player may throw a team-mate who can be thrown. */
  readonly throwsTeamMates?: boolean
  /** Throw Team-Mate: this player may be thrown by a team-mate who throws team-mates. */
  readonly canBeThrown?: boolean
  /** Re-rolls allowed per team turn when more than one (Sure Feet: 3): counted in two player-flag bits. */
  readonly perTurnLimit?: number
  /** Lowest of the two player-flag bits counting `perTurnLimit` uses (layout F_*_SHIFT). */
  readonly counterShift?: number
  /** Going For It squares beyond the normal two (Sprint). */
  readonly extraGfi?: number
  /** Added to the player's MA when the game is created (Very Long Legs). */
  readonly maBonus?: number
  /** Stands up for free at the start of any action, so may even declare a Block while prone (Jump Up). */
  readonly freeStandUp?: boolean
  /** Rolls on which this player ignores the modifiers for enemy tackle zones (Nerves of Steel). */
  readonly ignoresTackleZonesOn?: readonly RollKind[]
  /** Dodges ignore the enemy tackle zones on the square dodged to (Stunty); other modifiers still apply. */
  readonly ignoresTargetTackleZones?: boolean
  /** A pick-up needs this fixed roll, no modifiers (Big Hand). */
  readonly pickUpTarget?: number
  /** Added to this player's own rolls of these kinds (Extra Arms, Two Heads, Accurate, Very Long Legs). */
  readonly modifiers?: Partial<Record<RollKind, number>>
  /** Added to an opponent's dodge out of this player's tackle zone (Prehensile Tail). */
  readonly opponentDodgeModifier?: number
  /** Pass range bands the throw is treated as shorter, never below a quick pass (Strong Arm). */
  readonly passBandReduction?: number
  /** May jump over an adjacent square to the square beyond, for two squares of movement (Leap). */
  readonly leaps?: boolean
  /** A D6 of this or more cancels a successful interception of his pass (Safe Throw). */
  readonly cancelsInterceptionOn?: number
  /** Set up off the line of scrimmage and the wide zones, he halves the kick-off scatter (Kick). */
  readonly halvesKickScatter?: boolean
  /** An opponent leaving his tackle zone must roll under his own strength on a D6 or stay put (Tentacles). */
  readonly grabsLeavers?: boolean
  /** A missed pass to him: he may move one square into the ball's square and try to catch (Diving Catch). */
  readonly divingCatch?: boolean
  /** May follow an opponent who leaves his tackle zone into the square left, on a won D6 + MA roll (Shadowing). */
  readonly shadows?: boolean
  /** The re-roll is only made when a D6 first scores this or more; otherwise the result stands (Pro). */
  readonly rerollGate?: number
  /** May throw to any square of the pitch: 2+ not to fumble, never accurate, no interception (Hail Mary Pass). */
  readonly hailMary?: boolean
  /** Armour rolls this player makes (blocks, fouls, Piling On) get this bonus (Mighty Blow, Claw, Dirty Player). */
  readonly armourModifier?: number
  /** Injury rolls this player causes get this bonus (Mighty Blow, Razor Sharp Fangs, Dirty Player). */
  readonly injuryModifier?: number
  /** The armour and injury bonuses above only for a player of at least this strength (Mighty Blow). */
  readonly minStrength?: number
  /** The armour and injury bonuses above only when he fouls (Dirty Player). */
  readonly onlyFouling?: boolean
  /** Injury rolls against this player get this modifier (Stunty). */
  readonly injuredModifier?: number
  /** His armour value counts this much higher, up to 10 (Spikes). */
  readonly armourValueBonus?: number
  /** A KO result becomes Stunned on a D6 of this or more (Thick Skull). */
  readonly koSaveOn?: number
  /** A casualty regenerates to the reserves before the next kick-off on a D6 of this or more (Regeneration). */
  readonly regeneratesOn?: number
  /** Never pushed back by a block, and no player is pushed into his square (Stand Firm). */
  readonly standFirm?: boolean
  /** Assists a block even in other opposing tackle zones (Guard). */
  readonly assistsInTackleZones?: boolean
  /** Opposing players' skills with these ids do not work against this player (Tackle cancels Dodge). */
  readonly cancels?: readonly string[]
  /** Strength bonus on a Blitz's block after moving at least one square (Horns). */
  readonly blitzStrength?: number
  /** Before blocking a stronger opponent, 2D6 above his strength makes his own strength equal (Dauntless). */
  readonly dauntless?: boolean
  /** Knocks the ball loose from a player he pushes back (Strip Ball). */
  readonly stripsBall?: boolean
  /** Dodge rolls use the better of strength and agility (Break Tackle). */
  readonly dodgesWithStrength?: boolean
  /** An opponent must roll this or more on a D6 before blocking him, or the block is wasted (Foul Appearance). */
  readonly repulsesBlockersOn?: number
  /** Opponents within this many squares of him get -1 to pass and catch (Foul Appearance). */
  readonly repelsWithin?: number
  /** May fall on a player he knocked down with a block, adding his strength to the armour roll (Piling On). */
  readonly pilesOn?: boolean
  /** His own coach picks where he is pushed, to any adjacent empty square (Side Step). */
  readonly sideStep?: boolean
  /** Blocks again after a push that leaves the defender standing, and must follow up (Frenzy). */
  readonly frenzy?: boolean
  /** Never takes possession of the ball: no pick-up, catch, interception, hand-off or pass to him (No Hands). */
  readonly noHands?: boolean
  /** Moves only by the throw-in template, blocking whoever is in his way; a fall is an injury roll (Ball and Chain). */
  readonly ballAndChain?: boolean
  /** May throw a bomb instead of any other action; it explodes where it comes down (Bombardier). */
  readonly bombardier?: boolean
  /** Before throwing a team-mate, a 1 on a D6 means he tries to eat him (Always Hungry). */
  readonly alwaysHungry?: boolean
  /** The team may take a Leader Re-Roll counter, usable while he is on the pitch (Leader). */
  readonly leader?: boolean
  /** A team re-roll for his roll goes ahead only on a D6 of this or more; otherwise it is spent (Loner). */
  readonly teamRerollGate?: number
  /** Handing off or passing to a team-mate of another race: a D6 of this or less and he refuses (Animosity). */
  readonly refusesOtherRacesOn?: number
  /** Each time he is to be set up: a D6 of this or less and he cannot be used this drive (Off For A Bite). */
  readonly sitsOutDriveOn?: number
  /** Before the match: a D6 of this or less and he misses the match (Sappy). */
  readonly missesMatchOn?: number
  /** Sent off for the rest of the match at the end of every drive he played in (Secret Weapon). */
  readonly sentOffAfterDrive?: boolean
  /** A casualty he suffers is rolled twice, the worse result applies (Decay, adapted to 002's table). */
  readonly worseCasualty?: boolean
  /** An opponent he kills in his Block, Blitz or Foul joins his team after the match (Nurgle's Rot). */
  readonly infectsVictims?: boolean
  /** May block two or more adjacent opponents at once, their strengths summed (Multiple Block). */
  readonly multipleBlock?: boolean
  /** On a Blitz his coach may take Both Down as Pushed (Juggernaut). */
  readonly bothDownAsPushOnBlitz?: boolean
  /** On a Blitz, Stand Firm does not work against his block (Juggernaut). */
  readonly beatsStandFirmOnBlitz?: boolean
  /** Instead of a block, an unmodified armour roll against an adjacent standing opponent (Stab). */
  readonly stabs?: boolean
  /** Instead of a block, a D6 of this or more hits the target, a 1 hits himself (Chainsaw). */
  readonly sawsOn?: number
  /** Armour bonus of a chainsaw hit, on the target or, kicked back, on himself (Chainsaw). */
  readonly sawArmour?: number
  /** Armour rolls against him when he is knocked down or falls get this bonus (Chainsaw). */
  readonly armourAgainst?: number
  /** Opponents dodging into his tackle zone do not get its -1 (Titchy). */
  readonly noDodgeZone?: boolean
  /** Opponents within this many squares pass, catch and intercept at -1 per such player (Disturbing Presence). */
  readonly disturbsWithin?: number
  /** A D6 right after he declares an action, with what a failure does (Bone-head, Really Stupid ...). */
  readonly declaration?: DeclarationRoll
  /** Once per his team turn, a free action: an adjacent opponent loses his tackle zone on a D6 above his AG. */
  readonly hypnoticGaze?: boolean
  /** Player-flag bits this skill sets that last until the next team turn starts (Hypnotic Gaze's victim). */
  readonly turnFlags?: number
  /** When an opponent enters his tackle zone in the opponent's turn, he may block the mover (Diving Tackle). */
  readonly divingTackle?: boolean
  /** When an opponent is about to block him while he holds the ball, he may make a Quick Pass first (Dump Off). */
  readonly dumpOff?: boolean
  /** When an opponent passes, he may move three squares towards an interception or a tackle zone (Pass Block). */
  readonly passBlock?: boolean
  /** Where the rule is printed. */
  readonly source: string
}

export const SKILL_RULES: readonly SkillRule[] = [
  // 002: Block — "if one player has the Block skill then he is not knocked over by this result"
  { id: 'block', bit: 0, savesBothDown: true, source: '002 Blocking; 003 Block' },
  // 002: Catch — re-roll a failed catch, a dropped hand-off or a failed interception
  { id: 'catch', bit: 1, rerolls: ['catch', 'interception'], source: '002 Basic skills; 003 Catch' },
  // 002: Dodge — re-roll one failed dodge per team turn; Defender Stumbles becomes a push
  {
    id: 'dodge',
    bit: 2,
    rerolls: ['dodge'],
    oncePerTurnFlag: 4, // layout F_DODGE_USED
    savesStumble: true,
    source: '002 Basic skills; 003 Dodge',
  },
  // 002: Pass — re-roll a missed pass
  { id: 'pass', bit: 3, rerolls: ['pass'], source: '002 Basic skills; 003 Pass' },
  // 002: Sure Hands — re-roll a failed pick-up (and Strip Ball does not work on him: 003)
  {
    id: 'sure-hands',
    bit: 4,
    rerolls: ['pickup'],
    cancels: ['strip-ball'],
    source: '002 Basic skills; 003 Sure Hands',
  },
  // 004: Throwing teammates — "de gooier [heeft] de 'Throwing Teammate'-skill"; no re-roll of its own.
  {
    id: 'throw-team-mate',
    bit: 5,
    throwsTeamMates: true,
    source: '004 Throwing teammates; 003 Throw Team Mate',
  },
  // 004: Throwing teammates — "het slachtoffer [heeft] de 'Right Stuff'-skill"; no re-roll of its own.
  { id: 'right-stuff', bit: 6, canBeThrown: true, source: '004 Throwing teammates; 003 Right Stuff' },
  // 003: Mighty Blow — +1 to armour and injury rolls he makes, not with ST 2 or less (rulings.md: both rolls)
  {
    id: 'mighty-blow',
    bit: 7,
    armourModifier: 1,
    injuryModifier: 1,
    minStrength: 3,
    source: '003 Mighty Blow',
  },
  // 003: Thick Skull — a KO becomes Stunned on a D6 of 4 or more
  { id: 'thick-skull', bit: 8, koSaveOn: 4, source: '003 Thick Skull' },
  // 003: Stand Firm — never pushed back by a block; nobody may be pushed into his square [GWUK]
  { id: 'stand-firm', bit: 9, standFirm: true, source: '003 Stand Firm' },
  // 003: Guard — assists an offensive or defensive block even in another player's tackle zone
  { id: 'guard', bit: 10, assistsInTackleZones: true, source: '003 Guard' },
  // 003: Tackle — opponents may not use Dodge leaving his tackle zone nor when he blocks them
  { id: 'tackle', bit: 11, cancels: ['dodge'], source: '003 Tackle' },
  // 003: Horns — +1 ST on a Blitz's block after moving at least one square
  { id: 'horns', bit: 12, blitzStrength: 1, source: '003 Horns' },
  // 003: Claw — +2 to the armour rolls he makes
  { id: 'claw', bit: 13, armourModifier: 2, source: '003 Claw' },
  // 003: Razor Sharp Claws or Fangs — +2 to the injury rolls he makes
  { id: 'razor-sharp-fangs', bit: 14, injuryModifier: 2, source: '003 Razor Sharp Fangs' },
  // 003: Spikes — +1 AV, never above 10 [JJ]
  { id: 'spikes', bit: 15, armourValueBonus: 1, source: '003 Spikes' },
  // 003: Regeneration — a casualty regenerates on 2-6 before the next kick-off (one-off games)
  { id: 'regeneration', bit: 16, regeneratesOn: 2, source: '003 Regeneration' },
  // 003: Frenzy — must follow up and block again after a push back (rulings.md: while it keeps pushing)
  { id: 'frenzy', bit: 17, frenzy: true, source: '003 Frenzy' },
  // 003: Dauntless — 2D6 above a stronger opponent's ST: his own ST counts as equal, before assists
  { id: 'dauntless', bit: 18, dauntless: true, source: '003 Dauntless' },
  // 003: Dirty Player — +2 to armour and injury when he fouls (not when he assists a foul)
  {
    id: 'dirty-player',
    bit: 19,
    armourModifier: 2,
    injuryModifier: 2,
    onlyFouling: true,
    source: '003 Dirty Player',
  },
  // 003: Piling On — after knocking the victim over, falls on him: +ST to the armour roll, a choice
  { id: 'piling-on', bit: 20, pilesOn: true, source: '003 Piling On' },
  // 003: Strip Ball — a pushed-back carrier drops the ball (not a player with Sure Hands)
  { id: 'strip-ball', bit: 22, stripsBall: true, source: '003 Strip Ball' },
  // 003: Break Tackle — dodges with strength instead of agility
  { id: 'break-tackle', bit: 23, dodgesWithStrength: true, source: '003 Break Tackle' },
  // 003: Foul Appearance — a blocker must first roll 2+ or the block is wasted
  // and opponents within three squares of him pass and catch at -1
  { id: 'foul-appearance', bit: 24, repulsesBlockersOn: 2, repelsWithin: 3, source: '003 Foul Appearance' },
  // 003: Side Step — his coach picks the push square, any adjacent empty square
  { id: 'side-step', bit: 26, sideStep: true, source: '003 Side Step' },
  // 003: Sure Feet — re-roll a failed Going For It, at most three times a team turn, once per square.
  {
    id: 'sure-feet',
    bit: 30,
    rerolls: ['gfi'],
    perTurnLimit: 3,
    counterShift: 20, // layout F_SURE_FEET_SHIFT
    source: '003 Sure Feet',
  },
  // 003: Sprint — up to three extra squares instead of two, each still rolled for.
  { id: 'sprint', bit: 31, extraGfi: 1, source: '003 Sprint' },
  // 003: Jump Up — stands up for free at the start of any action, so a prone player may block.
  { id: 'jump-up', bit: 32, freeStandUp: true, source: '003 Jump Up' },
  // 003: Nerves of Steel — ignores the enemy tackle zone modifiers when passing or catching.
  { id: 'nerves-of-steel', bit: 33, ignoresTackleZonesOn: ['pass', 'catch'], source: '003 Nerves Of Steel' },
  // 003: Big Hand — picks up the ball on a 2+, no modifiers.
  { id: 'big-hand', bit: 34, pickUpTarget: 2, source: '003 Big Hand' },
  // 003: Extra Arms — +1 to all his catch rolls.
  { id: 'extra-arms', bit: 35, modifiers: { catch: 1 }, source: '003 Extra Arms' },
  // 003: Very Long Legs — +1 MA and +1 to interceptions.
  { id: 'very-long-legs', bit: 36, maBonus: 1, modifiers: { interception: 1 }, source: '003 Very Long Legs' },
  // 003: Two Heads — +1 to all his dodge rolls.
  { id: 'two-heads', bit: 37, modifiers: { dodge: 1 }, source: '003 Two Heads' },
  // 003: Prehensile Tail — -1 to an opponent dodging out of his tackle zone.
  { id: 'prehensile-tail', bit: 38, opponentDodgeModifier: -1, source: '003 Prehensile Tail' },
  // 003: Accurate — +1 when he passes the ball.
  { id: 'accurate', bit: 39, modifiers: { pass: 1 }, source: '003 Accurate' },
  // 003: Strong Arm — the range is one band shorter, never below a quick pass.
  { id: 'strong-arm', bit: 40, passBandReduction: 1, source: '003 Strong Arm' },
  // 003: Leap — jumps over an adjacent square for two squares of movement; an agility roll with no modifiers.
  { id: 'leap', bit: 42, leaps: true, source: '003 Leap' },
  // 003: Safe Throw — a D6 of 2+ cancels an interception of his pass.
  { id: 'safe-throw', bit: 43, cancelsInterceptionOn: 2, source: '003 Safe Throw' },
  // 003: Kick — set up off the line and the wide zones, he halves the kick-off scatter, rounding down.
  { id: 'kick', bit: 44, halvesKickScatter: true, source: '003 Kick' },
  // 003: Tentacles — an opponent leaving his tackle zone must roll under his own ST on a D6 or may not move on.
  { id: 'tentacles', bit: 45, grabsLeavers: true, source: '003 Tentacles' },
  // 003: Diving Catch — when a pass to him misses, he may dive one square to where the ball came down and catch.
  { id: 'diving-catch', bit: 46, divingCatch: true, source: '003 Diving Catch' },
  // 003: Shadowing — D6 + MA against the mover's D6 + MA: beating it, he may step into the square left.
  { id: 'shadowing', bit: 47, shadows: true, source: '003 Shadowing' },
  // 003: Pro — once a team turn, any one of his rolls may be re-rolled if a D6 first scores 4+; listed after the
  // specific re-roll skills, so those are offered first.
  {
    id: 'pro',
    bit: 48,
    rerolls: [
      'dodge',
      'gfi',
      'pickup',
      'catch',
      'interception',
      'pass',
      'standup',
      'landing',
      'leap',
      ...SKILL_ROLL_KINDS, // LRB6: Pro re-rolls "any one dice roll" (declaration rolls, Hypnotic Gaze)
    ],
    oncePerTurnFlag: 1 << 23, // layout F_PRO_USED
    rerollGate: 4,
    source: '003 Pro',
  },
  // 003: Hail Mary Pass — a throw to any square: a 1 fumbles, otherwise it scatters three times from there.
  { id: 'hail-mary-pass', bit: 49, hailMary: true, source: '003 Hail Mary Pass' },
  // 003: Stunty — ignores enemy tackle zones on the square he dodges to (not other modifiers: [JJ]).
  // 003: Stunty — [JJ] "suffer a +1 on the injury dice in the same manner as halflings and goblins".
  { id: 'stunty', bit: 41, ignoresTargetTackleZones: true, injuredModifier: 1, source: '003 Stunty' },
  // 003: Multiple Block — blocks two or more adjacent opponents at once, strengths summed (procs/multipleBlock.ts).
  { id: 'multiple-block', bit: 67, multipleBlock: true, source: '003 Multiple Block' },
  // not in the seeds (LRB6 Juggernaut): on a Blitz Both Down may count as Pushed, and no Stand Firm against him.
  {
    id: 'juggernaut',
    bit: 68,
    bothDownAsPushOnBlitz: true,
    beatsStandFirmOnBlitz: true,
    source: 'not in the seeds (LRB6 Juggernaut)',
  },
  // not in the seeds (LRB6 Stab): an unmodified armour roll instead of a block (procs/weapons.ts).
  { id: 'stab', bit: 69, stabs: true, source: 'not in the seeds (LRB6 Stab)' },
  // not in the seeds (LRB6 Chainsaw): D6 2+ hits (1 kicks back) with +3 armour, instead of a block; +3 on a
  // foul; +3 to armour rolls against him when he goes down (procs/weapons.ts).
  {
    id: 'chainsaw',
    bit: 70,
    sawsOn: 2,
    sawArmour: 3,
    armourModifier: 3,
    onlyFouling: true,
    armourAgainst: 3,
    source: 'not in the seeds (LRB6 Chainsaw)',
  },
  // not in the seeds (LRB6 Titchy): +1 to his dodges; opponents dodging into his tackle zone ignore it.
  {
    id: 'titchy',
    bit: 71,
    modifiers: { dodge: 1 },
    noDodgeZone: true,
    source: 'not in the seeds (LRB6 Titchy)',
  },
  // not in the seeds (LRB6 Disturbing Presence): -1 per such opponent within three squares to pass, catch and
  // intercept.
  {
    id: 'disturbing-presence',
    bit: 72,
    disturbsWithin: 3,
    source: 'not in the seeds (LRB6 Disturbing Presence)',
  },
  // not in the seeds (LRB6 Ball & Chain): moves only by the throw-in template, a fall is an injury roll.
  { id: 'ball-and-chain', bit: 73, ballAndChain: true, source: 'not in the seeds (LRB6 Ball & Chain)' },
  // not in the seeds (LRB6 Bombardier): throws a bomb instead of any other action, not the team's Pass.
  { id: 'bombardier', bit: 74, bombardier: true, source: 'not in the seeds (LRB6 Bombardier)' },
  // not in the seeds (LRB6 No Hands): never picks up, catches, intercepts or carries the ball.
  { id: 'no-hands', bit: 75, noHands: true, source: 'not in the seeds (LRB6 No Hands)' },
  // not in the seeds (LRB6 Always Hungry): a 1 before a team-mate throw: he tries to eat the team-mate.
  { id: 'always-hungry', bit: 76, alwaysHungry: true, source: 'not in the seeds (LRB6 Always Hungry)' },
  // 003: Leader — one Leader Re-Roll counter at the start of the match and at half time, used like a team re-roll
  // while a Leader is on the pitch.
  { id: 'leader', bit: 56, leader: true, source: '003 Leader' },
  // not in the seeds (LRB6 Loner): a team re-roll for him goes ahead on 4+, otherwise it is spent.
  { id: 'loner', bit: 57, teamRerollGate: 4, source: 'not in the seeds (LRB6 Loner)' },
  // not in the seeds (LRB6 Animosity): a 1 on a D6 and he will not give the ball to a team-mate of another race.
  { id: 'animosity', bit: 58, refusesOtherRacesOn: 1, source: 'not in the seeds (LRB6 Animosity)' },
  // 003: Off For A Bite — 1-3 each time he is to be set up: he cannot be used in this drive.
  { id: 'off-for-a-bite', bit: 59, sitsOutDriveOn: 3, source: '003 Off For A Bite' },
  // 003: Sappy — a 1 before the match starts: he misses the match.
  { id: 'sappy', bit: 60, missesMatchOn: 1, source: '003 Sappy' },
  // not in the seeds (LRB6 Secret Weapon): sent off at the end of each drive he played in.
  { id: 'secret-weapon', bit: 61, sentOffAfterDrive: true, source: 'not in the seeds (LRB6 Secret Weapon)' },
  // not in the seeds (LRB6 Decay): a casualty is rolled twice; 002 has no casualty table, so the worse of two.
  { id: 'decay', bit: 62, worseCasualty: true, source: 'not in the seeds (LRB6 Decay)' },
  // not in the seeds (LRB6 Nurgle's Rot): a victim he kills (not regenerated) becomes a Rotter after the match.
  { id: 'nurgles-rot', bit: 63, infectsVictims: true, source: "not in the seeds (LRB6 Nurgle's Rot)" },
  // not in the seeds (LRB6 Bone-head): a 1 right after declaring loses the action and his tackle zones.
  {
    id: 'bone-head',
    bit: 50,
    declaration: { target: 2, onFail: 'lose-zones' },
    source: 'not in the seeds (LRB6 Bone-head)',
  },
  // not in the seeds (LRB6 Really Stupid): as Bone-head on 1-3, +2 with a team-mate who is not Really Stupid by him.
  {
    id: 'really-stupid',
    bit: 51,
    declaration: { target: 4, helperBonus: 2, onFail: 'lose-zones' },
    source: 'not in the seeds (LRB6 Really Stupid)',
  },
  // not in the seeds (LRB6 Wild Animal): 1-3 loses the action, +2 when he declared a Block or a Blitz.
  {
    id: 'wild-animal',
    bit: 52,
    declaration: { target: 4, blockBonus: 2, onFail: 'lose-action' },
    source: 'not in the seeds (LRB6 Wild Animal)',
  },
  // not in the seeds (LRB6 Take Root): a 1 roots him (MA 0, never pushed) until the drive ends or he goes down.
  {
    id: 'take-root',
    bit: 53,
    declaration: { target: 2, onFail: 'root' },
    source: 'not in the seeds (LRB6 Take Root)',
  },
  // not in the seeds (LRB6 Blood Lust): a 1 and he must bite a Thrall before his action ends, or leave the pitch.
  {
    id: 'blood-lust',
    bit: 54,
    declaration: { target: 2, onFail: 'hunger' },
    turnFlags: 1 << 11, // layout F_HUNGRY: fed or not, the hunger never outlasts his action (a safety net)
    source: 'not in the seeds (LRB6 Blood Lust)',
  },
  // 003: Hypnotic Gaze — once in each of his team turns, free: a D6 above an adjacent opponent's AG takes his
  // tackle zone away for the rest of the team turn.
  {
    id: 'hypnotic-gaze',
    bit: 55,
    hypnoticGaze: true,
    // layout F_HYPNOTISED | F_GAZE_USED: the victim's zone and the gaze come back when the next team turn starts
    turnFlags: (1 << 6) | (1 << 7),
    source: '003 Hypnotic Gaze',
  },
  // 003: Diving Tackle — blocks an opponent entering his tackle zone, once per opposing turn (procs/divingTackle.ts).
  {
    id: 'diving-tackle',
    bit: 64,
    divingTackle: true,
    oncePerTurnFlag: 1 << 14, // layout F_DIVING_TACKLE_USED: once per opposing turn [WD][JJ]
    source: '003 Diving Tackle',
  },
  // 003: Dump Off — a Quick Pass when an opponent declares a block on him, no turnover (procs/dumpOff.ts).
  { id: 'dump-off', bit: 65, dumpOff: true, source: '003 Dump Off' },
  // 003: Pass Block — a free three-square move when an opponent passes (procs/passBlock.ts).
  { id: 'pass-block', bit: 66, passBlock: true, source: '003 Pass Block' },
]

const BY_ID = new Map(SKILL_RULES.map((r) => [r.id, r]))
const BY_BIT: (SkillRule | undefined)[] = []
for (const r of SKILL_RULES) BY_BIT[r.bit] = r

export function skillRule(id: string): SkillRule | undefined {
  return BY_ID.get(id)
}

export function hasSkillBit(s: ClassicState, p: number, bit: number): boolean {
  return ((s.m.w[P_SK0 + (bit >> 5) * MAX_PLAYERS + p] >>> (bit & 31)) & 1) === 1
}

/** Every implemented skill rule a player has. */
export function rulesOf(s: ClassicState, p: number): SkillRule[] {
  const out: SkillRule[] = []
  for (let k = 0; k < 3; k++) {
    let word = s.m.w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const low = 31 - Math.clz32(word & -word)
      const rule = BY_BIT[k * 32 + low]
      if (rule) out.push(rule)
      word &= word - 1
    }
  }
  return out
}

/** Uses of a `perTurnLimit` re-roll so far this team turn, from the player's flags. */
export function perTurnUses(rule: SkillRule, flags: number): number {
  return rule.counterShift === undefined ? 0 : (flags >> rule.counterShift) & 3
}

/** The player's flags after one more use of a limited re-roll (once-per-turn flag or counter). */
export function flagsAfterUse(rule: SkillRule, flags: number): number {
  if (rule.oncePerTurnFlag) return flags | rule.oncePerTurnFlag
  if (rule.counterShift === undefined) return flags
  const uses = perTurnUses(rule, flags) + 1
  return (flags & ~(3 << rule.counterShift)) | (uses << rule.counterShift)
}

/** Player-flag bits of per-turn skill limits, cleared at the start of every team turn. */
export const SKILL_TURN_FLAGS = SKILL_RULES.reduce(
  (mask, r) =>
    mask |
    (r.oncePerTurnFlag ?? 0) |
    (r.turnFlags ?? 0) |
    (r.counterShift === undefined ? 0 : 3 << r.counterShift),
  0,
)

/** The skill that may re-roll this failed roll for this player now, if any. */
export function skillRerollFor(s: ClassicState, p: number, kind: RollKind, flags: number): SkillRule | null {
  for (const rule of SKILL_RULES) {
    if (!rule.rerolls || !rule.rerolls.includes(kind)) continue
    if (!hasSkillBit(s, p, rule.bit)) continue
    if (rule.oncePerTurnFlag !== undefined && (flags & rule.oncePerTurnFlag) !== 0) continue
    if (rule.perTurnLimit !== undefined && perTurnUses(rule, flags) >= rule.perTurnLimit) continue
    return rule
  }
  return null
}

// Rules by hook, computed once, so the hot paths loop over the few rules that matter with bit tests only.
const ROLL_KIND_LIST: readonly RollKind[] = [
  'dodge',
  'gfi',
  'pickup',
  'catch',
  'interception',
  'pass',
  'standup',
  'landing',
  'leap',
]
const MODIFIER_RULES = new Map<RollKind, readonly SkillRule[]>(
  ROLL_KIND_LIST.map((k) => [k, SKILL_RULES.filter((r) => r.modifiers?.[k] !== undefined)]),
)
const TZ_IGNORE_RULES = new Map<RollKind, readonly SkillRule[]>(
  ROLL_KIND_LIST.map((k) => [k, SKILL_RULES.filter((r) => r.ignoresTackleZonesOn?.includes(k))]),
)

/** The sum of this player's skill modifiers to his own rolls of a kind (003: Two Heads, Extra Arms ...). */
export function skillModifier(s: ClassicState, p: number, kind: RollKind): number {
  let sum = 0
  for (const r of MODIFIER_RULES.get(kind)!) if (hasSkillBit(s, p, r.bit)) sum += r.modifiers![kind]!
  return sum
}

/** Whether a skill lets this player ignore enemy tackle zone modifiers on a roll (003: Nerves of Steel). */
export function ignoresTackleZones(s: ClassicState, p: number, kind: RollKind): boolean {
  for (const r of TZ_IGNORE_RULES.get(kind)!) if (hasSkillBit(s, p, r.bit)) return true
  return false
}

/** The sum of a numeric hook over the skills a player has (0 when none), from precomputed lists. */
export function hookSum(
  s: ClassicState,
  p: number,
  hook: 'extraGfi' | 'maBonus' | 'opponentDodgeModifier' | 'passBandReduction',
): number {
  let sum = 0
  for (const rule of HOOK_RULES[hook]) if (hasSkillBit(s, p, rule.bit)) sum += rule[hook]!
  return sum
}

const HOOK_RULES = {
  extraGfi: SKILL_RULES.filter((r) => r.extraGfi !== undefined),
  maBonus: SKILL_RULES.filter((r) => r.maBonus !== undefined),
  opponentDodgeModifier: SKILL_RULES.filter((r) => r.opponentDodgeModifier !== undefined),
  passBandReduction: SKILL_RULES.filter((r) => r.passBandReduction !== undefined),
}

/** A numeric hook summed over a list of skill ids, for building a player before the state exists. */
export function skillIdsSum(ids: readonly string[], hook: 'maBonus'): number {
  let sum = 0
  for (const id of ids) sum += BY_ID.get(id)?.[hook] ?? 0
  return sum
}

/** The SKILL_RULES index of each skill id cancelled by some skill, with the bits that cancel it. */
const CANCELLED_BY = new Map<string, number[]>()
for (const r of SKILL_RULES)
  for (const id of r.cancels ?? []) CANCELLED_BY.set(id, [...(CANCELLED_BY.get(id) ?? []), r.bit])

/** Whether `opponent` has a skill that cancels skill `id` (003: Tackle cancels Dodge). */
export function cancelledBy(s: ClassicState, opponent: number, id: string): boolean {
  const bits = CANCELLED_BY.get(id)
  if (!bits) return false
  for (const b of bits) if (hasSkillBit(s, opponent, b)) return true
  return false
}

/**
 * Whether a skill re-roll of player `p` standing at (x, y) is cancelled by a standing opponent whose tackle zone
 * holds that square (003: Tackle — no Dodge "if they attempt to dodge out of the player's tackle zone").
 */
export function rerollCancelledAt(
  s: ClassicState,
  p: number,
  rule: SkillRule,
  x: number,
  y: number,
): boolean {
  const bits = CANCELLED_BY.get(rule.id)
  if (!bits) return false
  const w = s.m.w
  const side = w[P_SIDE + p]
  for (let yy = y - 1; yy <= y + 1; yy++) {
    if (yy < 0 || yy >= HEIGHT) continue
    for (let xx = x - 1; xx <= x + 1; xx++) {
      if (xx < 0 || xx >= WIDTH) continue
      const q = w[BOARD + yy * WIDTH + xx] - 1
      // LRB6 Bone-head / 003 Hypnotic Gaze: a player without his tackle zone cancels nothing here.
      if (q < 0 || w[P_SIDE + q] === side || w[P_STATE + q] !== S_STANDING) continue
      if ((w[P_FLAGS + q] & F_NO_TACKLE_ZONE) === 0 && cancelledBy(s, q, rule.id)) return true
    }
  }
  return false
}

/** Like anySkill, leaving out the skills `opponent` cancels. */
export function anySkillAgainst(
  s: ClassicState,
  p: number,
  opponent: number,
  test: (r: SkillRule) => boolean | undefined,
): boolean {
  return someSkill(s, p, opponent, test)
}

/**
 * Whether one of the player's skills passes `test` and (with `opponent` >= 0) is not cancelled by him. Over the
 * player's own skill bits (a few at most), not over every rule: this runs on hot paths.
 */
function someSkill(
  s: ClassicState,
  p: number,
  opponent: number,
  test: (r: SkillRule) => boolean | undefined,
): boolean {
  const w = s.m.w
  for (let k = 0; k < 3; k++) {
    let word = w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const rule = BY_BIT[k * 32 + 31 - Math.clz32(word & -word)]
      word &= word - 1
      if (rule && test(rule) && (opponent < 0 || !cancelledBy(s, opponent, rule.id))) return true
    }
  }
  return false
}

/** The sum of a numeric hook over a player's skills (0 when none); for rarely-run code (armour, injury). */
export function skillTotal(s: ClassicState, p: number, value: (r: SkillRule) => number | undefined): number {
  let n = 0
  const w = s.m.w
  for (let k = 0; k < 3; k++) {
    let word = w[P_SK0 + k * MAX_PLAYERS + p] >>> 0
    while (word !== 0) {
      const rule = BY_BIT[k * 32 + 31 - Math.clz32(word & -word)]
      word &= word - 1
      const v = rule ? value(rule) : undefined
      if (v !== undefined) n += v
    }
  }
  return n
}

/** The rules a test selects, computed once (at module load) for a hot path; use with `hasAnyOf`. */
export function rulesWith(test: (r: SkillRule) => boolean | undefined): readonly SkillRule[] {
  return SKILL_RULES.filter((r) => test(r))
}

/** Whether the player has any of these rules: bit tests only, no closure per rule. */
export function hasAnyOf(s: ClassicState, p: number, rules: readonly SkillRule[]): boolean {
  for (let i = 0; i < rules.length; i++) if (hasSkillBit(s, p, rules[i].bit)) return true
  return false
}

/** Whether one of the player's skills passes `test`. */
export function anySkill(s: ClassicState, p: number, test: (r: SkillRule) => boolean | undefined): boolean {
  return someSkill(s, p, -1, test)
}

/** Skill words for a list of skill ids; ids the engine does not implement yet are kept in meta only. */
export function skillWords(ids: readonly string[]): [number, number, number] {
  const words: [number, number, number] = [0, 0, 0]
  for (const id of ids) {
    const rule = BY_ID.get(id)
    if (rule) words[rule.bit >> 5] |= 1 << (rule.bit & 31)
  }
  return words
}
