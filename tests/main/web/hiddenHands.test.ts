// Issue 20 point 4 over the wire: one change of a Blitz Bowl game against the AI, heard by the owner's page and by
// a viewer of the LAN share. The owner's `state.changed` carries the human's Bonus Plays and never the AI's; the
// viewer's carries neither (sizes only), though both come from the one event on the bus (web/socket.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { GameView } from '@shared/engine/api'
import type { Result } from '@shared/ipc'
import { buildScenario } from '@shared/rules/blitz/scenario'
import type { Host } from '../../../src-main/host/createHost'
import { startWebHost, type WebHost } from '../../../src-main/web/server'
import { startEngineHost } from '../engineHost'

const LAN = '10.9.8.7'
const HOME_SECRETS = ['Sprint', 'sprint']
const AWAY_SECRETS = [
  'Bladed Knuckle Dusters',
  'bladed-knuckle-dusters',
  'Nerves of Steel',
  'nerves-of-steel',
]

let dir: string
let host: Host
let servers: WebHost[]

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-hidden-'))
  mkdirSync(join(dir, 'data'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  host = startEngineHost(join(dir, 'data'))
  servers = []
})

afterEach(async () => {
  for (const s of servers) await s.close()
  await host.ai.idle()
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A page on `server` that keeps every `state.changed` view it hears. */
function listen(server: WebHost, hostHeader: string): Promise<{ views: GameView[]; ws: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      origin: `http://${hostHeader}`,
      headers: { Host: hostHeader },
    })
    const views: GameView[] = []
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { kind: string; name: string; payload: { view: GameView } }
      if (m.kind === 'event' && m.name === 'state.changed') views.push(m.payload.view)
    })
    ws.once('error', reject)
    ws.once('open', () => resolve({ views, ws }))
  })
}

const leaks = (payload: unknown, secrets: readonly string[]): string[] =>
  secrets.filter((s) => JSON.stringify(payload).includes(s))

describe('hidden hands on the wire', () => {
  it("the owner's page hears the human's hand only, a LAN viewer no hand at all", async () => {
    const base = { dispatcher: host.dispatcher, bus: host.bus, rendererDir: dir, port: 0 }
    const ownerServer = await startWebHost(base)
    const shareServer = await startWebHost({ ...base, viewersOnly: true, lanNames: () => [LAN] })
    servers.push(ownerServer, shareServer)
    const owner = await listen(ownerServer, `127.0.0.1:${ownerServer.port}`)
    const viewer = await listen(shareServer, `${LAN}:${shareServer.port}`)

    const { s } = buildScenario({
      name: 'secret hands',
      teams: {
        home: { team: 'orc', players: [{ id: 'a', position: 'thrower', at: [2, 5], ball: true }] },
        away: { team: 'dwarf', players: [{ id: 'd', position: 'runner', at: [12, 5] }] },
      },
      turn: { active: 'home' },
      cards: {
        active: ['get-moving', null, 'showboat'],
        hands: { home: ['sprint'], away: ['bladed-knuckle-dusters', 'nerves-of-steel'] },
      },
    })
    const { gameId } = host.games.createFromPosition({
      ruleset: 'blitz',
      state: s,
      seed: 5,
      rosterIds: ['orc', 'dwarf'],
      controllers: ['human', { ai: 'beginner' }],
    })
    const legal = (await host.dispatcher.dispatch('game.legal', { gameId }, { transport: 'web' })) as Result<{
      actions: { type: string }[]
    }>
    if (!legal.ok) throw new Error(legal.message)
    // The human's own turn goes on (not its end), so the AI plays no card that would show it.
    const action = legal.value.actions.find((a) => a.type !== 'end-turn')
    const acted = await host.dispatcher.dispatch('game.act', { gameId, action }, { transport: 'web' })
    expect(acted).toMatchObject({ ok: true })

    await expect.poll(() => owner.views.length >= 2 && viewer.views.length >= 2).toBe(true)
    expect(owner.views.map((v) => v.blitz!.hands[0]?.map((b) => b.id))).toEqual([['sprint'], ['sprint']])
    expect(leaks(owner.views, AWAY_SECRETS)).toEqual([])
    expect(viewer.views.map((v) => v.blitz!.hands)).toEqual([
      [null, null],
      [null, null],
    ])
    expect(viewer.views.map((v) => v.blitz!.handSizes)).toEqual([
      [1, 2],
      [1, 2],
    ])
    expect(leaks(viewer.views, [...HOME_SECRETS, ...AWAY_SECRETS])).toEqual([])
    owner.ws.close()
    viewer.ws.close()
  })
})
