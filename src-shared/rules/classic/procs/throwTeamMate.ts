// 004: Throwing teammates (an optional rule) — a player with Throw Team-Mate throws an adjacent standing team-mate
// with Right Stuff to an empty square: a pass roll one range band longer (no interception), three scatters when
// inaccurate, then the thrown player lands (002: Landing modifiers), falls, hits another player or the crowd.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import { A_THROW_PLAYER, code } from '../actions'
import { LANDING, THROW_TEAM_MATE } from '../data/modifiers'
import { PASS_RANGES } from '../data/passRange'
import { SCATTERS, scatterStep } from '../data/scatter'
import { isAdjacent, tackleZones } from '../geometry'
import {
  BALL_GROUND,
  BOARD,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_RESULT,
  G_TURNOVER,
  G_WEATHER,
  HEIGHT,
  P_SIDE,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  WIDTH,
  isOnPitch,
} from '../layout'
import { hasAnyOf, rulesWith } from '../skills'
import { arg, defineProc, pop, push, setArg, setStep, step } from '../stack'
import {
  carrier,
  emit,
  moveOnPitch,
  occupant,
  option,
  removeFromPitch,
  setBallGround,
  sideOf,
  type ClassicState,
} from '../state'
import { checkTouchdown, ownGoalByPush, pushBounce } from './ball'
import { HUNGER_FUMBLE, HUNGER_SAFE_ON, RK_HUNGER, eatRoll, isAlwaysHungry } from './alwaysHungry'
import { injure, knockDown } from './injury'
import { HAS_RIGHT_STUFF, sideHas } from './gameSkills'
import { PR_PUSH, PR_THROW_IN, PR_THROW_TEAM_MATE } from './kinds'
import { bandAllowed, bandOf } from './pass'
import { PASS_ACCURATE, PASS_FUMBLE, RK_LANDING, RK_PASS, pushRoll } from './roll'
import { weatherEffect } from './weather'

/** 003: Throw Team Mate "may only be used by players with a Strength of 4 or more". */
export const THROWER_MIN_ST = 4
/** 003: Right Stuff "may only be used by players with a strength of 2 or less". */
export const THROWN_MAX_ST = 2

/** 004 (Throwing teammates) by measured band: quick +0, short −1, long −2, long bomb not allowed (null). */
const BAND_MODIFIER = [
  THROW_TEAM_MATE.quick,
  THROW_TEAM_MATE.short,
  THROW_TEAM_MATE.long,
  THROW_TEAM_MATE.longBomb,
]

/** Whether player `p` may throw team-mates now (the option, the skill, 003's strength limit). */
export function throwsTeamMates(s: ClassicState, p: number): boolean {
  // The skill first: a bit test, asked for every player of every turn's listing.
  return hasAnyOf(s, p, THROWERS) && option(s, 'throwTeamMate') !== false && s.m.w[P_ST + p] >= THROWER_MIN_ST
}
const THROWERS = rulesWith((r) => r.throwsTeamMates)

/** Whether `thrower` may throw team-mate `q` (004: Right Stuff; 003: ST 2 or less, thrower more than double). */
export function canBeThrownBy(s: ClassicState, thrower: number, q: number): boolean {
  const w = s.m.w
  return (
    q !== thrower &&
    w[P_SIDE + q] === w[P_SIDE + thrower] &&
    w[P_ST + q] <= THROWN_MAX_ST &&
    w[P_ST + thrower] > 2 * w[P_ST + q] &&
    hasAnyOf(s, q, THROWABLE)
  )
}
const THROWABLE = rulesWith((r) => r.canBeThrown) // 004: Right Stuff

/** Whether a standing team-mate that `thrower` could throw is on the pitch (declaring needs one). */
export function anyThrowable(s: ClassicState, thrower: number): boolean {
  const w = s.m.w
  const side = w[P_SIDE + thrower]
  // A side with nobody to throw (a Human Ogre's) skips the scan: it ran in each of its team-turn listings.
  if (!sideHas(s, side, HAS_RIGHT_STUFF)) return false
  const first = side * 16
  for (let q = first; q < first + 16; q++)
    if (w[P_STATE + q] === S_STANDING && canBeThrownBy(s, thrower, q)) return true
  return false
}

/**
 * Whether a throw measured over `band` (0 quick .. 3 long bomb, -1 out of range) may be made. 004: one band longer,
 * a Long Bomb "niet toegestaan"; docs/rules/classic-interpretations.md: Blizzard's limit applies to the longer band.
 */
export function throwBandAllowed(s: ClassicState, band: number): boolean {
  return band >= 0 && BAND_MODIFIER[band] !== null && bandAllowed(s, band + 1)
}

/** 004: the throw's pass modifier — its band's, −1 per enemy tackle zone on the thrower, and the weather's. */
export function throwTeamMateModifier(s: ClassicState, thrower: number, band: number): number {
  const w = s.m.w
  return (
    (BAND_MODIFIER[band] ?? 0) +
    THROW_TEAM_MATE.perEnemyTackleZoneOnThrower *
      tackleZones(s, sideOf(s, thrower), w[P_X + thrower], w[P_Y + thrower]) +
    weatherEffect(w[G_WEATHER]).passModifier
  )
}

/** 002: Landing modifiers — accurate +0, scattered −1, −1 per enemy tackle zone on the landing square. */
export function landingModifier(s: ClassicState, p: number, x: number, y: number, accurate: boolean): number {
  return (
    (accurate ? LANDING.accurateThrow : LANDING.scatteredThrow) +
    LANDING.perEnemyTackleZoneOnLandingSquare * tackleZones(s, sideOf(s, p), x, y, p)
  )
}

/** Appends the `throw-player` codes of an active thrower: adjacent throwable team-mates × empty squares in range. */
export function throwPlayerCodes(s: ClassicState, thrower: number, out: number[]): void {
  const w = s.m.w
  const px = w[P_X + thrower]
  const py = w[P_Y + thrower]
  const first = w[P_SIDE + thrower] * 16
  for (let q = first; q < first + 16; q++) {
    if (w[P_STATE + q] !== S_STANDING || !isAdjacent(px, py, w[P_X + q], w[P_Y + q])) continue
    if (!canBeThrownBy(s, thrower, q)) continue
    // 004: "Het slachtoffer moet uitkomen op een leeg veld".
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++)
        if (w[BOARD + y * WIDTH + x] === 0 && throwBandAllowed(s, bandOf(px, py, x, y)))
          out.push(code(A_THROW_PLAYER, q, x, y))
  }
}

export function pushThrowTeamMate(
  s: ClassicState,
  thrower: number,
  thrown: number,
  x: number,
  y: number,
): void {
  push(s, PR_THROW_TEAM_MATE, thrower, thrown, x, y)
}

// Frame: a = thrower, b = thrown player, c/d = target square (after a scatter onto a player: the landing square),
// e = the player landed on.
const ST_THROW = 0
const ST_PASS_RESULT = 1
const ST_HIT_DONE = 2
const ST_LANDING_RESULT = 3
const ST_HUNGER_RESULT = 4 // not in the seeds (LRB6 Always Hungry)
const ST_GO = 5

/**
 * A player leaves the pitch for the crowd, his flight's last square on the pitch being (lastX, lastY) and the
 * first off it (nx, ny): rulings.md, as pushed off the pitch — injury, no armour; a ball he held is thrown in.
 */
function intoCrowd(
  s: ClassicState,
  p: number,
  from: number[],
  lastX: number,
  lastY: number,
  nx: number,
  ny: number,
): void {
  const hadBall = carrier(s) === p
  removeFromPitch(s, p)
  if (s.events) emit(s, { type: 'crowd', player: p, from })
  injure(s, p, 0, true)
  if (hadBall)
    push(s, PR_THROW_IN, lastX, lastY, nx < 0 ? -1 : nx > 25 ? 1 : 0, ny < 0 ? -1 : ny > 14 ? 1 : 0)
}

/** A loose ball lying under a player once the players have come down bounces away (as after a block). */
function bounceBallUnderPlayer(s: ClassicState): void {
  const w = s.m.w
  if (w[G_BALL_STATE] === BALL_GROUND && occupant(s, w[G_BALL_X], w[G_BALL_Y]) >= 0)
    pushBounce(s, w[G_BALL_X], w[G_BALL_Y])
}

/** The thrown player comes down in (x, y), which is empty (or his own starting square): the landing roll. */
function land(s: ClassicState, f: number, thrown: number, x: number, y: number, accurate: boolean): void {
  const w = s.m.w
  const from = [w[P_X + thrown], w[P_Y + thrown]]
  moveOnPitch(s, thrown, x, y)
  if (s.events) emit(s, { type: 'thrown', player: thrown, from, to: [x, y] })
  setStep(s, f, ST_LANDING_RESULT)
  pushRoll(s, RK_LANDING, thrown, landingModifier(s, thrown, x, y, accurate))
}

/**
 * 003: Throw Team Mate — "the player being thrown is knocked over in his starting [square]; no roll is made to see if
 * he lands"; 004: Fumbling — the turn is over. Pops the throw's frame.
 */
function fumbleThrow(s: ClassicState, thrower: number, thrown: number): void {
  pop(s)
  set(s.m, G_TURNOVER, 1)
  if (s.events) emit(s, { type: 'fumble', player: thrower, target: thrown })
  knockDown(s, thrown)
}

defineProc(PR_THROW_TEAM_MATE, {
  name: 'throw-team-mate',
  run(s, f) {
    const w = s.m.w
    const thrower = arg(s, f, 0)
    const thrown = arg(s, f, 1)
    switch (step(s, f)) {
      case ST_THROW:
        // not in the seeds (LRB6 Always Hungry): before the throw, a D6 (the shared roll step: re-rolls apply).
        if (isAlwaysHungry(s, thrower)) {
          setStep(s, f, ST_HUNGER_RESULT)
          pushRoll(s, RK_HUNGER, thrower, HUNGER_SAFE_ON, true)
        } else setStep(s, f, ST_GO)
        return false
      case ST_HUNGER_RESULT: {
        if (w[G_RESULT] === 1) {
          setStep(s, f, ST_GO)
          return false
        }
        // On a 1 he tries to eat the team-mate.
        const hadBall = carrier(s) === thrown
        const gx = w[P_X + thrown]
        const gy = w[P_Y + thrown]
        if (eatRoll(s, thrower, thrown) === HUNGER_FUMBLE) {
          fumbleThrow(s, thrower, thrown) // LRB6: "the Pass Action is automatically treated as a fumbled pass"
          return false
        }
        pop(s)
        // LRB6: "If the team-mate had the ball it will scatter once from the team-mate's square".
        if (hadBall) {
          setBallGround(s, gx, gy)
          pushBounce(s, gx, gy)
        }
        return false
      }
      case ST_GO: {
        const band = bandOf(w[P_X + thrower], w[P_Y + thrower], arg(s, f, 2), arg(s, f, 3))
        if (s.events)
          emit(s, {
            type: 'throw-team-mate',
            player: thrower,
            target: thrown,
            to: [arg(s, f, 2), arg(s, f, 3)],
            range: PASS_RANGES[band + 1],
          })
        // 004: "kan niet onderschept worden" — no interception; the pass roll (Pass skill, team re-roll).
        setStep(s, f, ST_PASS_RESULT)
        pushRoll(s, RK_PASS, thrower, throwTeamMateModifier(s, thrower, band))
        return false
      }
      case ST_PASS_RESULT: {
        const result = w[G_RESULT]
        if (result === PASS_FUMBLE) {
          fumbleThrow(s, thrower, thrown)
          return false
        }
        if (result === PASS_ACCURATE) {
          land(s, f, thrown, arg(s, f, 2), arg(s, f, 3), true)
          return false
        }
        // 004: "als de pass niet accurate is, dan moet de scatter template bepalen waar het slachtoffer terecht
        // komt" — three scatters like an inaccurate pass; leaving the pitch ends in the crowd.
        let x = arg(s, f, 2)
        let y = arg(s, f, 3)
        let px = x
        let py = y
        for (let i = 0; i < SCATTERS.inaccuratePass; i++) {
          const d8 = roll(s.m, 8)
          const dir = scatterStep(d8)
          if (s.events) emit(s, { type: 'roll', purpose: 'scatter', player: thrown, dice: [d8] })
          const nx = x + dir.dx
          const ny = y + dir.dy
          if (!isOnPitch(nx, ny)) {
            // 004: "Komt het slachtoffer terecht in de tribunes, dan gelden dezelfde regels als wanneer een speler
            // uit het veld geduwd zou zijn"; he does not land on his feet, so the turn is over (interpretations).
            if (s.events) emit(s, { type: 'scatter', player: thrown, to: [nx, ny], out: true })
            pop(s)
            set(s.m, G_TURNOVER, 1)
            intoCrowd(s, thrown, [w[P_X + thrown], w[P_Y + thrown]], x, y, nx, ny)
            return false
          }
          px = x
          py = y
          x = nx
          y = ny
          if (s.events) emit(s, { type: 'scatter', player: thrown, to: [x, y] })
        }
        const hit = occupant(s, x, y)
        if (hit < 0 || hit === thrown) {
          land(s, f, thrown, x, y, false)
          return false
        }
        // 004: "Komt het slachtoffer terecht op een andere speler, dan geraken beide speler knocked down terwijl
        // de speler die geraakt wordt, een veld terug geduwd wordt" — pushed away from the square the thrown
        // player came over, the throwing coach choosing (interpretations); chain pushes and the crowd as usual.
        setArg(s, f, 2, x)
        setArg(s, f, 3, y)
        setArg(s, f, 4, hit)
        setStep(s, f, ST_HIT_DONE)
        if (s.events) emit(s, { type: 'lands-on-player', player: thrown, target: hit, x, y })
        push(s, PR_PUSH, sideOf(s, thrower), hit, px, py)
        return false
      }
      case ST_HIT_DONE: {
        const x = arg(s, f, 2)
        const y = arg(s, f, 3)
        const hit = arg(s, f, 4)
        pop(s)
        set(s.m, G_TURNOVER, 1) // 004: a player of the active team is knocked down
        // The thrown player still counted as standing in his starting square until now (interpretations): a
        // chain push may have moved him, or put him in the crowd, where he stays.
        if (w[P_X + thrown] >= 0) {
          const from = [w[P_X + thrown], w[P_Y + thrown]]
          moveOnPitch(s, thrown, x, y)
          if (s.events) emit(s, { type: 'thrown', player: thrown, from, to: [x, y] })
        }
        bounceBallUnderPlayer(s)
        if (w[P_X + hit] >= 0) {
          const wasStunned = w[P_STATE + hit] === S_STUNNED
          knockDown(s, hit)
          // A stunned player hit again stays face down unless he is hurt worse.
          if (wasStunned && w[P_STATE + hit] === S_PRONE) set(s.m, P_STATE + hit, S_STUNNED)
        }
        if (w[P_X + thrown] >= 0) knockDown(s, thrown)
        // A ball carrier still standing after a chain push may have been moved into an end zone (as for blocks).
        const c = carrier(s)
        if (c >= 0) {
          const scorer = checkTouchdown(s, c, true)
          if (scorer >= 0 && scorer !== sideOf(s, c)) ownGoalByPush(s)
        }
        return false
      }
      default: {
        // The landing roll came back.
        const x = w[P_X + thrown]
        const y = w[P_Y + thrown]
        pop(s)
        const ballHere = w[G_BALL_STATE] === BALL_GROUND && w[G_BALL_X] === x && w[G_BALL_Y] === y
        if (w[G_RESULT] === 1) {
          if (s.events) emit(s, { type: 'landed', player: thrown, x, y })
          // interpretations: he cannot take a loose ball while landing; it bounces away from him.
          if (ballHere) pushBounce(s, x, y)
          // 004: a thrown ball carrier landing on his feet in the opposing end zone scores.
          checkTouchdown(s, thrown, false)
          return false
        }
        // 004: "Mislukt de agility roll, voer dan een armour roll uit" — he falls in that square, a turnover.
        if (s.events) emit(s, { type: 'landing-failed', player: thrown, x, y })
        set(s.m, G_TURNOVER, 1)
        if (ballHere) pushBounce(s, x, y)
        knockDown(s, thrown)
        return false
      }
    }
  },
})
