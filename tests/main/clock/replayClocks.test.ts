// A clocked game's replay file (docs/replay-format.md `clocks`): export keeps each action's time left, import gives it
// back to the log, and a file whose clocks do not fit (past the game's time per turn, not an action of the file, or
// in a game without the clock) is refused whole as tampered.
import { afterEach, describe, expect, it } from 'vitest'
import { createHost, type Host } from '../../../src-main/host/createHost'
import { engineRulesets, engineTeams } from '../../../src-main/host/engineSources'
import { readReplay, toReplayFile, type ReplayFile } from '../../../src-main/services/replayFile'
import { FakeClock } from './fakeClock'

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.close()
})

const meta = { title: 't', tags: [], appName: 'Pitchside', appVersion: '0', exportedAt: new Date(0) }

/** A Cross Check game (30 s a turn) to its first turn, 4 s used, one skate: its file. */
async function clockedFile(): Promise<ReplayFile> {
  const clock = new FakeClock()
  const h = createHost({
    appVersion: '0',
    rulesets: engineRulesets,
    teams: engineTeams,
    dataDir: null,
    aiThread: 'in-process',
    clockSource: clock,
    log: () => undefined,
  })
  hosts.push(h)
  const answer = await h.dispatcher.dispatch(
    'game.new',
    {
      ruleset: 'crosscheck',
      home: { rosterId: 'human' },
      away: { rosterId: 'orc' },
      seed: 7,
      options: { turnClock: true, turnSeconds: 30 },
    },
    { transport: 'web' },
  )
  const gameId = (answer as { value: { gameId: string } }).value.gameId
  for (let i = 0; i < 100; i++) {
    const v = h.games.view(gameId)
    if (v.activeSide !== null && v.decision.kind === 'turn') break
    const legal = h.games.legal(gameId).actions
    h.games.act(gameId, legal.find((a) => a.type === 'line-done') ?? legal[0])
  }
  clock.advance(4_000)
  h.games.act(
    gameId,
    h.games.legal(gameId).actions.find((a) => a.type === 'skate')!,
  )
  return toReplayFile(h.games.stored(gameId), h.games.view(gameId), meta)
}

describe('turn clocks in replay files', () => {
  it('exports each clocked action’s time left and imports it back into the log', async () => {
    const file = await clockedFile()
    const last = file.actions.length - 1
    expect(file.clocks?.at(-1)).toEqual({ index: last, ms: 26_000 })
    expect(file.clocks?.at(-2)).toEqual({ index: last - 1, ms: 30_000 }) // the turn began with that action
    const imported = readReplay(JSON.stringify(file), engineRulesets, 'g-import')
    expect(imported.stored.entries[last].clockMs).toBe(26_000)
    expect(imported.stored.entries[0].clockMs).toBe(undefined)
  })

  it('refuses clocks past the time per turn, out of order, or in a game without the clock', async () => {
    const file = await clockedFile()
    const last = file.actions.length - 1
    const refused = (f: ReplayFile) => () => readReplay(JSON.stringify(f), engineRulesets, 'g-x')
    expect(refused({ ...file, clocks: [{ index: last, ms: 30_001 }] })).toThrow(
      /clocks\[0\] holds 30001 ms, more than the game's 30000 ms a turn/,
    )
    expect(refused({ ...file, clocks: [{ index: last + 1, ms: 1 }] })).toThrow(/clocks\[0\] names action/)
    expect(
      refused({
        ...file,
        clocks: [
          { index: last, ms: 1 },
          { index: last, ms: 1 },
        ],
      }),
    ).toThrow(/clocks\[1\] names action/)
    expect(refused({ ...file, options: { ...file.options, turnClock: false } })).toThrow(
      /clocks\[0\] is a turn clock in a game without one/,
    )
  })
})
