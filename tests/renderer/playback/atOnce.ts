// For the screen and store tests that are about what is offered, not about watching: animations off, so the
// playback shows each change the moment it arrives (tests/renderer/playback watches them at speed).
import { usePlaybackStore } from '../../../src-renderer/src/stores/playback'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'

/** Call after setActivePinia: changes reach the table at once from here on. */
export function showAtOnce(): void {
  useSettingsStore().skipAnimations = true
  usePlaybackStore()
}
