// One page's WebSocket on the web host: reads its messages into a short queue of requests (joining requests sent
// in pieces), answers at once what it refuses (unreadable, busy, over its rate), and lets the fair scheduler
// start its requests. Its limits (flowLimits.ts) bound what it can make the host hold; once closed, its waiting
// requests are dropped unrun and a running one's answer goes nowhere.
import type { WebSocket } from 'ws'
import {
  fail,
  requestMessageSchema,
  requestPartSchema,
  type Failure,
  type RequestMessage,
  type Result,
  type ServerMessage,
} from '@shared/ipc'
import type { Dispatcher, RequestContext } from '../host/dispatcher'
import type { FlowLimits } from './flowLimits'
import type { Schedulable } from './fairScheduler'
import { MAX_MESSAGE_DEPTH, nestsDeeperThan } from './jsonDepth'
import { RequestAssembler } from './requestAssembler'
import { TokenBucket } from './tokenBucket'

interface Job {
  readonly request: RequestMessage
  /** Characters of its text, held until it starts. */
  readonly chars: number
}

export interface ConnectionCounters {
  /** Requests answered `ipc/busy` without running. */
  busy: number
  /** Requests started (dispatched). */
  started: number
}

export interface ConnectionParts {
  readonly socket: WebSocket
  readonly context: RequestContext
  readonly dispatcher: Dispatcher
  readonly limits: FlowLimits
  readonly now: () => number
  /** Tells the scheduler this connection may have something to start. */
  readonly wake: () => void
  /** After every answer: the binding looks at the socket's unsent bytes. */
  readonly sent: () => void
  readonly counters: ConnectionCounters
}

export class PageConnection implements Schedulable {
  private readonly queue: Job[] = []
  private queuedChars = 0
  private running = 0
  private readonly assembler: RequestAssembler
  private readonly bucket: TokenBucket | null
  private closed = false
  /** When reading stopped because its answers piled up unread (null: reading). */
  pausedSince: number | null = null

  constructor(private readonly parts: ConnectionParts) {
    const { limits, now } = parts
    this.assembler = new RequestAssembler(limits.maxAssemblies)
    this.bucket = limits.rate === null ? null : new TokenBucket(limits.rate.burst, limits.rate.perSecond, now)
  }

  get socket(): WebSocket {
    return this.parts.socket
  }

  get viewer(): boolean {
    return this.parts.context.viewer === true
  }

  /** One text message (null for a binary one, which the contract never uses). */
  receive(text: string | null): void {
    if (!this.open()) return
    const raw = parse(text)
    if (this.bucket !== null && !this.bucket.take()) {
      this.refuse(readId(raw), fail('ipc/busy', 'Too many requests from this viewer: wait a moment.'))
      return
    }
    if (isPiece(raw)) {
      this.receivePiece(raw)
      return
    }
    const envelope = requestMessageSchema.safeParse(raw)
    if (!envelope.success) {
      this.answer(readId(raw), fail('ipc/invalid-message', INVALID_MESSAGE))
      return
    }
    this.enqueue(envelope.data, text?.length ?? 0)
  }

  ready(): boolean {
    return (
      this.open() &&
      this.pausedSince === null &&
      this.queue.length > 0 &&
      this.running < this.parts.limits.maxRunning
    )
  }

  start(): void {
    const job = this.queue.shift()
    if (job === undefined || !this.open()) return
    this.queuedChars -= job.chars
    this.running++
    this.parts.counters.started++
    const { id, name, args } = job.request
    let done: Promise<Result<unknown>>
    try {
      done = this.parts.dispatcher.dispatch(name, args, this.parts.context)
    } catch {
      // The dispatcher never throws; if it ever does, the page still gets its answer.
      done = Promise.resolve(fail('internal', `${name} failed inside Pitchside.`))
    }
    void done
      .catch((): Result<unknown> => fail('internal', `${name} failed inside Pitchside.`))
      .then((result) => {
        this.running--
        this.answer(id, result)
        this.parts.wake()
      })
  }

  /** Still worth working for: a page whose socket is closing would never read the answer. */
  private open(): boolean {
    return !this.closed && this.parts.socket.readyState === this.parts.socket.OPEN
  }

  /** The socket closed: nothing waiting will run, nothing held is kept. */
  close(): void {
    this.closed = true
    this.queue.length = 0
    this.queuedChars = 0
    this.assembler.clear()
  }

  private receivePiece(raw: unknown): void {
    const piece = requestPartSchema.safeParse(raw)
    if (!piece.success) {
      this.answer(readId(raw), fail('ipc/invalid-message', INVALID_PIECE))
      return
    }
    const outcome = this.assembler.accept(piece.data, this.room())
    if (outcome.kind === 'refused') this.refuse(piece.data.id, outcome.failure)
    if (outcome.kind !== 'complete') return
    const envelope = requestMessageSchema.safeParse(parse(outcome.text))
    if (!envelope.success || envelope.data.id !== piece.data.id) {
      this.answer(piece.data.id, fail('ipc/invalid-message', `${INVALID_MESSAGE} (request ${piece.data.id})`))
      return
    }
    this.enqueue(envelope.data, outcome.text.length)
  }

  private enqueue(request: RequestMessage, chars: number): void {
    const { maxPending } = this.parts.limits
    if (this.queue.length + this.running >= maxPending) {
      this.refuse(
        request.id,
        fail('ipc/busy', `This page has ${maxPending} requests under way: try again shortly.`),
      )
      return
    }
    if (chars > this.room()) {
      this.refuse(request.id, fail('ipc/busy', 'This page has too much under way: try again shortly.'))
      return
    }
    this.queue.push({ request, chars })
    this.queuedChars += chars
    this.parts.wake()
  }

  /** Characters of request text this connection may still hold. */
  private room(): number {
    return this.parts.limits.maxHeldChars - this.queuedChars - this.assembler.heldChars
  }

  private refuse(id: number | null, failure: Failure): void {
    if (failure.code === 'ipc/busy') this.parts.counters.busy++
    this.answer(id, failure)
  }

  private answer(id: number | null, result: Result<unknown>): void {
    if (!this.open()) return
    const { socket } = this.parts
    let text: string
    try {
      text = JSON.stringify({ kind: 'response', id, result } satisfies ServerMessage)
    } catch {
      text = JSON.stringify({
        kind: 'response',
        id,
        result: fail('internal', 'The answer could not be encoded.'),
      } satisfies ServerMessage)
    }
    socket.send(text)
    this.parts.sent()
  }
}

const INVALID_MESSAGE = 'Expected a JSON text message {kind:"request", id, name, args}.'
const INVALID_PIECE = 'Expected a piece {kind:"request-part", id, index, count, text} of a request.'

/** The message as JSON, or undefined when it is not JSON (or nests deeper than any request: see jsonDepth.ts). */
function parse(text: string | null): unknown {
  if (text === null || nestsDeeperThan(text, MAX_MESSAGE_DEPTH)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isPiece(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'request-part'
}

/** Echo the id of a broken envelope when one can be read, so the caller's promise still settles. */
function readId(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return null
  const id = (raw as { id: unknown }).id
  return Number.isSafeInteger(id) && (id as number) >= 0 ? (id as number) : null
}
