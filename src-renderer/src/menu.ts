// The main menu's items. Features that arrive in later versions are listed but disabled, with a tooltip
// saying so, rather than opening placeholder screens.

export type MenuId = 'new' | 'continue' | 'load' | 'replays' | 'showcase' | 'settings'

export interface MenuItem {
  readonly id: MenuId
  readonly label: string
  readonly available: boolean
  readonly hint: string
}

const LATER = 'Coming in a later version'

export const MENU: readonly MenuItem[] = [
  { id: 'new', label: 'New game', available: true, hint: 'Pick two teams and kick off' },
  { id: 'continue', label: 'Continue', available: false, hint: `${LATER}: resume your last game` },
  { id: 'load', label: 'Load', available: false, hint: `${LATER}: open a saved game` },
  { id: 'replays', label: 'Replays', available: false, hint: `${LATER}: watch finished games again` },
  { id: 'showcase', label: 'Showcase', available: false, hint: `${LATER}: show a game on a TV` },
  { id: 'settings', label: 'Settings', available: false, hint: `${LATER}: sound, camera and display` },
]
