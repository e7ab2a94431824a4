// `npm run fit:eval`: fits each game's evaluation weights from seeded self-play (issue 20, point 3) and writes
// src-shared/ai/<game>/weights.ts. Everything is seeded, so a rerun with the same options writes the same files.
// The evaluation predicts the final score margin (ridge least squares); the win chance is a logistic curve over
// that evaluation (fit/fit.ts says why). Options (`npm run fit:eval -- --games 200 ...`):
//   --rulesets classic,blitz,crosscheck   the games to fit (default all three)
//   --games N      training games per game (default 60), seeds FROM.., even ones coach v coach, odd Beginner v coach
//   --from N       the first training seed (default 5000)
//   --held N       held-out games (default 20), seeds HELD_FROM.. (default 9000), never used for fitting
//   --held-from N
//   --lambda X     the ridge's pull towards the hand-set weights (default 25)
//   --max-actions N  a game not over after this many actions is dropped (default 20000)
//   --prefer-hand classic,...  keep the hand-set weights in use for these games even if the fit was as good (a
//                  strength check with bench:ai said so); the fitted ones are still written
//   --dry          print the figures, write nothing
// Run `nice` on a shared machine: a Classic game between coaches takes seconds.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { fitGame, type FitOptions } from './fit/fit'
import { renderWeights } from './fit/render'
import { FIT_SPECS } from './fit/specs'

type Game = keyof typeof FIT_SPECS

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

function numberOption(args: string[], name: string, fallback: number): number {
  const v = option(args, name)
  if (v === undefined) return fallback
  const n = Number(v)
  if (!Number.isFinite(n) || n < 0) throw new Error(`fit:eval: --${name} wants a number, got ${v}`)
  return n
}

async function main(args: string[]): Promise<void> {
  const games = (option(args, 'rulesets') ?? 'classic,blitz,crosscheck').split(',') as Game[]
  for (const g of games) if (!(g in FIT_SPECS)) throw new Error(`fit:eval: unknown ruleset ${g}`)
  const preferHand = new Set((option(args, 'prefer-hand') ?? '').split(',').filter(Boolean))
  const options: FitOptions = {
    games: numberOption(args, 'games', 60),
    from: numberOption(args, 'from', 5000),
    held: numberOption(args, 'held', 20),
    heldFrom: numberOption(args, 'held-from', 9000),
    lambda: numberOption(args, 'lambda', 25),
    maxActions: numberOption(args, 'max-actions', 20000),
    onGame: (seed, pairing, rows) => process.stderr.write(`  seed ${seed} ${pairing}: ${rows} rows\n`),
  }
  const dry = args.includes('--dry')
  for (const g of games) {
    const spec = FIT_SPECS[g]
    console.log(`# ${g}: ${options.games} training games from seed ${options.from}, ${options.held} held out`)
    const r = fitGame(spec, options)
    const f = r.fittedFigures
    const h = r.handFigures
    console.log(`fit.${g}.rows: ${r.trainRows} training, ${r.heldRows} held out (${r.cut} games cut)`)
    console.log(`fit.${g}.held_mse: ${f.mse.toFixed(4)} fitted, ${h.mse.toFixed(4)} hand-set`)
    console.log(`fit.${g}.held_logloss: ${f.logLoss.toFixed(4)} fitted, ${h.logLoss.toFixed(4)} hand-set`)
    console.log(`fit.${g}.held_accuracy: ${f.accuracy.toFixed(4)} fitted, ${h.accuracy.toFixed(4)} hand-set`)
    console.log(`fit.${g}.win_slope: ${f.slope.toFixed(4)} fitted, ${h.slope.toFixed(4)} hand-set`)
    console.log(`fit.${g}.weights: ${spec.names.map((n, i) => `${n}=${r.fitted[i].toFixed(4)}`).join(' ')}`)
    console.log(`fit.${g}.in_use: ${r.useFitted && !preferHand.has(g) ? 'fitted' : 'hand-set'}`)
    if (dry) continue
    // The command as it would be typed again, without the options that do not change the file.
    const kept = args.filter((a, i) => a !== '--dry' && !(args[i - 1] === '--rulesets') && a !== '--rulesets')
    const command = ['npm run fit:eval --', '--rulesets', g, ...kept].join(' ')
    const file = resolve(import.meta.dirname, '..', spec.weightsFile)
    const text = renderWeights(r, command, preferHand.has(g))
    writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }))
    console.log(`# wrote ${spec.weightsFile}`)
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
