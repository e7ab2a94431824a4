// The planner's running picture of the table: where each piece and ball is after the events read so far, a time
// cursor, and the segments recorded on the way. Event handlers (plan.ts) call its small verbs; `finish` glides
// whatever the events did not explain to the next view, so a plan always ends exactly on it.
import type { GameView, PieceView } from '@shared/engine/api'
import { poseFor, type Pose } from '../pieces/placement'
import { BASE_SECONDS } from './timing'
import type {
  AnimationPlan,
  BallKey,
  BallMotion,
  BallSegment,
  DiceRoll,
  Highlight,
  PieceKey,
  PieceMotion,
  PieceSegment,
} from './types'

export interface Square {
  readonly x: number
  readonly y: number
}

interface Slot {
  key: BallKey
  readonly start: BallKey
  readonly segs: BallSegment[]
}

const onPitch = (p: PieceView): boolean => p.x !== null && p.y !== null

export function pieceKeyOf(p: PieceView, fallback?: PieceKey): PieceKey {
  if (!onPitch(p)) return { x: fallback?.x ?? 0, y: fallback?.y ?? 0, pose: 'standing', scale: 0 }
  return { x: p.x as number, y: p.y as number, pose: poseFor(p.state), scale: 1 }
}

/** The rest of each ball of a view, with the same "on the base" rule as placement.ts. */
export function ballKeysOf(view: GameView): BallKey[] {
  return view.balls.map((b) => {
    const carrier = b.carrier === null ? undefined : view.pieces.find((p) => p.id === b.carrier)
    const attached =
      view.ruleset !== 'crosscheck' &&
      carrier !== undefined &&
      carrier.x === b.x &&
      carrier.y === b.y &&
      carrier.state === 'standing'
    return { x: b.x, y: b.y, carrier: b.carrier, attached, visible: true }
  })
}

const dist = (a: Square, b: Square): number => Math.hypot(a.x - b.x, a.y - b.y)

export class Tracker {
  /** Seconds from the plan's start where the next sequential thing begins. */
  cursor = 0
  readonly ruleset: GameView['ruleset']
  private readonly speed: number
  private readonly startPieces = new Map<number, PieceKey>()
  private readonly now = new Map<number, PieceKey>()
  private readonly pieceSegs = new Map<number, PieceSegment[]>()
  private readonly busy = new Map<number, number>()
  readonly slots: Slot[] = []
  private readonly slotBusy = new Map<Slot, number>()
  readonly rolls: DiceRoll[] = []
  readonly highlights: Highlight[] = []

  constructor(
    readonly prev: GameView,
    readonly next: GameView,
    speed: number,
  ) {
    this.ruleset = next.ruleset
    this.speed = speed
    const nextById = new Map(next.pieces.map((p) => [p.id, p]))
    for (const p of prev.pieces) {
      const n = nextById.get(p.id)
      if (!onPitch(p) && !(n && onPitch(n))) continue
      // Off the pitch before: it will appear where the next view has it (unless the events say otherwise).
      const key = onPitch(p) ? pieceKeyOf(p) : pieceKeyOf(p, n ? pieceKeyOf(n) : undefined)
      this.startPieces.set(p.id, key)
    }
    for (const n of next.pieces)
      if (!this.startPieces.has(n.id) && onPitch(n))
        this.startPieces.set(n.id, { ...pieceKeyOf(n), scale: 0 })
    for (const [id, key] of this.startPieces) this.now.set(id, key)
    for (const key of ballKeysOf(prev)) this.slots.push({ key, start: key, segs: [] })
  }

  /** A duration at the current speed. */
  secs(base: number): number {
    return base / this.speed
  }

  piece(id: number): PieceKey | undefined {
    return this.now.get(id)
  }

  /** Where a piece is now, or null when off the pitch (or unknown). */
  square(id: number): Square | null {
    const k = this.now.get(id)
    return k && k.scale === 1 ? { x: k.x, y: k.y } : null
  }

  /** The next view's piece, for events that do not say where a piece went. */
  nextPiece(id: number): PieceView | undefined {
    return this.next.pieces.find((p) => p.id === id)
  }

  /**
   * Records a piece's motion from where it is now to `to`, starting at the cursor (or `at`), after anything it is
   * already doing. Returns the end time. Unknown pieces (never drawn in this plan) are ignored.
   */
  movePiece(id: number, motion: PieceMotion, to: PieceKey, base: number, arc = 0, at?: number): number {
    const from = this.now.get(id)
    if (!from) return at ?? this.cursor
    const start = Math.max(at ?? this.cursor, this.busy.get(id) ?? 0)
    const duration = this.secs(base)
    const segs = this.pieceSegs.get(id) ?? []
    segs.push({ id, motion, start, duration, from, to, arc })
    this.pieceSegs.set(id, segs)
    this.now.set(id, to)
    this.busy.set(id, start + duration)
    return start + duration
  }

  /** Sets a piece's pose (fall, rise, turn over), in place. */
  poseTo(id: number, pose: Pose, motion: PieceMotion, base: number): number {
    const from = this.now.get(id)
    if (!from || from.scale === 0 || from.pose === pose) return this.cursor
    return this.movePiece(id, motion, { ...from, pose }, base)
  }

  /** Takes a piece off the pitch where it stands. */
  remove(id: number): number {
    const from = this.now.get(id)
    if (!from || from.scale === 0) return this.cursor
    return this.movePiece(id, 'leave', { ...from, scale: 0 }, BASE_SECONDS.leave)
  }

  // --- balls -------------------------------------------------------------------------------------------------

  /** The ball's rest now, with a carried ball's square following its carrier. */
  ballNow(slot: Slot): BallKey {
    const k = slot.key
    if (k.carrier === null || !k.attached) return k
    const c = this.square(k.carrier)
    return c ? { ...k, x: c.x, y: c.y } : k
  }

  /** Slot `i`, created (hidden) when the view had fewer balls. */
  slot(i = 0): Slot {
    while (this.slots.length <= i) {
      const key: BallKey = { x: 0, y: 0, carrier: null, attached: false, visible: false }
      this.slots.push({ key, start: key, segs: [] })
    }
    return this.slots[i]
  }

  /** A fresh hidden slot (a ball coming into play). */
  freeSlot(): Slot {
    return this.slots.find((s) => !s.key.visible && s.segs.length === 0) ?? this.slot(this.slots.length)
  }

  /** The visible slot nearest to a square (within `within` squares), or null. */
  nearestSlot(at: Square, within = Infinity): Slot | null {
    let best: Slot | null = null
    let bestD = within
    for (const s of this.slots) {
      if (!s.key.visible) continue
      const d = dist(this.ballNow(s), at)
      if (d <= bestD) {
        best = s
        bestD = d
      }
    }
    return best
  }

  /** The slot a piece carries, or null. */
  carriedBy(id: number): Slot | null {
    return this.slots.find((s) => s.key.visible && s.key.carrier === id) ?? null
  }

  moveBall(slot: Slot, motion: BallMotion, to: BallKey, base: number, arc = 0, at?: number): number {
    const from = this.ballNow(slot)
    const start = Math.max(at ?? this.cursor, this.slotBusy.get(slot) ?? 0)
    const duration = this.secs(base)
    slot.segs.push({ ball: -1, motion, start, duration, from, to, arc })
    slot.key = to
    this.slotBusy.set(slot, start + duration)
    return start + duration
  }

  /** A ball comes to rest with (or without) a holder, without visible motion (the square is unchanged). */
  holdBall(slot: Slot, carrier: number | null): void {
    const now = this.ballNow(slot)
    const c = carrier === null ? null : this.piece(carrier)
    const attached =
      this.ruleset !== 'crosscheck' && c !== undefined && c !== null && c.scale === 1 && c.pose === 'standing'
    // A zero-length segment, so the sampler sees the holder from the moment the ball arrives.
    this.moveBall(slot, 'catch', { ...now, carrier, attached, visible: true }, 0)
  }

  // --- dice and highlights ------------------------------------------------------------------------------------

  addRoll(roll: Omit<DiceRoll, 'start' | 'duration'>): void {
    this.rolls.push({ ...roll, start: this.cursor, duration: this.secs(BASE_SECONDS.roll) })
    this.cursor += this.secs(BASE_SECONDS.rollWait)
  }

  addHighlight(h: Omit<Highlight, 'start' | 'duration'>): void {
    this.highlights.push({ ...h, start: this.cursor, duration: this.secs(BASE_SECONDS.highlight) })
    this.cursor += this.secs(BASE_SECONDS.highlightWait)
  }

  // --- the end ------------------------------------------------------------------------------------------------

  /** Glides everything to the next view and returns the plan. */
  finish(): AnimationPlan {
    let end = this.cursor
    for (const t of this.busy.values()) end = Math.max(end, t)
    for (const t of this.slotBusy.values()) end = Math.max(end, t)

    const nextById = new Map(this.next.pieces.map((p) => [p.id, p]))
    for (const [id, cur] of this.now) {
      const n = nextById.get(id)
      const target = n ? pieceKeyOf(n, cur) : { ...cur, scale: 0 as const }
      if (samePiece(cur, target)) continue
      const motion: PieceMotion = cur.scale === 0 ? 'enter' : target.scale === 0 ? 'leave' : 'settle'
      // An arrival appears on its square (not sliding in from wherever it was last seen).
      const from = motion === 'enter' ? { ...target, scale: 0 as const } : cur
      this.now.set(id, from)
      this.movePiece(id, motion, target, BASE_SECONDS.settle, 0, end)
    }

    const order = this.matchBalls()
    order.forEach((slot, i) => {
      const target: BallKey = ballKeysOf(this.next)[i] ?? { ...this.ballNow(slot), visible: false }
      if (!sameBall(this.ballNow(slot), target)) {
        const cur = this.ballNow(slot)
        const motion: BallMotion = !cur.visible ? 'appear' : !target.visible ? 'vanish' : 'settle'
        this.moveBall(slot, motion, target, BASE_SECONDS.settle, 0, end)
      }
    })

    let duration = end
    for (const segs of this.pieceSegs.values())
      for (const s of segs) duration = Math.max(duration, s.start + s.duration)
    for (const s of order) for (const g of s.segs) duration = Math.max(duration, g.start + g.duration)
    for (const r of this.rolls) duration = Math.max(duration, r.start + r.duration)
    for (const h of this.highlights) duration = Math.max(duration, h.start + h.duration)

    return {
      duration,
      startPieces: this.startPieces,
      startBalls: order.map((s) => s.start),
      pieces: this.pieceSegs,
      balls: order.map((s, i) => s.segs.map((g) => ({ ...g, ball: i }))),
      rolls: this.rolls,
      highlights: this.highlights,
    }
  }

  /**
   * Slots in the next view's ball order: each next ball takes the nearest unmatched visible slot (balls look alike,
   * so which one travelled where does not show), then unmatched slots follow, to vanish.
   */
  private matchBalls(): Slot[] {
    const targets = ballKeysOf(this.next)
    const free = new Set(this.slots)
    const out: Slot[] = []
    for (const t of targets) {
      let best: Slot | null = null
      let bestD = Infinity
      for (const s of free) {
        const now = this.ballNow(s)
        // Prefer balls in play; a hidden one is only taken when nothing else is left.
        const d = (now.visible ? 0 : 1000) + dist(now, t) + (now.carrier === t.carrier ? 0 : 0.5)
        if (d < bestD) {
          best = s
          bestD = d
        }
      }
      const slot = best ?? this.slot(this.slots.length)
      free.delete(slot)
      out.push(slot)
    }
    for (const s of this.slots) if (free.has(s)) out.push(s)
    return out
  }
}

export function samePiece(a: PieceKey, b: PieceKey): boolean {
  if (a.scale !== b.scale) return false
  return a.scale === 0 || (a.x === b.x && a.y === b.y && a.pose === b.pose)
}

export function sameBall(a: BallKey, b: BallKey): boolean {
  if (a.visible !== b.visible) return false
  if (!a.visible) return true
  return a.x === b.x && a.y === b.y && a.carrier === b.carrier && a.attached === b.attached
}
