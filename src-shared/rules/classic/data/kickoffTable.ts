// 004 (Kicking off): the 3rd-edition kick-off table, rolled on 2D6 by the kicking coach once both teams are set
// up (004 prints "2D2", a slip: the table itself is headed "Resultaat 2D6"). rulings.md: roll it after both
// teams set up and before the kick scatters. This is NOT the LRB table of game-facts A5 (rulings.md, Precedence).
//
// "Fan factor" and "assistant coaches" are team attributes 004 refers to; a team without them counts 0.
// Where 004 says "a random player" it means drawing one of the 16 numbered counters; we draw among the players
// that are on the pitch (a rock cannot hit a player in the dugout).

export type KickoffId =
  | 'riot'
  | 'get-the-ref'
  | 'perfect-defence'
  | 'cheering-fans'
  | 'bad-kick'
  | 'changing-weather'
  | 'fooled-ya'
  | 'brilliant-coaching'
  | 'blitz'
  | 'throw-a-rock'
  | 'field-invasion'

/** A roll-off between the two coaches that some results start with. */
export interface KickoffContest {
  readonly dice: '2D6' | 'D6'
  readonly add: 'fan-factor' | 'assistant-coaches'
  /** What a tie does: roll again, or the result applies to both teams. */
  readonly onTie: 'roll-again' | 'both'
}

export interface KickoffResult {
  readonly total: number
  readonly id: KickoffId
  readonly name: string
  /** The result as 004 names it (004 keeps the English names; a Dutch gloss follows where it gives one). */
  readonly dutchName: string
  /** 004's own words for it, verbatim. */
  readonly dutchText: string
  /** What the engine does, exactly. */
  readonly effect: string
  readonly contest?: KickoffContest
  /** Our reading where 004 leaves a point open. */
  readonly note?: string
  readonly source: string
}

const FANS: KickoffContest = { dice: '2D6', add: 'fan-factor', onTie: 'roll-again' }

export const KICKOFF_TABLE: readonly KickoffResult[] = Object.freeze([
  {
    total: 2,
    id: 'riot',
    name: 'Riot',
    dutchName: 'Riot: Vechtpartijen',
    dutchText:
      'Vechtpartijen, gooi een D6, schuif de Turn counters een gelijk aantal beurten verder. Het kan gebeuren dat hiermee een helft eindigd (een Riot wordt gesust in de tijd van de rust).',
    effect:
      "Roll a D6. Both teams' turn markers move on by that many turns (those turns are lost). If that takes a team past its last turn of the half, the half ends; turns beyond it are not carried into the next half.",
    source: '004: Kicking off, 2',
  },
  {
    total: 3,
    id: 'get-the-ref',
    name: 'Get the Ref!',
    dutchName: 'Get the Ref!',
    dutchText:
      'elke coach gooit 2D6 en telt de fan factor hierbij op. Degene met de hoogste score heeft de scheidsrechter zodanig geintimideerd dat hij geen penalties / straffen meer durft uit te delen aan de winnaar voor de rest van de helft. Als de score even hoog is geldt dit voor beide teams.',
    effect:
      "Each coach rolls 2D6 + fan factor. For the rest of this half the referee penalises none of the higher team's fouls: a double on the injury roll does not send its fouler off. On a tie this holds for both teams.",
    contest: { dice: '2D6', add: 'fan-factor', onTie: 'both' },
    source: '004: Kicking off, 3',
  },
  {
    total: 4,
    id: 'perfect-defence',
    name: 'Perfect Defence',
    dutchName: 'Perfect Defence',
    dutchText: 'het kickende team mag zijn spelers opnieuw opstellen (het receivende team dus niet)',
    effect:
      "The kicking team may set up its players again (a legal setup, from the players it may field); the receiving team's setup stays as it is.",
    source: '004: Kicking off, 4',
  },
  {
    total: 5,
    id: 'cheering-fans',
    name: 'Cheering Fans',
    dutchName: 'Cheering Fans',
    dutchText:
      'beide coaches gooien 2D6 en tellen hun fan factor er bij op. Gooi bij gelijk resultaat opnieuw. Het team met de hoogste score krijgt een extra reroll deze helft.',
    effect:
      'Each coach rolls 2D6 + fan factor, again on a tie. The higher team gets one extra team re-roll for this half.',
    contest: FANS,
    source: '004: Kicking off, 5',
  },
  {
    total: 6,
    id: 'bad-kick',
    name: 'Bad Kick',
    dutchName: 'Bad Kick',
    dutchText: 'de bal scattered 2D6 in plaats van D6 bij de kick off',
    effect: 'The kick scatters 2D6 squares instead of D6, in the one D8 direction rolled as usual.',
    source: '004: Kicking off, 6',
  },
  {
    total: 7,
    id: 'changing-weather',
    name: 'Changing Weather',
    dutchName: 'Changing weather',
    dutchText: 'gooi opnieuw om de weersomstandigheden te bepalen',
    effect: 'Roll 2D6 on the weather table again; the new weather replaces the old one from now on.',
    note: 'No "gentle gust" on Nice weather: that is LRB (game-facts A5), not 004.',
    source: '004: Kicking off, 7',
  },
  {
    total: 8,
    id: 'fooled-ya',
    name: 'Fooled Ya!',
    dutchName: 'Fooled Ya!',
    dutchText:
      "alle spelers van het onvangende team mogen een veld bewegen. Dit is een 'gratis' beweging. Er hoeft geen rekening gehouden te worden met tackle zone, daar het een verassingsbeweging is.",
    effect:
      'Every player of the receiving team on the pitch may move one square, in any direction, for free, ignoring tackle zones (no dodge roll). The square must be empty and on the pitch.',
    note: '004 does not limit where the square may be; we allow it in either half, as long as it is empty.',
    source: '004: Kicking off, 8',
  },
  {
    total: 9,
    id: 'brilliant-coaching',
    name: 'Brilliant Coaching',
    dutchName: 'Brilliant Coaching',
    dutchText:
      'elke coach gooit een D6 en telt het aantal assistent coaches die hij in dienst heeft op bij het resultaat. Gooi bij een gelijk resultaat. Het team met de hoogste score krijgt een extra team reroll deze helft.',
    effect:
      'Each coach rolls a D6 + his number of assistant coaches, again on a tie. The higher team gets one extra team re-roll for this half.',
    contest: { dice: 'D6', add: 'assistant-coaches', onTie: 'roll-again' },
    note: '004\'s "Gooi bij een gelijk resultaat" is cut short; read as "roll again on a tie", like results 5, 11 and 12.',
    source: '004: Kicking off, 9',
  },
  {
    total: 10,
    id: 'blitz',
    name: 'Blitz!',
    dutchName: 'Blitz',
    dutchText:
      'het kickende team krijgt een gratis extra beurt voordat het ontvangende team mag bewegen. Er hoeft geen turn counter verlegd te worden',
    effect:
      'The kicking team takes a free extra team turn before the receiving team moves; its turn marker does not move. It is a normal team turn, so a turnover ends it.',
    note: 'The kick-off table is rolled before the kick scatters (rulings.md), so the ball is still in the air during this turn: nobody can touch it; it lands after the turn.',
    source: '004: Kicking off, 10',
  },
  {
    total: 11,
    id: 'throw-a-rock',
    name: 'Throw a Rock',
    dutchName: 'Throw a rock',
    dutchText:
      'beide coaches gooien 2D6 en tellen hun fan factor er bij op. Gooi bij gelijk resultaat opnieuw. De fans van het winnende team gooien een steen naar een willekeurige speler van de tegenstander (gebruik de counters), er wordt meteen naar de injury gekeken (een injury roll, geen armour roll nodig dus).',
    effect:
      "Each coach rolls 2D6 + fan factor, again on a tie. The higher team's fans hit one random player of the other team who is on the pitch: roll on the injury table for him at once (no armour roll).",
    contest: FANS,
    source: '004: Kicking off, 11',
  },
  {
    total: 12,
    id: 'field-invasion',
    name: 'Field Invasion',
    dutchName: 'Field invasion',
    dutchText:
      'beide coaches gooien 2D6 en tellen hun fan factor er bij op. Gooi bij gelijk resultaat opnieuw. De winnaar gooit een D6, bij het verliezende team raken willekeurige spelers gewond, gelijk aan het resultaat van de D6. Voer voor ieder van de gewonde spelers een injury roll uit (geen armour roll).',
    effect:
      'Each coach rolls 2D6 + fan factor, again on a tie. The winner rolls a D6: that many different random players of the losing team who are on the pitch (all of them if fewer) each take an injury roll (no armour roll).',
    contest: FANS,
    source: '004: Kicking off, 12',
  },
] satisfies KickoffResult[])

/** The kick-off result for a 2D6 total (2..12). */
export function kickoffResult(total: number): KickoffResult {
  const result = KICKOFF_TABLE.find((row) => row.total === total)
  if (!result) throw new RangeError(`The kick-off table is rolled on 2D6 (2..12), not ${total}`)
  return result
}
