// All mutable game state lives in one Int32Array of words, laid out by each ruleset. Every write goes through
// `set`, which records (index, old value) in a journal, so `undo(mark)` restores any earlier state exactly without
// cloning. One flat array also makes a state cheap to copy (AI search) and trivial to serialise.

export interface Memory {
  /** The state words. Read directly (`m.w[i]`); write only through `set`. */
  w: Int32Array
  /** Journal of (index, old value) pairs, oldest first. */
  j: Int32Array
  /** Journal length in words (two per recorded write). */
  jn: number
}

export function createMemory(size: number): Memory {
  return { w: new Int32Array(size), j: new Int32Array(4096), jn: 0 }
}

/** Writes `value` at `index`, journalling the old value. Writes that change nothing are not journalled. */
export function set(m: Memory, index: number, value: number): void {
  const w = m.w
  const old = w[index]
  if (old === value) return
  let jn = m.jn
  if (jn + 2 > m.j.length) {
    const grown = new Int32Array(m.j.length * 2)
    grown.set(m.j)
    m.j = grown
  }
  m.j[jn++] = index
  m.j[jn++] = old
  m.jn = jn
  w[index] = value
}

export function add(m: Memory, index: number, delta: number): void {
  set(m, index, m.w[index] + delta)
}

/** A point to come back to with `undo`. */
export function mark(m: Memory): number {
  return m.jn
}

/** Restores the words to what they were when `mark` was taken. */
export function undo(m: Memory, markAt: number): void {
  const w = m.w
  const j = m.j
  let jn = m.jn
  if (markAt > jn || markAt < 0)
    throw new RangeError(`undo mark ${markAt} is not in the journal (length ${jn})`)
  while (jn > markAt) {
    const old = j[--jn]
    const index = j[--jn]
    w[index] = old
  }
  m.jn = jn
}

/** Forgets the journal (nothing before now can be undone); keeps the words. */
export function forget(m: Memory): void {
  m.jn = 0
}

export function cloneMemory(m: Memory): Memory {
  return { w: m.w.slice(), j: new Int32Array(4096), jn: 0 }
}
