// The main menu's items. Features that arrive in later versions are listed but disabled, with a tooltip
// saying so, rather than opening placeholder screens.

export type MenuId =
  'new' | 'continue' | 'load' | 'replays' | 'drills' | 'showcase' | 'display' | 'photo' | 'settings'

export interface MenuItem {
  readonly id: MenuId
  readonly label: string
  readonly available: boolean
  readonly hint: string
}

export const MENU: readonly MenuItem[] = [
  { id: 'new', label: 'New game', available: true, hint: 'Pick two teams and kick off' },
  { id: 'continue', label: 'Continue', available: true, hint: 'Resume your last unfinished game' },
  { id: 'load', label: 'Load', available: true, hint: 'Open, watch or manage a saved game' },
  { id: 'replays', label: 'Replays', available: true, hint: 'Watch finished games and the classics again' },
  { id: 'drills', label: 'Drills', available: true, hint: 'Short tutorials: learn each game step by step' },
  {
    id: 'showcase',
    label: 'Showcase',
    available: true,
    hint: 'Your painted teams on a turntable: colours and own models',
  },
  {
    id: 'display',
    label: 'Display',
    available: true,
    hint: 'Match in progress or attract loop on a big screen',
  },
  {
    id: 'photo',
    label: 'Photo',
    available: true,
    hint: 'Photo mode: free camera, depth of field, PNG export',
  },
  { id: 'settings', label: 'Settings', available: true, hint: 'Language, animations, camera and display' },
]
