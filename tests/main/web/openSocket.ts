// A WebSocket to a web host started in a test, resolved once it is open (rejected if the host refuses it).
import WebSocket from 'ws'

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
