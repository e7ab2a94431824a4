export default {
  newGame: {
    title: 'Nieuwe wedstrijd',
    game: 'Spel',
    games: { classic: 'Classic Blood Bowl', blitz: 'Blitz Bowl', crosscheck: 'Cross Check' },
    home: 'Thuis',
    away: 'Uit',
    team: 'Team',
    yourTeams: 'Je eigen teams',
    rosters: 'Standaardteams',
    player: 'Gespeeld door',
    human: 'Mens',
    ai: { random: 'AI · willekeurig', beginner: 'AI · beginner', hard: 'AI · sterk' },
    options: 'Spelregelopties',
    noOptions: 'Dit spel heeft geen opties.',
    optionsLoading: 'Opties laden…',
    optionNames: {
      turnClock: 'Beurtklok (de beurt eindigt als de tijd op is)',
      turnSeconds: 'Seconden per beurt',
      classic: {
        interceptions: 'Onderscheppen',
        fouls: 'Overtredingen',
        handOffs: 'Overhandigen',
        goingForIt: 'Extra vakken (Going For It)',
        kickoffTable: 'Aftraptabel',
        weather: 'Weer',
        ownGoals: 'Eigen doelpunten',
        throwTeamMate: 'Teamgenoot gooien',
        goingForItAllActions: 'Extra vakken bij elke actie',
        inaccuratePassBounce: 'Onnauwkeurige passes stuiteren nog één keer',
        leagueRegeneration: 'Regeneratie in een competitie (4+)',
      },
      blitz: {
        pitch: 'Kant van het speelbord',
        noClaimsFirstTurns: 'Geen uitdagingen opeisen in de eerste beurt van een coach',
        rookies: 'Kaart Rookies to Watch',
        randomEvents: 'Kaarten met willekeurige gebeurtenissen',
        specialBalls: 'Blitz Bowl-ballen',
        throwTeamMate: 'Actie Teamgenoot gooien',
        fouls: 'Actie Overtreding',
        arena: 'Arena',
        suddenDeathLead: 'Voorsprong voor een Sudden Death-zege',
      },
      crosscheck: {
        periodTurns: 'Beurten per periode (beide teams samen)',
        periods: 'Periodes',
        overtime: 'Verlenging bij gelijkspel',
        holdEndsMove: 'Een mislukte hold met 1 MV over beëindigt zijn beweging',
      },
    },
    optionValues: {
      pitch: {
        toss: 'De muntworp beslist',
        'one-trapdoor': 'Eén valluik (thuis stelt eerst op)',
        'two-trapdoors': 'Twee valluiken (thuis stelt eerst op)',
      },
      rookies: { none: 'Geen van beide', home: 'Thuisteam', away: 'Uitteam' },
      arena: { none: 'Geen arena', random: 'Willekeurige arena (D8)' },
      overtime: { '0': 'Nee: gelijkspel blijft staan', '1': 'Ja: één sudden-death-periode' },
      holdEndsMove: { '0': 'Nee: hij blijft staan, zonder MV', '1': 'Ja: zijn hele beweging eindigt' },
    },
    rulesNotes: 'Toelichting op de regels',
    optionNotes: {
      turnSeconds: 'Hoe lang een beurt mag duren als de klok aan staat.',
      turnClock:
        'Een klok voor de coach aan beurt: als de tijd op is, eindigt zijn beurt. Ze staat stil terwijl de andere coach beslist.',
      classic: {
        goingForItAllActions:
          'Uit: extra vakken alleen bij een Move, Pass of Blitz, zoals deze regels zeggen. Aan: bij elke actie, zoals latere edities toestaan.',
        inaccuratePassBounce:
          'Uit: een onnauwkeurige pass komt tot rust waar zijn derde afwijking eindigt. Aan: hij stuitert nog één keer, zoals in latere edities.',
        leagueRegeneration:
          'Regeneratie lukt op 4+ in plaats van 2+, zoals de regels voor competities voorstellen.',
        interceptions: 'Tegenstanders in de baan van een pass mogen proberen hem te onderscheppen.',
        fouls:
          'Een speler mag een liggende tegenstander trappen; bij een dubbel stuurt de scheidsrechter hem weg.',
        handOffs:
          'Een speler mag de bal aan een teamgenoot naast hem geven: geen worp, de teamgenoot gooit om te vangen.',
        goingForIt: 'Een speler mag tot twee vakken verder lopen dan zijn MA, elk op een 2+.',
        kickoffTable:
          'Bij elke aftrap wordt op de aftraptabel gegooid (Blitz!, Veldbestorming, Weersverandering…).',
        weather:
          'Het weer wordt voor de wedstrijd bepaald en kan bij een aftrap veranderen; uit: altijd mooi weer.',
        ownGoals:
          'Een balhouder die in zijn eigen eindzone belandt, lopend of geduwd, scoort voor de tegenstander.',
        throwTeamMate: 'Grote spelers met Throw Team-Mate mogen een kleine teamgenoot over het veld gooien.',
      },
      blitz: {
        pitch: 'Het speelbord is dubbelzijdig: één kant met één valluik, de andere met twee.',
        noClaimsFirstTurns: 'Geen van beide coaches mag in zijn eerste beurt een uitdagingskaart opeisen.',
        rookies: 'Eén team speelt met de kaart Rookies to Watch (een gevorderde regel).',
        randomEvents:
          'Zes van de twaalf kaarten met willekeurige gebeurtenissen gaan in de stapel (gevorderd).',
        specialBalls: 'Speel met de bijzondere ballen: de Dwarf Rune Ball, de Extra Spikey Ball en de Squig.',
        throwTeamMate: 'Grote spelers mogen een kleine teamgenoot gooien (een gevorderde regel).',
        fouls: 'Een speler mag een liggende tegenstander een overtreding geven (een gevorderde regel).',
        arena: 'Elke arena heeft een eigen draai; een willekeurige wordt bij de start met een D8 bepaald.',
        suddenDeathLead: 'Een team met zoveel punten voorsprong wint meteen (Mountain Summit Stadium: 8).',
      },
      crosscheck: {
        holdEndsMove:
          'Een speler die een hold mislukt met 1 MV over: uit, hij blijft staan en mag nog passen, schieten of oppakken; aan, zijn hele beweging eindigt.',
        periodTurns: 'Een periode duurt zoveel teambeurten, beide teams samen geteld (de regels: 20).',
        periods: 'Een wedstrijd duurt zoveel periodes (de regels: 3).',
        overtime:
          'De regels beslissen een gelijkspel niet. Met verlenging volgt één sudden-death-periode: het eerste doelpunt wint.',
      },
    },
    preview: {
      title: 'Team',
      show: 'Toon het team van',
      position: 'Positie',
      fielded: 'Spelers',
      skills: 'Vaardigheden',
      noSkills: '—',
      rerolls: 'Team-rerolls: {n}',
      noRerolls: {
        blitz: 'Geen team-rerolls: in Blitz Bowl geven vaardigheden en kaarten rerolls.',
        crosscheck: 'Geen team-rerolls: in Cross Check geven vaardigheden rerolls.',
      },
      loading: 'Team laden…',
      unavailable: 'Geen voorbeeld voor dit team.',
    },
    seed: 'Seed',
    randomSeed: 'Willekeurig',
    seedHint: 'Dezelfde seed en zetten geven dezelfde dobbelstenen',
    loading: 'Teams laden…',
    noTeams: 'Nog geen teams voor dit spel.',
    cancel: 'Annuleren',
    start: 'Beginnen',
    starting: 'Bezig met starten…',
  },
}
