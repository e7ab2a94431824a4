// Blitz Bowl's cards in Dutch (see en/cards.ts). 001 has no Dutch edition: the terms follow the rest of the Dutch
// play screen (Ren-, Markeer-, Sidestep-actie, Pantsercontrole, Vrij, gemarkeerd).
export default {
  cards: {
    // The discard dialog's choices (play/cardChoices.ts): each card by name with what it asks or does.
    discardActive: 'Leg {name} af ({points} ptn): {text}',
    discardHand: 'Leg {name} af: {text}',
    challenge: {
      'break-some-bones': {
        name: 'Breek wat botten!',
        text: 'Je Block of Overtreding verwondde zijn doelwit.',
      },
      'free-up-the-ball': {
        name: 'Maak de bal los!',
        text: 'Een tegenstander had voor je actie een bal en na je actie niet meer.',
      },
      'get-moving': {
        name: 'In beweging!',
        text: 'Een Ren-actie, en je team heeft deze beurt 3 of meer keer gerend.',
      },
      'get-the-ball': {
        name: 'Pak de bal!',
        text: 'Je kreeg een bal in bezit die je team aan het begin van de beurt niet had.',
      },
      'get-together': {
        name: 'Bij elkaar!',
        text: 'Na een Ren-, Markeer- of Sidestep-actie staat die speler naast 2 of meer teamgenoten.',
      },
      'make-a-risky-throw': {
        name: 'Waag een riskante worp!',
        text: 'Een geslaagde Worp met een negatieve aanpassing.',
      },
      'move-the-ball': {
        name: 'Breng de bal vooruit!',
        text: 'Een Worp of Ren-actie bracht een bal 4 of meer vakken verder van je eigen End Zone, en je team heeft hem nog.',
      },
      'play-as-a-team': {
        name: 'Speel als een team!',
        text: 'Deze beurt 3 of meer verschillende acties door 3 of meer verschillende spelers.',
      },
      'show-no-fear': {
        name: 'Toon geen angst!',
        text: 'Je speler eindigt een actie op een valluik terwijl een tegenstander een bal heeft.',
      },
      'show-them-how': {
        name: 'Laat zien hoe het moet!',
        text: 'Eén speler deed deze beurt 3 of meer verschillende acties die niet gratis waren.',
      },
      'show-us-a-completion': {
        name: 'Laat een geslaagde pass zien!',
        text: 'Een geslaagde Worp (geen overhandiging).',
      },
      showboat: {
        name: 'Speel voor het publiek!',
        text: 'Je actie leidde tot een touchdown.',
      },
      'spread-out': {
        name: 'Verspreid je!',
        text: 'Na een Ren- of Sidestep-actie staat geen van je spelers naast een teamgenoot.',
      },
      'take-them-down': {
        name: 'Haal ze neer!',
        text: 'Je Block sloeg zijn doelwit neer.',
      },
      'tie-them-up': {
        name: 'Zet ze vast!',
        text: 'Na een Markeer-actie markeert je speler 2 of meer tegenstanders die geen andere teamgenoot markeert.',
      },
    },
    bonus: {
      'accurate-throw': {
        name: 'Zuivere worp',
        text: 'De Werpwaarde van de werper is 2+ voor deze worp.',
      },
      'aggressive-mark': {
        name: 'Agressief markeren',
        text: 'De Markeer-actie mag tot 4 vakken ver gaan.',
      },
      'bladed-knuckle-dusters': {
        name: 'Boksbeugel met messen',
        text: 'Nadat een Block zijn doelwit neerslaat, is het Pantser van het doelwit 6+ voor die controle.',
      },
      blitz: {
        name: 'Blitz',
        text: 'Na een Markeer-actie van een speler die deze beurt al rende: een gratis Block.',
      },
      'blocking-play': {
        name: 'Blokspel',
        text: 'Gespeeld voor de voorbereiding van de beurt: al je blocks deze beurt tellen als geassisteerd.',
      },
      'defensive-play': {
        name: 'Verdedigend spel',
        text: 'Je Ren-acties mogen naast tegenstanders komen, maar dan eindigt de Ren-actie.',
      },
      'diving-tackle': {
        name: 'Duiktackle',
        text: 'Na een Markeer-actie een gratis Block; je speler gaat daarna liggen, zonder Pantsercontrole.',
      },
      dodge: {
        name: 'Ontwijken',
        text: 'De Ren-actie mag langs tegenstanders gaan maar moet Vrij eindigen.',
      },
      'hail-mary-pass': {
        name: 'Hail Mary-pass',
        text: 'Gooi naar een teamgenoot waar ook op het bord: het lukt op 4+ zonder aanpassingen.',
      },
      inspiration: {
        name: 'Inspiratie',
        text: 'Een 4e spelersactie deze beurt.',
      },
      intervention: {
        name: 'Ingrijpen',
        text: 'Na een Ren-actie van een tegenstander doet een van je vrije spelers een gratis Markeer-actie die naast de loper moet eindigen.',
      },
      'jump-up': {
        name: 'Opspringen',
        text: 'Een liggende speler van je staat gratis op.',
      },
      'nerves-of-steel': {
        name: 'Stalen zenuwen',
        text: 'Mag Werpen (ook een teamgenoot) terwijl hij gemarkeerd is.',
      },
      'raw-talent': {
        name: 'Puur talent',
        text: 'Gooi een Pantsercontrole, een Werpcontrole of de Blockdobbelstenen opnieuw.',
      },
      reserves: {
        name: 'Reserves',
        text: 'Een gratis Reserves-actie.',
      },
      shadowing: {
        name: 'Schaduwen',
        text: 'Als een tegenstander met een Sidestep bij je speler weggaat, gaat je speler naar het vak dat hij verliet.',
      },
      sprint: {
        name: 'Sprint',
        text: '+2 Beweging voor een Ren-actie.',
      },
      'step-aside': {
        name: 'Opzij stappen',
        text: 'Na een Markeer-actie van een tegenstander doet een van je gemarkeerde spelers een gratis Sidestep.',
      },
      'the-kids-got-moxy': {
        name: 'Dat joch heeft lef',
        text: 'Een Block zonder assists gooit 3 dobbelstenen.',
      },
      'tough-enough': {
        name: 'Taai genoeg',
        text: 'Als je speler geblockt wordt, mag de block geen assists krijgen en telt een Duw als een Mis.',
      },
    },
    event: {
      'banana-skins': {
        name: 'Bananenschillen',
        text: 'Elke coach laat een staande, ongemarkeerde tegenstander vallen; een gedragen bal stuitert.',
      },
      'crumbling-pitch': {
        name: 'Afbrokkelend astrogranieten veld',
        text: 'De rest van het spel −1 op Pantsercontroles door Blocks.',
      },
      'empty-the-bench': {
        name: 'De bank leeg',
        text: 'Elke speler in de reserves doet een gratis Reserves-actie.',
      },
      'generous-coaches': {
        name: 'Gulle coaches',
        text: 'De rest van het spel +1 punt per opgeëiste kaart en per touchdown.',
      },
      'get-the-ref': {
        name: 'Pak de scheids!',
        text: 'De rest van het spel wordt een Gezien!-overtreding Uitgegleden! en Pak aan! wordt Raak!.',
      },
      'impatient-coaches': {
        name: 'Ongeduldige coaches',
        text: 'Leg alle actieve kaarten af en deel 3 nieuwe.',
      },
      'multi-ball': {
        name: 'Meerdere ballen',
        text: 'Eén nieuwe bal als er een bal in het spel is; twee als er geen is.',
      },
      'pitch-invasion': {
        name: 'Veldbestorming',
        text: 'Een Blockdobbelsteen voor elke tegenstander op het veld: een Kerrunch! verwondt hem.',
      },
      reset: {
        name: 'Opnieuw',
        text: 'Iedereen, ook de dug-out, stelt opnieuw op in de End Zones.',
      },
      'trapdoor-monster': {
        name: 'Valluikmonster',
        text: 'Een willekeurig valluik verwondt de speler erop; staande spelers ernaast gaan liggen.',
      },
    },
    eventBack: {
      name: 'Willekeurige gebeurtenis',
      text: 'Gesloten: de coach die aan de beurt is trekt hem en voert hem uit.',
    },
  },
}
