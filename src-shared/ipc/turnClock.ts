// The turn clock as main reports it (issue 21): in every `state.changed` of a clocked game and in a replay frame.
// The renderer counts down from `leftMs` while `running`, from the moment the message came; main keeps the only
// clock that counts and ends the turn itself (engine/turnClock.ts).
import { z } from 'zod'
import { sideSchema } from './schemas'

export const turnClockSchema = z.strictObject({
  /** The coach on turn, whose clock it is. */
  side: sideSchema,
  /** The game's time per turn (its `turnSeconds` option). */
  limitMs: z.int().min(0),
  /** Time left when the message was sent. */
  leftMs: z.int().min(0),
  /** False while the other coach decides (an interception, a push, a hold...), and always in a replay. */
  running: z.boolean(),
})

export type TurnClockInfo = z.infer<typeof turnClockSchema>
