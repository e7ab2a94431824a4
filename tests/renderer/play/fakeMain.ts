// A fake main for the play screen's store and component tests: the FakeTransport answering game.new, game.legal
// (with chances), game.reach, game.act, game.undo and game.redo from a real ruleset, as the GameHost does.
import { createPinia, setActivePinia } from 'pinia'
import type { Action, Ruleset, RulesetId } from '@shared/engine/api'
import { planReach } from '@shared/engine/reach'
import { fail, type Result } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { FakeTransport } from '../fakeTransport'
import { showAtOnce } from '../playback/atOnce'
import { newGame } from './states'

export interface FakeMain {
  readonly transport: FakeTransport
  readonly ruleset: Ruleset
  readonly state: unknown
  readonly acts: Action[]
}

const ok = <T>(value: T): Result<T> => ({ ok: true, value })

export function fakeMain(id: RulesetId = 'classic'): FakeMain {
  const { ruleset, state } = newGame(id)
  const marks: number[] = []
  const redo: Action[] = []
  const acts: Action[] = []
  const history = () => ({
    cursor: marks.length,
    length: marks.length + redo.length,
    canUndo: marks.length > 0,
    canRedo: redo.length > 0,
    practice: false,
  })
  const apply = (action: Action): Result<unknown> => {
    const at = ruleset.mark(state)
    const result = ruleset.apply(state, action)
    if (!result.ok) return fail(result.code, result.reason)
    marks.push(at)
    acts.push(action)
    return ok({ events: result.events, view: ruleset.view(state) })
  }
  const transport = new FakeTransport({
    'game.new': () => ok({ gameId: 'g-1', view: ruleset.view(state) }),
    'game.legal': () => {
      const actions = ruleset.legalActions(state)
      return ok({
        decision: ruleset.decision(state),
        actions,
        chances: actions.map((a) => ruleset.probability(state, a)),
      })
    },
    'game.reach': () => ok(planReach(ruleset, state)),
    'game.act': (args) => {
      redo.length = 0
      return apply((args as { action: Action }).action)
    },
    'game.undo': () => {
      const at = marks.pop()
      if (at === undefined) return fail('history/empty', 'There is nothing to undo.')
      redo.push(acts.pop()!)
      ruleset.undo(state, at)
      return ok({ events: [], view: ruleset.view(state), history: history() })
    },
    'game.redo': () => {
      const action = redo.pop()
      if (!action) return fail('history/empty', 'There is nothing to redo.')
      const result = apply(action)
      return result.ok ? ok({ ...(result.value as object), history: history() }) : result
    },
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  return { transport, ruleset, state, acts }
}

/** Lets the store's promise chains (request → refresh → reach) settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}
