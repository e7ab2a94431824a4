// The timeline under the table. Live play: the game's markers and position, with undo/redo through the play
// store. A replay: any saved game (or one branch of it) shown frame by frame from main's `replay.*` requests —
// scrub, step by action/activation/turn/half, jump to touchdowns/injuries/turnovers, and play at 0.5×–4× with a
// timer that steps one action at a time. A frame goes to the game store's `view`/`events` exactly as a live change
// does, so the table (and the side panels) draw it the same way; `gameId` stays null so nothing can act on it.
// A jump to a touchdown or goal lands on the scoring step: the position before it, then the step played into the
// moment of the score (components/timeline/scoreMoment.ts), not the kick-off the action's own view shows.
import { defineStore } from 'pinia'
import { computed, nextTick, ref, shallowRef } from 'vue'
import type { MarkerKind, ReplayFrame, StepUnit, Timeline } from '@shared/ipc'
import { scoreMoment } from '../components/timeline/scoreMoment'
import { useClient } from '../ipc/clientHolder'
import { useGameStore } from './game'
import { failureText } from '../i18n/failureText'

export type TimelineMode = 'off' | 'live' | 'replay'

export const PLAY_SPEEDS: readonly number[] = [0.5, 1, 2, 4]
/** Time between two actions when playing at 1×. */
export const STEP_MS = 900
/** The markers a jump lands on as the scoring step (its moment), not as the view after it. */
const SCORES: readonly MarkerKind[] = ['touchdown', 'goal']

export const useTimelineStore = defineStore('timeline', () => {
  const mode = ref<TimelineMode>('off')
  const gameId = ref<string | null>(null)
  const branchId = ref<number | null>(null)
  const title = ref('')
  const timeline = shallowRef<Timeline | null>(null)
  const position = ref(0)
  const playing = ref(false)
  const speed = ref(1)
  const error = ref<string | null>(null)
  let timer: ReturnType<typeof setTimeout> | null = null
  /** Drops answers to requests overtaken by a newer one (fast scrubbing). */
  let ticket = 0

  const length = computed(() => timeline.value?.length ?? 0)
  const atStart = computed(() => position.value <= 0)
  const atEnd = computed(() => position.value >= length.value)

  async function loadTimeline(id: string, branch: number | null): Promise<boolean> {
    const answer = await useClient().request('replay.timeline', {
      gameId: id,
      ...(branch !== null ? { branchId: branch } : {}),
    })
    if (!answer.ok) {
      error.value = failureText(answer)
      timeline.value = null
      return false
    }
    timeline.value = answer.value
    error.value = null
    return true
  }

  /** Puts a frame on the table; only a single step forward animates (a jump just shows the new state). */
  function show(frame: ReplayFrame, animate: boolean): void {
    const game = useGameStore()
    position.value = frame.position
    game.view = frame.view
    game.events = animate ? frame.events : []
    game.setClock(frame.clock) // the time left stored with the log, standing still
  }

  /** Opens a saved game (or one of its branches) as a replay at `at` (default the start). */
  async function watch(id: string, options: { branchId?: number | null; at?: number; title?: string } = {}) {
    pause()
    const game = useGameStore()
    game.gameId = null // nothing acts on a replay; main's state.changed for other games is ignored
    game.legal = null
    game.reach = null
    mode.value = 'replay'
    timeline.value = null // no markers of the game shown before, while this one's timeline is on its way
    gameId.value = id
    branchId.value = options.branchId ?? null
    title.value = options.title ?? ''
    if (!(await loadTimeline(id, branchId.value))) return false
    return seek(Math.min(options.at ?? 0, length.value))
  }

  /** Follows a live game: its markers and where it stands. */
  async function live(id: string): Promise<void> {
    pause()
    mode.value = 'live'
    gameId.value = id
    branchId.value = null
    title.value = ''
    await refreshLive()
  }

  /** Re-reads a live game's timeline after it changed (an action, undo or redo). */
  async function refreshLive(): Promise<void> {
    if (mode.value !== 'live' || !gameId.value) return
    if (await loadTimeline(gameId.value, null)) position.value = timeline.value?.cursor ?? 0
    else {
      // Without saves (or before the first save) a live game has no timeline: the bar keeps undo/redo only.
      error.value = null
      position.value = useGameStore().history?.cursor ?? 0
    }
  }

  /** Asks main for the frame at `position`; null (with `error`) when refused. */
  async function frameAt(id: string, position: number): Promise<ReplayFrame | null> {
    const answer = await useClient().request('replay.seek', {
      gameId: id,
      position,
      ...(branchId.value !== null ? { branchId: branchId.value } : {}),
    })
    if (answer.ok) return answer.value
    error.value = failureText(answer)
    return null
  }

  async function seek(to: number): Promise<boolean> {
    const id = gameId.value
    if (mode.value !== 'replay' || !id) return false
    const mine = ++ticket
    const target = Math.max(0, Math.min(Math.round(to), length.value))
    const frame = await frameAt(id, target)
    if (mine !== ticket || !frame) return false
    error.value = null
    show(frame, false)
    return true
  }

  /**
   * Shows a scoring frame as its moment: the position before it at once, then the scoring step played into the
   * moment of the score (the scorer in the end zone, the puck in the goal) with the new score, at the frame's
   * position. A frame without a score, or a refused request, shows as it is.
   */
  async function showScore(frame: ReplayFrame, mine: number): Promise<boolean> {
    const id = gameId.value
    if (!id || frame.position <= 0) return (show(frame, false), true)
    const before = await frameAt(id, frame.position - 1)
    if (mine !== ticket) return false
    const moment = before ? scoreMoment(before.view, frame.events, frame.view) : null
    if (!before || !moment) return (show(frame, false), true)
    error.value = null
    show(before, false)
    // The table must see the position before the step, or it would play the step from wherever it stood.
    await nextTick()
    if (mine !== ticket) return false
    show({ ...frame, view: moment.view, events: moment.events }, true)
    return true
  }

  /** A marker on the track: a score lands on its scoring step, anything else on its position. */
  async function seekMarker(position: number, kind: MarkerKind): Promise<boolean> {
    const id = gameId.value
    if (!SCORES.includes(kind)) return seek(position)
    if (mode.value !== 'replay' || !id) return false
    const mine = ++ticket
    const frame = await frameAt(id, Math.max(0, Math.min(Math.round(position), length.value)))
    if (mine !== ticket || !frame) return false
    return showScore(frame, mine)
  }

  /** The next (1) or previous (-1) position of a kind; false when there is none (the frame stays). */
  async function step(unit: StepUnit, direction: 1 | -1): Promise<boolean> {
    const id = gameId.value
    if (mode.value !== 'replay' || !id) return false
    const mine = ++ticket
    const answer = await useClient().request('replay.step', {
      gameId: id,
      from: position.value,
      unit,
      direction,
      ...(branchId.value !== null ? { branchId: branchId.value } : {}),
    })
    if (mine !== ticket) return false
    if (!answer.ok) {
      // Nothing further that way is not a fault: the buttons just do nothing at the ends.
      if (answer.code !== 'replay/out-of-range') error.value = failureText(answer)
      return false
    }
    error.value = null
    if (SCORES.includes(unit as MarkerKind)) return showScore(answer.value, mine)
    show(answer.value, unit === 'action' && direction === 1)
    return true
  }

  const jump = (kind: MarkerKind, direction: 1 | -1): Promise<boolean> => step(kind, direction)

  function schedule(): void {
    timer = setTimeout(() => void tick(), STEP_MS / speed.value)
  }

  async function tick(): Promise<void> {
    timer = null
    if (!playing.value) return
    if (atEnd.value || !(await step('action', 1))) {
      playing.value = false
      return
    }
    if (playing.value && atEnd.value) playing.value = false
    else if (playing.value) schedule()
  }

  /** Plays the replay one action per tick (0.5×–4×); from the end it starts again at the beginning. */
  async function play(): Promise<void> {
    if (mode.value !== 'replay' || playing.value) return
    if (atEnd.value) await seek(0)
    playing.value = true
    schedule()
  }

  function pause(): void {
    playing.value = false
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function toggle(): void {
    if (playing.value) pause()
    else void play()
  }

  function setSpeed(value: number): void {
    if (!PLAY_SPEEDS.includes(value)) return
    speed.value = value
    if (playing.value && timer !== null) {
      clearTimeout(timer)
      schedule()
    }
  }

  /** Shows a branch (null = the main line) from where it left the main line. */
  async function selectBranch(branch: number | null): Promise<boolean> {
    const id = gameId.value
    if (!id) return false
    const fork = timeline.value?.branches.find((b) => b.branchId === branch)?.forkPosition ?? 0
    return watch(id, { branchId: branch, at: fork, title: title.value })
  }

  /** Leaves the timeline; a replay's frame leaves the table. */
  function close(): void {
    pause()
    if (mode.value === 'replay') {
      const game = useGameStore()
      game.view = null
      game.events = []
      game.setClock(null)
    }
    mode.value = 'off'
    gameId.value = null
    branchId.value = null
    timeline.value = null
    position.value = 0
    error.value = null
  }

  return {
    mode,
    gameId,
    branchId,
    title,
    timeline,
    position,
    playing,
    speed,
    error,
    length,
    atStart,
    atEnd,
    watch,
    live,
    refreshLive,
    seek,
    seekMarker,
    step,
    jump,
    play,
    pause,
    toggle,
    setSpeed,
    selectBranch,
    close,
  }
})
