// The layering rules in eslint.config.js, checked by linting small probe files at the paths they guard:
// src-shared stays pure, the renderer never imports main, and only src-main/electron/ imports Electron.
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return result.messages.map((m) => m.ruleId ?? m.message)
}

const restricted = (ids: string[]) => ids.filter((id) => id.startsWith('no-restricted'))

describe('layering', () => {
  it.each([
    ["import { readFileSync } from 'node:fs'\nexport const f = readFileSync"],
    ["import path from 'path'\nexport const p = path"],
    ["import { app } from 'electron'\nexport const a = app"],
    ["import { Mesh } from 'three'\nexport const m = Mesh"],
    ["import { ref } from 'vue'\nexport const r = ref"],
    ["import { createHost } from '../../src-main/host/createHost'\nexport const c = createHost"],
    ['export const title = document.title'],
    ['export const pid = process.pid'],
    ['export const w = window.innerWidth'],
  ])('src-shared refuses %j', async (code) => {
    expect(restricted(await violations('src-shared/ipc/probe.ts', code))).not.toEqual([])
  })

  it('src-shared may use zod and plain TypeScript', async () => {
    const code = "import { z } from 'zod'\nexport const s = z.string()\nexport const n = Math.max(1, 2)"
    expect(await violations('src-shared/ipc/probe.ts', code)).toEqual([])
  })

  it.each([
    ["import { createHost } from '../../src-main/host/createHost'\nexport const c = createHost"],
    ["import { ipcRenderer } from 'electron'\nexport const i = ipcRenderer"],
    ["import { readFile } from 'node:fs/promises'\nexport const r = readFile"],
    ["import Database from 'better-sqlite3'\nexport const d = Database"],
  ])('the renderer refuses %j', async (code) => {
    expect(restricted(await violations('src-renderer/src/probe.ts', code))).not.toEqual([])
  })

  it('only src-main/electron/ may import electron', async () => {
    const code = "import { app } from 'electron'\nexport const a = app"
    expect(restricted(await violations('src-main/services/probe.ts', code))).not.toEqual([])
    expect(restricted(await violations('src-main/web/probe.ts', code))).not.toEqual([])
    expect(await violations('src-main/electron/probe.ts', code)).toEqual([])
  })
})
