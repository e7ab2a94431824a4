// The rink's 3D parts: rounded boards (white wall, yellow kick plate, blue top rail), the goals with nets, and the
// penalty boxes off the ice beside the red line (000: The Rink).
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  Shape,
  type Texture,
} from 'three'
import { hexToLinear } from '../pieces/paint'
import { PartBuilder, type V3 } from '../pieces/parts'
import { DEFAULT_TEAM_HEX } from '../pieces/teamColours'
import { canvasTexture, makeCanvas } from '../textures/canvas'
import { type BoardLayout, columnEdge, rowEdge } from './layout'
import type { RinkFeatures } from './rinkLayout'

export function roundedRectShape(hx: number, hz: number, r: number): Shape {
  const s = new Shape()
  s.moveTo(-hx + r, -hz)
  s.lineTo(hx - r, -hz)
  s.quadraticCurveTo(hx, -hz, hx, -hz + r)
  s.lineTo(hx, hz - r)
  s.quadraticCurveTo(hx, hz, hx - r, hz)
  s.lineTo(-hx + r, hz)
  s.quadraticCurveTo(-hx, hz, -hx, hz - r)
  s.lineTo(-hx, -hz + r)
  s.quadraticCurveTo(-hx, -hz, -hx + r, -hz)
  return s
}

/** A rounded-rectangle ring between an inner and outer outline, standing `height` tall from `y0`. */
function ring(
  hx: number,
  hz: number,
  r: number,
  inset: number,
  thickness: number,
  y0: number,
  height: number,
): BufferGeometry {
  const outer = roundedRectShape(hx - inset + thickness, hz - inset + thickness, r - inset + thickness)
  outer.holes.push(roundedRectShape(hx - inset, hz - inset, r - inset))
  const g = new ExtrudeGeometry(outer, { depth: height, bevelEnabled: false, curveSegments: 12 })
  // Extruded along +Z; stand it up so the extrusion runs along +Y.
  g.rotateX(-Math.PI / 2)
  g.translate(0, y0, 0)
  return g
}

export interface BoardsSpec {
  /** Half extents of the ice inside the boards, and its corner radius. */
  readonly hx: number
  readonly hz: number
  readonly radius: number
  readonly thickness: number
  readonly height: number
}

export function buildBoardsWall(spec: BoardsSpec): Group {
  const { hx, hz, radius, thickness, height } = spec
  const group = new Group()
  const wall = new Mesh(
    ring(hx, hz, radius, 0, thickness, 0, height),
    new MeshStandardMaterial({ color: 0xf4f4f0, roughness: 0.5 }),
  )
  const kick = new Mesh(
    ring(hx, hz, radius, 0.012, 0.014, 0, 0.09),
    new MeshStandardMaterial({ color: 0xf2c230, roughness: 0.55 }),
  )
  const rail = new Mesh(
    ring(hx, hz, radius, 0.02, thickness + 0.05, height, 0.06),
    new MeshStandardMaterial({ color: 0x1f4fb8, roughness: 0.4 }),
  )
  for (const m of [wall, kick, rail]) {
    m.castShadow = true
    m.receiveShadow = true
    group.add(m)
  }
  group.name = 'rink-boards'
  return group
}

const GOAL_HEIGHT = 0.6

export function buildGoals(layout: BoardLayout, features: RinkFeatures): Group {
  const frame = new PartBuilder()
  const red = hexToLinear(0xd4202a)
  const white = hexToLinear(0xf2f2f2)
  const net: number[] = []
  for (const goal of features.goals) {
    const f = goal.facing
    const mouth = columnEdge(layout, goal.facing === 1 ? goal.x + 1 : goal.x)
    const z0 = rowEdge(layout, goal.rows[0])
    const z1 = rowEdge(layout, goal.rows[goal.rows.length - 1] + 1)
    const h = GOAL_HEIGHT
    const topBack = mouth - f * 0.35
    const baseBack = mouth - f * 0.85
    const p = (x: number, y: number, z: number): V3 => [x, y, z]
    const r = 0.035
    for (const z of [z0, z1]) {
      const zi = z + (z === z0 ? 0.15 : -0.15)
      frame.limb(p(mouth, 0, z), p(mouth, h, z), r, r, red)
      frame.limb(p(mouth, h, z), p(topBack, h, zi), r * 0.7, r * 0.7, red)
      frame.limb(p(topBack, h, zi), p(baseBack, 0.02, zi), r * 0.7, r * 0.7, white)
      frame.limb(p(mouth, 0.02, z), p(baseBack, 0.02, zi), r * 0.7, r * 0.7, white)
    }
    frame.limb(p(mouth, h, z0), p(mouth, h, z1), r, r, red)
    frame.limb(p(baseBack, 0.02, z0 + 0.15), p(baseBack, 0.02, z1 - 0.15), r * 0.7, r * 0.7, white)
    // Net: the top, the back and the two sides as quads (x, y, z per corner).
    const zA = z0 + 0.15
    const zB = z1 - 0.15
    quad(net, [mouth, h, z0], [mouth, h, z1], [topBack, h, zB], [topBack, h, zA])
    quad(net, [topBack, h, zA], [topBack, h, zB], [baseBack, 0.02, zB], [baseBack, 0.02, zA])
    quad(net, [mouth, 0.02, z0], [mouth, h, z0], [topBack, h, zA], [baseBack, 0.02, zA])
    quad(net, [mouth, 0.02, z1], [mouth, h, z1], [topBack, h, zB], [baseBack, 0.02, zB])
  }
  const group = new Group()
  group.name = 'rink-goals'
  const frameMesh = new Mesh(frame.build(), new MeshStandardMaterial({ vertexColors: true, roughness: 0.35 }))
  frameMesh.castShadow = true
  const netGeo = new BufferGeometry()
  netGeo.setAttribute('position', new BufferAttribute(new Float32Array(net.filter((_, i) => i % 5 < 3)), 3))
  netGeo.setAttribute('uv', new BufferAttribute(new Float32Array(net.filter((_, i) => i % 5 >= 3)), 2))
  netGeo.computeVertexNormals()
  const netMat = new MeshStandardMaterial({
    map: netTexture(),
    alphaTest: 0.4,
    side: DoubleSide,
    roughness: 0.9,
  })
  const netMesh = new Mesh(netGeo, netMat)
  netMesh.castShadow = true
  group.add(frameMesh, netMesh)
  return group
}

/** Two triangles with uvs scaled to world size (so the mesh cells are square whatever the quad's shape). */
function quad(out: number[], a: V3, b: V3, c: V3, d: V3): void {
  const dist = (p: V3, q: V3): number => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
  const u = dist(a, b) / 0.12
  const v = dist(a, d) / 0.12
  const A = [...a, 0, 0]
  const B = [...b, u, 0]
  const C = [...c, u, v]
  const D = [...d, 0, v]
  out.push(...A, ...B, ...C, ...A, ...C, ...D)
}

function netTexture(): Texture {
  const { canvas, ctx } = makeCanvas(64, 64)
  ctx.clearRect(0, 0, 64, 64)
  // Grey strands, not white: a white net vanishes against white ice from the default view.
  ctx.strokeStyle = 'rgba(128,136,148,1)'
  ctx.lineWidth = 7
  ctx.strokeRect(0, 0, 64, 64)
  return canvasTexture(canvas, { repeat: [1, 1] })
}

export function buildPenaltyBoxes(layout: BoardLayout, features: RinkFeatures, farZ: number): Mesh {
  const b = new PartBuilder()
  const floor = hexToLinear(0x2b2f36)
  const wood = hexToLinear(0x8a6240)
  const glass = hexToLinear(0xdfe8ee)
  const depth = 0.95
  const zc = farZ - depth / 2
  for (const box of features.penaltyBoxes) {
    const x0 = columnEdge(layout, box.x0) + 0.05
    const x1 = columnEdge(layout, box.x1 + 1) - 0.05
    const xc = (x0 + x1) / 2
    const w = x1 - x0
    const team = hexToLinear(DEFAULT_TEAM_HEX[box.side].rim)
    b.box([w, 0.05, depth], [xc, 0.025, zc], floor)
    b.box([w, 0.3, 0.06], [xc, 0.15, zc - depth / 2 + 0.03], team)
    for (const x of [x0 + 0.03, x1 - 0.03]) b.box([0.06, 0.3, depth], [x, 0.15, zc], team)
    b.box([w - 0.2, 0.12, 0.28], [xc, 0.11, zc - depth / 2 + 0.2], wood)
    b.box([w, 0.04, 0.08], [xc, 0.32, zc - depth / 2 + 0.03], glass)
  }
  const mesh = new Mesh(b.build(), new MeshStandardMaterial({ vertexColors: true, roughness: 0.6 }))
  mesh.castShadow = true
  mesh.receiveShadow = true
  mesh.name = 'rink-penalty-boxes'
  return mesh
}
