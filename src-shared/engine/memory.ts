// All mutable game state lives in one Int32Array of words, laid out by each ruleset. Every write goes through
// `set`, which records (index, old value) in a journal, so `undo(mark)` restores any earlier state exactly without
// cloning. One flat array also makes a state cheap to copy (AI search) and trivial to serialise.
//
// Rollout mode (issue 20 point 7): a search's playout that runs to the end of a game and is then thrown away needs
// no journal. `startRollout` copies the words aside and turns the journal off, so `set` only writes (random
// Classic games: about a fifth faster); `endRollout` copies the words back — one `w.set`, whatever the playout
// did — and turns the journal on again. Marks taken before the rollout stay valid after it (the journal was not
// touched); undoing to one of them during a rollout is refused, since the rollout's writes were never recorded.
// A policy that tries something and takes it back inside a playout (the Classic coach prices a square by moving a
// player there) still can: a mark taken during a rollout turns the journal on until it is undone — a depth count,
// so nested mark/undo pairs work — and the journal is off again once the outermost of them is undone. Each such
// mark is undone once (mark … undo, as a bracket). Give each rollout depth its own snapshot buffer
// (`snapshotBuffer`) and nothing is allocated per playout:
//
//   const saved = snapshotBuffer(s.m)           // once per search
//   startRollout(s.m, saved)                    // per playout: copy aside, journal off
//   ...applyCode(s, c) to the end...
//   endRollout(s.m, saved)                      // words back, journal on

export interface Memory {
  /** The state words. Read directly (`m.w[i]`); write only through `set`. */
  w: Int32Array
  /** Journal of (index, old value) pairs, oldest first. */
  j: Int32Array
  /** Journal length in words (two per recorded write). */
  jn: number
  /** True while writes are not journalled: in rollout mode (startRollout .. endRollout), outside marks taken in it. */
  rollout: boolean
  /** -1 outside rollout mode; in it, how many marks taken during the rollout are not yet undone. */
  nest: number
  /** The journal length when the rollout started: undoing below it is refused. */
  base: number
}

// A whole random Classic game journals ~21k words (two per write, never forgotten): room for one from the start, so
// a game does not regrow (allocate and copy) its journal three times on the way (issue 20 point 7: +5% actions/s).
const FIRST_JOURNAL_WORDS = 32768

export function createMemory(size: number): Memory {
  return {
    w: new Int32Array(size),
    j: new Int32Array(FIRST_JOURNAL_WORDS),
    jn: 0,
    rollout: false,
    nest: -1,
    base: 0,
  }
}

/** Writes `value` at `index`, journalling the old value. Writes that change nothing are not journalled. */
export function set(m: Memory, index: number, value: number): void {
  const w = m.w
  const old = w[index]
  if (old === value) return
  w[index] = value
  if (m.rollout) return
  let jn = m.jn
  if (jn + 2 > m.j.length) {
    const grown = new Int32Array(m.j.length * 2)
    grown.set(m.j)
    m.j = grown
  }
  m.j[jn++] = index
  m.j[jn++] = old
  m.jn = jn
}

export function add(m: Memory, index: number, delta: number): void {
  set(m, index, m.w[index] + delta)
}

/** A point to come back to with `undo`. In a rollout it turns the journal on until it is undone. */
export function mark(m: Memory): number {
  if (m.nest >= 0) {
    m.nest++
    m.rollout = false
  }
  return m.jn
}

/** Restores the words to what they were when `mark` was taken. */
export function undo(m: Memory, markAt: number): void {
  const w = m.w
  const j = m.j
  let jn = m.jn
  if (m.nest === 0 || (m.nest > 0 && markAt < m.base))
    throw new RangeError('undo during a rollout to a mark taken before it: its writes are not journalled')
  if (markAt > jn || markAt < 0)
    throw new RangeError(`undo mark ${markAt} is not in the journal (length ${jn})`)
  while (jn > markAt) {
    const old = j[--jn]
    const index = j[--jn]
    w[index] = old
  }
  m.jn = jn
  // The outermost mark taken in a rollout is undone: its writes are off the journal again.
  if (m.nest > 0 && --m.nest === 0) m.rollout = true
}

/** Forgets the journal (nothing before now can be undone); keeps the words. */
export function forget(m: Memory): void {
  m.jn = 0
}

export function cloneMemory(m: Memory): Memory {
  return { w: m.w.slice(), j: new Int32Array(4096), jn: 0, rollout: false, nest: -1, base: 0 }
}

/** A buffer the size of the words, for `startRollout`/`endRollout` (allocate once, reuse per playout). */
export function snapshotBuffer(m: Memory): Int32Array {
  return new Int32Array(m.w.length)
}

/** Copies the words into `saved` (from `snapshotBuffer`) and turns the journal off until `endRollout`. */
export function startRollout(m: Memory, saved: Int32Array): void {
  if (m.nest >= 0) throw new RangeError('a rollout is already running on this state')
  if (saved.length !== m.w.length) throw new RangeError('the snapshot buffer does not fit these words')
  saved.set(m.w)
  m.rollout = true
  m.nest = 0
  m.base = m.jn
}

/**
 * Puts back the words saved by `startRollout` and turns the journal on again; what marks taken in the rollout
 * journalled (one left open by an error, say) is dropped with it.
 */
export function endRollout(m: Memory, saved: Int32Array): void {
  if (m.nest < 0) throw new RangeError('no rollout is running on this state')
  m.w.set(saved)
  m.jn = m.base
  m.rollout = false
  m.nest = -1
}
