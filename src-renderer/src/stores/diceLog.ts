// The dice log of the game on the table: every roll the engine reported, in order, with the team turn it happened
// in, and after each team turn a line that sums it up (components/panels/turnSummary.ts). Fed by the playback
// (stores/playback.ts) as it shows each of main's changes, so a roll appears when its dice land on the table, not
// before. Undo drops the rolls (and turn lines) of the undone actions. A reopened game is filled from its history
// with one replay.events request (main folds the log once and answers each action's events with the turn it
// started in); its turn lines start with the next complete turn.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { EngineEvent, GameView } from '@shared/engine/api'
import { useClient } from '../ipc/clientHolder'
import {
  applyFilter,
  NO_FILTER,
  purposesOf,
  rollsAt,
  rollsOf,
  type DiceLogEntry,
  type DiceLogFilter,
} from '../components/panels/diceLogEntries'
import { TurnFollower, type TurnNote } from '../components/panels/turnSummary'
import { usePlaybackStore } from './playback'

export interface StateChange {
  readonly gameId: string
  readonly view: GameView
  readonly events: readonly EngineEvent[]
  readonly history?: { readonly cursor: number }
}

/** Past this many actions a reopened game's log is read from its last actions only (keeps the answer small). */
export const HISTORY_LIMIT = 3000

export const useDiceLogStore = defineStore('diceLog', () => {
  const gameId = ref<string | null>(null)
  const entries = shallowRef<DiceLogEntry[]>([])
  const filter = ref<DiceLogFilter>(NO_FILTER)
  const loading = ref(false)
  const historyFailed = ref(false)
  /** One line per finished team turn, placed after the rolls logged before it. */
  const notes = shallowRef<TurnNote[]>([])
  let lastView: GameView | null = null
  let lastCursor: number | null = null
  let unsubscribe: (() => void) | null = null
  let loadToken = 0
  /** Tallies each team turn; a turn followed whole gets its line when it ends. */
  const turns = new TurnFollower((tally) => {
    notes.value = [...notes.value, { after: entries.value.length, position: lastCursor, tally }]
  })

  const shown = computed(() => applyFilter(entries.value, filter.value))
  const purposes = computed(() => purposesOf(entries.value))
  /** The turn lines the filters let through: a team filter keeps its own, a roll filter none. */
  const shownNotes = computed(() =>
    filter.value.purpose !== 'all' || filter.value.failuresOnly
      ? []
      : notes.value.filter((n) => filter.value.side === 'all' || n.tally.at.side === filter.value.side),
  )

  /** Starts a log for a game (empty); a different game than before clears the log. */
  function reset(id: string | null, view: GameView | null = null): void {
    loadToken++
    gameId.value = id
    entries.value = []
    notes.value = []
    turns.reset()
    lastView = view
    lastCursor = null
    loading.value = false
    historyFailed.value = false
  }

  /** One change of the game: its events' rolls join the log; an undo (no events, lower cursor) drops rolls. */
  function record(change: StateChange): void {
    if (change.gameId !== gameId.value) return
    const cursor = change.history?.cursor ?? null
    // A redo of several actions (or a burst of the AI's, shown at once) brings their events in one batch: log them
    // now at the last position, then read just those positions back per action (refineGap), so that a later undo
    // drops exactly the undone ones. Never the whole history again: that answer grows with the game.
    if (cursor !== null && lastCursor !== null && cursor - lastCursor > 1 && change.events.length > 0) {
      const from = lastCursor
      lastCursor = cursor
      const next = entries.value.length > 0 ? entries.value[entries.value.length - 1].seq + 1 : 0
      const batch = rollsOf(change.events, lastView, change.view, cursor, next)
      if (batch.length > 0) {
        entries.value = [...entries.value, ...batch]
        void refineGap(change.gameId, change.view.ruleset, from, cursor, batch)
      }
      if (lastView) turns.feed(change.events, lastView, change.view)
      lastView = change.view
      return
    }
    const back = cursor !== null && lastCursor !== null && cursor < lastCursor
    lastCursor = cursor
    let kept = entries.value
    if (cursor !== null) {
      const keepBelow = change.events.length > 0 ? cursor : cursor + 1
      kept = kept.filter((e) => e.position === null || e.position < keepBelow)
      const notesKept = notes.value.filter((n) => n.position === null || n.position < keepBelow)
      if (notesKept.length !== notes.value.length) notes.value = notesKept
    }
    const next = kept.length > 0 ? kept[kept.length - 1].seq + 1 : 0
    const added = rollsOf(change.events, lastView, change.view, cursor, next)
    entries.value = added.length > 0 || kept !== entries.value ? [...kept, ...added] : kept
    // An undo leaves the running turn's tally short of the undone actions: that turn gets no line.
    if (back) turns.reset()
    else if (lastView) turns.feed(change.events, lastView, change.view)
    lastView = change.view
  }

  /** Follows the game on the table as the playback shows it; idempotent. */
  function listen(): void {
    if (unsubscribe) return
    unsubscribe = usePlaybackStore().onShown((change) => record(change))
  }

  function stop(): void {
    unsubscribe?.()
    unsubscribe = null
  }

  /**
   * Fills the log of a game from its history up to `upTo` (default: where the game stands) with one replay.events
   * request. Used when a saved game is reopened or a replay is viewed.
   */
  async function loadHistory(id: string, view: GameView | null = null, upTo?: number): Promise<void> {
    reset(id, view)
    const token = loadToken
    const client = useClient()
    let end = upTo
    if (end === undefined) {
      const history = await client.request('game.history', { gameId: id })
      if (token !== loadToken) return
      if (!history.ok) {
        historyFailed.value = true
        return
      }
      end = history.value.cursor
    }
    if (end <= 0) return
    loading.value = true
    const from = Math.max(0, end - HISTORY_LIMIT)
    const out: DiceLogEntry[] = []
    try {
      const read = await client.request('replay.events', { gameId: id, from, to: end })
      if (token !== loadToken) return
      if (!read.ok) {
        historyFailed.value = true
        return
      }
      const pieces = new Map(
        read.value.pieces.map(({ id, side, number, name, positionId }) => [
          id,
          { side, number, name, positionId },
        ]),
      )
      for (const step of read.value.positions)
        out.push(
          ...rollsAt(step.events, step.before, pieces, step.position, out.length, view?.ruleset ?? null),
        )
      // Rolls that arrived live while reading stay after the ones read from the history.
      const live = entries.value.filter((e) => e.position === null || e.position > end)
      entries.value = [...out, ...live.map((e, i) => ({ ...e, seq: out.length + i }))]
      if (lastCursor === null) lastCursor = end
    } finally {
      if (token === loadToken) loading.value = false
    }
  }

  /**
   * Replaces a batch's rolls (all logged at its last position) with the same rolls read back per action. If the
   * read fails, or an undo or another game came first, the batch stays as it was logged: nothing goes missing.
   */
  async function refineGap(
    id: string,
    ruleset: GameView['ruleset'],
    from: number,
    to: number,
    batch: readonly DiceLogEntry[],
  ): Promise<void> {
    const token = loadToken
    const read = await useClient().request('replay.events', { gameId: id, from, to })
    if (token !== loadToken || !read.ok) return
    const at = entries.value.indexOf(batch[0])
    if (at < 0 || entries.value[at + batch.length - 1] !== batch[batch.length - 1]) return
    const pieces = new Map(
      read.value.pieces.map(({ id, side, number, name, positionId }) => [
        id,
        { side, number, name, positionId },
      ]),
    )
    const exact: DiceLogEntry[] = []
    for (const step of read.value.positions)
      exact.push(...rollsAt(step.events, step.before, pieces, step.position, 0, ruleset))
    const merged = [...entries.value.slice(0, at), ...exact, ...entries.value.slice(at + batch.length)]
    entries.value = merged.map((e, i) => (e.seq === i ? e : { ...e, seq: i }))
    // Turn lines placed after the batch move with the rolls that came before them.
    const shift = exact.length - batch.length
    if (shift !== 0)
      notes.value = notes.value.map((n) =>
        n.after >= at + batch.length ? { ...n, after: n.after + shift } : n,
      )
  }

  function setFilter(next: Partial<DiceLogFilter>): void {
    filter.value = { ...filter.value, ...next }
  }

  return {
    gameId,
    entries,
    notes,
    filter,
    shown,
    shownNotes,
    purposes,
    loading,
    historyFailed,
    reset,
    record,
    listen,
    stop,
    loadHistory,
    setFilter,
  }
})
