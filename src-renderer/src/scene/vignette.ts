// A faint warm vignette drawn as one full-screen triangle after the scene, so no post-processing chain is needed
// (and screenshots of the canvas include it).
import {
  BufferGeometry,
  Float32BufferAttribute,
  Mesh,
  OrthographicCamera,
  Scene,
  ShaderMaterial,
} from 'three'

export interface Vignette {
  readonly scene: Scene
  readonly camera: OrthographicCamera
  dispose(): void
}

export function buildVignette(strength = 0.5): Vignette {
  const geometry = new BufferGeometry()
  // One oversized triangle covers the screen without a diagonal seam.
  geometry.setAttribute('position', new Float32BufferAttribute([-1, -1, 0, 3, -1, 0, -1, 3, 0], 3))
  const material = new ShaderMaterial({
    uniforms: { strength: { value: strength } },
    vertexShader: /* glsl */ `
      varying vec2 vUv;
      void main() { vUv = position.xy * 0.5 + 0.5; gl_Position = vec4(position.xy, 0.0, 1.0); }`,
    fragmentShader: /* glsl */ `
      uniform float strength;
      varying vec2 vUv;
      void main() {
        vec2 d = (vUv - 0.5) * vec2(1.15, 1.0);
        float v = smoothstep(0.38, 0.85, length(d));
        gl_FragColor = vec4(0.10, 0.05, 0.02, v * strength);
      }`,
    transparent: true,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  })
  const mesh = new Mesh(geometry, material)
  mesh.frustumCulled = false
  const scene = new Scene()
  scene.add(mesh)
  const camera = new OrthographicCamera(-1, 1, 1, -1, 0, 1)
  return {
    scene,
    camera,
    dispose: () => {
      geometry.dispose()
      material.dispose()
    },
  }
}
