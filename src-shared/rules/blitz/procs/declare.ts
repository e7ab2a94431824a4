// 001: Actions — what each player may declare for the turn's next Player Action, by status: Open (Run, Mark,
// Throw), Marked (Block, Sidestep), Prone (Stand Up), Reserves (Reserves); never the same action twice by one
// player in a turn; nothing more for a player whose Block rolled Tackle or Miss.

import {
  A_BLOCK,
  A_FOUL,
  A_MARK,
  A_PLAY,
  A_RESERVES,
  A_RUN,
  A_SIDESTEP,
  A_STAND,
  A_THROW,
  A_THROW_TEAM_MATE,
  code,
} from '../actions'
import { AB } from '../data/abilities'
import { BONUS_INDEX, type BonusPlayId } from '../data/bonusPlays'
import { LONG_D2 } from '../data/ruler'
import {
  ballOf,
  DX,
  DY,
  free,
  groundBallAt,
  hasAbility,
  markersAt,
  marked,
  onPitch,
  ownEndX,
} from '../geometry'
import {
  HEIGHT,
  K_BLOCK,
  K_FOUL,
  K_MARK,
  K_RESERVES,
  K_RUN,
  K_SIDESTEP,
  K_STAND,
  K_THROW,
  MAX_PLAYERS,
  P_DONE,
  P_NOMORE,
  P_SIDE,
  P_ST,
  P_THROW,
  P_X,
  P_Y,
  SQ,
  ST_PRONE,
  ST_RESERVE,
  ST_STANDING,
} from '../layout'
import type { BlitzState } from '../state'
import { playable, playableBits } from './bonus'
import { canReachMark } from './move'

const done = (s: BlitzState, p: number, k: number): boolean => (s.m.w[P_DONE + p] & (1 << k)) !== 0

/** Where a Reserves action may put a player: End Zone squares, and the trapdoors in the Sewer Pipe Stadium arena. */
export function reserveTargets(s: BlitzState, side: number): [number, number][] {
  const out: [number, number][] = reserveSquares(s, side).map((y) => [ownEndX(side), y])
  if (s.meta.options.arena === 'sewer-pipe')
    for (const k of s.trapdoors) out.push([k % 15, Math.floor(k / 15)])
  return out
}

/** 001: Reserves Action — End Zone squares not next to a standing opponent nor on a ball, unless none is. */
export function reserveSquares(s: BlitzState, side: number): number[] {
  const x = ownEndX(side)
  const good: number[] = []
  const any: number[] = []
  for (let y = 0; y < HEIGHT; y++) {
    if (!free(s, x, y)) continue
    any.push(y)
    if (markersAt(s, side, x, y) === 0 && groundBallAt(s, x, y) < 0) good.push(y)
  }
  return good.length > 0 ? good : any
}

function withBonus(s: BlitzState, side: number, c: number, ids: readonly BonusPlayId[], out: number[]): void {
  out.push(c)
  const avail = playableBits(s, side)
  if (avail === 0) return
  for (const id of ids) if (avail & (1 << BONUS_INDEX[id])) out.push(c | ((BONUS_INDEX[id] + 1) << 24))
}

export function declarations(s: BlitzState, side: number, fouls: boolean, out: number[]): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== side || w[P_NOMORE + p] === 1) continue
    const st = w[P_ST + p]
    if (st === ST_RESERVE) {
      if (!done(s, p, K_RESERVES))
        for (const [x, y] of reserveTargets(s, side)) out.push(code(A_RESERVES, p, -1, x, y))
    } else if (st === ST_PRONE) {
      if (!done(s, p, K_STAND)) out.push(code(A_STAND, p))
    } else if (st === ST_STANDING) {
      const x = w[P_X + p]
      const y = w[P_Y + p]
      if (marked(s, p)) {
        if (!done(s, p, K_BLOCK))
          for (let d = 0; d < 8; d++) {
            if (!onPitch(x + DX[d], y + DY[d])) continue
            const o = w[SQ + (y + DY[d]) * 15 + x + DX[d]] - 1
            if (o >= 0 && w[P_SIDE + o] !== side && w[P_ST + o] === ST_STANDING)
              withBonus(s, side, code(A_BLOCK, p, o), ['the-kids-got-moxy'], out)
          }
        // game-facts B5 War Machine: may Run while Marked.
        if (!done(s, p, K_RUN) && hasAbility(s, p, AB.warMachine)) out.push(code(A_RUN, p))
        // 001 card Nerves of Steel: a Throw while Marked.
        if (!done(s, p, K_THROW) && playable(s, side, 'nerves-of-steel') >= 0) {
          throws(s, p, side, ['nerves-of-steel'], out)
          // 001: Throw Team-mate is a Throw Action, so Nerves of Steel lets a Marked thrower make one too.
          if (s.meta.options.throwTeamMate === true) teamMateThrows(s, p, out, BONUS_INDEX['nerves-of-steel'])
        }
        if (!done(s, p, K_SIDESTEP))
          for (let d = 0; d < 8; d++)
            if (free(s, x + DX[d], y + DY[d]) && markersAt(s, side, x + DX[d], y + DY[d]) === 0)
              out.push(code(A_SIDESTEP, p, -1, x + DX[d], y + DY[d]))
        continue
      }
      if (!done(s, p, K_RUN)) withBonus(s, side, code(A_RUN, p), ['sprint', 'dodge', 'defensive-play'], out)
      // game-facts B5 Bomber: a Block while Open, at an opponent within 3 squares.
      if (!done(s, p, K_BLOCK) && hasAbility(s, p, AB.bomber))
        for (let o = 0; o < MAX_PLAYERS; o++)
          if (
            w[P_SIDE + o] !== side &&
            w[P_ST + o] === ST_STANDING &&
            Math.max(Math.abs(w[P_X + o] - x), Math.abs(w[P_Y + o] - y)) <= 3
          )
            out.push(code(A_BLOCK, p, o))
      if (!done(s, p, K_MARK) && canReachMark(s, p, x, y, 2))
        withBonus(s, side, code(A_MARK, p), ['aggressive-mark'], out)
      else if (
        !done(s, p, K_MARK) &&
        playable(s, side, 'aggressive-mark') >= 0 &&
        canReachMark(s, p, x, y, 4)
      )
        out.push(code(A_MARK, p, -1, -1, -1, BONUS_INDEX['aggressive-mark']))
      if (!done(s, p, K_THROW)) throws(s, p, side, null, out)
      if (s.meta.options.throwTeamMate === true && !done(s, p, K_THROW)) teamMateThrows(s, p, out)
      if (fouls && !done(s, p, K_FOUL))
        for (let d = 0; d < 8; d++) {
          if (!onPitch(x + DX[d], y + DY[d])) continue
          const o = w[SQ + (y + DY[d]) * 15 + x + DX[d]] - 1
          if (o >= 0 && w[P_SIDE + o] !== side && w[P_ST + o] === ST_PRONE) out.push(code(A_FOUL, p, o))
        }
    }
  }
}

/** Throw declarations: to team-mates in range (with Accurate Throw), anywhere with the Hail Mary Pass card; `only`
 * restricts them to one card's throws (Nerves of Steel for a Marked thrower). */
function throws(s: BlitzState, p: number, side: number, only: BonusPlayId[] | null, out: number[]): void {
  const w = s.m.w
  if (ballOf(s, p) < 0 || w[P_THROW + p] === 0 || hasAbility(s, p, AB.lithe)) return
  const x = w[P_X + p]
  const y = w[P_Y + p]
  const hailMary = only === null && playable(s, side, 'hail-mary-pass') >= 0
  for (let q = 0; q < MAX_PLAYERS; q++) {
    if (q === p || w[P_SIDE + q] !== side || w[P_ST + q] !== ST_STANDING) continue
    const dx = w[P_X + q] - x
    const dy = w[P_Y + q] - y
    const c = code(A_THROW, p, q)
    if (dx * dx + dy * dy <= LONG_D2) {
      if (only) for (const id of only) out.push(c | ((BONUS_INDEX[id] + 1) << 24))
      else withBonus(s, side, c, ['accurate-throw'], out)
    }
    if (hailMary) out.push(c | ((BONUS_INDEX['hail-mary-pass'] + 1) << 24))
  }
}

/** 001: Throw Team-mate — an Open Ogre, Troll or Treeman without a ball throws an adjacent standing team-mate of
 * another position to a square in range (not blocked, not its own or the thrower's). `bonus`: the card that
 * lets a Marked thrower do it (Nerves of Steel), -1 for an Open one. */
function teamMateThrows(s: BlitzState, p: number, out: number[], bonus = -1): void {
  const w = s.m.w
  const meta = s.meta.players[p]
  if (!meta?.throwsTeamMates || ballOf(s, p) >= 0 || w[P_THROW + p] === 0) return
  const x = w[P_X + p]
  const y = w[P_Y + p]
  for (let d = 0; d < 8; d++) {
    if (!onPitch(x + DX[d], y + DY[d])) continue
    const q = w[SQ + (y + DY[d]) * 15 + x + DX[d]] - 1
    if (q < 0 || w[P_SIDE + q] !== w[P_SIDE + p] || w[P_ST + q] !== ST_STANDING) continue
    if (s.meta.players[q]?.positionId === meta.positionId) continue
    for (let ty = 0; ty < 11; ty++)
      for (let tx = 0; tx < 15; tx++) {
        const dx = tx - x
        const dy = ty - y
        if (dx * dx + dy * dy > LONG_D2 || s.blocked[ty * 15 + tx] || (dx === 0 && dy === 0)) continue
        if (tx === x + DX[d] && ty === y + DY[d]) continue
        out.push(code(A_THROW_TEAM_MATE, p, q, tx, ty, bonus))
      }
  }
}

/** Bonus Plays played between actions (001: Inspiration, Jump Up, Reserves). */
export function turnPlays(s: BlitzState, side: number, out: number[]): void {
  const w = s.m.w
  const bonus = (id: BonusPlayId): number => BONUS_INDEX[id]
  if (playable(s, side, 'inspiration') >= 0) out.push(code(A_PLAY, -1, -1, -1, -1, bonus('inspiration')))
  const jump = playable(s, side, 'jump-up') >= 0
  const reserves = playable(s, side, 'reserves') >= 0
  if (!jump && !reserves) return
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_SIDE + p] !== side || w[P_NOMORE + p] === 1) continue
    if (jump && w[P_ST + p] === ST_PRONE && !done(s, p, K_STAND))
      out.push(code(A_PLAY, p, -1, -1, -1, bonus('jump-up')))
    if (reserves && w[P_ST + p] === ST_RESERVE && !done(s, p, K_RESERVES))
      for (const y of reserveSquares(s, side))
        out.push(code(A_PLAY, p, -1, ownEndX(side), y, bonus('reserves')))
  }
}
