#!/usr/bin/env node
// Writes the small model files the Showcase e2e test imports, made at test time with @gltf-transform/core:
//   test-figure.glb — a valid GLB: a little gold-and-red statuette (plinth, body, shoulders, head) of a few dozen
//                     triangles, Y up, in centimetres (so the app's fit to the base is exercised);
//   corrupt.glb     — the same file cut short with its header still claiming the full length (main refuses it).
// Usage: node scripts/make-test-glb.mjs [out-dir]   (default: test-results/models)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Document, NodeIO } from '@gltf-transform/core'

/** Corners and triangles of an axis-aligned box from `min` to `max`, appended to the arrays. */
function addBox(positions, indices, min, max) {
  const base = positions.length / 3
  for (const x of [min[0], max[0]])
    for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) positions.push(x, y, z)
  // Corner index = x*4 + y*2 + z; two triangles per face, wound outwards.
  const faces = [
    [0, 1, 3, 2],
    [4, 6, 7, 5],
    [0, 4, 5, 1],
    [2, 3, 7, 6],
    [0, 2, 6, 4],
    [1, 5, 7, 3],
  ]
  for (const [a, b, c, d] of faces) indices.push(base + a, base + b, base + c, base + a, base + c, base + d)
}

function part(doc, buffer, name, boxes, colour) {
  const positions = []
  const indices = []
  for (const [min, max] of boxes) addBox(positions, indices, min, max)
  const position = doc
    .createAccessor(`${name}-position`)
    .setType('VEC3')
    .setArray(new Float32Array(positions))
    .setBuffer(buffer)
  const index = doc
    .createAccessor(`${name}-index`)
    .setType('SCALAR')
    .setArray(new Uint16Array(indices))
    .setBuffer(buffer)
  const material = doc
    .createMaterial(name)
    .setBaseColorFactor(colour)
    .setRoughnessFactor(0.6)
    .setMetallicFactor(0.2)
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', position)
    .setIndices(index)
    .setMaterial(material)
  return doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive))
}

export async function makeTestModels() {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const gold = [0.83, 0.62, 0.16, 1]
  const red = [0.62, 0.08, 0.06, 1]
  const scene = doc.createScene('statuette')
  scene.addChild(
    part(
      doc,
      buffer,
      'stone',
      [
        [
          [-1.2, 0, -1.2],
          [1.2, 0.6, 1.2],
        ],
        [
          [-0.7, 0.6, -0.5],
          [0.7, 3.4, 0.5],
        ],
      ],
      red,
    ),
  )
  scene.addChild(
    part(
      doc,
      buffer,
      'gold',
      [
        [
          [-1.25, 3.4, -0.6],
          [1.25, 4.0, 0.6],
        ],
        [
          [-0.45, 4.0, -0.45],
          [0.45, 4.9, 0.45],
        ],
        [
          [-0.2, 4.9, -0.2],
          [0.2, 5.3, 0.2],
        ],
      ],
      gold,
    ),
  )
  const glb = await new NodeIO().writeBinary(doc)
  // Cut short: the header still says the whole length, the JSON and binary chunks are truncated.
  const corrupt = glb.slice(0, Math.floor(glb.byteLength * 0.6))
  return { glb, corrupt }
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)
if (invokedDirectly) {
  const out = resolve(process.argv[2] ?? join('test-results', 'models'))
  mkdirSync(out, { recursive: true })
  const { glb, corrupt } = await makeTestModels()
  writeFileSync(join(out, 'test-figure.glb'), glb)
  writeFileSync(join(out, 'corrupt.glb'), corrupt)
  console.log(
    `wrote ${join(out, 'test-figure.glb')} (${glb.byteLength} bytes) and corrupt.glb (${corrupt.byteLength} bytes)`,
  )
}
