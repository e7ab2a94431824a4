// Where each piece of Cross Check state lives in the state's word array (engine/memory.ts). Players are columns of
// MAX_PLAYERS words (id = side * TEAM_MAX + index), the rink is one word per square (occupant id + 1), and the
// procedure stack is fixed-size frames. Coordinates: data/rink.ts (x along the length, side 0 defends x = 0).

import { ENGINE_HEADER_WORDS } from '../../engine/dice'
import { LENGTH, WIDTH } from './data/rink'
import { TEAM_MAX } from './data/teams'

export { TEAM_MAX }
export const SQUARES = LENGTH * WIDTH
export const MAX_PLAYERS = TEAM_MAX * 2
export const FRAME_WORDS = 8
export const MAX_FRAMES = 16

let next = ENGINE_HEADER_WORDS
const g = (): number => next++
const block = (n: number): number => {
  const at = next
  next += n
  return at
}

// --- globals -------------------------------------------------------------------------------------------------
export const G_ACTIVE = g() // side whose turn it is, -1 before the first face-off
export const G_PERIOD = g() // 1..periods
export const G_PTURN = g() // team turns begun in this period (cc-interp: periods)
export const G_TURNS = block(2) // G_TURNS + side: team turns that side has begun in this period
export const G_SCORE = block(2) // G_SCORE + side
export const G_OVER = g()
export const G_SP = g()
export const G_APPLIED = g()
export const G_TURNOVER = g() // 1: the team turn ends now (000: A Turnover happens when)
export const G_GOAL = g() // 1: a goal was scored; a puck drop follows
export const G_DROPS = g() // puck drops so far (the first has no endurance tests)
export const G_PUCK_X = g()
export const G_PUCK_Y = g()
export const G_CARRIER = g() // player id in control of the puck, -1 loose
export const G_PUCK_DIR = g() // 0..7: the carried puck's direction from its carrier (rulings.md: Stick Zone)
export const G_MOVE_LEFT = g() // squares of MA the moving player has left
export const G_TOOK_TRY = g() // 1: the moving player has tried a take this move (cc-interp: take-roll)
export const G_TTOTAL = block(2) // G_TTOTAL + side: team turns that side has begun in the game (the time track)
export const G_LAST_TOUCH = block(2) // G_LAST_TOUCH + side: that side's last player to control the puck, -1
export const G_HAD = g() // bit per player who had the puck during this team turn (000: Assist)
export const G_DODGE_USED = g() // 1: the moving player's Dodge re-rolled a hold roll this move (003: Dodge, once a turn)
export const G_PRO_USED = g() // bit per player whose Pro re-roll was used this team turn (003: Pro, once a team turn)
export const G_ROLL_DIE = g() // the last re-rollable roll's die, read by the procedure that asked for it (procs/rerolls.ts)
export const G_ROLL_OK = g() // 1: that roll succeeded (after the coach's re-roll, if any)
export const G_ROLL_NOTE = g() // what the asking procedure must remember across the re-roll decision (a block's square)
export const G_GLOBALS_END = next

// --- players (columns) ----------------------------------------------------------------------------------------
const col = (): number => block(MAX_PLAYERS)
export const P_SIDE = col()
export const P_MA = col()
export const P_STR = col()
export const P_AG = col()
export const P_AV = col()
export const P_GOALIE = col()
export const P_BIG = col()
export const P_X = col()
export const P_Y = col()
export const P_STATE = col() // PS_*
export const P_MOVED = col() // 1: began a move this team turn
export const P_TIRED = col() // 1: sits in the reserve box this shift (000: Endurance)
export const P_SPP4 = col() // star player points in quarters (data/spp.ts)
export const P_RELEASE = col() // PS_BOX: the side's G_TTOTAL turn at whose start he comes out (000: the time track)
export const P_FLAGS = col() // F_*: big-guy traits' lasting effects (cc-interp: big-guys)

/** Lost his stick zone to a failed Bone-head or Really Stupid roll, until a passed roll or he leaves the ice. */
export const F_NO_ZONE = 1
/** Rooted by a failed Take Root roll: no skating, never pushed, until he goes down or leaves the ice. */
export const F_ROOTED = 2
/** Stunned during the current team turn: stays face down through his team's next turn (Classic, 004). */
export const F_STUNNED_NOW = 4

export const PS_ABSENT = 0
export const PS_BENCH = 1
export const PS_STANDING = 2
export const PS_PRONE = 3
export const PS_STUNNED = 4
export const PS_KO = 5
export const PS_CAS = 6
export const PS_BOX = 7

// --- rink -------------------------------------------------------------------------------------------------------
export const SQ = block(SQUARES) // occupant id + 1, 0 empty

// --- procedure stack ------------------------------------------------------------------------------------------
export const STACK = block(MAX_FRAMES * FRAME_WORDS)
export const F_KIND = 0
export const F_STEP = 1

export const STATE_WORDS = next
