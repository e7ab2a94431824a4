// The game on the table, watched: every change main announces (the AI's actions, the coach's own, undo and redo)
// goes through the playback queue (scene/animation/playbackQueue.ts) and reaches the table — the game store's
// `view` and `events`, which the scene animates and every panel draws — only when the change before it has been
// watched at the chosen speed. While changes wait the play screen offers nothing (no decision on a stale view);
// each AI action gets a one-line caption and a ring on its player, touchdowns, goals and half-time get a moment,
// and Space or the Skip button plays the rest at once up to the coach's own decision. The dice log hears each
// change as it is shown (onShown). The game's summary for half-time and the game-over screen is read here too.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { EngineEvent, GameView, Side } from '@shared/engine/api'
import { CaptionTracker, type ActionCaption } from '../components/play/actionCaption'
import { followOnTable } from '../components/play/cameraFollow'
import { summarize, type GameSummary, type SummaryStep } from '../components/play/gameSummary'
import { MOMENT_MS, momentOf, PuckTouch, type Moment } from '../components/play/moments'
import type { ReplayPiece, TurnAt } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'
import { PlaybackQueue, type Playable, type PlaybackTimer } from '../scene/animation/playbackQueue'
import { useGameStore, type GameChange } from './game'
import { useSettingsStore } from './settings'

export type { GameChange }

interface Entry {
  readonly change: GameChange
  /** The view the change was played on (its turn stamp for the match record). */
  readonly before: GameView | null
  /** The AI's caption (null for a coach's own action at this table). */
  readonly caption: ActionCaption | null
  /** The player the change is about (ring and camera), or null. */
  readonly actor: number | null
  readonly moment: Moment | null
}

const turnAt = (v: GameView): TurnAt => ({
  period: v.period,
  side: v.activeSide,
  turn: v.activeSide === null ? 0 : v.turns[v.activeSide],
})

/** A moment the pointer rested on ends this long after the pointer leaves its banner. */
export const MOMENT_AFTER_HOVER_MS = 1500

/** Seconds (at speed 1) a new caption stays up at least before the next change: long enough to read it. */
export const CAPTION_DWELL_S = 0.7

/** Tests drive the queue with their own timer (set before the store is first used). */
let timerOverride: PlaybackTimer | null = null
export function setPlaybackTimer(timer: PlaybackTimer | null): void {
  timerOverride = timer
}

export const usePlaybackStore = defineStore('playback', () => {
  const game = useGameStore()
  const settings = useSettingsStore()
  const busy = ref(false)
  const skipping = ref(false)
  const pending = ref(0)
  const caption = shallowRef<ActionCaption | null>(null)
  const actor = ref<number | null>(null)
  const moment = shallowRef<Moment | null>(null)
  /** The match so far (half-time) or in full (game over), read from main's replay.events; null until read. */
  const summary = shallowRef<GameSummary | null>(null)
  const summaryLoading = ref(false)

  const tracker = new CaptionTracker()
  const touch = new PuckTouch()
  const listeners = new Set<(change: GameChange) => void>()
  const told = new WeakSet<object>()
  /** The last change received (not yet necessarily shown): the next one is read against it. */
  let lastView: GameView | null = null
  let lastCursor: number | null = null
  let lastCaption = 0
  let summaryTicket = 0

  const isHuman = (side: Side | null | undefined): boolean =>
    side !== null && side !== undefined && game.controllers[side] === 'human'

  const queue = new PlaybackQueue<Entry>(
    {
      present: (item, frame, events) => show(item, frame, events),
      moment: (item) => {
        moment.value = item?.payload.moment ?? null
        const m = moment.value
        if (m?.square) followOnTable(m.square)
        if (m?.pieceId !== null && m?.pieceId !== undefined) actor.value = m.pieceId
        // Half-time: the match up to this change (main may already be playing on beyond it).
        if (m && (m.kind === 'half-time' || m.kind === 'period-end' || m.ended !== null))
          void loadSummary(item?.payload.change.history?.cursor)
      },
      ownDecision: (view) => view.decision.side === null || isHuman(view.decision.side),
      changed: () => {
        busy.value = queue.busy
        skipping.value = queue.skipping
        pending.value = queue.pending
        if (!queue.busy && !queue.skipping) {
          caption.value = null
          actor.value = null
        }
      },
    },
    timerOverride ?? undefined,
  )

  watch(
    () => [settings.speed, settings.skipAnimations] as const,
    ([speed, skip]) => queue.setOptions({ speed, skip }),
    { immediate: true },
  )

  // Another game on the table (a new game, Continue, a drill, a replay): nothing of the last one plays on.
  watch(
    () => game.gameId,
    () => reset(),
    { flush: 'sync' },
  )

  /** The table shows `frame` now, animated through `events`; the dice log hears the change once. */
  function show(item: Playable<Entry>, frame: GameView, events: readonly EngineEvent[]): void {
    const { change } = item.payload
    game.view = frame
    game.events = events
    if (change.history) game.history = change.history
    if (!told.has(item)) {
      told.add(item)
      caption.value = item.payload.caption
      actor.value = item.payload.caption ? item.payload.actor : null
      if (item.payload.caption && item.payload.actor !== null) followOnTable(item.payload.actor)
      note(item)
      for (const listener of listeners) listener(change)
    }
  }

  /**
   * The match as watched here, for the summaries when main cannot replay the game's history (replay.events
   * refuses a game whose dice were forced by the test hooks). An undo takes its actions back out.
   */
  const watched: SummaryStep[] = []
  const watchedPieces = new Map<number, ReplayPiece>()
  function note(item: Playable<Entry>): void {
    const { change, before } = item.payload
    const cursor = change.history?.cursor ?? null
    if (item.jump && cursor !== null) {
      while (watched.length > 0 && watched[watched.length - 1].position > cursor) watched.pop()
      return
    }
    if (!before || change.events.length === 0) return
    watched.push({ position: cursor ?? watched.length + 1, before: turnAt(before), events: change.events })
    for (const v of [before, change.view])
      for (const { id, side, number, name, positionId } of v.pieces)
        watchedPieces.set(id, { id, side, number, name, positionId })
  }

  /** Forgets what was queued (the table now shows whatever the game store holds). */
  function reset(): void {
    queue.reset(game.view)
    tracker.reset()
    touch.reset()
    watched.length = 0
    watchedPieces.clear()
    lastView = game.view
    lastCursor = game.history?.cursor ?? null
    moment.value = null
    summary.value = null
    summaryTicket++
  }

  /** A change of the game on the table: it waits for the ones before it to be watched. */
  function receive(change: GameChange): void {
    if (change.gameId !== game.gameId) return
    // Someone put a view on the table directly (a new game, a reopened one): start from it.
    if (!queue.busy && queue.shown !== game.view) {
      queue.reset(game.view)
      tracker.reset()
      touch.reset()
      lastView = game.view
      lastCursor = game.history?.cursor ?? null
    }
    const cursor = change.history?.cursor ?? null
    const jump = cursor !== null && lastCursor !== null && cursor < lastCursor
    if (cursor !== null) lastCursor = cursor
    if (jump) tracker.reset()
    const before = jump ? null : lastView
    const actingSide = before?.decision.side ?? null
    const read = tracker.feed(before, change.events, change.view, actingSide)
    // Captions for the AI's activations; the coach knows what he did himself (also when the AI only answered a
    // question within it, as a goalie's move on his shot).
    const shown = read && !isHuman(read.side ?? actingSide) && !jump ? read : null
    const fresh = shown !== null && shown.id !== lastCaption
    if (shown) lastCaption = shown.id
    const held = jump ? null : momentOf(before, change.events, change.view, touch)
    touch.read(change.events, before ? [change.view, before] : [change.view])
    lastView = change.view
    queue.push({
      payload: { change, before, caption: shown, actor: shown?.actorId ?? null, moment: held },
      view: change.view,
      events: change.events,
      dwell: fresh ? CAPTION_DWELL_S : 0,
      moment: held ? { frame: held.frame, holdMs: MOMENT_MS[held.kind] } : null,
      jump,
    })
  }

  /** Space / the Skip button: the rest at once, up to the coach's own decision. */
  function skip(): void {
    queue.skip()
  }

  /** A key or click during a moment ends it. */
  function dismiss(): void {
    queue.dismiss()
  }

  /** The pointer on a moment's banner keeps it up; leaving it, the moment ends shortly after. */
  function holdMoment(held: boolean): void {
    if (held) queue.pauseMoment()
    else queue.resumeMoment(MOMENT_AFTER_HOVER_MS)
  }

  /** Hears every change as the table shows it (the dice log); returns the way to stop. */
  function onShown(listener: (change: GameChange) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  /** Reads the match up to position `upTo` (default: all of it) from main, one replay.events request, into `summary`. */
  async function loadSummary(upTo?: number): Promise<void> {
    const id = game.gameId
    const view = game.view
    if (!id || !view) return
    const ticket = ++summaryTicket
    summary.value = null
    summaryLoading.value = true
    try {
      const answer = await useClient().request('replay.events', {
        gameId: id,
        ...(upTo !== undefined ? { to: upTo } : {}),
      })
      if (ticket !== summaryTicket) return
      // Main's history is the whole match (a game reopened midway too); else what was watched here.
      summary.value = answer.ok
        ? summarize(view, answer.value.positions, answer.value.pieces, answer.value.mvps)
        : summarize(
            view,
            watched.filter((s) => upTo === undefined || s.position <= upTo),
            [...watchedPieces.values()],
          )
    } finally {
      if (ticket === summaryTicket) summaryLoading.value = false
    }
  }

  // From now on every change of the game on the table comes through here.
  game.setSink(receive)

  /** The game is over and everything has been watched: the game-over screen may show. */
  const finished = computed<boolean>(() => !busy.value && game.view?.decision.side === null)

  // The final whistle: read the whole match once for the game-over screen.
  watch(finished, (over) => {
    if (over && game.gameId) void loadSummary()
  })

  return {
    busy,
    skipping,
    pending,
    caption,
    actor,
    moment,
    summary,
    summaryLoading,
    finished,
    receive,
    skip,
    dismiss,
    holdMoment,
    reset,
    onShown,
    loadSummary,
  }
})
