// GameHost with the save store as its journal (fake Race ruleset): every action is in the database before
// state.changed is emitted, a failed commit changes nothing, undo and redo, branches kept on a new action
// after an undo, and hosting a stored game again.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EventBus } from '../../../src-main/services/EventBus'
import { GameHost } from '../../../src-main/services/GameHost'
import { SaveStore } from '../../../src-main/services/SaveStore'
import { raceRulesets, raceTeams } from '../fakeRuleset'

let dir: string
let store: SaveStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-journal-'))
  store = SaveStore.open({ file: join(dir, 'saves.sqlite') })
})
afterEach(() => {
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

function host(journal = store) {
  const bus = new EventBus()
  let n = 0
  const games = new GameHost({
    rulesets: raceRulesets,
    teams: raceTeams,
    bus,
    newSeed: () => 77,
    newId: () => `g-${++n}`,
    journal,
  })
  return { games, bus }
}

const humanVsOrc = { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' } } as const
const step = (n: 1 | 2) => ({ type: 'step', n })

describe('GameHost with saves', () => {
  it('commits every action before announcing it', () => {
    const { games, bus } = host()
    const seenInDb: number[] = []
    bus.subscribe((name, payload) => {
      if (name === 'state.changed') {
        const { gameId } = payload as { gameId: string }
        seenInDb.push(store.load(gameId)!.entries.length)
      }
    })
    const { gameId } = games.create(humanVsOrc)
    games.act(gameId, step(1))
    games.act(gameId, { type: 'end-turn' })
    games.act(gameId, step(2))
    expect(seenInDb).toEqual([0, 1, 2, 3])
    expect(store.load(gameId)!.entries.map((e) => e.action)).toEqual([step(1), { type: 'end-turn' }, step(2)])
    expect(store.summary(gameId)).toMatchObject({ actions: 3, status: 'playing' })
  })

  it('makes no change and says so when the commit fails', () => {
    const { games, bus } = host()
    const { gameId } = games.create(humanVsOrc)
    games.act(gameId, step(1))
    const before = games.view(gameId)
    let events = 0
    bus.subscribe(() => events++)
    store.close() // the disk is gone
    expect(() => games.act(gameId, step(2))).toThrow(
      expect.objectContaining({ code: 'save/failed' }) as Error,
    )
    expect(games.view(gameId)).toEqual(before)
    expect(games.history(gameId)).toMatchObject({ cursor: 1, length: 1 })
    expect(events).toBe(0)
  })

  it('undoes and redoes any number of steps, and keeps the cursor in the database', () => {
    const { games } = host()
    const { gameId } = games.create(humanVsOrc)
    games.act(gameId, step(1))
    games.act(gameId, step(2))
    games.act(gameId, { type: 'end-turn' })
    games.undo(gameId, 2)
    expect(games.view(gameId).pieces[0].x).toBe(1)
    expect(games.history(gameId)).toEqual({
      cursor: 1,
      length: 3,
      canUndo: true,
      canRedo: true,
      practice: false,
    })
    expect(store.load(gameId)!.cursor).toBe(1)
    games.redo(gameId, 1)
    expect(games.view(gameId).pieces[0].x).toBe(3)
    games.undo(gameId, 99)
    expect(games.view(gameId).pieces[0].x).toBe(0)
    expect(() => games.undo(gameId, 1)).toThrow(expect.objectContaining({ code: 'history/empty' }) as Error)
    games.redo(gameId, 99)
    expect(games.history(gameId)).toMatchObject({ cursor: 3, canRedo: false })
    expect(() => games.redo(gameId, 1)).toThrow(expect.objectContaining({ code: 'history/empty' }) as Error)
  })

  it('keeps the undone actions as a named branch when a new action follows an undo', () => {
    const { games } = host()
    const { gameId } = games.create(humanVsOrc)
    games.act(gameId, step(1))
    games.act(gameId, step(2))
    games.act(gameId, step(1))
    games.undo(gameId, 2)
    games.act(gameId, { type: 'end-turn' })
    expect(games.history(gameId)).toMatchObject({ cursor: 2, length: 2, canRedo: false })
    expect(store.load(gameId)!.entries.map((e) => e.action)).toEqual([step(1), { type: 'end-turn' }])
    const [branch] = store.branches(gameId)
    expect(branch).toMatchObject({ name: 'Branch 1 (from action 1)', forkPosition: 1, actions: 2 })
    const line = store.loadBranch(gameId, branch.branchId)!
    expect(line.entries.map((e) => e.action)).toEqual([step(1), step(2), step(1)])
  })

  it('hosts a stored game again where it was left, with its redo tail', () => {
    const first = host()
    const { gameId } = first.games.create(humanVsOrc)
    for (const action of [step(2), step(2), { type: 'end-turn' }, step(1)]) first.games.act(gameId, action)
    first.games.undo(gameId, 1)
    const view = first.games.view(gameId)
    const second = host()
    expect(second.games.load(store.load(gameId)!)).toEqual(view)
    expect(second.games.history(gameId)).toMatchObject({ cursor: 3, length: 4, canRedo: true })
    second.games.redo(gameId, 1)
    expect(second.games.view(gameId).pieces[1].x).toBe(1)
  })

  it('marks a finished game in the Load list with its result', () => {
    const { games } = host()
    const { gameId } = games.create(humanVsOrc)
    for (const action of [step(2), step(2), step(1)]) games.act(gameId, action)
    expect(store.summary(gameId)).toMatchObject({ status: 'finished', score: [1, 0] })
    expect(store.lastUnfinished()).toBeNull()
  })

  it('refuses practice mode for a ruleset whose dice it cannot re-seed', () => {
    const { games } = host()
    expect(() => games.create({ ...humanVsOrc, practice: true })).toThrow(
      expect.objectContaining({ code: 'ruleset/unavailable' }) as Error,
    )
    expect(store.summaries()).toEqual([])
  })
})
