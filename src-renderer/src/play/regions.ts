// Keyboard regions of the play screen (F6 / Shift+F6): the board (where Tab picks players and the arrows move the
// cursor) and the button areas around it — the game-over screen, the playback bar (Skip), the decision dialog or
// setup panel or action menu, the toolbar, the timeline and the dice log with its filters. F6 puts the focus on the first control of the next region; inside a
// region Tab walks its controls as in any page; past the last region the focus goes back to the board.

/** The regions in F6 order, each found by a selector; a region not on screen (or without controls) is skipped. */
export const REGIONS: readonly string[] = [
  '[data-testid="game-over"]',
  '[data-testid="playback-bar"]',
  '[data-testid="decision-dialog"]',
  '[data-testid="setup-panel"]',
  '[data-testid="action-menu"]',
  '.play-toolbar',
  '[data-testid="timeline"]',
  '[data-testid="dice-log"]',
]

const FOCUSABLE =
  'button:not([disabled]), select:not([disabled]), input:not([disabled]), a[href], [tabindex="0"]'

/** The index in REGIONS of the region holding `el`, or -1 (the board, or anywhere else). */
export function regionOf(doc: Document, el: Element | null): number {
  if (!el) return -1
  return REGIONS.findIndex((selector) => doc.querySelector(selector)?.contains(el) ?? false)
}

/**
 * Moves the focus `step` regions on from the one holding the focus (the board when none): the first control of
 * the next region that is on screen, or back to the board (the focus left on the page's body). Returns the
 * index of the region now focused, or -1 for the board.
 */
export function cycleRegion(doc: Document, step: 1 | -1): number {
  const active = doc.activeElement
  const from = regionOf(doc, active)
  const n = REGIONS.length
  // Positions 0..n-1 are the regions and n is the board; walk around that ring.
  let at = from === -1 ? n : from
  for (let i = 0; i < n + 1; i++) {
    at = (at + step + n + 1) % (n + 1)
    if (at === n) break
    const region = doc.querySelector(REGIONS[at])
    const first = region?.querySelector<HTMLElement>(FOCUSABLE)
    if (first) {
      first.focus()
      return at
    }
  }
  if (active instanceof HTMLElement) active.blur()
  return -1
}
