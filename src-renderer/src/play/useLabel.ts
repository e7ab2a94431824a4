// Translating the view-model's labels: the i18n text when the key exists, else the readable fallback, so a new
// decision kind or action type still shows a clear button.
import { useI18n } from 'vue-i18n'
import { cardWords } from '../components/panels/blitzCards'
import type { Label } from './labels'

/** Blitz Bowl's discard choices carry the card as the engine names it (English): shown in the coach's language. */
const CARD_LABELS = new Set(['cards.discardActive', 'cards.discardHand'])

export function useLabel() {
  const { t, te } = useI18n()
  const tr = (label: Label | null | undefined): string => {
    if (!label) return ''
    if (!te(label.key)) return label.fallback
    const params = { ...label.params }
    if (CARD_LABELS.has(label.key) && typeof params.name === 'string' && typeof params.text === 'string') {
      const id = typeof params.id === 'string' ? params.id : undefined
      Object.assign(params, cardWords({ t, te }, { name: params.name, text: params.text, id }))
    }
    return t(label.key, params)
  }
  return { tr, t }
}
