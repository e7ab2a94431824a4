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
