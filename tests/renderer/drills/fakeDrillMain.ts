// A fake main for the drill screen: drills.list and drills.start from the shipped drills (the position built by
// the real ruleset, dice forced by the test), and game.legal / game.reach / game.act on that game — ended with the
// drill as main ends it (the shared judge: nothing offered, acts refused 'game/over') — and drills.leave.
import { createPinia, setActivePinia } from 'pinia'
import { buildDrill } from '@shared/drills/build'
import { drillById, listDrills } from '@shared/drills/index'
import { drillJudge } from '@shared/drills/progress'
import { forceDice } from '@shared/engine/dice'
import type { Memory } from '@shared/engine/memory'
import { planReach } from '@shared/engine/reach'
import { getRuleset } from '@shared/engine/registry'
import type { Action, GameView, Ruleset } from '@shared/engine/api'
import { fail, type Result } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { FakeTransport } from '../fakeTransport'
import { showAtOnce } from '../playback/atOnce'

const ok = <T>(value: T): Result<T> => ({ ok: true, value })

export interface FakeDrillMain {
  readonly transport: FakeTransport
  /** Dice forced in every drill game started from now on. */
  dice: number[]
  readonly starts: number
  /** The drill games left (drills.leave), in order. */
  readonly left: readonly string[]
}

export function fakeDrillMain(): FakeDrillMain {
  let ruleset: Ruleset | null = null
  let state: unknown = null
  let games = 0
  let judge: ((view: GameView, start: GameView) => { status: string }) | null = null
  let startView: GameView | null = null
  let ended = false
  const left: string[] = []
  const main = {
    dice: [] as number[],
    get starts() {
      return games
    },
  } as FakeDrillMain & { dice: number[] }
  const transport = new FakeTransport({
    'drills.list': (args) => {
      const ruleset = (args as { ruleset?: 'blitz' }).ruleset
      return ok(
        listDrills(ruleset).map((d) => ({
          id: d.id,
          ruleset: d.ruleset,
          order: d.order,
          title: d.title,
          summary: d.summary,
          steps: d.steps.length,
        })),
      )
    },
    'drills.start': (args) => {
      const drill = drillById((args as { id: string }).id)
      if (!drill) return fail('drill/not-found', 'no such drill')
      const position = buildDrill(drill)
      ruleset = getRuleset(position.ruleset)
      state = position.state
      forceDice((state as { m: Memory }).m, main.dice)
      judge = drillJudge(drill.steps, position.ids)
      startView = ruleset.view(state)
      ended = false
      games++
      return ok({
        gameId: `g-drill-${games}`,
        view: ruleset.view(state),
        controllers: ['human', 'human'],
        drill: {
          id: drill.id,
          ruleset: drill.ruleset,
          order: drill.order,
          title: drill.title,
          summary: drill.summary,
          steps: drill.steps.map(({ solution: _s, ...step }) => step),
          success: drill.success,
          failure: drill.failure,
        },
        pieces: position.ids,
        saved: false,
      })
    },
    'game.legal': () => {
      if (ended)
        return ok({ decision: { ...ruleset!.decision(state), side: null }, actions: [], chances: [] })
      const actions = ruleset!.legalActions(state)
      return ok({
        decision: ruleset!.decision(state),
        actions,
        chances: actions.map((a) => ruleset!.probability(state, a)),
      })
    },
    'game.reach': () => ok(planReach(ruleset!, state)),
    'game.act': (args) => {
      if (ended) return fail('game/over', 'This drill is over.')
      const result = ruleset!.apply(state, (args as { action: Action }).action)
      if (!result.ok) return fail(result.code, result.reason)
      const view = ruleset!.view(state)
      ended = judge!(view, startView!).status !== 'running'
      return ok({ events: result.events, view })
    },
    'drills.leave': (args) => {
      left.push((args as { gameId: string }).gameId)
      return ok({ left: true })
    },
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  return Object.assign(main, { transport, left })
}

/** Lets the stores' promise chains settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
}
