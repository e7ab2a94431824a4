// A WebSocket to a web host started in a test, resolved once it is open (rejected if the host refuses it), and a
// web host started with one page's socket on it.
import WebSocket from 'ws'
import { startWebHost, type WebHost, type WebHostOptions } from '../../../src-main/web/server'

export function openSocket(
  port: number,
  origin = `http://127.0.0.1:${port}`,
  path = '/ws',
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { origin })
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** A loopback web host for a host's dispatcher and bus, serving `rendererDir`, with one page's socket open on it. */
export async function webHostWithSocket(
  host: Pick<WebHostOptions, 'dispatcher' | 'bus'>,
  rendererDir: string,
): Promise<{ server: WebHost; ws: WebSocket }> {
  const server = await startWebHost({ dispatcher: host.dispatcher, bus: host.bus, rendererDir, port: 0 })
  return { server, ws: await openSocket(server.port) }
}
