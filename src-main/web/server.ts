// The loopback web host: serves the built renderer over HTTP and the contract over a WebSocket, so the same
// app runs in any browser (e2e tests here, the showcase TV) with the same services and validation. A page that
// connects from anywhere but this machine, or through the LAN share's listener, is a read-only viewer.
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { MAX_MESSAGE_BYTES, WS_PATH } from '@shared/ipc'
import type { Dispatcher } from '../host/dispatcher'
import type { EventBus } from '../services/EventBus'
import { contentSecurityPolicy, securityHeaders } from '../security/csp'
import { mimeType, resolveRendererFile } from '../security/rendererFiles'
import { isAllowedHost, isLoopbackBind, isSameOrigin } from './hostCheck'
import { isLoopbackAddress, lanHostNames, readInterfaces } from './lanAddresses'
import { VIEWER_MAX_MESSAGE_BYTES } from './flowLimits'
import { bindSockets, type SocketOptions, type SocketStats } from './socket'

export interface WebHostOptions {
  readonly dispatcher: Dispatcher
  readonly bus: EventBus
  /** The built renderer (out/renderer). */
  readonly rendererDir: string
  /** Defaults to 127.0.0.1: nothing off this machine can reach it. */
  readonly host?: string
  /** 0 picks a free port. */
  readonly port?: number
  /** Every connection is a read-only viewer (the LAN share's listener); otherwise only non-loopback ones. */
  readonly viewersOnly?: boolean
  /** This machine's addresses as Host names, accepted when bound beyond loopback (default: read from the OS). */
  readonly lanNames?: () => readonly string[]
  /** Called when a WebSocket connection opens or closes. */
  readonly onConnectionsChange?: () => void
  /** Most viewer connections at once (the share: a few TVs, not the whole LAN); further ones get 503. */
  readonly maxViewers?: number
  /** Per-connection limits, clock and scheduler (socket.ts; defaults in flowLimits.ts). */
  readonly flow?: Pick<SocketOptions, 'ownerLimits' | 'viewerLimits' | 'bufferLimits' | 'now' | 'scheduler'>
}

export interface WebHost {
  readonly url: string
  readonly port: number
  /** Read-only viewer connections open right now. */
  viewers(): number
  /** Connections, refused frames, busy answers and dropped pages so far. */
  stats(): SocketStats
  close(): Promise<void>
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const bindHost = options.host ?? '127.0.0.1'
  // Read per request: an address that came or went since start counts at once. Never on a plain loopback host.
  const readLanNames = options.lanNames ?? (() => lanHostNames(readInterfaces()))
  const reachesLan = options.viewersOnly === true || !isLoopbackBind(bindHost)
  // A viewers-only listener on loopback (tests) is checked as if it were on the LAN.
  const checkedBind = isLoopbackBind(bindHost) ? '0.0.0.0' : bindHost
  const allowedHost = (header: string | undefined): boolean =>
    reachesLan ? isAllowedHost(header, checkedBind, readLanNames()) : isAllowedHost(header, bindHost)
  const server = createServer((req, res) => {
    void serveFile(req, res, options.rendererDir, allowedHost)
  })
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.viewersOnly === true ? VIEWER_MAX_MESSAGE_BYTES : MAX_MESSAGE_BYTES,
  })
  const sockets = bindSockets(wss, options.dispatcher, options.bus, {
    ...options.flow,
    isViewer: (req) => options.viewersOnly === true || !isLoopbackAddress(req.socket.remoteAddress),
    onChange: options.onConnectionsChange,
  })

  server.on('upgrade', (req, socket, head) => {
    // Node hands an upgrading socket over without its error listener; a peer resetting it now (before ws takes
    // it, or while a refusal is written) would otherwise throw in the host. ws adds its own once it has it.
    socket.on('error', () => socket.destroy())
    const path = (req.url ?? '').split('?')[0]
    if (
      path !== WS_PATH ||
      !allowedHost(req.headers.host) ||
      !isSameOrigin(req.headers.origin, req.headers.host)
    ) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    if (options.maxViewers !== undefined && sockets.viewers() >= options.maxViewers) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, bindHost, () => {
      server.off('error', reject)
      resolvePromise()
    })
  })
  const port = (server.address() as AddressInfo).port
  const shownHost = bindHost.includes(':') ? `[${bindHost}]` : bindHost
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    viewers: () => sockets.viewers(),
    stats: () => sockets.stats(),
    close: async () => {
      sockets.unbind()
      for (const client of wss.clients) client.terminate()
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  rendererDir: string,
  allowedHost: (header: string | undefined) => boolean,
): Promise<void> {
  const host = req.headers.host
  if (!allowedHost(host)) {
    res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Misdirected request\n')
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end()
    return
  }
  const headers = securityHeaders(contentSecurityPolicy({ connect: [`ws://${host}`] }))
  const file = resolveRendererFile(rendererDir, req.url ?? '/')
  const body = file === null ? null : await readFile(file).catch(() => null)
  if (file === null || body === null) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
    return
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': mimeType(file),
    'Content-Length': body.length,
    // Hashed asset names never change content; index.html must always be fresh.
    'Cache-Control': (req.url ?? '').startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
