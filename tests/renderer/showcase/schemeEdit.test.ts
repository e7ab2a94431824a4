// The paint-scheme editor's mapping: what a picker shows for the team or a position, and the scheme after an
// edit — a position keeps only what differs from the team, and every edit leaves the old scheme untouched.
import { describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import { parseScheme } from '@shared/showcase/scheme'
import {
  clearPosition,
  colourOf,
  finishOf,
  normaliseHex,
  overrides,
  sameScheme,
  setColour,
  setFinish,
} from '@renderer/components/showcase/schemeEdit'

const ORC = presetFor('classic/orc')!

describe('scheme editor mapping', () => {
  it('shows the team colours for the team and a position with no differences', () => {
    expect(colourOf(ORC, null, 'armour')).toBe(ORC.colours.armour)
    expect(colourOf(ORC, 'blitzer', 'armour')).toBe(ORC.colours.armour)
    // The preset gives the troll a skin of its own.
    expect(colourOf(ORC, 'troll', 'skin')).toBe(ORC.positions.troll.skin)
    expect(overrides(ORC, 'troll', 'skin')).toBe(true)
    expect(overrides(ORC, 'troll', 'armour')).toBe(false)
  })

  it('changes the team colour for every position that does not differ', () => {
    const next = setColour(ORC, null, 'armour', '#11AA22')
    expect(next.colours.armour).toBe('#11aa22')
    expect(colourOf(next, 'blitzer', 'armour')).toBe('#11aa22')
    expect(ORC.colours.armour).not.toBe('#11aa22')
    expect(() => parseScheme(next)).not.toThrow()
  })

  it('keeps a position colour as a difference, and drops it when it is the team colour again', () => {
    const red = setColour(ORC, 'blitzer', 'cloth', '#ff0000')
    expect(red.positions.blitzer).toEqual({ cloth: '#ff0000' })
    expect(colourOf(red, 'blitzer', 'cloth')).toBe('#ff0000')
    expect(colourOf(red, 'lineman', 'cloth')).toBe(ORC.colours.cloth)
    const back = setColour(red, 'blitzer', 'cloth', ORC.colours.cloth)
    expect(Object.hasOwn(back.positions, 'blitzer')).toBe(false)
    expect(sameScheme(back, ORC)).toBe(true)
  })

  it('edits the finish per team or per position, clamped to 0..1', () => {
    const team = setFinish(ORC, null, 'shade', 1.7)
    expect(team.finish.shade).toBe(1)
    const pos = setFinish(ORC, 'troll', 'highlight', 0.5)
    expect(finishOf(pos, 'troll', 'highlight')).toBe(0.5)
    expect(finishOf(pos, 'troll', 'shade')).toBe(ORC.finish.shade)
    expect(pos.positions.troll.finish).toEqual({ shade: ORC.finish.shade, highlight: 0.5 })
    const same = setFinish(pos, 'troll', 'highlight', ORC.finish.highlight)
    expect(same.positions.troll.finish).toBeUndefined()
    expect(() => parseScheme(pos)).not.toThrow()
  })

  it('paints a position as the team again', () => {
    const odd = setColour(setColour(ORC, 'goblin', 'trim', '#123456'), 'goblin', 'rim', '#654321')
    expect(overrides(odd, 'goblin', 'rim')).toBe(true)
    const plain = clearPosition(odd, 'goblin')
    expect(Object.hasOwn(plain.positions, 'goblin')).toBe(false)
    expect(sameScheme(plain, ORC)).toBe(true)
  })

  it('refuses anything but a #rrggbb colour and tells schemes apart', () => {
    expect(() => normaliseHex('red')).toThrow(RangeError)
    expect(() => setColour(ORC, null, 'trim', '#12345')).toThrow(RangeError)
    expect(sameScheme(ORC, { ...ORC, name: 'Other' })).toBe(false)
    expect(sameScheme(ORC, setFinish(ORC, null, 'highlight', 0.9))).toBe(false)
  })
})
