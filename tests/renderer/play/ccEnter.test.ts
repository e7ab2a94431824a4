// @vitest-environment happy-dom
// Cross Check with the keyboard: Enter with the cursor on a skater who may act picks him (as Tab does) and plays
// nothing yet. (In the page, Enter after a mouse click on a button is the board's too: PlayLayer.vue, and the
// keyboard-only Cross Check game in e2e/web/full-crosscheck.spec.ts.)
import { describe, expect, it } from 'vitest'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { fakeMain, settle } from './fakeMain'

describe('Cross Check keyboard', () => {
  it('Enter on a skater under the cursor selects him', async () => {
    const main = fakeMain('crosscheck')
    const game = useGameStore()
    await game.newGame('human', 'orc', 'crosscheck')
    const play = usePlayStore()
    // Line-ups and the face-off played as a coach would, until a team turn.
    for (let i = 0; i < 80 && game.legal?.decision.kind !== 'turn'; i++) {
      const legal = game.legal!.actions
      await game.act(legal.find((a) => a.type === 'line-done') ?? legal[0])
    }
    expect(game.legal?.decision.kind).toBe('turn')
    const skater = play.model.selectable[0]
    const p = game.view!.pieces.find((q) => q.id === skater)!
    play.cursor = { x: p.x!, y: p.y! }
    expect(await play.run({ kind: 'confirm' })).toBe(true)
    await settle()
    expect(play.model.selected).toBe(skater)
    expect(main.acts.at(-1)?.type).not.toBe('skate') // picked, nothing played yet
  })
})
