// The dice log's turn lines: a team turn tallied from real events (players who acted, blocks, opponents knocked
// down and hurt, the ball moved toward the end zone the side scores in) and worded in English and Dutch.
import { describe, expect, it } from 'vitest'
import {
  addToTally,
  ballGain,
  logRows,
  startTally,
  TurnFollower,
  turnSummaryText,
  type TurnTally,
} from '../../../src-renderer/src/components/panels/turnSummary'
import { translator } from '../panels/games'
import { classicBlitz, classicMatch, classicTouchdown, crossCheckGoal } from './games'

describe('turn summary', () => {
  it('tallies the Orcs’ turn: two players, a block, a knock-down, a casualty', () => {
    const played = classicBlitz()
    const tally = startTally(played.start)!
    expect(tally.at).toEqual({ period: 1, side: 1, turn: 3 })
    for (const s of played.steps) addToTally(tally, s.events, s.before, s.after)
    expect([...tally.actors].sort()).toEqual([played.ids.ob, played.ids.ol].sort())
    expect([tally.blocks, tally.knockDowns, tally.kos, tally.casualties, tally.scores]).toEqual([
      1, 1, 0, 1, 0,
    ])
    expect(turnSummaryText(translator('en'), tally, 'Orc Team', 'touchdowns')).toBe(
      'Orc Team turn 3: 2 players acted, 1 block, 1 knock-down, 1 casualty',
    )
    expect(turnSummaryText(translator('nl'), tally, 'Orc Team', 'touchdowns')).toBe(
      'Orc Team beurt 3: 2 spelers in actie, 1 blok, 1 speler neergezet, 1 uitgeschakeld',
    )
  })

  it('the ball moved toward the end zone the side scores in (home: x grows), and the touchdown', () => {
    const played = classicTouchdown()
    const tally = startTally(played.start)!
    for (const s of played.steps.slice(0, 2)) addToTally(tally, s.events, s.before, s.after)
    expect(ballGain(tally)).toBe(1)
    expect(turnSummaryText(translator('en'), tally, 'Human Team', 'touchdowns')).toBe(
      'Human Team turn 4: 1 player acted, moved the ball 1 square',
    )
    const last = played.steps[2]
    addToTally(tally, last.events, last.before, last.after)
    // The ball left the pitch with the touchdown: no distance, the score instead (and no turnover).
    expect(ballGain(tally)).toBeNull()
    expect(turnSummaryText(translator('en'), tally, 'Human Team', 'touchdowns')).toBe(
      'Human Team turn 4: 1 player acted, touchdown',
    )
  })

  it('follows turns from their start event to their end event; a turn joined midway gets no line', () => {
    const ended: TurnTally[] = []
    const follower = new TurnFollower((t) => ended.push(t))
    // The Orcs' turn 3 was under way when the follower joined; the Humans' turn 3 starts with its event.
    for (const s of classicMatch().steps) follower.feed(s.events, s.before, s.after)
    expect(ended.map((t) => t.at)).toEqual([{ period: 1, side: 0, turn: 3 }])
    expect(turnSummaryText(translator('en'), ended[0], 'Human', 'touchdowns')).toBe(
      'Human turn 3: 1 player acted, touchdown',
    )
  })

  it('nothing is tallied between turns: a goal ends the turn, the line-up after it counts for nobody', () => {
    const ended: TurnTally[] = []
    const follower = new TurnFollower((t) => ended.push(t))
    const { steps } = crossCheckGoal()
    const start = steps[0].before
    // The turn's start as the engine announces it, then the skate, the take and the shot: the goal ends the turn.
    follower.feed([{ type: 'turn-start', side: 0, turn: 1 }], start, start)
    for (const s of steps) follower.feed(s.events, s.before, s.after)
    expect(ended).toHaveLength(1)
    expect(ended[0]).toMatchObject({ at: { period: 1, side: 0, turn: 1 }, scores: 1 })
    // After the goal the coach picks his goalie (issue 21), then both line up: between turns either way.
    const lineUp = steps.at(-1)!.after
    expect(lineUp.decision.kind).toBe('goalie')
    expect(startTally(lineUp)).toBeNull()
    follower.feed([], lineUp, lineUp)
    expect(ended).toHaveLength(1)
  })

  it('puts each turn line after the rolls logged before it', () => {
    const entry = (seq: number) => ({ seq }) as never
    const tally = startTally(classicBlitz().start)!
    const rows = logRows(
      [entry(0), entry(1), entry(2)],
      [
        { after: 2, position: 5, tally },
        { after: 3, position: 9, tally },
      ],
    )
    expect(rows.map((r) => (r.kind === 'roll' ? `r${r.entry.seq}` : `t${r.note.after}`))).toEqual([
      'r0',
      'r1',
      't2',
      'r2',
      't3',
    ])
  })
})
