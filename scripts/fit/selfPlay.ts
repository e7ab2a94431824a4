// The fit's sample (issue 20, point 3): seeded self-play games, coach v coach and Beginner v coach, with `side`'s
// feature vector recorded at the end of each team turn for both sides, and each row labelled with the game's final
// score margin and result from that side's view. Everything random is seeded (the game's dice by its seed, the
// AI's choices by a generator seeded from it; src-shared/ai/selfPlay.ts), so the same seeds give the same rows.
import { playSelfGame, policyChooser } from '@shared/ai/selfPlay'
import type { Side } from '@shared/engine/api'
import { engineTeams } from '../../src-main/host/engineSources'
import type { FitSpec } from './specs'

export type Pairing = 'coach-coach' | 'beginner-coach'

/** One recorded position: a side's features, and how the game ended for that side. */
export interface Row {
  readonly x: Float64Array
  /** Final score margin for the row's side (its score − the other's). */
  readonly margin: number
  /** 1 the side won, 0.5 a draw, 0 lost. */
  readonly win: number
}

export interface PlayedGame {
  readonly rows: Row[]
  /** False when the game was cut at the action cap (its rows are then dropped by the caller). */
  readonly finished: boolean
  readonly actions: number
}

/**
 * When the owner of one of these changes, a team turn has ended (the Hard search's leaves sit at the same points;
 * hard/search.ts HANDOVER_KINDS). A decision of another kind the opponent answers mid-turn (a block die, an
 * interception) is not a turn's end.
 */
const HANDOVER_KINDS = new Set([
  'turn',
  'pre-turn',
  'setup',
  'line-up',
  'kick',
  'kick-or-receive',
  'coin-toss',
])

/** Plays game `seed` of `pairing` (the Beginner on side seed mod 2 in Beginner v coach) and records its rows. */
export function playGame(spec: FitSpec, seed: number, pairing: Pairing, maxActions: number): PlayedGame {
  const beginnerSide = pairing === 'beginner-coach' ? seed % 2 : -1
  const coach = policyChooser('coach')
  const beginner = policyChooser('beginner')
  const taken: Float64Array[] = []
  let lastOwner: Side | null = null
  // Rosters as bench:ai picks them (the shared loop's), so the sample meets the match-ups the benchmark plays.
  const game = playSelfGame({
    ruleset: spec.id,
    seed,
    teams: engineTeams,
    players: [beginnerSide === 0 ? beginner : coach, beginnerSide === 1 ? beginner : coach],
    maxActions,
    hooks: {
      before: ({ state, side, decision }) => {
        if (!HANDOVER_KINDS.has(decision.kind)) return
        if (lastOwner !== null && lastOwner !== side) {
          taken.push(spec.features(state, 0))
          taken.push(spec.features(state, 1))
        }
        lastOwner = side
      },
    },
  })
  const { score } = game
  const rows: Row[] = taken.map((x, i) => {
    const side = i % 2
    const margin = score[side] - score[1 - side]
    return { x, margin, win: margin > 0 ? 1 : margin < 0 ? 0 : 0.5 }
  })
  return { rows, finished: game.finished, actions: game.actions }
}
