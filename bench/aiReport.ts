// `npm run bench:ai:report -- <file>`: bench:ai's figures from a results file (AI_BENCH_OUT, one game a line) —
// every game in it, grouped by game and Hard's budget — followed by issue 20's targets, each as a line with whether
// it is met. A file with a damaged line is refused with that line's number, and nothing is printed from it.
// `--rosters` adds each pairing's results by the roster its first level played (report.ts rosterLines).
// Run with TSX_TSCONFIG_PATH=tsconfig.node.json (the script in package.json does) for the @shared alias.
import { readResults, ResultsFileError } from './ai/record'
import { reportLines, rosterLines } from './ai/report'

const args = process.argv.slice(2)
const byRoster = args.includes('--rosters')
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run bench:ai:report -- <results file> [--rosters]')
  process.exit(2)
}
try {
  const records = readResults(file)
  if (records.length === 0) throw new ResultsFileError('results/unreadable', file, null, 'no games in it')
  for (const text of reportLines(records, { targets: true })) console.log(text)
  if (byRoster) for (const text of rosterLines(records)) console.log(text)
} catch (e) {
  console.error(e instanceof ResultsFileError ? `bench:ai:report: ${e.message}` : e)
  process.exit(1)
}
