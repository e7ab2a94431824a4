// The games of the speed golden test (speedGolden.test.ts): seeded random games of each ruleset, played with events
// recorded, reduced to a digest of the final words, a digest of every event and the action count. The expected
// values were recorded from the engine before the speed work (issue 20 point 7), so an optimisation that changes
// any rule's result, any event or any word of state fails the test.
import { applyCode as applyClassic } from '@shared/rules/classic/ruleset'
import { chooserRng, randomCode } from '@shared/rules/classic/randomPlay'
import { topFrame } from '@shared/rules/classic/stack'
import type { ClassicState } from '@shared/rules/classic/state'
import { FRAME_WORDS, G_SP, STACK } from '@shared/rules/classic/layout'
import { applyCode as applyBlitz } from '@shared/rules/blitz/ruleset'
import { randomCode as randomBlitz, chooserRng as blitzRng } from '@shared/rules/blitz/randomPlay'
import { topFrame as blitzTop } from '@shared/rules/blitz/stack'
import { createCrossCheck } from '@shared/rules/crosscheck/ruleset'
import { randomStep } from '@shared/rules/crosscheck/randomPlay'
import type { EngineEvent } from '@shared/engine/api'
import { allSkillsGame, variedGame } from './fixtures'
import { blitzRandomGame } from '../blitz/randomGame'

/** FNV-1a over 32-bit words, folded byte-free (enough to tell states apart; not a cryptographic hash). */
function fnvWords(h: number, w: ArrayLike<number>): number {
  for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w[i], 16777619) >>> 0
  return h
}

function fnvText(h: number, t: string): number {
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619) >>> 0
  return h
}

export interface GoldenDigest {
  readonly actions: number
  readonly words: number
  readonly events: number
}

type Played = { m: { w: Int32Array }; events: EngineEvent[] | null }

/**
 * Plays to the end; with `record` false events stay off (as in search and benches) and their digest is 0. `live`
 * gives how many leading words are the state (Classic: below its stack's top frame); the rest is left over from
 * frames already popped, which no rule reads (a push writes all its frame's words) — so a step taken without a
 * frame of its own (procs/step.ts plainStep) changes no digest.
 */
function play(
  s: Played,
  step: () => boolean,
  record: boolean,
  live: () => number = () => s.m.w.length,
): GoldenDigest {
  let actions = 0
  let events = record ? 2166136261 : 0
  for (;;) {
    s.events = record ? [] : null
    if (!step()) break
    actions++
    if (s.events) for (const e of s.events) events = fnvText(events, JSON.stringify(e))
  }
  s.events = null
  return { actions, words: fnvWords(2166136261, s.m.w.subarray(0, live())), events }
}

function classicGame(s: ClassicState, seed: number, record: boolean): GoldenDigest {
  const rng = chooserRng(seed)
  const buf: number[] = []
  return play(
    s,
    () => {
      if (topFrame(s) < 0) return false
      applyClassic(s, randomCode(s, rng, buf))
      return true
    },
    record,
    () => STACK + s.m.w[G_SP] * FRAME_WORDS,
  )
}

/** Classic: varied rosters and sizes (seeds 1..n), then games whose players carry every implemented skill. */
export const classicVaried = (seed: number, record = true): GoldenDigest =>
  classicGame(variedGame(seed), seed, record)
export const classicAllSkills = (seed: number, record = true): GoldenDigest =>
  classicGame(allSkillsGame(seed), seed, record)

export function blitzGolden(seed: number): GoldenDigest {
  const s = blitzRandomGame(seed)
  const rng = blitzRng(seed)
  const buf: number[] = []
  return play(
    s,
    () => {
      if (blitzTop(s) < 0) return false
      applyBlitz(s, randomBlitz(s, rng, buf))
      return true
    },
    true,
  )
}

export function crossCheckGolden(seed: number): GoldenDigest {
  const s = createCrossCheck({
    ruleset: 'crosscheck',
    seed,
    teams: [{ rosterId: seed % 2 ? 'human' : 'orc' }, { rosterId: seed % 2 ? 'orc' : 'human' }],
  })
  return play(s, () => randomStep(s), true)
}
