// Esc closes the dialog on top, wherever the focus is (F1 promises it): a window listener in the capture phase,
// so the play screen's own keys (Esc deselects there) do not see it too. Dialogs opened over one another form a
// stack; only the last one opened closes. The dialog's first control takes the focus when it opens, so keyboard
// play goes on inside it.
import { onBeforeUnmount, onMounted, type Ref } from 'vue'

const open: symbol[] = []

export function useDialogEscape(close: () => void, root?: Ref<HTMLElement | null>): void {
  const me = Symbol('dialog')
  function onKey(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || open.at(-1) !== me) return
    event.preventDefault()
    event.stopImmediatePropagation()
    close()
  }
  onMounted(() => {
    open.push(me)
    window.addEventListener('keydown', onKey, true)
    root?.value?.querySelector<HTMLElement>('select, input, button, summary')?.focus()
  })
  onBeforeUnmount(() => {
    const at = open.indexOf(me)
    if (at >= 0) open.splice(at, 1)
    window.removeEventListener('keydown', onKey, true)
  })
}
