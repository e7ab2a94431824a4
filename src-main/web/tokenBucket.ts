// A token bucket: `burst` requests at once, then `perSecond` more each second. A viewer of the LAN share has one,
// so a page on the network cannot keep main busy however fast it asks (its extra requests get `ipc/busy`).

export class TokenBucket {
  private tokens: number
  private last: number

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst
    this.last = now()
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const at = this.now()
    // A clock that went back refills nothing (and never takes tokens away).
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, at - this.last) / 1000) * this.perSecond)
    this.last = at
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}
