// A message's nesting, measured before JSON.parse sees it. Parsing 800 kB of `[[[[…` takes V8 a quarter of a
// second on main's one thread (it builds 400,000 arrays), while a scan of the text takes a few milliseconds
// (under 15 for 2 MB of brackets); no request nests more than a few dozen levels, so deeper messages are refused
// unparsed. Short messages are not scanned: however deep, they parse in no time.

/** Deepest nesting of arrays and objects a message may have (the envelope plus MAX_ARGS_DEPTH, with room). */
export const MAX_MESSAGE_DEPTH = 64

/** Messages shorter than this are parsed without a scan. */
const SCAN_FROM_CHARS = 16_384

/** Whether `text` opens more than `max` arrays or objects inside each other (outside strings). */
export function nestsDeeperThan(text: string, max: number): boolean {
  if (text.length < SCAN_FROM_CHARS) return false
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x22) {
      // Skip the string, stepping over escapes, to its closing quote.
      for (i++; i < text.length; i++) {
        const inner = text.charCodeAt(i)
        if (inner === 0x5c) i++
        else if (inner === 0x22) break
      }
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true
    } else if (code === 0x5d || code === 0x7d) depth--
  }
  return false
}
