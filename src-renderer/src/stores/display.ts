// Display modes and photo mode. Display: "match in progress" (the game being played, here or elsewhere, followed
// live from main's state.changed events, no controls), the attract loop (replays of finished and classic games
// with a cinematic camera and captions, components/display/attractLoop.ts) and kiosk (full screen, no cursor, any
// key or click leaves). Photo: backdrop, depth of field and PNG export over whatever the table shows. While either
// runs the shell hides its other panels (`bare`).
import { defineStore } from 'pinia'
import { computed, nextTick, ref, shallowRef, watch } from 'vue'
import type { EngineEvent, GameView } from '@shared/engine/api'
import { savedGameOpens } from '@shared/ipc'
import { AttractLoop } from '../components/display/attractLoop'
import type { ReelEntry } from '../components/display/attractPlan'
import { type Caption, captionsOf, pickCaption, squareToWorldPoint } from '../components/display/captions'
import { useClient } from '../ipc/clientHolder'
import { CinematicCamera } from '../scene/cinematic/CinematicCamera'
import { activeTable, whenTable } from '../scene/photo/activeTable'
import { type CaptureScale, photoFileName } from '../scene/photo/capturePlan'
import { PHOTO_DEFAULTS, type PhotoOptions } from '../scene/photo/photoOptions'
import { useGameStore } from './game'
import { usePlayStore } from './play'
import { useSettingsStore } from './settings'
import { useTimelineStore } from './timeline'
import { useViewerStore } from './viewer'

export type DisplayMode = 'off' | 'chooser' | 'match' | 'attract'

/** A caption on screen; `id` changes with every new one (the screen restarts its fade). */
export interface ShownCaption extends Caption {
  readonly id: number
}

/** How long a caption stays up. */
export const CAPTION_MS = 6000
/** Milliseconds between two replay steps at speed 1 (after the step's own animation). */
export const ATTRACT_PAUSE_MS = 650
/** Longest wait for the table to finish an animation before the loop moves on anyway. */
const IDLE_CAP_MS = 8000

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Offers a file download (works in Electron's renderer and in a browser alike). */
export function downloadBlob(fileName: string, blob: Blob, doc: Document = document): void {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export const useDisplayStore = defineStore('display', () => {
  const mode = ref<DisplayMode>('off')
  const kiosk = ref(false)
  const caption = shallowRef<ShownCaption | null>(null)
  const entry = shallowRef<{ title: string; index: number; count: number } | null>(null)
  /** Why a display shows nothing ('noMatch', 'empty', 'failed'), for the screen to say. */
  const problem = ref<string | null>(null)
  const photo = shallowRef<PhotoOptions | null>(null)
  const capturing = ref(false)
  const photoError = ref<string | null>(null)
  /** The last photo taken: its file name and size (the screen confirms it; tests read it). */
  const lastPhoto = shallowRef<{ fileName: string; width: number; height: number } | null>(null)

  let loop: AttractLoop | null = null
  let cinematic: CinematicCamera | null = null
  let captionTimer: ReturnType<typeof setTimeout> | null = null
  let captionCount = 0
  let unfollow: (() => void) | null = null
  /** The match display's watch on the table's views (its captions and moments). */
  let unwatchMatch: (() => void) | null = null
  /** The display put a view on the table itself (not a local game): leaving takes it off again. */
  let ownsView = false

  const showing = computed(() => mode.value === 'match' || mode.value === 'attract')
  /** The shell hides its menus and panels: a display or photo mode owns the screen. */
  const bare = computed(() => showing.value || photo.value !== null)
  /** The attract loop wants its animations whatever the settings say (at the chosen speed). */
  const animationOverride = computed(() =>
    mode.value === 'attract' ? { speed: useSettingsStore().speed, skip: false } : null,
  )

  function openChooser(): void {
    if (!showing.value) mode.value = 'chooser'
  }

  function setCaption(next: Caption | null): void {
    if (captionTimer) clearTimeout(captionTimer)
    captionTimer = null
    caption.value = next ? { ...next, id: ++captionCount } : null
    if (next) captionTimer = setTimeout(() => (caption.value = null), CAPTION_MS)
  }

  /** Clears whatever was on the table (a replay, a game) so the display's frames own it. */
  function takeTable(): void {
    useTimelineStore().close()
    usePlayStore().reset()
    const game = useGameStore()
    game.gameId = null
    game.legal = null
    game.reach = null
    game.view = null
    game.events = []
    ownsView = true
  }

  function showView(view: GameView, events: readonly EngineEvent[] = []): void {
    const game = useGameStore()
    game.view = view
    game.events = events
  }

  async function startAttract(withKiosk: boolean): Promise<void> {
    stopShowing()
    kiosk.value = withKiosk
    mode.value = 'attract'
    problem.value = null
    takeTable()
    const camera = new CinematicCamera()
    cinematic = camera
    whenTable('cinematic', (table) => table.setCinematic(camera))
    const settings = useSettingsStore()
    const current = new AttractLoop(
      useClient(),
      {
        show: (frame, animate) => showView(frame.view, animate ? frame.events : []),
        entry: (e: ReelEntry, index, count) => (entry.value = { title: e.title, index, count }),
        caption: (c, view) => {
          setCaption(c)
          if (c.square) cinematic?.moment(squareToWorldPoint(view, c.square))
        },
        idle: async () => {
          await nextTick()
          const table = activeTable()
          if (table) await Promise.race([table.whenIdle(), sleep(IDLE_CAP_MS)])
        },
        pause: () => ATTRACT_PAUSE_MS / Math.max(0.25, settings.speed),
        sleep,
        problem: (code) => (problem.value = code),
      },
      { readOnly: useViewerStore().readOnly },
    )
    loop = current
    await current.run()
  }

  /**
   * The match display's camera and captions: the broadcast camera following the ball (scene/cinematic), and for
   * each new view a caption of its touchdown, goal or injury with the camera dollying there, as in the attract loop.
   */
  function followMatch(): void {
    const camera = new CinematicCamera()
    cinematic = camera
    whenTable('cinematic', (table) => table.setCinematic(camera))
    const game = useGameStore()
    let last = game.view
    unwatchMatch = watch(
      () => game.view,
      (view) => {
        const before = last
        last = view
        if (!view || mode.value !== 'match') return
        const c = pickCaption(captionsOf(game.events, before, view))
        if (!c) return
        setCaption(c)
        if (c.square) cinematic?.moment(squareToWorldPoint(view, c.square))
      },
    )
  }

  /** The game being played: the local one, else the latest unfinished saved game; then whichever main changes. */
  async function startMatch(withKiosk: boolean): Promise<void> {
    stopShowing()
    kiosk.value = withKiosk
    mode.value = 'match'
    problem.value = null
    const game = useGameStore()
    followMatch()
    if (game.gameId) return // a game on this table: the game store already follows it
    takeTable()
    const client = useClient()
    // Once main announces a change of any game, that game is the one being played: it wins over the saved one.
    let announced = false
    unfollow = client.on('state.changed', (payload) => {
      announced = true
      problem.value = null
      showView(payload.view, payload.events ?? [])
    })
    const saves = await client.request('saves.list')
    const latest = saves.ok
      ? saves.value.find((g) => g.status === 'playing' && g.source === null && savedGameOpens(g))
      : undefined
    if (!latest) {
      if (!announced) problem.value = 'noMatch'
      return
    }
    const timeline = await client.request('replay.timeline', { gameId: latest.gameId })
    if (!timeline.ok || announced || mode.value !== 'match') return
    const frame = await client.request('replay.seek', {
      gameId: latest.gameId,
      position: timeline.value.cursor,
    })
    if (frame.ok && !announced && mode.value === 'match') showView(frame.value.view)
  }

  function stopShowing(): void {
    loop?.stop()
    loop = null
    unfollow?.()
    unfollow = null
    unwatchMatch?.()
    unwatchMatch = null
    if (cinematic) whenTable('cinematic', (table) => table.setCinematic(null))
    cinematic = null
    setCaption(null)
    entry.value = null
  }

  /** Leaves any display mode; a table the display filled is cleared (back to the menu). */
  function leave(): void {
    stopShowing()
    mode.value = 'off'
    kiosk.value = false
    problem.value = null
    if (ownsView) {
      const game = useGameStore()
      game.view = null
      game.events = []
      ownsView = false
    }
    if (typeof document !== 'undefined' && document.fullscreenElement)
      void document.exitFullscreen().catch(() => {})
  }

  function startPhoto(): void {
    if (mode.value === 'chooser') mode.value = 'off'
    photoError.value = null
    // A new photo session says nothing of the last one (the Showcase may be on another team by now).
    lastPhoto.value = null
    setPhoto({ ...PHOTO_DEFAULTS })
  }

  function setPhoto(options: PhotoOptions): void {
    photo.value = options
    whenTable('photo', (table) => table.stages.setPhoto(options))
  }

  function leavePhoto(): void {
    photo.value = null
    whenTable('photo', (table) => table.stages.setPhoto(null))
  }

  /**
   * Takes a photo at `scale` × the window and offers it as a PNG download, named after `subject` (the team on the
   * Showcase's turntable) when given; false (with photoError) on failure.
   */
  async function capture(scale: CaptureScale, offer = downloadBlob, subject?: string): Promise<boolean> {
    const table = activeTable()
    if (!table || capturing.value) return false
    capturing.value = true
    photoError.value = null
    try {
      const photo = await table.stages.capture(scale)
      const fileName = photoFileName(new Date(), scale, subject)
      lastPhoto.value = { fileName, width: photo.width, height: photo.height }
      offer(fileName, photo.blob)
      return true
    } catch (error) {
      photoError.value = error instanceof Error ? error.message : String(error)
      return false
    } finally {
      capturing.value = false
    }
  }

  return {
    mode,
    kiosk,
    caption,
    entry,
    problem,
    photo,
    capturing,
    photoError,
    lastPhoto,
    showing,
    bare,
    animationOverride,
    openChooser,
    startAttract,
    startMatch,
    leave,
    startPhoto,
    setPhoto,
    leavePhoto,
    capture,
  }
})
