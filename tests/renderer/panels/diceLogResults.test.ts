// The dice log names what each roll decided, from real engine events with forced dice: Classic's kick-off event,
// weather, kick scatter (direction and distance apart) and injury results; Cross Check's fight, challenge, check,
// penalties with their turns and injury; Blitz Bowl's foul results and Armour Check; "against" for armour and
// injury; team names on namesakes; the compact mode's one line per action; and, over whole games of all three, a
// result on every line (never a bare sum).
import { describe, expect, it } from 'vitest'
import type { Action, EngineEvent, GameView, Ruleset, RulesetId } from '@shared/engine/api'
import { chooseAction } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import { getRuleset } from '@shared/engine/registry'
import { BOUNCE } from '@shared/rules/blitz/data/bounce'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario as blitzScenario } from '@shared/rules/blitz/scenario'
import { BLOCK_DIE } from '@shared/rules/classic/data/blockDice'
import { SCATTER_D8 as ENGINE_D8 } from '@shared/rules/classic/data/scatter'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario as classicScenario } from '@shared/rules/classic/scenario'
import { BOUNCE_FACES } from '@shared/rules/crosscheck/data/boards'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, type ScenarioPlayer } from '@shared/rules/crosscheck/scenario'
import { engineTeams } from '../../../src-main/host/engineSources'
import { rollsOf, type DiceLogEntry } from '../../../src-renderer/src/components/panels/diceLogEntries'
import {
  BLITZ_BOUNCE,
  BLOCK_FACES,
  BOARD_BOUNCE,
  formatAction,
  formatRoll,
  SCATTER_D8,
} from '../../../src-renderer/src/components/panels/diceLogFormat'
import { byAction, logRows } from '../../../src-renderer/src/components/panels/turnSummary'
import { classicDodgeFails, translator } from './games'

const en = translator('en')
const nl = translator('nl')
const TEAMS: [string, string] = ['Home', 'Away']

/** Plays `actions` and gives the log rows of all their events (one action's worth: one compact line). */
function logOf<S>(rs: Ruleset<S>, s: S, actions: readonly Action[]): DiceLogEntry[] {
  const before = rs.view(s)
  const events: EngineEvent[] = []
  for (const action of actions) {
    const r = rs.apply(s, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.reason}`)
    events.push(...r.events)
  }
  return rollsOf(events, before, rs.view(s), 1, 0)
}

const lines = (entries: readonly DiceLogEntry[], tr = en) => entries.map((e) => formatRoll(tr, e, TEAMS))

describe('Classic results by name', () => {
  /** A new game played by the Beginner AI up to the kick (coin toss, both set-ups). */
  function atTheKick() {
    const rs = getRuleset('classic')
    const s = rs.create({
      ruleset: 'classic',
      seed: 7,
      teams: [engineTeams.build('classic', 'human'), engineTeams.build('classic', 'orc')] as never,
    })
    const rng = createRandom(1)
    while (rs.decision(s).kind !== 'kick') {
      const d = rs.decision(s)
      const legal = rs.legalActions(s)
      const r = rs.apply(
        s,
        chooseAction('beginner', { ruleset: rs, state: s, side: d.side!, decision: d, legal, rng }),
      )
      if (!r.ok) throw new Error(r.reason)
    }
    return { rs, s }
  }

  it('the kick-off event, the weather it changes, and the kick scatter with its direction and distance apart', () => {
    const { rs, s } = atTheKick()
    // 004: kick-off 3 + 4 = 7 Changing Weather; weather 5 + 6 = 11 Pouring Rain; scatter D8 2 (up), D6 3.
    rs.forceDice!(s, [3, 4, 5, 6, 2, 3])
    const log = logOf(rs, s, [{ type: 'kick', x: 19, y: 7 }])
    expect(lines(log).slice(0, 3)).toEqual([
      'Kick-off: rolled 3 + 4 = 7 — Changing Weather',
      'Weather: rolled 5 + 6 = 11 — Pouring Rain',
      'Kick scatter: direction 2 (up), 3 squares',
    ])
    expect(lines(log, nl).slice(0, 3)).toEqual([
      'Aftrap: gooide 3 + 4 = 7 — Omslaand weer',
      'Weer: gooide 5 + 6 = 11 — Stortregen',
      'Afwijking aftrap: richting 2 (omhoog), 3 vakjes',
    ])
    expect(log.slice(0, 3).map((e) => e.result)).toEqual([
      { table: 'kickoff', id: 'changing-weather' },
      { table: 'weather', id: 'pouring-rain' },
      null,
    ])
  })

  /** A Human blitzer knocks an Orc lineman (AV 9) down; armour 6 + 6 breaks it; then the injury dice. */
  function knockDown(injury: [number, number]): DiceLogEntry[] {
    const { s, ids } = classicScenario({
      name: 'dice log: an injury',
      game: 'classic',
      teams: {
        home: { roster: 'human', players: [{ id: 'b', position: 'blitzer', at: [10, 7] }] },
        away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [11, 7] }] },
      },
    })
    classicRuleset.forceDice!(s, [6, 6, 6, ...injury])
    return logOf(classicRuleset, s, [
      { type: 'declare', player: ids.b, kind: 'block' },
      { type: 'block', target: ids.o },
      { type: 'push', x: 12, y: 7 },
      { type: 'follow-up', follow: false },
    ])
  }

  it.each<[[number, number], string, string]>([
    [[1, 2], '1 + 2 = 3 — Stunned', '1 + 2 = 3 — Verdoofd'],
    [[4, 4], '4 + 4 = 8 — KO', '4 + 4 = 8 — KO'],
    [[4, 6], '4 + 6 = 10 — Casualty: Badly Hurt', '4 + 6 = 10 — Uitgeschakeld: zwaar gewond'],
    [[5, 6], '5 + 6 = 11 — Casualty: Serious Injury', '5 + 6 = 11 — Uitgeschakeld: ernstig gewond'],
    [[6, 6], '6 + 6 = 12 — Casualty: Dead', '6 + 6 = 12 — Uitgeschakeld: dood'],
  ])(
    'injury %j: the result named, armour and injury rolled against the player knocked down',
    (dice, text, tekst) => {
      const log = knockDown(dice)
      expect(lines(log)).toEqual([
        'Block by #1 Blitzer: rolled Defender Down',
        'Armour against #1 Lineman: rolled 6 + 6 = 12, needed 10+ — armour broken',
        `Injury against #1 Lineman: rolled ${text}`,
      ])
      expect(lines(log, nl)[2]).toBe(`Blessure tegen #1 Lijnspeler: gooide ${tekst}`)
      expect(log.map((e) => e.side)).toEqual([0, 1, 1])
    },
  )

  it('names the team only where both teams have the player ("#1 Lineman" twice)', () => {
    const played = classicDodgeFails()
    const log = rollsOf(played.steps.flat(), played.before, played.after, 2, 0)
    expect(log[0].player).toMatchObject({ number: 1, positionId: 'lineman', namesake: true })
    expect(lines(log)[0]).toBe('Dodge by #1 Lineman (Home): rolled 2, needed 5+ (−1) — failed')
    // The blitzer of the block above has no namesake: no team.
    expect(lines(knockDown([1, 2]))[0]).toBe('Block by #1 Blitzer: rolled Defender Down')
  })
})

describe('Cross Check results by name', () => {
  const pair: ScenarioPlayer[] = [
    { id: h(0), x: 10, y: 7 },
    { id: h(1), x: 5, y: 3 },
    { id: a(0), x: 11, y: 7 },
    { id: a(1), x: 20, y: 12 },
  ]
  const rink = (
    players: readonly ScenarioPlayer[],
    puck: { x: number; y: number; carrier?: number },
    dice: number[],
  ) =>
    arrange({
      name: 'dice log',
      source: '000',
      active: 0,
      players: [...players],
      puck,
      dice,
      actions: [],
      expect: {},
    })
  const fight = (dice: number[], answer: 'accept-fight' | 'decline-fight') =>
    logOf(crossCheckRuleset, rink(pair, { x: 20, y: 2 }, dice), [
      { type: 'skate', player: h(0) },
      { type: 'fight', player: a(0) },
      { type: answer },
    ])

  it('a fight: the totals, who goes down, the injury without armour, the ref dice for Fighting (4+) not called', () => {
    // 000 Fights: 5 + ST 3 against 2 + ST 3; injury 3 + 3 = 6 Stunned; ref dice 3 and 3.
    expect(lines(fight([5, 2, 3, 3, 3, 3], 'accept-fight'))).toEqual([
      'Fight: #1 Lineman (Home) 8 against #1 Lineman (Away) 5 — #1 Lineman (Away) goes down',
      'Injury against #1 Lineman (Away): rolled 6 — Stunned',
      'Referee by #1 Lineman (Home): rolled 3, needed 4+ — not called (Fighting)',
      'Referee by #1 Lineman (Away): rolled 3, needed 4+ — not called (Fighting)',
    ])
  })

  it('a drawn fight, Fighting called on both with its turns in the box, in English and Dutch', () => {
    const log = fight([4, 4, 4, 5], 'accept-fight')
    expect(lines(log)).toEqual([
      'Fight: #1 Lineman (Home) 7 against #1 Lineman (Away) 7 — a draw: both stay up',
      'Referee by #1 Lineman (Home): rolled 4, needed 4+ — called: Fighting, 5 turns in the box',
      'Referee by #1 Lineman (Away): rolled 5, needed 4+ — called: Fighting, 5 turns in the box',
    ])
    expect(lines(log, nl)).toEqual([
      'Gevecht: #1 Lijnspeler (Home) 7 tegen #1 Lijnspeler (Away) 7 — gelijkspel: beiden blijven staan',
      'Scheidsrechter door #1 Lijnspeler (Home): gooide 4, nodig 4+ — gefloten: vechten, 5 beurten op het strafbankje',
      'Scheidsrechter door #1 Lijnspeler (Away): gooide 5, nodig 4+ — gefloten: vechten, 5 beurten op het strafbankje',
    ])
    expect(log[1].result).toEqual({ table: 'penalty', id: 'fighting', n: 5 })
  })

  it('a declined fight: the goading die', () => {
    expect(lines(fight([5], 'decline-fight'))).toEqual(['Goad by #1 Lineman (Away): rolled 5 — no fight'])
  })

  it('the challenge roll for the puck, won and lost, and a tied steal that scatters', () => {
    const challenge = (dice: number[]) =>
      logOf(
        crossCheckRuleset,
        rink(
          [
            { id: h(0), x: 10, y: 7 },
            { id: a(0), x: 13, y: 8 },
          ],
          { x: 11, y: 7, carrier: h(0) },
          dice,
        ),
        [
          { type: 'skate', player: h(0) },
          { type: 'step', x: 11, y: 7 },
          { type: 'challenge', player: a(0) },
        ],
      )
    // 000 contested roll: D6 + AG (+1 the holder); the challenger wins on a higher total.
    expect(lines(challenge([6, 1]))).toEqual([
      'Challenge for the puck: #1 Lineman (Away) 8 against #1 Lineman (Home) 4 — #1 Lineman (Away) takes the puck',
    ])
    expect(lines(challenge([1, 6]))).toEqual([
      'Challenge for the puck: #1 Lineman (Away) 3 against #1 Lineman (Home) 9 — #1 Lineman (Home) keeps the puck',
    ])
    const steal = logOf(
      crossCheckRuleset,
      rink(
        [
          { id: h(0), x: 10, y: 1 },
          { id: a(0), x: 12, y: 1 },
        ],
        { x: 11, y: 0, carrier: a(0) },
        [3, 2, 2, 4, 2],
      ),
      [{ type: 'skate', player: h(0) }, { type: 'take' }],
    )
    expect(lines(steal)).toEqual([
      'Challenge for the puck: #1 Lineman (Home) 5 against #1 Lineman (Away) 5 — a tie: the puck comes loose',
      'Scatter: direction 2 (up)',
      'Bounce: direction die 4 (straight off the boards)',
      'Bounce distance: rolled 2 — 2 squares',
    ])
  })

  it('a check by its face; Roughing called with its turns, or not called', () => {
    const check = (dice: number[]) =>
      logOf(crossCheckRuleset, rink(pair.slice(0, 3), { x: 20, y: 2 }, dice), [
        { type: 'skate', player: h(0) },
        { type: 'check', player: a(0) },
        { type: 'push', square: 0 },
        { type: 'stay' },
      ])
    expect(lines(check([3, 4]))).toEqual([
      'Check by #1 Lineman (Home): rolled Push',
      'Referee by #1 Lineman (Home): rolled 4, needed 4+ — called: Roughing, 2 turns in the box',
    ])
    expect(lines(check([3, 3]))[1]).toBe(
      'Referee by #1 Lineman (Home): rolled 3, needed 4+ — not called (Roughing)',
    )
  })

  it('a check of two dice: the faces, then the die the coach chose (a later action) as its own row', () => {
    // ST 3 against a ST 2 goblin: two dice, 1 and 6 (Attacker Down, Defender Down); the coach picks the second.
    const s = rink(
      [
        { id: h(0), x: 10, y: 7 },
        { id: a(1), x: 11, y: 7 },
        { id: a(0), x: 11, y: 8 },
      ],
      { x: 12, y: 6 },
      [1, 6, 2, 2],
    )
    const rolled = logOf(crossCheckRuleset, s, [
      { type: 'skate', player: h(0) },
      { type: 'check', player: a(1) },
    ])
    expect(lines(rolled)).toEqual(['Check by #1 Lineman (Home): rolled Attacker Down, Defender Down'])
    const chosen = logOf(crossCheckRuleset, s, [{ type: 'choose-die', die: 1 }])
    expect(lines(chosen)).toEqual(['Check by #1 Lineman (Home): result Defender Down'])
    expect(lines(chosen, nl)).toEqual(['Check door #1 Lijnspeler (Home): uitkomst Verdediger neer'])
    expect(chosen[0]).toMatchObject({ side: 0, result: { table: 'chosen', id: 'defender-down' } })
  })

  it.each<[number[], string]>([
    [[6, 6, 6, 4, 4], 'rolled 8 — KO'],
    [[6, 6, 6, 6, 6], 'rolled 12 — Casualty: Dead'],
  ])('a check that breaks armour: the injury result %j', (dice, injury) => {
    const log = logOf(
      crossCheckRuleset,
      rink(
        [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
        { x: 12, y: 6 },
        dice,
      ),
      [
        { type: 'skate', player: h(0) },
        { type: 'check', player: a(0) },
        { type: 'push', square: 0 },
        { type: 'follow' },
      ],
    )
    expect(lines(log)).toEqual([
      'Check by #1 Lineman (Home): rolled Defender Down',
      'Armour against #1 Lineman (Away): rolled 12, needed 10+ — armour broken',
      `Injury against #1 Lineman (Away): ${injury}`,
    ])
  })
})

describe('Blitz Bowl results by name', () => {
  function foul(die: number): DiceLogEntry[] {
    const { s, ids } = blitzScenario({
      name: 'dice log: a foul',
      seed: 1,
      options: { fouls: true },
      teams: {
        home: { team: 'orc', players: [{ id: 'o', position: 'lineman', at: [5, 5] }] },
        away: { team: 'dwarf', players: [{ id: 'dw', position: 'lineman', at: [6, 5], state: 'prone' }] },
      },
    })
    blitzRuleset.forceDice!(s, [die])
    return logOf(blitzRuleset, s, [{ type: 'foul', player: ids.o, target: ids.dw }])
  }

  it.each<[number, string, string]>([
    [1, 'Smash! — Got Them! (the target is Injured)', 'Raak! (het doelwit is geblesseerd)'],
    [3, 'Shove — Slipped! (nothing happens)', 'Uitgegleden! (er gebeurt niets)'],
    [5, 'Tackle — Take That! (both are Injured)', 'Pak aan! (beiden geblesseerd)'],
    [6, 'Miss — Spotted! (the fouler is sent off)', 'Gezien! (de overtreder wordt weggestuurd)'],
  ])('the foul die %i: its face and the Foul Result (001)', (die, text, tekst) => {
    const log = foul(die)
    expect(lines(log)[0]).toBe(`Foul by #1 Lineman (Home): rolled ${text}`)
    expect(lines(log, nl)[0]).toMatch(new RegExp(`— ${tekst.replace(/[()!]/g, '\\$&')}$`))
  })

  it('an Armour Check that fails is an injury (001), one that passes holds', () => {
    const block = (armour: number) => {
      const { s, ids } = blitzScenario({
        name: 'dice log: a block',
        seed: 1,
        teams: {
          home: { team: 'dwarf', players: [{ id: 'b', position: 'blitzer', at: [6, 5] }] },
          away: { team: 'orc', players: [{ id: 'l', position: 'lineman', at: [7, 5] }] },
        },
      })
      blitzRuleset.forceDice!(s, [1, armour])
      return logOf(blitzRuleset, s, [{ type: 'block', player: ids.b, target: ids.l }, { type: 'no-reroll' }])
    }
    // 001: a Smash! knocks down; the Orc lineman's Armour 3+ on one D6.
    expect(lines(block(1))).toEqual([
      'Block by #1 Blitzer: rolled Smash!',
      'Armour against #1 Lineman: rolled 1, needed 3+ — armour fails: Injured',
    ])
    expect(lines(block(6))[1]).toBe('Armour against #1 Lineman: rolled 6, needed 3+ — armour holds')
    expect(lines(block(1), nl)[1]).toBe(
      'Pantser tegen #1 Lijnspeler: gooide 1, nodig 3+ — pantser faalt: geblesseerd',
    )
  })
})

describe('compact mode: one line per action', () => {
  it("names the acting player once, then each of the action's rolls", () => {
    const played = classicDodgeFails()
    const rows = byAction(logRows(rollsOf(played.steps.flat(), played.before, played.after, 2, 0), []))
    expect(rows).toHaveLength(1)
    expect(rows[0].kind === 'action' && formatAction(en, rows[0].entries, TEAMS)).toBe(
      '#1 Lineman (Home): Dodge: rolled 2, needed 5+ (−1) — failed · ' +
        'Armour against #1 Lineman (Home): rolled 3 + 4 = 7, needed 9+ — armour holds',
    )
    expect(rows[0].kind === 'action' && formatAction(nl, rows[0].entries, TEAMS)).toBe(
      '#1 Lijnspeler (Home): Ontwijken: gooide 2, nodig 5+ (−1) — mislukt · ' +
        'Pantser tegen #1 Lijnspeler (Home): gooide 3 + 4 = 7, nodig 9+ — pantser houdt',
    )
  })

  it('keeps different actions apart, in order', () => {
    const played = classicDodgeFails()
    const [first, second] = played.steps
    const e1 = rollsOf(first, played.before, played.views[0], 1, 0)
    const e2 = rollsOf(second, played.views[0], played.views[1], 2, e1.length)
    const rows = byAction(logRows([...e1, ...e2], []))
    expect(rows.map((r) => (r.kind === 'action' ? r.entries.map((e) => e.roll.purpose) : []))).toEqual(
      e1.length > 0 ? [e1.map((e) => e.roll.purpose), ['dodge', 'armour']] : [['dodge', 'armour']],
    )
  })
})

describe('the direction tables equal the engines', () => {
  it('Classic and Cross Check D8, Blitz Bowl bounce chart, Cross Check boards, block die', () => {
    expect(SCATTER_D8.slice(1)).toEqual(ENGINE_D8.slice(1).map((s) => [s!.dx, s!.dy]))
    expect(BLITZ_BOUNCE.slice(1)).toEqual(BOUNCE)
    expect(BOARD_BOUNCE.slice(1)).toEqual(BOUNCE_FACES.slice(1))
    expect(BLOCK_FACES.slice(1)).toEqual(BLOCK_DIE.slice(1))
  })
})

describe('every roll of whole games names its result', () => {
  /** Beginner v Beginner: each action's log rows, formatted in both languages. */
  function wholeGame(
    id: RulesetId,
    seed: number,
  ): { lines: string[]; purposes: Set<string>; faceOffs: DiceLogEntry[] } {
    const rs = getRuleset(id)
    const s = rs.create({
      ruleset: id,
      seed,
      teams: (id === 'blitz'
        ? [engineTeams.build(id, 'orc'), engineTeams.build(id, 'dwarf')]
        : [engineTeams.build(id, 'human'), engineTeams.build(id, 'orc')]) as never,
    })
    const rng = createRandom(seed)
    const out: string[] = []
    const purposes = new Set<string>()
    const faceOffs: DiceLogEntry[] = []
    let before: GameView = rs.view(s)
    for (let n = 0; n < 4000 && rs.decision(s).side !== null; n++) {
      const d = rs.decision(s)
      const legal = rs.legalActions(s)
      const r = rs.apply(
        s,
        chooseAction('beginner', { ruleset: rs, state: s, side: d.side!, decision: d, legal, rng }),
      )
      if (!r.ok) throw new Error(r.reason)
      const after = rs.view(s)
      for (const e of rollsOf(r.events, before, after, n + 1, 0)) {
        purposes.add(e.roll.purpose)
        if (e.roll.purpose === 'face-off') faceOffs.push(e)
        out.push(formatRoll(en, e, TEAMS), formatRoll(nl, e, TEAMS))
      }
      before = after
    }
    return { lines: out, purposes, faceOffs }
  }

  /** A line that ends in what the roll decided: a named result, a face or a direction, never a bare number. */
  const bare = /(rolled|gooide) [\d +=]+$|\d$/

  it.each<[RulesetId, number, number]>([
    ['classic', 3, 10],
    ['crosscheck', 3, 10],
    ['blitz', 2, 4],
  ])('%s (seed %i): at least %i kinds of roll, each line with its result', (id, seed, kinds) => {
    const { lines: all, purposes, faceOffs } = wholeGame(id, seed)
    expect(all.length).toBeGreaterThan(40)
    expect(all.filter((l) => bare.test(l))).toEqual([])
    // Raw keys never show: every purpose has a name in both languages.
    expect(all.filter((l) => /diceLog\.|panels\./.test(l))).toEqual([])
    expect(purposes.size).toBeGreaterThanOrEqual(kinds)
    // "1 squares" never: a count of one has its own words.
    expect(all.filter((l) => /\b1 (squares|vakjes)\b/.test(l))).toEqual([])
    // Cross Check's face-offs (000 puck drop: D6 + AG each) name the team whose total is higher.
    if (id === 'crosscheck') expect(faceOffs.length).toBeGreaterThan(0)
    for (const e of faceOffs) {
      const [home, away] = e.totals!
      const won =
        home > away
          ? 'the face-off goes to Home'
          : away > home
            ? 'the face-off goes to Away'
            : 'a tie: rolled again'
      expect(formatRoll(en, e, TEAMS)).toBe(`Face-off: Home ${home} against Away ${away} — ${won}`)
    }
  })
})
