// Keyboard play: every shortcut, what it does and how it reads in the help overlay (F1 or ?). Pure: a key event's
// fields in, a command out; the play store runs commands.
import type { Action } from '@shared/engine/api'

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'back' }
  | { readonly kind: 'next-piece'; readonly step: 1 | -1 }
  | { readonly kind: 'cursor'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'pick'; readonly n: number }
  | { readonly kind: 'declare'; readonly what: DeclareShortcut }
  | { readonly kind: 'end-turn' }
  | { readonly kind: 'end-activation' }
  | { readonly kind: 'zones' }
  | { readonly kind: 'camera' }
  /** V: the whole pitch, or back to the view that follows the play. */
  | { readonly kind: 'camera-pitch' }
  /** Home: the camera back to the play (following it again after the coach moved it). */
  | { readonly kind: 'camera-reset' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  /** F6: the focus to the next region of buttons (the play layer moves the DOM focus; see play/regions.ts). */
  | { readonly kind: 'regions'; readonly step: 1 | -1 }
  /** I: Hard's hint for the decision (when the Hint setting is on; stores/hint.ts). */
  | { readonly kind: 'hint' }

export type DeclareShortcut =
  'move' | 'block' | 'blitz' | 'pass' | 'hand-off' | 'foul' | 'sidestep' | 'stand-up'

/** Which legal actions a declare shortcut stands for, in each game's words. */
const DECLARE_MATCH: Record<DeclareShortcut, (a: Action) => boolean> = {
  // Classic Move; Blitz Bowl Run; Cross Check skate.
  move: (a) => (a.type === 'declare' && a.kind === 'move') || a.type === 'run' || a.type === 'skate',
  // Classic Block; Blitz Bowl Block (on a target); Cross Check check.
  block: (a) => (a.type === 'declare' && a.kind === 'block') || a.type === 'block' || a.type === 'check',
  // Classic Blitz; Blitz Bowl Mark.
  blitz: (a) => (a.type === 'declare' && a.kind === 'blitz') || a.type === 'mark',
  // Classic Pass; Blitz Bowl Throw; Cross Check pass or shoot.
  pass: (a) =>
    (a.type === 'declare' && a.kind === 'pass') ||
    a.type === 'throw' ||
    a.type === 'pass' ||
    a.type === 'shoot',
  'hand-off': (a) =>
    (a.type === 'declare' && a.kind === 'hand-off') || a.type === 'hand-off' || a.type === 'hold',
  // Classic Foul; Blitz Bowl foul; Cross Check fight.
  foul: (a) => (a.type === 'declare' && a.kind === 'foul') || a.type === 'foul' || a.type === 'fight',
  sidestep: (a) => a.type === 'sidestep',
  'stand-up': (a) => a.type === 'stand-up' || a.type === 'reserves',
}

export function matchesDeclare(what: DeclareShortcut, action: Action): boolean {
  return DECLARE_MATCH[what](action)
}

export interface KeyLike {
  readonly key: string
  readonly ctrlKey?: boolean
  readonly metaKey?: boolean
  readonly shiftKey?: boolean
  readonly altKey?: boolean
}

export interface Shortcut {
  /** How the keys read in the help overlay. */
  readonly keys: readonly string[]
  /** i18n key of what it does (play.keys.<id>). */
  readonly id: string
  /** A key event that triggers it (tests press it). */
  readonly example: KeyLike
  readonly command: Command
}

const declare = (id: DeclareShortcut, key: string): Shortcut => ({
  keys: [key.toUpperCase()],
  id: `declare-${id}`,
  example: { key },
  command: { kind: 'declare', what: id },
})

/** The shortcuts in the order the help overlay lists them. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['F1', '?'], id: 'help', example: { key: 'F1' }, command: { kind: 'help' } },
  { keys: ['Tab'], id: 'next-piece', example: { key: 'Tab' }, command: { kind: 'next-piece', step: 1 } },
  {
    keys: ['Shift+Tab'],
    id: 'prev-piece',
    example: { key: 'Tab', shiftKey: true },
    command: { kind: 'next-piece', step: -1 },
  },
  {
    keys: ['←', '→', '↑', '↓'],
    id: 'cursor',
    example: { key: 'ArrowRight' },
    command: { kind: 'cursor', dx: 1, dy: 0 },
  },
  { keys: ['Enter', 'Space'], id: 'confirm', example: { key: 'Enter' }, command: { kind: 'confirm' } },
  { keys: ['1', '…', '9'], id: 'pick', example: { key: '1' }, command: { kind: 'pick', n: 1 } },
  {
    keys: ['F6', 'Shift+F6'],
    id: 'regions',
    example: { key: 'F6' },
    command: { kind: 'regions', step: 1 },
  },
  { keys: ['Esc'], id: 'back', example: { key: 'Escape' }, command: { kind: 'back' } },
  declare('move', 'm'),
  declare('block', 'b'),
  declare('blitz', 'z'),
  declare('pass', 'p'),
  declare('hand-off', 'h'),
  declare('foul', 'f'),
  declare('sidestep', 's'),
  declare('stand-up', 'u'),
  { keys: ['A'], id: 'end-activation', example: { key: 'a' }, command: { kind: 'end-activation' } },
  { keys: ['E'], id: 'end-turn', example: { key: 'e' }, command: { kind: 'end-turn' } },
  { keys: ['T'], id: 'zones', example: { key: 't' }, command: { kind: 'zones' } },
  { keys: ['C'], id: 'camera', example: { key: 'c' }, command: { kind: 'camera' } },
  { keys: ['V'], id: 'camera-pitch', example: { key: 'v' }, command: { kind: 'camera-pitch' } },
  { keys: ['I'], id: 'hint', example: { key: 'i' }, command: { kind: 'hint' } },
  { keys: ['Home'], id: 'camera-reset', example: { key: 'Home' }, command: { kind: 'camera-reset' } },
  { keys: ['Ctrl+Z'], id: 'undo', example: { key: 'z', ctrlKey: true }, command: { kind: 'undo' } },
  {
    keys: ['Ctrl+Shift+Z', 'Ctrl+Y'],
    id: 'redo',
    example: { key: 'Z', ctrlKey: true, shiftKey: true },
    command: { kind: 'redo' },
  },
]

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The plain letter keys, read from SHORTCUTS: one table gives the keys, the help and the presses. */
const LETTERS: Readonly<Record<string, Command>> = Object.fromEntries(
  SHORTCUTS.filter(isLetter).map((s) => [s.example.key, s.command]),
)

/** A shortcut pressed as one plain letter (no Ctrl, Shift, Alt). */
function isLetter(s: Shortcut): boolean {
  const e = s.example
  return /^[a-z]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey
}

/** The letter of shortcut `id` (its example key), for screens that hand the same letters to options. */
export function shortcutLetter(id: string): string {
  const found = SHORTCUTS.find((s) => s.id === id)
  if (!found || !isLetter(found)) throw new Error(`no letter shortcut ${id}`)
  return found.example.key
}

/** The command of a key press, or null for keys the play screen leaves alone. */
export function commandOf(e: KeyLike): Command | null {
  const ctrl = e.ctrlKey === true || e.metaKey === true
  const key = e.key
  if (ctrl) {
    if (key.toLowerCase() === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' }
    if (key.toLowerCase() === 'y') return { kind: 'redo' }
    return null
  }
  if (e.altKey) return null
  if (key === 'F1' || key === '?') return { kind: 'help' }
  if (key === 'Escape') return { kind: 'back' }
  if (key === 'F6') return { kind: 'regions', step: e.shiftKey ? -1 : 1 }
  if (key === 'Tab') return { kind: 'next-piece', step: e.shiftKey ? -1 : 1 }
  if (key === 'Home') return { kind: 'camera-reset' }
  if (key === 'Enter' || key === ' ') return { kind: 'confirm' }
  const arrow = ARROWS[key]
  if (arrow) return { kind: 'cursor', dx: arrow[0], dy: arrow[1] }
  if (/^[1-9]$/.test(key)) return { kind: 'pick', n: Number(key) }
  return LETTERS[key.toLowerCase()] ?? null
}
