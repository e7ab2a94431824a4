// The layout check of the play screen (layout.spec.ts): every floating panel, dialog and bar carries
// `data-panel="<name>"`; this reads their boxes in the page and says what is wrong with them.
//
// The rule:
// - every visible panel lies inside the viewport (1 px of rounding allowed);
// - no two visible panels overlap (more than 1 px each way) — with one exception: a panel with
//   `data-layer="over"` (the F1 help, the F10 menu, the game-over screen) or `data-layer="modal"` (a dialog over a
//   dimmed backdrop: New game, Settings, Saves, Drills, a confirmation) may cover others only if it is opaque (its
//   background's alpha is 1) and the top layer (the page's hit test at its centre and four inset corners lands in
//   it); a modal's parent must also be a backdrop over the whole viewport;
// - nothing inside a panel sticks out of it unless an element between them clips (overflow other than visible):
//   a position card wider than its panel, a list running under the status line.
import type { Page } from '@playwright/test'

export interface PanelBox {
  readonly name: string
  readonly layer: 'panel' | 'over' | 'modal'
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** The background's alpha is 1. */
  readonly opaque: boolean
  /** The page's hit test at the centre and four inset corners lands inside the panel. */
  readonly onTop: boolean
  /** A modal's parent covers the viewport (the dimmed backdrop). */
  readonly backdrop: boolean
  /** Descendants that stick out of the panel unclipped (class names and by how much). */
  readonly escapes: readonly string[]
}

/** The boxes of every visible `[data-panel]` element, in page CSS pixels. */
export function panelBoxes(page: Page): Promise<PanelBox[]> {
  return page.evaluate(() => {
    const alpha = (colour: string): number => {
      const m = /rgba?\(([^)]+)\)/.exec(colour)
      if (!m) return colour === 'transparent' ? 0 : 1
      const parts = m[1].split(/[\s,/]+/).filter(Boolean)
      return parts.length > 3 ? Number(parts[3]) : 1
    }
    const vw = window.innerWidth
    const vh = window.innerHeight
    const out: PanelBox[] = []
    for (const el of document.querySelectorAll<HTMLElement>('[data-panel]')) {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width < 1 || r.height < 1 || style.visibility === 'hidden' || Number(style.opacity) === 0)
        continue
      const inset = Math.min(6, r.width / 4, r.height / 4)
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
      ].filter(([x, y]) => x >= 0 && y >= 0 && x < vw && y < vh)
      const onTop = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y)
        return hit !== null && el.contains(hit)
      })
      const parent = el.parentElement?.getBoundingClientRect()
      const backdrop =
        !!parent && parent.left <= 0 && parent.top <= 0 && parent.right >= vw && parent.bottom >= vh
      const escapes: string[] = []
      for (const child of el.querySelectorAll<HTMLElement>('*')) {
        const c = child.getBoundingClientRect()
        if (c.width < 1 || c.height < 1 || getComputedStyle(child).visibility === 'hidden') continue
        const out = Math.max(r.left - c.left, c.right - r.right, r.top - c.top, c.bottom - r.bottom)
        if (out <= 1) continue
        let clipped = false
        for (let a = child.parentElement; a && !clipped; a = a === el ? null : a.parentElement) {
          const s = getComputedStyle(a)
          clipped = s.overflowX !== 'visible' || s.overflowY !== 'visible'
        }
        if (!clipped)
          escapes.push(`${child.tagName.toLowerCase()}.${child.className} by ${Math.round(out)}px`)
      }
      out.push({
        name: el.dataset.panel ?? '?',
        layer: (el.dataset.layer as 'over' | 'modal' | undefined) ?? 'panel',
        x: r.left,
        y: r.top,
        width: r.width,
        height: r.height,
        opaque: alpha(style.backgroundColor) >= 1,
        onTop,
        backdrop,
        escapes: escapes.slice(0, 3),
      })
    }
    return out
  })
}

const box = (b: PanelBox): string =>
  `${b.name} [${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}]`

/** May `top` cover `under`? Only an opaque top layer over a plain panel (see the rule above). */
function covers(top: PanelBox, under: PanelBox): boolean {
  if (top.layer === 'panel' || !top.opaque || !top.onTop) return false
  return under.layer === 'panel' || (top.layer === 'modal' && under.layer === 'over')
}

/** Everything wrong with these boxes in a viewport of `width` × `height`, one line each; empty when fine. */
export function layoutProblems(boxes: readonly PanelBox[], width: number, height: number): string[] {
  const problems: string[] = []
  for (const b of boxes) {
    if (b.x < -1 || b.y < -1 || b.x + b.width > width + 1 || b.y + b.height > height + 1)
      problems.push(`${box(b)} is outside the ${width}×${height} viewport`)
    if (b.layer !== 'panel' && !b.opaque) problems.push(`${box(b)} (${b.layer}) is not opaque`)
    if (b.layer !== 'panel' && !b.onTop) problems.push(`${box(b)} (${b.layer}) is not the top layer`)
    if (b.layer === 'modal' && !b.backdrop) problems.push(`${box(b)} (modal) has no backdrop over the window`)
    for (const e of b.escapes) problems.push(`${box(b)}: ${e} sticks out`)
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]
      const b = boxes[j]
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      if (w <= 1 || h <= 1 || covers(a, b) || covers(b, a)) continue
      problems.push(`${box(a)} overlaps ${box(b)} (${Math.round(w)}×${Math.round(h)})`)
    }
  return problems
}
