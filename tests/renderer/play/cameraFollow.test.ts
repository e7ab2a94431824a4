// The playback's camera requests reach the table as TableScene.focusOn targets: a piece by id, a square by its
// coordinates; with no table mounted nothing is asked.
import { afterEach, describe, expect, it } from 'vitest'
import { followOnTable } from '../../../src-renderer/src/components/play/cameraFollow'
import { registerTable } from '../../../src-renderer/src/scene/photo/activeTable'
import type { TableScene } from '../../../src-renderer/src/scene/TableScene'

function fakeTable(): { scene: TableScene; asked: unknown[] } {
  const asked: unknown[] = []
  return { scene: { focusOn: (t: unknown) => asked.push(t) } as unknown as TableScene, asked }
}

describe('followOnTable', () => {
  afterEach(() => registerTable(null))

  it('asks the mounted table to focus on a piece or a square', () => {
    const { scene, asked } = fakeTable()
    registerTable(scene)
    expect(followOnTable(7)).toBe(true)
    expect(followOnTable({ x: 12, y: 3 })).toBe(true)
    expect(asked).toEqual([{ piece: 7 }, { square: { x: 12, y: 3 } }])
  })

  it('asks nothing when no table is mounted', () => {
    expect(followOnTable(7)).toBe(false)
  })
})
