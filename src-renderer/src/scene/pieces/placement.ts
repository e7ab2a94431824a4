// GameView → where each figure and ball goes. Pure (no three.js objects), so the mapping is unit-tested: which
// pieces are on the pitch, which look (race/role/side/kit) each gets, where it stands, which way it faces, how it
// lies, and where each ball rests.
import type { GameView, PieceView, Side } from '@shared/engine/api'
import { type Body, figureLook, type Gear } from '@shared/showcase/figureLook'
import type { Hex } from '@shared/showcase/looks'
import { type BoardLayout, squareToWorld } from '../boards/layout'
import type { Equipment } from './figureBuilder'
import type { Race } from './races'
import type { Role } from './roles'

export type Pose = 'standing' | 'prone' | 'stunned'

/** Everything that shapes a figure apart from its paint (figureLook.ts): pieces with equal keys look the same. */
export interface FigureKey {
  readonly race: Race
  readonly role: Role
  readonly body: Body
  readonly gear: Gear
  /** The creature's own skin, used where no paint scheme gives one. */
  readonly skin: Hex
  readonly side: Side
  readonly equipment: Equipment
}

/** The figure key of a team's position (the same function the Showcase's turntable uses). */
export function figureKeyOf(
  rosterId: string,
  positionId: string,
  role: string | undefined,
  side: Side,
  equipment: Equipment,
): FigureKey {
  const look = figureLook(rosterId, positionId, role)
  return { ...look, side, equipment }
}

export interface PiecePlacement {
  readonly id: number
  readonly key: FigureKey
  /** The roster position (paint schemes and own models are per position). */
  readonly positionId: string
  /** Square centre in world coordinates. */
  readonly x: number
  readonly z: number
  /** Height of the ground it stands on (the team photo's steps); absent: the board, 0. */
  readonly y?: number
  /** Rotation round +Y, radians; 0 faces +Z. */
  readonly yaw: number
  readonly pose: Pose
}

export interface BallPlacement {
  /** World position of the ball's resting point (its bottom). */
  readonly x: number
  readonly z: number
  /** On a carrier's base rather than on the ground. */
  readonly onBase: boolean
  readonly carrier: number | null
  /** A Cross Check puck under a standing skater's control (drawn with its halo; his base gets a ring). */
  readonly carried?: boolean
  readonly kind: 'ball' | 'puck'
}

export interface Placements {
  readonly pieces: readonly PiecePlacement[]
  readonly balls: readonly BallPlacement[]
}

export function figureKeyString(k: FigureKey): string {
  return `${k.equipment}|${k.race}|${k.role}|${k.body}|${k.gear}|${k.skin}|${k.side}`
}

export function poseFor(state: PieceView['state']): Pose {
  if (state === 'prone') return 'prone'
  if (state === 'stunned') return 'stunned'
  return 'standing'
}

export function isOnPitch(p: PieceView): boolean {
  return p.x !== null && p.y !== null
}

/**
 * Which way each side faces: toward the other side's players (their mean x), so teams face each other whichever
 * half they defend. With no opponents on the pitch, home faces +x and away -x.
 */
export function sideFacing(pieces: readonly PieceView[]): readonly [number, number] {
  const mean = (side: Side): number | null => {
    const xs = pieces.filter((p) => p.side === side && isOnPitch(p)).map((p) => p.x as number)
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null
  }
  const m0 = mean(0)
  const m1 = mean(1)
  if (m0 === null || m1 === null || m0 === m1) return [Math.PI / 2, -Math.PI / 2]
  // yaw = +π/2 turns the figure's +Z front toward +X.
  return m0 < m1 ? [Math.PI / 2, -Math.PI / 2] : [-Math.PI / 2, Math.PI / 2]
}

/** How far from the square centre a carried ball sits on the base (in front of the figure, to its right). */
export const BALL_ON_BASE_OFFSET = { forward: 0.2, right: 0.16 }

export function placeView(view: GameView, layout: BoardLayout): Placements {
  const equipment: Equipment = view.ruleset === 'crosscheck' ? 'hockey' : 'football'
  const facing = sideFacing(view.pieces)
  const rosters = [view.teams[0]?.rosterId ?? '', view.teams[1]?.rosterId ?? '']
  const pieces: PiecePlacement[] = []
  const byId = new Map<number, PiecePlacement>()
  for (const p of view.pieces) {
    if (!isOnPitch(p)) continue
    const w = squareToWorld(layout, p.x as number, p.y as number)
    const placed: PiecePlacement = {
      id: p.id,
      key: figureKeyOf(rosters[p.side], p.positionId, p.role, p.side, equipment),
      positionId: p.positionId,
      x: w.x,
      z: w.z,
      yaw: facing[p.side],
      pose: poseFor(p.state),
    }
    pieces.push(placed)
    byId.set(p.id, placed)
  }

  const kind = view.ruleset === 'crosscheck' ? 'puck' : 'ball'
  const balls: BallPlacement[] = view.balls.map((ball) => {
    const carrier = ball.carrier === null ? undefined : byId.get(ball.carrier)
    const w = squareToWorld(layout, ball.x, ball.y)
    const sameSquare =
      carrier !== undefined && Math.abs(carrier.x - w.x) < 1e-6 && Math.abs(carrier.z - w.z) < 1e-6
    // A carried ball rests on its carrier's base; a prone carrier (or a puck beside its carrier, rulings.md: a
    // controlled puck sits in one of the carrier's eight squares) leaves it on the ground of its own square.
    if (carrier && sameSquare && carrier.pose === 'standing') {
      const f = BALL_ON_BASE_OFFSET
      const sin = Math.sin(carrier.yaw)
      const cos = Math.cos(carrier.yaw)
      // In the figure's own frame the front is +Z and its right hand is on -X.
      const lx = -f.right
      const lz = f.forward
      return {
        x: carrier.x + lx * cos + lz * sin,
        z: carrier.z - lx * sin + lz * cos,
        onBase: true,
        carrier: carrier.id,
        kind,
      }
    }
    if (kind === 'puck' && carrier && carrier.pose === 'standing') return puckAtBlade(w, carrier)
    return { x: w.x, z: w.z, onBase: false, carrier: ball.carrier, kind }
  })
  return { pieces, balls }
}

/** How far a controlled puck is drawn from its square's centre toward its carrier: at his stick's blade. */
export const PUCK_AT_BLADE = 0.22

/** A controlled puck in its square (rulings.md: one of the carrier's eight), pulled toward him: at the blade. */
function puckAtBlade(w: { x: number; z: number }, carrier: PiecePlacement): BallPlacement {
  const dx = carrier.x - w.x
  const dz = carrier.z - w.z
  const d = Math.hypot(dx, dz) || 1
  return {
    x: w.x + (dx / d) * PUCK_AT_BLADE,
    z: w.z + (dz / d) * PUCK_AT_BLADE,
    onBase: false,
    carrier: carrier.id,
    carried: true,
    kind: 'puck',
  }
}
