import { runCrossCheckScenario } from '../src-shared/rules/crosscheck/scenarioJson'
const docs: Record<string, unknown>[] = JSON.parse(process.argv[2])
for (const d of docs) {
  const r = runCrossCheckScenario({ game: 'crosscheck', name: 'x', ...d })
  console.log(JSON.stringify({ failures: r.failures, diceLeft: r.diceLeft, extra: r.extraDice, events: r.events.map((e) => JSON.stringify(e)).slice(0, 30) }, null, 1))
}
