// The types the app uses with the table scene, in one place: TableScene re-exports them, so a component imports
// the scene's API types from '../scene/TableScene' and nothing else (type imports vanish from the bundle, so the
// table's code still loads only when TableCanvas imports it).
export type { BoardKind } from './boards/layout'
export type { CameraMode, NudgeDir } from './cameraLimits'
export type { FocusTarget } from './cameraFocus'
export type { Framing, ScreenRect } from './framingProbe'
export type { Insets } from './insets'
export type { MarkTone, SquareMark } from './overlay'
export type { PickResult, Square } from './picking'
export type { PieceLooks } from './pieces/pieceLooks'
export type { LineupSpec } from './showcase/LineupStage'
export type { StageControls } from './StageDirector'

/** Draw calls and triangles of the last frame (scene + vignette): the F3 overlay and the e2e scene probe. */
export interface SceneStats {
  readonly drawCalls: number
  readonly triangles: number
}
