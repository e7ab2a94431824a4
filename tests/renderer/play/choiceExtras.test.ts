// What a choice button shows beside its label, read in one place from its menu item: a block's dice words, a die's
// face icon (a face without its own icon gets the fallback), a push's direction, a throw's band and risk — and
// nothing for a plain option.
import { describe, expect, it } from 'vitest'
import { choiceExtras } from '../../../src-renderer/src/play/choiceExtras'
import { FACE_ICONS, OTHER_FACE_ICON } from '../../../src-renderer/src/play/choices'
import type { Label } from '../../../src-renderer/src/play/labels'
import type { MenuItem } from '../../../src-renderer/src/play/viewModel'

const tr = (l: Label | null | undefined): string =>
  l ? `${l.key}${l.params ? JSON.stringify(l.params) : ''}` : ''
const item = (extra: Partial<MenuItem>): MenuItem =>
  ({ id: 'x', label: { key: 'a', fallback: 'a' }, action: { type: 'x' }, ...extra }) as unknown as MenuItem

describe('a choice button’s extras', () => {
  it('is empty for a plain option', () => {
    expect(choiceExtras(item({}), tr)).toEqual({ dice: '', face: null, icon: '', dir: null, aim: '' })
  })

  it('names a block’s dice, a die’s face and a push’s direction', () => {
    const dice: Label = { key: 'choices.dice', fallback: '2 dice', params: { n: 2 } }
    expect(choiceExtras(item({ extra: { dice } }), tr).dice).toBe('choices.dice{"n":2}')
    const down = choiceExtras(item({ extra: { face: 'defender-down' } }), tr)
    expect(down).toMatchObject({ face: 'defender-down', icon: FACE_ICONS['defender-down'] })
    expect(choiceExtras(item({ extra: { face: 'no-such-face' } }), tr).icon).toBe(OTHER_FACE_ICON)
    const push = choiceExtras(item({ extra: { push: { x: 3, y: 4, dir: 'ne' } } }), tr)
    expect(push.dir).toBe('ne')
  })

  it('sums up a throw: its band and the total interception risk', () => {
    const aim = { band: 'short', threats: [{ player: 3, kind: 'intercept', chance: 1 / 3 }], risk: 1 / 3 }
    const text = choiceExtras(item({ aim } as unknown as Partial<MenuItem>), tr).aim
    expect(text).toContain('aiming.band.short')
    expect(text.split(' · ')).toHaveLength(2)
  })
})
