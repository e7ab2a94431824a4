// The match summary of the half-time and game-over screens, from real engine events as main's replay.events gives
// them: who scored and when, each casualty and who caused it, the most valuable player by each game's rule; and
// over whole Beginner-vs-Beginner games of Classic and Cross Check, one score line per point of the final score.
import { describe, expect, it } from 'vitest'
import type { GameView, RulesetId } from '@shared/engine/api'
import { chooseAction } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import { getRuleset } from '@shared/engine/registry'
import type { ReplayPiece, TurnAt } from '@shared/ipc'
import { classicStarPlayers } from '@shared/leagues/classicStars'
import { classicMvps } from '@shared/leagues/mvp'
import { engineTeams } from '../../../src-main/host/engineSources'
import {
  CLASSIC_SPP,
  summarize,
  type SummaryStep,
} from '../../../src-renderer/src/components/play/gameSummary'
import { blitzBlock, classicBlitz, classicTouchdown, crossCheckGoal, type Played } from './games'

const turnAt = (v: GameView): TurnAt => ({
  period: v.period,
  side: v.activeSide,
  turn: v.activeSide === null ? 0 : v.turns[v.activeSide],
})

const piecesOf = (views: readonly GameView[]): ReplayPiece[] => {
  const byId = new Map<number, ReplayPiece>()
  for (const v of views)
    for (const { id, side, number, name, positionId } of v.pieces)
      byId.set(id, { id, side, number, name, positionId })
  return [...byId.values()]
}

/** What replay.events would answer for these games played one after the other. */
function history(...games: Played[]): { steps: SummaryStep[]; pieces: ReplayPiece[]; last: GameView } {
  const all = games.flatMap((g) => g.steps)
  return {
    steps: all.map((s, i) => ({ position: i + 1, before: turnAt(s.before), events: s.events })),
    pieces: piecesOf(all.flatMap((s) => [s.before, s.after])),
    last: all.at(-1)!.after,
  }
}

describe('game summary', () => {
  it('Classic: a casualty and who caused it; each side’s drawn MVP with the award’s 5 points', () => {
    const { steps, pieces, last } = history(classicBlitz())
    // Main's draw names the home Catcher and the away Blitzer (replay.events' mvps).
    const s = summarize(last, steps, pieces, [1, 16])
    expect(s.casualties).toEqual([
      {
        victim: { id: 0, side: 0, label: '#7 Lineman' },
        result: 'badly-hurt',
        by: { id: 16, side: 1, label: '#4 Blitzer' },
        at: { period: 1, side: 1, turn: 3 },
      },
    ])
    expect(s.teams).toEqual([
      { scores: 0, casualtiesCaused: 0, casualtiesSuffered: 1 },
      { scores: 0, casualtiesCaused: 1, casualtiesSuffered: 0 },
    ])
    expect(s.scores).toEqual([])
    expect(s.mvps).toEqual([
      {
        player: { id: 1, side: 0, label: '#2 Catcher' },
        touchdowns: 0,
        casualties: 0,
        completions: 0,
        interceptions: 0,
        spp: CLASSIC_SPP.mvp,
      },
      {
        player: { id: 16, side: 1, label: '#4 Blitzer' },
        touchdowns: 0,
        casualties: 1,
        completions: 0,
        interceptions: 0,
        spp: CLASSIC_SPP.casualty + CLASSIC_SPP.mvp,
      },
    ])
  })

  it('Classic: no MVP before main sends the draw (half-time, a game still under way), never the points leader', () => {
    const { steps, pieces, last } = history(classicBlitz())
    expect(summarize(last, steps, pieces).mvps).toEqual([])
    expect(summarize(last, steps, pieces, [null, 16]).mvps.map((m) => m.player.label)).toEqual(['#4 Blitzer'])
  })

  it('Classic: the scorer, when he scored, and his touchdown’s 3 SPP with the award’s 5', () => {
    const td = classicTouchdown()
    const only = history(td)
    expect(summarize(only.last, only.steps, only.pieces).scores).toEqual([
      {
        side: 0,
        player: { id: 0, side: 0, label: '#7 Catcher' },
        ownGoal: false,
        at: { period: 1, side: 0, turn: 4 },
      },
    ])
    const both = history(classicBlitz(), td)
    const catcher = both.pieces.find((p) => p.side === 0 && p.number === 7)!.id
    const s = summarize(both.last, both.steps, both.pieces, [catcher, null])
    expect(s.score).toEqual([1, 0])
    expect(s.mvps).toMatchObject([{ player: { label: '#7 Catcher' }, touchdowns: 1, spp: 3 + 5 }])
  })

  it('Cross Check: the goal is the last home player’s to touch the puck; the MVP by the engine’s own SPP', () => {
    const { steps, pieces, last } = history(crossCheckGoal())
    const s = summarize(last, steps, pieces)
    expect(s.scores).toEqual([
      {
        side: 0,
        player: { id: 0, side: 0, label: '#1 Lineman' },
        ownGoal: false,
        at: { period: 1, side: 0, turn: 1 },
      },
    ])
    const engineSpp = last.crosscheck!.players.find((p) => p.id === 0)!.spp
    expect(engineSpp).toBeGreaterThan(0)
    expect(s.mvps).toMatchObject([{ player: { id: 0 }, spp: engineSpp }])
    // A draw main might send is Classic's alone: Cross Check keeps its leader.
    expect(summarize(last, steps, pieces, [5, 12]).mvps).toMatchObject([
      { player: { id: 0 }, spp: engineSpp },
    ])
  })

  it('Blitz Bowl: an injury caused by a block; no star player points, the MVP by casualties', () => {
    const { steps, pieces, last } = history(blitzBlock())
    const s = summarize(last, steps, pieces)
    expect(s.casualties).toEqual([
      {
        victim: { id: 10, side: 1, label: '#1 Lineman' },
        result: 'injured',
        by: { id: 0, side: 0, label: '#1 Blitzer' },
        at: { period: s.casualties[0].at.period, side: 0, turn: s.casualties[0].at.turn },
      },
    ])
    expect(s.mvps).toMatchObject([{ player: { id: 0 }, casualties: 1, spp: null }])
  })

  it('nobody is named MVP when nobody earned anything (Cross Check and Blitz Bowl’s leader rule)', () => {
    const { start } = blitzBlock()
    expect(summarize(start, [], piecesOf([start])).mvps).toEqual([])
  })

  it.each<[RulesetId]>([['classic'], ['crosscheck']])(
    '%s: a whole Beginner-vs-Beginner game has one score line per point, casualties caused by opponents only',
    (id) => {
      const rs = getRuleset(id)
      const s = rs.create({
        ruleset: id,
        seed: 7,
        teams: [engineTeams.build(id, 'human'), engineTeams.build(id, 'orc')] as never,
      })
      const rng = createRandom(1)
      const steps: SummaryStep[] = []
      const views: GameView[] = [rs.view(s)]
      for (let n = 0; n < 5000 && rs.decision(s).side !== null; n++) {
        const d = rs.decision(s)
        const before = rs.view(s)
        const action = chooseAction('beginner', {
          ruleset: rs,
          state: s,
          side: d.side!,
          decision: d,
          legal: rs.legalActions(s),
          rng,
        })
        const r = rs.apply(s, action)
        if (!r.ok) throw new Error(r.reason)
        steps.push({ position: n + 1, before: turnAt(before), events: r.events })
        views.push(rs.view(s))
      }
      const last = views.at(-1)!
      expect(last.decision.side).toBeNull()
      const summary = summarize(last, steps, piecesOf(views))
      expect(last.score[0] + last.score[1]).toBeGreaterThan(0)
      expect(summary.teams.map((t) => t.scores)).toEqual([last.score[0], last.score[1]])
      for (const c of summary.casualties) if (c.by) expect(c.by.side).not.toBe(c.victim.side)
      if (id === 'crosscheck') expect(summary.mvps).toHaveLength(1)
      else {
        // The game-over screen's MVPs are the league's (leagues/classicStars.ts) for the same game: the same two
        // players, home first, with the same points, the award's 5 included.
        const drawn = classicMvps(7, steps.length, last.pieces)
        const league = classicStarPlayers({ seed: 7, steps, players: last.pieces }).filter((p) => p.mvp === 1)
        const screen = summarize(last, steps, piecesOf(views), drawn).mvps
        const numberOf = new Map(last.pieces.map((p) => [p.id, p.number]))
        expect(league).toHaveLength(2)
        expect(
          screen.map((m) => ({ side: m.player.side, number: numberOf.get(m.player.id), spp: m.spp })),
        ).toEqual(league.map((p) => ({ side: p.side, number: p.number, spp: p.spp })))
      }
    },
  )
})
