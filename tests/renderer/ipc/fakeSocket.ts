// A WebSocket stand-in for the renderer's transport tests: records what is sent, and lets a test open, close and
// answer it (a response by id, or any message).
import type { SocketLike } from '../../../src-renderer/src/ipc/socketTransport'

export class FakeSocket implements SocketLike {
  readyState = 0
  sent: string[] = []
  onopen: ((event: unknown) => void) | null = null
  onclose: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  send(data: string): void {
    this.sent.push(data)
  }
  close(): void {
    this.readyState = 3
    this.onclose?.({})
  }
  open(): void {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  answer(id: number, result: unknown): void {
    this.receive({ kind: 'response', id, result })
  }
}

/** A `connect` for the transport that keeps every socket it made, newest last. */
export function fakeSockets(): { sockets: FakeSocket[]; connect: () => FakeSocket } {
  const sockets: FakeSocket[] = []
  return {
    sockets,
    connect: () => {
      const socket = new FakeSocket()
      sockets.push(socket)
      return socket
    },
  }
}
