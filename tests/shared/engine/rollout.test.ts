// The journal-free rollout mode of engine/memory.ts (issue 20 point 7): a playout with the journal off reaches the
// same words as one with it, leaves nothing in the journal, and endRollout puts the words back exactly.
import {
  createMemory,
  endRollout,
  mark,
  set,
  snapshotBuffer,
  startRollout,
  undo,
} from '@shared/engine/memory'
import { applyCode } from '@shared/rules/classic/ruleset'
import { chooserRng, playRandom } from '@shared/rules/classic/randomPlay'
import { sameWords, variedGame } from '../classic/fixtures'
import { blitzRandomGame } from '../blitz/randomGame'
import { applyCode as applyBlitz } from '@shared/rules/blitz/ruleset'
import { chooserRng as blitzRng, playRandom as playBlitz } from '@shared/rules/blitz/randomPlay'
import { createCrossCheck } from '@shared/rules/crosscheck/ruleset'
import { playRandomGame } from '@shared/rules/crosscheck/randomPlay'
import { classicRuleset, createClassic } from '@shared/rules/classic/ruleset'
import { encode } from '@shared/rules/classic/actions'
import { classicAi } from '@shared/ai/classic/index'
import { createRandom } from '@shared/ai/rng'
import { team } from '../../../bench/classic'

test('a random Classic game played as a rollout ends in the same words, and endRollout restores the start', () => {
  for (let seed = 1; seed <= 5; seed++) {
    const a = variedGame(seed)
    const log = playRandom(a, chooserRng(seed), 300) // a journalled game, part way
    const b = variedGame(seed)
    for (const c of log) applyCode(b, c)
    const before = b.m.w.slice()
    const atMark = mark(b.m)
    const saved = snapshotBuffer(b.m)
    startRollout(b.m, saved)
    const rest = playRandom(b, chooserRng(seed + 100))
    expect(b.m.jn).toBe(atMark) // nothing journalled
    // The same rest of the game with the journal on ends in the same words.
    const c = variedGame(seed)
    for (const x of log) applyCode(c, x)
    for (const x of rest) applyCode(c, x)
    expect(sameWords(b.m.w, c.m.w)).toBe(true)
    endRollout(b.m, saved)
    expect(sameWords(b.m.w, before)).toBe(true)
    // A mark taken before the rollout still undoes to where it was taken.
    applyCode(b, rest[0])
    undo(b.m, atMark)
    expect(sameWords(b.m.w, before)).toBe(true)
  }
}, 60_000)

test('undo during a rollout, a second start or an end without a start are refused and change nothing', () => {
  const m = createMemory(4)
  set(m, 0, 7)
  const at = mark(m)
  const saved = snapshotBuffer(m)
  expect(() => endRollout(m, saved)).toThrow(RangeError)
  startRollout(m, saved)
  set(m, 1, 9)
  expect(() => undo(m, at)).toThrow(RangeError)
  expect(() => startRollout(m, saved)).toThrow(RangeError)
  expect(Array.from(m.w)).toEqual([7, 9, 0, 0])
  endRollout(m, saved)
  expect(Array.from(m.w)).toEqual([7, 0, 0, 0])
  expect(() => startRollout(m, new Int32Array(3))).toThrow(RangeError)
  expect(m.rollout).toBe(false)
})

test('Blitz Bowl and Cross Check games played as rollouts end in the same words as journalled ones', () => {
  for (let seed = 1; seed <= 4; seed++) {
    const a = blitzRandomGame(seed)
    const log = playBlitz(a, blitzRng(seed)) // journalled
    const b = blitzRandomGame(seed)
    const start = b.m.w.slice()
    const saved = snapshotBuffer(b.m)
    startRollout(b.m, saved)
    for (const c of log) applyBlitz(b, c)
    expect(b.m.jn).toBe(0)
    expect(sameWords(b.m.w, a.m.w)).toBe(true)
    endRollout(b.m, saved)
    expect(sameWords(b.m.w, start)).toBe(true)

    // Cross Check's random play draws from the game's own dice: the same seed plays the same game either way.
    const setup = {
      ruleset: 'crosscheck' as const,
      seed,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }] as const,
    }
    const x = createCrossCheck(setup)
    const nx = playRandomGame(x)
    const y = createCrossCheck(setup)
    const ySaved = snapshotBuffer(y.m)
    startRollout(y.m, ySaved)
    expect(playRandomGame(y)).toBe(nx)
    expect(sameWords(y.m.w, x.m.w)).toBe(true)
    endRollout(y.m, ySaved)
    expect(sameWords(y.m.w, createCrossCheck(setup).m.w)).toBe(true)
  }
}, 60_000)

test('a mark taken during a rollout journals until it is undone, nested marks too, then the journal is off again', () => {
  const m = createMemory(6)
  const before = mark(m) // a mark from before the rollout, with a journalled write after it
  set(m, 0, 1)
  const saved = snapshotBuffer(m)
  startRollout(m, saved)
  set(m, 1, 2) // not journalled
  const base = m.jn
  const outer = mark(m)
  expect(m.rollout).toBe(false) // journalling while the mark is open
  set(m, 2, 3)
  const inner = mark(m)
  set(m, 3, 4)
  set(m, 2, 5)
  undo(m, inner)
  expect(Array.from(m.w)).toEqual([1, 2, 3, 0, 0, 0])
  expect(m.rollout).toBe(false) // the outer mark is still open
  expect(() => undo(m, before)).toThrow(RangeError) // a mark from before the rollout: refused...
  expect(Array.from(m.w)).toEqual([1, 2, 3, 0, 0, 0]) // ...changing nothing
  undo(m, outer)
  expect(Array.from(m.w)).toEqual([1, 2, 0, 0, 0, 0]) // the rollout's own unjournalled write stays
  expect(m.rollout).toBe(true)
  expect(m.jn).toBe(base)
  set(m, 4, 6) // off the journal again
  expect(m.jn).toBe(base)
  expect(() => undo(m, outer)).toThrow(RangeError) // its bracket is closed: nothing recorded to go back to
  // A mark left open (an error inside the bracket) is dropped by endRollout; the earlier mark still works.
  mark(m)
  set(m, 5, 7)
  endRollout(m, saved)
  expect(Array.from(m.w)).toEqual([1, 0, 0, 0, 0, 0])
  expect(m.rollout).toBe(false)
  set(m, 3, 9)
  undo(m, before)
  expect(Array.from(m.w)).toEqual([0, 0, 0, 0, 0, 0])
  // A second rollout on the same memory starts clean.
  startRollout(m, saved)
  const again = mark(m)
  set(m, 0, 8)
  undo(m, again)
  expect(Array.from(m.w)).toEqual([0, 0, 0, 0, 0, 0])
  expect(m.rollout).toBe(true)
  endRollout(m, saved)
  expect(m.jn).toBe(0)
})

test('the Classic coach, which tries squares with mark/undo inside its policy, plays the same game in a rollout', () => {
  const teams = [team('human'), team('orc')] as const
  const play = (rollout: boolean): { actions: string; words: Int32Array } => {
    const s = createClassic({ ruleset: 'classic', seed: 7, teams })
    const saved = snapshotBuffer(s.m)
    if (rollout) startRollout(s.m, saved)
    const rng = createRandom(11)
    const actions: string[] = []
    for (let n = 0; n < 250; n++) {
      const decision = classicRuleset.decision(s)
      if (decision.side === null) break
      const legal = classicRuleset.legalActions(s)
      const ctx = { ruleset: classicRuleset, state: s, side: decision.side, decision, legal, rng }
      const a = legal.length === 1 ? legal[0] : classicAi.coach!(ctx)
      actions.push(JSON.stringify(a))
      applyCode(s, encode(a)!)
    }
    if (rollout) expect(s.m.jn).toBe(0) // the coach's own marks all closed: nothing left journalled
    const words = s.m.w.slice()
    if (rollout) endRollout(s.m, saved)
    return { actions: actions.join(), words }
  }
  const journalled = play(false)
  const rolled = play(true)
  expect(rolled.actions).toBe(journalled.actions)
  expect(sameWords(rolled.words, journalled.words)).toBe(true)
}, 60_000)
