// Blitz Bowl's cards as the side panel shows them, by id: each Challenge (by its condition), Bonus Play and Random
// Event with its name and words. The engine's view carries the English names and texts of the rules data
// (src-shared/rules/blitz/data); components/panels/blitzCards.ts finds a card's id from them and shows these.
export default {
  cards: {
    // The discard dialog's choices (play/cardChoices.ts): each card by name with what it asks or does.
    discardActive: 'Discard {name} ({points} pts): {text}',
    discardHand: 'Discard {name}: {text}',
    challenge: {
      'break-some-bones': {
        name: 'Break Some Bones!',
        text: 'Your Block or Foul Injured its target.',
      },
      'free-up-the-ball': {
        name: 'Free Up The Ball!',
        text: 'An opponent held a ball before your action and no longer holds it after it.',
      },
      'get-moving': {
        name: 'Get Moving!',
        text: 'A Run action, and your team has made 3 or more Runs this turn.',
      },
      'get-the-ball': {
        name: 'Get The Ball!',
        text: 'You took possession of a ball your team did not hold at the start of the turn.',
      },
      'get-together': {
        name: 'Get Together!',
        text: 'After a Run, Mark or Sidestep, that player is adjacent to 2 or more team-mates.',
      },
      'make-a-risky-throw': {
        name: 'Make A Risky Throw!',
        text: 'A successful Throw that had a negative modifier.',
      },
      'move-the-ball': {
        name: 'Move The Ball!',
        text: 'A Throw or Run moved a ball 4 or more squares further from your own End Zone, and your team still holds it.',
      },
      'play-as-a-team': {
        name: 'Play As A Team!',
        text: '3 or more different actions by 3 or more different players this turn.',
      },
      'show-no-fear': {
        name: 'Show No Fear!',
        text: 'Your player ends an action on a Trapdoor while an opponent holds a ball.',
      },
      'show-them-how': {
        name: "Show Them How It's Done!",
        text: 'One player has made 3 or more different non-free actions this turn.',
      },
      'show-us-a-completion': {
        name: 'Show Us A Completion!',
        text: 'A successful Throw (not a Hand-off).',
      },
      showboat: {
        name: 'Showboat For The Crowd!',
        text: 'Your action led to a touchdown.',
      },
      'spread-out': {
        name: 'Spread Out!',
        text: 'After a Run or Sidestep, none of your players is adjacent to a team-mate.',
      },
      'take-them-down': {
        name: 'Take Them Down!',
        text: 'Your Block Knocked Down its target.',
      },
      'tie-them-up': {
        name: 'Tie Them Up!',
        text: 'After a Mark, your player Marks 2 or more opponents that no other team-mate Marks.',
      },
    },
    bonus: {
      'accurate-throw': {
        name: 'Accurate Throw',
        text: "The thrower's Throw value is 2+ for this throw.",
      },
      'aggressive-mark': {
        name: 'Aggressive Mark',
        text: 'The Mark may move up to 4 squares.',
      },
      'bladed-knuckle-dusters': {
        name: 'Bladed Knuckle Dusters',
        text: "After a Block knocks its target down, the target's Armour is 6+ for that check.",
      },
      blitz: {
        name: 'Blitz!',
        text: 'After a Mark by a player who already Ran this turn, a free Block.',
      },
      'blocking-play': {
        name: 'Blocking Play',
        text: 'Played before the Pre-Turn Sequence: all your blocks this turn count as Assisted.',
      },
      'defensive-play': {
        name: 'Defensive Play',
        text: 'Your Runs may move next to opponents, but doing so ends the Run.',
      },
      'diving-tackle': {
        name: 'Diving Tackle',
        text: 'After a Mark, a free Block; your player then goes Prone with no Armour Check.',
      },
      dodge: {
        name: 'Dodge',
        text: 'The Run may pass next to opponents but must end Open.',
      },
      'hail-mary-pass': {
        name: 'Hail Mary Pass',
        text: 'Throw to any team-mate on the board: it succeeds on 4+ with no modifiers.',
      },
      inspiration: {
        name: 'Inspiration',
        text: 'A 4th Player Action this turn.',
      },
      intervention: {
        name: 'Intervention',
        text: "After an opponent's Run, one of your Open players makes a free Mark that must end next to the runner.",
      },
      'jump-up': {
        name: 'Jump Up',
        text: 'A Prone player of yours makes a free Stand Up.',
      },
      'nerves-of-steel': {
        name: 'Nerves of Steel',
        text: 'May Throw (Throw Team-mate too) while Marked.',
      },
      'raw-talent': {
        name: 'Raw Talent',
        text: 'Re-roll an Armour Check, a Throw Check or the Block dice.',
      },
      reserves: {
        name: 'Reserves',
        text: 'A free Reserves action.',
      },
      shadowing: {
        name: 'Shadowing',
        text: 'When an opponent Sidesteps away from your marker, your player moves into the square it left.',
      },
      sprint: {
        name: 'Sprint',
        text: '+2 Move for a Run.',
      },
      'step-aside': {
        name: 'Step Aside',
        text: "After an opponent's Mark, one of your Marked players makes a free Sidestep.",
      },
      'the-kids-got-moxy': {
        name: "The Kid's Got Moxy",
        text: 'An unassisted Block rolls 3 dice.',
      },
      'tough-enough': {
        name: 'Tough Enough',
        text: 'When your player is blocked, the block cannot be Assisted and a Shove counts as a Miss.',
      },
    },
    event: {
      'banana-skins': {
        name: 'Banana Skins',
        text: 'Each coach knocks one standing, unmarked enemy player Prone; a carried ball bounces.',
      },
      'crumbling-pitch': {
        name: 'Crumbling Astrogranite Pitch',
        text: 'For the rest of the game, −1 on Armour Checks caused by Blocks.',
      },
      'empty-the-bench': {
        name: 'Empty the Bench',
        text: 'Every Reserves player makes a free Reserves action.',
      },
      'generous-coaches': {
        name: 'Generous Coaches',
        text: 'For the rest of the game, +1 point per claimed card and per touchdown.',
      },
      'get-the-ref': {
        name: 'Get the Ref!',
        text: 'For the rest of the game, a Spotted! foul becomes Slipped! and Take That! becomes Got Them!.',
      },
      'impatient-coaches': {
        name: 'Impatient Coaches',
        text: 'Discard all active cards and deal 3 new ones.',
      },
      'multi-ball': {
        name: 'Multi-Ball',
        text: 'One new ball if a ball is in play; two if none is.',
      },
      'pitch-invasion': {
        name: 'Pitch Invasion',
        text: 'A Block die for each enemy player on the pitch: a Kerrunch! Injures them.',
      },
      reset: {
        name: 'Reset',
        text: 'Everyone, the Dugout too, sets up again in the End Zones.',
      },
      'trapdoor-monster': {
        name: 'Trapdoor Monster',
        text: 'A random trapdoor Injures the player on it; standing players next to it go Prone.',
      },
    },
    eventBack: {
      name: 'Random Event',
      text: 'Face-down: the coach whose turn it is draws it and applies it.',
    },
  },
}
