// The game on the table: rosters to choose from, the hosted game's id, the view on the table and the engine events
// that led there (main's state.changed events, shown one by one by the playback queue: stores/playback.ts), the
// legal actions with their chances, the moving player's reach, who plays each side, how the game was set up (for
// a rematch), and the coach's intents (act, walk a path, undo, redo).
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Action, EngineEvent, GameView, OptionValue, RulesetId, Side } from '@shared/engine/api'
import type { Reach } from '@shared/engine/reach'
import type { HistoryInfo, LegalActions, RequestArgs, RosterSummary, TurnClockInfo } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'
import { teamChoiceOf } from '../components/newGame/teamValue'
import type { FieldedTeams } from '../components/newGameChoice'
import { failureText } from '../i18n/failureText'

/** Who plays a side, as the screen needs it: a human at this table or main's AI. */
export type SideController = 'human' | { readonly ai: string }

const HUMANS: readonly [SideController, SideController] = ['human', 'human']

/** A change of the hosted game, as main announces it (state.changed) or a request answers it. */
export interface GameChange {
  readonly gameId: string
  readonly view: GameView
  readonly events: readonly EngineEvent[]
  readonly history?: HistoryInfo
}

/** How a game started here was set up: a rematch starts the same one with a new seed. */
export interface GameSetupChoice {
  readonly gameId: string
  readonly ruleset: RulesetId
  readonly home: string
  readonly away: string
  readonly controllers: readonly [SideController, SideController]
  readonly options: Readonly<Record<string, OptionValue>>
  /** The teams exactly as fielded, when the game was started with them (a rematch of a reopened game). */
  readonly fielded?: FieldedTeams
}

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
  /**
   * Requests the board waits on (an action, undo/redo, the legal actions after a change) still under way. Counted
   * up in the same tick the request is sent, so the busy indicator (PlayLayer, the table's wait cursor) shows
   * before main could answer, and down when the answer comes: `waiting`.
   */
  const pending = ref(0)
  const waiting = computed(() => pending.value > 0)
  function track<T>(request: Promise<T>): Promise<T> {
    pending.value++
    return request.finally(() => pending.value--)
  }
  /** The setup of the last game started with newGame (null for one opened from the saves or a drill). */
  const setup = shallowRef<GameSetupChoice | null>(null)
  let unsubscribe: (() => void) | null = null
  let refreshing = 0
  /** Counts main's announcements of this game: a request's answer that main already announced is not shown twice. */
  let announced = 0

  /** The coach at this table may act now: a human's decision, nothing in flight, the AI not thinking. */
  const canAct = computed(() => {
    const d = legal.value?.decision
    if (!d || d.side === null || aiThinking.value !== null) return false
    return controllers.value[d.side] === 'human'
  })

  /**
   * The game that ended on its own terms although its rules would go on (a drill at its goal, or failed: main
   * takes no more actions for it). Kept by id, so no other game on the table is ever taken for ended.
   */
  const endedId = ref<string | null>(null)
  const ended = computed(() => gameId.value !== null && endedId.value === gameId.value)
  /** The game on the table has ended (the view shown waits for nobody). */
  const over = computed(() => ended.value || (view.value !== null && view.value.decision.side === null))
  /** Where changes go: the playback queue once it is there (stores/playback.ts), else straight onto the table. */
  let sink: ((change: GameChange) => void) | null = null

  function show(change: GameChange): void {
    if (sink) return sink(change)
    view.value = change.view
    events.value = change.events
    if (change.history) history.value = change.history
  }

  /** The playback takes every change of the game from here on (null: changes go straight to the table). */
  function setSink(next: ((change: GameChange) => void) | null): void {
    sink = next
  }

  /** Follows main's state.changed and ai.thinking events for the current game; idempotent. */
  function listen(): void {
    if (unsubscribe) return
    const client = useClient()
    const offState = client.on('state.changed', (payload) => {
      if (payload.gameId !== gameId.value) return
      announced++
      // The clock is the live game's, shown at once even while earlier changes are still being watched.
      setClock(payload.clock)
      const withControllers = payload as { controllers?: readonly [SideController, SideController] }
      if (withControllers.controllers) controllers.value = withControllers.controllers
      // The table gets the change when the ones before it have been watched (stores/playback.ts).
      show({ ...payload, events: payload.events ?? [] })
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
    else error.value = failureText(result)
  }

  async function newGame(
    home: string,
    away: string,
    ruleset: RulesetId = 'classic',
    who?: readonly [SideController, SideController],
    seed?: number,
    options?: Readonly<Record<string, OptionValue>>,
    fielded?: FieldedTeams,
  ): Promise<boolean> {
    listen()
    starting.value = true
    error.value = null
    try {
      const args = {
        ruleset,
        home: fielded ? { team: fielded[0] } : teamChoiceOf(home),
        away: fielded ? { team: fielded[1] } : teamChoiceOf(away),
        ...(seed !== undefined ? { seed } : {}),
        ...(who && who.some((c) => c !== 'human') ? { controllers: who } : {}),
        ...(options && Object.keys(options).length > 0 ? { options } : {}),
      }
      const result = await useClient().request('game.new', args as RequestArgs<'game.new'>)
      if (!result.ok) {
        error.value = failureText(result)
        return false
      }
      gameId.value = result.value.gameId
      view.value = result.value.view
      events.value = []
      history.value = null
      setClock(null)
      controllers.value = who ?? HUMANS
      setup.value = {
        gameId: result.value.gameId,
        ruleset,
        home,
        away,
        controllers: who ?? HUMANS,
        options: options ?? {},
        ...(fielded ? { fielded } : {}),
      }
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
    const answer = await track(client.request('game.legal', { gameId: id }))
    if (ticket !== refreshing || id !== gameId.value) return
    if (!answer.ok) {
      stale.value = false
      error.value = failureText(answer)
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
      const planned = await track(client.request('game.reach', { gameId: id }))
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
    const heard = announced
    try {
      const result = await track(useClient().request('game.act', { gameId: id, action }))
      if (!result.ok) {
        refusal.value = failureText(result)
        return false
      }
      // Main announces every change before it answers; a host that did not gets it shown from the answer.
      if (announced === heard) show({ gameId: id, ...result.value })
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
    // Never after the final whistle.
    if (!id || over.value) return false
    const heard = announced
    const result = await track(useClient().request(name, { gameId: id }))
    if (!result.ok) {
      refusal.value = failureText(result)
      return false
    }
    if (announced === heard) show({ gameId: id, ...result.value })
    await refresh()
    return true
  }

  const undo = (): Promise<boolean> => travel('game.undo')
  const redo = (): Promise<boolean> => travel('game.redo')

  function stop(): void {
    unsubscribe?.()
    unsubscribe = null
  }

  /** Takes the game off the table (a drill left): the menu shows again; main's copy is the caller's business. */
  function unload(): void {
    refreshing++
    gameId.value = null
    view.value = null
    events.value = []
    legal.value = null
    reach.value = null
    history.value = null
    controllers.value = HUMANS
    aiThinking.value = null
    clock.value = null
    refusal.value = null
    error.value = null
    stale.value = false
    endedId.value = null
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
    waiting,
    stale,
    error,
    refusal,
    setup,
    endedId,
    ended,
    over,
    canAct,
    setSink,
    listen,
    loadRosters,
    newGame,
    refresh,
    act,
    walk,
    undo,
    redo,
    stop,
    unload,
  }
})
