// The saved games and the shipped classics: the Load list and its actions (rename, tag, delete after the coach
// confirmed, duplicate, open live, watch as a replay), Continue, replay files out (a `.pitchside.json` download)
// and in (main checks the whole file; its refusal is kept to show), and the Classic games library.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { ClassicGameInfo, OpenedGame, SavedGameSummary } from '@shared/ipc'
import { useClient } from '../ipc/clientHolder'
import { useGameStore } from './game'
import { usePlayStore } from './play'
import { useTimelineStore } from './timeline'
import { failureText } from '../i18n/failureText'

/** The screen's tabs: every saved game, or finished/imported ones with the import and the classics. */
export type SavesTab = 'load' | 'replays'

/** A finished download: what was offered to the browser (kept for tests and the status line). */
export interface ReplayFile {
  readonly fileName: string
  readonly text: string
}

/** Offers text as a file download (works in Electron's renderer and the web host alike). */
export function downloadText(fileName: string, text: string, doc: Document = document): void {
  const blob = new Blob([text], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export const useSavesStore = defineStore('saves', () => {
  const games = shallowRef<SavedGameSummary[]>([])
  const classics = shallowRef<ClassicGameInfo[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)
  /** Main's refusal of the last imported file ('replay/tampered: …'), shown until the next import. */
  const importError = ref<string | null>(null)
  /** Set when Continue found no unfinished game. */
  const nothingToContinue = ref(false)

  async function load(): Promise<void> {
    loading.value = true
    try {
      const answer = await useClient().request('saves.list')
      if (answer.ok) {
        games.value = answer.value
        error.value = null
      } else error.value = failureText(answer)
    } finally {
      loading.value = false
    }
  }

  async function loadClassics(): Promise<void> {
    const answer = await useClient().request('classics.list')
    if (answer.ok) classics.value = answer.value
    else error.value = failureText(answer)
  }

  /** Replaces one row with main's new summary (rename, tag) or adds it (duplicate, import, classic). */
  function put(summary: SavedGameSummary): void {
    const at = games.value.findIndex((g) => g.gameId === summary.gameId)
    games.value = at >= 0 ? games.value.map((g, i) => (i === at ? summary : g)) : [summary, ...games.value]
  }

  /** Puts an opened game on the table for live play, as a new game would be. */
  async function adopt(opened: OpenedGame): Promise<void> {
    const game = useGameStore()
    const timeline = useTimelineStore()
    timeline.close()
    usePlayStore().reset()
    game.listen()
    game.gameId = opened.gameId
    game.view = opened.view
    game.events = []
    game.history = opened.history
    game.controllers = opened.controllers
    game.aiThinking = null
    await game.refresh()
    await timeline.live(opened.gameId)
  }

  /** Continue: the last unfinished game; false (and `nothingToContinue`) when there is none. */
  async function continueLast(): Promise<boolean> {
    const answer = await useClient().request('saves.continue')
    if (!answer.ok) {
      error.value = failureText(answer)
      return false
    }
    nothingToContinue.value = answer.value.game === null
    if (!answer.value.game) return false
    await adopt(answer.value.game)
    return true
  }

  async function open(gameId: string): Promise<boolean> {
    const answer = await useClient().request('game.open', { gameId })
    if (!answer.ok) {
      error.value = failureText(answer)
      return false
    }
    error.value = null
    await adopt(answer.value)
    return true
  }

  /** Shows a saved game as a replay from its start. */
  async function watch(gameId: string): Promise<boolean> {
    const summary = games.value.find((g) => g.gameId === gameId)
    return useTimelineStore().watch(gameId, { title: summary?.title ?? '' })
  }

  async function rename(gameId: string, title: string): Promise<boolean> {
    const answer = await useClient().request('saves.rename', { gameId, title })
    if (!answer.ok) error.value = failureText(answer)
    else put(answer.value)
    return answer.ok
  }

  async function tag(gameId: string, tags: readonly string[]): Promise<boolean> {
    const answer = await useClient().request('saves.tag', { gameId, tags: [...tags] })
    if (!answer.ok) error.value = failureText(answer)
    else put(answer.value)
    return answer.ok
  }

  /** Deletes for good. The screen asks the coach first; only a confirmed delete reaches here. */
  async function remove(gameId: string): Promise<boolean> {
    const answer = await useClient().request('saves.delete', { gameId, confirm: true })
    if (!answer.ok) {
      error.value = failureText(answer)
      return false
    }
    games.value = games.value.filter((g) => g.gameId !== gameId)
    return true
  }

  async function duplicate(gameId: string): Promise<boolean> {
    const answer = await useClient().request('saves.duplicate', { gameId })
    if (!answer.ok) error.value = failureText(answer)
    else put(answer.value)
    return answer.ok
  }

  /** Downloads a game's replay file; answers what was offered, or null (with `error`) when main refused. */
  async function exportReplay(gameId: string, offer = downloadText): Promise<ReplayFile | null> {
    const answer = await useClient().request('replay.export', { gameId })
    if (!answer.ok) {
      error.value = failureText(answer)
      return null
    }
    offer(answer.value.fileName, answer.value.text)
    return answer.value
  }

  /** Imports a replay file's text; main's refusal (with its reason) lands in `importError`. */
  async function importReplay(text: string): Promise<SavedGameSummary | null> {
    importError.value = null
    const answer = await useClient().request('replay.import', { text })
    if (!answer.ok) {
      importError.value = failureText(answer)
      return null
    }
    put(answer.value)
    return answer.value
  }

  /** Opens a shipped classic game as a replay at once (main saves it in the Load list the first time). */
  async function openClassic(id: string): Promise<boolean> {
    const answer = await useClient().request('classics.open', { id })
    if (!answer.ok) {
      error.value = failureText(answer)
      return false
    }
    put(answer.value)
    const title = classics.value.find((c) => c.id === id)?.title ?? answer.value.title
    return useTimelineStore().watch(answer.value.gameId, { title })
  }

  return {
    games,
    classics,
    loading,
    error,
    importError,
    nothingToContinue,
    load,
    loadClassics,
    continueLast,
    open,
    watch,
    rename,
    tag,
    remove,
    duplicate,
    exportReplay,
    importReplay,
    openClassic,
  }
})
