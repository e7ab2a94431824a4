// The loopback web host: serves the built renderer over HTTP and the contract over a WebSocket, so the same
// app runs in any browser (e2e tests here, the showcase TV later) with the same services and validation.
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { MAX_MESSAGE_BYTES, WS_PATH } from '@shared/ipc'
import type { Dispatcher } from '../host/dispatcher'
import type { EventBus } from '../services/EventBus'
import { contentSecurityPolicy, securityHeaders } from '../security/csp'
import { mimeType, resolveRendererFile } from '../security/rendererFiles'
import { isAllowedHost, isSameOrigin } from './hostCheck'
import { bindSockets } from './socket'

export interface WebHostOptions {
  readonly dispatcher: Dispatcher
  readonly bus: EventBus
  /** The built renderer (out/renderer). */
  readonly rendererDir: string
  /** Defaults to 127.0.0.1: nothing off this machine can reach it. */
  readonly host?: string
  /** 0 picks a free port. */
  readonly port?: number
}

export interface WebHost {
  readonly url: string
  readonly port: number
  close(): Promise<void>
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const bindHost = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    void serveFile(req, res, options.rendererDir, bindHost)
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  const unbind = bindSockets(wss, options.dispatcher, options.bus)

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0]
    if (
      path !== WS_PATH ||
      !isAllowedHost(req.headers.host, bindHost) ||
      !isSameOrigin(req.headers.origin, req.headers.host)
    ) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
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
    close: async () => {
      unbind()
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
  bindHost: string,
): Promise<void> {
  const host = req.headers.host
  if (!isAllowedHost(host, bindHost)) {
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
