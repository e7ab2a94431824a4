// Every Blitz Bowl scenario under scenarios/** must pass (docs/scenario-format-blitz.md).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { runScenario, type Scenario } from '@shared/rules/blitz/scenario'

const root = join(import.meta.dirname, 'scenarios')
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.json') ? [p] : []
  })
}

describe('Blitz Bowl scenarios', () => {
  it.each(files(root).map((f) => [relative(root, f), f]))('%s', (_name, file) => {
    const sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario
    const r = runScenario(sc)
    expect(r.failures).toEqual([])
  })
})
