// Main's refusals in the coach's words, in Dutch: the same keys as i18n/en/errors.ts, one per ErrorCode.
export default {
  errors: {
    ipc: {
      'unknown-request': 'Deze versie van Pitchside kan dat nog niet.',
      'invalid-payload': 'Pitchside kon dat verzoek niet lezen. Er is niets veranderd.',
      'invalid-message': 'Pitchside kon dat bericht niet lezen. Er is niets veranderd.',
      timeout: 'Pitchside gaf niet op tijd antwoord. Probeer het opnieuw.',
      disconnected: 'De verbinding met Pitchside is verbroken.',
      busy: 'Pitchside heeft het druk. Probeer het zo opnieuw.',
      'too-large': 'Dat is te groot om te versturen. Er is niets veranderd.',
    },
    game: {
      'not-found': 'Dit spel is niet meer open.',
      over: 'Dit spel is afgelopen.',
    },
    ruleset: {
      unavailable: 'Dit soort spel is niet beschikbaar in deze versie.',
    },
    roster: {
      'not-found': 'Die teamopstelling is niet beschikbaar.',
    },
    action: {
      unknown: 'Deze versie kent die zet niet.',
      'not-your-decision': 'Jij bent nu niet aan de beurt om te kiezen.',
      illegal: 'Die zet mag nu niet.',
      malformed: 'Die zet kon niet gelezen worden.',
    },
    save: {
      unavailable: 'Opslaan kan hier niet.',
      failed: 'Opslaan is mislukt, dus er is niets veranderd.',
      'not-found': 'Dat opgeslagen spel is er niet meer.',
      damaged: 'Dit opgeslagen spel is beschadigd: je kunt het exporteren of verwijderen, maar niet openen.',
    },
    history: {
      empty: 'Er is niets om ongedaan te maken of opnieuw te doen.',
    },
    replay: {
      malformed: 'Dit is geen herhalingsbestand.',
      'newer-version':
        'Deze herhaling is gemaakt met een nieuwere Pitchside: werk Pitchside bij om hem te openen.',
      tampered: 'Deze herhaling speelt niet af zoals hij is opgenomen.',
      unsupported: 'Deze versie van Pitchside kan deze herhaling niet afspelen.',
      'out-of-range': 'De herhaling heeft daar geen zet.',
    },
    classic: {
      'not-found': 'Die klassieke wedstrijd is niet beschikbaar.',
    },
    drill: {
      'not-found': 'Die oefening is niet beschikbaar.',
      invalid: 'Deze oefening kan in deze versie niet klaargezet worden.',
    },
    test: {
      disabled: 'Dit kan alleen tijdens het testen.',
    },
    scheme: {
      malformed: 'Dit is geen verfschemabestand.',
      invalid: 'Er zit een fout in dit verfschema.',
      'newer-version':
        'Dit verfschema is gemaakt met een nieuwere Pitchside: werk Pitchside bij om het te openen.',
    },
    model: {
      malformed: 'Dit is geen modelbestand dat Pitchside kan lezen (glTF of GLB).',
      'too-large': 'Dit modelbestand is te groot.',
      'over-budget': 'Dit model heeft te veel driehoeken: maak het eenvoudiger.',
      'no-mesh': 'Dit modelbestand bevat niets om te tekenen.',
      'not-found': 'Voor deze speler is nog geen model geïmporteerd.',
    },
    upload: {
      'not-found': 'Het uploaden van het model is onderbroken. Importeer het bestand opnieuw.',
      broken: 'Het uploaden van het model ging mis. Importeer het bestand opnieuw.',
    },
    team: {
      'not-found': 'Dat team is er niet meer.',
      malformed: 'Dit is geen teambestand.',
      invalid: 'Er zit een fout in dit team.',
      'newer-version':
        'Dit teambestand is gemaakt met een nieuwere Pitchside: werk Pitchside bij om het te openen.',
      'in-league': 'Dit team speelt in een competitie: archiveer eerst de competitie, of houd het team.',
    },
    league: {
      'not-found': 'Die competitie is er niet meer.',
      malformed: 'Dit is geen competitiebestand.',
      invalid: 'Er zit een fout in deze competitie.',
      'newer-version':
        'Dit competitiebestand is gemaakt met een nieuwere Pitchside: werk Pitchside bij om het te openen.',
      'fixture-unavailable': 'Deze wedstrijd kan nu niet gespeeld worden: hij is al bezig of gespeeld.',
      busy: 'De computerteams spelen hun wedstrijden nog. Wacht even.',
      'player-not-found': 'Deze speler wacht niet meer op een antwoord.',
      'too-few-players': 'Het team heeft maar 11 spelers: voeg er een toe voordat deze vertrekt.',
      'no-advance-due': 'Deze speler heeft nu geen nieuwe vaardigheid te kiezen.',
    },
    share: {
      'read-only': 'Een meekijkend scherm kan alleen kijken, niets veranderen.',
      unavailable: 'Delen kan hier niet.',
      failed: 'Delen kon niet starten.',
    },
    internal: 'Er ging iets mis in Pitchside. Er is niets veranderd.',
  },
  errorDetails: {
    scheme: { invalid: 'Er zit een fout in dit verfschema, bij {field}.' },
    team: {
      invalid: 'Er zit een fout in dit team, bij {field}.',
      'in-league':
        'Dit team speelt in de competitie “{league}”: archiveer eerst de competitie, of houd het team.',
    },
    league: { invalid: 'Er zit een fout in deze competitie, bij {field}.' },
  },
  errorReasons: {
    league: {
      invalid: {
        'over-treasury': '“{team}” kost {cost} goud, meer dan de schatkist van de competitie ({treasury}).',
      },
    },
  },
  failure: {
    unknown: 'Pitchside kon dat niet doen (geweigerd als {code}).',
  },
}
