// Renderer entry: pick the transport, create the typed client, mount the Vue + Pinia shell.
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { installDebugHooks } from './debugHooks'
import { createClient } from './ipc/client'
import { provideClient } from './ipc/clientHolder'
import { sceneProbe } from './sceneProbe'
import './styles/app.css'

const client = createClient(window)
provideClient(client)
installDebugHooks(window, {
  transport: client.transportKind,
  sceneStats: () => sceneProbe.stats?.() ?? null,
  get lastView() {
    return sceneProbe.lastView
  },
  rawRequest: (name, args) => client.requestUnchecked(name, args),
})

createApp(App).use(createPinia()).mount('#app')
