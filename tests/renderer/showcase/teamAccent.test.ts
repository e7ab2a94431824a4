// @vitest-environment happy-dom
// The UI's team colours follow the teams' paint: a painted side's armour (lightened until it reads on the dark
// panels), the UI's own blue and orange for a side in the colour-blind pair.
import { nextTick, ref } from 'vue'
import { describe, expect, it } from 'vitest'
import { presetFor } from '@shared/showcase/presets'
import {
  ACCENT_CONTRAST,
  accentFor,
  contrast,
  followTeamAccents,
} from '@renderer/components/showcase/teamAccent'

describe('team accents', () => {
  it('keeps a colour that already reads on the panels and lightens a dark one until it does', () => {
    expect(accentFor('#ff9a3c')).toBe('#ff9a3c')
    const blackOrc = accentFor(presetFor('blitz/black-orc')!.colours.armour)
    expect(contrast(blackOrc, '#0d1117')).toBeGreaterThanOrEqual(ACCENT_CONTRAST)
    const orc = accentFor(presetFor('classic/orc')!.colours.armour)
    expect(orc).not.toBe(presetFor('classic/orc')!.colours.armour)
    expect(contrast(orc, '#0d1117')).toBeGreaterThanOrEqual(ACCENT_CONTRAST)
    // Still the team's hue: the red stays redder than it is blue or green.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(orc.slice(i, i + 2), 16))
    expect(r).toBeGreaterThan(g)
    expect(r).toBeGreaterThan(b)
  })

  it('sets --home and --away on the element while sides are painted, and clears them for the safe pair', async () => {
    const el = document.createElement('div')
    const accents = ref<readonly [string | null, string | null]>(['#d04040', null])
    const stop = followTeamAccents(el, () => accents.value)
    expect(el.style.getPropertyValue('--home')).toBe('#d04040')
    expect(el.style.getPropertyValue('--away')).toBe('')
    accents.value = [null, '#40d040']
    await nextTick()
    expect(el.style.getPropertyValue('--home')).toBe('')
    expect(el.style.getPropertyValue('--away')).toBe('#40d040')
    stop()
  })
})
