// The engines' bench bundle (bench/engineBundle.ts): one self-contained file built from bench/engines.ts, which
// plain node runs; a build error rejects rather than leaving an old bundle to be measured.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildEngineBench } from '../../../bench/engineBundle'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

describe('buildEngineBench', () => {
  it('bundles the engines and the search into one file with no import left', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-engine-bundle-'))
    const file = await buildEngineBench(join(dir, 'engines.mjs'))
    expect(file).toBe(join(dir, 'engines.mjs'))
    const code = readFileSync(file, 'utf8')
    // Nothing is loaded as a module of its own at run time: no static import, no dynamic one.
    expect(code.match(/^\s*(import|export)\b.*\bfrom\b/gm)).toBeNull()
    expect(code).not.toMatch(/\bimport\s*\(\s*['"`]/)
    // The rules and the search are in it, not minified (their functions keep their names).
    expect(code).toContain('function classicDecision(')
    expect(code).toContain('function searchHard(')
    expect(code).toContain('// bench/engines.ts')
  })

  it('rejects an entry that does not build', async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-engine-bundle-'))
    const entry = join(dir, 'broken.ts')
    writeFileSync(entry, "import { missing } from './nowhere'\nconsole.log(missing)\n")
    await expect(buildEngineBench(join(dir, 'out.mjs'), entry)).rejects.toThrow(/nowhere/)
  })
})
