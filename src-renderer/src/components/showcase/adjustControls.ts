// The own-model placement controls as data: what each slider edits, its range, and how its value reads. The
// scale slider is logarithmic (¼× to 4× in even steps), so making a model half as big is as far as twice as big.
import type { ModelAdjustment } from '@shared/showcase/model'

export type AdjustControl = 'scale' | 'rx' | 'ry' | 'rz' | 'height'

export interface AdjustControlSpec {
  readonly id: AdjustControl
  /** Message key under showcase.model. */
  readonly label: string
  readonly min: number
  readonly max: number
  readonly step: number
  readonly show: (a: ModelAdjustment) => string
}

const deg = (n: number): string => `${Math.round(n)}°`

export const ADJUST_CONTROLS: readonly AdjustControlSpec[] = [
  { id: 'scale', label: 'scale', min: -2, max: 2, step: 0.05, show: (a) => `${a.scale.toFixed(2)}×` },
  { id: 'rx', label: 'rotateX', min: -180, max: 180, step: 5, show: (a) => deg(a.rotation.x) },
  { id: 'ry', label: 'rotateY', min: -180, max: 180, step: 5, show: (a) => deg(a.rotation.y) },
  { id: 'rz', label: 'rotateZ', min: -180, max: 180, step: 5, show: (a) => deg(a.rotation.z) },
  { id: 'height', label: 'height', min: -0.5, max: 0.5, step: 0.01, show: (a) => a.heightOffset.toFixed(2) },
]

/** The slider position for an adjustment. */
export function controlValue(a: ModelAdjustment, control: AdjustControl): number {
  switch (control) {
    case 'scale':
      return Math.round(Math.log2(a.scale) * 100) / 100
    case 'rx':
      return a.rotation.x
    case 'ry':
      return a.rotation.y
    case 'rz':
      return a.rotation.z
    case 'height':
      return a.heightOffset
  }
}

/** The adjustment with one slider moved to `value` (kept inside what models.adjust accepts). */
export function withControl(a: ModelAdjustment, control: AdjustControl, value: number): ModelAdjustment {
  const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v))
  switch (control) {
    case 'scale':
      return { ...a, scale: Math.round(2 ** clamp(value, -2, 2) * 1000) / 1000 }
    case 'rx':
      return { ...a, rotation: { ...a.rotation, x: clamp(value, -360, 360) } }
    case 'ry':
      return { ...a, rotation: { ...a.rotation, y: clamp(value, -360, 360) } }
    case 'rz':
      return { ...a, rotation: { ...a.rotation, z: clamp(value, -360, 360) } }
    case 'height':
      return { ...a, heightOffset: clamp(value, -2, 2) }
  }
}
