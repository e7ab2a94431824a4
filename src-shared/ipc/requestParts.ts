// Requests too big for one WebSocket message travel in pieces. The web host takes at most MAX_MESSAGE_BYTES a
// message (a browser's frame cap and the host's `maxPayload`), but some requests are bigger once encoded: a replay
// file at `replay.import`'s 900,000-character limit grows past 1 MB when JSON escapes its quotes and newlines.
// So the renderer's WebSocket transport cuts the request's JSON text into `request-part` messages (id, index,
// count, a slice of the text) and the host joins them again (src-main/web/requestAssembler.ts) and dispatches
// the whole like any request. It is one protocol for every request, below the contract: no request needs its
// own upload steps (models keep theirs: a model is bigger than any request may be).
import { z } from 'zod'
import { fail, type Failure } from './result'
import { MAX_MESSAGE_BYTES } from './wire'

/**
 * The longest request text (the JSON of `{kind, id, name, args}`, in UTF-16 code units) a page may send in
 * pieces: a replay file at its 900,000-character limit even if every character took two when escaped, with room.
 * Longer requests are refused by the sender (`ipc/too-large`) and by the host, which holds at most this much of
 * one request in memory.
 */
export const MAX_REQUEST_CHARS = 2_000_000

/**
 * Characters of request text a piece carries. A piece is JSON again, so each character may grow: `"` and `\`
 * to two bytes, a non-ASCII one to at most three (the text is JSON already, so it holds no control characters
 * and no lone surrogates, and pieces never split a surrogate pair). 240,000 × 3 plus the envelope stays under
 * MAX_MESSAGE_BYTES whatever the text.
 */
export const REQUEST_PART_CHARS = 240_000

/** Most pieces of one request: MAX_REQUEST_CHARS in full pieces. */
export const MAX_REQUEST_PARTS = Math.ceil(MAX_REQUEST_CHARS / REQUEST_PART_CHARS)

/** Renderer → main: one piece of a request's JSON text; pieces come in order, 0 to count − 1, nothing between. */
export const requestPartSchema = z
  .strictObject({
    kind: z.literal('request-part'),
    id: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
    index: z.int().min(0),
    count: z.int().min(2).max(MAX_REQUEST_PARTS),
    text: z.string().min(1).max(REQUEST_PART_CHARS),
  })
  .refine((part) => part.index < part.count, 'a piece index is below its count')
export type RequestPart = z.infer<typeof requestPartSchema>

/** UTF-8 bytes of a string, as a WebSocket text frame carries it (a lone surrogate counts as U+FFFD: 3). */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/**
 * The messages that carry a request: its JSON text alone when that fits one message, else its pieces; a
 * Failure (nothing to send) when the arguments cannot be encoded or the request is over MAX_REQUEST_CHARS.
 */
export function encodeRequest(id: number, name: string, args: unknown): string[] | Failure {
  let text: string
  try {
    text = JSON.stringify({ kind: 'request', id, name, args })
  } catch (error) {
    return fail('ipc/invalid-payload', `Could not encode ${name}: ${String(error)}`)
  }
  if (text.length <= MAX_MESSAGE_BYTES / 3 || utf8Bytes(text) <= MAX_MESSAGE_BYTES) return [text]
  if (text.length > MAX_REQUEST_CHARS) {
    return fail(
      'ipc/too-large',
      `${name} is ${text.length} characters once encoded; Pitchside takes at most ${MAX_REQUEST_CHARS}.`,
    )
  }
  return splitRequest(id, text)
}

/** A request's JSON text as `request-part` messages (never splitting a surrogate pair). */
export function splitRequest(id: number, text: string): string[] {
  const slices: string[] = []
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + REQUEST_PART_CHARS, text.length)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--
    slices.push(text.slice(start, end))
    start = end
  }
  return slices.map((slice, index) =>
    JSON.stringify({
      kind: 'request-part',
      id,
      index,
      count: slices.length,
      text: slice,
    } satisfies RequestPart),
  )
}
