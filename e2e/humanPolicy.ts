// A simple human coach for the complete-game e2e specs: given what the play screen shows (the view, the decision
// and its legal actions), which action a plain human would take next. Pure (types only from the engine), so a
// Node script can check that it finishes whole games against the Beginner AI before the browser plays them.
// The policy: set up with the first formation (or place players in their end zone), receive the kick, aim the
// kick at the middle of the far half; each team turn activate a couple of players — a block when one is on
// offer, else move the ball carrier toward the far end zone or the nearest player toward the ball, a few steps,
// shooting or scoring when he can —, then end the turn. Every dialog gets its first answer (its default).
import type { Action, Decision, GameView, PieceView } from '../src-shared/engine/api'

/** What the coach remembers between his choices: which turn it is and what he did in it. */
export interface PolicyMemory {
  turnKey: string
  activations: number
  steps: number
  /** The player whose activation the steps belong to. */
  mover: number | null
}

export const freshMemory = (): PolicyMemory => ({ turnKey: '', activations: 0, steps: 0, mover: null })

/**
 * Activations a turn, and steps an activation, before the coach ends them. Cross Check's turns come thick (three
 * periods of ten) and every skater's move asks for holds and checks: one skater a turn keeps its game short.
 */
const ACTIVATIONS: Record<string, number> = { classic: 2, blitz: 2, crosscheck: 1 }
const STEPS = 3

const has = (a: Action, type: string): boolean => a.type === type
const num = (v: unknown): number => (typeof v === 'number' ? v : NaN)

/** The x the side attacks: home toward the right end, away toward the left (both boards put home on the left). */
const goalX = (view: GameView, side: 0 | 1): number => (side === 0 ? view.board.width - 1 : 0)

function ballSquare(view: GameView): { x: number; y: number } | null {
  const b = view.balls[0]
  return b ? { x: b.x, y: b.y } : null
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))

function pieceOf(view: GameView, id: number | undefined | null): PieceView | undefined {
  return id === null || id === undefined ? undefined : view.pieces.find((p) => p.id === id)
}

/** The step closest to `to` (ties: the one with the better chance), or undefined. */
function stepToward(
  steps: readonly { a: Action; chance: number | null }[],
  to: { x: number; y: number },
): Action | undefined {
  let best: { a: Action; d: number; c: number } | undefined
  for (const { a, chance } of steps) {
    const d = dist({ x: num(a.x), y: num(a.y) }, to)
    const c = chance ?? 1
    if (!best || d < best.d || (d === best.d && c > best.c)) best = { a, d, c }
  }
  return best?.a
}

/** Where the acting player heads: the far end zone with the ball, else the ball. */
function destination(view: GameView, side: 0 | 1, mover: PieceView | undefined): { x: number; y: number } {
  if (mover?.hasBall || !ballSquare(view))
    return { x: goalX(view, side), y: mover?.y ?? view.board.height >> 1 }
  return ballSquare(view)!
}

export interface PolicyInput {
  readonly view: GameView
  readonly decision: Decision
  readonly actions: readonly Action[]
  readonly chances?: readonly (number | null)[]
}

/** The next action of the simple human coach; updates `memory`. */
export function humanChoice(input: PolicyInput, memory: PolicyMemory): Action {
  const { view, decision, actions } = input
  const chances = input.chances ?? actions.map(() => null)
  const side = decision.side as 0 | 1
  const turnKey = `${view.period}:${view.turns.join(',')}:${side}`
  if (turnKey !== memory.turnKey) Object.assign(memory, freshMemory(), { turnKey })
  const find = (type: string): Action | undefined => actions.find((a) => has(a, type))
  const all = (type: string): Action[] => actions.filter((a) => has(a, type))
  const steps = actions.map((a, i) => ({ a, chance: chances[i] })).filter((s) => has(s.a, 'step'))

  switch (decision.kind) {
    case 'coin-toss':
    case 'kick-or-receive': {
      const receive = actions.find((a) => a.choice === 'receive')
      return receive ?? actions[0]
    }
    case 'setup': {
      const formation = find('formation')
      const done = find('setup-done')
      // A formation first (it places the whole team), then Done.
      const onPitch = view.pieces.some((p) => p.side === side && p.x !== null)
      if (formation && !onPitch) return formation
      if (done) return done
      const places = all('place')
      if (places.length === 0) return actions[0]
      // Each player on his own end zone's column, one row each (player k of a side on row k).
      const player = places[0].player
      const mine = places.filter((a) => a.player === player)
      const homeX = side === 0 ? 0 : view.board.width - 1
      const row = num(player) % view.board.height
      const onColumn = mine.filter((a) => a.x === homeX)
      return (
        onColumn.find((a) => a.y === row) ??
        onColumn[0] ??
        mine.reduce((b, a) => (Math.abs(num(a.x) - homeX) < Math.abs(num(b.x) - homeX) ? a : b))
      )
    }
    case 'line-up': {
      const onIce = view.pieces.filter((p) => p.side === side && p.x !== null).length
      const line = find('line')
      // The centre and one more: the face-off needs the centre; the rest of the bench stays off (a short game).
      if (line && onIce < 2) return line
      return find('line-done') ?? actions[0]
    }
    case 'kick': {
      // The middle of the receiving half.
      const aim = {
        x: side === 0 ? Math.floor(view.board.width * 0.75) : Math.floor(view.board.width * 0.25),
        y: view.board.height >> 1,
      }
      const kicks = all('kick')
      return kicks.reduce(
        (b, a) => (dist({ x: num(a.x), y: num(a.y) }, aim) < dist({ x: num(b.x), y: num(b.y) }, aim) ? a : b),
        kicks[0] ?? actions[0],
      )
    }
    case 'turn':
      return turnChoice(input, memory)
    case 'activation':
    case 'run':
    case 'mark':
    case 'move':
      return activationChoice(input, memory, side, steps)
    case 'free-moves':
      // Classic kick-off results that give free moves (Quick Snap, Blitz!): the coach passes them up.
      return find('free-done') ?? actions[0]
    case 'hold':
      // Cross Check: let the skater go (a hold starts a fight of its own).
      return find('no-hold') ?? actions[0]
    case 'block-reroll':
      // The dialog's first answer: keep the block dice.
      return find('no-reroll') ?? actions[0]
    default:
      return actions[0]
  }
}

function turnChoice(input: PolicyInput, memory: PolicyMemory): Action {
  const { view, actions } = input
  const end = actions.find((a) => a.type === 'end-turn')
  if (memory.activations >= (ACTIVATIONS[view.ruleset] ?? 2) && end) return end
  const declares = actions.filter((a) => a.type !== 'end-turn')
  if (declares.length === 0) return end ?? actions[0]
  const starter = (a: Action): PieceView | undefined => pieceOf(view, num(a.player))
  // A block first (Classic declare block, Blitz Bowl's block on a target), then a stand-up, then a move.
  const block = declares.find((a) => (a.type === 'declare' && a.kind === 'block') || a.type === 'block')
  const moves = declares.filter(
    (a) => (a.type === 'declare' && a.kind === 'move') || a.type === 'run' || a.type === 'skate',
  )
  memory.activations++
  memory.steps = 0
  if (block && memory.activations === 1) {
    memory.mover = num(block.player)
    return block
  }
  const standUp = declares.find((a) => a.type === 'stand-up')
  if (standUp) return standUp
  if (moves.length > 0) {
    const carrier = moves.find((a) => starter(a)?.hasBall)
    const ball = ballSquare(view)
    const chosen =
      carrier ??
      (ball
        ? moves.reduce((b, a) => {
            const pa = starter(a)
            const pb = starter(b)
            const da = pa?.x != null ? dist({ x: pa.x, y: pa.y! }, ball) : 99
            const db = pb?.x != null ? dist({ x: pb.x, y: pb.y! }, ball) : 99
            return da < db ? a : b
          })
        : moves[0])
    memory.mover = num(chosen.player)
    return chosen
  }
  return end ?? declares[0]
}

function activationChoice(
  input: PolicyInput,
  memory: PolicyMemory,
  side: 0 | 1,
  steps: readonly { a: Action; chance: number | null }[],
): Action {
  const { view, decision, actions } = input
  const mover = pieceOf(view, decision.player ?? memory.mover)
  const stop = actions.find((a) => ['end-activation', 'stop'].includes(a.type))
  const shoot = actions.find((a) => a.type === 'shoot')
  // Cross Check: a shot when the goal is close.
  if (shoot && mover?.x != null && Math.abs(mover.x - goalX(view, side)) <= 6) return shoot
  const block = actions.find((a) => a.type === 'block' || a.type === 'check')
  if (block && memory.steps === 0) {
    memory.steps++
    return block
  }
  if (memory.steps < STEPS && steps.length > 0) {
    const to = destination(view, side, mover)
    const here = mover?.x != null ? dist({ x: mover.x, y: mover.y! }, to) : 99
    const best = stepToward(steps, to)
    if (best && dist({ x: num(best.x), y: num(best.y) }, to) < here) {
      memory.steps++
      return best
    }
  }
  return stop ?? actions.find((a) => a.type !== 'step') ?? actions[0]
}
