// Electron IPC channel names, in a file of their own so the sandboxed preload bundles nothing else.
export const IPC_CHANNELS = {
  request: 'pitchside:request',
  event: 'pitchside:event',
} as const
