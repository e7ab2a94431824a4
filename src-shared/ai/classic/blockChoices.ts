// The choices around a block: which die counts (either coach, whoever is stronger), whether to re-roll the dice,
// where a pushed player goes and whether the attacker follows up. Values are in rough "how good for the attacker"
// units: a knock-down about 2, a turnover about -3, more when the ball carrier is involved.

import { BLOCK_DIE, type BlockFace } from '../../rules/classic/data/blockDice'
import {
  A_CHOOSE_DIE,
  A_FOLLOW_TO,
  A_FOLLOW_UP,
  A_PUSH,
  A_NO_REROLL,
  A_REROLL,
  typeOf,
  xOf,
  yOf,
} from '../../rules/classic/actions'
import { F_KIND, P_SIDE, P_X, P_Y } from '../../rules/classic/layout'
import { PR_BLOCK } from '../../rules/classic/procs/kinds'
import { anySkill, anySkillAgainst } from '../../rules/classic/skills'
import { arg, topFrame } from '../../rules/classic/stack'
import { playersToAct, rerollsToSpare } from './decisions'
import { lastChance } from './goals'
import { dist, onPitch, scanDir, toGo, zonesOn, type Look } from './look'

function carrierWeight(lk: Look, p: number): number {
  return p === lk.carrier ? 3 : 0
}

/**
 * The coach's attacker falling is a turnover that costs the team-mates still to act their actions: each adds this
 * much to his fall's price (issue 20: the coach took Both Down on their carrier over a Pushed with 7 team-mates still
 * to act on average, 21 times in 40 games, and turned the ball over for a ball their next turn picked up again).
 */
const FALL_PER_PLAYER_TO_ACT = 0.4

/** What our attacker's fall costs: a turnover, the more the more of our team-mates still have to act. */
function attackerFalls(lk: Look, att: number, def: number): number {
  const base = 3 + carrierWeight(lk, att)
  // Not on the last chance to stop their carrier scoring: there his knock-down is worth the turn (goals.ts).
  if (!lk.coach || lk.w[P_SIDE + att] !== lk.side || (def === lk.carrier && lastChance(lk))) return base
  return base + FALL_PER_PLAYER_TO_ACT * playersToAct(lk)
}

/** How good a face is for the attacker `att` against `def` (def may be -1 when unknown: a multiple block). */
export function faceValue(lk: Look, att: number, def: number, face: BlockFace): number {
  const s = lk.s
  const attFalls = attackerFalls(lk, att, def)
  const defFalls = def >= 0 ? 2 + carrierWeight(lk, def) : 2
  switch (face) {
    case 'attacker-down':
      return -attFalls
    case 'both-down': {
      // 002: Both Down — a player with Block stays up.
      const attSaved = anySkill(s, att, (r) => r.savesBothDown)
      const defSaved = def >= 0 && anySkill(s, def, (r) => r.savesBothDown)
      return (defSaved ? 0 : defFalls) - (attSaved ? 0 : attFalls)
    }
    case 'pushed':
      return 0.5 + (def >= 0 && def === lk.carrier ? 0.3 : 0)
    case 'defender-stumbles':
      // 002: Dodge turns a stumble into a push; 003: Tackle takes that away.
      return def >= 0 && anySkillAgainst(s, def, att, (r) => r.savesStumble) ? 0.5 : defFalls
    case 'defender-down':
      return defFalls
  }
}

interface BlockFrame {
  readonly att: number
  readonly def: number
  readonly faces: BlockFace[]
}

/** The dice on the table of the block being decided (faces in roll order). */
function blockFrame(lk: Look, att: number): BlockFrame {
  const s = lk.s
  const f = topFrame(s)
  const single = s.m.w[f + F_KIND] === PR_BLOCK
  const count = single ? arg(s, f, 3) & 3 : (arg(s, f, 2) >> 9) & 3
  const faces: BlockFace[] = []
  for (let i = 0; i < count; i++) faces.push(BLOCK_DIE[(arg(s, f, 2) >> (3 * i)) & 7] as BlockFace)
  return { att, def: single ? arg(s, f, 1) : -1, faces }
}

/** Attacker's value of the block's outcome when the coach who picks picks for himself. */
function pickedValue(lk: Look, b: BlockFrame, attackerPicks: boolean): number {
  let best = attackerPicks ? -Infinity : Infinity
  for (const face of b.faces) {
    const v = faceValue(lk, b.att, b.def, face)
    best = attackerPicks ? Math.max(best, v) : Math.min(best, v)
  }
  return best
}

/** `choose-die`: the best face for our side, attacker or defender. */
export function chooseDie(lk: Look, codes: readonly number[], att: number): number {
  const b = blockFrame(lk, att)
  const weAttack = lk.w[P_SIDE + att] === lk.side
  let best = -1
  let bestV = -Infinity
  for (const c of codes) {
    if (typeOf(c) !== A_CHOOSE_DIE) continue
    const face = b.faces[xOf(c)]
    if (!face) continue
    const v = faceValue(lk, att, b.def, face) * (weAttack ? 1 : -1)
    if (v > bestV) {
      bestV = v
      best = c
    }
  }
  return best >= 0 ? best : codes[0]
}

/**
 * `block-reroll`: re-roll the dice when what they give is bad (a turnover) or a carrier blitz came to nothing —
 * only when we pick the die (or there is one): on dice the defender picks, a second roll is his pick again, so the
 * re-roll goes only on our own fall, never on a Pushed he chose (issue 20). The coach prices a turnover off the
 * ball by the team-mates still to act (decisions.ts): a last action's fall is cheap.
 */
export function blockReroll(lk: Look, codes: readonly number[], att: number): number {
  const b = blockFrame(lk, att)
  const s = lk.s
  const f = topFrame(s)
  const defenderPicks =
    (s.m.w[f + F_KIND] === PR_BLOCK ? (arg(s, f, 3) & 4) !== 0 : (arg(s, f, 2) & (1 << 11)) !== 0) &&
    b.faces.length > 1
  const v = pickedValue(lk, b, !defenderPicks)
  const onCarrier = b.def >= 0 && b.def === lk.carrier
  // A turnover is worth the re-roll, and so is a carrier blitz that came to nothing. (Measured: a coach keeping his
  // re-rolls for the ball's rolls turned over more often than he gained, 32 W 29 D 39 L of 100 v Beginner against
  // 34 W 33 D 33 L spending them like the Beginner.)
  const falls = v < 0
  let wanted = falls || (onCarrier && v < 2 && !defenderPicks)
  if (wanted && lk.coach && falls && !onCarrier && att !== lk.carrier && !rerollsToSpare(lk))
    wanted = playersToAct(lk) >= 1
  if (wanted) {
    // 003 Leader: the Leader counter first, it lasts only the half anyway; then 003 Pro (his own, once a turn),
    // keeping the team re-roll for the ball.
    const leader = codes.find((c) => typeOf(c) === A_REROLL && xOf(c) === 2)
    const pro = codes.find((c) => typeOf(c) === A_REROLL && xOf(c) === 3)
    const team = codes.find((c) => typeOf(c) === A_REROLL)
    if (leader !== undefined) return leader
    if (pro !== undefined) return pro
    if (team !== undefined) return team
  }
  return codes.find((c) => typeOf(c) === A_NO_REROLL) ?? codes[0]
}

/** `push`: into the crowd if we may; else away from our carrier, towards the sideline, a carrier back home. */
export function choosePush(lk: Look, codes: readonly number[], pushed: number): number {
  const w = lk.w
  const ours = w[P_SIDE + pushed] === lk.side
  const c = lk.carrier
  let best = codes[0]
  let bestV = -Infinity
  for (const code of codes) {
    if (typeOf(code) !== A_PUSH) continue
    const x = xOf(code)
    const y = yOf(code)
    let v: number
    if (!onPitch(x, y)) v = ours ? -50 : 50
    else if (ours) v = -zonesOn(lk, lk.side, x, y, pushed)
    else {
      v = -0.3 * Math.min(y, 14 - y)
      if (lk.ourBall) v += 0.5 * Math.min(4, dist(x, y, w[P_X + c], w[P_Y + c]))
      if (pushed === c) v += 0.5 * toGo(lk.opp, x)
      if (lk.looseBall && x === lk.bx && y === lk.by) v -= 1
    }
    // Equal squares: the first in our side's own order (look.ts SCAN_OF), so a mirrored block pushes the mirrored way.
    if (v > bestV || (v === bestV && sideOrder(lk.side, x, y) < sideOrder(lk.side, xOf(best), yOf(best)))) {
      bestV = v
      best = code
    }
  }
  return best
}

/** A square's place in `side`'s scan order: rows as the board's, each forward first (look.ts SCAN_OF). */
function sideOrder(side: number, x: number, y: number): number {
  return y * 64 + scanDir(side) * x
}

/** `follow-up`: follow into the square left when it is no more dangerous, never out of our carrier's cage. */
export function chooseFollow(lk: Look, codes: readonly number[], att: number): number {
  const w = lk.w
  const stay = codes.find((c) => typeOf(c) === A_FOLLOW_UP && xOf(c) === 0)
  const go = codes.find((c) => (typeOf(c) === A_FOLLOW_UP && xOf(c) === 1) || typeOf(c) === A_FOLLOW_TO)
  if (go === undefined) return stay ?? codes[0]
  if (stay === undefined) return go
  const f = topFrame(lk.s)
  if (lk.s.m.w[f + F_KIND] !== PR_BLOCK) return stay
  const to = arg(lk.s, f, 4)
  const nx = to & 255
  const ny = to >> 8
  const ax = w[P_X + att]
  const ay = w[P_Y + att]
  if (lk.ourBall && att !== lk.carrier) {
    const cx = w[P_X + lk.carrier]
    const cy = w[P_Y + lk.carrier]
    if (dist(ax, ay, cx, cy) === 1) return stay // a cage corner keeps his square
  }
  const before = zonesOn(lk, lk.side, ax, ay, att)
  const after = zonesOn(lk, lk.side, nx, ny, att)
  if (att === lk.carrier) return after === 0 && toGo(lk.side, nx) < toGo(lk.side, ax) ? go : stay
  return after <= before ? go : stay
}
