// Where the win-chance line's numbered swing markers stand on the chart, in CSS pixels, so that no two overlap
// (issue 20 point 6). Each marker wants to sit on its point (its turn along, the chance up); when that spot is taken
// by a bigger swing's marker it moves up or down the chart first — so it still stands over its turn — and only
// when the column is full sideways as well. A moved marker is drawn with a leader back to its point. Every marker's
// whole box stays on the chart (a swing to 0% or 100% poked 8 px past its edge). Pure maths, unit-tested in Node.

/** A marker's point on the chart: 0..1 along (its turn) and 0..1 down (the chance, 0 at the top). */
export interface SwingAnchor {
  readonly x: number
  readonly y: number
}

/** A marker placed: its centre in CSS pixels of the chart, and its point's. */
export interface PlacedSwing {
  readonly left: number
  readonly top: number
  readonly anchorLeft: number
  readonly anchorTop: number
  /** Whether the marker stands off its point (then a leader joins them). */
  readonly moved: boolean
}

/** How far sideways (in marker widths) a marker may go when its column is full: three markers never need more. */
const SIDEWAYS = 3

/**
 * Places markers (the biggest swing first: it keeps its spot) of `size` px on a `width` × `height` px chart.
 * Every marker's whole box stays inside the chart: a point at 0% or 100% (or at the line's ends) has its marker
 * pulled in by half a marker, still over the point, and not counted as moved (no leader). No two markers' boxes
 * overlap. Among the free spots a marker takes the nearest to its home (its point, pulled inside), a step sideways
 * counting three times a step up or down.
 */
export function layoutSwings(
  anchors: readonly SwingAnchor[],
  width: number,
  height: number,
  size: number,
): PlacedSwing[] {
  const placed: PlacedSwing[] = []
  const free = (left: number, top: number): boolean =>
    placed.every((p) => Math.abs(p.left - left) >= size || Math.abs(p.top - top) >= size)
  // Where a centre may stand on each axis: half a marker in from each edge (the middle of a chart smaller than
  // a marker).
  const xs = inner(width, size)
  const ys = inner(height, size)
  for (const a of anchors) {
    const anchorLeft = clamp(a.x, 0, 1) * width
    const anchorTop = clamp(a.y, 0, 1) * height
    const home = { left: clamp(anchorLeft, xs.lo, xs.hi), top: clamp(anchorTop, ys.lo, ys.hi) }
    let best: { left: number; top: number; cost: number } | null = null
    for (let side = -SIDEWAYS; side <= SIDEWAYS; side++) {
      const left = clamp(home.left + side * size, xs.lo, xs.hi)
      // Whole pixels up and down the chart, its lowest centre and the home's own height (which the whole-pixel
      // steps may miss): a spot exactly one marker away from another is free.
      const tops = [home.top]
      for (let top = Math.ceil(ys.lo); top <= ys.hi; top++) tops.push(top)
      tops.push(ys.hi)
      for (const top of tops) {
        const cost = Math.abs(left - home.left) * 3 + Math.abs(top - home.top)
        if (best && cost >= best.cost) continue
        if (free(left, top)) best = { left, top, cost }
      }
    }
    // A chart too small to hold them apart: the marker stays at home rather than vanish.
    const at = best ?? home
    placed.push({
      left: at.left,
      top: at.top,
      anchorLeft,
      anchorTop,
      moved: at.left !== home.left || at.top !== home.top,
    })
  }
  return placed
}

/** The range of a marker's centre along an `extent` px axis that keeps its `size` px box inside. */
function inner(extent: number, size: number): { lo: number; hi: number } {
  const half = Math.min(size / 2, extent / 2)
  return { lo: half, hi: extent - half }
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

/**
 * Where the hover tip starts on the readout's row (CSS px from the row's left): centred over the pointer's `want`
 * where it can be, never over the readout (which ends at `readoutEnd`, with a `gap`) and never past the row's
 * end. A row too short for both keeps the tip after the readout (the tip's text is then cut with an ellipsis).
 */
export function tipLeft(
  want: number,
  tipWidth: number,
  readoutEnd: number,
  rowWidth: number,
  gap = 12,
): number {
  const first = readoutEnd + gap
  const last = rowWidth - tipWidth
  if (last < first) return first
  return clamp(want - tipWidth / 2, first, last)
}
