// Renderer entry: pick the transport, create the typed client, mount the Vue + Pinia shell.
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { installDebugHooks } from './debugHooks'
import { createAppI18n } from './i18n'
import { createClient } from './ipc/client'
import { setNameTexts } from './play/names'
import { provideClient } from './ipc/clientHolder'
import { sceneProbe } from './sceneProbe'
import { useGameStore } from './stores/game'
import { usePlayStore } from './stores/play'
import './styles/app.css'

const client = createClient(window)
provideClient(client)
const pinia = createPinia()
const game = useGameStore(pinia)
installDebugHooks(window, {
  transport: client.transportKind,
  sceneStats: () => sceneProbe.stats?.() ?? null,
  lineupCounts: () => sceneProbe.lineup?.() ?? null,
  tableCounts: () => sceneProbe.pieces?.() ?? null,
  get gameId() {
    return game.gameId
  },
  get legal() {
    return game.legal
  },
  get lastView() {
    return sceneProbe.lastView
  },
  playMarks: () => usePlayStore(pinia).model.marks,
  squareOnPage: (x, y) => sceneProbe.squareOnPage?.(x, y) ?? null,
  framing: () => sceneProbe.framing?.() ?? null,
  hoverPlate: () => sceneProbe.plate?.() ?? null,
  tableQuality: () => sceneProbe.quality,
  rawRequest: (name, args) => client.requestUnchecked(name, args),
})

const i18n = createAppI18n()
// Players the engine named after their position read in the coach's language everywhere (play/names.ts).
setNameTexts({ t: (key) => i18n.global.t(key), te: (key) => i18n.global.te(key) })
createApp(App).use(pinia).use(i18n).mount('#app')
