// The whole team's photo in the Showcase (issue 23 point 3): every player of a saved team standing on a stepped
// stand, as a team photo is taken — up to three rows, the tallest at the back, each row raised a step above the one
// in front and set half a place sideways, so every player and the number card on the face of his step show between
// the team-mates in front. Pure maths (tested without WebGL): which row each player takes, where he stands, the
// stand and the banner with the team's name over the back row. Framing the camera on it is teamPhotoFrame.ts.

/** What the layout needs of one player's miniature. */
export interface PhotoMember {
  /** Height of the miniature from its base's underside (PieceLayer.pieceSize). */
  readonly height: number
  readonly baseRadius: number
}

export interface PhotoSlot {
  readonly x: number
  /** The tread his base stands on. */
  readonly y: number
  readonly z: number
  /** 0 is the front row. */
  readonly row: number
}

export interface PhotoRow {
  readonly z: number
  /** Height of this row's tread. */
  readonly top: number
  readonly count: number
}

export interface TeamPhotoLayout {
  /** Where member i stands (indexed like the members given). */
  readonly slots: readonly PhotoSlot[]
  /** Front row first. */
  readonly rows: readonly PhotoRow[]
  /** Centre-to-centre distance of neighbours in a row, and front-to-back distance of rows. */
  readonly spacing: number
  readonly depth: number
  /** The stand: x from -width/2 to width/2, z from `back` to `front`. */
  readonly stand: { readonly width: number; readonly front: number; readonly back: number }
  /** The banner with the team's name over the back row's heads (centred on x = 0, upright, facing +Z). */
  readonly banner: { readonly y: number; readonly z: number; readonly width: number; readonly height: number }
}

/**
 * The front row's tread above the floor, and each further row's step up: each step's face is tall enough for the
 * number cards of the row standing on it (TeamStand.ts), under the feet, never over them.
 */
export const FIRST_STEP = 0.34
export const STEP_RISE = 0.42
/** Gap between two bases of neighbouring rows, and between two bases in a row (wide enough to see between). */
export const ROW_GAP = 0.4
export const SIDE_GAP = 0.6
/** The stand's margin beyond the widest row, each side. */
export const STAND_MARGIN = 0.35
/** The banner: its height, its gap over the tallest head of the back row, and its distance behind the stand. */
export const BANNER_HEIGHT = 0.6
export const BANNER_CLEAR = 0.12
export const BANNER_BEHIND = 0.05

/** How many rows `n` players take: one for a handful, two for a Blitz Bowl card, three for a full squad. */
export function rowCount(n: number): number {
  if (n <= 4) return 1
  if (n <= 11) return 2
  return Math.max(3, Math.ceil(n / 6))
}

/**
 * Players per row, front first. Neighbouring rows should differ in parity: then each centred row's places fall
 * half a place beside those of the rows next to it (a row of the same parity is set half a place over instead, a
 * little off centre). The split costs its spread (fullest row less emptiest) plus its parity breaks; on a tie the
 * fewer breaks, then the fuller rows to the front. 16 → 5, 6, 5; 14 → 5, 4, 5; 7 → 4, 3; 8 → 4, 4.
 */
export function rowCounts(n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`rowCounts: ${n} is not a number of players`)
  const rows = rowCount(n)
  if (rows === 1) return n === 0 ? [] : [n]
  let best: { counts: number[]; cost: number; breaks: number } | null = null
  const walk = (left: number, prefix: number[]): void => {
    if (prefix.length === rows - 1) {
      const counts = [...prefix, left]
      const breaks = parityBreaks(counts)
      const cost = Math.max(...counts) - Math.min(...counts) + breaks
      if (
        !best ||
        cost < best.cost ||
        (cost === best.cost &&
          (breaks < best.breaks || (breaks === best.breaks && fuller(counts, best.counts))))
      )
        best = { counts, cost, breaks }
      return
    }
    for (let k = 1; k <= left - (rows - prefix.length - 1); k++) walk(left - k, [...prefix, k])
  }
  walk(n, [])
  return best!.counts
}

const parityBreaks = (counts: readonly number[]): number =>
  counts.reduce((b, c, i) => b + (i > 0 && (c - counts[i - 1]) % 2 === 0 ? 1 : 0), 0)

const fuller = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i]
  return false
}

/**
 * Each row's sideways shift, in places (0 or ½), so every row stands half a place beside the rows next to it, the
 * whole then centred: a row of the other parity than the one in front is already beside it; one of the same parity
 * is set half a place over.
 */
export function rowShifts(counts: readonly number[]): number[] {
  const raw: number[] = []
  counts.forEach((c, i) =>
    raw.push(i === 0 ? 0 : (c - counts[i - 1]) % 2 === 0 ? 0.5 - raw[i - 1] : raw[i - 1]),
  )
  const mid = raw.length ? (Math.max(...raw) + Math.min(...raw)) / 2 : 0
  return raw.map((s) => s - mid)
}

/**
 * Who stands in which row: the tallest at the back (a stable sort, so equals keep their line-up order), and each
 * row left to right in line-up order. Returns, per row front first, the member indices.
 */
export function photoRows(members: readonly PhotoMember[]): number[][] {
  const counts = rowCounts(members.length)
  const byHeight = members.map((_, i) => i).sort((a, b) => members[b].height - members[a].height)
  const rows: number[][] = []
  let at = 0
  // The back row takes the tallest: fill from the back.
  for (let r = counts.length - 1; r >= 0; r--) {
    rows[r] = byHeight.slice(at, at + counts[r]).sort((a, b) => a - b)
    at += counts[r]
  }
  return rows
}

/** The team photo's arrangement for `members` (in line-up order). */
export function teamPhotoLayout(members: readonly PhotoMember[]): TeamPhotoLayout {
  const rows = photoRows(members)
  const shifts = rowShifts(rows.map((ids) => ids.length))
  const widest = members.reduce((m, p) => Math.max(m, p.baseRadius), 0.36)
  const spacing = 2 * widest + SIDE_GAP
  const depth = 2 * widest + ROW_GAP
  const slots: PhotoSlot[] = new Array(members.length)
  const rowInfo: PhotoRow[] = rows.map((ids, r) => {
    const z = -r * depth
    const top = FIRST_STEP + r * STEP_RISE
    const shift = shifts[r]
    ids.forEach(
      (id, i) => (slots[id] = { x: (i - (ids.length - 1) / 2 + shift) * spacing, y: top, z, row: r }),
    )
    return { z, top, count: ids.length }
  })
  // The widest reach of any row, either side (a shifted row reaches further one way).
  const reach = rows.reduce(
    (m, ids, r) => Math.max(m, ((ids.length - 1) / 2 + Math.abs(shifts[r])) * spacing),
    0,
  )
  const width = 2 * (reach + widest + STAND_MARGIN)
  const front = depth / 2
  const back = rows.length > 0 ? -(rows.length - 1) * depth - depth / 2 : -depth / 2
  return {
    slots,
    rows: rowInfo,
    spacing,
    depth,
    stand: { width, front, back },
    banner: {
      y: bannerBottom(rows, rowInfo, members),
      z: back - BANNER_BEHIND,
      width,
      height: BANNER_HEIGHT,
    },
  }
}

/** The banner's lower edge: clear of the highest head on the stand (every row's, not only the back one's). */
function bannerBottom(
  rows: readonly number[][],
  info: readonly PhotoRow[],
  members: readonly PhotoMember[],
): number {
  let head = FIRST_STEP
  rows.forEach((ids, r) => ids.forEach((id) => (head = Math.max(head, info[r].top + members[id].height))))
  return head + BANNER_CLEAR
}
