// How often Hard overrules the Cross Check coach's shot (issue 20): Hard v the Beginner as bench:ai plays them, and at
// each of Hard's move decisions where a shot is legal, the coach's own answer against Hard's; at "who skates next",
// the whole moves Hard picked over the coach's. Prints each game's score, the tallies, each overruled shot with what
// came instead, and the W-D-L. Plays bench:ai's games exactly (the shared loop, same seeds; Hard at WATCH_NODES,
// default 1,500): an argument is a seed or a range of seeds, each played both ways round.
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/crosscheck-overrules.ts 5000-5004
// WATCH_QUIET=1 leaves out the overruled shots' lines; X_SEARCH='{"maxCandidates":3}' changes Cross Check's search
// settings (hard/games.ts) for a measurement.
import { coachCrossCheckCode } from '@shared/ai/crosscheck/coach'
import { goalChance } from '@shared/ai/crosscheck/shots'
import { decide } from '@shared/ai/registry'
import { playSelfGame, policyChooser } from '@shared/ai/selfPlay'
import type { Side } from '@shared/engine/api'
import { encode } from '@shared/rules/crosscheck/actions'
import { G_CARRIER, P_X, P_Y } from '@shared/rules/crosscheck/layout'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { GAME_SEARCH } from '@shared/ai/hard/games'
import { engineTeams } from '../src-main/host/engineSources'

Object.assign(GAME_SEARCH.crosscheck, JSON.parse(process.env.X_SEARCH ?? '{}'))
const QUIET = process.env.WATCH_QUIET === '1'

const NODES = Number(process.env.WATCH_NODES ?? 1500)
const t: Record<string, number> = {}
const add = (k: string): void => void (t[k] = (t[k] ?? 0) + 1)
let gf = 0
let ga = 0

function play(seed: number, hardSide: Side): void {
  const beginner = policyChooser('beginner')
  const hard = (ctx: Parameters<typeof beginner>[0]): ReturnType<typeof beginner> => {
    const s = ctx.state as CrossCheckState
    const d = ctx.decision
    const shotLegal = d.kind === 'move' && ctx.legal.some((a) => a.type === 'shoot')
    let prior = null
    if (shotLegal) {
      const codes = ctx.legal.map((a) => encode(a)!)
      prior = ctx.legal[coachCrossCheckCode(s, 'move', ctx.side, d.player, codes, () => 0)]
    }
    const r = decide('hard', ctx, { nodes: NODES })
    if (d.kind === 'turn' && r.overruled) add(`turn overruled -> ${r.plan ?? 'one-ply'}`)
    if (d.kind === 'turn') add('turn searched/asked')
    if (prior) {
      const w = s.m.w
      const c = w[G_CARRIER]
      const coachShoots = prior.type === 'shoot'
      const hardShoots = r.action.type === 'shoot'
      add(
        `shot legal: coach ${coachShoots ? 'shoots' : prior.type}, hard ${hardShoots ? 'shoots' : r.action.type}`,
      )
      if (coachShoots && !hardShoots) {
        const a = prior as unknown as { x: number; y: number }
        if (!QUIET)
          console.log(
            `  ${seed}:${hardSide} carrier@${w[P_X + c]},${w[P_Y + c]} coach shot q=${goalChance(s, c, a.x, a.y).toFixed(2)} -> hard ${JSON.stringify(r.action)}`,
          )
      }
    }
    return { action: r.action, nodes: r.nodes }
  }
  const res = playSelfGame({
    ruleset: 'crosscheck',
    seed,
    teams: engineTeams,
    players: hardSide === 0 ? [hard, beginner] : [beginner, hard],
    maxActions: 6000,
  })
  add(
    res.score[hardSide] > res.score[1 - hardSide]
      ? 'W'
      : res.score[hardSide] === res.score[1 - hardSide]
        ? 'D'
        : 'L',
  )
  gf += res.score[hardSide]
  ga += res.score[1 - hardSide]
  console.log(
    `seed ${seed} hard ${hardSide === 0 ? 'home' : 'away'}: ${res.score[hardSide]}-${res.score[1 - hardSide]}`,
  )
}

for (const arg of process.argv.slice(2)) {
  const [a, b] = arg.split('-').map(Number)
  for (let seed = a; seed <= (b ?? a); seed++) for (const side of [0, 1] as Side[]) play(seed, side)
}
for (const [k, v] of Object.entries(t).sort()) console.log(`${k}: ${v}`)
console.log(`W-D-L ${t.W ?? 0}-${t.D ?? 0}-${t.L ?? 0}, goals ${gf}-${ga}`)
