// The Classic game state: static facts fixed at creation (`meta`: names, rosters, options, seed) plus the mutable
// word array (`m`), and the small helpers every procedure uses to read and change it.

import type { EngineEvent, OptionValue, Side } from '../../engine/api'
import { set, type Memory } from '../../engine/memory'
import {
  BOARD,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  BALL_CARRIED,
  BALL_GROUND,
  MAX_PLAYERS,
  F_NO_TACKLE_ZONE,
  P_FLAGS,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  S_PRONE,
  S_STUNNED,
  TEAM_SIZE,
  WIDTH,
  isOnPitch,
} from './layout'

export interface ClassicPlayerInput {
  readonly positionId: string
  readonly name: string
  readonly number: number
  readonly ma: number
  readonly st: number
  readonly ag: number
  readonly av: number
  readonly skills: readonly string[]
  /** Skills learned by advancement in a league (data/advanceSkills.ts); he plays with them as with his own. */
  readonly advances?: readonly string[]
  readonly role?: string
  /** LRB6 Animosity: his race; default his roster position's `race`, else the roster id. */
  readonly race?: string
}

export interface ClassicTeamInput {
  readonly rosterId: string
  readonly name: string
  readonly rerolls: number
  readonly players: readonly ClassicPlayerInput[]
  /** 004: Fan Factor, added on the kick-off table's fan rolls. */
  readonly fanFactor?: number
  /** 004: assistant coaches, added on Brilliant Coaching. */
  readonly assistantCoaches?: number
}

export interface PlayerMeta {
  readonly side: Side
  readonly name: string
  readonly number: number
  readonly positionId: string
  readonly role: string
  readonly skills: readonly string[]
  /** LRB6 Animosity: his race (a roster position's `race`, default the roster id). */
  readonly race: string
}

export interface TeamMeta {
  readonly name: string
  readonly rosterId: string
  readonly rerolls: number
  readonly fanFactor: number
  readonly assistantCoaches: number
}

export interface ClassicMeta {
  readonly seed: number
  readonly teams: readonly [TeamMeta, TeamMeta]
  /** Indexed by player id; ids 0..15 are home, 16..31 away. Empty slots are null. */
  readonly players: readonly (PlayerMeta | null)[]
  readonly options: Readonly<Record<string, OptionValue>>
}

export interface ClassicState {
  readonly ruleset: 'classic'
  readonly meta: ClassicMeta
  readonly m: Memory
  /** Events of the action being applied; null turns recording off (AI search, benchmarks). */
  events: EngineEvent[] | null
}

export function emit(s: ClassicState, event: EngineEvent): void {
  if (s.events !== null) s.events.push(event)
}

export const sideOf = (s: ClassicState, p: number): Side => s.m.w[P_SIDE + p] as Side
export const firstId = (side: number): number => side * TEAM_SIZE
export const other = (side: number): Side => (1 - side) as Side

export function occupant(s: ClassicState, x: number, y: number): number {
  return s.m.w[BOARD + y * WIDTH + x] - 1
}

export function isStanding(s: ClassicState, p: number): boolean {
  return s.m.w[P_STATE + p] === S_STANDING
}

/**
 * Whether a player has a tackle zone now: standing, and not bone-headed (LRB6 Bone-head, Really Stupid) nor
 * hypnotised (003 Hypnotic Gaze). Such a player also gives no assist and cannot catch or intercept
 * (docs/rules/classic-interpretations.md). A bit test: tackle zones are counted on every step.
 */
export function exertsTackleZone(s: ClassicState, p: number): boolean {
  const w = s.m.w
  return w[P_STATE + p] === S_STANDING && (w[P_FLAGS + p] & F_NO_TACKLE_ZONE) === 0
}

export function isDownOnPitch(s: ClassicState, p: number): boolean {
  const st = s.m.w[P_STATE + p]
  return st === S_PRONE || st === S_STUNNED
}

/** Puts a player (off the pitch) on an empty square. */
export function placeOnPitch(s: ClassicState, p: number, x: number, y: number): void {
  const m = s.m
  set(m, P_X + p, x)
  set(m, P_Y + p, y)
  set(m, BOARD + y * WIDTH + x, p + 1)
}

export function removeFromPitch(s: ClassicState, p: number): void {
  const m = s.m
  const x = m.w[P_X + p]
  const y = m.w[P_Y + p]
  if (x >= 0) set(m, BOARD + y * WIDTH + x, 0)
  set(m, P_X + p, -1)
  set(m, P_Y + p, -1)
}

/** Moves a player already on the pitch to an empty square (the ball moves with its carrier). */
export function moveOnPitch(s: ClassicState, p: number, x: number, y: number): void {
  // removeFromPitch + placeOnPitch in four writes (not six): the same words, on every step of every move.
  const m = s.m
  const fx = m.w[P_X + p]
  if (fx >= 0) set(m, BOARD + m.w[P_Y + p] * WIDTH + fx, 0)
  set(m, P_X + p, x)
  set(m, P_Y + p, y)
  set(m, BOARD + y * WIDTH + x, p + 1)
  if (s.m.w[G_CARRIER] === p) {
    set(s.m, G_BALL_X, x)
    set(s.m, G_BALL_Y, y)
  }
}

export function setBallGround(s: ClassicState, x: number, y: number): void {
  const m = s.m
  set(m, G_BALL_X, x)
  set(m, G_BALL_Y, y)
  set(m, G_BALL_STATE, BALL_GROUND)
  set(m, G_CARRIER, -1)
}

export function giveBall(s: ClassicState, p: number): void {
  const m = s.m
  set(m, G_BALL_X, m.w[P_X + p])
  set(m, G_BALL_Y, m.w[P_Y + p])
  set(m, G_BALL_STATE, BALL_CARRIED)
  set(m, G_CARRIER, p)
}

export function carrier(s: ClassicState): number {
  return s.m.w[G_BALL_STATE] === BALL_CARRIED ? s.m.w[G_CARRIER] : -1
}

export function playerName(s: ClassicState, p: number): string {
  const meta = s.meta.players[p]
  return meta ? `${meta.name} (#${meta.number})` : `player ${p}`
}

export function option(s: ClassicState, id: string): OptionValue {
  return s.meta.options[id]
}

export { isOnPitch, MAX_PLAYERS }
