// The dice's shapes and tumble: the rolled face ends up, its print upright for the default camera, exactly at rest;
// which die shows which roll.
import { diceOfRoll } from '@renderer/scene/animation/diceOfRoll'
import { buildDieGeometry, cellUv, DIE_SIZE, restHeight } from '@renderer/scene/dice/dieGeometry'
import { CUBE_FACES, OCTA_FACES, restQuaternion } from '@renderer/scene/dice/dieShapes'
import { restPose, tumblePose } from '@renderer/scene/dice/tumble'
import { TABLE_TOP_Y } from '@renderer/scene/boards/table'
import { Vector3 } from 'three'

const UP = new Vector3(0, 1, 0)
const AWAY = new Vector3(0, 0, -1)

describe('die shapes', () => {
  it('opposite faces add up to 7 on the cube and 9 on the D8, each value once', () => {
    for (const [faces, sum] of [
      [CUBE_FACES, 7],
      [OCTA_FACES, 9],
    ] as const) {
      expect(faces.map((f) => f.value).sort((a, b) => a - b)).toEqual(faces.map((_, i) => i + 1))
      for (const f of faces) {
        const opposite = faces.find((g) => g.normal.dot(f.normal) < -0.999)
        expect(opposite && opposite.value + f.value).toBe(sum)
        expect(Math.abs(f.up.dot(f.normal))).toBeLessThan(1e-9)
      }
    }
  })

  it('every face can be laid up with its print upright (top toward -Z), within the yaw asked', () => {
    for (const kind of ['d6', 'block', 'blitz-block', 'd8'] as const) {
      const faces = kind === 'd8' ? OCTA_FACES : CUBE_FACES
      for (const f of faces) {
        const q = restQuaternion(kind, f.value, 0.2)
        expect(f.normal.clone().applyQuaternion(q).dot(UP)).toBeCloseTo(1, 9)
        // The print's top points away from the camera, turned by the yaw only.
        expect(f.up.clone().applyQuaternion(q).dot(AWAY)).toBeCloseTo(Math.cos(0.2), 9)
      }
    }
    expect(() => restQuaternion('d6', 7)).toThrow(RangeError)
  })

  it('geometry: a cube of 12 triangles, an octahedron of 8, UVs inside each face’s own atlas cell', () => {
    expect(buildDieGeometry('d6').attributes.position.count).toBe(36)
    expect(buildDieGeometry('d8').attributes.position.count).toBe(24)
    const [u0, v0] = cellUv('d6', 5, 0, 0)
    const [u1, v1] = cellUv('d6', 5, 1, 1)
    // Value 5 is the second cell of the second row of a 3 × 2 atlas (v = 1 at the canvas top).
    expect([u0, v0, u1, v1]).toEqual([1 / 3, 0, 2 / 3, 0.5])
    // The top face of a resting D8 is level with the table plus twice the rest height (it lies on a face).
    expect(restHeight('d8')).toBeGreaterThan(0.1)
  })
})

describe('tumble', () => {
  const dice = [
    { kind: 'block' as const, face: 6 },
    { kind: 'block' as const, face: 3 },
  ]
  const spot = { x: 8, z: 9 }

  it('starts off to the side in the air, ends exactly at rest, the same way every time', () => {
    for (let i = 0; i < dice.length; i++) {
      const rest = restPose(dice[i], i, 2, spot, 42)
      const end = tumblePose(dice, i, 1, spot, 42)
      expect(end.position.equals(rest.position)).toBe(true)
      expect(end.quaternion.equals(rest.quaternion)).toBe(true)
      const start = tumblePose(dice, i, 0, spot, 42)
      expect(start.position.y).toBeGreaterThan(rest.position.y + 1)
      expect(start.position.x).toBeGreaterThan(rest.position.x + DIE_SIZE)
      expect(tumblePose(dice, i, 0.5, spot, 42)).toEqual(tumblePose(dice, i, 0.5, spot, 42))
      // Resting on the table, not in it.
      expect(rest.position.y).toBeCloseTo(TABLE_TOP_Y + restHeight('block'))
    }
    // Side by side, not on top of each other.
    const a = restPose(dice[0], 0, 2, spot, 42).position
    const b = restPose(dice[1], 1, 2, spot, 42).position
    expect(a.distanceTo(b)).toBeGreaterThan(DIE_SIZE * 1.1)
  })

  it('the throw comes in from beside the row and scales with the dice', () => {
    const start = tumblePose(dice, 0, 0, spot, 7).position
    const rest = restPose(dice[0], 0, 2, spot, 7).position
    expect(start.x - rest.x).toBeGreaterThan(1.6 * DIE_SIZE)
    expect(start.x - rest.x).toBeLessThan(2.5 * DIE_SIZE)
  })
})

describe('which dice a roll shows', () => {
  it('block dice per game, D8 directions, D6 for the rest, no coin', () => {
    const roll = (purpose: string, dice: number[]) => ({ type: 'roll', purpose, dice })
    expect(diceOfRoll('classic', roll('block', [2, 6]))).toEqual([
      { kind: 'block', face: 2 },
      { kind: 'block', face: 6 },
    ])
    expect(diceOfRoll('blitz', roll('block', [1]))).toEqual([{ kind: 'blitz-block', face: 1 }])
    expect(diceOfRoll('crosscheck', roll('check', [5]))).toEqual([{ kind: 'block', face: 5 }])
    expect(diceOfRoll('classic', roll('kick scatter', [8, 4]))).toEqual([
      { kind: 'd8', face: 8 },
      { kind: 'd6', face: 4 },
    ])
    // Cross Check's board bounce is a D6 (000: The Boards), its scatter a D8.
    expect(diceOfRoll('crosscheck', roll('bounce', [2]))).toEqual([{ kind: 'd6', face: 2 }])
    expect(diceOfRoll('crosscheck', { type: 'rebound', dice: [7, 3] })).toEqual([
      { kind: 'd8', face: 7 },
      { kind: 'd6', face: 3 },
    ])
    expect(diceOfRoll('classic', roll('armour', [3, 4]))).toEqual([
      { kind: 'd6', face: 3 },
      { kind: 'd6', face: 4 },
    ])
    expect(diceOfRoll('classic', roll('coin toss', [1]))).toBeNull()
    expect(diceOfRoll('classic', { type: 'move', player: 1 })).toBeNull()
    expect(diceOfRoll('classic', roll('armour', []))).toBeNull()
  })
})
