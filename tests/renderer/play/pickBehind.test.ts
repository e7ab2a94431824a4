// @vitest-environment happy-dom
// A click on a figure from a low camera: the figure stands over the squares behind him (scene/picking.ts reports
// the one the pointer was over as `behind`). When the click means nothing for the figure, the play store takes it
// for the marked square behind him — a skater's move past a team-mate, a goalie along the boards — and never when
// the figure himself is what the click means.
import { describe, expect, it } from 'vitest'
import { carrierSkating } from './crossCheckGame'
import { settle } from './fakeMain'

describe('a click on a figure that stands over a marked square', () => {
  it('goes to the marked square behind him when it means nothing for him', async () => {
    const { main, game, play, carrier } = await carrierSkating()
    const me = game.view!.pieces.find((p) => p.id === carrier)!
    // A step next to him (a click there plays it, or walks its one-step path).
    const to = play.model.squares.find(
      (s) =>
        Math.max(Math.abs(s.x - me.x!), Math.abs(s.y - me.y!)) === 1 &&
        (s.path !== null || s.items.length === 1),
    )!
    expect(to).toBeDefined()
    const sent = main.acts.length
    // The hover read-out (and its path preview) stands for that square too.
    expect(
      play.meant({ square: { x: me.x!, y: me.y! }, pieceId: carrier, behind: { x: to.x, y: to.y } }),
    ).toEqual({
      x: to.x,
      y: to.y,
    })
    // The pointer on the carrier's own figure, the board square behind it one of his marked steps.
    expect(
      await play.pick({ square: { x: me.x!, y: me.y! }, pieceId: carrier, behind: { x: to.x, y: to.y } }),
    ).toBe(true)
    await settle()
    expect(main.acts.slice(sent)).toEqual([{ type: 'step', x: to.x, y: to.y }])
  })

  it('stays with the figure when the square behind him is not marked', async () => {
    const { main, game, play, carrier } = await carrierSkating()
    const me = game.view!.pieces.find((p) => p.id === carrier)!
    const marked = new Set(play.model.squares.map((s) => `${s.x},${s.y}`))
    const far = { x: me.x! > 10 ? 1 : 28, y: 1 }
    expect(marked.has(`${far.x},${far.y}`)).toBe(false)
    const sent = main.acts.length
    await play.pick({ square: { x: me.x!, y: me.y! }, pieceId: carrier, behind: far })
    await settle()
    expect(main.acts.length).toBe(sent)
  })
})
