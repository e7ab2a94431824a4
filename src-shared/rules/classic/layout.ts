// Where each piece of Classic state lives in the state's word array (see engine/memory.ts). Players are stored as
// columns (one block of MAX_PLAYERS words per field), the pitch as one word per square holding occupant id + 1, and
// the procedure stack as fixed-size frames. Coordinates: x = 0..25 along the length (x = 0 is the end zone the
// home side defends, x = 25 the away side's), y = 0..14 across.

import { ENGINE_HEADER_WORDS } from '../../engine/dice'

export const WIDTH = 26
export const HEIGHT = 15
export const SQUARES = WIDTH * HEIGHT
export const TEAM_SIZE = 16
export const MAX_PLAYERS = TEAM_SIZE * 2

// --- globals -------------------------------------------------------------------------------------------------
let next = ENGINE_HEADER_WORDS
const g = (): number => next++
export const G_HALF = g()
export const G_TURN0 = g() // home turn counter in this half (G_TURN0 + side)
export const G_TURN1 = g()
export const G_SCORE0 = g()
export const G_SCORE1 = g()
export const G_RR0 = g() // team re-rolls left (G_RR0 + side)
export const G_RR1 = g()
export const G_RR_USED = g() // a team re-roll was used this team turn
export const G_ACTIVE = g() // side whose team turn it is, -1 outside turns (kick-off, setup)
export const G_KICKING = g() // side kicking off this drive
export const G_FIRST_KICKER = g()
export const G_NEXT_SIDE = g() // side to take the next team turn in this drive
export const G_BALL_X = g()
export const G_BALL_Y = g()
export const G_BALL_STATE = g() // BALL_*
export const G_CARRIER = g() // player id carrying the ball, -1
export const G_BLITZ_USED = g()
export const G_PASS_USED = g()
export const G_HANDOFF_USED = g()
export const G_FOUL_USED = g()
export const G_WEATHER = g() // index into the weather table's ids
export const G_GAME_OVER = g()
export const G_SP = g() // procedure stack pointer (frames in use)
export const G_TURNOVER = g() // the active team's turn is ending
export const G_TOUCHDOWN = g() // side + 1 that scored this drive, 0 if none
export const G_RESULT = g() // scratch: result handed from a child procedure to its parent
export const G_REF_BLIND0 = g() // Get the Ref!: no ejections for this side this half
export const G_REF_BLIND1 = g()
export const G_HALF_OVER = g()
export const G_KICKOFF_RESULT = g() // last kick-off table total
export const G_TURN_FREE = g() // the current team turn is a Blitz! bonus turn
export const G_ACTIONS = g() // actions applied so far (a guard against endless games)
export const G_KICK_MODE = g() // the kick-off ball is moving: leaving the receiving half is a touchback
export const G_TOUCHBACK = g() // the kick-off ended in a touchback
export const G_FOLLOWED = g() // scratch: the attacker followed up
export const G_LEADER0 = g() // 003 Leader: the side's Leader Re-Roll counter, 0 or 1 (G_LEADER0 + side)
export const G_LEADER1 = g()
export const G_INFECTED = g() // not in the seeds (LRB6 Nurgle's Rot): bit per player id killed by a Rotter
// 003 Diving Tackle (ABBA: a follow-up may be dived at): 1 + the square the block's attacker followed up from,
// read when the block is over; 0 when none.
export const G_DT_FROM = g()
// not in the seeds (LRB6 Juggernaut): attacker + 1 while his Blitz's block pushes, so Stand Firm does not work.
export const G_JUGGERNAUT = g()
export const G_GLOBALS_END = next

// --- players (columns) -----------------------------------------------------------------------------------------
const col = (): number => {
  const at = next
  next += MAX_PLAYERS
  return at
}
export const P_SIDE = col()
export const P_MA = col()
export const P_ST = col()
export const P_AG = col()
export const P_AV = col()
export const P_X = col()
export const P_Y = col()
export const P_STATE = col() // S_*
export const P_FLAGS = col() // F_*
export const P_MOVED = col() // squares moved in the current activation
export const P_SK0 = col() // skill bits 0..31
export const P_SK1 = col() // skill bits 32..63
export const P_SK2 = col() // skill bits 64..95

// --- pitch --------------------------------------------------------------------------------------------------
export const BOARD = next
next += SQUARES

// --- procedure stack ---------------------------------------------------------------------------------------------
export const FRAME_WORDS = 8
export const MAX_FRAMES = 48
export const STACK = next
next += FRAME_WORDS * MAX_FRAMES
export const F_KIND = 0
export const F_STEP = 1
export const F_A = 2
export const F_B = 3
export const F_C = 4
export const F_D = 5
export const F_E = 6
export const F_F = 7

export const STATE_WORDS = next

// --- player states -------------------------------------------------------------------------------------------------
export const S_ABSENT = 0 // no player in this slot
export const S_RESERVE = 1
export const S_STANDING = 2
export const S_PRONE = 3
export const S_STUNNED = 4
export const S_KO = 5
export const S_BADLY_HURT = 6
export const S_SERIOUS = 7
export const S_DEAD = 8
export const S_SENT_OFF = 9
export const S_HEAT = 10 // 004 weather: Sweltering Heat, out for the next kick-off

export const STATE_NAMES = [
  'absent',
  'reserve',
  'standing',
  'prone',
  'stunned',
  'ko',
  'badly-hurt',
  'serious-injury',
  'dead',
  'sent-off',
  'heat',
] as const

// --- player flags ------------------------------------------------------------------------------------------------
export const F_ACTED = 1 // has taken an action this team turn
export const F_STUNNED_NOW = 2 // stunned during the current team turn: stays face down through his next turn
export const F_DODGE_USED = 4 // 002: the Dodge skill re-roll is once per team turn
export const F_FREE_MOVED = 8 // 004 kick-off Fooled Ya!: has used his free square
export const F_HEAT_SERVED = 16 // has sat out one kick-off for Sweltering Heat
// Not in the seeds (LRB6 Bone-head, Really Stupid): a failed declaration roll took his tackle zones, until he
// passes the roll at a later action or the drive ends.
export const F_BONEHEADED = 1 << 5
export const F_HYPNOTISED = 1 << 6 // 003: Hypnotic Gaze — no tackle zone for the rest of the team turn
export const F_GAZE_USED = 1 << 7 // 003: Hypnotic Gaze — his gaze of this team turn is spent
export const F_ROOTED = 1 << 9 // not in the seeds (LRB6 Take Root): rooted until the drive ends or he goes down
export const F_HUNGRY = 1 << 11 // not in the seeds (LRB6 Blood Lust): must bite a Thrall before his action ends
/** Flags that take a player's tackle zone away (docs: exertsTackleZone in state.ts). */
export const F_NO_TACKLE_ZONE = F_BONEHEADED | F_HYPNOTISED
/** Flags that last until the drive ends (cleared when the pitch is cleared for the next kick-off). */
export const F_DRIVE_FLAGS = F_BONEHEADED | F_ROOTED
export const F_REGEN_ROLLED = 1 << 24 // 003 Regeneration: his roll for this casualty is made
export const F_SURE_FEET_SHIFT = 20 // 003: Sure Feet re-rolls used this team turn, a counter in bits 20..21
export const F_GRABBED = 1 << 22 // 003: Tentacles held him: he may not move any more this team turn
export const F_PRO_USED = 1 << 23 // 003: Pro — his one re-roll of this team turn is spent
export const F_BITE_OUT = 1 << 10 // 003: Off For A Bite — rolled 1-3: cannot be used in this drive
export const F_MISSES_MATCH = 1 << 12 // 003 Sappy rolled a 1, or LRB6 Secret Weapon sent off: out for the match
export const F_SW_PLAYED = 1 << 13 // not in the seeds (LRB6 Secret Weapon): he played in this drive
// 003 Diving Tackle (ABBA): a push back or null result "costs them the movement" — no more squares this team turn.
export const F_MOVE_SPENT = 1 << 8
export const F_DIVING_TACKLE_USED = 1 << 14 // 003 Diving Tackle [WD][JJ]: once per opposing turn per player
// 003 Stand Firm: he failed a dodge and stumbled — "his action ends and he may do nothing else that turn".
export const F_STUMBLED = 1 << 15

// --- ball ---------------------------------------------------------------------------------------------------------
export const BALL_NONE = 0 // not in play (before a kick, after a touchdown)
export const BALL_GROUND = 1
export const BALL_CARRIED = 2
export const BALL_AIR = 3 // kicked, not landed yet

export function isOnPitch(x: number, y: number): boolean {
  return x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT
}

/** The end zone column a side scores in. Home defends x = 0 and scores at x = 25. */
export function scoringColumn(side: number): number {
  return side === 0 ? WIDTH - 1 : 0
}

/** True when x lies in the half a side defends (where it sets up). */
export function inOwnHalf(side: number, x: number): boolean {
  return side === 0 ? x < WIDTH / 2 : x >= WIDTH / 2
}

/** The line-of-scrimmage column of a side: next to the half-way line. */
export function scrimmageColumn(side: number): number {
  return side === 0 ? WIDTH / 2 - 1 : WIDTH / 2
}

/** Wide zones: rows 0..3 and 11..14 (four squares each side). */
export function wideZoneOf(y: number): -1 | 0 | 1 {
  if (y <= 3) return 0
  if (y >= HEIGHT - 4) return 1
  return -1
}
