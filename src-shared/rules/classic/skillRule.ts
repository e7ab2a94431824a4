// The shape of a skill rule: the hooks a skill may set (see skills.ts for the mechanism, skillTable.ts for the
// entries), and the roll kinds skills add. Kept apart so the table and the helpers can both import them.

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
  /** He is armed with a secret weapon, so Stunty does not help his dodges (003 Stunty; Secret Weapon, Chainsaw...). */
  readonly armed?: boolean
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
  /** A missed pass to him: a free move to an empty square next to him; in the ball's square he may catch (Diving Catch). */
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
