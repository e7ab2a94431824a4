// What the Blitz Bowl and Cross Check coaches do in whole games (issue 20, point 1): per level, over a small set of
// seeds each played both ways round against the Beginner, the Challenge Card kinds each side went for and claimed
// (Blitz Bowl), and the passes, shots and checks on the carrier a game (Cross Check). Scripted policies only (no
// search; the shared game loop src-shared/ai/selfPlay.ts), so it runs in a minute or two:
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/coach-stats.ts
// Options (environment): STATS_GAMES games per level and game (default 8: 4 seeds both ways), STATS_FROM the first
// seed (default 1000), STATS_RULESETS (default blitz,crosscheck), STATS_LEVELS (default beginner,coach).
// "Went for" a kind: the declaration chosen gains from that card alone (only that card active, as the policy
// values it) — read with the Beginner's values for either level, so the figure compares like with like.
import { declarationValue } from '@shared/ai/blitz/turn'
import { playSelfGame, policyChooser } from '@shared/ai/selfPlay'
import type { Action, RulesetId, Side } from '@shared/engine/api'
import { encode as encodeBlitz } from '@shared/rules/blitz/actions'
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { ACTIVE } from '@shared/rules/blitz/layout'
import type { BlitzState } from '@shared/rules/blitz/state'
import { G_CARRIER, P_SIDE } from '@shared/rules/crosscheck/layout'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { engineTeams } from '../src-main/host/engineSources'

const GAMES = Number(process.env.STATS_GAMES ?? 8)
const FROM = Number(process.env.STATS_FROM ?? 1000)
const RULESETS = (process.env.STATS_RULESETS ?? 'blitz,crosscheck').split(',') as RulesetId[]
const LEVELS = (process.env.STATS_LEVELS ?? 'beginner,coach').split(',')
const MAX_ACTIONS = 6000

type Tally = Map<string, number>
const add = (t: Tally, k: string, n = 1): void => void t.set(k, (t.get(k) ?? 0) + n)

/** The kinds the chosen Blitz Bowl declaration gains from, each card tried alone. */
function kindsWentFor(s: BlitzState, action: Action): string[] {
  const c = encodeBlitz(action)
  if (c === null) return []
  const w = s.m.w
  const saved = [w[ACTIVE], w[ACTIVE + 1], w[ACTIVE + 2]]
  const out: string[] = []
  try {
    w[ACTIVE] = w[ACTIVE + 1] = w[ACTIVE + 2] = -1
    const none = declarationValue(s, c)
    for (let i = 0; i < 3; i++) {
      if (saved[i] < 0) continue
      w[ACTIVE + i] = saved[i]
      if (declarationValue(s, c) > none + 1e-6) out.push(CHALLENGE_CARDS[saved[i]].condition)
      w[ACTIVE + i] = -1
    }
  } finally {
    ;[w[ACTIVE], w[ACTIVE + 1], w[ACTIVE + 2]] = saved
  }
  return out
}

function play(id: RulesetId, seed: number, level: string, levelSide: Side, t: Tally): [number, number] {
  const mine = level === 'coach' ? policyChooser('coach') : policyChooser('beginner')
  const beginner = policyChooser('beginner')
  // Cross Check: a pass in flight, by side, until the puck is next held.
  let passBy = -1
  const game = playSelfGame({
    ruleset: id,
    seed,
    teams: engineTeams,
    players: levelSide === 0 ? [mine, beginner] : [beginner, mine],
    maxActions: MAX_ACTIONS,
    hooks: {
      chosen: ({ state, side, decision }, { action }) => {
        const tag = side === levelSide ? level : 'opponent'
        if (id === 'blitz' && decision.kind === 'turn')
          for (const k of kindsWentFor(state as BlitzState, action)) add(t, `${tag}.went_for.${k}`)
        if (id === 'crosscheck') {
          if (action.type === 'pass') add(t, `${tag}.passes`)
          if (action.type === 'shoot') add(t, `${tag}.shots`)
          if (action.type === 'check') {
            add(t, `${tag}.checks`)
            if (action.player === (state as CrossCheckState).m.w[G_CARRIER])
              add(t, `${tag}.checks_on_carrier`)
          }
          if (action.type === 'pass') passBy = side
        }
      },
      applied: ({ state }, events) => {
        for (const e of events) {
          const ev = e as { type: string; side?: number; card?: number }
          if (ev.type === 'claim' && ev.card !== undefined)
            add(
              t,
              `${ev.side === levelSide ? level : 'opponent'}.claimed.${CHALLENGE_CARDS[ev.card].condition}`,
            )
        }
        if (id === 'crosscheck' && passBy >= 0) {
          const w = (state as CrossCheckState).m.w
          if (w[G_CARRIER] >= 0) {
            const kept = w[P_SIDE + w[G_CARRIER]] === passBy
            add(t, `${passBy === levelSide ? level : 'opponent'}.passes_${kept ? 'kept' : 'lost'}`)
            passBy = -1
          }
        }
      },
    },
  })
  return [game.score[levelSide], game.score[1 - levelSide]]
}

for (const id of RULESETS) {
  for (const level of LEVELS) {
    const t: Tally = new Map()
    let win = 0
    let draw = 0
    let loss = 0
    let scoreFor = 0
    let scoreAgainst = 0
    for (let g = 0; g < GAMES; g++) {
      const [a, b] = play(id, FROM + Math.floor(g / 2), level, (g % 2) as Side, t)
      scoreFor += a
      scoreAgainst += b
      if (a > b) win++
      else if (a === b) draw++
      else loss++
    }
    console.log(
      `# ${id}: ${level} v beginner, ${GAMES} games (seeds ${FROM}–${FROM + Math.ceil(GAMES / 2) - 1} both ways)`,
    )
    console.log(
      `stats.${id}.${level}_v_beginner: ${win}-${draw}-${loss}, score ${(scoreFor / GAMES).toFixed(2)}–${(scoreAgainst / GAMES).toFixed(2)} a game`,
    )
    const kinds = (prefix: string): number => [...t.keys()].filter((k) => k.startsWith(prefix)).length
    if (id === 'blitz')
      for (const who of [level, 'opponent']) {
        console.log(`stats.blitz.${who}.kinds_went_for: ${kinds(`${who}.went_for.`)} of 15`)
        console.log(`stats.blitz.${who}.kinds_claimed: ${kinds(`${who}.claimed.`)} of 15`)
      }
    for (const [k, v] of [...t.entries()].sort())
      console.log(
        `stats.${id}.${k}: ${id === 'blitz' && k.includes('.went_for.') ? v : (v / GAMES).toFixed(2)}${id === 'blitz' && k.includes('.went_for.') ? ' declarations' : ' per game'}`,
      )
  }
}
