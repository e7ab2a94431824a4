export default {
  photo: {
    title: 'Photo mode',
    open: 'Photo',
    openHint: 'Photo mode: free camera, depth of field, PNG export',
    background: 'Background',
    backgrounds: { table: 'Table', grey: 'Studio grey', black: 'Black' },
    depthOfField: 'Depth of field',
    blur: 'Blur',
    focusHint: 'Click the table to focus there; drag to orbit, right-drag to pan, wheel to zoom.',
    lineupHint:
      'The turntable stands still while photo mode is on. Click a miniature to focus on it; drag to orbit round the turntable, right-drag to pan, wheel to zoom.',
    teamHint:
      "The whole team stands for its photo, each player's number on his step. Click a miniature to focus on it; drag to orbit round the team, right-drag to pan, wheel to zoom.",
    export: 'Export PNG',
    scale: '{n}×',
    scaleHint: '{width} × {height} pixels',
    saving: 'Rendering the photo…',
    saved: 'Saved {fileName} ({width} × {height})',
    failed: 'The photo failed: {error}',
    hide: 'Hide panel (H)',
    show: 'Show panel (H)',
    close: 'Leave photo mode',
  },
}
