// Setup of the `shared` unit project (vitest.config.ts), whose files share one module cache per worker: each file
// starts and ends with what a fresh worker would give it, so nothing one file leaves behind reaches the next.
// Files that change more than this can reset (module mocks, a DOM) run in the `isolated` project instead
// (vitest.config.ts picks them from their text).
import { setActivePinia } from 'pinia'
import { afterAll, beforeAll, vi } from 'vitest'
import { provideClient } from '../../src-renderer/src/ipc/clientHolder'

function fresh(): void {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  // Web storage exists in a node worker only on newer Node (or a test's stub); the settings store keeps its choices
  // there, and a kept "skip animations" once changed another file's playback.
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
  // The renderer's stores find their Pinia and their client through module state.
  setActivePinia(undefined)
  provideClient(null)
}

// Per file, not per test: within a file, tests may rely on what its own beforeAll set up.
beforeAll(fresh)
afterAll(fresh)
