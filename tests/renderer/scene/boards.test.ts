import { buildBoard } from '@renderer/scene/boards'
import { BLITZ_FEATURES, blitzFeatures } from '@renderer/scene/textures/blitzPitchTexture'

describe('board builders', () => {
  it('refuses an unknown board kind with a clear error', () => {
    expect(() => buildBoard('snooker' as never)).toThrow(/unknown board kind 'snooker'/)
  })

  it('marks the Blitz Bowl blocked squares as four 2×2 blocks and the trapdoor at the centre (game-facts B1)', () => {
    expect(BLITZ_FEATURES.blocked).toHaveLength(16)
    const blocks = new Set(
      BLITZ_FEATURES.blocked.map(([x, y]) => `${Math.floor(x / 7)},${Math.floor(y / 5)}`),
    )
    expect(blocks.size).toBe(4)
    expect(BLITZ_FEATURES.blocked).toContainEqual([3, 2])
    expect(BLITZ_FEATURES.blocked).toContainEqual([11, 8])
    expect(BLITZ_FEATURES.trapdoors).toEqual([[7, 5]])
  })

  it('paints the trapdoors of the side in play: two on the two-trapdoor side, one otherwise (001: the toss)', () => {
    expect(blitzFeatures('two-trapdoors').trapdoors).toEqual([
      [4, 5],
      [10, 5],
    ])
    expect(blitzFeatures('two-trapdoors').blocked).toEqual(BLITZ_FEATURES.blocked)
    expect(blitzFeatures('one-trapdoor')).toBe(BLITZ_FEATURES)
    expect(blitzFeatures(undefined)).toBe(BLITZ_FEATURES)
  })
})
