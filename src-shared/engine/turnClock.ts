// Turn clocks (004 turn end 6: "wanneer de tijdlimiet van spelen overschreden wordt (4 minuten per beurt is
// normaal)"; 000: "turns are limited to 2.5 minutes"). Time never enters the engine except as this one action:
// the host keeps the wall clock and, at expiry, commits `turn-timeout` for the coach on turn. Each ruleset names
// two options, `turnClock` (on/off, off by default) and `turnSeconds`, and applies the timeout as its seed's
// turnover. The action is never listed by `legalActions` (no AI and no menu offers it); `apply` accepts it only
// with the clock on, from the team on turn, at a decision where the turn can end cleanly.
import type { ActionFields } from './actionCheck'
import type { OptionInfo, OptionValue } from './api'

export const TURN_TIMEOUT = 'turn-timeout'

/** The strict fields of the action (none besides `type`), merged into each ruleset's table. */
export const TURN_TIMEOUT_FIELDS: ActionFields = { [TURN_TIMEOUT]: {} }

/** Shortest and longest time per turn a game may set, in seconds (the project's bounds around the seeds'). */
export const TURN_SECONDS_MIN = 30
export const TURN_SECONDS_MAX = 600

/** The two options of a ruleset with its seed's time per turn (seconds). */
export function turnClockOptions(seconds: number, source: string): readonly OptionInfo[] {
  return [
    { id: 'turnClock', name: 'Turn clock', default: false, source },
    {
      id: 'turnSeconds',
      name: 'Seconds per turn (with the turn clock)',
      default: seconds,
      source,
      min: TURN_SECONDS_MIN,
      max: TURN_SECONDS_MAX,
      integer: true,
    },
  ]
}

/**
 * The time per turn in milliseconds when a game's options switch the clock on, else null. `infos` (the ruleset's
 * options) give the default seconds when the game's options leave them out.
 */
export function turnClockMs(
  options: Readonly<Record<string, OptionValue>> | undefined,
  infos: readonly OptionInfo[],
): number | null {
  if (options?.turnClock !== true) return null
  const seconds = options.turnSeconds ?? infos.find((o) => o.id === 'turnSeconds')?.default
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : null
}
