// @vitest-environment happy-dom
// Cross Check's carrier through the play store (keys as a coach presses them): P and S switch his marks to
// passes or shots and the same key or Esc goes back to his move range; R opens the compass, whose arrow key turns
// the puck; a click on the goal mouth shows the shots; B checks; a mode button is never sent to main; after any
// action the marks are the move range again.
import { describe, expect, it } from 'vitest'
import type { usePlayStore } from '../../../src-renderer/src/stores/play'
import { carrierSkating } from './crossCheckGame'
import { settle } from './fakeMain'

const press = async (play: ReturnType<typeof usePlayStore>, key: string): Promise<boolean> => {
  const used = play.key({ key })
  await settle()
  return used
}

describe('Cross Check carrier: the play store', () => {
  it('P shows the passes, P again the move range; S the shots, Esc the move range; nothing is sent', async () => {
    const { main, play } = await carrierSkating()
    const sent = main.acts.length
    expect(play.model.carrierMode).toBe('move')
    expect(await press(play, 'p')).toBe(true)
    expect(play.model.carrierMode).toBe('pass')
    expect(play.model.squares.every((s) => s.items[0].action.type === 'pass')).toBe(true)
    expect(await press(play, 'p')).toBe(true)
    expect(play.model.carrierMode).toBe('move')
    await press(play, 's')
    expect(play.model.carrierMode).toBe('shoot')
    expect(play.model.squares.map((s) => s.items[0].action.type)).toEqual(['shoot', 'shoot', 'shoot'])
    expect(await press(play, 'Escape')).toBe(true)
    expect(play.model.carrierMode).toBe('move')
    expect(main.acts.length).toBe(sent) // switching marks is the screen's own business
  })

  it('R opens the compass; ↑ turns the puck north and the marks are his move range again', async () => {
    const { main, play } = await carrierSkating()
    await press(play, 'r')
    expect(play.model.carrierMode).toBe('turn')
    expect(play.model.compass?.length).toBe(7)
    await press(play, 'ArrowUp')
    expect(main.acts.at(-1)).toEqual({ type: 'turn-puck', dir: 1 })
    expect(play.model.carrierMode === 'move' || play.model.carrierMode === null).toBe(true)
    expect(play.model.compass ?? null).toBeNull()
  })

  it('a click on a compass square turns the puck that way', async () => {
    const { main, play, game, carrier } = await carrierSkating()
    await press(play, 'r')
    const me = game.view!.pieces.find((p) => p.id === carrier)!
    // South-east of him: dir 7 of the D8 template.
    expect(await play.pick({ square: { x: me.x! + 1, y: me.y! + 1 }, pieceId: null })).toBe(true)
    await settle()
    expect(main.acts.at(-1)).toEqual({ type: 'turn-puck', dir: 7 })
  })

  it('a click on the goal mouth shows the shots; a second click there shoots', async () => {
    const { main, play } = await carrierSkating()
    const sent = main.acts.length
    expect(await play.pick({ square: { x: 0, y: 7 }, pieceId: null })).toBe(true)
    await settle()
    expect(play.model.carrierMode).toBe('shoot')
    expect(main.acts.length).toBe(sent)
    expect(await play.pick({ square: { x: 0, y: 7 }, pieceId: null })).toBe(true)
    await settle()
    expect(main.acts.at(-1)).toEqual({ type: 'shoot', x: 0, y: 7 })
  })

  it('B checks the skater beside him', async () => {
    const { main, play } = await carrierSkating()
    await press(play, 'b')
    expect(main.acts.at(-1)).toEqual({ type: 'check', player: 0 })
  })
})
