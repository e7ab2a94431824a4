// Every frame the `ws` library refuses, sent as raw bytes to a real web host and to a real LAN share listener:
// the bad connection is closed with its close code, the host stays up and another page is still answered.
// Before, the host had no 'error' listener on a connection, so any one of these ended the whole process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Result } from '@shared/ipc'
import type { Host } from '../../../src-main/host/createHost'
import type { Interfaces } from '../../../src-main/web/lanAddresses'
import { startWebHost, type WebHost } from '../../../src-main/web/server'
import { ShareHost } from '../../../src-main/web/share'
import { raceHost } from '../testHost'
import { BAD_FRAME_KINDS, frame, rawPage } from './badFrames'

const LAN = '10.9.8.7'

let dir: string
let host: Host
let web: WebHost
let share: ShareHost
let sharePort: number

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-frames-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pitchside</title>')
  host = raceHost()
  web = await startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir: dir, port: 0 })
  const interfaces = (): Interfaces =>
    ({ eth0: [{ address: LAN, family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }] }) as never
  share = new ShareHost({
    dispatcher: host.dispatcher,
    bus: host.bus,
    rendererDir: dir,
    port: 0,
    bindHost: '127.0.0.1',
    interfaces,
  })
  const status = await share.set(true)
  sharePort = Number(new URL(status.urls[0]).port)
})

afterAll(async () => {
  await share.close()
  await web.close()
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A well-behaved page: opens, asks app.info, closes; resolves with the answer. */
function askAppInfo(port: number, hostHeader: string): Promise<Result<{ viewer?: boolean }>> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://${hostHeader}`,
      headers: { Host: hostHeader },
    })
    ws.once('error', reject)
    ws.once('open', () => ws.send(JSON.stringify({ kind: 'request', id: 1, name: 'app.info', args: {} })))
    ws.once('message', (data) => {
      resolve((JSON.parse(data.toString()) as { result: Result<{ viewer?: boolean }> }).result)
      ws.close()
    })
  })
}

const listeners = [
  {
    label: 'the owner host',
    port: () => web.port,
    hostHeader: () => `127.0.0.1:${web.port}`,
    badFrames: () => web.stats().badFrames,
    viewer: false,
  },
  {
    label: 'the LAN share',
    port: () => sharePort,
    hostHeader: () => `${LAN}:${sharePort}`,
    badFrames: () => share.stats()!.badFrames,
    viewer: true,
  },
]

describe.each(listeners)(
  '$label survives every frame ws refuses',
  ({ port, hostHeader, badFrames, viewer }) => {
    it.each(BAD_FRAME_KINDS.map((kind) => [kind.name, kind] as const))('%s', async (_name, kind) => {
      // A page that stays connected throughout: the bad one must not take it down either.
      const bystander = await rawPage(port(), hostHeader())
      const bad = await rawPage(port(), hostHeader())
      const before = badFrames()
      bad.socket.write(kind.bytes())
      expect(await bad.closeCode).toBe(kind.code)
      // The host heard ws's error (an unheard one would end the process).
      await expect.poll(badFrames).toBe(before + 1)
      expect(bystander.socket.destroyed).toBe(false)
      expect(await askAppInfo(port(), hostHeader())).toMatchObject({ ok: true, value: { viewer } })
      bystander.socket.destroy()
    })
  },
)

describe('the share’s smaller cap', () => {
  it('closes a viewer’s message over 64 kB (1009); the owner’s host still takes it', async () => {
    const big = frame({ opcode: 0x1, payload: Buffer.from(JSON.stringify({ pad: 'x'.repeat(70_000) })) })
    const viewer = await rawPage(sharePort, `${LAN}:${sharePort}`)
    viewer.socket.write(big)
    expect(await viewer.closeCode).toBe(1009)
    const owner = await rawPage(web.port)
    let answered = ''
    owner.socket.on('data', (data: Buffer) => (answered += data.toString('latin1')))
    owner.socket.write(big)
    await expect.poll(() => answered).toContain('ipc/invalid-message')
    owner.socket.destroy()
  })
})

describe('the upgrade itself', () => {
  it('survives a page that resets its socket once its upgrade is refused', async () => {
    await new Promise<void>((done) => {
      const socket = connect(web.port, '127.0.0.1', () => {
        // A foreign Origin is refused with 403; the page answers that with a reset, not a goodbye.
        socket.write(
          `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${web.port}\r\nOrigin: http://evil.example\r\n` +
            'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
            'Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n\r\n',
        )
      })
      socket.once('data', (data: Buffer) => {
        expect(data.toString('latin1')).toMatch(/^HTTP\/1\.1 403 /)
        socket.resetAndDestroy()
      })
      socket.on('error', () => undefined)
      socket.on('close', () => done())
    })
    expect(await askAppInfo(web.port, `127.0.0.1:${web.port}`)).toMatchObject({ ok: true })
  })

  it('counts the refused frames and lets every bad connection go', async () => {
    const before = web.stats().badFrames
    const bad = await rawPage(web.port)
    bad.socket.write(BAD_FRAME_KINDS[0].bytes())
    await bad.closeCode
    await expect.poll(() => web.stats().badFrames).toBe(before + 1)
    bad.socket.destroy()
    await expect.poll(() => web.stats().connections).toBe(0)
  })
})
