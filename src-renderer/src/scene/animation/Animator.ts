// Plays animation plans on the table: each frame it samples the plan and moves the instanced figures and the
// balls (through PieceLayer's override API), rolls the dice onto the table and lights touchdowns and goals. At the
// end it hands the table to PieceLayer.setView(next), so what stays drawn is exactly the view. A new view while a
// plan runs first fast-forwards the old one to its end.
import type { EngineEvent, GameView } from '@shared/engine/api'
import { Group, Vector3 } from 'three'
import { type BoardLayout, squareToWorld } from '../boards/layout'
import { type DicePlacer, DiceLayer } from '../dice/DiceLayer'
import { BALL_ON_BASE_OFFSET } from '../pieces/placement'
import type { PieceLayer } from '../pieces/PieceLayer'
import { HighlightLayer } from './HighlightLayer'
import { DEFAULT_ANIMATION, planAnimation } from './plan'
import { samplePlan } from './sample'
import { clampSpeed } from './timing'
import type { AnimationOptions, AnimationPlan, Frame } from './types'

export class Animator {
  /** Dice and highlights (added to the scene by TableScene). */
  readonly group = new Group()
  private readonly dice = new DiceLayer()
  private readonly glow = new HighlightLayer()
  private options: AnimationOptions = DEFAULT_ANIMATION
  private plan: AnimationPlan | null = null
  private next: GameView | null = null
  private layout: BoardLayout | null = null
  private startedAt = 0
  private shownRoll = -1
  private waiting: (() => void)[] = []
  private readonly at = new Vector3()

  /** `clock` in milliseconds (tests pass their own). */
  constructor(
    private readonly pieces: PieceLayer,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.group.name = 'animation'
    this.group.add(this.dice.group, this.glow.group)
  }

  setOptions(options: Partial<AnimationOptions>): void {
    this.options = {
      speed: clampSpeed(options.speed ?? this.options.speed),
      skip: options.skip ?? this.options.skip,
    }
    // Turning animation off mid-plan ends it now.
    if (this.options.skip && this.plan) this.finish()
  }

  get animation(): AnimationOptions {
    return this.options
  }

  /** Where each roll's dice land (TableScene: on the board beside the action, dice/diceSpot.ts). */
  setDicePlacer(placer: DicePlacer | null): void {
    this.dice.setPlacer(placer)
  }

  /** True while a plan runs. */
  get busy(): boolean {
    return this.plan !== null
  }

  /** Resolves when no plan runs (at once if none does). */
  whenIdle(): Promise<void> {
    if (!this.plan) return Promise.resolve()
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Animates from `prev` through `events` to `next` (PieceLayer gets `next` at the end, or now when nothing moves). */
  play(
    prev: GameView | null,
    events: readonly EngineEvent[],
    next: GameView | null,
    layout: BoardLayout,
  ): void {
    if (this.plan) this.finish()
    this.layout = layout
    this.next = next
    const sameGame = prev !== null && next !== null && prev.ruleset === next.ruleset
    // A new view is the next action (or a jump, or another game): the last action's dice leave the table.
    if (prev !== next) this.showRoll(null)
    const plan = sameGame ? planAnimation(prev, events, next, this.options) : null
    if (!plan || plan.duration <= 0) {
      this.pieces.setView(next, layout)
      const last = plan?.rolls.at(-1)
      if (last) this.showRoll(last)
      this.settle()
      return
    }
    this.pieces.setView(unionView(prev as GameView, next as GameView, plan.startBalls.length), layout)
    this.pieces.setDazeVisible(false)
    this.plan = plan
    this.startedAt = this.clock()
    this.shownRoll = -1
    this.apply(samplePlan(plan, 0))
  }

  /** Advances the running plan to now; true when something was drawn differently (the frame must be redrawn). */
  tick(): boolean {
    const plan = this.plan
    if (!plan) return false
    const t = (this.clock() - this.startedAt) / 1000
    if (t >= plan.duration) this.finish()
    else this.apply(samplePlan(plan, t))
    return true
  }

  /** Jumps the running plan to its end. */
  finish(): void {
    const plan = this.plan
    if (!plan) return
    this.plan = null
    const last = plan.rolls.at(-1)
    if (last) this.showRoll(last)
    this.glow.set(null)
    if (this.layout) this.pieces.setView(this.next, this.layout)
    this.settle()
  }

  dispose(): void {
    this.plan = null
    this.settle()
    this.dice.dispose()
    this.glow.dispose()
    this.group.clear()
  }

  private settle(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }

  private showRoll(roll: AnimationPlan['rolls'][number] | null): void {
    this.dice.show(roll)
    if (roll) this.dice.update(1)
  }

  private apply(frame: Frame): void {
    const plan = this.plan
    const layout = this.layout
    if (!plan || !layout) return
    const byId = new Map(frame.pieces.map((p) => [p.id, p]))
    for (const f of frame.pieces) {
      const w = squareToWorld(layout, f.x, f.y)
      this.pieces.overridePiece(f.id, { ...f, x: w.x, z: w.z })
    }
    this.pieces.flushOverrides()

    frame.balls.forEach((b, i) => {
      if (!b.visible) return this.pieces.overrideBall(i, null)
      const carrier = b.attached && b.carrier !== null ? byId.get(b.carrier) : undefined
      const fig = carrier ? this.pieces.pieceFrame(carrier.id) : null
      const w = squareToWorld(layout, b.x, b.y)
      if (carrier && fig && carrier.pose === 'standing' && carrier.blend >= 1) {
        // On the carrier's base, in front and to his right, as placement.ts puts it at rest.
        const lx = -BALL_ON_BASE_OFFSET.right
        const lz = BALL_ON_BASE_OFFSET.forward
        const sin = Math.sin(fig.yaw)
        const cos = Math.cos(fig.yaw)
        const s = carrier.scale
        this.at.set(
          w.x + (lx * cos + lz * sin) * s,
          fig.baseTop * s + carrier.lift,
          w.z + (-lx * sin + lz * cos) * s,
        )
      } else this.at.set(w.x, b.lift, w.z)
      this.pieces.overrideBall(i, this.at)
    })

    if (frame.roll !== this.shownRoll) {
      this.shownRoll = frame.roll
      if (frame.roll >= 0) this.dice.show(plan.rolls[frame.roll])
    }
    if (frame.roll >= 0) this.dice.update(frame.rollProgress)

    const h = frame.highlights[0]
    const spec = h ? plan.highlights[h.index] : undefined
    if (h && spec) {
      const w = squareToWorld(layout, spec.x, spec.y)
      this.glow.set({ x: w.x, z: w.z, side: spec.side, progress: h.progress })
    } else this.glow.set(null)
  }
}

/**
 * The next view plus every piece that was on the pitch before and is not now (drawn where it was, so it can leave
 * on screen), and as many balls as the plan moves.
 */
export function unionView(prev: GameView, next: GameView, balls: number): GameView {
  const nextOn = new Set(next.pieces.filter((p) => p.x !== null && p.y !== null).map((p) => p.id))
  const prevById = new Map(prev.pieces.map((p) => [p.id, p]))
  const pieces = next.pieces.map((p) => {
    const before = prevById.get(p.id)
    return !nextOn.has(p.id) && before && before.x !== null && before.y !== null ? before : p
  })
  for (const p of prev.pieces)
    if (p.x !== null && p.y !== null && !next.pieces.some((q) => q.id === p.id)) pieces.push(p)
  const all = Array.from(
    { length: balls },
    (_, i) => next.balls[i] ?? prev.balls[i] ?? { x: 0, y: 0, carrier: null },
  )
  return { ...next, pieces, balls: all }
}
