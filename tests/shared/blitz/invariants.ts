// What must hold in every Blitz Bowl position, checked after every action of random games.
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { sq } from '@shared/rules/blitz/geometry'
import {
  ACTIVE,
  B_CARRIER,
  B_ST,
  B_X,
  B_Y,
  BALL_GROUND,
  BALL_HELD,
  G_ACTIONS_LEFT,
  G_DECK_LEN,
  G_DECK_TOP,
  G_DISCARDS,
  G_INTERRUPT,
  G_SCORE0,
  HAND0,
  HAND_MAX,
  MAX_BALLS,
  MAX_PLAYERS,
  P_ST,
  P_X,
  P_Y,
  SQ,
  SQUARES,
  ST_PRONE,
  ST_STANDING,
} from '@shared/rules/blitz/layout'
import { blitzDecision } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'

export function invariantProblems(s: BlitzState): string[] {
  const w = s.m.w
  const out: string[] = []
  let onPitch = 0
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const st = w[P_ST + p]
    if (st === ST_STANDING || st === ST_PRONE) {
      onPitch++
      const k = sq(w[P_X + p], w[P_Y + p])
      if (w[SQ + k] !== p + 1) out.push(`player ${p} not in its square`)
      if (s.blocked[k]) out.push(`player ${p} on a blocked square`)
    } else if (w[P_X + p] !== -1) out.push(`off-pitch player ${p} has a square`)
  }
  let occupied = 0
  for (let k = 0; k < SQUARES; k++) if (w[SQ + k] !== 0) occupied++
  if (occupied !== onPitch) out.push(`${occupied} occupied squares for ${onPitch} players`)
  const carriers = new Set<number>()
  for (let b = 0; b < MAX_BALLS; b++) {
    if (w[B_ST + b] === BALL_HELD) {
      const c = w[B_CARRIER + b]
      if (w[P_ST + c] !== ST_STANDING) out.push(`ball ${b} held by a player not standing`)
      if (w[B_X + b] !== w[P_X + c] || w[B_Y + b] !== w[P_Y + c]) out.push(`ball ${b} not with its carrier`)
      if (carriers.has(c)) out.push(`player ${c} holds two balls`)
      carriers.add(c)
    } else if (w[B_ST + b] === BALL_GROUND) {
      const k = sq(w[B_X + b], w[B_Y + b])
      if (s.blocked[k]) out.push(`ball ${b} on a blocked square`)
      if (w[SQ + k] !== 0 && blitzDecision(s).kind !== 'bounce') out.push(`ball ${b} lies under a player`)
      for (let o = b + 1; o < MAX_BALLS; o++)
        if (w[B_ST + o] === BALL_GROUND && w[B_X + o] === w[B_X + b] && w[B_Y + o] === w[B_Y + b])
          out.push(`balls ${b} and ${o} share a square`)
    }
  }
  let cards = w[G_DECK_LEN] - w[G_DECK_TOP] + w[G_DISCARDS]
  for (let i = 0; i < 3; i++) if (w[ACTIVE + i] >= 0) cards++
  for (let i = 0; i < 2 * HAND_MAX; i++) if (w[HAND0 + i] >= 0) cards++
  const total = CHALLENGE_CARDS.length + (s.meta.options.randomEvents === true ? 6 : 0)
  if (w[G_DECK_LEN] > 0 && cards !== total) out.push(`${cards} cards accounted for, not ${total}`)
  if (w[G_SCORE0] < 0 || w[G_SCORE0 + 1] < 0) out.push('negative score')
  if (w[G_ACTIONS_LEFT] < 0 || w[G_ACTIONS_LEFT] > 4) out.push(`actions left ${w[G_ACTIONS_LEFT]}`)
  const d = blitzDecision(s)
  if (d.kind === 'interrupt' && w[G_INTERRUPT] !== 0) out.push('an interrupt offered while another resolves')
  if (d.kind === 'turn') {
    const other = 1 - (d.side as number)
    let hand = 0
    for (let i = 0; i < HAND_MAX; i++) if (w[HAND0 + other * HAND_MAX + i] >= 0) hand++
    if (hand > 3) out.push(`the waiting coach holds ${hand} Bonus Plays`)
    // 001: an interrupt is over before the active coach chooses again (the no-interrupting flag is cleared).
    if (w[G_INTERRUPT] !== 0) out.push('an interrupt still resolving at a turn decision')
  }
  return out
}
