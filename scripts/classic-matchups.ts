// The Classic coach (Hard's rollout policy, no search) against the Beginner by match-up: self-play's rosters are
// fixed by the seed (ai/selfPlay.ts selfPlayRosters), so each seed is one pairing, played both ways round; the
// table lists each (coach's roster v Beginner's roster) by the coach's share of wins, weakest first, with the
// touchdowns a game each way — where the coach loses is where it is worth looking first (issue 20).
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/classic-matchups.ts
// Options (environment): MATCHUP_SEEDS (default 500: twice as many games), MATCHUP_FROM the first seed (default
// 9000); MATCHUP_CARRIER='{"loss":12}' sets the coach's carrier drive (ai/classic/cage.ts CARRIER_DRIVE) for a
// measurement. About two and a half minutes a thousand games on one core.
import { playSelfGame, policyChooser } from '@shared/ai/selfPlay'
import { engineTeams } from '../src-main/host/engineSources'
import { setCarrierDrive } from './carrierDrive'

const SEEDS = Number(process.env.MATCHUP_SEEDS ?? 500)
const FROM = Number(process.env.MATCHUP_FROM ?? 9000)
setCarrierDrive('MATCHUP_CARRIER')

interface Tally {
  won: number
  drawn: number
  lost: number
  scored: number
  conceded: number
}

const coach = policyChooser('coach')
const beginner = policyChooser('beginner')
const byMatchup = new Map<string, Tally>()
const all: Tally = { won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 }

function count(t: Tally, scored: number, conceded: number): void {
  if (scored > conceded) t.won++
  else if (scored === conceded) t.drawn++
  else t.lost++
  t.scored += scored
  t.conceded += conceded
}

for (let seed = FROM; seed < FROM + SEEDS; seed++)
  for (const mine of [0, 1] as const) {
    const game = playSelfGame({
      ruleset: 'classic',
      seed,
      teams: engineTeams,
      players: mine === 0 ? [coach, beginner] : [beginner, coach],
      maxActions: 6000,
    })
    const key = `${game.rosters[mine]} v ${game.rosters[1 - mine]}`
    const t = byMatchup.get(key) ?? { won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 }
    byMatchup.set(key, t)
    count(t, game.score[mine], game.score[1 - mine])
    count(all, game.score[mine], game.score[1 - mine])
  }

const line = (name: string, t: Tally): string => {
  const n = t.won + t.drawn + t.lost
  return [
    name.padEnd(30),
    `${t.won}-${t.drawn}-${t.lost}`.padEnd(12),
    `${((100 * t.won) / n).toFixed(0).padStart(3)}% won`,
    `touchdowns ${(t.scored / n).toFixed(2)}–${(t.conceded / n).toFixed(2)} a game`,
  ].join('  ')
}
const rate = (t: Tally): number => t.won / (t.won + t.drawn + t.lost)
console.log(
  `# Classic, the coach (no search) v Beginner by match-up, seeds ${FROM}–${FROM + SEEDS - 1} both ways`,
)
for (const [name, t] of [...byMatchup].sort((a, b) => rate(a[1]) - rate(b[1]) || a[0].localeCompare(b[0])))
  console.log(line(name, t))
console.log(line('all', all))
