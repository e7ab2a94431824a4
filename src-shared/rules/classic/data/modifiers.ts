// 002: the modifiers to agility rolls, as named constants (004 prints the same values in Dutch, except the
// landing modifiers of Throw Team-Mate, where 002 wins: rulings.md "landing after an accurate Throw Team-Mate
// is +0"). Each applies once; the "per tackle zone" ones apply once per enemy tackle zone counted.

/** 002: Catching modifiers. A hand-off counts as an accurate pass (004: "Hand off is altijd een accurate pass"). */
export const CATCH = Object.freeze({
  accuratePass: +1,
  /** A scattered pass, a bouncing ball, a kick-off or a throw-in. */
  scatteredOrBouncing: 0,
  perEnemyTackleZone: -1,
})

/** 002: Dodging modifiers. The tackle zones counted are those on the square the player dodges TO. */
export const DODGE = Object.freeze({
  dodgeRoll: +1,
  perEnemyTackleZoneOnTargetSquare: -1,
})

/** 002: Landing modifiers (Throw Team-Mate). 004 prints +1/0 here; 002 wins (rulings.md, Precedence). */
export const LANDING = Object.freeze({
  accurateThrow: 0,
  scatteredThrow: -1,
  perEnemyTackleZoneOnLandingSquare: -1,
})

/** 002: Passing modifiers, by range band, plus the thrower's tackle zones. */
export const PASS = Object.freeze({
  quick: +1,
  short: 0,
  long: -1,
  longBomb: -2,
  perEnemyTackleZoneOnThrower: -1,
})

/**
 * 004 (Throwing teammates): a thrown team-mate counts one range band longer ("een quick pass wordt dus een short
 * pass"), so the pass modifier is that of the next band, and a Long Bomb is not allowed at all.
 */
export const THROW_TEAM_MATE = Object.freeze({
  quick: 0,
  short: -1,
  long: -2,
  longBomb: null,
  perEnemyTackleZoneOnThrower: -1,
})

/** 002: Interception modifiers. */
export const INTERCEPTION = Object.freeze({
  interceptionAttempt: -2,
  perEnemyTackleZoneOnInterceptor: -1,
})

/** 002: Picking up modifiers. */
export const PICK_UP = Object.freeze({
  pickUp: +1,
  perEnemyTackleZone: -1,
})

/**
 * 004 (Fouls): the foul's armour roll gets +1, plus +1 per assisting team-mate of the fouler; the victim's
 * team-mates may not assist ("Teamgenoten van het slachtoffer mogen niet assisteren"), so there is no minus.
 */
export const FOUL = Object.freeze({
  armourRoll: +1,
  perAssist: +1,
})
