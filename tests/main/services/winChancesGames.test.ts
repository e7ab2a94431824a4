// The win-chance line for all three games through the real engines (in-process runner, 2 playouts a point): a
// game's first team turns played by the Random level through `ai.act`, then its line asked, computed and checked
// — a point at the kick-off (or face-off) and at each team turn's start, every chance a probability.
import { describe, expect, it } from 'vitest'
import type { RulesetId } from '@shared/engine/api'
import { events as eventSchemas, type ReplayEvents, type Timeline, type WinChanceSeries } from '@shared/ipc'
import { engineTeams } from '../../../src-main/host/engineSources'
import { callOk, engineHostPerTest } from '../engineHost'

const current = engineHostPerTest('winchance-games', {
  aiThread: 'in-process',
  aiSeed: 5,
  winChancePlayouts: 2,
})

async function firstTurns(
  ruleset: RulesetId,
  turns: number,
): Promise<{ gameId: string; timeline: Timeline }> {
  const { host } = current()
  const [home, away] = engineTeams.list(ruleset).map((r) => r.id)
  const { gameId } = await callOk<{ gameId: string }>(host, 'game.new', {
    ruleset,
    home: { rosterId: home },
    away: { rosterId: away },
    seed: 3,
  })
  for (let i = 0; i < 600; i++) {
    const timeline = await callOk<Timeline>(host, 'replay.timeline', { gameId })
    // Team turns started so far (Blitz Bowl's engine says `turn`, which its timeline does not tick).
    const { positions } = await callOk<ReplayEvents>(host, 'replay.events', { gameId })
    const started = positions.filter((p) =>
      p.events.some((e) => e.type === 'turn-start' || e.type === 'turn'),
    )
    if (started.length >= turns) return { gameId, timeline }
    const { side } = await callOk<{ decision: { side: 0 | 1 } }>(host, 'game.view', { gameId }).then(
      (v) => v.decision,
    )
    await callOk(host, 'ai.act', { gameId, side, level: 'random' })
  }
  throw new Error(`${ruleset}: no ${turns} team turns in 600 actions`)
}

describe('the win-chance line in every game', () => {
  for (const ruleset of ['classic', 'blitz', 'crosscheck'] as const)
    it(`${ruleset}: a point at the start and at each team turn's start`, async () => {
      const { host } = current()
      const seen: unknown[] = []
      host.bus.subscribe((name, payload) => {
        if (name === 'analysis.point') seen.push(eventSchemas['analysis.point'].parse(payload))
      })
      const { gameId, timeline } = await firstTurns(ruleset, 2)
      const asked = await callOk<WinChanceSeries>(host, 'analysis.winChance', { gameId })
      // Blitz Bowl's timeline ticks no team turns (its engine says `turn`); the line finds them all the same.
      if (ruleset !== 'blitz') expect(asked.positions).toEqual([0, ...timeline.turns])
      expect(asked.positions.length).toBeGreaterThanOrEqual(3)
      await host.winChances.idle()
      const done = await callOk<WinChanceSeries>(host, 'analysis.winChance', { gameId })
      expect(done.done).toBe(true)
      expect(done.points.map((p) => p.position)).toEqual(asked.positions)
      expect(seen).toHaveLength(asked.positions.length)
      for (const p of done.points) {
        expect(p.playouts).toBe(2)
        expect([0, 0.5, 1]).toContain(p.home)
        expect(p.home + p.draw).toBeLessThanOrEqual(1)
      }
      // Each team turn's point says whose turn it was.
      expect(done.points.slice(1).every((p) => p.at?.side === 0 || p.at?.side === 1)).toBe(true)
    }, 240_000)
})
