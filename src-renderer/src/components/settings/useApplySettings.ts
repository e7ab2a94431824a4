// Puts the stored settings to work: the UI language (vue-i18n's locale) now and on every change, and the play
// screen's camera and tackle zones at the start. Called once by the shell.
import { watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { usePlayStore } from '../../stores/play'
import { useSettingsStore } from '../../stores/settings'

export function useApplySettings(): void {
  const settings = useSettingsStore()
  const play = usePlayStore()
  const { locale } = useI18n()
  watch(
    () => settings.locale,
    (value) => (locale.value = value),
    { immediate: true },
  )
  watch(
    () => settings.camera,
    (value) => (play.camera = value),
    { immediate: true },
  )
  watch(
    () => settings.showZones,
    (value) => (play.zones = value),
    { immediate: true },
  )
}
