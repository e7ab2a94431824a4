// Every skill the engine implements, one entry each: a stable bit (saved games store the skill words) and the hooks
// it sets (skillRule.ts). Data, read by the mechanism in skills.ts; each entry cites where its rule is printed.

import { SKILL_ROLL_KINDS, type SkillRule } from './skillRule'

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
  // 003: Diving Catch — when a pass to him misses, he may move one square (any empty one, no dodge); into the
  // ball's square, he may catch it.
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
    armed: true, // 003 Stunty: "a secret weapon (such as a pogo stick or chainsaw)"
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
  {
    id: 'ball-and-chain',
    bit: 73,
    ballAndChain: true,
    armed: true,
    source: 'not in the seeds (LRB6 Ball & Chain)',
  },
  // not in the seeds (LRB6 Bombardier): throws a bomb instead of any other action, not the team's Pass.
  { id: 'bombardier', bit: 74, bombardier: true, armed: true, source: 'not in the seeds (LRB6 Bombardier)' },
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
  // 003 Stunty: "does not apply if the player is armed with a secret weapon".
  {
    id: 'secret-weapon',
    bit: 61,
    sentOffAfterDrive: true,
    armed: true,
    source: 'not in the seeds (LRB6 Secret Weapon)',
  },
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
