// Watching Cross Check games (issue 20): Hard (or the coach alone) against the Beginner, one line per team turn — the
// score (watched level first), who held the puck at its start and where it lay (held or loose), shots (from where,
// their chance by shots.ts goalChance), passes, checks on the carrier, falls, penalties, goals — then per game and
// over all games a summary per side (H: the watched level, B: its opponent): falls by the roll that felled them,
// goals by how the scorer's side last got the puck (face-off, or the last action and roll before the other side
// lost it). Replays bench:ai's games exactly (the shared loop, the same seeds, Hard's budget in nodes):
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/crosscheck-watch.ts 5000:1 5001:0 7000-7099
// An argument is seed:side (the watched level's side) or a range of seeds, each played both ways round.
// Environment: WATCH_LEVEL hard (default) or coach; WATCH_NODES Hard's nodes (default 1500); WATCH_OPP=random for the
// Random level as opponent; WATCH_QUIET=1 only the summaries, 2 only the total; WATCH_COACH='{"shootAt":0.25}' sets
// the coach's numbers (coachMove.ts COACH) for a measurement, WATCH_CLEARING='{"fall":0.2}' its checks' (clearing.ts).
import { CLEARING } from '@shared/ai/crosscheck/clearing'
import { COACH } from '@shared/ai/crosscheck/coachMove'
import { goalChance } from '@shared/ai/crosscheck/shots'
import { levelChooser, playSelfGame, policyChooser, type Chooser } from '@shared/ai/selfPlay'
import type { Side } from '@shared/engine/api'
import {
  G_CARRIER,
  G_PERIOD,
  G_PTURN,
  G_PUCK_X,
  G_PUCK_Y,
  G_SCORE,
  P_SIDE,
  P_X,
  P_Y,
} from '@shared/rules/crosscheck/layout'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'
import { engineTeams } from '../src-main/host/engineSources'

const LEVEL = process.env.WATCH_LEVEL ?? 'hard'
const NODES = Number(process.env.WATCH_NODES ?? 1500)
const QUIET = Number(process.env.WATCH_QUIET ?? 0)
Object.assign(COACH, JSON.parse(process.env.WATCH_COACH ?? '{}'))
Object.assign(CLEARING, JSON.parse(process.env.WATCH_CLEARING ?? '{}'))

type Tally = Record<string, number>
const add = (t: Tally, k: string, n = 1): void => void (t[k] = (t[k] ?? 0) + n)

const total: Tally = {}

function watch(seed: number, hardSide: Side): void {
  const me: Chooser = LEVEL === 'coach' ? policyChooser('coach') : levelChooser('hard', { nodes: NODES })
  const beginner = process.env.WATCH_OPP === 'random' ? levelChooser('random') : policyChooser('beginner')
  const who = (side: number): string => (side === hardSide ? 'H' : 'B')
  const t: Tally = {}
  let line = ''
  // The last shot: a goal after it by the shooter's side is put down to its chance.
  let pending: { side: number; chance: number } | null = null
  // How each side last got the puck (the cause a goal is put down to), the last action and the last roll's purpose.
  const gained = ['face-off', 'face-off']
  let lossCause = 'face-off'
  let lastRoll = ''
  let lastAct = ''
  let holder = -1
  let lastOwner = -1
  const flush = (): void => {
    if (line && QUIET === 0) console.log(line)
    line = ''
  }
  const result = playSelfGame({
    ruleset: 'crosscheck',
    seed,
    teams: engineTeams,
    players: hardSide === 0 ? [me, beginner] : [beginner, me],
    maxActions: 6000,
    hooks: {
      chosen: ({ state, side, decision }, { action }) => {
        const s = state as CrossCheckState
        const w = s.m.w
        lastAct = `${who(side)}:${action.type}`
        if (action.type === 'shoot') {
          const c = w[G_CARRIER]
          const a = action as unknown as { x: number; y: number }
          const q = goalChance(s, c, a.x, a.y)
          pending = { side, chance: q }
          line += ` shot(${who(side)} ${w[P_X + c]},${w[P_Y + c]} q=${q.toFixed(2)})`
          add(t, `${who(side)}.shots`)
          add(t, `${who(side)}.shot_q`, q)
        }
        if (action.type === 'pass') {
          line += ` pass(${who(side)})`
          add(t, `${who(side)}.passes`)
        }
        if (action.type === 'check' && action.player === w[G_CARRIER]) {
          line += ` chk(${who(side)})`
          add(t, `${who(side)}.checks_on_carrier`)
        }
        if (decision.kind === 'line-up' && action.type === 'line') add(t, `${who(side)}.lined`)
      },
      applied: ({ state }, events) => {
        const s = state as CrossCheckState
        const w = s.m.w
        for (const e of events as readonly {
          type: string
          side?: number
          player?: number
          purpose?: string
        }[]) {
          if (e.type === 'roll') lastRoll = e.purpose ?? ''
          if (e.type === 'face-off-won') {
            gained[e.side!] = 'face-off'
            lastOwner = holder = e.side!
          }
          if (e.type === 'turn-start') {
            flush()
            const c = w[G_CARRIER]
            const held = c < 0 ? '-' : who(w[P_SIDE + c])
            add(t, `${who(e.side!)}.turns`)
            if (c >= 0 && w[P_SIDE + c] === e.side) add(t, `${who(e.side!)}.turns_with_puck`)
            // The score (watched level first) and where the puck lies, held or loose.
            const score = `${w[G_SCORE + hardSide]}-${w[G_SCORE + 1 - hardSide]}`
            line = `p${w[G_PERIOD]}t${w[G_PTURN]} ${score} ${who(e.side!)} puck:${held}@${w[G_PUCK_X]},${w[G_PUCK_Y]}:`
          } else if (e.type === 'goal') {
            line += ` GOAL(${who(e.side!)})`
            add(t, `${who(e.side!)}.goal_after.${gained[e.side!]}`)
            add(t, `${who(e.side!)}.goals`)
            if (pending && pending.side === e.side) add(t, `${who(e.side!)}.goal_q`, pending.chance)
            else add(t, `${who(e.side!)}.goals_not_from_own_shot`)
          } else if (e.type === 'penalty') {
            line += ` PEN(${who(w[P_SIDE + e.player!])} ${(e as { penalty?: string }).penalty})`
            add(t, `${who(w[P_SIDE + e.player!])}.penalties`)
          } else if (e.type === 'fall') {
            line += ` fall(${who(w[P_SIDE + e.player!])})`
            add(t, `${who(w[P_SIDE + e.player!])}.falls`)
            add(t, `${who(w[P_SIDE + e.player!])}.fall_by.${lastRoll}`)
          } else if (e.type === 'control') {
            line += ` ctl(${who(w[P_SIDE + e.player!])})`
          }
        }
        const c = w[G_CARRIER]
        const now = c < 0 ? -1 : w[P_SIDE + c]
        if (holder >= 0 && now !== holder)
          lossCause = lastAct.startsWith(who(holder))
            ? `own-${lastAct.slice(2)}/${lastRoll}`
            : `their-${lastAct.slice(2)}/${lastRoll}`
        if (now >= 0 && now !== lastOwner) gained[now] = lossCause
        if (now >= 0) lastOwner = now
        holder = now
      },
    },
  })
  flush()
  const [h, b] = [result.score[hardSide], result.score[1 - hardSide]]
  const keys = Object.keys(t).sort()
  for (const k of keys) add(total, k, t[k])
  add(total, h > b ? 'win' : h === b ? 'draw' : 'loss')
  add(total, 'games')
  if (QUIET < 2)
    console.log(
      `== seed ${seed} ${LEVEL} ${hardSide === 0 ? 'home' : 'away'}: ${h}-${b} | ${keys.map((k) => `${k}=${Number.isInteger(t[k]) ? t[k] : t[k].toFixed(2)}`).join(' ')}`,
    )
}

for (const arg of process.argv.slice(2)) {
  const range = /^(\d+)-(\d+)$/.exec(arg)
  if (range)
    for (let seed = Number(range[1]); seed <= Number(range[2]); seed++)
      for (const side of [0, 1] as const) watch(seed, side)
  else {
    const [seed, side] = arg.split(':').map(Number)
    watch(seed, side as Side)
  }
}
const n = total.games ?? 0
console.log(
  `## ${n} games: ${total.win ?? 0}-${total.draw ?? 0}-${total.loss ?? 0}, ` +
    Object.keys(total)
      .filter((k) => k.includes('.'))
      .sort()
      .map((k) => `${k}=${(total[k] / n).toFixed(2)}`)
      .join(' '),
)
