// How much of the table the shell's panels cover: the left column (main menu, or in a game the play screen's
// menu and setup panels over its toolbar), the right column (side panels), the score bar on top and the bars at
// the bottom (timeline, status line). App.vue hands the result to TableCanvas, which
// frames the board in the rest. The rect maths is pure (tested); the composable watches the panels.
import { nextTick, onBeforeUnmount, onMounted, type Ref, ref, watch, type WatchSource } from 'vue'
import type { Insets } from '../scene/insets'

export interface Rect {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

/** Panels by where they stand; each list may hold rects of hidden (0×0) elements, which are skipped. */
export interface PanelRects {
  readonly left: readonly Rect[]
  readonly right: readonly Rect[]
  readonly top: readonly Rect[]
  readonly bottom: readonly Rect[]
}

const shown = (r: Rect): boolean => r.right > r.left && r.bottom > r.top

/**
 * Insets of `table` (CSS px): the left column covers up to its rightmost edge, the right column from its leftmost
 * edge, the top bar down to its lowest edge, the bottom bars up from their highest edge. Rounded to whole pixels so sub-pixel layout jitter does not reframe.
 */
export function insetsFromRects(table: Rect, panels: PanelRects): Insets {
  let left = 0
  let right = 0
  let top = 0
  let bottom = 0
  for (const r of panels.left.filter(shown)) left = Math.max(left, r.right - table.left)
  for (const r of panels.right.filter(shown)) right = Math.max(right, table.right - r.left)
  for (const r of panels.top.filter(shown)) top = Math.max(top, r.bottom - table.top)
  for (const r of panels.bottom.filter(shown)) bottom = Math.max(bottom, table.bottom - r.top)
  const clip = (v: number, size: number): number => Math.round(Math.min(Math.max(0, v), size))
  const w = table.right - table.left
  const h = table.bottom - table.top
  return { left: clip(left, w), right: clip(right, w), top: clip(top, h), bottom: clip(bottom, h) }
}

/** The selectors of the panels in each place (the shell's and the play screen's classes). */
export const PANEL_SELECTORS = {
  // The main menu only while it is the left column (no game on the table): folded and opened over the table it
  // is a passing overlay, not a panel to frame the board around. The play toolbar sits under the play panel.
  left: ['.shell__side:not(.shell__side--over)', '.play-menu', '.play-setup', '.play-toolbar'],
  right: ['.pside'],
  top: ['.pscore'],
  // The drill card stands over the bottom middle of the table: the board is framed above it.
  bottom: ['.timeline', '.status', '.drill-card'],
} as const

/**
 * Measures the panels inside `root` whenever one of them changes size, the window resizes or `trigger` changes
 * (a panel appearing or leaving: ResizeObserver sees only elements it already observes). The left inset only
 * grows while `game()` stays the same: the play screen's action menu comes and goes with each selection, and the
 * board must not jump each time it does.
 */
export function useTableInsets(
  root: Ref<HTMLElement | null>,
  trigger: WatchSource,
  game: () => unknown,
): Ref<Insets | null> {
  const insets = ref<Insets | null>(null)
  let observer: ResizeObserver | null = null
  let stickyGame: unknown = undefined
  let stickyLeft = 0
  const measure = (): void => {
    const el = root.value
    if (!el) return
    const rects = (sels: readonly string[]): Rect[] =>
      sels.flatMap((s) => [...el.querySelectorAll(s)].map((n) => n.getBoundingClientRect()))
    const measured = insetsFromRects(el.getBoundingClientRect(), {
      left: rects(PANEL_SELECTORS.left),
      right: rects(PANEL_SELECTORS.right),
      top: rects(PANEL_SELECTORS.top),
      bottom: rects(PANEL_SELECTORS.bottom),
    })
    const key = game()
    if (key !== stickyGame) {
      stickyGame = key
      stickyLeft = 0
    }
    stickyLeft = Math.max(stickyLeft, measured.left)
    const next = { ...measured, left: stickyLeft }
    const cur = insets.value
    if (!cur || (['left', 'right', 'top', 'bottom'] as const).some((k) => cur[k] !== next[k]))
      insets.value = next
  }
  const observe = (): void => {
    const el = root.value
    if (!el || typeof ResizeObserver === 'undefined') return measure()
    observer?.disconnect()
    observer = new ResizeObserver(measure)
    observer.observe(el)
    for (const s of Object.values(PANEL_SELECTORS).flat())
      for (const n of el.querySelectorAll(s)) observer.observe(n)
    measure()
  }
  onMounted(observe)
  watch(trigger, () => void nextTick(observe))
  onBeforeUnmount(() => observer?.disconnect())
  return insets
}
