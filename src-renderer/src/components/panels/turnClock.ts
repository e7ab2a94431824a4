// The turn clock's figures (TurnClock.vue): pure, so tests need no component.

/** The last stretch of a turn the clock warns in (issue 21: "a warning (last 30 s)"). */
export const WARNING_MS = 30_000

/** m:ss, seconds rounded up: the clock shows 0:00 only when the time is gone. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export const isWarning = (ms: number): boolean => ms <= WARNING_MS
