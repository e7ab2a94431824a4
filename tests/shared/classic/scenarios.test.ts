// Every JSON file under scenarios/ is a scenario (docs/scenario-format.md) that must pass.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { runScenario } from '@shared/rules/classic/scenario'

const dir = join(import.meta.dirname, 'scenarios')
function files(d: string): string[] {
  return readdirSync(d).flatMap((f) => {
    const p = join(d, f)
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.json') ? [p] : []
  })
}

describe('Classic scenarios', () => {
  for (const file of files(dir)) {
    const scenario = JSON.parse(readFileSync(file, 'utf8'))
    test(`${file.slice(dir.length + 1)}: ${scenario.name}`, () => {
      expect(runScenario(scenario).failures).toEqual([])
    })
  }
})
