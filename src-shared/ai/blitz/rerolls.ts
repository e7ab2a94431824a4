// The Blitz Bowl coach's re-rolls, spent by value (001: Re-rolling Dice): a source that costs nothing (an ability,
// the ball's own) on any failure worth undoing; a paid one — the Raw Talent card, the once-a-game Rookies to Watch
// card — only when what the re-roll is likely to win beats what the source is worth kept. A failed Throw loses
// the ball (always worth it); Block dice are worth what the knock-down is worth (the carrier's above all, little
// for a lone lineman); our own failed Armour Check costs a player. While our side holds a ball a paid source is
// worth more kept, for the Throw that may still come.

import { A_REROLL, nOf, REROLL_SOURCES, typeOf } from '../../rules/blitz/actions'
import { BLOCK_FACES, KERRUNCH, SHOVE, SMASH, TACKLE } from '../../rules/blitz/data/blockDie'
import { free } from '../../rules/blitz/geometry'
import { F_KIND, G_FINAL, P_ARMOUR, P_X, P_Y } from '../../rules/blitz/layout'
import { effectiveFace } from '../../rules/blitz/procs/blockFaces'
import { checkPasses } from '../../rules/blitz/procs/injury'
import { PR_ARMOUR, PR_BLOCK } from '../../rules/blitz/procs/kinds'
import { anyFaceChance } from '../../rules/blitz/probability'
import { arg, topFrame } from '../../rules/blitz/stack'
import type { BlitzState } from '../../rules/blitz/state'
import { balls } from './board'
import { CARD_COST, INJURY } from './bonusPlays'
import type { Pick } from './decisions'

/** What each paid source is worth kept: the card as any card in hand; Rookies once a game, a little more. */
const KEEP = { 'raw-talent': CARD_COST, rookies: 0.5 }
/** Extra worth of a paid source kept while our side holds a ball (a failed Throw to come loses it). */
const FOR_THE_BALL = 0.4
/** What a failed Throw re-rolled is reckoned to win: the ball kept (it bounces among opponents otherwise). */
const THROW_WIN = 1.5

const KNOCKS = (r: number, pushable: boolean): boolean =>
  r === SMASH || r === KERRUNCH || r === TACKLE || (r === SHOVE && !pushable)

/** Chance the re-rolled Block dice knock the target down, and whether the dice rolled already do. */
function blockOdds(s: BlitzState, f: number): { now: boolean; again: number } {
  const w = s.m.w
  const a = arg(s, f, 0)
  const t = arg(s, f, 1)
  const n = arg(s, f, 3)
  const tough = (arg(s, f, 4) & 2) !== 0
  const pushable = free(s, 2 * w[P_X + t] - w[P_X + a], 2 * w[P_Y + t] - w[P_Y + a])
  let now = false
  for (let i = 0; i < n; i++)
    if (KNOCKS(effectiveFace(s, a, t, BLOCK_FACES[(arg(s, f, 2) >> (3 * i)) & 7], tough), pushable))
      now = true
  let good = 0
  for (let face = 1; face <= 6; face++)
    if (KNOCKS(effectiveFace(s, a, t, BLOCK_FACES[face], tough), pushable)) good++
  return { now, again: anyFaceChance(n, good) }
}

/**
 * What the re-roll is likely to win, in points (0 when the roll already did what it should). `knockValue` says
 * what knocking a target down is worth to the blocker's side (turn.ts).
 */
export function rerollWorth(s: BlitzState, knockValue: (a: number, t: number) => number): number {
  const f = topFrame(s)
  const kind = s.m.w[f + F_KIND]
  if (kind === PR_BLOCK) {
    const { now, again } = blockOdds(s, f)
    return now ? 0 : again * knockValue(arg(s, f, 0), arg(s, f, 1))
  }
  if (kind === PR_ARMOUR) {
    const value = arg(s, f, 2) || s.m.w[P_ARMOUR + arg(s, f, 0)]
    let pass = 0
    for (let d = 1; d <= 6; d++) if (checkPasses(d, arg(s, f, 1), value)) pass++
    return (pass / 6) * INJURY
  }
  return THROW_WIN // a failed Throw Check (or a team-mate's throw): the ball is lost without it
}

/** What a paid source is worth kept now: more while we hold a ball, little in the game's final round. */
export function keepWorth(s: BlitzState, side: number, source: 'raw-talent' | 'rookies'): number {
  if (s.m.w[G_FINAL] > 0) return 0.05 // 001: Points Victory — a card left over wins nothing
  return KEEP[source] + (balls(s).carriers[side].length > 0 ? FOR_THE_BALL : 0)
}

/** The coach's re-roll answer: the cheapest source whose win beats its worth kept, else no re-roll. */
export function coachReroll(
  s: BlitzState,
  codes: readonly number[],
  side: number,
  pick: Pick,
  knockValue: (a: number, t: number) => number,
): number {
  const worth = rerollWorth(s, knockValue)
  return pick(
    codes.map((c) => {
      if (typeOf(c) !== A_REROLL) return 0
      if (worth <= 0) return -1
      const source = REROLL_SOURCES[nOf(c)]
      if (source === 'ability' || source === 'ball') return 3 // free
      const net = worth - keepWorth(s, side, source)
      return net > 0 ? 1 + net - (source === 'rookies' ? 0.01 : 0) : -1
    }),
  )
}
