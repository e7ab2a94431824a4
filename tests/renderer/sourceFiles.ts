// The source files a whole-tree check reads (the glyph check, the no-raw-text scan): every file under `dir` whose
// name matches `ext`, depth first, skipping the directories named in `skip` and type declarations.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export function sourceFiles(dir: string, ext: RegExp, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return skip.includes(e.name) ? [] : sourceFiles(path, ext, skip)
    return ext.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : []
  })
}
