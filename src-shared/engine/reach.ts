// Where the acting player can go this activation, and the best chance of getting to each square: a generic
// planner over any ruleset whose moving player goes one square at a time with `step {x, y}` actions (Classic and
// Blitz Bowl runs, Cross Check skating). It knows no rules: it plays steps on the live state (apply, then undo back
// to where it started) with the dice forced to succeed, so the squares beyond a risky step can be seen, and prices
// each step with `ruleset.probability`. The state is left exactly as it was found.
import type { SquareNote } from './aim'
import type { Action, Decision, Ruleset } from './api'

export interface ReachSquare {
  readonly x: number
  readonly y: number
  /**
   * Chance of getting here along `path`: the ruleset's exact path chance when it has one, else the product of each
   * step's chance (a step without a roll is 1).
   */
  readonly chance: number
  /** The squares stepped on, in order, ending with (x, y). */
  readonly path: readonly { readonly x: number; readonly y: number }[]
}

export interface Reach {
  /** The moving player, or null when the decision is not a move. */
  readonly player: number | null
  /** Every reachable square once, best chance first. */
  readonly squares: readonly ReachSquare[]
  /** Issue 19: why the squares around him that he cannot reach are closed (`ruleset.squareNotes`, engine/aim.ts). */
  readonly notes?: readonly SquareNote[]
}

export const NO_REACH: Reach = { player: null, squares: [] }

/** Enough sixes for any one step's rolls (dodge, going for it, pick-up); leftovers are undone with the rest. */
const SUCCESS_DICE: readonly number[] = [6, 6, 6, 6]
/** Bounds the work on a huge board or a fast player (nodes are square × steps taken). */
const MAX_NODES = 3000

interface Node {
  readonly x: number
  readonly y: number
  readonly chance: number
  readonly path: readonly { readonly x: number; readonly y: number }[]
  /** Everything to replay from the start to stand here: the steps and any declined interrupts. */
  readonly actions: readonly Action[]
  /** The move cannot go on from here (a touchdown, a pick-up that ends it, a decision that is no decline). */
  readonly terminal: boolean
}

const isStep = (a: Action): boolean => a.type === 'step' && typeof a.x === 'number' && typeof a.y === 'number'

const sameMove = (a: Decision, b: Decision): boolean =>
  a.side === b.side && a.kind === b.kind && a.player === b.player

/**
 * Best-first search (chances only shrink along a path, so the first time a square is taken from the queue its
 * chance is the best). A square reached again with more steps and no better chance is not expanded again: the
 * same square with fewer steps used leaves at least as many moves.
 */
export function planReach<S>(ruleset: Ruleset<S>, state: S): Reach {
  const start = ruleset.decision(state)
  if (start.side === null || !ruleset.legalActions(state).some(isStep)) return NO_REACH
  const root = ruleset.mark(state)
  const best = new Map<number, ReachSquare>()
  /** Fewest steps with which each square was expanded. */
  const expanded = new Map<number, number>()
  let nodes = 0
  try {
    // Best-first over a plain array (a few hundred nodes): take the highest chance, then the fewest steps.
    const frontier: Node[] = [{ x: -1, y: -1, chance: 1, path: [], actions: [], terminal: false }]
    while (frontier.length > 0 && nodes < MAX_NODES) {
      let at = 0
      for (let i = 1; i < frontier.length; i++) {
        const a = frontier[i]
        const b = frontier[at]
        if (a.chance > b.chance || (a.chance === b.chance && a.path.length < b.path.length)) at = i
      }
      const node = frontier[at]
      frontier[at] = frontier[frontier.length - 1]
      frontier.pop()
      const key = node.y * 4096 + node.x
      const steps = node.path.length
      if (steps > 0) {
        if (!best.has(key)) best.set(key, { x: node.x, y: node.y, chance: node.chance, path: node.path })
        const before = expanded.get(key)
        if (node.terminal || (before !== undefined && before <= steps)) continue
        expanded.set(key, steps)
      }
      nodes++
      for (const child of children(ruleset, state, root, start, node)) {
        const seen = expanded.get(child.y * 4096 + child.x)
        if (seen === undefined || seen > steps + 1) frontier.push(child)
      }
    }
  } finally {
    ruleset.undo(state, root)
  }
  // The search ranks paths by the product of step chances; where the ruleset can price a whole path (re-rolls
  // spent once along it), the chance shown is that exact one.
  if (ruleset.pathProbability) {
    for (const [key, square] of best) {
      const exact = ruleset.pathProbability(state, square.path)
      if (exact !== null) best.set(key, { ...square, chance: exact })
    }
  }
  const squares = [...best.values()].sort(
    (a, b) => b.chance - a.chance || a.path.length - b.path.length || a.y - b.y || a.x - b.x,
  )
  return { player: start.player ?? null, squares }
}

/** Plays `actions` from the root with the dice forced to succeed; false when the line no longer plays. */
function replay<S>(ruleset: Ruleset<S>, state: S, actions: readonly Action[]): boolean {
  for (const action of actions) {
    ruleset.forceDice?.(state, SUCCESS_DICE)
    try {
      if (!ruleset.apply(state, action).ok) return false
    } catch {
      return false
    }
  }
  return true
}

/**
 * After a step, an opponent may be asked about the mover (Cross Check's hold): priced as his best try failing
 * (the chance he holds is `probability` of his action), then declined with his `no-...` action to look further.
 * Returns the chance factor, the declines played, and whether the same move goes on.
 */
function settle<S>(
  ruleset: Ruleset<S>,
  state: S,
  start: Decision,
): { factor: number; declines: Action[]; goesOn: boolean } {
  let factor = 1
  const declines: Action[] = []
  for (let i = 0; i < 4; i++) {
    const now = ruleset.decision(state)
    if (sameMove(now, start)) return { factor, declines, goesOn: true }
    if (now.side === start.side || now.player !== start.player) break
    const legal = ruleset.legalActions(state)
    const decline = legal.find((a) => a.type.startsWith('no-'))
    if (!decline) break
    let stop = 0
    for (const a of legal) if (a !== decline) stop = Math.max(stop, ruleset.probability(state, a) ?? 0)
    factor *= 1 - stop
    declines.push(decline)
    if (!replay(ruleset, state, [decline])) break
  }
  return { factor, declines, goesOn: false }
}

/** The squares one step on from `node`, each priced: its own roll, then any interrupt it provokes. */
function children<S>(ruleset: Ruleset<S>, state: S, root: number, start: Decision, node: Node): Node[] {
  ruleset.undo(state, root)
  if (node.actions.length > 0 && (!ruleset.forceDice || !replay(ruleset, state, node.actions))) return []
  const out: Node[] = []
  for (const step of ruleset.legalActions(state).filter(isStep)) {
    const own = ruleset.probability(state, step) ?? 1
    const here = ruleset.mark(state)
    if (replay(ruleset, state, [step])) {
      const { factor, declines, goesOn } = settle(ruleset, state, start)
      const square = { x: step.x as number, y: step.y as number }
      out.push({
        ...square,
        chance: node.chance * own * factor,
        path: [...node.path, square],
        actions: [...node.actions, step, ...declines],
        terminal: !goesOn || !ruleset.forceDice,
      })
    }
    ruleset.undo(state, here)
  }
  return out
}
