// The attract loop's player: takes the reel (attractPlan.ts), and for each game its segments, seeks to a
// segment's start and steps through it one action at a time through main's replay requests, handing each frame to
// the table (animated), each caption to the screen and each big moment to the cinematic camera; then the next game,
// round and round until stopped. It only asks `saves.list`, `classics.list`, `replay.timeline`, `replay.seek`,
// `replay.step`, and for a shipped game not yet in the saves: on the owner's screen `classics.open` once (it then
// stays in the Load list, as before), on a read-only viewer `classics.view` (main checks the file and holds it in
// memory, writing nothing; asked again each round, as main may have let it go).
import type { GameView } from '@shared/engine/api'
import type { ReplayFrame } from '@shared/ipc'
import type { PitchsideClient } from '../../ipc/client'
import { attractReel, attractSegments, type ReelEntry } from './attractPlan'
import { scoreMoment } from '../timeline/scoreMoment'
import { type Caption, captionsOf, pickCaption } from './captions'
import { failureText } from '../../i18n/failureText'

export interface AttractHooks {
  /** Puts a frame on the table; `animate` for single steps. */
  show(frame: ReplayFrame, animate: boolean): void
  /** A new game of the reel begins. */
  entry(entry: ReelEntry, index: number, count: number): void
  /** A step earned a caption (with the view it happened on, for the camera). */
  caption(caption: Caption, view: GameView): void
  /** Resolves when the table has finished animating the last frame. */
  idle(): Promise<void>
  /** Milliseconds to rest between two steps (the speed setting). */
  pause(): number
  sleep(ms: number): Promise<void>
  /** Something went wrong that leaves nothing to play (no games, saves refused...). */
  problem(code: 'empty' | 'failed', detail: string): void
}

/** Rest after a caption: long enough to read it before play goes on. */
export const CAPTION_REST_MS = 2600
/** A score's held moment stays while the camera dollies in and holds on the scorer (or the puck in the goal). */
export const TOUCHDOWN_REST_MS = 5200
/** Rest between two segments and between two games. */
export const SEGMENT_REST_MS = 1800

export interface AttractOptions {
  /** A viewer of the LAN share: never asks anything that writes (shipped classics via `classics.view`). */
  readonly readOnly?: boolean
}

export class AttractLoop {
  private running = false

  constructor(
    private readonly client: Pick<PitchsideClient, 'request'>,
    private readonly hooks: AttractHooks,
    private readonly options: AttractOptions = {},
  ) {}

  get active(): boolean {
    return this.running
  }

  stop(): void {
    this.running = false
  }

  /** Plays the reel over and over until stop(); resolves when it stops (or finds nothing to play). */
  async run(): Promise<void> {
    this.running = true
    const reel = await this.reel()
    if (!reel) return
    if (reel.length === 0) {
      this.hooks.problem('empty', 'no finished or classic games to show')
      this.running = false
      return
    }
    let played = 0
    for (let i = 0; this.running; i = (i + 1) % reel.length) {
      if (await this.playEntry(reel, i)) played++
      // A reel of which no game plays (every one refused) would spin: stop and say so.
      if (i === reel.length - 1 && played === 0) {
        this.hooks.problem('failed', 'none of the games could be replayed')
        this.running = false
      }
    }
  }

  private async reel(): Promise<ReelEntry[] | null> {
    const [saves, classics] = await Promise.all([
      this.client.request('saves.list'),
      this.client.request('classics.list'),
    ])
    if (!classics.ok && !saves.ok) {
      this.hooks.problem('failed', failureText(saves))
      this.running = false
      return null
    }
    return attractReel(saves.ok ? saves.value : [], classics.ok ? classics.value : [])
  }

  private async playEntry(reel: ReelEntry[], index: number): Promise<boolean> {
    const entry = reel[index]
    let gameId = entry.gameId
    if (!gameId && entry.classicId && this.options.readOnly) {
      const viewed = await this.client.request('classics.view', { id: entry.classicId })
      if (!viewed.ok) return false
      gameId = viewed.value.gameId
    } else if (!gameId && entry.classicId) {
      const opened = await this.client.request('classics.open', { id: entry.classicId })
      if (!opened.ok) return false
      gameId = opened.value.gameId
      // Opened once: the next round plays the saved copy.
      reel[index] = { ...entry, gameId, classicId: null }
    }
    if (!gameId || !this.running) return false
    const timeline = await this.client.request('replay.timeline', { gameId })
    if (!timeline.ok || !this.running) return false
    this.hooks.entry({ ...entry, gameId }, index, reel.length)
    for (const segment of attractSegments(timeline.value)) {
      if (!this.running) return true
      const start = await this.client.request('replay.seek', { gameId, position: segment.from })
      if (!start.ok) return false
      if (!this.running) return true
      this.hooks.show(start.value, false)
      let view = start.value.view
      await this.hooks.sleep(900)
      for (let at = segment.from; at < segment.to && this.running; at++) {
        const frame = await this.client.request('replay.step', {
          gameId,
          from: at,
          unit: 'action',
          direction: 1,
        })
        if (!frame.ok || !this.running) break
        const caption = pickCaption(captionsOf(frame.value.events, view, frame.value.view))
        // A score holds on its moment (the scorer in the end zone with the ball, the puck in the goal: the step
        // played up to the score) before the teams leave for the kick-off or the line-up.
        const moment =
          caption && caption.kind !== 'injury'
            ? scoreMoment(view, frame.value.events, frame.value.view)
            : null
        const held = moment !== null
        this.hooks.show(
          moment ? { ...frame.value, view: moment.view, events: moment.events } : frame.value,
          true,
        )
        if (caption) this.hooks.caption(caption, frame.value.view)
        view = frame.value.view
        at = frame.value.position - 1
        await this.hooks.idle()
        await this.hooks.sleep(caption ? (held ? TOUCHDOWN_REST_MS : CAPTION_REST_MS) : this.hooks.pause())
        if (held && this.running) this.hooks.show(frame.value, false)
      }
      if (this.running) await this.hooks.sleep(SEGMENT_REST_MS)
    }
    return true
  }
}
