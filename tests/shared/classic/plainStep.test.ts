// A step that rolls nothing is done without a PR_STEP frame (procs/step.ts plainStep, issue 20 point 7). At every
// step of seeded random games this checks it against the procedure it stands in for: the step's frame pushed and
// run, as the activation did before. Same state words (below the stack's top frame: a popped frame's words are
// never read) and the same events, both ways; and the frame-free way is taken for most steps of a plain game.
import { set, mark, undo } from '@shared/engine/memory'
import { A_STEP, playerOf, typeOf, xOf, yOf } from '@shared/rules/classic/actions'
import { FRAME_WORDS, F_KIND, G_ACTIONS, G_SP, STACK } from '@shared/rules/classic/layout'
import { PR_ACTIVATION } from '@shared/rules/classic/procs/kinds'
import { pushStep } from '@shared/rules/classic/procs/step'
import { applyCode } from '@shared/rules/classic/ruleset'
import { chooserRng, randomCode } from '@shared/rules/classic/randomPlay'
import { advance, arg, topFrame } from '@shared/rules/classic/stack'
import type { ClassicState } from '@shared/rules/classic/state'
import { allSkillsGame, sameWords, variedGame } from './fixtures'

interface Outcome {
  words: Int32Array
  events: string
  journalled: number
}

/** Runs `act` with events on, notes the live words, the events and the journal's growth, then takes it back. */
function tryOut(s: ClassicState, act: () => void): Outcome {
  const at = mark(s.m)
  s.events = []
  act()
  const live = STACK + s.m.w[G_SP] * FRAME_WORDS
  const out = { words: s.m.w.slice(0, live), events: JSON.stringify(s.events), journalled: s.m.jn - at }
  s.events = null
  undo(s.m, at)
  return out
}

/** Plays a random game; at each step compares applyCode with the step's frame pushed and run. */
function compareSteps(
  s: ClassicState,
  seed: number,
  maxSteps: number,
): { steps: number; frameFree: number; differ: string[] } {
  const differ: string[] = []
  const rng = chooserRng(seed)
  const buf: number[] = []
  let steps = 0
  let frameFree = 0
  while (topFrame(s) >= 0 && steps < maxSteps) {
    const c = randomCode(s, rng, buf)
    const f = topFrame(s)
    if (s.m.w[f + F_KIND] === PR_ACTIVATION && typeOf(c) === A_STEP) {
      const p = arg(s, f, 0)
      expect(playerOf(c)).toBe(0) // a step's code names the square, not the player
      const fast = tryOut(s, () => applyCode(s, c))
      const framed = tryOut(s, () => {
        set(s.m, G_ACTIONS, s.m.w[G_ACTIONS] + 1)
        pushStep(s, p, xOf(c), yOf(c))
        advance(s)
      })
      // One expect per game below, not per step: a thousand array comparisons through expect took seconds.
      if (!sameWords(fast.words, framed.words) || fast.events !== framed.events)
        differ.push(`seed ${seed}, action ${s.m.w[G_ACTIONS]}: ${fast.events} / ${framed.events}`)
      steps++
      if (fast.journalled < framed.journalled) frameFree++
    }
    applyCode(s, c)
  }
  return { steps, frameFree, differ }
}

test('a step without a frame writes the words and events of the step procedure, in plain games', () => {
  let steps = 0
  let frameFree = 0
  for (const seed of [1, 2]) {
    const r = compareSteps(variedGame(seed), seed, 400)
    expect(r.differ).toEqual([])
    steps += r.steps
    frameFree += r.frameFree
  }
  expect(steps).toBe(800)
  // Most random steps roll nothing (no dodge, no Going For It, no ball); those all go without a frame.
  expect(frameFree / steps).toBeGreaterThan(0.5)
})

test('in a game with Tentacles, Diving Tackle or Shadowing every step keeps its frame', () => {
  const r = compareSteps(allSkillsGame(1), 1, 150)
  expect(r.differ).toEqual([])
  expect(r.steps).toBe(150)
  expect(r.frameFree).toBe(0)
})
