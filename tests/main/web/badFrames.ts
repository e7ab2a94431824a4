// Malformed WebSocket frames, written as raw bytes to a TCP socket after a real upgrade handshake: every kind the
// `ws` library refuses, with the close code it answers. Shared by the web host's frame tests and the soak run.
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'

export interface FrameSpec {
  readonly opcode: number
  readonly payload?: Uint8Array
  readonly fin?: boolean
  readonly rsv1?: boolean
  readonly masked?: boolean
  /** A length to announce instead of the payload's own (the payload may then be short). */
  readonly announce?: number
}

/** One client frame: FIN/RSV/opcode, mask bit and length (7, 16 or 64 bits), mask key, masked payload. */
export function frame(spec: FrameSpec): Buffer {
  const payload = Buffer.from(spec.payload ?? new Uint8Array())
  const length = spec.announce ?? payload.length
  const masked = spec.masked ?? true
  const head: number[] = [(spec.fin === false ? 0 : 0x80) | (spec.rsv1 ? 0x40 : 0) | spec.opcode]
  const maskBit = masked ? 0x80 : 0
  if (length < 126) head.push(maskBit | length)
  else if (length < 65536) head.push(maskBit | 126, length >> 8, length & 0xff)
  else {
    head.push(maskBit | 127)
    const big = Buffer.alloc(8)
    big.writeBigUInt64BE(BigInt(length))
    head.push(...big)
  }
  if (!masked) return Buffer.concat([Buffer.from(head), payload])
  const key = randomBytes(4)
  const body = Buffer.from(payload.map((byte, i) => byte ^ key[i % 4]))
  return Buffer.concat([Buffer.from(head), key, body])
}

const text = (s: string): Uint8Array => Buffer.from(s, 'utf8')
const closePayload = (code: number, reason: Uint8Array = new Uint8Array()): Uint8Array =>
  Buffer.concat([Buffer.from([code >> 8, code & 0xff]), reason])

export interface BadFrameKind {
  readonly name: string
  /** The close code ws answers it with. */
  readonly code: number
  readonly bytes: () => Buffer
}

/** Every kind of frame ws refuses, and the close code each gets (RFC 6455 §7.4.1). */
export const BAD_FRAME_KINDS: readonly BadFrameKind[] = [
  // The header alone announces more than the 1 MB cap: ws refuses it before any payload comes.
  { name: 'over the 1 MB cap', code: 1009, bytes: () => frame({ opcode: 0x1, announce: 1_000_001 }) },
  {
    name: 'over the cap in fragments',
    code: 1009,
    bytes: () =>
      Buffer.concat([
        frame({ opcode: 0x1, fin: false, payload: new Uint8Array(600_000).fill(0x20) }),
        frame({ opcode: 0x0, payload: new Uint8Array(600_000).fill(0x20) }),
      ]),
  },
  {
    name: 'invalid UTF-8',
    code: 1007,
    bytes: () => frame({ opcode: 0x1, payload: new Uint8Array([0xc3, 0x28]) }),
  },
  {
    name: 'invalid UTF-8 close reason',
    code: 1007,
    bytes: () => frame({ opcode: 0x8, payload: closePayload(1000, new Uint8Array([0xff])) }),
  },
  {
    name: 'unmasked client frame',
    code: 1002,
    bytes: () => frame({ opcode: 0x1, masked: false, payload: text('{}') }),
  },
  { name: 'reserved opcode', code: 1002, bytes: () => frame({ opcode: 0x3, payload: text('x') }) },
  { name: 'reserved control opcode', code: 1002, bytes: () => frame({ opcode: 0xb }) },
  { name: 'RSV1 set', code: 1002, bytes: () => frame({ opcode: 0x1, rsv1: true, payload: text('{}') }) },
  {
    name: 'ping over 125 bytes',
    code: 1002,
    bytes: () => frame({ opcode: 0x9, payload: new Uint8Array(126) }),
  },
  {
    name: 'fragmented ping',
    code: 1002,
    bytes: () => frame({ opcode: 0x9, fin: false, payload: text('p') }),
  },
  { name: 'close code 999', code: 1002, bytes: () => frame({ opcode: 0x8, payload: closePayload(999) }) },
  {
    name: 'close with a 1-byte body',
    code: 1002,
    bytes: () => frame({ opcode: 0x8, payload: new Uint8Array([3]) }),
  },
  {
    name: 'continuation with nothing to continue',
    code: 1002,
    bytes: () => frame({ opcode: 0x0, payload: text('x') }),
  },
  {
    name: 'new message inside a fragmented one',
    code: 1002,
    bytes: () =>
      Buffer.concat([
        frame({ opcode: 0x1, fin: false, payload: text('{') }),
        frame({ opcode: 0x1, payload: text('}') }),
      ]),
  },
]

export interface RawPage {
  readonly socket: Socket
  /** Resolves with the code of the server's close frame, or null when the socket ended without one. */
  readonly closeCode: Promise<number | null>
}

/**
 * Opens a TCP connection, performs the WebSocket upgrade with the given Host and Origin, and resolves once the
 * server has switched protocols; rejects when it answers anything else.
 */
export function rawPage(
  port: number,
  hostHeader = `127.0.0.1:${port}`,
  address = '127.0.0.1',
): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, address)
    let head = Buffer.alloc(0)
    let upgraded = false
    let frames = Buffer.alloc(0)
    let settleClose: (code: number | null) => void = () => undefined
    const closeCode = new Promise<number | null>((done) => (settleClose = done))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      if (!upgraded) reject(new Error(`no upgrade: ${head.toString('latin1').split('\r\n')[0]}`))
      settleClose(readCloseCode(frames))
    })
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) {
        frames = Buffer.concat([frames, chunk])
        const code = readCloseCode(frames)
        if (code !== null) settleClose(code)
        return
      }
      head = Buffer.concat([head, chunk])
      const end = head.indexOf('\r\n\r\n')
      if (end < 0) return
      const status = head.subarray(0, end).toString('latin1').split('\r\n')[0]
      if (!/^HTTP\/1\.1 101 /.test(status)) {
        socket.destroy()
        reject(new Error(`no upgrade: ${status}`))
        return
      }
      upgraded = true
      frames = head.subarray(end + 4)
      resolve({ socket, closeCode })
    })
    socket.write(
      [
        'GET /ws HTTP/1.1',
        `Host: ${hostHeader}`,
        `Origin: http://${hostHeader}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    )
  })
}

/** The status code of the first close frame among the server's (unmasked) frames, or null if none came whole. */
export function readCloseCode(bytes: Buffer): number | null {
  let at = 0
  while (at + 2 <= bytes.length) {
    const opcode = bytes[at] & 0x0f
    let length = bytes[at + 1] & 0x7f
    let start = at + 2
    if (length === 126) {
      if (start + 2 > bytes.length) return null
      length = bytes.readUInt16BE(start)
      start += 2
    } else if (length === 127) {
      if (start + 8 > bytes.length) return null
      length = Number(bytes.readBigUInt64BE(start))
      start += 8
    }
    if (start + length > bytes.length) return null
    if (opcode === 0x8) return length >= 2 ? bytes.readUInt16BE(start) : 1005
    at = start + length
  }
  return null
}
