// What the Load list shows of a game, taken from its current view at each commit, so listing games never
// replays one: team names, score, status and a tiny thumbnail of the pitch.
import type { GameView } from '@shared/engine/api'
import type { SavedTeam, Thumbnail } from '@shared/ipc'

export interface GameSummaryData {
  readonly teams: readonly [SavedTeam, SavedTeam]
  readonly score: readonly [number, number]
  readonly finished: boolean
  readonly thumbnail: Thumbnail
}

export function summaryOf(view: GameView): GameSummaryData {
  const ball = view.balls[0]
  return {
    teams: [
      { rosterId: view.teams[0].rosterId, name: view.teams[0].name },
      { rosterId: view.teams[1].rosterId, name: view.teams[1].name },
    ],
    score: [view.score[0], view.score[1]],
    finished: view.decision.side === null,
    thumbnail: {
      width: view.board.width,
      height: view.board.height,
      pieces: view.pieces
        .filter((p) => p.x !== null && p.y !== null)
        .map((p) => [p.side, p.x!, p.y!] as const),
      ball: ball ? [ball.x, ball.y] : null,
    },
  }
}
