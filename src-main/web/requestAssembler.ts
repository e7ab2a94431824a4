// Joins one connection's `request-part` pieces (see @shared/ipc/requestParts) back into the request's JSON text.
// Pieces of a request come in order and nothing may break the order; every piece is checked, and a bad one is
// answered once with a typed failure, frees what was held and makes the request's remaining pieces be dropped
// quietly (the page sent them all before it heard). Memory stays bounded: a few requests under way at once, each
// at most MAX_REQUEST_CHARS, within what the connection may hold; everything goes when the connection closes.
import { fail, MAX_REQUEST_CHARS, type Failure, type RequestPart } from '@shared/ipc'

export type PartOutcome =
  /** Held; more pieces to come. */
  | { readonly kind: 'pending' }
  /** The last piece: the whole request's JSON text (no longer held here). */
  | { readonly kind: 'complete'; readonly text: string }
  /** Answer the request's id with this; its pieces are freed. */
  | { readonly kind: 'refused'; readonly failure: Failure }
  /** A later piece of a request refused before: already answered, nothing to say. */
  | { readonly kind: 'dropped' }

interface Assembly {
  readonly count: number
  readonly pieces: string[]
  chars: number
}

/** Refused requests whose remaining pieces are still on their way (their ids), at most this many remembered. */
const MAX_REFUSED_REMEMBERED = 8

export class RequestAssembler {
  private readonly open = new Map<number, Assembly>()
  /** id → piece count of a refused request, until its last piece passes. */
  private readonly refused = new Map<number, number>()
  private held = 0

  /** `maxAssemblies`: requests under way at once (0: this connection never sends pieces). */
  constructor(private readonly maxAssemblies: number) {}

  /** Characters held in unfinished requests. */
  get heldChars(): number {
    return this.held
  }

  /** Requests under way. */
  get size(): number {
    return this.open.size
  }

  /** Takes a checked piece; `room` is how many more characters the connection may hold. */
  accept(part: RequestPart, room: number): PartOutcome {
    const { id, index, count, text } = part
    if (index === 0) this.refused.delete(id)
    else if (this.refused.get(id) === count) {
      if (index === count - 1) this.refused.delete(id)
      return { kind: 'dropped' }
    }
    const assembly = this.open.get(id)
    if (index === 0) {
      if (assembly !== undefined)
        return this.refuse(part, 'ipc/invalid-message', 'its first piece came twice')
      if (this.maxAssemblies === 0) {
        return this.refuse(part, 'ipc/too-large', 'this connection takes requests of one message only')
      }
      if (this.open.size >= this.maxAssemblies) {
        return this.refuse(part, 'ipc/busy', `${this.open.size} big requests of this page are under way`)
      }
      if (text.length > room) return this.refuse(part, 'ipc/busy', 'this page holds too much already')
      this.open.set(id, { count, pieces: [text], chars: text.length })
      this.held += text.length
      return { kind: 'pending' }
    }
    if (assembly === undefined) return this.refuse(part, 'ipc/invalid-message', `piece ${index} came first`)
    if (count !== assembly.count || index !== assembly.pieces.length) {
      const expected = `piece ${assembly.pieces.length} of ${assembly.count}`
      return this.refuse(
        part,
        'ipc/invalid-message',
        `piece ${index} of ${count} came instead of ${expected}`,
      )
    }
    if (assembly.chars + text.length > MAX_REQUEST_CHARS) {
      return this.refuse(part, 'ipc/too-large', `it is over ${MAX_REQUEST_CHARS} characters`)
    }
    if (text.length > room) return this.refuse(part, 'ipc/busy', 'this page holds too much already')
    assembly.pieces.push(text)
    assembly.chars += text.length
    this.held += text.length
    if (assembly.pieces.length < count) return { kind: 'pending' }
    this.free(id)
    return { kind: 'complete', text: assembly.pieces.join('') }
  }

  /** Drops everything (the connection closed). */
  clear(): void {
    this.open.clear()
    this.refused.clear()
    this.held = 0
  }

  private refuse(part: RequestPart, code: Failure['code'], why: string): PartOutcome {
    const { id, index, count } = part
    this.free(id)
    // Its later pieces are dropped quietly (a request whose last piece this was has none left).
    if (index < count - 1) {
      this.refused.set(id, count)
      if (this.refused.size > MAX_REFUSED_REMEMBERED) this.refused.delete(this.refused.keys().next().value!)
    }
    return { kind: 'refused', failure: fail(code, `Request ${id} in pieces refused: ${why}.`) }
  }

  private free(id: number): void {
    const assembly = this.open.get(id)
    if (assembly === undefined) return
    this.held -= assembly.chars
    this.open.delete(id)
  }
}
