// Starts the web host's requests one at a time, taking turns between connections. Handlers run on main's one
// thread and most finish synchronously, so whoever's request starts next decides who waits: a round-robin over
// the connections with work keeps a page that floods the host from holding the owner up for more than one of
// its requests. The owner's pages go first; the LAN share's viewers take turns among themselves after them. One
// request starts per turn of the event loop, so the sockets are read (and new requests queued) in between.

/** A connection as the scheduler sees it. */
export interface Schedulable {
  /** Has a request it may start now (not closed, not paused, under its running limit). */
  ready(): boolean
  /** Starts its next request. */
  start(): void
}

export type Tier = 'owner' | 'viewer'

class RoundRobin {
  readonly members: Schedulable[] = []
  private cursor = 0

  next(): Schedulable | null {
    const n = this.members.length
    for (let k = 0; k < n; k++) {
      const index = (this.cursor + k) % n
      const member = this.members[index]
      if (member.ready()) {
        this.cursor = index + 1
        return member
      }
    }
    return null
  }

  remove(member: Schedulable): void {
    const index = this.members.indexOf(member)
    if (index < 0) return
    this.members.splice(index, 1)
    if (this.cursor > index) this.cursor--
  }
}

export class FairScheduler {
  private readonly tiers = { owner: new RoundRobin(), viewer: new RoundRobin() }
  private scheduled = false

  /** `defer` runs the next turn (setImmediate: after the sockets have been read). */
  constructor(private readonly defer: (turn: () => void) => void = (turn) => void setImmediate(turn)) {}

  add(member: Schedulable, tier: Tier): void {
    this.tiers[tier].members.push(member)
  }

  remove(member: Schedulable): void {
    this.tiers.owner.remove(member)
    this.tiers.viewer.remove(member)
  }

  /** Something may have become ready: take a turn soon. */
  wake(): void {
    if (this.scheduled) return
    this.scheduled = true
    this.defer(() => this.turn())
  }

  private turn(): void {
    this.scheduled = false
    const member = this.tiers.owner.next() ?? this.tiers.viewer.next()
    if (member === null) return
    member.start()
    this.wake()
  }
}

let shared: FairScheduler | null = null

/** The process's scheduler: the owner's host and the share's listener take turns in one queue. */
export function sharedScheduler(): FairScheduler {
  shared ??= new FairScheduler()
  return shared
}
