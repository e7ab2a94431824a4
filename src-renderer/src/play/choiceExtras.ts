// What a choice button shows beside its label, read from its menu item in one place: a block's dice and who picks,
// a "which die?" option's face icon, a push's direction arrow, a throw's band and interception risk. The button
// (components/play/ChoiceButton.vue) only draws these; the rules behind them come from the engine's info.
import { FACE_ICONS, OTHER_FACE_ICON, type DirName } from './choices'
import type { Label } from './labels'
import { aimSummary } from './squareInfo'
import type { MenuItem } from './viewModel'

export interface ChoiceExtras {
  /** "2 dice · they pick", or ''. */
  readonly dice: string
  /** The die face this option takes (a data attribute and the icon's key), or null. */
  readonly face: string | null
  /** Its glyph (Liberation Sans draws it), or ''. */
  readonly icon: string
  /** A push's compass direction, or null. */
  readonly dir: DirName | null
  /** A throw's band and total interception risk, or ''. */
  readonly aim: string
}

export function choiceExtras(item: MenuItem, tr: (label: Label | null | undefined) => string): ChoiceExtras {
  const face = item.extra?.face ?? null
  return {
    dice: item.extra?.dice ? tr(item.extra.dice) : '',
    face,
    icon: face ? (FACE_ICONS[face] ?? OTHER_FACE_ICON) : '',
    dir: item.extra?.push?.dir ?? null,
    aim: item.aim ? aimSummary(item.aim).map(tr).join(' · ') : '',
  }
}
