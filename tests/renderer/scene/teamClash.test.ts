// Which colours the teams wear on the table: their paint by default, the colour-blind pair on request, and a
// stand-in from that pair for one of two teams whose armour colours clash (ΔE00 under CLASH_DELTA_E).
import { describe, expect, it } from 'vitest'
import { colourDistance } from '@shared/showcase/colourDistance'
import { presetFor } from '@shared/showcase/presets'
import type { PaintScheme } from '@shared/showcase/scheme'
import { armourDistance, CLASH_DELTA_E, clashes, paintTable } from '@renderer/scene/pieces/teamClash'
import { setColour } from '@renderer/components/showcase/schemeEdit'

const preset = (key: string): PaintScheme => presetFor(key)!
const team = (key: string, custom = false) => ({ scheme: preset(key), custom })
const painted = (key: string, armour: string) => ({
  scheme: setColour(preset(key), null, 'armour', armour),
  custom: true,
})

describe('team colour clashes', () => {
  it('measures clashes between the teams’ main armour colours', () => {
    expect(armourDistance(preset('classic/human'), preset('classic/orc'))).toBeGreaterThan(40)
    expect(clashes(preset('classic/human'), preset('classic/orc'))).toBe(false)
    // Human blue against Norse steel blue, Dark Elf purple against Dwarf navy: too close on small figures.
    expect(clashes(preset('classic/human'), preset('classic/norse'))).toBe(true)
    expect(clashes(preset('classic/dark-elf'), preset('classic/dwarf'))).toBe(true)
    expect(clashes(preset('classic/orc'), preset('classic/orc'))).toBe(true)
    // The threshold: a little under it is a clash, a little over is not.
    const blue = setColour(preset('classic/human'), null, 'armour', '#2a63c7')
    const near = setColour(preset('classic/human'), null, 'armour', '#5a4ab0')
    const far = setColour(preset('classic/human'), null, 'armour', '#7a3aa0')
    expect(colourDistance('#2a63c7', '#5a4ab0')).toBeLessThan(CLASH_DELTA_E)
    expect(clashes(blue, near)).toBe(true)
    expect(colourDistance('#2a63c7', '#7a3aa0')).toBeGreaterThan(CLASH_DELTA_E)
    expect(clashes(blue, far)).toBe(false)
    expect(clashes(null, preset('classic/orc'))).toBe(false)
  })

  it('paints every team in its own colours by default: its saved scheme, else its preset', () => {
    const [home, away] = paintTable(painted('classic/orc', '#1f9e3a'), team('classic/human'), false)
    expect(home.scheme?.colours.armour).toBe('#1f9e3a')
    expect(away.scheme).toEqual(preset('classic/human'))
  })

  it('puts both teams in the colour-blind pair when the coach asks for it', () => {
    const [home, away] = paintTable(painted('classic/orc', '#1f9e3a'), team('classic/human'), true)
    expect(home).toEqual({ scheme: null, palette: 0 })
    expect(away).toEqual({ scheme: null, palette: 1 })
  })

  it('gives one of two clashing teams a stand-in: the safe colour further from the other’s armour', () => {
    // Human blue v Norse steel: home keeps its blue, the Norse wear the safe orange (further from blue).
    const [home, away] = paintTable(team('classic/human'), team('classic/norse'), false)
    expect(home.scheme).toEqual(preset('classic/human'))
    expect(away).toEqual({ scheme: null, palette: 1 })
    // Amazon gold v Khemri gold: the away side wears the safe blue (further from gold than the orange is).
    const [, khemri] = paintTable(team('classic/amazon'), team('classic/khemri'), false)
    expect(khemri).toEqual({ scheme: null, palette: 0 })
    // The same team on both sides: the away side stands in.
    expect(paintTable(team('classic/orc'), team('classic/orc'), false)[1].scheme).toBeNull()
  })

  it('lets a painted team keep its paint against a preset it clashes with, whichever side it plays', () => {
    const [home, away] = paintTable(team('classic/human'), painted('classic/norse', '#2a60c0'), false)
    expect(home.scheme).toBeNull()
    expect(away.scheme?.colours.armour).toBe('#2a60c0')
    expect(home.palette).toBe(1)
  })

  it('keeps a side whose paint is unknown apart from the other team', () => {
    // No scheme for away (main could not say): it wears the safe colour further from home's armour.
    const [, away] = paintTable(painted('classic/orc', '#f07d19'), null, false)
    expect(away).toEqual({ scheme: null, palette: 0 })
    expect(paintTable(null, null, false)).toEqual([
      { scheme: null, palette: 0 },
      { scheme: null, palette: 1 },
    ])
  })
})
