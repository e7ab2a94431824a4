// The table's quality profile: 'Automatic' draws the fast way only where WebGL is drawn in software, and the
// profile reaches the renderer (multisampling), the key light's shadow map and the painted textures' filtering.
import { describe, expect, it } from 'vitest'
import { isSoftwareRenderer, qualityProfile } from '../../../src-renderer/src/scene/quality'
import { canvasTexture, setAnisotropyCap } from '../../../src-renderer/src/scene/textures/canvas'

describe('table quality', () => {
  it('tells software rasterisers from graphics cards by the renderer string', () => {
    for (const name of [
      'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    ])
      expect(isSoftwareRenderer(name), name).toBe(true)
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple M2',
    ])
      expect(isSoftwareRenderer(name), name).toBe(false)
    expect(isSoftwareRenderer(null)).toBe(false)
  })

  it('resolves Automatic by the graphics and keeps a level picked by hand', () => {
    const llvmpipe = 'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)'
    expect(qualityProfile('auto', llvmpipe)).toEqual({
      level: 'fast',
      antialias: false,
      shadowMapSize: 1024,
      maxAnisotropy: 1,
      envMapSize: 32,
    })
    expect(qualityProfile('auto', 'Apple M2')).toEqual({
      level: 'best',
      antialias: true,
      shadowMapSize: 2048,
      maxAnisotropy: 8,
      envMapSize: 256,
    })
    // Unknown graphics: taken for a card (a real card is the common case; Fast is one click away).
    expect(qualityProfile('auto', null).level).toBe('best')
    expect(qualityProfile('best', llvmpipe).level).toBe('best')
    expect(qualityProfile('fast', 'Apple M2').level).toBe('fast')
  })

  it('caps the filtering of painted textures at the profile', () => {
    const canvas = { width: 4, height: 4 } as HTMLCanvasElement
    try {
      setAnisotropyCap(1)
      expect(canvasTexture(canvas).anisotropy).toBe(1)
      expect(canvasTexture(canvas, { anisotropy: 4 }).anisotropy).toBe(1)
      setAnisotropyCap(8)
      expect(canvasTexture(canvas).anisotropy).toBe(8)
      expect(canvasTexture(canvas, { anisotropy: 4 }).anisotropy).toBe(4)
    } finally {
      setAnisotropyCap(16)
    }
  })
})
