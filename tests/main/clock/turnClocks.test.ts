// Main's turn clocks (issue 21) with a fake time source: a clocked game's coach on turn runs out of time and main
// commits `turn-timeout` itself; the clock stands still while the other coach decides and during the AI's turns;
// the time left is stored with each action, so closing and reopening the game keeps it, and a replay shows it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Action, GameView } from '@shared/engine/api'
import { mulberry32 } from '@shared/engine/mulberry32'
import type { EventPayload, ReplayFrame } from '@shared/ipc'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { TurnClocks } from '../../../src-main/services/TurnClocks'
import { FakeClock } from './fakeClock'

const web = { transport: 'web' } as const
const dirs: string[] = []
const hosts: Host[] = []

afterEach(() => {
  for (const h of hosts.splice(0)) h.close()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function host(clock: FakeClock, dataDir: string | null = null): Host {
  const h = createHost({
    appVersion: '0.0.0-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir,
    aiSeed: 3,
    aiThread: 'in-process',
    clockSource: clock,
    log: () => undefined,
  })
  hosts.push(h)
  return h
}

async function newGame(h: Host, ruleset: 'classic' | 'crosscheck', seconds = 30, seed = 7): Promise<string> {
  const answer = await h.dispatcher.dispatch(
    'game.new',
    {
      ruleset,
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed,
      options: { turnClock: true, turnSeconds: seconds },
    },
    web,
  )
  if (!answer.ok) throw new Error(answer.message)
  return (answer.value as { gameId: string }).gameId
}

/** Plays seeded random actions (a set-up: a preset formation, then done) until `stop` holds; false: game over. */
function playUntil(h: Host, gameId: string, stop: (view: GameView) => boolean): boolean {
  const random = mulberry32(3)
  for (let i = 0; i < 3000; i++) {
    if (stop(h.games.view(gameId))) return true
    const all = h.games.legal(gameId).actions
    if (all.length === 0) return false
    const pick = (type: string): Action[] => all.filter((a) => a.type === type)
    const moves = all.filter((a) => a.type !== 'end-turn' || random() < 0.05)
    const pool = [pick('setup-done'), pick('formation'), moves, all].find((p) => p.length > 0)!
    h.games.act(gameId, pool[Math.floor(random() * pool.length)])
  }
  throw new Error('position not reached')
}

const atOwnTurn = (v: GameView): boolean => v.activeSide !== null && v.decision.side === v.activeSide

describe('turn clocks in main', () => {
  it('commits turn-timeout at expiry, and the next coach gets a full clock', async () => {
    const clock = new FakeClock()
    const h = host(clock)
    const gameId = await newGame(h, 'classic')
    playUntil(h, gameId, (v) => atOwnTurn(v) && v.decision.kind === 'turn')
    const side = h.games.view(gameId).activeSide!
    const before = h.games.history(gameId).length
    expect(h.games.clock(gameId)).toEqual({ side, limitMs: 30_000, leftMs: 30_000, running: true })
    const heard: EventPayload<'state.changed'>[] = []
    h.bus.subscribe((name, payload) => {
      if (name === 'state.changed') heard.push(payload as EventPayload<'state.changed'>)
    })
    clock.advance(29_999)
    expect(h.games.history(gameId).length).toBe(before)
    expect(h.games.clock(gameId)?.leftMs).toBe(1)
    clock.advance(1)
    expect(h.games.history(gameId).length).toBe(before + 1)
    const last = h.games.stored(gameId).entries[before]
    expect(last.action).toEqual({ type: 'turn-timeout' })
    expect(heard).toHaveLength(1)
    expect(heard[0].events.slice(0, 2)).toEqual([
      { type: 'turn-timeout', side },
      { type: 'turnover', side },
    ])
    expect(heard[0].view.activeSide).toBe(1 - side)
    expect(heard[0].clock).toEqual({ side: 1 - side, limitMs: 30_000, leftMs: 30_000, running: true })
    // The new turn's full time is what the log keeps with the timeout.
    expect(last.clockMs).toBe(30_000)
  })

  it("stands still at the other coach's decision in the turn, and runs on after it", async () => {
    const clock = new FakeClock()
    const h = host(clock)
    const other = (v: GameView): boolean =>
      v.activeSide !== null && v.decision.side !== null && v.decision.side !== v.activeSide
    let gameId = ''
    for (let seed = 7; seed < 40 && gameId === ''; seed++) {
      const id = await newGame(h, 'classic', 600, seed)
      if (playUntil(h, id, other)) gameId = id
    }
    const { activeSide, decision } = h.games.view(gameId)
    const paused = h.games.clock(gameId)!
    expect(paused).toMatchObject({ side: activeSide, limitMs: 600_000, running: false })
    expect(clock.pending).toBe(0)
    const before = h.games.history(gameId).length
    clock.advance(3_600_000)
    expect(h.games.history(gameId).length).toBe(before)
    expect(h.games.clock(gameId)).toEqual(paused)
    // The other coach answers; back with the team on turn, the clock runs on from the same time.
    h.games.act(gameId, h.games.legal(gameId).actions[0])
    // The first such decision of these games: the defender picks the block die; then the attacker pushes.
    expect(decision).toMatchObject({ kind: 'block-die', side: 1 - activeSide! })
    expect(h.games.view(gameId).decision).toMatchObject({ kind: 'push', side: activeSide })
    expect(h.games.clock(gameId)).toEqual({ ...paused, running: true })
    expect(clock.pending).toBe(1)
  })

  it('keeps the time left through actions of the same turn, and a coach cannot send turn-timeout', async () => {
    const clock = new FakeClock()
    const h = host(clock)
    const gameId = await newGame(h, 'crosscheck')
    playUntil(h, gameId, (v) => atOwnTurn(v) && v.decision.kind === 'turn')
    clock.advance(12_000)
    const skate = h.games.legal(gameId).actions.find((a) => a.type === 'skate')!
    h.games.act(gameId, skate)
    const entries = h.games.stored(gameId).entries
    expect(entries[entries.length - 1].clockMs).toBe(18_000)
    expect(h.games.clock(gameId)).toMatchObject({ leftMs: 18_000, running: true })
    const refused = await h.dispatcher.dispatch('game.act', { gameId, action: { type: 'turn-timeout' } }, web)
    expect(refused).toMatchObject({ ok: false, code: 'action/illegal' })
  })

  it('is not kept in a game without the option', async () => {
    const clock = new FakeClock()
    const h = host(clock)
    const answer = await h.dispatcher.dispatch(
      'game.new',
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 7 },
      web,
    )
    const gameId = (answer as { value: { gameId: string } }).value.gameId
    playUntil(h, gameId, (v) => atOwnTurn(v) && v.decision.kind === 'turn')
    expect(h.games.clock(gameId)).toBe(null)
    expect(clock.pending).toBe(0)
    const entries = h.games.stored(gameId).entries
    expect(entries.every((e) => e.clockMs === undefined)).toBe(true)
  })

  it('survives closing and reopening the game with the time left kept, and a replay shows it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-clock-'))
    dirs.push(dir)
    const clock = new FakeClock()
    const first = host(clock, dir)
    const gameId = await newGame(first, 'crosscheck')
    playUntil(first, gameId, (v) => atOwnTurn(v) && v.decision.kind === 'turn')
    const side = first.games.view(gameId).activeSide!
    clock.advance(20_000)
    first.games.act(
      gameId,
      first.games.legal(gameId).actions.find((a) => a.type === 'skate')!,
    )
    const length = first.games.history(gameId).length
    first.close()
    hosts.splice(hosts.indexOf(first), 1)
    expect(clock.pending).toBe(0) // closing stops the clock

    const second = host(clock, dir)
    const opened = await second.dispatcher.dispatch('game.open', { gameId }, web)
    expect(opened.ok).toBe(true)
    expect(second.games.clock(gameId)).toEqual({ side, limitMs: 30_000, leftMs: 10_000, running: true })
    const frame = await second.dispatcher.dispatch('replay.seek', { gameId, position: length }, web)
    expect((frame as { value: ReplayFrame }).value.clock).toEqual({
      side,
      limitMs: 30_000,
      leftMs: 10_000,
      running: false,
    })
    clock.advance(10_000)
    const entries = second.games.stored(gameId).entries
    expect(entries.length).toBe(length + 1)
    expect(entries[length].action).toEqual({ type: 'turn-timeout' })
    expect(second.games.view(gameId).activeSide).toBe(1 - side)
  })

  it('undo gives back the time left stored at that position', async () => {
    const clock = new FakeClock()
    const h = host(clock)
    const gameId = await newGame(h, 'crosscheck')
    playUntil(h, gameId, (v) => atOwnTurn(v) && v.decision.kind === 'turn')
    clock.advance(5_000)
    h.games.act(
      gameId,
      h.games.legal(gameId).actions.find((a) => a.type === 'skate')!,
    )
    clock.advance(7_000)
    h.games.act(gameId, h.games.legal(gameId).actions[0])
    expect(h.games.clock(gameId)?.leftMs).toBe(18_000)
    h.games.undo(gameId, 1)
    expect(h.games.clock(gameId)?.leftMs).toBe(25_000)
  })
})

describe('TurnClocks', () => {
  const view = (activeSide: 0 | 1 | null, decider: 0 | 1 | null, turn = 1): GameView =>
    ({
      period: 1,
      turns: [turn, turn],
      activeSide,
      decision: { side: decider, kind: decider === activeSide ? 'turn' : 'interception' },
    }) as unknown as GameView
  const humans = ['human', 'human'] as const

  it('stands still while the other coach decides, and runs on from where it stopped', () => {
    const clock = new FakeClock()
    const expired: string[] = []
    const clocks = new TurnClocks((id) => expired.push(id), clock)
    clocks.sync('g', { limitMs: 10_000, view: view(0, 0), controllers: humans })
    clock.advance(4_000)
    clocks.sync('g', { limitMs: 10_000, view: view(0, 1), controllers: humans })
    expect(clocks.info('g')).toEqual({ side: 0, limitMs: 10_000, leftMs: 6_000, running: false })
    clock.advance(60_000)
    expect(expired).toEqual([])
    expect(clocks.info('g')?.leftMs).toBe(6_000)
    clocks.sync('g', { limitMs: 10_000, view: view(0, 0), controllers: humans })
    clock.advance(5_999)
    expect(expired).toEqual([])
    clock.advance(1)
    expect(expired).toEqual(['g'])
  })

  it('gives a new turn the full time, and runs none for an AI side or with the option off', () => {
    const clock = new FakeClock()
    const clocks = new TurnClocks(() => undefined, clock)
    clocks.sync('g', { limitMs: 10_000, view: view(0, 0), controllers: humans })
    clock.advance(3_000)
    clocks.sync('g', { limitMs: 10_000, view: view(1, 1), controllers: humans })
    expect(clocks.info('g')?.leftMs).toBe(10_000)
    clocks.sync('g', { limitMs: 10_000, view: view(1, 1, 2), controllers: ['human', { ai: 'random' }] })
    expect(clocks.info('g')).toBe(null)
    clocks.sync('g', { limitMs: null, view: view(0, 0), controllers: humans })
    expect(clocks.info('g')).toBe(null)
    expect(clock.pending).toBe(0)
  })

  it('sends the expiry again after the next change when a timeout was refused mid-roll', () => {
    const clock = new FakeClock()
    const expired: number[] = []
    const clocks = new TurnClocks(() => expired.push(clock.now()), clock)
    clocks.sync('g', { limitMs: 1_000, view: view(0, 0), controllers: humans })
    clock.advance(1_000)
    expect(expired).toHaveLength(1)
    // The coach on turn was in a re-roll choice; his answer is the next change of the same turn.
    clocks.sync('g', { limitMs: 1_000, view: view(0, 0), controllers: humans })
    clock.advance(0)
    expect(expired).toHaveLength(2)
  })
})
