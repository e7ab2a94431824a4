// The win-chance line under the timeline (issue 20 point 6): off until the coach turns it on in the timeline bar;
// then it asks main for the timeline's game (`analysis.winChance`: the points cached with the save at once) and
// adds each point main announces as it is computed (`analysis.point`). A live game asks again when a team turn
// starts, so the line follows the game. Main does the work in the background; nothing here waits on it.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { WinChancePoint } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'
import { useTimelineStore } from './timeline'
import { failureText } from '../i18n/failureText'

export const useWinChanceStore = defineStore('winChance', () => {
  const on = ref(false)
  const gameId = ref<string | null>(null)
  const branchId = ref<number | null>(null)
  const positions = shallowRef<readonly number[]>([])
  const points = shallowRef<readonly WinChancePoint[]>([])
  const done = ref(false)
  const error = ref<string | null>(null)
  let off: (() => void) | null = null
  let ticket = 0

  const total = computed(() => positions.value.length)
  const computed_ = computed(() => points.value.length)

  function add(point: WinChancePoint): void {
    const rest = points.value.filter((p) => p.position !== point.position)
    points.value = [...rest, point].sort((a, b) => a.position - b.position)
  }

  function listen(): void {
    if (off) return
    off = useClient().on('analysis.point', (payload) => {
      if (payload.gameId !== gameId.value || payload.branchId !== branchId.value) return
      if (!positions.value.includes(payload.point.position)) return
      add(payload.point)
      done.value = payload.done
    })
  }

  /** Asks main for the timeline's line (what is known now; the rest comes as events). */
  async function load(): Promise<void> {
    const timeline = useTimelineStore()
    const id = timeline.gameId
    if (!on.value || !id) return
    listen()
    const mine = ++ticket
    const branch = timeline.branchId
    const answer = await useClient().request('analysis.winChance', {
      gameId: id,
      ...(branch !== null ? { branchId: branch } : {}),
    })
    if (mine !== ticket) return
    if (!answer.ok) {
      error.value = failureText(answer)
      return
    }
    error.value = null
    const sameLine = gameId.value === id && branchId.value === branch
    gameId.value = id
    branchId.value = branch
    positions.value = answer.value.positions
    // Points announced while the answer travelled are kept (same line, still a position of it).
    const kept = sameLine ? points.value.filter((p) => answer.value.positions.includes(p.position)) : []
    points.value = []
    for (const p of [...kept, ...answer.value.points]) add(p)
    done.value = answer.value.done || points.value.length >= positions.value.length
  }

  function toggle(): void {
    on.value = !on.value
    if (on.value) void load()
  }

  function reset(): void {
    ticket++
    gameId.value = null
    branchId.value = null
    positions.value = []
    points.value = []
    done.value = false
    error.value = null
  }

  // Another game, branch, or a new team turn of a live game: ask again.
  const timeline = useTimelineStore()
  watch(
    () => [timeline.gameId, timeline.branchId, timeline.timeline?.turns.length ?? 0, timeline.mode] as const,
    ([id, branch], before) => {
      if (!before || id !== before[0] || branch !== before[1]) reset()
      if (on.value && timeline.mode !== 'off') void load()
    },
  )

  return {
    on,
    gameId,
    branchId,
    positions,
    points,
    done,
    error,
    total,
    computed: computed_,
    toggle,
    load,
    reset,
  }
})
