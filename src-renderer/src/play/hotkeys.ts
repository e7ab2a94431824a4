// Cross Check's option keys (issue 19: "Check" and "Fight" had none, the puck's turns took every digit): each
// option of a decision gets one key, shown on its button, and no two options of the same list share one. An
// action type with a letter of its own gets it when it is the only one of its type; the rest take the digits 1..9
// in order, then 0. Pure; the play store presses the item whose key matches (stores/play.ts).
import type { Action } from '@shared/engine/api'
import { COMPASS_KEY, compassPoint, isModeAction, MODE_KEY } from './carrier'
import { shortcutLetter } from './keymap'
import type { PlayModel } from './viewModel'

/**
 * Letters by action type: the play screen's own letters where Cross Check has the same thing (keymap.ts), so a
 * letter never means one thing in the menu and another on the keyboard; its own two where it has none.
 */
const LETTERS: Readonly<Record<string, string>> = {
  skate: shortcutLetter('declare-move'), // as Move everywhere
  check: shortcutLetter('declare-block'), // the block of Cross Check
  fight: shortcutLetter('declare-foul'), // Foul's place in the other games
  take: 'g', // grab (T is the zones)
  'drop-pass': 'd',
  stop: shortcutLetter('end-activation'),
  'end-turn': shortcutLetter('end-turn'),
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']

/**
 * Cross Check's own keys for the help overlay (F1), from the same tables the keys are given with: each action
 * type's letter, the carrier's P, S and R, and the compass's keypad digits and arrows.
 */
export const CROSS_CHECK_HELP: readonly { readonly id: string; readonly keys: readonly string[] }[] = [
  ...Object.entries(LETTERS)
    .filter(([type]) => type !== 'end-turn') // listed with every game's keys
    .map(([type, key]) => ({ id: type, keys: [key.toUpperCase()] })),
  ...Object.entries(MODE_KEY).map(([mode, key]) => ({ id: `mode-${mode}`, keys: [key.toUpperCase()] })),
  { id: 'compass', keys: ['1', '…', '9', '←', '↑', '→', '↓'] },
]

function letterOf(action: Action): string | undefined {
  if (isModeAction(action)) {
    const mode = action.mode === 'move' ? action.from : action.mode
    return mode === undefined || mode === 'move' ? undefined : MODE_KEY[mode]
  }
  const point = compassPoint(action)
  if (point !== null) return COMPASS_KEY[point]
  return LETTERS[action.type]
}

/**
 * One key per item (undefined once the digits run out). `taken` are keys already meaning something on this
 * screen (they are not handed out twice).
 */
export function assignHotkeys<T extends { readonly action: Action }>(
  items: readonly T[],
  taken: readonly string[] = [],
): (T & { readonly hotkey?: string })[] {
  const used = new Set(taken)
  const counts = new Map<string, number>()
  for (const i of items) {
    const l = letterOf(i.action)
    if (l !== undefined) counts.set(l, (counts.get(l) ?? 0) + 1)
  }
  const keys: (string | undefined)[] = items.map((i) => {
    const l = letterOf(i.action)
    if (l === undefined || counts.get(l)! > 1 || used.has(l)) return undefined
    used.add(l)
    return l
  })
  const free = DIGITS.filter((d) => !used.has(d))
  return items.map((item, n) => {
    const key = keys[n] ?? free.shift()
    return key === undefined ? { ...item } : { ...item, hotkey: key }
  })
}

/**
 * A Cross Check decision's keys: the side menu (End turn's E included, so nothing else takes it), the dialog's
 * options and the compass's arrows each get theirs; the popup of a square or piece keeps its 1..n.
 */
export function crossCheckKeys(model: PlayModel): PlayModel {
  const endTurn = model.buttons.some((b) => b.action.type === 'end-turn') ? ['e'] : []
  const compass = model.compass ? assignHotkeys(model.compass) : null
  const compassKeys = (compass ?? []).flatMap((c) => (c.hotkey ? [c.hotkey] : []))
  const menu = assignHotkeys(model.menu, [...endTurn, ...compassKeys])
  const dialog = model.dialog ? { ...model.dialog, items: assignHotkeys(model.dialog.items) } : null
  return { ...model, menu, dialog, compass }
}
