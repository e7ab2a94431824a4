// @vitest-environment happy-dom
// The table's code loads after the menu's first paint, so a photo or a display chosen before then waits for the
// table (activeTable.whenTable): the latest setting of each kind reaches it when it is registered, none twice,
// and none from before a table went away.
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeTable, registerTable, whenTable } from '@renderer/scene/photo/activeTable'
import type { TableScene } from '@renderer/scene/TableScene'
import { useDisplayStore } from '@renderer/stores/display'

const fakeTable = () => ({ stages: { setPhoto: vi.fn() }, setCinematic: vi.fn() })
const register = (table: ReturnType<typeof fakeTable>) => registerTable(table as unknown as TableScene)

afterEach(() => registerTable(null))

describe('whenTable', () => {
  it('applies a setting at once when the table is there', () => {
    const table = fakeTable()
    register(table)
    whenTable('photo', (scene) => scene.stages.setPhoto(null))
    expect(table.stages.setPhoto).toHaveBeenCalledTimes(1)
  })

  it('keeps the latest setting of each kind until the table comes, then hands each over once', () => {
    const order: string[] = []
    whenTable('photo', () => order.push('photo 1'))
    whenTable('cinematic', () => order.push('cinematic'))
    whenTable('photo', () => order.push('photo 2'))
    expect(order).toEqual([])
    const table = fakeTable()
    register(table)
    expect(activeTable()).toBe(table)
    expect(order.sort()).toEqual(['cinematic', 'photo 2'])
    register(table)
    expect(order).toHaveLength(2)
  })

  it('forgets what waited when the table goes away', () => {
    const apply = vi.fn()
    whenTable('photo', apply)
    registerTable(null)
    register(fakeTable())
    expect(apply).not.toHaveBeenCalled()
  })
})

describe('photo and display chosen before the table has loaded', () => {
  it('reach the table when it comes, in their latest state', () => {
    setActivePinia(createPinia())
    const display = useDisplayStore()
    display.startPhoto()
    display.setPhoto({ background: 'black', depthOfField: false, blur: 0 })
    const table = fakeTable()
    register(table)
    expect(table.stages.setPhoto).toHaveBeenCalledTimes(1)
    expect(table.stages.setPhoto).toHaveBeenCalledWith({ background: 'black', depthOfField: false, blur: 0 })
    display.leavePhoto()
    expect(table.stages.setPhoto).toHaveBeenLastCalledWith(null)
  })

  it('a photo left again before the table came leaves it as it was', () => {
    setActivePinia(createPinia())
    const display = useDisplayStore()
    display.startPhoto()
    display.leavePhoto()
    const table = fakeTable()
    register(table)
    expect(table.stages.setPhoto.mock.calls).toEqual([[null]])
  })
})
