// Photo mode's render chain for one region of a frame (the whole canvas, or one tile of a big photo): the scene
// into a multisampled linear target; with depth of field a depth pass and three's bokeh shader; then one finishing
// pass doing what the renderer does for the screen (tone mapping, sRGB) plus the table's vignette measured on the
// whole frame (so tiles join without a seam). The target is the screen (null) or an 8-bit target to read back.
import {
  Color,
  ColorManagement,
  HalfFloatType,
  MeshDepthMaterial,
  NoBlending,
  type PerspectiveCamera,
  RawShaderMaterial,
  RGBADepthPacking,
  type Scene,
  ShaderMaterial,
  SRGBTransfer,
  ACESFilmicToneMapping,
  AgXToneMapping,
  NeutralToneMapping,
  ReinhardToneMapping,
  LinearToneMapping,
  UniformsUtils,
  Vector3,
  Vector4,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three'
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js'
import { BokehShader } from 'three/examples/jsm/shaders/BokehShader.js'
import { withLying } from '../pieces/poses'

export interface DepthOfField {
  /** Distance along the view to the sharp plane, world units. */
  readonly focus: number
  /** Blur per unit of distance from that plane, and its cap (both in the frame's UV width). */
  readonly aperture: number
  readonly maxBlur: number
}

export interface RegionPass {
  /** Size of the region in pixels. */
  readonly width: number
  readonly height: number
  /** The region within the whole frame, in the frame's UV (x, y from the bottom left; width, height). */
  readonly region: Vector4
  readonly dof: DepthOfField | null
  /** Vignette strength (0 = none) and colour (display space), as the table's own vignette draws it. */
  readonly vignette: number
  readonly vignetteColour: readonly [number, number, number]
  /** Where the finished pixels go: the screen (null) or a target to read back. */
  readonly target: WebGLRenderTarget | null
}

const FINISH_VERTEX = /* glsl */ `
  precision highp float;
  uniform mat4 modelViewMatrix;
  uniform mat4 projectionMatrix;
  attribute vec3 position;
  attribute vec2 uv;
  varying vec2 vUv;
  void main() {
    vUv = uv;
    gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
  }`

// The renderer's own tone mapping and sRGB encoding (three's OutputShader), then the vignette of vignette.ts
// blended in display space exactly as that overlay is, but placed by the whole frame's UV.
const FINISH_FRAGMENT = /* glsl */ `
  precision highp float;
  uniform sampler2D tDiffuse;
  uniform vec4 region;
  uniform float vignette;
  uniform vec3 vignetteColour;
  #include <tonemapping_pars_fragment>
  #include <colorspace_pars_fragment>
  varying vec2 vUv;
  void main() {
    gl_FragColor = texture2D(tDiffuse, vUv);
    #if defined(ACES_FILMIC_TONE_MAPPING)
      gl_FragColor.rgb = ACESFilmicToneMapping(gl_FragColor.rgb);
    #elif defined(AGX_TONE_MAPPING)
      gl_FragColor.rgb = AgXToneMapping(gl_FragColor.rgb);
    #elif defined(NEUTRAL_TONE_MAPPING)
      gl_FragColor.rgb = NeutralToneMapping(gl_FragColor.rgb);
    #elif defined(REINHARD_TONE_MAPPING)
      gl_FragColor.rgb = ReinhardToneMapping(gl_FragColor.rgb);
    #elif defined(LINEAR_TONE_MAPPING)
      gl_FragColor.rgb = LinearToneMapping(gl_FragColor.rgb);
    #endif
    #ifdef SRGB_TRANSFER
      gl_FragColor = sRGBTransferOETF(gl_FragColor);
    #endif
    vec2 uv = region.xy + vUv * region.zw;
    vec2 d = (uv - 0.5) * vec2(1.15, 1.0);
    float v = smoothstep(0.38, 0.85, length(d)) * vignette;
    gl_FragColor.rgb = mix(gl_FragColor.rgb, vignetteColour, v);
    gl_FragColor.a = 1.0;
  }`

/** Share of the blur each of the two bokeh passes applies. */
const BLUR_SHARE = 0.6

export class PhotoPipeline {
  private colour: WebGLRenderTarget | null = null
  private depth: WebGLRenderTarget | null = null
  private blurred: WebGLRenderTarget | null = null
  private blurred2: WebGLRenderTarget | null = null
  // Knocked-down figures lie on their bases in the shader (pieces/poses.ts): the depth pass lays them down too, so
  // the lens focuses on the figure where it lies.
  private readonly depthMaterial = withLying(
    new MeshDepthMaterial({ depthPacking: RGBADepthPacking, blending: NoBlending }),
    'photo-depth',
  )
  private readonly bokeh = new ShaderMaterial({
    defines: { ...BokehShader.defines },
    uniforms: UniformsUtils.clone(BokehShader.uniforms),
    vertexShader: BokehShader.vertexShader,
    fragmentShader: BokehShader.fragmentShader,
  })
  private readonly finish = new RawShaderMaterial({
    uniforms: {
      tDiffuse: { value: null },
      toneMappingExposure: { value: 1 },
      region: { value: new Vector4(0, 0, 1, 1) },
      vignette: { value: 0 },
      vignetteColour: { value: new Vector3(0.1, 0.05, 0.02) },
    },
    vertexShader: FINISH_VERTEX,
    fragmentShader: FINISH_FRAGMENT,
  })
  private readonly quad = new FullScreenQuad(this.finish)
  private readonly clear = new Color()
  private definesFor = ''

  /** Renders `scene` through `camera` (its view offset already chosen for the region) into `pass.target`. */
  render(renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera, pass: RegionPass): void {
    const { width, height } = pass
    this.ensureTargets(renderer, width, height)
    const colour = this.colour as WebGLRenderTarget
    const before = renderer.getRenderTarget()
    renderer.setRenderTarget(colour)
    renderer.clear()
    renderer.render(scene, camera)

    let source = colour.texture
    if (pass.dof) {
      this.depthPass(renderer, scene, camera)
      const u = this.bokeh.uniforms
      u.tDepth.value = (this.depth as WebGLRenderTarget).texture
      u.focus.value = pass.dof.focus
      u.aspect.value = width / height
      // The blur is set in the whole frame's UV; a region narrower than the frame needs it larger in its own UV.
      // Two passes of 0.6 each: the kernel's 41 taps leave ghost copies of sharp lines at large radii (2× and 4×
      // photos); a second pass over the first smooths them into a soft blur of about the same size.
      u.aperture.value = (BLUR_SHARE * pass.dof.aperture) / pass.region.z
      u.maxblur.value = (BLUR_SHARE * pass.dof.maxBlur) / pass.region.z
      u.nearClip.value = camera.near
      u.farClip.value = camera.far
      this.quad.material = this.bokeh
      for (const [from, to] of [
        [colour, this.blurred],
        [this.blurred, this.blurred2],
      ] as const) {
        u.tColor.value = (from as WebGLRenderTarget).texture
        renderer.setRenderTarget(to)
        this.quad.render(renderer)
      }
      source = (this.blurred2 as WebGLRenderTarget).texture
    }

    this.updateDefines(renderer)
    const f = this.finish.uniforms
    f.tDiffuse.value = source
    f.toneMappingExposure.value = renderer.toneMappingExposure
    ;(f.region.value as Vector4).copy(pass.region)
    f.vignette.value = pass.vignette
    ;(f.vignetteColour.value as Vector3).set(...pass.vignetteColour)
    this.quad.material = this.finish
    renderer.setRenderTarget(pass.target)
    this.quad.render(renderer)
    renderer.setRenderTarget(before)
  }

  dispose(): void {
    this.colour?.dispose()
    this.depth?.dispose()
    this.blurred?.dispose()
    this.blurred2?.dispose()
    this.colour = this.depth = this.blurred = this.blurred2 = null
    this.depthMaterial.dispose()
    this.bokeh.dispose()
    this.finish.dispose()
    this.quad.dispose()
  }

  /** Depth of the scene packed in RGBA (far = white), as three's BokehPass reads it; no background, no fog. */
  private depthPass(renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera): void {
    const background = scene.background
    const alpha = renderer.getClearAlpha()
    renderer.getClearColor(this.clear)
    scene.background = null
    scene.overrideMaterial = this.depthMaterial
    renderer.setClearColor(0xffffff, 1)
    renderer.setRenderTarget(this.depth)
    renderer.clear()
    renderer.render(scene, camera)
    scene.overrideMaterial = null
    scene.background = background
    renderer.setClearColor(this.clear, alpha)
  }

  private ensureTargets(renderer: WebGLRenderer, width: number, height: number): void {
    if (this.colour && this.colour.width === width && this.colour.height === height) return
    this.colour?.dispose()
    this.depth?.dispose()
    this.blurred?.dispose()
    this.blurred2?.dispose()
    // Multisampled like the canvas (antialias: true), so photo edges are as smooth as the table's.
    const samples = Math.min(4, renderer.capabilities.maxSamples)
    this.colour = new WebGLRenderTarget(width, height, { type: HalfFloatType, samples })
    this.depth = new WebGLRenderTarget(width, height)
    this.blurred = new WebGLRenderTarget(width, height, { type: HalfFloatType })
    this.blurred2 = new WebGLRenderTarget(width, height, { type: HalfFloatType })
  }

  /** The finishing pass's defines follow the renderer's tone mapping and output colour space (as OutputPass). */
  private updateDefines(renderer: WebGLRenderer): void {
    const srgb = ColorManagement.getTransfer(renderer.outputColorSpace) === SRGBTransfer
    const key = `${renderer.toneMapping}:${srgb}`
    if (key === this.definesFor) return
    this.definesFor = key
    const defines: Record<string, string> = {}
    if (srgb) defines.SRGB_TRANSFER = ''
    const tone = renderer.toneMapping
    if (tone === ACESFilmicToneMapping) defines.ACES_FILMIC_TONE_MAPPING = ''
    else if (tone === AgXToneMapping) defines.AGX_TONE_MAPPING = ''
    else if (tone === NeutralToneMapping) defines.NEUTRAL_TONE_MAPPING = ''
    else if (tone === ReinhardToneMapping) defines.REINHARD_TONE_MAPPING = ''
    else if (tone === LinearToneMapping) defines.LINEAR_TONE_MAPPING = ''
    this.finish.defines = defines
    this.finish.needsUpdate = true
  }
}
