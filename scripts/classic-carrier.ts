// Why the carrier stops short (issue 20): plays the Hard level's coach (no search) against the Beginner and, for
// every team turn it begins holding the ball with a standing carrier, records how the turn went for him — never
// declared (a turnover first, or the policy ended the turn), declared with the coach's goal 'stay' / 'advance'
// (squares gained by the next turn, or the ball lost by then), or a score — keyed by his goal at the turn's start;
// with CARRIER_BOARDS=1 also the pitch at the first ten turns begun with the goal 'stay'.
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/classic-carrier.ts
// Options (environment): CARRIER_GAMES (default 8: seeds both ways round), CARRIER_FROM (default 5000).
import type { Side } from '@shared/engine/api'
import { playSelfGame, policyChooser, type Chooser } from '@shared/ai/selfPlay'
import {
  BALL_CARRIED,
  G_BALL_STATE,
  G_CARRIER,
  G_TURN0,
  P_SIDE,
  P_STATE,
  P_X,
  S_STANDING,
} from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'
import { look, toGo } from '@shared/ai/classic/look'
import { goalOf } from '@shared/ai/classic/turnPlanLook'
import { engineTeams } from '../src-main/host/engineSources'
import { pitchText } from './classicPitchText'

const GAMES = Number(process.env.CARRIER_GAMES ?? 8)
const FROM = Number(process.env.CARRIER_FROM ?? 5000)
const BOARDS = process.env.CARRIER_BOARDS === '1'
let shown = 0
const tally = new Map<string, number[]>()
const add = (k: string, g: number): void => {
  const t = tally.get(k) ?? [0, 0]
  t[0]++
  t[1] += g
  tally.set(k, t)
}

for (let g = 0; g < GAMES; g++) {
  const seed = FROM + (g >> 1)
  const me = (g & 1) as Side
  const players: [Chooser, Chooser] =
    me === 0
      ? [policyChooser('coach'), policyChooser('beginner')]
      : [policyChooser('beginner'), policyChooser('coach')]
  let turn = -1
  let held: {
    x: number
    toGo: number
    goal: string
    declared: boolean
    turnover: boolean
    turn: number
    first: string
  } | null = null
  const close = (s: ClassicState): void => {
    if (!held) return
    const w = s.m.w
    const c = w[G_CARRIER]
    const kept = w[G_BALL_STATE] === BALL_CARRIED && w[P_SIDE + c] === me
    const gained = kept ? (me === 0 ? w[P_X + c] - held.x : held.x - w[P_X + c]) : 0
    const key = `first ${held.first}, ${held.declared ? `declared ${held.goal}` : 'not declared'}${kept ? '' : ' (lost)'}`
    add(key, gained)
    add(`toGo ${Math.min(3, Math.floor(held.toGo / 5)) * 5}+ ${held.declared ? held.goal : 'none'}`, gained)
    held = null
  }
  playSelfGame({
    ruleset: 'classic',
    seed,
    teams: engineTeams,
    players,
    maxActions: 6000,
    hooks: {
      before: (ctx) => {
        const s = ctx.state as ClassicState
        const w = s.m.w
        if (ctx.side !== me || ctx.decision.kind !== 'turn') return
        if (w[G_TURN0 + me] !== turn) {
          close(s)
          turn = w[G_TURN0 + me]
          const lk = look(s, me, true)
          if (lk.ourBall && w[P_STATE + lk.carrier] === S_STANDING) {
            if (BOARDS && goalOf(lk, lk.carrier).why === 'stay' && shown++ < 10)
              console.log(`seed ${seed} me=${me} turn ${turn}\n${pitchText(s, me)}`)
            held = {
              x: w[P_X + lk.carrier],
              toGo: toGo(me, w[P_X + lk.carrier]),
              goal: '',
              declared: false,
              turnover: false,
              turn,
              first: goalOf(lk, lk.carrier).why,
            }
          }
        }
      },
      chosen: (ctx, chosen) => {
        const a = chosen.action as { type: string; player?: number; kind?: string }
        const s = ctx.state as ClassicState
        if (!held || ctx.side !== me || a.type !== 'declare' || held.declared) return
        const lk = look(s, me, true)
        if (a.player !== lk.carrier) return
        held.declared = true
        held.goal = a.kind === 'move' ? goalOf(lk, lk.carrier).why : a.kind!
      },
      applied: (ctx) => {
        const s = ctx.state as ClassicState
        if (held && s.m.w[G_TURN0 + me] !== held.turn) close(s)
      },
    },
  })
}
for (const [k, [n, gained]] of [...tally].sort())
  console.log(`${k}: ${n} turns, ${(gained / n).toFixed(1)} squares`)
