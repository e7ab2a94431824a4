// How big a request's arguments are, measured without trusting them. The web host's messages are capped by
// bytes (requests over one message come in pieces, within MAX_REQUEST_CHARS); Electron's IPC has no cap at all,
// so its adapter measures what arrived with this before anything parses it: roughly the length its JSON would
// have, counted on a walk that stops as soon as the limit is passed, and refusing nesting no request has.

/** No request's arguments nest deeper than this (a saved paint scheme, among the deepest, has five levels). */
export const MAX_ARGS_DEPTH = 32

export type SizeVerdict = 'fits' | 'too-large' | 'too-deep'

export function measureArgs(value: unknown, maxChars: number): SizeVerdict {
  let size = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item === 'string') size += item.length + 2
    else if (typeof item !== 'object' || item === null) size += 8
    else if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) size += item.byteLength * 4
    else {
      if (depth >= MAX_ARGS_DEPTH) return 'too-deep'
      if (Array.isArray(item)) {
        size += 2 + item.length
        for (const element of item) stack.push([element, depth + 1])
      } else {
        size += 2
        for (const key of Object.keys(item)) {
          size += key.length + 4
          if (size > maxChars) return 'too-large'
          stack.push([(item as Record<string, unknown>)[key], depth + 1])
        }
      }
    }
    if (size > maxChars) return 'too-large'
  }
  return 'fits'
}
