// The one web permission the page may have: fullscreen, for the showcase's kiosk display. Everything else a page
// can ask for (camera, microphone, notifications, geolocation, clipboard, MIDI...) is refused.
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen'])

export function isPermissionAllowed(permission: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission)
}
