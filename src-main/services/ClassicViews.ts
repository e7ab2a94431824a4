// Shipped classics watched without importing them. `classics.open` saves a classic in the Load list (a write),
// which the LAN share's viewers may not do, yet a TV's attract loop should show every shipped classic. So a
// classic can also be *viewed*: its replay file is read and checked exactly as an import would (readReplay:
// format, rules version, every action replayed, the claimed result compared) and the checked game is held here,
// in memory only, under a fixed id that the replay.* requests accept (host/replaySource.ts looks here after the
// save database and the hosted games). Nothing is ever written, so the data folder stays byte for byte the same.
import { createHash } from 'node:crypto'
import type { StoredGame } from './GameHost'
import type { ClassicGames } from './ClassicGames'
import { readReplay } from './replayFile'
import type { RulesetSource } from './sources'

/** Ids of viewed classics start with this; game.new and imports use `g-<uuid>`, which never does. */
export const CLASSIC_VIEW_PREFIX = 'g-classic-'

/** Classics held at once: every shipped one (three today) with room to spare; the least recently used goes. */
export const MAX_CLASSIC_VIEWS = 6

/** The in-memory id of a viewed classic: readable when it fits the game id pattern (64 characters), else hashed. */
export function classicViewId(classicId: string): string {
  const tail =
    CLASSIC_VIEW_PREFIX.length - 2 + classicId.length <= 64
      ? classicId
      : createHash('sha1').update(classicId).digest('hex').slice(0, 24)
  return CLASSIC_VIEW_PREFIX + tail
}

export class ClassicViews {
  /** By view id, least recently used first (a Map keeps insertion order). */
  private readonly held = new Map<string, StoredGame>()

  constructor(
    private readonly classics: ClassicGames,
    private readonly rulesets: RulesetSource,
    private readonly max = MAX_CLASSIC_VIEWS,
  ) {}

  /**
   * Reads and checks a shipped classic (once; later calls reuse it) and answers its view id. Throws the same
   * typed errors as an import (`classic/not-found`, `replay/*`) and then holds nothing new.
   */
  open(classicId: string): string {
    const gameId = classicViewId(classicId)
    const known = this.held.get(gameId)
    if (known) {
      this.touch(gameId, known)
      return gameId
    }
    const { stored } = readReplay(this.classics.read(classicId), this.rulesets, gameId)
    this.touch(gameId, stored)
    while (this.held.size > this.max) this.held.delete(this.held.keys().next().value!)
    return gameId
  }

  /** A viewed classic's game (setup, whole log, snapshots every SNAPSHOT_EVERY actions), or null. */
  get(gameId: string): StoredGame | null {
    return this.held.get(gameId) ?? null
  }

  private touch(gameId: string, stored: StoredGame): void {
    this.held.delete(gameId)
    this.held.set(gameId, stored)
  }
}
