// The words printed on Blitz Bowl's cards, for the side panels: what each Challenge asks (001: Challenge Cards,
// game-facts B6), what each Bonus Play does (001: Bonus Plays, B7) and what each Random Event does (001: Random
// Event Cards, B8). Text only — the rules themselves live in procs/ — so the renderer never words a rule itself.

import type { BonusPlayId } from './bonusPlays'
import type { Condition } from './challengeCards'

export const CHALLENGE_TEXTS: Readonly<Record<Condition, string>> = {
  'break-some-bones': 'Your Block or Foul Injured its target.',
  'free-up-the-ball': 'An opponent held a ball before your action and no longer holds it after it.',
  'get-moving': 'A Run action, and your team has made 3 or more Runs this turn.',
  'get-the-ball': 'You took possession of a ball your team did not hold at the start of the turn.',
  'get-together': 'After a Run, Mark or Sidestep, that player is adjacent to 2 or more team-mates.',
  'make-a-risky-throw': 'A successful Throw that had a negative modifier.',
  'move-the-ball':
    'A Throw or Run moved a ball 4 or more squares further from your own End Zone, and your team still holds it.',
  'play-as-a-team': '3 or more different actions by 3 or more different players this turn.',
  'show-no-fear': 'Your player ends an action on a Trapdoor while an opponent holds a ball.',
  'show-them-how': 'One player has made 3 or more different non-free actions this turn.',
  'show-us-a-completion': 'A successful Throw (not a Hand-off).',
  showboat: 'Your action led to a touchdown.',
  'spread-out': 'After a Run or Sidestep, none of your players is adjacent to a team-mate.',
  'take-them-down': 'Your Block Knocked Down its target.',
  'tie-them-up': 'After a Mark, your player Marks 2 or more opponents that no other team-mate Marks.',
}

export const BONUS_PLAY_TEXTS: Readonly<Record<BonusPlayId, string>> = {
  'accurate-throw': "The thrower's Throw value is 2+ for this throw.",
  'aggressive-mark': 'The Mark may move up to 4 squares.',
  'bladed-knuckle-dusters': "After a Block knocks its target down, the target's Armour is 6+ for that check.",
  blitz: 'After a Mark by a player who already Ran this turn, a free Block.',
  'blocking-play': 'Played before the Pre-Turn Sequence: all your blocks this turn count as Assisted.',
  'defensive-play': 'Your Runs may move next to opponents, but doing so ends the Run.',
  'diving-tackle': 'After a Mark, a free Block; your player then goes Prone with no Armour Check.',
  dodge: 'The Run may pass next to opponents but must end Open.',
  'hail-mary-pass': 'Throw to any team-mate on the board: it succeeds on 4+ with no modifiers.',
  inspiration: 'A 4th Player Action this turn.',
  intervention:
    "After an opponent's Run, one of your Open players makes a free Mark that must end next to the runner.",
  'jump-up': 'A Prone player of yours makes a free Stand Up.',
  'nerves-of-steel': 'May Throw (Throw Team-mate too) while Marked.',
  'raw-talent': 'Re-roll an Armour Check, a Throw Check or the Block dice.',
  reserves: 'A free Reserves action.',
  shadowing: 'When an opponent Sidesteps away from your marker, your player moves into the square it left.',
  sprint: '+2 Move for a Run.',
  'step-aside': "After an opponent's Mark, one of your Marked players makes a free Sidestep.",
  'the-kids-got-moxy': 'An unassisted Block rolls 3 dice.',
  'tough-enough': 'When your player is blocked, the block cannot be Assisted and a Shove counts as a Miss.',
}

export const RANDOM_EVENT_TEXTS: Readonly<Record<string, string>> = {
  'banana-skins': 'Each coach knocks one standing, unmarked enemy player Prone; a carried ball bounces.',
  'crumbling-pitch': 'For the rest of the game, −1 on Armour Checks caused by Blocks.',
  'empty-the-bench': 'Every Reserves player makes a free Reserves action.',
  'generous-coaches': 'For the rest of the game, +1 point per claimed card and per touchdown.',
  'get-the-ref':
    'For the rest of the game, a Spotted! foul becomes Slipped! and Take That! becomes Got Them!.',
  'impatient-coaches': 'Discard all active cards and deal 3 new ones.',
  'multi-ball': 'One new ball if a ball is in play; two if none is.',
  'pitch-invasion': 'A Block die for each enemy player on the pitch: a Kerrunch! Injures them.',
  reset: 'Everyone, the Dugout too, sets up again in the End Zones.',
  'trapdoor-monster': 'A random trapdoor Injures the player on it; standing players next to it go Prone.',
}

/** A Random Event card as seen on top of the deck: face-down (001: Random Event Cards), drawn at once. */
export const RANDOM_EVENT_BACK = {
  name: 'Random Event',
  text: 'Face-down: the coach whose turn it is draws it and applies it.',
} as const
