// The play screen's own state (what the coach picked, the keyboard cursor, the overlay toggles) and what his
// clicks, drops and key presses mean, read through the pure view-model (play/viewModel.ts). While the playback
// still shows changes (stores/playback.ts) nothing is offered: the view on the table is not yet the one main's
// legal actions belong to; the acting player of the change shown wears the ring, and Space skips to the end.
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Action } from '@shared/engine/api'
import { messages } from '../i18n'
import { isModeAction, type CarrierMode } from '../play/carrier'
import { carrierKeyItem } from '../play/carrierKeys'
import { sameAction } from '../play/classify'
import { commandOf, matchesDeclare, type Command, type KeyLike } from '../play/keymap'
import { placeAction, setupDropAction, setupKeyItems } from '../play/setupModel'
import { buildPlayModel, EMPTY_MODEL, type MenuItem, type PlayModel } from '../play/viewModel'
import { ENGLISH_AIM_TAGS, type AimTags } from '../play/aimMarks'
import { useGameStore } from './game'
import { useHintStore } from './hint'
import { usePlaybackStore } from './playback'
import { useSettingsStore } from './settings'

export type CameraMode = 'default' | 'pitch' | 'top' | 'follow-ball'
/** C cycles these (top-down second: one press shows every square plainly); V toggles the whole pitch. */
const CAMERAS: readonly CameraMode[] = ['default', 'top', 'pitch', 'follow-ball']

export interface Square {
  readonly x: number
  readonly y: number
}

export interface PickEvent {
  readonly square: Square | null
  readonly pieceId: number | null
  /** A click on a figure: the board's square the pointer was over behind him (scene/picking.ts), if another. */
  readonly behind?: Square
  readonly button?: 'left' | 'right'
}

export const usePlayStore = defineStore('play', () => {
  const game = useGameStore()
  const playback = usePlaybackStore()
  const selected = ref<number | null>(null)
  const hover = shallowRef<Square | null>(null)
  /** The item whose button the mouse or the focus is on: its push square is lit (play/choices.ts). */
  const lit = ref<string | null>(null)
  /** The piece being dragged onto the board (setup), or null: the read-out names him (play/hoverLabel.ts). */
  const dragging = ref<number | null>(null)
  /** The keyboard's square on the table (arrows move it, Enter plays what is there). */
  const cursor = shallowRef<Square | null>(null)
  const zones = ref(false)
  const camera = ref<CameraMode>('default')
  /** Counts Home presses: the table puts the camera back on the play at each (the mode may not change). */
  const cameraResets = ref(0)
  const helpOpen = ref(false)
  /** Several actions on one square or piece: the small menu to choose among them. */
  const popup = shallowRef<readonly MenuItem[] | null>(null)
  /**
   * Cross Check: the carrier's mode (play/carrier.ts), for the legal actions it was chosen among only: any change
   * of the game (his action, an undo, the other coach's) brings back his move range.
   */
  const carrierAt = shallowRef<{ readonly mode: CarrierMode; readonly at: object | null } | null>(null)
  const settings = useSettingsStore()
  /** The compass points' names for the table's marks (the view-model is pure: no vue-i18n there). */
  const compassNames = computed(
    () => (messages[settings.locale]?.carrier as { point?: Record<string, string> } | undefined)?.point,
  )
  const carrierMode = computed<CarrierMode>(() =>
    carrierAt.value && carrierAt.value.at === game.legal ? carrierAt.value.mode : 'move',
  )
  /** The table's short tags for pass bands and threats, in the chosen language (set by PlayLayer, issue 19). */
  const aimTags = shallowRef<AimTags>(ENGLISH_AIM_TAGS)

  /** Undo and redo while the game runs and nothing waits to be watched; never after the final whistle. */
  const canUndo = computed(() => !!game.history?.canUndo && !game.over && !playback.busy)
  const canRedo = computed(() => !!game.history?.canRedo && !game.over && !playback.busy)

  const model = computed<PlayModel>(() => {
    const view = game.view
    const legal = game.legal
    if (!view || !legal) return EMPTY_MODEL
    if (playback.busy || playback.skipping) {
      // Watching: the shown view's decision is named, nothing is offered (not even the game's end, until seen).
      const waiting = buildPlayModel({
        view,
        decision: view.decision,
        actions: [],
        chances: [],
        canAct: false,
        zones: zones.value,
      })
      // The AI's acting player wears the ring; during the coach's own changes his pick keeps it.
      return { ...waiting, phase: 'waiting', selected: playback.actor ?? selected.value }
    }
    // A drill that ended (its goal met, or failed): its card speaks; the board offers nothing, not even a game over.
    if (game.ended) return EMPTY_MODEL
    return buildPlayModel({
      view,
      decision: legal.decision,
      actions: legal.actions,
      chances: legal.chances,
      reach: game.reach,
      selected: selected.value,
      hover: cursor.value ?? hover.value,
      info: legal.info,
      lit: lit.value,
      canAct: game.canAct && !game.busy && !game.stale,
      zones: zones.value,
      events: game.events,
      carrierMode: carrierMode.value,
      compassNames: compassNames.value,
      ...(legal.aims ? { aims: legal.aims, aimTags: aimTags.value } : {}),
    })
  })

  async function play(item: MenuItem | Action): Promise<boolean> {
    popup.value = null
    const action =
      'action' in item && typeof item.action === 'object' ? (item as MenuItem).action : (item as Action)
    if (isModeAction(action)) return setCarrierMode(action.mode)
    return game.act(action)
  }

  function offer(items: readonly MenuItem[]): Promise<boolean> | boolean {
    if (items.length === 1) return play(items[0])
    if (items.length > 1) popup.value = items
    return items.length > 0
  }

  function pieceAt(square: Square): number | null {
    const p = game.view?.pieces.find((q) => q.x === square.x && q.y === square.y)
    return p ? p.id : null
  }

  /** A click (or Enter on the cursor) at a square and/or a piece. */
  async function pick(event: PickEvent): Promise<boolean> {
    const m = model.value
    if (event.button === 'right') return back()
    if (m.phase === 'none' || m.phase === 'over' || m.phase === 'waiting') return false
    const piece = event.pieceId ?? (event.square ? pieceAt(event.square) : null)
    const target = piece === null ? undefined : m.targets.find((t) => t.piece === piece)
    if (target) return offer(target.items)
    if (piece !== null && m.selectable.includes(piece) && piece !== m.selected) {
      selected.value = piece
      popup.value = null
      return true
    }
    const square = landing(event)
    if (!square) return false
    if (m.phase === 'setup') return placeAt(square)
    return goTo(square)
  }

  /**
   * The square a click means once the piece under it means nothing (he is no target, nobody to pick). From a low
   * camera a figure stands over the squares behind him: a click on him then goes to the marked square behind him,
   * where there is one (a goalie stepping along the boards, a move past a team-mate).
   */
  function landing(event: PickEvent): Square | null {
    const marked = (q: Square | null | undefined): boolean =>
      !!q && model.value.squares.some((s) => s.x === q.x && s.y === q.y)
    if (event.behind && !marked(event.square) && marked(event.behind)) return event.behind
    return event.square
  }

  /** The square the pointer stands for (the hover read-out and path preview): the one a click there would play. */
  function meant(event: PickEvent): Square | null {
    const m = model.value
    const piece = event.pieceId
    const own = piece !== null && m.selectable.includes(piece) && piece !== m.selected
    if (piece !== null && (own || m.targets.some((t) => t.piece === piece))) return event.square
    return landing(event)
  }

  async function goTo(square: Square): Promise<boolean> {
    const m = model.value
    const intent = m.squares.find((s) => s.x === square.x && s.y === square.y)
    if (intent?.path) return (await game.walk(intent.path)) > 0
    if (intent) return offer(intent.items)
    // Cross Check: a click on the goal mouth while the carrier's move range shows puts up the shots (a second
    // click there shoots): the goal is where a coach looks for the shot.
    const shot = (a: Action): boolean => a.type === 'shoot' && a.x === square.x && a.y === square.y
    if (m.carrierMode === 'move' && game.legal?.actions.some(shot)) return setCarrierMode('shoot')
    // A mover picked in his team turn: declare the move, then walk there if the square is in reach.
    if (m.moveStart) {
      if (!(await play(m.moveStart))) return false
      const after = model.value.squares.find((s) => s.x === square.x && s.y === square.y)
      if (after?.path) await game.walk(after.path)
      else if (after?.items.length === 1) await play(after.items[0])
      return true
    }
    return false
  }

  /**
   * Setup: a click on a square places the picked player, else the next one waiting, when the square is
   * highlighted for him; a picked player clicked elsewhere asks the engine anyway (its refusal says why). After a
   * placing the pick is let go, so the next click places the next player.
   */
  async function placeAt(square: Square): Promise<boolean> {
    const m = model.value
    const intent = m.squares.find((s) => s.x === square.x && s.y === square.y)
    if (!intent && m.selected === null) return false
    const ok = await (intent ? offer(intent.items) : play(placeAction(m.selected!, square.x, square.y)))
    if (ok) selected.value = null
    return ok
  }

  /** A piece (from the table or a chip of the setup panel) dropped onto a square (setup). */
  async function drop(pieceId: number, square: Square): Promise<boolean> {
    const m = model.value
    const action = m.setup
      ? setupDropAction(m.setup, pieceId, square.x, square.y, game.view?.crosscheck?.lineUpSquare)
      : placeAction(pieceId, square.x, square.y)
    if (!action) return false
    const ok = await play(action)
    if (ok) selected.value = null
    return ok
  }

  /** Cross Check: the carrier's marks switch to passes, shots or the compass, or back to his move range. */
  function setCarrierMode(mode: CarrierMode): boolean {
    carrierAt.value = mode === 'move' ? null : { mode, at: game.legal }
    cursor.value = null
    return true
  }

  function back(): boolean {
    if (helpOpen.value) helpOpen.value = false
    else if (popup.value) popup.value = null
    else if (model.value.carrierMode && model.value.carrierMode !== 'move') setCarrierMode('move')
    else if (cursor.value) cursor.value = null
    else if (selected.value !== null) selected.value = null
    else return false
    return true
  }

  function allItems(): MenuItem[] {
    const m = model.value
    return [
      ...m.buttons,
      ...(m.setup ? setupKeyItems(m.setup) : []),
      ...m.squares.flatMap((s) => s.items),
      ...m.targets.flatMap((t) => t.items),
      ...(m.dialog?.items ?? []),
    ]
  }

  function findType(types: readonly string[]): MenuItem | undefined {
    return allItems().find((i) => types.includes(i.action.type))
  }

  function cycle(step: 1 | -1): boolean {
    const m = model.value
    const list = m.selectable.length > 0 ? m.selectable : m.targets.map((t) => t.piece)
    if (list.length === 0) {
      // Nothing to select: walk the cursor through the squares offered.
      if (m.squares.length === 0) return false
      const at = cursor.value
        ? m.squares.findIndex((s) => s.x === cursor.value!.x && s.y === cursor.value!.y)
        : -1
      const next = m.squares[(at + step + m.squares.length) % m.squares.length]
      cursor.value = { x: next.x, y: next.y }
      return true
    }
    const current = m.selectable.length > 0 ? m.selected : pieceAt(cursor.value ?? { x: -1, y: -1 })
    const at = current === null ? -1 : list.indexOf(current)
    const next = list[(at + step + list.length) % list.length]
    if (m.selectable.length > 0) selected.value = next
    const p = game.view?.pieces.find((q) => q.id === next)
    if (p && p.x !== null && p.y !== null) cursor.value = { x: p.x, y: p.y }
    return true
  }

  function moveCursor(dx: number, dy: number): boolean {
    const view = game.view
    if (!view) return false
    const from =
      cursor.value ??
      (() => {
        const p = view.pieces.find((q) => q.id === model.value.selected)
        return p && p.x !== null && p.y !== null
          ? { x: p.x, y: p.y }
          : { x: Math.floor(view.board.width / 2), y: Math.floor(view.board.height / 2) }
      })()
    const x = Math.min(view.board.width - 1, Math.max(0, from.x + dx))
    const y = Math.min(view.board.height - 1, Math.max(0, from.y + dy))
    cursor.value = { x, y }
    return true
  }

  function declare(what: Parameters<typeof matchesDeclare>[0]): Promise<boolean> | boolean {
    const m = model.value
    const button = m.buttons.find((i) => matchesDeclare(what, i.action))
    if (button) return play(button)
    const here = cursor.value ? pieceAt(cursor.value) : null
    const aimed = m.targets.filter((t) => t.items.some((i) => matchesDeclare(what, i.action)))
    const chosen = aimed.find((t) => t.piece === here) ?? (aimed.length === 1 ? aimed[0] : undefined)
    if (chosen) return offer(chosen.items.filter((i) => matchesDeclare(what, i.action)))
    const onSquare = m.squares.filter((s) => s.items.some((i) => matchesDeclare(what, i.action)))
    if (onSquare.length > 0) {
      // A throw or a shot: put the cursor on the first square for Enter to confirm.
      cursor.value = { x: onSquare[0].x, y: onSquare[0].y }
      return true
    }
    return false
  }

  /** Runs a keyboard command; true when it did something. */
  async function run(command: Command): Promise<boolean> {
    const m = model.value
    switch (command.kind) {
      case 'help':
        helpOpen.value = !helpOpen.value
        return true
      case 'back':
        return back()
      case 'zones':
        zones.value = !zones.value
        return true
      case 'camera':
        camera.value = CAMERAS[(CAMERAS.indexOf(camera.value) + 1) % CAMERAS.length]
        return true
      case 'camera-pitch':
        camera.value = camera.value === 'pitch' ? 'default' : 'pitch'
        return true
      case 'camera-reset':
        camera.value = 'default'
        cameraResets.value++
        return true
      // Not while changes still play, nor after the final whistle; main refuses when there is nothing to undo.
      case 'undo':
        return !playback.busy && !game.over && game.undo()
      case 'redo':
        return !playback.busy && !game.over && game.redo()
      case 'hint':
        return useHintStore().ask()
      case 'regions':
        return false // the play layer moves the DOM focus (play/regions.ts)
      case 'next-piece':
        return cycle(command.step)
      case 'cursor':
        return moveCursor(command.dx, command.dy)
      case 'confirm': {
        // Space or Enter while the other side's changes still play: skip to the coach's own decision.
        if (playback.busy || playback.skipping) {
          playback.skip()
          return true
        }
        if (popup.value) return play(popup.value[0])
        if (cursor.value) return pick({ square: cursor.value, pieceId: null })
        const only = m.dialog?.items.length === 1 ? m.dialog.items[0] : undefined
        return only ? play(only) : false
      }
      case 'pick': {
        const list = popup.value ?? m.dialog?.items ?? (m.setup ? setupKeyItems(m.setup) : m.menu)
        const item = list[command.n - 1]
        return item ? play(item) : false
      }
      case 'declare':
        return declare(command.what)
      case 'end-turn': {
        const item = findType(['end-turn'])
        return item ? play(item) : false
      }
      case 'end-activation': {
        const item = findType(['end-activation', 'stop', 'free-done', 'setup-done', 'line-done'])
        return item ? play(item) : false
      }
    }
  }

  /** A key press: its command, run; true when the key was the play screen's (the caller prevents its default). */
  function key(event: KeyLike): boolean {
    // Cross Check's option keys (shown on the buttons) come before the general letters and digits.
    const item = popup.value ? undefined : carrierKeyItem(model.value, event)
    if (item) {
      void play(item)
      return true
    }
    const command = commandOf(event)
    if (!command) return false
    void run(command)
    return true
  }

  /** Whether `action` is among the items on offer (tests, the e2e probe). */
  function offers(action: Action): boolean {
    return allItems().some((i) => sameAction(i.action, action))
  }

  function reset(): void {
    selected.value = null
    cursor.value = null
    hover.value = null
    lit.value = null
    dragging.value = null
    popup.value = null
    carrierAt.value = null
  }

  return {
    selected,
    hover,
    meant,
    lit,
    dragging,
    cursor,
    aimTags,
    zones,
    camera,
    cameraResets,
    helpOpen,
    popup,
    carrierMode,
    model,
    canUndo,
    canRedo,
    pick,
    drop,
    play,
    run,
    key,
    back,
    offers,
    reset,
  }
})
