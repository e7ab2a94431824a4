export default {
  newGame: {
    title: 'New game',
    game: 'Game',
    // The games as players know them; the rules version is not part of the name.
    games: { classic: 'Classic Blood Bowl', blitz: 'Blitz Bowl', crosscheck: 'Cross Check' },
    home: 'Home',
    away: 'Away',
    team: 'Team',
    // The team select's groups: the coach's saved teams above the teams that come with the game.
    yourTeams: 'Your teams',
    rosters: 'Standard teams',
    player: 'Played by',
    human: 'Human',
    ai: { random: 'AI · random', beginner: 'AI · beginner', hard: 'AI · hard' },
    options: 'Rules options',
    noOptions: 'This game has no options.',
    optionsLoading: 'Loading options…',
    // Option names by game (the same id may mean a different rule in another game), then any game's.
    optionNames: {
      turnClock: 'Turn clock (the turn ends when its time runs out)',
      turnSeconds: 'Seconds per turn',
      classic: {
        interceptions: 'Interceptions',
        fouls: 'Fouls',
        handOffs: 'Hand-offs',
        goingForIt: 'Going For It',
        kickoffTable: 'Kick-off table',
        weather: 'Weather',
        ownGoals: 'Own goals',
        throwTeamMate: 'Throw Team-Mate',
        goingForItAllActions: 'Going For It on every action',
        inaccuratePassBounce: 'Inaccurate passes bounce once more',
        leagueRegeneration: 'League Regeneration (4+)',
      },
      blitz: {
        pitch: 'Side of the board',
        noClaimsFirstTurns: "No challenge claims in either coach's first turn",
        rookies: 'Rookies to Watch card',
        randomEvents: 'Random Event cards',
        specialBalls: 'Blitz Bowl balls',
        throwTeamMate: 'Throw Team-mate action',
        fouls: 'Foul action',
        arena: 'Arena',
        suddenDeathLead: 'Lead for a Sudden Death victory',
      },
      crosscheck: {
        periodTurns: 'Turns per period (both teams together)',
        periods: 'Periods',
        overtime: 'Overtime when tied',
        holdEndsMove: 'A failed hold with 1 MV left ends his move',
      },
    },
    optionValues: {
      pitch: {
        toss: 'The coin toss decides',
        'one-trapdoor': 'One trapdoor (home sets up first)',
        'two-trapdoors': 'Two trapdoors (home sets up first)',
      },
      rookies: { none: 'Neither team', home: 'Home team', away: 'Away team' },
      arena: { none: 'No arena', random: 'Random arena (D8)' },
      overtime: { '0': 'No: a tie stands', '1': 'Yes: one sudden-death period' },
      holdEndsMove: { '0': 'No: he stays, with no MV left', '1': 'Yes: his whole move ends' },
    },
    rulesNotes: 'Rules notes',
    optionNotes: {
      turnSeconds: 'How long each turn may last while the clock is on.',
      turnClock:
        'A clock for the coach on turn: when it runs out, his turn ends. It stands still while the other coach decides.',
      classic: {
        goingForItAllActions:
          'Off: Going For It only on a Move, Pass or Blitz, as these rules say. On: on every action, as later editions allow.',
        inaccuratePassBounce:
          'Off: an inaccurate pass comes to rest where its third scatter ends. On: it bounces once more, as in later editions.',
        leagueRegeneration:
          'Regeneration works on a 4+ instead of a 2+, as the rules suggest for league games.',
        interceptions: 'Opponents in the path of a pass may try to intercept it.',
        fouls:
          'A player may kick an opponent who is down; a double on the dice and the referee sends him off.',
        handOffs:
          'A player may hand the ball to a team-mate next to him: no throw, the team-mate rolls to catch.',
        goingForIt: 'A player may run up to two squares beyond his MA, each on a 2+.',
        kickoffTable:
          'Every kick-off rolls on the kick-off table (Blitz!, Pitch Invasion, Changing Weather…).',
        weather:
          'The weather is rolled before the game and can change at a kick-off; off, it is always nice.',
        ownGoals:
          'A ball carrier who ends up in his own end zone, by moving or by a push, scores for the other team.',
        throwTeamMate: 'Big guys with Throw Team-Mate may throw a small team-mate down the pitch.',
      },
      blitz: {
        pitch: 'The board is printed on both sides: one with a single trapdoor, one with two.',
        noClaimsFirstTurns: 'Neither coach may claim a challenge card in his first turn.',
        rookies: 'One team plays with the Rookies to Watch card (an advanced rule).',
        randomEvents: 'Six of the twelve Random Event cards go into the deck (an advanced rule).',
        specialBalls:
          'Play with the special balls: the Dwarf Rune Ball, the Extra Spikey Ball and the Squig.',
        throwTeamMate: 'Big guys may throw a small team-mate (an advanced rule).',
        fouls: 'A player may foul an opponent who is down (an advanced rule).',
        arena: 'Each arena has its own twist; a random one is rolled on a D8 when the game starts.',
        suddenDeathLead: 'A team that leads by this many points wins at once (Mountain Summit Stadium: 8).',
      },
      crosscheck: {
        holdEndsMove:
          'A player who fails a hold with 1 MV left: off, he stays and may still pass, shoot or take; on, his whole move ends.',
        periodTurns: 'A period lasts this many team turns, both teams counted together (the rules: 20).',
        periods: 'A game lasts this many periods (the rules: 3).',
        overtime:
          'The rules do not settle a tie. With overtime, a tied game goes to one sudden-death period: the first goal wins.',
      },
    },
    preview: {
      title: 'Team',
      show: 'Show the team of',
      position: 'Position',
      fielded: 'Players',
      skills: 'Skills',
      noSkills: '—',
      rerolls: 'Team re-rolls: {n}',
      noRerolls: {
        blitz: 'No team re-rolls: abilities and cards give re-rolls in Blitz Bowl.',
        crosscheck: 'No team re-rolls: skills give re-rolls in Cross Check.',
      },
      loading: 'Loading the team…',
      unavailable: 'No preview for this team.',
    },
    seed: 'Seed',
    randomSeed: 'Random',
    seedHint: 'The same seed and moves replay the same dice',
    loading: 'Loading teams…',
    noTeams: 'No teams available for this game yet.',
    cancel: 'Cancel',
    start: 'Start',
    starting: 'Starting…',
  },
}
