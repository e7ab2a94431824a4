// Which side the AI is choosing for right now, from main's ai.thinking events (null when none is). It subscribes
// once, when mounted with a game; the game id is read at each event, so a new game needs no new subscription.
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import type { Side } from '@shared/engine/api'
import { useClient } from '../../ipc/clientHolder'

export function useAiThinking(gameId: () => string | null): Ref<Side | null> {
  const thinking = ref<Side | null>(null)
  let off: (() => void) | null = null
  onMounted(() => {
    if (gameId() === null) return // a panel shown without a hosted game (tests, previews) listens to nothing
    off = useClient().on('ai.thinking', (p) => {
      if (p.gameId !== gameId()) return
      if (p.thinking) thinking.value = p.side
      else if (thinking.value === p.side) thinking.value = null
    })
  })
  onBeforeUnmount(() => off?.())
  return thinking
}
