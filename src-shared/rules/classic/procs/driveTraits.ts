// Skills that decide who may play a match or a drive: 003 Sappy (before the match), 003 Off For A Bite (each
// time the team sets up) and LRB6 Secret Weapon (sent off after each drive he played). The game flow (game.ts)
// calls these at the right moments; setup.ts asks `canBeSetUp`.

import { roll } from '../../../engine/dice'
import { set } from '../../../engine/memory'
import {
  F_BITE_OUT,
  F_MISSES_MATCH,
  F_SW_PLAYED,
  MAX_PLAYERS,
  P_FLAGS,
  P_STATE,
  P_X,
  S_ABSENT,
  S_BADLY_HURT,
  S_DEAD,
  S_RESERVE,
  S_SENT_OFF,
  S_SERIOUS,
  TEAM_SIZE,
} from '../layout'
import { hasAnyOf, rulesWith, skillTotal } from '../skills'
import { emit, removeFromPitch, type ClassicState } from '../state'

const SAPPY = rulesWith((r) => r.missesMatchOn !== undefined)
const BITERS = rulesWith((r) => r.sitsOutDriveOn !== undefined)
const SECRET_WEAPONS = rulesWith((r) => r.sentOffAfterDrive)

/** A player in the reserves whom no skill keeps out of this drive (003: Off For A Bite, Sappy). */
export function canBeSetUp(s: ClassicState, p: number): boolean {
  const w = s.m.w
  return w[P_STATE + p] === S_RESERVE && (w[P_FLAGS + p] & (F_BITE_OUT | F_MISSES_MATCH)) === 0
}

/** 003: Sappy — "Roll a D6 for the player before the match starts. On a roll of 1 the player ... misses the match". */
export function sappyRolls(s: ClassicState): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    if (w[P_STATE + p] === S_ABSENT || !hasAnyOf(s, p, SAPPY)) continue
    const worst = skillTotal(s, p, (r) => r.missesMatchOn)
    const d = roll(s.m, 6)
    const out = d <= worst
    if (s.events)
      emit(s, { type: 'roll', purpose: 'sappy', player: p, dice: [d], target: worst + 1, success: !out })
    if (!out) continue
    set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_MISSES_MATCH)
    if (s.events) emit(s, { type: 'misses-match', player: p, skill: 'sappy' })
  }
}

/**
 * 003: Off For A Bite — "Roll a D6 for *each* player with this skill each time you want to set them up ... on a roll
 * of 1-3 [he] can't be used in this drive". Rolled for each such player in the reserves when his team starts to
 * set up for a drive (docs/rules/classic-interpretations.md); the mark lasts until the next drive's roll.
 */
export function biteRolls(s: ClassicState, side: number): void {
  const w = s.m.w
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) {
    if (!hasAnyOf(s, p, BITERS)) continue
    if (w[P_FLAGS + p] & F_BITE_OUT) set(s.m, P_FLAGS + p, w[P_FLAGS + p] & ~F_BITE_OUT)
    if (!canBeSetUp(s, p)) continue
    const worst = skillTotal(s, p, (r) => r.sitsOutDriveOn)
    const d = roll(s.m, 6)
    const out = d <= worst
    if (s.events)
      emit(s, {
        type: 'roll',
        purpose: 'off-for-a-bite',
        player: p,
        dice: [d],
        target: worst + 1,
        success: !out,
      })
    if (!out) continue
    set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_BITE_OUT)
    if (s.events) emit(s, { type: 'off-for-a-bite', player: p })
  }
}

/** LRB6 Secret Weapon — marks those who play this drive: everybody on the pitch at the kick-off. */
export function markSecretWeapons(s: ClassicState): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++)
    if (w[P_X + p] >= 0 && hasAnyOf(s, p, SECRET_WEAPONS)) set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_SW_PLAYED)
}

/**
 * LRB6 Secret Weapon — "at the end of any drive in which this player played, the referee orders [him] to be sent
 * off": out for the rest of the match (a Knocked Out player too), unless he is a casualty already (the brief's
 * reading, docs/rules/classic-interpretations.md). Not called at the end of the match.
 */
export function secretWeaponsSentOff(s: ClassicState): void {
  const w = s.m.w
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const fl = w[P_FLAGS + p]
    if ((fl & F_SW_PLAYED) === 0) continue
    set(s.m, P_FLAGS + p, fl & ~F_SW_PLAYED)
    const st = w[P_STATE + p]
    if (st === S_BADLY_HURT || st === S_SERIOUS || st === S_DEAD) continue
    if (w[P_X + p] >= 0) removeFromPitch(s, p)
    set(s.m, P_STATE + p, S_SENT_OFF)
    set(s.m, P_FLAGS + p, w[P_FLAGS + p] | F_MISSES_MATCH)
    if (s.events) emit(s, { type: 'sent-off', player: p, skill: 'secret-weapon' })
  }
}
