// Translating the view-model's labels: the i18n text when the key exists, else the readable fallback, so a new
// decision kind or action type still shows a clear button.
import { useI18n } from 'vue-i18n'
import type { Label } from './labels'

export function useLabel() {
  const { t, te } = useI18n()
  const tr = (label: Label | null | undefined): string => {
    if (!label) return ''
    return te(label.key) ? t(label.key, { ...label.params }) : label.fallback
  }
  return { tr, t }
}
