// Where each piece of Blitz Bowl state lives in the state's word array (engine/memory.ts). Players are columns of
// MAX_PLAYERS words (player id = side * TEAM_MAX + index), the pitch is one word per square (occupant id + 1),
// balls are columns of MAX_BALLS words, the card deck and hands are fixed arrays, and the procedure stack is
// fixed-size frames. Coordinates: x = 0..14 along the length (x = 0 is side 0's End Zone), y = 0..10 across.

import { ENGINE_HEADER_WORDS } from '../../engine/dice'

export const WIDTH = 15
export const HEIGHT = 11
export const SQUARES = WIDTH * HEIGHT
export const TEAM_MAX = 10
export const MAX_PLAYERS = TEAM_MAX * 2
export const MAX_BALLS = 4
export const DECK_MAX = 40
/** Card ids from EVENT_BASE on are Random Event cards (EVENT_BASE + index into data/events.ts EVENT_DECK). */
export const EVENT_BASE = 100
export const HAND_MAX = 12
export const FRAME_WORDS = 8
export const MAX_FRAMES = 24

let next = ENGINE_HEADER_WORDS
const g = (): number => next++
const block = (n: number): number => {
  const at = next
  next += n
  return at
}

// --- globals -------------------------------------------------------------------------------------------------
export const G_ACTIVE = g() // side whose turn it is, -1 during set-up
export const G_TURN0 = g() // turns begun by side 0 (G_TURN0 + side)
export const G_TURN1 = g()
export const G_SCORE0 = g() // G_SCORE0 + side
export const G_SCORE1 = g()
export const G_ACTIONS_LEFT = g() // regular Player Actions left this turn
export const G_OVER = g() // 1 when the game has ended
export const G_WINNER = g() // -1 none yet, 0/1 a side, 2 a draw
export const G_HOW = g() // 1 Sudden Death, 2 Points Victory
export const G_FINAL = g() // turns left once the last card is active; -1 before that
export const G_SP = g()
export const G_APPLIED = g() // actions applied (a guard against endless games)
export const G_TRAPDOOR = g() // scratch: trapdoor index chosen for a new ball
export const G_CLAIMS = g() // cards claimed this turn (001: Clean Sweep)
export const G_FIRST_A = g() // side that is Coach A (sets up first, takes the first turn)
export const G_PITCH = g() // index in data/pitches.ts PITCHES of the side in play (001: Setting Up, step 1)
export const G_HELD_START = g() // bit per ball held by the active team at the start of the turn
export const G_RUNS = g() // Run actions by the active team this turn
export const G_PLAYED = block(2) // G_PLAYED + side: bit per Bonus Play type that coach played this turn
export const G_BLOCKING_PLAY = g() // 001 card: Blocking Play in force this turn
export const G_INTERRUPT = g() // 1 while an interrupt resolves (001: you cannot Interrupt an Interrupt)
export const G_ROOKIES = block(2) // G_ROOKIES + side: 1 while that coach holds the Rookies to Watch card
export const G_BLOODLUST = g() // game-facts B5 Bloodlust: the blocker + 1 whose Block dice showed a Miss, 0 none
export const G_CRUMBLING = g() // 001 event Crumbling Astrogranite Pitch in force
export const G_GENEROUS = g() // 001 event Generous Coaches in force
export const G_REF = g() // 001 event Get the Ref! in force
export const G_DECK_TOP = g() // index of the next card to deal in DECK
export const G_DECK_LEN = g()
export const G_DISCARDS = g() // cards in the discard pile
export const DECK = block(DECK_MAX) // card ids in deal order
export const ACTIVE = block(3) // card id in Active Challenge Card spaces 1..3, -1 empty
export const HAND0 = block(HAND_MAX) // HAND0 + side * HAND_MAX: card ids held, -1 empty
block(HAND_MAX)
// --- the current action (reset when an action starts; read by the claim step) --------------------------------
export const A_KIND = g()
export const A_PLAYER = g()
export const A_FREE = g()
export const A_TARGET = g()
export const A_INJURED = g() // the Block/Foul's target was Injured
export const A_KNOCKED = g() // the Block knocked its target down
export const A_THROW_OK = g() // a successful Throw that was not a Hand-off
export const A_THROW_NEG = g() // ...with a negative modifier
export const A_TD = g() // touchdowns scored after this action
export const A_TOOK = g() // the active team took possession of a ball not held at the start of the turn
export const A_OPP_HELD = g() // bit per opponent player holding a ball when the action began
export const A_BALL_X = block(MAX_BALLS) // each ball's x when the action began, -1 off the pitch
export const A_BONUS = g() // Bonus Play declared with this action, -1 none
export const A_MOVE = g() // squares the moving player may still move
export const A_REROLLED = g() // this action's roll has been re-rolled
export const G_RESULT = g() // scratch result from a child frame
export const G_GLOBALS_END = next

// --- players (columns) ----------------------------------------------------------------------------------------
const col = (): number => block(MAX_PLAYERS)
export const P_SIDE = col()
export const P_MOVE = col() // 0 = D6 (001: Random Move Value)
export const P_BLOCK = col()
export const P_THROW = col() // n for n+, 0 = '–'
export const P_ARMOUR = col() // n for n+, 0 = '–'
export const P_ABIL = col() // ability bits (data/abilities.ts)
export const P_X = col()
export const P_Y = col()
export const P_ST = col() // ST_*
export const P_DONE = col() // bit per action kind made this turn (regular or free)
export const P_DONE_REG = col() // bit per regular (non-free) action kind made this turn
export const P_NOMORE = col() // 1: no more actions this turn, free ones included (Tackle, Miss)
export const P_PLACED = col() // set-up: placed on the pitch

export const ST_ABSENT = 0
export const ST_RESERVE = 1
export const ST_STANDING = 2
export const ST_PRONE = 3

// --- balls (columns) ------------------------------------------------------------------------------------------
export const B_ST = block(MAX_BALLS) // BALL_*
export const B_X = block(MAX_BALLS)
export const B_Y = block(MAX_BALLS)
export const B_CARRIER = block(MAX_BALLS) // player id, -1
export const B_KIND = block(MAX_BALLS) // BALL_KINDS index (001: Blitz Bowl Balls), 0 an ordinary ball
export const BALL_NONE = 0
export const BALL_GROUND = 1
export const BALL_HELD = 2

// --- pitch ------------------------------------------------------------------------------------------------------
export const SQ = block(SQUARES) // occupant id + 1, 0 empty

// --- procedure stack ------------------------------------------------------------------------------------------
export const STACK = block(MAX_FRAMES * FRAME_WORDS)
export const F_KIND = 0
export const F_STEP = 1

export const STATE_WORDS = next

// Action kinds (P_DONE bits and A_KIND): 001 Actions.
export const K_RUN = 0
export const K_MARK = 1
export const K_THROW = 2
export const K_BLOCK = 3
export const K_SIDESTEP = 4
export const K_STAND = 5
export const K_RESERVES = 6
export const K_FOUL = 7
export const ACTION_KIND_NAMES = ['run', 'mark', 'throw', 'block', 'sidestep', 'stand-up', 'reserves', 'foul']
