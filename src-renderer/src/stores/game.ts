// The game on the table: rosters to choose from, the hosted game's id, its latest view and the engine events that
// led there (kept current by main's state.changed events), the legal actions with their chances, the moving
// player's reach, who plays each side, and the coach's intents (act, walk a path, undo, redo).
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Action, EngineEvent, GameView, OptionValue, RulesetId, Side } from '@shared/engine/api'
import type { Reach } from '@shared/engine/reach'
import type { HistoryInfo, LegalActions, RequestArgs, RosterSummary, TurnClockInfo } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'

/** Who plays a side, as the screen needs it: a human at this table or main's AI. */
export type SideController = 'human' | { readonly ai: string }

const HUMANS: readonly [SideController, SideController] = ['human', 'human']

export const useGameStore = defineStore('game', () => {
  const rosters = shallowRef<RosterSummary[]>([])
  const gameId = ref<string | null>(null)
  const view = shallowRef<GameView | null>(null)
  /** The engine events of the last change (animation, dice of a block decision). */
  const events = shallowRef<readonly EngineEvent[]>([])
  const legal = shallowRef<LegalActions | null>(null)
  const reach = shallowRef<Reach | null>(null)
  const history = shallowRef<HistoryInfo | null>(null)
  const controllers = shallowRef<readonly [SideController, SideController]>(HUMANS)
  /** The side the AI is choosing for, or null. */
  const aiThinking = ref<Side | null>(null)
  /**
   * The turn clock (issue 21) as main last reported it — with the legal actions, with every change, or stored with
   * a replay's frame — and when it came (Date.now()), so the clock counts down from there while it runs.
   */
  const clock = shallowRef<{ readonly info: TurnClockInfo; readonly at: number } | null>(null)
  function setClock(info: TurnClockInfo | null | undefined): void {
    clock.value = info ? { info, at: Date.now() } : null
  }
  const starting = ref(false)
  const busy = ref(false)
  const error = ref<string | null>(null)
  /** Why the last action was refused (the engine's reason), shown next to the setup or the menu. */
  const refusal = ref<string | null>(null)
  /**
   * The legal actions lag the game: a change arrived (an action answered, the AI moved) and the newest game.legal
   * has not come back yet. The screen offers nothing meanwhile — a click then would be read against the decision
   * before, e.g. the coach's last move while the AI already asks him whether to hold.
   */
  const stale = ref(false)
  let unsubscribe: (() => void) | null = null
  let refreshing = 0

  /** The coach at this table may act now: a human's decision, nothing in flight, the AI not thinking. */
  const canAct = computed(() => {
    const d = legal.value?.decision
    if (!d || d.side === null || aiThinking.value !== null) return false
    return controllers.value[d.side] === 'human'
  })

  /** Follows main's state.changed and ai.thinking events for the current game; idempotent. */
  function listen(): void {
    if (unsubscribe) return
    const client = useClient()
    const offState = client.on('state.changed', (payload) => {
      if (payload.gameId !== gameId.value) return
      view.value = payload.view
      events.value = payload.events ?? []
      if (payload.history) history.value = payload.history
      setClock(payload.clock)
      const withControllers = payload as { controllers?: readonly [SideController, SideController] }
      if (withControllers.controllers) controllers.value = withControllers.controllers
      void refresh()
    })
    const offAi = client.on('ai.thinking', (payload) => {
      if (payload.gameId !== gameId.value) return
      aiThinking.value = payload.thinking ? payload.side : null
    })
    unsubscribe = () => {
      offState()
      offAi()
    }
  }

  async function loadRosters(ruleset: RulesetId = 'classic'): Promise<void> {
    const result = await useClient().request('rosters.list', { ruleset })
    if (result.ok) rosters.value = result.value
    else error.value = `${result.code}: ${result.message}`
  }

  async function newGame(
    home: string,
    away: string,
    ruleset: RulesetId = 'classic',
    who?: readonly [SideController, SideController],
    seed?: number,
    options?: Readonly<Record<string, OptionValue>>,
  ): Promise<boolean> {
    listen()
    starting.value = true
    error.value = null
    try {
      const args = {
        ruleset,
        home: { rosterId: home },
        away: { rosterId: away },
        ...(seed !== undefined ? { seed } : {}),
        ...(who && who.some((c) => c !== 'human') ? { controllers: who } : {}),
        ...(options && Object.keys(options).length > 0 ? { options } : {}),
      }
      const result = await useClient().request('game.new', args as RequestArgs<'game.new'>)
      if (!result.ok) {
        error.value = `${result.code}: ${result.message}`
        return false
      }
      gameId.value = result.value.gameId
      view.value = result.value.view
      events.value = []
      setClock(null)
      controllers.value = who ?? HUMANS
      await refresh()
      return true
    } finally {
      starting.value = false
    }
  }

  /** Asks main for the legal actions (with chances) and, when a player is moving, his reach. */
  async function refresh(): Promise<void> {
    const id = gameId.value
    if (!id) return
    const ticket = ++refreshing
    stale.value = true
    const client = useClient()
    const answer = await client.request('game.legal', { gameId: id })
    if (ticket !== refreshing || id !== gameId.value) return
    if (!answer.ok) {
      stale.value = false
      error.value = `${answer.code}: ${answer.message}`
      return
    }
    const value = answer.value
    legal.value = { ...value, chances: value.chances ?? value.actions.map(() => null) }
    setClock(value.clock)
    // The reach (a path planner over the whole board) only for a coach at this table: an AI's moving player needs
    // none, and asking for it on every step of the AI's turn slowed whole games down.
    const side = value.decision.side
    const human = side !== null && controllers.value[side] === 'human'
    if (human && value.actions.some((a) => a.type === 'step')) {
      const planned = await client.request('game.reach', { gameId: id })
      if (ticket !== refreshing) return
      reach.value = planned.ok ? planned.value : null
    } else reach.value = null
    stale.value = false
  }

  /** Plays one action; a refusal changes nothing and is kept (with the engine's reason) in `refusal`. */
  async function act(action: Action): Promise<boolean> {
    const id = gameId.value
    if (!id) return false
    busy.value = true
    refusal.value = null
    try {
      const result = await useClient().request('game.act', { gameId: id, action })
      if (!result.ok) {
        refusal.value = result.message
        return false
      }
      view.value = result.value.view
      events.value = result.value.events
      await refresh()
      return true
    } finally {
      busy.value = false
    }
  }

  /** Walks a planned path one step at a time, stopping at a failed roll or a decision (a step no longer legal). */
  async function walk(path: readonly { readonly x: number; readonly y: number }[]): Promise<number> {
    let taken = 0
    for (const square of path) {
      const open = legal.value?.actions.some((a) => a.type === 'step' && a.x === square.x && a.y === square.y)
      if (!open || !canAct.value) break
      if (!(await act({ type: 'step', x: square.x, y: square.y }))) break
      taken++
    }
    return taken
  }

  async function travel(name: 'game.undo' | 'game.redo'): Promise<boolean> {
    const id = gameId.value
    if (!id) return false
    const result = await useClient().request(name, { gameId: id })
    if (!result.ok) {
      refusal.value = result.message
      return false
    }
    view.value = result.value.view
    events.value = result.value.events
    history.value = result.value.history
    await refresh()
    return true
  }

  const undo = (): Promise<boolean> => travel('game.undo')
  const redo = (): Promise<boolean> => travel('game.redo')

  function stop(): void {
    unsubscribe?.()
    unsubscribe = null
  }

  return {
    clock,
    setClock,
    rosters,
    gameId,
    view,
    events,
    legal,
    reach,
    history,
    controllers,
    aiThinking,
    starting,
    busy,
    stale,
    error,
    refusal,
    canAct,
    listen,
    loadRosters,
    newGame,
    refresh,
    act,
    walk,
    undo,
    redo,
    stop,
  }
})
