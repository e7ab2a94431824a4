// The game on the table: rosters to choose from, the hosted game's id and its latest view (kept current by
// state.changed events from main).
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { GameView, RulesetId } from '@shared/engine/api'
import type { RosterSummary } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'

export const useGameStore = defineStore('game', () => {
  const rosters = shallowRef<RosterSummary[]>([])
  const gameId = ref<string | null>(null)
  const view = shallowRef<GameView | null>(null)
  const starting = ref(false)
  const error = ref<string | null>(null)
  let unsubscribe: (() => void) | null = null

  /** Follows main's state.changed events for the current game; idempotent. */
  function listen(): void {
    if (unsubscribe) return
    unsubscribe = useClient().on('state.changed', (payload) => {
      if (payload.gameId === gameId.value) view.value = payload.view
    })
  }

  async function loadRosters(ruleset: RulesetId = 'classic'): Promise<void> {
    const result = await useClient().request('rosters.list', { ruleset })
    if (result.ok) rosters.value = result.value
    else error.value = `${result.code}: ${result.message}`
  }

  async function newGame(home: string, away: string, ruleset: RulesetId = 'classic'): Promise<boolean> {
    listen()
    starting.value = true
    error.value = null
    try {
      const result = await useClient().request('game.new', {
        ruleset,
        home: { rosterId: home },
        away: { rosterId: away },
      })
      if (!result.ok) {
        error.value = `${result.code}: ${result.message}`
        return false
      }
      gameId.value = result.value.gameId
      view.value = result.value.view
      return true
    } finally {
      starting.value = false
    }
  }

  function stop(): void {
    unsubscribe?.()
    unsubscribe = null
  }

  return { rosters, gameId, view, starting, error, listen, loadRosters, newGame, stop }
})
