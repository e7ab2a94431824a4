// The photo's choices and their defaults, without three.js: the display store and the photo panel read them
// before the table's code has loaded (PhotoMode, which uses them, comes with the 3D table's chunk).

export const PHOTO_BACKGROUNDS = ['table', 'grey', 'black'] as const
export type PhotoBackground = (typeof PHOTO_BACKGROUNDS)[number]

export interface PhotoOptions {
  readonly background: PhotoBackground
  /** Depth of field on or off, and how shallow it is (0 = hardly any blur, 1 = a macro lens). */
  readonly depthOfField: boolean
  readonly blur: number
}

export const PHOTO_DEFAULTS: PhotoOptions = { background: 'table', depthOfField: true, blur: 0.35 }
