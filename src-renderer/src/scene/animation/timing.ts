// How long each kind of motion takes at speed 1, in seconds. One table, so a speed setting scales them all and
// the look can be tuned in one place.
export const BASE_SECONDS = {
  /** One square of a move: a short hop. */
  hop: 0.26,
  /** A push-back (slide, a little lift). */
  push: 0.3,
  /** A leap, a thrown team-mate, a long jump of any kind: base + per square. */
  flyBase: 0.45,
  flyPerSquare: 0.04,
  /** Falling over, turning face down, standing up. */
  fall: 0.4,
  rise: 0.32,
  /** Leaving the pitch (injury, sent off) or arriving on it (reserves, setup). */
  leave: 0.4,
  enter: 0.3,
  /** Setup placements start this far apart, so a whole team arrives as a quick ripple. */
  placeStagger: 0.03,
  /** The end: everything the events did not explain glides to where the next view has it. */
  settle: 0.35,
  /** A ball's bounce or scatter by one square. */
  bounce: 0.3,
  /** Passes, hand-offs, throw-ins: base + per square. */
  passBase: 0.4,
  passPerSquare: 0.04,
  /** A kick-off's flight. */
  kick: 1.1,
  /** A puck sliding: base + per square. */
  slideBase: 0.15,
  slidePerSquare: 0.05,
  /** Dice tumbling onto the table; the next thing waits for most of it, so the result is seen first. */
  roll: 0.8,
  rollWait: 0.7,
  /** A touchdown's or goal's highlight, and how long the rest waits for it. */
  highlight: 1.6,
  highlightWait: 1.0,
} as const

export function clampSpeed(speed: number): number {
  return Number.isFinite(speed) ? Math.min(10, Math.max(0.1, speed)) : 1
}
