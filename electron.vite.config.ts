// Builds the three parts of the app into out/: main (the Electron entry and the plain-Node web host, which
// share the services), the sandboxed preload (CommonJS, self-contained), and the Vue renderer.
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { aiWorkerBuild } from './scripts/aiWorkerBuild'

const root = import.meta.dirname
const alias = { '@shared': resolve(root, 'src-shared') }

export default defineConfig({
  main: {
    resolve: { alias },
    // The AI worker thread's entry is built on its own, self-contained: out/main/ai-worker.mjs.
    plugins: [
      aiWorkerBuild({
        root,
        entry: resolve(root, 'src-main/ai/worker.ts'),
        outDir: resolve(root, 'out/main'),
        alias,
      }),
    ],
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: {
        input: {
          index: resolve(root, 'src-main/electron/main.ts'),
          web: resolve(root, 'src-main/web/main.ts'),
        },
        // The two entries share the services; name that chunk for what it is.
        output: { chunkFileNames: 'chunks/host-[hash].js' },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload can only require('electron'): bundle everything else, emit CommonJS.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    resolve: { alias: { ...alias, '@renderer': resolve(root, 'src-renderer/src') } },
    plugins: [vue()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // The menu's first frame waits for the JavaScript it needs (issue 18, fast first paint): minified, and
      // split so that three.js and the 3D table, the Showcase, photo and display modes load when first needed
      // (dynamic imports in TableCanvas.vue and App.vue). The manifest (.vite/manifest.json, never served: the
      // hosts refuse dot-paths) tells `npm run bench` and the e2e check what the menu loads before it draws.
      minify: true,
      manifest: true,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html') },
        output: {
          codeSplitting: {
            // three.js and its camera controls in one chunk of their own, shared by every lazy part that draws
            // (the table, the Showcase's turntable, photos, own models): loaded once, never before the menu.
            groups: [
              { name: 'three', test: /[\\/]node_modules[\\/](three[\\/]build|camera-controls)[\\/]/ },
              // The share's QR code encoder (Settings → Share on local network), named for what it is.
              { name: 'qrcode', test: /[\\/]node_modules[\\/]qrcode[\\/]/ },
            ],
          },
        },
      },
    },
  },
})
