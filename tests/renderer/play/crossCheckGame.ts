// A Cross Check game through the play store (fakeMain.ts answering as main): line-ups and the face-off played as a
// coach would, up to the first team turn, and from there the puck carrier's skate declared.
import { expect } from 'vitest'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { fakeMain, settle } from './fakeMain'

/** A new Cross Check game played on to its first team turn. */
export async function crossCheckTurn() {
  const main = fakeMain('crosscheck')
  const game = useGameStore()
  await game.newGame('human', 'orc', 'crosscheck')
  const play = usePlayStore()
  for (let i = 0; i < 80 && game.legal?.decision.kind !== 'turn'; i++) {
    const legal = game.legal!.actions
    await game.act(legal.find((a) => a.type === 'line-done') ?? legal[0])
  }
  return { main, game, play }
}

/** The same, with the puck carrier's skate declared: his move decision is pending. */
export async function carrierSkating() {
  const { main, game, play } = await crossCheckTurn()
  const carrier = game.view!.balls[0].carrier!
  await game.act({ type: 'skate', player: carrier })
  await settle()
  expect(game.legal?.decision).toMatchObject({ kind: 'move', player: carrier })
  return { main, game, play, carrier }
}
