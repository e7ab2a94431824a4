// The drill being played: the list of drills, the started drill (its steps and piece names), the current step
// and whether it succeeded or failed. The drill's game is an ordinary hosted game: this store hands it to the
// game store (so the normal play screen plays it) and checks the current step's goal after every change. Main
// ends the game with the drill (the same judge, @shared/drills/progress); leaving a drill unloads its game, here
// and in main, and the menu shows again.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { GameView, RulesetId } from '@shared/engine/api'
import type { DrillSummary, StartedDrill } from '@shared/ipc'
import { drillArea, progress, stepMarks, type DrillStatus } from '../components/drills/flow'
import { useClient } from '../ipc/clientHolder'
import { useGameStore } from './game'
import { usePlayStore } from './play'
import { failureText } from '../i18n/failureText'

export const useDrillStore = defineStore('drill', () => {
  const game = useGameStore()
  const list = shallowRef<DrillSummary[]>([])
  const active = shallowRef<StartedDrill | null>(null)
  const start = shallowRef<GameView | null>(null)
  const step = ref(0)
  const status = ref<DrillStatus>('running')
  const starting = ref(false)
  const error = ref<string | null>(null)
  /**
   * The table as it was when the drill ended (a touchdown's held frame: the scorer in the end zone), kept while
   * the card shows the verdict — not the position the rules moved on to (a Classic touchdown sends everybody to
   * the reserves for the next drive's setup, which a drill never plays).
   */
  const endView = shallowRef<GameView | null>(null)

  const current = computed(() => active.value?.drill.steps[step.value])
  const marks = computed(() =>
    active.value && status.value === 'running'
      ? stepMarks(current.value, active.value.pieces, game.view)
      : [],
  )
  /** The squares the camera keeps in frame while the drill runs: its steps' squares and its pieces at the start. */
  const area = computed(() =>
    active.value ? drillArea(active.value.drill.steps, active.value.pieces, start.value) : null,
  )
  /** The next drill of the same game, if any (offered after a success). */
  const next = computed(() => {
    const d = active.value?.drill
    if (!d) return null
    const same = list.value.filter((x) => x.ruleset === d.ruleset).sort((a, b) => a.order - b.order)
    return same.find((x) => x.order > d.order) ?? null
  })

  async function load(ruleset?: RulesetId): Promise<void> {
    error.value = null
    const result = await useClient().request('drills.list', ruleset ? { ruleset } : {})
    if (result.ok) list.value = result.value
    else error.value = failureText(result)
  }

  /** Starts a drill: main hosts its position; the game store takes the game over. */
  async function begin(id: string): Promise<boolean> {
    starting.value = true
    error.value = null
    try {
      const result = await useClient().request('drills.start', { id })
      if (!result.ok) {
        error.value = failureText(result)
        return false
      }
      const started = result.value
      const previous = active.value?.gameId ?? null
      usePlayStore().reset()
      game.listen()
      active.value = started
      start.value = started.view
      endView.value = null
      step.value = 0
      status.value = 'running'
      game.gameId = started.gameId
      game.view = started.view
      game.events = []
      game.controllers = started.controllers
      // Try again and Next drill leave the drill before: its game is unloaded in main.
      if (previous !== null && previous !== started.gameId) void leaveInMain(previous)
      await game.refresh()
      return true
    } finally {
      starting.value = false
    }
  }

  /** "Try again": the same drill from its position, with fresh dice. */
  function restart(): Promise<boolean> {
    return active.value ? begin(active.value.drill.id) : Promise.resolve(false)
  }

  /** Main forgets a drill's game (never saved); a failure leaves it to main's own limit on hosted games. */
  async function leaveInMain(gameId: string): Promise<void> {
    await useClient().request('drills.leave', { gameId })
  }

  /**
   * Leaves the drill: its game comes off the table (the main menu shows again) and main unloads it. Without a
   * drill running nothing happens.
   */
  function quit(): void {
    const drill = active.value
    active.value = null
    start.value = null
    endView.value = null
    if (!drill) return
    if (game.gameId === drill.gameId) {
      usePlayStore().reset()
      game.unload()
    }
    void leaveInMain(drill.gameId)
  }

  /** Judges a new view of the drill's game (after an action, an undo or a redo). */
  function check(view: GameView | null): void {
    const drill = active.value
    if (!drill || !view || !start.value || game.gameId !== drill.gameId) return
    if (status.value === 'success') return
    const next = progress(drill.drill.steps, step.value, view, { ids: drill.pieces, start: start.value })
    step.value = next.step
    status.value = next.status
    // Main ended the game with the drill; the play screen then offers nothing more, the table keeps this view.
    if (next.status !== 'running') {
      game.endedId = drill.gameId
      endView.value = view
    }
  }

  watch(() => game.view, check)

  return {
    list,
    active,
    step,
    status,
    starting,
    error,
    current,
    endView,
    marks,
    area,
    next,
    load,
    begin,
    restart,
    quit,
    check,
  }
})
