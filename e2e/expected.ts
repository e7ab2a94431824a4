// What the status line must show, read from the sources rather than from the app under test.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

export const APP_VERSION = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version

export const ENGINE_VERSION = (() => {
  const source = readFileSync(join(root, 'src-shared', 'engine', 'registry.ts'), 'utf8')
  const match = /export const ENGINE_VERSION = '([^']+)'/.exec(source)
  if (!match) throw new Error('ENGINE_VERSION not found in src-shared/engine/registry.ts')
  return match[1]
})()
