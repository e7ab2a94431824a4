// `npm run scenario -- file.json [more.json]`: runs scenarios of any game, chosen by each file's `game` field
// ("classic", "blitz" or "crosscheck"), prints one result shape for all three as JSON, and exits non-zero when an
// expectation fails or a file is invalid (docs/scenario-format.md, -blitz.md, -crosscheck.md).
import { readFileSync } from 'node:fs'
import { runAnyScenario } from '../src-shared/rules/scenarioRun'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: npm run scenario -- <scenario.json> [...]')
  process.exit(2)
}
let failed = 0
for (const file of files) {
  try {
    const out = runAnyScenario(JSON.parse(readFileSync(file, 'utf8')))
    console.log(JSON.stringify({ file, ...out }, null, 2))
    if (!out.passed) failed++
  } catch (error) {
    failed++
    console.log(
      JSON.stringify({ file, passed: false, error: String((error as Error).message ?? error) }, null, 2),
    )
  }
}
if (failed > 0) console.error(`${failed} of ${files.length} scenario(s) failed`)
process.exit(failed > 0 ? 1 : 0)
