// The replay timeline's markers do not double up: the shipped Classic games score touchdowns whose action also
// carries the engine's `turnover` (a touchdown ends the turn), and the timeline shows each such step once, as a
// touchdown; "next turnover" steps past it to a real turnover; the stored marks stay as saved.
import { describe, expect, it } from 'vitest'
import type { ClassicGameInfo, ReplayEvents, ReplayFrame, SavedGameSummary, Timeline } from '@shared/ipc'
import { MARK_GOAL, MARK_INJURY, MARK_TOUCHDOWN, MARK_TURNOVER } from '../../../src-main/services/gameLog'
import { timelineMarks } from '../../../src-main/services/ReplayService'
import { callOk, engineHostPerTest } from '../engineHost'

const current = engineHostPerTest('markers')
const call = <T>(name: string, args: unknown = {}): Promise<T> => callOk<T>(current().host, name, args)

describe('timeline markers', () => {
  it('a scoring step is a score marker only, never also a turnover', () => {
    expect(timelineMarks(MARK_TOUCHDOWN | MARK_TURNOVER)).toBe(MARK_TOUCHDOWN)
    expect(timelineMarks(MARK_GOAL | MARK_TURNOVER | MARK_INJURY)).toBe(MARK_GOAL | MARK_INJURY)
    expect(timelineMarks(MARK_TURNOVER | MARK_INJURY)).toBe(MARK_TURNOVER | MARK_INJURY)
  })

  it('on the shipped Classic games: touchdowns once each, turnovers only where no one scored', async () => {
    const list = await call<ClassicGameInfo[]>('classics.list')
    let scored = 0
    for (const game of list) {
      const { gameId } = await call<SavedGameSummary>('classics.open', { id: game.id })
      const timeline = await call<Timeline>('replay.timeline', { gameId })
      const { positions } = await call<ReplayEvents>('replay.events', { gameId })
      const has = (p: (typeof positions)[number], type: string) => p.events.some((e) => e.type === type)
      const touchdowns = positions.filter((p) => has(p, 'touchdown')).map((p) => p.position)
      // The engine does call a touchdown's end of turn a turnover: the case this is about.
      expect(positions.filter((p) => has(p, 'touchdown') && has(p, 'turnover')).length).toBe(
        touchdowns.length,
      )
      const at = (kind: string) => timeline.markers.filter((m) => m.kind === kind).map((m) => m.position)
      expect(at('touchdown')).toEqual(touchdowns)
      expect(at('turnover')).toEqual(
        positions.filter((p) => has(p, 'turnover') && !has(p, 'touchdown')).map((p) => p.position),
      )
      for (const position of touchdowns) {
        expect(at('turnover')).not.toContain(position)
        // "Next turnover" from just before a touchdown goes past it.
        const next = await call<ReplayFrame | null>('replay.step', {
          gameId,
          from: position - 1,
          unit: 'turnover',
          direction: 1,
        }).catch(() => null)
        if (next) expect(next.position).not.toBe(position)
      }
      scored += touchdowns.length
    }
    expect(scored).toBeGreaterThan(0)
  }, 120_000)
})
