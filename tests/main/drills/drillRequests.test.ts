// drills.list and drills.start through the real dispatcher and engine: a drill game is hosted from its position,
// plays and undoes like any game (undo replays from the position), is announced, and is never saved.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RequestArgs, RequestName, RequestResult, Result, StartedDrill } from '@shared/ipc'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-drills-'))
  host = createHost({
    appVersion: '9.9.9-test',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: dir,
    aiSeed: 1,
    aiThread: 'in-process',
    classicGamesDir: null,
    log: () => undefined,
  })
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<N extends RequestName>(name: N, args: RequestArgs<N>): Promise<RequestResult<N>> {
  const result = (await host.dispatcher.dispatch(name, args, { transport: 'web' })) as Result<
    RequestResult<N>
  >
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

describe('drills requests', () => {
  it('lists the drills per ruleset with titles and summaries in English and Dutch', async () => {
    const blitz = await call('drills.list', { ruleset: 'blitz' })
    expect(blitz.map((d) => d.id)).toEqual([
      'blitz-1-moving',
      'blitz-2-blocking',
      'blitz-3-throwing',
      'blitz-4-pick-up-and-challenge',
      'blitz-5-foul',
    ])
    expect(blitz[0]).toMatchObject({
      ruleset: 'blitz',
      order: 1,
      steps: 3,
      title: { en: expect.any(String), nl: expect.any(String) },
    })
    const all = await call('drills.list', {})
    expect(new Set(all.map((d) => d.ruleset))).toEqual(new Set(['blitz', 'classic', 'crosscheck']))
  })

  it('Cross Check: the drill has a goalie, and its opponent (the goalie on the shot) is the Beginner AI', async () => {
    const started: StartedDrill = await call('drills.start', { id: 'crosscheck-1-take-and-shoot' })
    expect(started.controllers).toEqual(['human', { ai: 'beginner' }])
    const goalie = started.view.pieces.find((p) => p.side === 1 && p.x !== null && p.positionId === 'goalie')
    expect(goalie).toMatchObject({ x: 24, y: 5 })
    // The Blitz Bowl drills stay with the learner alone.
    const blitz: StartedDrill = await call('drills.start', { id: 'blitz-1-moving' })
    expect(blitz.controllers).toEqual(['human', 'human'])
  })

  it('starts a drill as a hosted game with its steps (no solutions) and the piece ids', async () => {
    const seen: string[] = []
    host.bus.subscribe((name) => seen.push(name))
    const started: StartedDrill = await call('drills.start', { id: 'blitz-1-moving' })
    expect(started.saved).toBe(false)
    expect(started.view.ruleset).toBe('blitz')
    expect(started.drill.steps).toHaveLength(3)
    expect(started.drill.steps[0]).not.toHaveProperty('solution')
    const lineman = started.view.pieces.find((p) => p.id === started.pieces.lineman)
    expect([lineman?.x, lineman?.y]).toEqual([6, 4])
    expect(seen).toContain('state.changed')
    expect(seen).not.toContain('save.written')
    expect(host.store?.listGames()).toEqual([])
  })

  it('plays, undoes back to the position and redoes; nothing reaches the saves', async () => {
    const { gameId, pieces } = await call('drills.start', { id: 'blitz-1-moving' })
    await call('game.act', { gameId, action: { type: 'sidestep', player: pieces.lineman, x: 5, y: 5 } })
    const undone = await call('game.undo', { gameId })
    const back = undone.view.pieces.find((p) => p.id === pieces.lineman)
    expect([back?.x, back?.y]).toEqual([6, 4])
    const redone = await call('game.redo', { gameId })
    const again = redone.view.pieces.find((p) => p.id === pieces.lineman)
    expect([again?.x, again?.y]).toEqual([5, 5])
    expect(host.store?.listGames()).toEqual([])
  })

  it('a drill game ends with the drill: after the touchdown nothing is offered and every change is refused', async () => {
    const { gameId, pieces } = await call('drills.start', { id: 'blitz-1-moving' })
    const act = (action: Record<string, unknown>) =>
      call('game.act', { gameId, action: action as RequestArgs<'game.act'>['action'] })
    await act({ type: 'sidestep', player: pieces.lineman, x: 5, y: 5 })
    await act({ type: 'run', player: pieces.catcher })
    for (const x of [9, 10, 11, 12, 13]) await act({ type: 'step', x, y: 6 })
    // One step before the goal the drill still runs.
    expect((await call('game.legal', { gameId })).actions.length).toBeGreaterThan(0)
    await act({ type: 'step', x: 14, y: 6 })
    const scored = await act({ type: 'stop' })
    expect(scored.view.score).toEqual([4, 0])
    const legal = await call('game.legal', { gameId })
    expect(legal.actions).toEqual([])
    expect(legal.decision.side).toBeNull()
    for (const [name, args] of [
      ['game.act', { gameId, action: { type: 'end-turn' } }],
      ['game.undo', { gameId }],
      ['game.redo', { gameId }],
    ] as const) {
      const refused = await host.dispatcher.dispatch(name, args, { transport: 'web' })
      expect(refused, name).toMatchObject({ ok: false, code: 'game/over' })
    }
    // Nothing changed: the scorer's game is where the touchdown left it.
    expect((await call('game.view', { gameId })).score).toEqual([4, 0])
  })

  it('a drill that is not over yet still undoes and plays on', async () => {
    const { gameId, pieces } = await call('drills.start', { id: 'blitz-1-moving' })
    await call('game.act', { gameId, action: { type: 'sidestep', player: pieces.lineman, x: 5, y: 5 } })
    await call('game.undo', { gameId })
    const legal = await call('game.legal', { gameId })
    expect(legal.decision.side).toBe(0)
    expect(legal.actions.length).toBeGreaterThan(0)
  })

  it('drills.leave unloads the drill game; a game that is not a drill is refused and stays hosted', async () => {
    const { gameId } = await call('drills.start', { id: 'classic-1-dodge-and-run' })
    expect(await call('drills.leave', { gameId })).toEqual({ left: true })
    const gone = await host.dispatcher.dispatch('game.view', { gameId }, { transport: 'web' })
    expect(gone).toMatchObject({ ok: false, code: 'game/not-found' })
    const again = await host.dispatcher.dispatch('drills.leave', { gameId }, { transport: 'web' })
    expect(again).toMatchObject({ ok: false, code: 'drill/not-found' })
    const game = await call('game.new', {
      ruleset: 'classic',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
    })
    const refused = await host.dispatcher.dispatch(
      'drills.leave',
      { gameId: game.gameId },
      { transport: 'web' },
    )
    expect(refused).toMatchObject({ ok: false, code: 'drill/not-found' })
    expect((await call('game.view', { gameId: game.gameId })).ruleset).toBe('classic')
  })

  it("drill players carry their positions' names, not the drill's piece names", async () => {
    const started = await call('drills.start', { id: 'classic-1-dodge-and-run' })
    const named = (name: string) => started.view.pieces.find((p) => p.id === started.pieces[name])
    expect(named('catcher')).toMatchObject({ name: 'Catcher', number: 1 })
    expect(named('orc')).toMatchObject({ name: 'Lineman 1', number: 1 })
    expect(named('orc2')).toMatchObject({ name: 'Lineman 2', number: 2 })
    const blitz = await call('drills.start', { id: 'blitz-1-moving' })
    expect(blitz.view.pieces.find((p) => p.id === blitz.pieces.dwarf)).toMatchObject({ name: 'Lineman 1' })
    expect(blitz.view.pieces.find((p) => p.id === blitz.pieces.catcher)).toMatchObject({ name: 'Catcher' })
  })

  it('starts every shipped drill', async () => {
    for (const d of await call('drills.list', {})) {
      const started = await call('drills.start', { id: d.id })
      expect(started.view.decision.side, d.id).toBe(0)
    }
  })

  it('answers drill/not-found for an unknown id and refuses a malformed one', async () => {
    const missing = await host.dispatcher.dispatch(
      'drills.start',
      { id: 'no-such-drill' },
      { transport: 'web' },
    )
    expect(missing).toMatchObject({ ok: false, code: 'drill/not-found' })
    const bad = await host.dispatcher.dispatch('drills.start', { id: '../etc' }, { transport: 'web' })
    expect(bad).toMatchObject({ ok: false, code: 'ipc/invalid-payload' })
  })
})
