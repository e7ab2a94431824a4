// The wooden table every board sits on. Large enough that the default camera never sees past its edges; fog in the
// room colour fades its far end.
import { BoxGeometry, Mesh, MeshStandardMaterial } from 'three'
import { canvasTexture } from '../textures/canvas'
import { paintWood } from '../textures/woodTexture'

export const TABLE_TOP_Y = -0.25

export function buildTable(): Mesh {
  const width = 70
  const depth = 50
  const map = canvasTexture(paintWood(), { repeat: [width / 14, depth / 14] })
  const mat = new MeshStandardMaterial({ map, roughness: 0.62, metalness: 0, color: 0xffffff })
  const table = new Mesh(new BoxGeometry(width, 1, depth), mat)
  table.position.y = TABLE_TOP_Y - 0.5
  table.receiveShadow = true
  table.name = 'table'
  return table
}
