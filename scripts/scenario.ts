// `npm run scenario -- file.json [more.json]`: runs scenarios, prints the resulting state and events as JSON, and
// exits non-zero when an expectation fails (docs/scenario-format.md).
import { readFileSync } from 'node:fs'
import { classicRuleset } from '../src-shared/rules/classic/ruleset'
import { runScenario } from '../src-shared/rules/classic/scenario'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: npm run scenario -- <scenario.json> [...]')
  process.exit(2)
}
let failed = 0
for (const file of files) {
  try {
    const result = runScenario(JSON.parse(readFileSync(file, 'utf8')))
    const out = {
      file,
      name: result.name,
      passed: result.failures.length === 0,
      failures: result.failures,
      players: result.ids,
      view: classicRuleset.view(result.state),
      events: result.events,
    }
    console.log(JSON.stringify(out, null, 2))
    if (result.failures.length > 0) failed++
  } catch (error) {
    failed++
    console.log(
      JSON.stringify({ file, passed: false, error: String((error as Error).message ?? error) }, null, 2),
    )
  }
}
if (failed > 0) console.error(`${failed} of ${files.length} scenario(s) failed`)
process.exit(failed > 0 ? 1 : 0)
