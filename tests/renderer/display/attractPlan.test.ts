// The attract loop's reel and segments: the classics and the club's finished games take turns; each game plays
// the run-up to its touchdowns (then its worst injuries), never turnovers, and its opening when it has none.
import { describe, expect, it } from 'vitest'
import type { ClassicGameInfo, SavedGameSummary, Timeline } from '@shared/ipc'
import { attractReel, attractSegments } from '../../../src-renderer/src/components/display/attractPlan'

function timeline(length: number, markers: Timeline['markers']): Timeline {
  return {
    gameId: 'g',
    branchId: null,
    length,
    cursor: length,
    markers,
    activations: [],
    turns: [],
    halves: [],
    branches: [],
  }
}

describe('attractSegments', () => {
  it('plays the run-up to each touchdown and a little after', () => {
    const t = timeline(200, [
      { position: 50, kind: 'touchdown' },
      { position: 120, kind: 'touchdown' },
    ])
    expect(attractSegments(t)).toEqual([
      { from: 40, to: 52, marker: 'touchdown' },
      { from: 110, to: 122, marker: 'touchdown' },
    ])
  })

  it('prefers touchdowns to injuries, never shows turnovers, keeps game order and at most `max`', () => {
    const t = timeline(300, [
      { position: 20, kind: 'injury' },
      { position: 60, kind: 'turnover' },
      { position: 90, kind: 'touchdown' },
      { position: 150, kind: 'injury' },
      { position: 250, kind: 'touchdown' },
    ])
    expect(attractSegments(t, { max: 3 }).map((s) => [s.from, s.marker])).toEqual([
      [10, 'injury'],
      [80, 'touchdown'],
      [240, 'touchdown'],
    ])
    expect(attractSegments(t, { max: 1 }).map((s) => s.marker)).toEqual(['touchdown'])
  })

  it('merges overlapping stretches, keeping the bigger moment, and clips to the game', () => {
    const t = timeline(30, [
      { position: 5, kind: 'injury' },
      { position: 9, kind: 'touchdown' },
      { position: 29, kind: 'touchdown' },
    ])
    expect(attractSegments(t)).toEqual([
      { from: 0, to: 11, marker: 'touchdown' },
      { from: 19, to: 30, marker: 'touchdown' },
    ])
  })

  it('treats a Cross Check goal as the score it is: before injuries, merged as the bigger moment', () => {
    const t = timeline(400, [
      { position: 30, kind: 'injury' },
      { position: 100, kind: 'goal' },
      { position: 104, kind: 'injury' },
      { position: 200, kind: 'injury' },
      { position: 300, kind: 'goal' },
    ])
    expect(attractSegments(t)).toEqual([
      { from: 20, to: 32, marker: 'injury' },
      { from: 90, to: 102, marker: 'goal' },
      { from: 290, to: 302, marker: 'goal' },
    ])
    expect(attractSegments(t, { max: 4 })[1]).toEqual({ from: 90, to: 106, marker: 'goal' })
    expect(attractSegments(t, { max: 2 }).map((s) => s.marker)).toEqual(['goal', 'goal'])
  })

  it('plays a Blitz Bowl injury when a game has no score', () => {
    const t = timeline(200, [
      { position: 60, kind: 'turnover' },
      { position: 80, kind: 'injury' },
    ])
    expect(attractSegments(t)).toEqual([{ from: 70, to: 82, marker: 'injury' }])
  })

  it('plays the opening of a game without big moments, nothing of an empty one', () => {
    expect(attractSegments(timeline(500, [{ position: 7, kind: 'turnover' }]))).toEqual([
      { from: 0, to: 40, marker: null },
    ])
    expect(attractSegments(timeline(12, []))).toEqual([{ from: 0, to: 12, marker: null }])
    expect(attractSegments(timeline(0, []))).toEqual([])
  })
})

function saved(
  gameId: string,
  status: 'playing' | 'finished',
  source: string | null = null,
  actions = 100,
): SavedGameSummary {
  return {
    gameId,
    title: '',
    tags: [],
    ruleset: 'classic',
    teams: [
      { rosterId: 'human', name: `Home ${gameId}` },
      { rosterId: 'orc', name: `Away ${gameId}` },
    ],
    score: [0, 0],
    status,
    practice: false,
    actions,
    createdAt: '',
    updatedAt: '',
    source,
    thumbnail: null,
  }
}

const classic = (id: string): ClassicGameInfo => ({
  id,
  title: `Classic ${id}`,
  notes: '',
  ruleset: 'classic',
  teams: ['a', 'b'],
  actions: 300,
})

describe('attractReel', () => {
  it('interleaves the classics with finished games played here, skipping unfinished and empty ones', () => {
    const reel = attractReel(
      [
        saved('g1', 'finished'),
        saved('g2', 'playing'),
        saved('g3', 'finished'),
        saved('g4', 'finished', null, 0),
      ],
      [classic('a'), classic('b'), classic('c')],
    )
    expect(reel.map((e) => e.gameId ?? `open:${e.classicId}`)).toEqual([
      'open:a',
      'g1',
      'open:b',
      'g3',
      'open:c',
    ])
    expect(reel[1].title).toBe('Home g1 v Away g1')
  })

  it('plays a classic already in the saves from its saved copy, and never twice', () => {
    const reel = attractReel(
      [saved('s1', 'finished', 'classic:b'), saved('g1', 'finished')],
      [classic('a'), classic('b')],
    )
    expect(reel).toEqual([
      { gameId: null, classicId: 'a', title: 'Classic a' },
      { gameId: 'g1', classicId: null, title: 'Home g1 v Away g1' },
      { gameId: 's1', classicId: null, title: 'Classic b' },
    ])
  })

  it('is empty with nothing to show', () => {
    expect(attractReel([saved('g2', 'playing')], [])).toEqual([])
  })
})
