// Pure planning: (previous view, engine events, next view) → timed tracks. Events are read in order with a
// Tracker that knows where everything is; unknown events are skipped, and the Tracker's finish() glides what the
// events did not explain to the next view, so a plan always ends exactly where setView without animation would.
// Event shapes differ per game (Classic `move {from,to}`, Blitz `move {x,y}`, Cross Check `step {x,y}`...); each
// handler reads the fields it knows and ignores the rest.
import type { EngineEvent, GameView } from '@shared/engine/api'
import { diceOfRoll } from './diceOfRoll'
import { BASE_SECONDS as S, clampSpeed } from './timing'
import { type Square, Tracker } from './tracker'
import type { AnimationOptions, AnimationPlan, BallKey } from './types'

export const DEFAULT_ANIMATION: AnimationOptions = { speed: 1, skip: false }

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** `[x, y]` or `{x, y}` fields: `to`, `from`, or the event's own x/y. */
function sq(v: unknown): Square | null {
  if (Array.isArray(v) && v.length >= 2) {
    const x = num(v[0])
    const y = num(v[1])
    return x === null || y === null ? null : { x, y }
  }
  return null
}
const at = (e: EngineEvent): Square | null => {
  const x = num(e.x)
  const y = num(e.y)
  return x === null || y === null ? null : { x, y }
}
const dist = (a: Square, b: Square): number => Math.hypot(a.x - b.x, a.y - b.y)

/** A small deterministic hash, so a roll's tumble is the same every time it is shown. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/**
 * Plans the animation from `prev` to `next` through `events`. With no previous view, another game, or `skip`,
 * the plan is empty (duration 0) except that the last roll's dice lie settled.
 */
export function planAnimation(
  prev: GameView | null,
  events: readonly EngineEvent[],
  next: GameView | null,
  options: AnimationOptions = DEFAULT_ANIMATION,
): AnimationPlan {
  const base = prev && next && prev.ruleset === next.ruleset ? prev : next
  if (!next || !base) return emptyPlan()
  const speed = options.skip || base === next ? Infinity : clampSpeed(options.speed)
  const t = new Tracker(base, next, speed === Infinity ? 1 : speed)
  if (speed === Infinity) {
    const plan = new Tracker(next, next, 1).finish()
    // Skipped: the table jumps, but the last roll still lies on the table, settled (it is how a coach reads it).
    const last = prev && prev.ruleset === next.ruleset ? lastRoll(next, events) : null
    return last ? { ...plan, rolls: [{ ...last, start: 0, duration: 0 }] } : plan
  }
  inOrderShown(events).forEach((e, i) => handle(t, e, i))
  return t.finish()
}

/**
 * The events in the order they read best on the table: a throw's accuracy roll before its flight (the engine
 * announces the pass, then rolls for it; on the table the dice should fall first and the ball fly after).
 */
function inOrderShown(events: readonly EngineEvent[]): EngineEvent[] {
  const out = [...events]
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]
    const b = out[i + 1]
    if (
      (a.type === 'pass' || a.type === 'bomb') &&
      b.type === 'roll' &&
      b.purpose === 'pass' &&
      b.player === a.player
    ) {
      out[i] = b
      out[i + 1] = a
      i++
    }
  }
  return out
}

export function emptyPlan(): AnimationPlan {
  return {
    duration: 0,
    startPieces: new Map(),
    startBalls: [],
    pieces: new Map(),
    balls: [],
    rolls: [],
    highlights: [],
  }
}

function lastRoll(view: GameView, events: readonly EngineEvent[]) {
  for (let i = events.length - 1; i >= 0; i--) {
    const r = rollOf(view.ruleset, events[i], i)
    if (r) return r
  }
  return null
}

function rollOf(ruleset: GameView['ruleset'], e: EngineEvent, i: number) {
  const dice = diceOfRoll(ruleset, e)
  if (!dice) return null
  const purpose = e.type === 'roll' ? String(e.purpose ?? '') : e.type
  return {
    purpose,
    player: num(e.player),
    success: typeof e.success === 'boolean' ? e.success : null,
    dice,
    seed: hash(`${i}|${purpose}|${dice.map((d) => d.face).join(',')}`),
  }
}

/** A piece moves to a square: a hop to a neighbour, a flight further; arriving from off the pitch, it appears. */
function moveTo(t: Tracker, id: number, to: Square, arcScale = 1): void {
  const cur = t.piece(id)
  if (!cur) return
  if (cur.scale === 0) {
    t.cursor = t.movePiece(id, 'enter', { ...cur, x: to.x, y: to.y, scale: 0 }, 0) // jump there unseen
    t.cursor = t.movePiece(id, 'enter', { ...cur, x: to.x, y: to.y, scale: 1 }, S.enter)
    return
  }
  const d = dist(cur, to)
  if (d < 1e-9) return
  // Cross Check: the carrier's puck sits beside him and skates along (rulings.md: a controlled puck is in one of
  // the carrier's eight squares).
  const puck = t.ruleset === 'crosscheck' ? t.carriedBy(id) : null
  const start = t.cursor
  const long = d > 1.5
  const secs = long ? S.flyBase + S.flyPerSquare * d : S.hop
  const end = t.movePiece(
    id,
    long ? 'fly' : 'hop',
    { ...cur, x: to.x, y: to.y },
    secs,
    (long ? 0.5 + 0.1 * d : 0.16) * arcScale,
  )
  if (puck) {
    const p = t.ballNow(puck)
    t.moveBall(puck, 'slide', { ...p, x: p.x + to.x - cur.x, y: p.y + to.y - cur.y }, secs, 0, start)
  }
  t.cursor = end
}

function push(t: Tracker, id: number, to: Square): void {
  const cur = t.piece(id)
  if (!cur || cur.scale === 0) return
  t.cursor = t.movePiece(id, 'push', { ...cur, x: to.x, y: to.y }, S.push, 0.08)
}

/** The ball flies (pass, hand-off, kick, throw-in) or bounces to a square; it is loose there. */
function ballTo(
  t: Tracker,
  slotIndex: number | null,
  to: Square,
  kind: 'bounce' | 'pass' | 'kick' | 'slide',
): void {
  const slot = slotIndex === null ? t.slot(0) : t.slot(slotIndex)
  const from = t.ballNow(slot)
  const d = from.visible ? dist(from, to) : 0
  const key: BallKey = { x: to.x, y: to.y, carrier: null, attached: false, visible: true }
  if (!from.visible) {
    // Coming into play: it drops in from above.
    t.cursor = t.moveBall(slot, 'appear', key, S.bounce, 1.5)
    return
  }
  const secs =
    kind === 'bounce'
      ? S.bounce
      : kind === 'kick'
        ? S.kick
        : kind === 'slide'
          ? S.slideBase + S.slidePerSquare * d
          : S.passBase + S.passPerSquare * d
  const arc =
    kind === 'bounce' ? 0.45 : kind === 'kick' ? 5 : kind === 'slide' ? 0 : Math.min(4, 0.6 + 0.18 * d)
  t.cursor = t.moveBall(slot, kind === 'pass' ? 'pass' : kind, key, secs, arc)
}

/** A piece takes the ball: it travels to him if it is not on his square (a throw), then he holds it. */
function give(t: Tracker, slotIndex: number, id: number): void {
  const slot = t.slot(slotIndex)
  const where = t.square(id)
  if (where) {
    const now = t.ballNow(slot)
    if (!now.visible || dist(now, where) > 1e-9)
      ballTo(t, slotIndex, where, !now.visible || dist(now, where) > 1.5 ? 'pass' : 'bounce')
  }
  t.holdBall(slot, id)
}

function slotIndexOf(t: Tracker, s: ReturnType<Tracker['slot']> | null): number {
  return s ? t.slots.indexOf(s) : 0
}

/** Blitz Bowl's events name balls by the engine's index; the view lists only balls in play, so map by place. */
const blitzAlias = new WeakMap<Tracker, Map<number, number>>()
function blitzSlot(t: Tracker, e: EngineEvent, guess: () => number | null): number {
  const b = num(e.ball)
  const map = blitzAlias.get(t) ?? new Map<number, number>()
  blitzAlias.set(t, map)
  if (b === null) return 0
  const known = map.get(b)
  if (known !== undefined) return known
  const i = guess() ?? slotIndexOf(t, t.freeSlot())
  map.set(b, i)
  return i
}

const lastThrower = new WeakMap<Tracker, number>()

function handle(t: Tracker, e: EngineEvent, index: number): void {
  const player = num(e.player)
  switch (e.type) {
    case 'roll':
    case 'rebound': {
      const r = rollOf(t.ruleset, e, index)
      if (r) t.addRoll(r)
      if (e.type === 'roll' && (e.purpose === 'throw' || e.purpose === 'pass') && player !== null)
        lastThrower.set(t, player)
      return
    }
    // --- pieces moving --------------------------------------------------------------------------------------
    case 'move':
    case 'step':
    case 'follow-up': {
      const to = sq(e.to) ?? at(e)
      if (player === null) return
      if (to) moveTo(t, player, to)
      else if (e.type === 'follow-up') followNext(t, player)
      return
    }
    case 'follow':
      if (player !== null) followNext(t, player)
      return
    case 'place':
    case 'reserves': {
      const to = at(e)
      if (player === null || !to) return
      const cur = t.piece(player)
      if (!cur) return
      // Setup: the whole team arrives as a quick ripple rather than one by one.
      const start = t.cursor
      if (cur.scale === 0) {
        t.movePiece(player, 'enter', { ...cur, x: to.x, y: to.y, scale: 0 }, 0, 0, start)
        t.movePiece(player, 'enter', { ...cur, x: to.x, y: to.y, scale: 1 }, S.enter)
      } else t.movePiece(player, 'settle', { ...cur, x: to.x, y: to.y }, S.enter, 0.3, start)
      t.cursor = start + t.secs(S.placeStagger)
      return
    }
    case 'bench':
      if (player !== null) t.cursor = t.remove(player)
      return
    case 'push':
    case 'pushed': {
      const to = sq(e.to) ?? at(e)
      if (player !== null && to) push(t, player, to)
      return
    }
    case 'thrown': {
      const to = sq(e.to) ?? at(e)
      if (player !== null && to) moveTo(t, player, to, 2)
      return
    }
    case 'scatter': {
      const to = sq(e.to)
      if (!to || e.bomb) return
      if (player !== null)
        moveTo(t, player, to) // a thrown team-mate scattering in the air
      else ballTo(t, 0, to, 'bounce')
      return
    }
    // --- falling and getting up -----------------------------------------------------------------------------
    case 'knocked-down':
    case 'prone':
    case 'fall':
    case 'landing-failed': {
      if (player === null) return
      const where = at(e)
      const cur = t.square(player)
      if (where && cur && dist(where, cur) > 1e-9) moveTo(t, player, where)
      t.cursor = t.poseTo(player, 'prone', 'fall', S.fall)
      return
    }
    case 'stand-up':
      if (player !== null) t.cursor = t.poseTo(player, 'standing', 'rise', S.rise)
      return
    case 'injury':
    case 'injured':
    case 'sent-off':
    case 'crowd':
    case 'penalty': {
      if (player === null) return
      if (e.result === 'stunned') {
        t.cursor = t.poseTo(player, 'stunned', 'turn-over', S.fall)
        return
      }
      const n = t.nextPiece(player)
      // Off the pitch in the next view (KO, casualty, sent off, into the crowd, the box): he leaves now.
      if (!n || n.x === null || n.y === null || e.type !== 'injury') t.cursor = t.remove(player)
      return
    }
    // --- the ball -------------------------------------------------------------------------------------------
    case 'kick': {
      const to = sq(e.to)
      if (!to) return
      // The kicker's spot is not in the event: the ball flies in from the mirror square in the other half.
      const slot = t.slot(0)
      const w = t.next.board.width
      const from: BallKey = { x: w - 1 - to.x, y: to.y, carrier: null, attached: false, visible: true }
      t.moveBall(slot, 'appear', from, 0)
      ballTo(t, 0, to, 'kick')
      return
    }
    case 'kick-lands':
    case 'throw-in': {
      const to = sq(e.to)
      if (to) ballTo(t, 0, to, e.type === 'throw-in' ? 'pass' : 'pass')
      return
    }
    case 'pass': {
      const to = sq(e.to)
      if (to) ballTo(t, 0, to, 'pass')
      return
    }
    case 'bounce': {
      const to = sq(e.to) ?? at(e)
      if (!to) return
      const i = t.ruleset === 'blitz' ? blitzSlot(t, e, () => nearIndex(t, to, 1.5)) : 0
      ballTo(t, i, to, 'bounce')
      return
    }
    case 'puck-lands': {
      const to = at(e)
      if (to) ballTo(t, 0, to, 'slide')
      return
    }
    case 'catch':
    case 'pickup':
    case 'control':
    case 'interception':
    case 'give-ball':
      if (player !== null) give(t, 0, player)
      return
    case 'hand-off':
    case 'dump-off': {
      const to = sq(e.to)
      const target = num(e.target)
      const from = player !== null ? t.carriedBy(player) : null
      const i = from ? slotIndexOf(t, from) : 0
      if (target !== null) give(t, i, target)
      else if (to) ballTo(t, i, to, 'pass')
      return
    }
    case 'possession': {
      if (player === null) return
      const thrower = lastThrower.get(t)
      const i = blitzSlot(t, e, () => {
        const carried = thrower !== undefined ? t.carriedBy(thrower) : null
        if (carried) return slotIndexOf(t, carried)
        const where = t.square(player)
        return where ? nearIndex(t, where, 1.5) : null
      })
      give(t, i, player)
      return
    }
    case 'drop': {
      const where = at(e)
      const slot = player !== null ? t.carriedBy(player) : null
      if (slot) t.holdBall(slot, null)
      else if (where) ballTo(t, 0, where, 'bounce')
      return
    }
    case 'new-ball': {
      const where = at(e)
      if (!where) return
      const i = blitzSlot(t, e, () => null)
      ballTo(t, i, where, 'bounce')
      return
    }
    case 'ball-removed': {
      const i = blitzSlot(t, e, () => null)
      const slot = t.slot(i)
      if (slot.key.visible)
        t.moveBall(
          slot,
          'vanish',
          { ...t.ballNow(slot), visible: false, carrier: null, attached: false },
          S.leave,
        )
      return
    }
    // --- scoring --------------------------------------------------------------------------------------------
    case 'touchdown':
    case 'goal': {
      const side = num(e.side) === 1 ? 1 : 0
      // Cross Check: the shot's flight is not an event; the puck slides into the net before the goal lights up.
      const puck = t.next.balls[0]
      if (e.type === 'goal' && puck) ballTo(t, 0, puck, 'slide')
      const where = (player !== null ? t.square(player) : null) ?? t.ballNow(t.slot(0))
      t.addHighlight({ kind: e.type, side, x: where.x, y: where.y })
      return
    }
    default:
      return // an event with nothing to show (turns, cards, skills...)
  }
}

function nearIndex(t: Tracker, where: Square, within: number): number | null {
  const s = t.nearestSlot(where, within)
  return s ? t.slots.indexOf(s) : null
}

/** A follow-up whose square the event does not give: to where the next view has him. */
function followNext(t: Tracker, id: number): void {
  const n = t.nextPiece(id)
  if (n && n.x !== null && n.y !== null) moveTo(t, id, { x: n.x, y: n.y })
}
