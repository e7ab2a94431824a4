// "What would Hard do here?" (issue 20 point 6): with the Hint setting on, the Hint button (or I) asks main for the
// Hard level's choice in the coach's own decision (`ai.hint`: computed in the AI's worker, never played). The hint
// belongs to the legal actions it was asked for: the next action, an undo or any other change of the game takes it
// away. The board marks it through the table's marks (the acting player, his target, the square), never a mesh.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Action } from '@shared/engine/api'
import type { AiHint } from '@shared/ipc'
import { failureText } from '../i18n/failureText'
import { useClient } from '../ipc/clientHolder'
import { actionLabel, type Label } from '../play/labels'
import type { SquareMark } from '../scene/overlay'
import { useGameStore } from './game'
import { usePlayStore } from './play'
import { useSettingsStore } from './settings'

export interface HintShown {
  readonly hint: AiHint
  /** The acting player's name ("#7 Blitzer"), when the hint is one player's. */
  readonly actor: string | null
  /** What he does, as the play screen labels that action. */
  readonly label: Label
  readonly marks: readonly SquareMark[]
}

export const useHintStore = defineStore('hint', () => {
  const game = useGameStore()
  const settings = useSettingsStore()
  const hint = shallowRef<AiHint | null>(null)
  /** The legal actions the hint was asked for (the identity of game.legal): another set makes it stale. */
  const forLegal = shallowRef<object | null>(null)
  const asking = ref(false)
  const error = ref<string | null>(null)

  /** The button is offered: the setting is on and the coach at this table has a decision in a game that goes on. */
  const available = computed(() => {
    if (!settings.hint || !game.gameId || !game.canAct || game.over || game.ended) return false
    const phase = usePlayStore().model.phase
    return phase !== 'none' && phase !== 'over' && phase !== 'waiting'
  })

  /** The hint for the decision on the table, or null (none asked, or the game moved on since). */
  const shown = computed<HintShown | null>(() => {
    const h = hint.value
    const view = game.view
    if (!h || !view || forLegal.value !== game.legal || game.legal === null) return null
    const pieces = new Map(view.pieces.map((p) => [p.id, p]))
    const name = (id: number): string => {
      const p = pieces.get(id)
      return p ? `#${p.number} ${p.name}`.trim() : `#${id}`
    }
    const action: Action = h.action
    const actorId = typeof action.player === 'number' ? action.player : game.legal.decision.player
    const actor = actorId === undefined ? null : pieces.get(actorId)
    const marks: SquareMark[] = []
    if (actor && actor.x !== null && actor.y !== null)
      marks.push({ x: actor.x, y: actor.y, tone: 'selected' })
    const target = typeof action.target === 'number' ? pieces.get(action.target) : undefined
    if (target && target.x !== null && target.y !== null)
      marks.push({ x: target.x, y: target.y, tone: 'target' })
    if (typeof action.x === 'number' && typeof action.y === 'number')
      marks.push({ x: action.x, y: action.y, tone: 'path' })
    return {
      hint: h,
      actor: actor ? name(actor.id) : null,
      label: actionLabel(action, name, game.legal.decision.kind),
      marks,
    }
  })

  const marks = computed<readonly SquareMark[]>(() => shown.value?.marks ?? [])

  /** Asks main for Hard's choice; false when not offered, refused, or the game moved on meanwhile. */
  async function ask(): Promise<boolean> {
    const id = game.gameId
    const legal = game.legal
    if (!available.value || !id || !legal || asking.value) return false
    asking.value = true
    error.value = null
    try {
      const answer = await useClient().request('ai.hint', { gameId: id })
      if (game.gameId !== id || game.legal !== legal) return false
      if (!answer.ok) {
        error.value = failureText(answer)
        return false
      }
      hint.value = answer.value
      forLegal.value = legal
      return true
    } finally {
      asking.value = false
    }
  }

  function clear(): void {
    hint.value = null
    forLegal.value = null
    error.value = null
  }

  return { hint, asking, error, available, shown, marks, ask, clear }
})
