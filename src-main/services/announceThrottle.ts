// Games whose changes are announced at most every so often (GameHost.thin): a league's background run plays a whole
// game in seconds, and announcing every action would send each window thousands of views nobody watches, where a
// few a second still let a coach who opens the game follow it. A game's end (nobody left to decide) always goes out.
export class AnnounceThrottle {
  private readonly games = new Map<string, { everyMs: number; last: number }>()

  /** Announce `gameId` at most every `everyMs`, or (null) every change again. */
  set(gameId: string, everyMs: number | null): void {
    if (everyMs === null) this.games.delete(gameId)
    else this.games.set(gameId, { everyMs, last: Number.NEGATIVE_INFINITY })
  }

  forget(gameId: string): void {
    this.games.delete(gameId)
  }

  /** Whether this change of the game is announced; `ended`: nobody is left to decide. */
  lets(gameId: string, ended: boolean, now = performance.now()): boolean {
    const thin = this.games.get(gameId)
    if (!thin || ended) return true
    if (now - thin.last < thin.everyMs) return false
    thin.last = now
    return true
  }
}
