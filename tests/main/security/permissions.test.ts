// The desktop window grants fullscreen (the kiosk display) and refuses every other web permission.
import { describe, expect, it } from 'vitest'
import { isPermissionAllowed } from '../../../src-main/security/permissions'

describe('window permissions', () => {
  it('allows fullscreen only', () => {
    expect(isPermissionAllowed('fullscreen')).toBe(true)
    for (const p of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'midi',
      'openExternal',
      'pointerLock',
    ])
      expect(isPermissionAllowed(p)).toBe(false)
  })
})
