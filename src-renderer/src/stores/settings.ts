// The coach's settings, kept in localStorage: language, animation speed and skipping, camera and tackle-zone
// defaults, the colour-blind palette, the table's drawing quality. Other screens read them here (the table's `scene.setAnimation`, the
// play store's camera and zones); a bad or missing stored value falls back to the default, never throws.
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import type { Locale } from '../i18n'
import { parseNewGameMemory, type NewGameMemory } from '../components/newGameMemory'
import { TABLE_QUALITIES, type TableQuality } from '../scene/quality'

export type CameraDefault = 'default' | 'top' | 'follow-ball'

export interface Settings {
  readonly locale: Locale
  /** Animation speed, 0.5× to 4×. */
  readonly speed: number
  readonly skipAnimations: boolean
  readonly camera: CameraDefault
  readonly showZones: boolean
  /**
   * Both teams in the colour-blind-safe pair (blue v orange) instead of their paint. Off by default: teams wear their
   * saved or preset schemes, and the safe pair only stands in for one whose colours clash (scene/pieces/teamClash.ts).
   * Its own key: the old `colourBlindSafe` (on by default, never read) is not taken for an opt-in.
   */
  readonly colourBlindPalette: boolean
  /** New game's last choices (components/newGameMemory), or null before the first game is started. */
  readonly newGame: NewGameMemory | null
  /** The dice log shows one line per action instead of one per roll (its header's toggle). */
  readonly diceLogCompact: boolean
  /** The Hint button ("what would Hard do here?") during the coach's own decisions; off by default (issue 20). */
  readonly hint: boolean
  /**
   * How much the table draws (scene/quality.ts): 'auto' draws the fast way where WebGL runs in software, the best
   * way on a graphics card. Read when the table is made, so a change shows from the next start.
   */
  readonly tableQuality: TableQuality
}

export const SPEEDS: readonly number[] = [0.5, 1, 2, 4]
export const CAMERAS: readonly CameraDefault[] = ['default', 'top', 'follow-ball']
export const STORAGE_KEY = 'pitchside.settings'

export const DEFAULTS: Settings = {
  locale: 'en',
  speed: 1,
  skipAnimations: false,
  camera: 'default',
  showZones: false,
  colourBlindPalette: false,
  newGame: null,
  diceLogCompact: false,
  hint: false,
  tableQuality: 'auto',
}

/** Reads stored settings, keeping only the fields that are valid (a hand-edited store cannot break the app). */
export function parseSettings(text: string | null): Settings {
  let raw: Record<string, unknown> = {}
  try {
    const parsed: unknown = text ? JSON.parse(text) : {}
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>
  } catch {
    raw = {}
  }
  return {
    locale: raw.locale === 'nl' || raw.locale === 'en' ? raw.locale : DEFAULTS.locale,
    speed: typeof raw.speed === 'number' && SPEEDS.includes(raw.speed) ? raw.speed : DEFAULTS.speed,
    skipAnimations: typeof raw.skipAnimations === 'boolean' ? raw.skipAnimations : DEFAULTS.skipAnimations,
    camera: CAMERAS.includes(raw.camera as CameraDefault) ? (raw.camera as CameraDefault) : DEFAULTS.camera,
    showZones: typeof raw.showZones === 'boolean' ? raw.showZones : DEFAULTS.showZones,
    colourBlindPalette:
      typeof raw.colourBlindPalette === 'boolean' ? raw.colourBlindPalette : DEFAULTS.colourBlindPalette,
    newGame: parseNewGameMemory(raw.newGame),
    diceLogCompact: typeof raw.diceLogCompact === 'boolean' ? raw.diceLogCompact : DEFAULTS.diceLogCompact,
    hint: typeof raw.hint === 'boolean' ? raw.hint : DEFAULTS.hint,
    tableQuality: TABLE_QUALITIES.includes(raw.tableQuality as TableQuality)
      ? (raw.tableQuality as TableQuality)
      : DEFAULTS.tableQuality,
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage blocked (privacy mode): settings live for the session only
  }
}

export const useSettingsStore = defineStore('settings', () => {
  const initial = parseSettings(storage()?.getItem(STORAGE_KEY) ?? null)
  const locale = ref<Locale>(initial.locale)
  const speed = ref(initial.speed)
  const skipAnimations = ref(initial.skipAnimations)
  const camera = ref<CameraDefault>(initial.camera)
  const showZones = ref(initial.showZones)
  const colourBlindPalette = ref(initial.colourBlindPalette)
  const newGame = ref<NewGameMemory | null>(initial.newGame)
  const diceLogCompact = ref(initial.diceLogCompact)
  const hint = ref(initial.hint)
  const tableQuality = ref<TableQuality>(initial.tableQuality)

  function snapshot(): Settings {
    return {
      locale: locale.value,
      speed: speed.value,
      skipAnimations: skipAnimations.value,
      camera: camera.value,
      showZones: showZones.value,
      colourBlindPalette: colourBlindPalette.value,
      newGame: newGame.value,
      diceLogCompact: diceLogCompact.value,
      hint: hint.value,
      tableQuality: tableQuality.value,
    }
  }

  /** What the table's `scene.setAnimation` takes. */
  function animation(): { speed: number; skip: boolean } {
    return { speed: speed.value, skip: skipAnimations.value }
  }

  function reset(): void {
    locale.value = DEFAULTS.locale
    speed.value = DEFAULTS.speed
    skipAnimations.value = DEFAULTS.skipAnimations
    camera.value = DEFAULTS.camera
    showZones.value = DEFAULTS.showZones
    colourBlindPalette.value = DEFAULTS.colourBlindPalette
    newGame.value = DEFAULTS.newGame
    diceLogCompact.value = DEFAULTS.diceLogCompact
    hint.value = DEFAULTS.hint
    tableQuality.value = DEFAULTS.tableQuality
  }

  // Every change is written at once (flush 'sync'), so a closed window never loses the last one.
  watch(
    [
      locale,
      speed,
      skipAnimations,
      camera,
      showZones,
      colourBlindPalette,
      newGame,
      diceLogCompact,
      hint,
      tableQuality,
    ],
    () => storage()?.setItem(STORAGE_KEY, JSON.stringify(snapshot())),
    { flush: 'sync' },
  )

  return {
    locale,
    speed,
    skipAnimations,
    camera,
    showZones,
    colourBlindPalette,
    newGame,
    diceLogCompact,
    hint,
    tableQuality,
    snapshot,
    animation,
    reset,
  }
})
