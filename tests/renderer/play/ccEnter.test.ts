// @vitest-environment happy-dom
// Cross Check with the keyboard: Enter with the cursor on a skater who may act picks him (as Tab does) and plays
// nothing yet. (In the page, Enter after a mouse click on a button is the board's too: PlayLayer.vue, and the
// keyboard-only Cross Check game in e2e/web/full-crosscheck.spec.ts.)
import { describe, expect, it } from 'vitest'
import { crossCheckTurn } from './crossCheckGame'
import { settle } from './fakeMain'

describe('Cross Check keyboard', () => {
  it('Enter on a skater under the cursor selects him', async () => {
    // Line-ups and the face-off played as a coach would, until a team turn.
    const { main, game, play } = await crossCheckTurn()
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
