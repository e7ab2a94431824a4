// The app's icons as SVG paths (a 24 × 24 box, filled with the text colour): drawn by the browser itself, so they
// show on any machine — a Linux desktop without an emoji or symbol font drew the camera emoji, the menu trigram, the
// play triangle and friends as empty boxes. Plain text keeps to the glyphs every font has (tests/renderer/glyphs.test.ts
// checks the sources).

export const ICON_PATHS = {
  camera:
    'M4 7h3.2l1.8-2.4h6l1.8 2.4H20a1.5 1.5 0 0 1 1.5 1.5v9.5A1.5 1.5 0 0 1 20 19.5H4A1.5 1.5 0 0 1 2.5 18V8.5A1.5 1.5 0 0 1 4 7zm8 2.8a3.7 3.7 0 1 0 0 7.4 3.7 3.7 0 0 0 0-7.4zm0 2a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4z',
  menu: 'M3 5h18v2.4H3zm0 5.8h18v2.4H3zm0 5.8h18V19H3z',
  play: 'M7 4.5 19.5 12 7 19.5z',
  pause: 'M6 4.5h4.2v15H6zm7.8 0H18v15h-4.2z',
  back: 'M17 4.5 4.5 12 17 19.5z',
  undo: 'M8.5 4 2.5 9l6 5v-3.4H15a3.2 3.2 0 0 1 0 6.4h-4V20h4a6.2 6.2 0 0 0 0-12.4H8.5z',
  redo: 'M15.5 4l6 5-6 5v-3.4H9a3.2 3.2 0 0 0 0 6.4h4V20H9a6.2 6.2 0 0 1 0-12.4h6.5z',
  close: 'M6.3 4.6 12 10.3l5.7-5.7 1.7 1.7-5.7 5.7 5.7 5.7-1.7 1.7-5.7-5.7-5.7 5.7-1.7-1.7 5.7-5.7-5.7-5.7z',
  'chevron-right': 'M9.2 5.2 16 12l-6.8 6.8-1.7-1.7 5.1-5.1-5.1-5.1z',
  'chevron-down': 'M5.2 9.2 12 16l6.8-6.8-1.7-1.7-5.1 5.1-5.1-5.1z',
} as const

export type IconName = keyof typeof ICON_PATHS
