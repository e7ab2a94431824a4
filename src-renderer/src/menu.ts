// The main menu's items. Features that arrive in later versions are listed but disabled, with a tooltip
// saying so, rather than opening placeholder screens. Each item's name and hint are texts of the menu module
// (i18n/{en,nl}/menu.ts: `menu.items.<id>.label` and `.hint`), read in the coach's language by MainMenu.vue.

export type MenuId =
  | 'new'
  | 'continue'
  | 'load'
  | 'replays'
  | 'teams'
  | 'leagues'
  | 'drills'
  | 'showcase'
  | 'display'
  | 'photo'
  | 'settings'

export interface MenuItem {
  readonly id: MenuId
  readonly available: boolean
}

export const MENU: readonly MenuItem[] = (
  [
    'new',
    'continue',
    'load',
    'replays',
    'teams',
    'leagues',
    'drills',
    'showcase',
    'display',
    'photo',
    'settings',
  ] as const
).map((id) => ({ id, available: true }))

/** The i18n keys of an item's name and hint. */
export const menuLabelKey = (id: MenuId): string => `menu.items.${id}.label`
export const menuHintKey = (id: MenuId): string => `menu.items.${id}.hint`
