// What the coach sees while aiming a pass and while moving (issue 19 point 1), computed by each ruleset from its
// own range and interception code (`Ruleset.aim`, `Ruleset.squareNotes`) and carried to the renderer beside the
// legal actions (`LegalActions.aims`) and the reach (`Reach.notes`). Plain data: the renderer only draws it.

/** How far a throw goes: Classic's range ruler, Cross Check's passing template, Blitz Bowl's Throw Ruler. */
export type AimBand = 'hand-off' | 'quick' | 'short' | 'long' | 'long-bomb'

/** An opponent who may take (Classic: intercept; Cross Check: block) or hinder (Blitz Bowl: obstruct) a throw. */
export interface AimThreat {
  readonly player: number
  readonly kind: 'intercept' | 'block' | 'obstruct'
  /** His own chance to take the ball or puck if he tries (re-rolls and Safe Throw counted); null: no roll of his. */
  readonly chance: number | null
}

/** A throw, hand-off, pass or shot as aimed: its band, who threatens it, and the chance it is taken. */
export interface AimInfo {
  readonly band: AimBand
  readonly threats: readonly AimThreat[]
  /** Exact chance the opponents take it (0 where nobody can). */
  readonly risk: number
}

/**
 * Why a square near a moving player cannot be entered, or what entering it costs. `open` notes (a trapdoor, the
 * opposing crease) are squares he may enter; the others are closed to him now.
 */
export type SquareReason =
  | 'occupied' // `player` stands there
  | 'marked' // Blitz Bowl: next to `player`, an opponent a Run may not move beside
  | 'out-of-movement' // beyond what is left of his movement (`ma`, `used`)
  | 'no-path' // within his movement, but no legal way there
  | 'blocked' // Blitz Bowl: a blocked square of the arena
  | 'off-pitch' // Cross Check: the boards, not ice
  | 'trapdoor' // Blitz Bowl: open, but a new ball coming up through it injures him
  | 'crease' // Cross Check: open, but ending the turn in the opposing crease risks a penalty

export interface SquareNote {
  readonly x: number
  readonly y: number
  readonly reason: SquareReason
  readonly open: boolean
  readonly player?: number
  /** 'out-of-movement': his movement allowance and the squares he has used of it. */
  readonly ma?: number
  readonly used?: number
}

export const OPEN_REASONS: ReadonlySet<SquareReason> = new Set(['trapdoor', 'crease'])

/** What a game tells the generic note-taker about one square and the mover (`noteSquares`). */
export interface SquareProbe {
  readonly width: number
  readonly height: number
  /** The mover's square. */
  readonly x: number
  readonly y: number
  /** Squares he may still move (going for it counted), and his allowance and use for the words. */
  readonly reach: number
  readonly ma: number
  readonly used: number
  /** A closed square's own reason before movement is counted: occupied, blocked, off the pitch, marked. */
  closed(x: number, y: number): Omit<SquareNote, 'x' | 'y'> | null
  /** An open square's warning (a trapdoor, the crease), or null. */
  warning?(x: number, y: number): Omit<SquareNote, 'x' | 'y'> | null
}

/**
 * Notes for the squares around the mover within his movement plus one: every square he cannot reach gets its
 * reason (its own first, else out of movement or no path), every reachable square with a warning gets that.
 */
export function noteSquares(
  probe: SquareProbe,
  reachable: readonly { readonly x: number; readonly y: number }[],
): SquareNote[] {
  const can = new Set(reachable.map((r) => r.y * 1000 + r.x))
  const out: SquareNote[] = []
  const r = Math.max(1, probe.reach + 1)
  for (let y = Math.max(0, probe.y - r); y <= Math.min(probe.height - 1, probe.y + r); y++)
    for (let x = Math.max(0, probe.x - r); x <= Math.min(probe.width - 1, probe.x + r); x++) {
      if (x === probe.x && y === probe.y) continue
      if (can.has(y * 1000 + x)) {
        const warn = probe.warning?.(x, y)
        if (warn) out.push({ x, y, ...warn })
        continue
      }
      const own = probe.closed(x, y)
      if (own) out.push({ x, y, ...own })
      else if (Math.max(Math.abs(x - probe.x), Math.abs(y - probe.y)) > probe.reach)
        out.push({ x, y, reason: 'out-of-movement', open: false, ma: probe.ma, used: probe.used })
      else out.push({ x, y, reason: 'no-path', open: false })
    }
  return out
}
