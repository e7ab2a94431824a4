// Schemes onto pieces: the scheme's parts land on the figure builder's palette, skin and finish; which side wears
// which scheme and model; equal paints share a batch key.
import { describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import { setColour } from '@renderer/components/showcase/schemeEdit'
import { faceTint, TABLE_FINISH } from '@renderer/scene/pieces/paint'
import { type PieceLooks, resolveLook, type SideLook } from '@renderer/scene/pieces/pieceLooks'
import { defaultPaint, hexColour, paintFromScheme } from '@renderer/scene/pieces/schemePaint'
import { DEFAULT_FINISH } from '@shared/showcase/presets'
import type { ModelTemplate } from '@renderer/scene/pieces/modelTemplate'
import { Box3, Vector3 } from 'three'

const ORC = presetFor('classic/orc')!
const ELF = presetFor('classic/elf')!

const look = (teamKey: string, scheme = presetFor(teamKey) ?? null, models = new Map()): SideLook => ({
  teamKey,
  scheme,
  models,
})

describe('scheme → figure paint', () => {
  it('maps armour, cloth, trim and rim onto the palette and keeps skin and finish', () => {
    const paint = paintFromScheme(ORC, 'blitzer')
    expect(paint.palette).toEqual({
      primary: hexColour(ORC.colours.armour),
      secondary: hexColour(ORC.colours.cloth),
      trim: hexColour(ORC.colours.trim),
      rim: hexColour(ORC.colours.rim),
    })
    expect(paint.skin).toEqual(hexColour(ORC.colours.skin))
    expect(paint.finish).toEqual(ORC.finish)
  })

  it("uses a position's own differences (the troll's skin)", () => {
    expect(paintFromScheme(ORC, 'troll').skin).toEqual(hexColour(ORC.positions.troll.skin!))
    expect(paintFromScheme(ORC, 'troll').key).not.toBe(paintFromScheme(ORC, 'lineman').key)
    expect(paintFromScheme(ORC, 'blitzer').key).toBe(paintFromScheme(ORC, 'lineman').key)
  })

  it('reads hex colours in linear light', () => {
    expect(hexColour('#ffffff')).toEqual([1, 1, 1])
    expect(hexColour('#000000')).toEqual([0, 0, 0])
    expect(hexColour('#808080')[0]).toBeCloseTo(0.2159, 3)
  })

  it('is the table finish by default, and a stronger wash darkens downward faces more', () => {
    expect(DEFAULT_FINISH).toEqual(TABLE_FINISH)
    const c = hexColour('#c04020')
    expect(faceTint(c, -1)).toEqual(faceTint(c, -1, TABLE_FINISH))
    expect(faceTint(c, -1, { shade: 0.9, highlight: 0 })[0]).toBeLessThan(faceTint(c, -1)[0])
    expect(faceTint(c, 1, { shade: 0, highlight: 0 })).toEqual(faceTint(c, 0))
  })
})

describe('which side wears what', () => {
  const template = { hash: 'a'.repeat(64), parts: [], bounds: new Box3(new Vector3(), new Vector3(1, 1, 1)) }
  const model = {
    template: template as unknown as ModelTemplate,
    adjust: { scale: 1, rotation: { x: 0, y: 0, z: 0 }, heightOffset: 0 },
  }

  it('paints a side without a saved scheme in its colour-blind-safe default', () => {
    const looks: PieceLooks = [null, look('classic/elf', null)]
    expect(resolveLook(looks, 0, 'lineman').paint).toEqual(defaultPaint(0))
    expect(resolveLook(looks, 1, 'lineman').paint).toEqual(defaultPaint(1))
  })

  it("paints each side with its own team's scheme", () => {
    const looks: PieceLooks = [look('classic/orc'), look('classic/elf')]
    expect(resolveLook(looks, 0, 'lineman').paint.palette.primary).toEqual(hexColour(ORC.colours.armour))
    expect(resolveLook(looks, 1, 'lineman').paint.palette.primary).toEqual(hexColour(ELF.colours.armour))
  })

  it('keeps the away side in its default colours when both sides field the same team', () => {
    const painted = setColour(ORC, null, 'armour', '#112233')
    const looks: PieceLooks = [look('classic/orc', painted), look('classic/orc', painted)]
    expect(resolveLook(looks, 0, 'lineman').paint.palette.primary).toEqual(hexColour('#112233'))
    expect(resolveLook(looks, 1, 'lineman').paint).toEqual(defaultPaint(1))
  })

  it("draws a position's own model, with its own batch key", () => {
    const looks: PieceLooks = [look('classic/orc', ORC, new Map([['troll', model]])), null]
    const troll = resolveLook(looks, 0, 'troll')
    expect(troll.model).toBe(model)
    expect(troll.key).toContain(`model:${template.hash}`)
    expect(resolveLook(looks, 0, 'lineman').model).toBeNull()
  })
})
