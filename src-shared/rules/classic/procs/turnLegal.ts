// What the coach may do in a team turn (004): which of his players may declare which action (the turn's listing),
// and what the active player may do next (the activation's listing). Both run on every decision of a turn, so they
// allocate nothing and work the team's limits out once per listing.

import {
  A_BLOCK,
  A_DECLARE,
  A_END_ACTIVATION,
  A_END_TURN,
  A_FOUL,
  A_HAND_OFF,
  A_STEP,
  A_THROW,
  K_BLITZ,
  K_BLOCK,
  K_FOUL,
  K_HAND_OFF,
  K_MOVE,
  K_PASS,
  K_THROW_BOMB,
  K_THROW_TEAM_MATE,
  code,
} from '../actions'
import {
  BALL_CARRIED,
  BALL_GROUND,
  BOARD,
  F_ACTED,
  F_GRABBED,
  F_MOVE_SPENT,
  F_ROOTED,
  G_BALL_STATE,
  G_BLITZ_USED,
  G_CARRIER,
  G_FOUL_USED,
  G_HANDOFF_USED,
  G_PASS_USED,
  HEIGHT,
  MAX_PLAYERS,
  P_FLAGS,
  P_MA,
  P_MOVED,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  WIDTH,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import type { ClassicState } from '../state'
import { chainLegal, isChained } from './ballAndChain'
import { moveLimit } from './blockSkills'
import { bombCodes, throwsBombs } from './bombardier'
import { HAS_GAZE, gameHas } from './gameSkills'
import { gazeCodes, teamGazeCodes } from './hypnoticGaze'
import { hasNoHands } from './noHands'
import { bandAllowed, bandOf, hailMaryCodes } from './pass'
import { leapCodes } from './step'
import { anyThrowable, throwPlayerCodes, throwsTeamMates } from './throwTeamMate'
import { ATTACKERS, attackCodes } from './weapons'

// The activation's flags (frame c of PR_ACTIVATION in turn.ts).
export const AF_BLOCKED = 1
export const AF_DONE = 2

export const JUMPERS = rulesWith((r) => r.freeStandUp) // 003: Jump Up
const GOBLIN_WEAPONS = rulesWith((r) => r.ballAndChain || r.bombardier) // not in the seeds (LRB6)
const LEAPERS = rulesWith((r) => r.leaps) // 003: Leap
// Skills that change what a player may declare, or do in his activation, beyond the plain rules. Most players have
// none of them: one mask test (hasAnyOf) then skips every skill's own test in the listings, which run on every
// decision of a turn (issue 20 point 7).
export const DECLARE_SKILLS = rulesWith(
  (r) => r.ballAndChain || r.bombardier || r.freeStandUp || r.throwsTeamMates,
)
export const ACTIVATION_SKILLS = rulesWith(
  (r) =>
    r.ballAndChain ||
    r.bombardier ||
    r.stabs ||
    r.sawsOn !== undefined ||
    r.multipleBlock ||
    r.leaps ||
    r.hypnoticGaze,
)

// Which players have one of DECLARE_SKILLS / ACTIVATION_SKILLS (bit p), resolved once per game instead of three
// skill words read per player per listing (issue 20 point 7): a player's skill words are written when the game is
// created and never after, and every state of one game shares its meta. Kept for the last game asked about.
let skillsMeta: object | null = null
let declareSkilled = 0
let activationSkilled = 0

/** The game's players with one of DECLARE_SKILLS / ACTIVATION_SKILLS (bit p each), as the listings read them. */
export function listingSkillMasks(s: ClassicState): [number, number] {
  if (s.meta !== skillsMeta) resolveSkills(s)
  return [declareSkilled, activationSkilled]
}

function resolveSkills(s: ClassicState): void {
  skillsMeta = s.meta
  declareSkilled = 0
  activationSkilled = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (hasAnyOf(s, p, DECLARE_SKILLS)) declareSkilled |= 1 << p
    if (hasAnyOf(s, p, ACTIVATION_SKILLS)) activationSkilled |= 1 << p
  }
}

/**
 * 004: Going for it! — "wanneer een speler een move, pass of blitz aktie uitvoert, mag hij proberen tot 2 extra
 * velden": Move, Pass and Blitz, and a Throw Team-Mate, which 004 treats "als een normale pass". The option
 * `goingForItAllActions` gives the later editions' reading (every action).
 */
const GFI_KINDS = (1 << K_MOVE) | (1 << K_PASS) | (1 << K_BLITZ) | (1 << K_THROW_TEAM_MATE)

export function goesForItOn(s: ClassicState, kind: number): boolean {
  return ((GFI_KINDS >> kind) & 1) !== 0 || s.meta.options.goingForItAllActions === true
}

/** The most squares he may move in an action of this kind: his MA, plus Going For It where the action allows. */
export function moveLimitFor(s: ClassicState, p: number, kind: number): number {
  return goesForItOn(s, kind) ? moveLimit(s, p) : Math.min(moveLimit(s, p), s.m.w[P_MA + p])
}

/** Squares of movement left to the player, Going For It included (003: Sprint adds one). */
function squaresLeft(s: ClassicState, p: number, kind: number): number {
  return moveLimitFor(s, p, kind) - s.m.w[P_MOVED + p]
}

function canStillMove(s: ClassicState, p: number, kind: number): boolean {
  const w = s.m.w
  // Not in the seeds (LRB6 Take Root): a rooted player's "MA is considered 0" and he "may not Go For It".
  if ((w[P_FLAGS + p] & F_ROOTED) !== 0) return false
  // Below his MA he may move whatever the action (the limit is never below MA); only beyond it are Going For It
  // and its skills asked (003: Sprint — three extra squares instead of two).
  const moved = w[P_MOVED + p]
  return moved < w[P_MA + p] || moved < moveLimitFor(s, p, kind)
}

// Squares next to a standing opponent, as one bit mask a row (bit x + 1 for column x; rows padded by one above and
// below), filled by teamKinds from the opponents it scans anyway. A player then asks three words, not nine squares:
// the 3x3 board scan was the turn listing's largest cost (issue 20 point 7). Scratch, rebuilt by every listing.
const OPP_ROWS = new Int32Array(HEIGHT + 2)

/** Whether a standing opponent is on one of the eight squares next to (x, y), from OPP_ROWS. */
function opponentNextTo(x: number, y: number): boolean {
  return ((OPP_ROWS[y] | OPP_ROWS[y + 1] | OPP_ROWS[y + 2]) & (7 << x)) !== 0
}

// Which kinds of action the team may still declare this turn, whoever declares them (bits 1 << K_*), worked out
// once per listing of legal actions rather than once per player; fills OPP_ROWS on the way.
function teamKinds(s: ClassicState, side: number): number {
  const w = s.m.w
  let oppStanding = false
  let oppDown = false
  for (let i = 0; i < OPP_ROWS.length; i++) OPP_ROWS[i] = 0 // not .fill: a builtin call, dearer for 17 words
  const first = (1 - side) * 16
  for (let q = first; q < first + 16; q++) {
    const st = w[P_STATE + q]
    if (st === S_STANDING) {
      oppStanding = true
      const x = w[P_X + q]
      if (x >= 0) OPP_ROWS[w[P_Y + q] + 1] |= 1 << (x + 1)
    } else if (st === S_PRONE || st === S_STUNNED) oppDown = true
  }
  const ballInPlay = w[G_BALL_STATE] === BALL_GROUND || w[G_BALL_STATE] === BALL_CARRIED
  const o = s.meta.options
  let kinds = 1 << K_MOVE
  if (w[G_BLITZ_USED] === 0 && oppStanding) kinds |= 1 << K_BLITZ
  if (w[G_PASS_USED] === 0 && ballInPlay) kinds |= 1 << K_PASS
  if (o.handOffs !== false && w[G_HANDOFF_USED] === 0 && ballInPlay) kinds |= 1 << K_HAND_OFF
  if (o.fouls !== false && w[G_FOUL_USED] === 0 && oppDown) kinds |= 1 << K_FOUL
  if (w[G_PASS_USED] === 0) kinds |= 1 << K_THROW_TEAM_MATE
  return kinds
}

/**
 * The action kinds player `p` may declare now, given what his team may still declare (`teamKinds`, which must run
 * first), written into `out` from index `n`; returns the index after them.
 */
function declarable(s: ClassicState, p: number, out: number[], kinds: number, n: number): number {
  const w = s.m.w
  const st = w[P_STATE + p]
  if ((st !== S_STANDING && st !== S_PRONE) || (w[P_FLAGS + p] & F_ACTED) !== 0) return n
  // code(A_DECLARE, p, kind) is this base plus kind << 10.
  const base = code(A_DECLARE, p, 0)
  out[n++] = base + (K_MOVE << 10)
  const skilled = ((declareSkilled >>> p) & 1) !== 0 // turnLegal resolved the game's skills
  // not in the seeds (LRB6 Ball & Chain): "can only take Move Actions"; LRB6 Bombardier: a bomb, standing.
  if (skilled && hasAnyOf(s, p, GOBLIN_WEAPONS)) {
    if (isChained(s, p)) return n
    if (throwsBombs(s, p)) out[n++] = base + (K_THROW_BOMB << 10)
  }
  // 004: a player who stands up has used 3 squares and may not block — so only standing players block;
  // 003: Jump Up stands up for free, so a prone player with it may block.
  if ((st === S_STANDING || (skilled && hasAnyOf(s, p, JUMPERS))) && opponentNextTo(w[P_X + p], w[P_Y + p]))
    out[n++] = base + (K_BLOCK << 10)
  if (kinds & (1 << K_BLITZ)) out[n++] = base + (K_BLITZ << 10)
  if (kinds & (1 << K_PASS)) out[n++] = base + (K_PASS << 10)
  if (kinds & (1 << K_HAND_OFF)) out[n++] = base + (K_HAND_OFF << 10)
  if (kinds & (1 << K_FOUL)) out[n++] = base + (K_FOUL << 10)
  // 004: Throwing teammates — a thrower with the skill and a team-mate with Right Stuff on the pitch to throw.
  if (skilled && kinds & (1 << K_THROW_TEAM_MATE) && throwsTeamMates(s, p) && anyThrowable(s, p))
    out[n++] = base + (K_THROW_TEAM_MATE << 10)
  return n
}

/**
 * The turn's legal actions: every declaration open to the side's players, a Hypnotic Gaze, the end of the turn;
 * written into `out` from index `from` (by default its end: appended), and `out` cut after them.
 */
export function turnLegal(s: ClassicState, side: number, out: number[], from = out.length): void {
  const w = s.m.w
  let n = from
  if (s.meta !== skillsMeta) resolveSkills(s)
  const kinds = teamKinds(s, side)
  // declarable's own first test, asked here so the players who may not declare (off the pitch, down and stunned,
  // done) cost no call: about a third of a side at any time.
  for (let p = side * 16; p < side * 16 + 16; p++) {
    const st = w[P_STATE + p]
    if ((st === S_STANDING || st === S_PRONE) && (w[P_FLAGS + p] & F_ACTED) === 0 && w[P_X + p] >= 0)
      n = declarable(s, p, out, kinds, n)
  }
  if (gameHas(s, HAS_GAZE)) {
    // 003: Hypnotic Gaze — a free action at any point of the turn. Rare: its codes are pushed, after a cut.
    cut(out, n)
    teamGazeCodes(s, side, out)
    n = out.length
  }
  out[n++] = code(A_END_TURN)
  cut(out, n)
}

/**
 * Drops the codes after index `n` (a previous listing's), by pops: V8 keeps an array's storage through optimised
 * pops, not through `length = 0`.
 */
function cut(out: number[], n: number): void {
  while (out.length > n) out.pop()
}

// code(A_STEP, 0, x, y) is this plus x << 10 and y << 15 (actions.ts: the square's fields are x + 2 and y + 2).
const STEP_CODE = code(A_STEP, 0, 0, 0)

/**
 * The legal actions of an active player, written into `out` from index `from` (by default its end: appended), and
 * `out` cut after them. The common codes (steps, blocks, fouls, hand-offs) are written in place; the skills' and
 * the pass's rarer lists push theirs after a cut.
 */
export function activationLegal(
  s: ClassicState,
  p: number,
  kind: number,
  flags: number,
  out: number[],
  from = out.length,
): void {
  const w = s.m.w
  const side = w[P_SIDE + p]
  const px = w[P_X + p]
  const py = w[P_Y + p]
  const hasBall = w[G_BALL_STATE] === BALL_CARRIED && w[G_CARRIER] === p
  // not in the seeds (LRB6 Bombardier: no moving before the bomb; Ball & Chain: only by the template).
  if (kind === K_THROW_BOMB) {
    cut(out, from)
    bombCodes(s, p, out)
    out.push(code(A_END_ACTIVATION))
    return
  }
  if (s.meta !== skillsMeta) resolveSkills(s)
  const skilled = ((activationSkilled >>> p) & 1) !== 0
  if (skilled && hasAnyOf(s, p, GOBLIN_WEAPONS) && isChained(s, p)) {
    cut(out, from)
    chainLegal(s, p, out)
    return
  }
  // 003: Tentacles — a grabbed player "may not move, though [he] may block, pass or catch".
  // 003: Diving Tackle (ABBA) — a push back or null result "costs them the movement".
  const canMove = kind !== K_BLOCK && canStillMove(s, p, kind) // asked once: it sums skill hooks
  const moves = canMove && (w[P_FLAGS + p] & (F_GRABBED | F_MOVE_SPENT)) === 0
  const blocks = (flags & AF_BLOCKED) === 0 && (kind === K_BLOCK || (kind === K_BLITZ && canMove))
  let n = from
  // The 3x3 square clipped to the pitch once, so the inner loop tests no bounds.
  const x0 = px > 0 ? px - 1 : 0
  const x1 = px < WIDTH - 1 ? px + 1 : WIDTH - 1
  const y1 = py < HEIGHT - 1 ? py + 1 : HEIGHT - 1
  for (let y = py > 0 ? py - 1 : 0; y <= y1; y++) {
    const row = BOARD + y * WIDTH
    for (let x = x0; x <= x1; x++) {
      if (x === px && y === py) continue
      const q = w[row + x] - 1
      if (q < 0) {
        if (moves) out[n++] = STEP_CODE + (x << 10) + (y << 15) // code(A_STEP, 0, x, y)
        continue
      }
      const qs = w[P_STATE + q]
      if (w[P_SIDE + q] !== side) {
        if (blocks && qs === S_STANDING) out[n++] = code(A_BLOCK, q)
        else if (kind === K_FOUL && (qs === S_PRONE || qs === S_STUNNED)) out[n++] = code(A_FOUL, q)
      } else if (kind === K_HAND_OFF && hasBall && qs === S_STANDING && !hasNoHands(s, q))
        out[n++] = code(A_HAND_OFF, q) // not in the seeds (LRB6 No Hands): no hand-off to him
    }
  }
  cut(out, n)
  // Not in the seeds (LRB6 Stab, Chainsaw) and 003 Multiple Block: attacks besides the block (procs/weapons.ts).
  if (skilled && blocks && hasAnyOf(s, p, ATTACKERS)) attackCodes(s, p, kind, out)
  // 003: Leap — two squares of movement to a free square two away.
  if (skilled && moves && hasAnyOf(s, p, LEAPERS) && squaresLeft(s, p, kind) >= 2) leapCodes(s, p, out)
  if (kind === K_PASS && hasBall) {
    // 004: the coach names the receiving player — a standing team-mate within range.
    for (let q = side * 16; q < side * 16 + 16; q++) {
      // not in the seeds (LRB6 No Hands): nobody passes to a player who can never catch.
      if (q === p || w[P_STATE + q] !== S_STANDING || hasNoHands(s, q)) continue
      const band = bandOf(px, py, w[P_X + q], w[P_Y + q])
      if (bandAllowed(s, band)) out.push(code(A_THROW, 0, w[P_X + q], w[P_Y + q]))
    }
    hailMaryCodes(s, p, out)
  }
  // 004: Throwing teammates — "De gooier mag lopen voordat hij gooit, hij moet naast het slachtoffer staan".
  if (kind === K_THROW_TEAM_MATE) throwPlayerCodes(s, p, out)
  if (skilled) gazeCodes(s, p, out) // 003: Hypnotic Gaze — "at any point during the turn", also during his own action
  out.push(code(A_END_ACTIVATION))
}
