// Watching Blitz Bowl games (issue 20): Hard (or the coach alone) against the Beginner, one line per team turn — the
// score at its start, each declaration (player, action, Bonus Play, ball or no ball; `!` where Hard's search overruled
// the coach, with the coach's choice), and what came of it: touchdowns, cards claimed, knock-downs, injuries, throws,
// lost balls — then per game and over all games a summary per side (H: the watched level, B: its opponent): points by
// how they were scored (touchdowns, each challenge kind, Clean Sweep), declarations by kind, knock-downs and injuries
// suffered, balls lost, and Hard's overrules by what it played instead of the coach. Replays bench:ai's games exactly
// (the shared loop, the same seeds, Hard's budget in nodes):
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/blitz-watch.ts 5000:1 5011:0 5000-5049
// An argument is seed:side (the watched level's side) or a range of seeds, each played both ways round.
// Environment: WATCH_LEVEL hard (default) or coach; WATCH_NODES Hard's nodes (default 600, bench:ai's); WATCH_OPP=random
// for the Random level as opponent; WATCH_QUIET=1 only the summaries, 2 only the total.
import { blitzCoach } from '@shared/ai/blitz/index'
import { declarationValue } from '@shared/ai/blitz/turn'
import { COACH_STYLE } from '@shared/ai/blitz/turn'
import { createRandom } from '@shared/ai/rng'
import { levelChooser, playSelfGame, policyChooser, type Chooser } from '@shared/ai/selfPlay'
import type { Action, Side } from '@shared/engine/api'
import { encode, nOf } from '@shared/rules/blitz/actions'
import { BONUS_PLAY_IDS } from '@shared/rules/blitz/data/bonusPlays'
import { CHALLENGE_CARDS } from '@shared/rules/blitz/data/challengeCards'
import { balls, hasBall } from '@shared/ai/blitz/board'
import { G_SCORE0, P_SIDE } from '@shared/rules/blitz/layout'
import type { BlitzState } from '@shared/rules/blitz/state'
import { engineTeams } from '../src-main/host/engineSources'

const LEVEL = process.env.WATCH_LEVEL ?? 'hard'
const NODES = Number(process.env.WATCH_NODES ?? 600)
const QUIET = Number(process.env.WATCH_QUIET ?? 0)
// WATCH_VALUES=n: at each of the watched side's declarations, the coach's n best values (a look at why it chose).
const VALUES = Number(process.env.WATCH_VALUES ?? 0)

type Tally = Record<string, number>
const add = (t: Tally, k: string, n = 1): void => void (t[k] = (t[k] ?? 0) + n)
const total: Tally = {}

/** A declaration in short: type, player, target or square, Bonus Play, `*` when the player holds a ball. */
function say(s: BlitzState, a: Action): string {
  const x = a as unknown as Record<string, unknown>
  const c = encode(a)
  const bonus = c !== null && nOf(c) >= 0 && a.type !== 'reserves' ? `+${BONUS_PLAY_IDS[nOf(c)]}` : ''
  const p = typeof x.player === 'number' ? x.player : -1
  const ball = p >= 0 && hasBall(s, p) ? '*' : ''
  const to = typeof x.target === 'number' ? `>${x.target}` : x.x !== undefined ? `@${x.x},${x.y}` : ''
  return `${a.type}${p >= 0 ? ` p${p}${ball}` : ''}${to}${bonus}`
}

function watch(seed: number, hardSide: Side): void {
  const me: Chooser = LEVEL === 'coach' ? policyChooser('coach') : levelChooser('hard', { nodes: NODES })
  const opp = process.env.WATCH_OPP === 'random' ? levelChooser('random') : policyChooser('beginner')
  const who = (side: number): string => (side === hardSide ? 'H' : 'B')
  const t: Tally = {}
  let line = ''
  const flush = (): void => {
    if (line && QUIET === 0) console.log(line)
    line = ''
  }
  // The coach's answer at a decision, asked with its own generator so the game's is untouched (ties may differ).
  let coachSays: Action | null = null
  // The ball carriers before the action applied: a knock-down of one of them loses the ball.
  let carriers = new Set<number>()
  const result = playSelfGame({
    ruleset: 'blitz',
    seed,
    teams: engineTeams,
    players: hardSide === 0 ? [me, opp] : [opp, me],
    maxActions: 6000,
    hooks: {
      before: (ctx) => {
        coachSays = null
        if (VALUES > 0 && ctx.side === hardSide && ctx.decision.kind === 'turn') {
          const s = ctx.state as BlitzState
          const vs = ctx.legal
            .map((a) => ({ a, c: encode(a) }))
            .map(({ a, c }) => ({ a, v: c === null ? NaN : declarationValue(s, c, COACH_STYLE) }))
            .sort((x, y) => y.v - x.v)
          line += `\n    [${vs
            .slice(0, VALUES)
            .map(({ a, v }) => `${say(s, a)} ${v.toFixed(2)}`)
            .join(', ')}]\n   `
        }
        if (LEVEL !== 'hard' || ctx.side !== hardSide || ctx.legal.length < 2) return
        coachSays = blitzCoach({ ...ctx, rng: createRandom(1) } as never)
      },
      chosen: ({ state, side, decision }, { action }) => {
        const s = state as BlitzState
        const info = balls(s)
        carriers = new Set([...info.carriers[0], ...info.carriers[1]])
        const k = decision.kind
        const coach = coachSays
        const over = coach !== null && JSON.stringify(coach) !== JSON.stringify(action)
        if (k === 'turn') {
          add(t, `${who(side)}.decl.${action.type}`)
          const c = encode(action)
          if (c !== null && nOf(c) >= 0 && action.type !== 'reserves')
            add(t, `${who(side)}.bonus.${BONUS_PLAY_IDS[nOf(c)]}`)
          let note = ''
          if (over && coach) {
            const cc = encode(coach)
            const dv =
              cc !== null && c !== null
                ? declarationValue(s, cc, COACH_STYLE) - declarationValue(s, c, COACH_STYLE)
                : 0
            if (dv > 1e-9) {
              add(t, `H.overrule.${coach.type}->${action.type}`)
              note = ` !(coach ${say(s, coach)} by ${dv.toFixed(2)})`
            }
          }
          line += ` ${who(side)}:${say(s, action)}${note}`
        } else if (over && k !== 'run' && k !== 'mark' && k !== 'setup') {
          add(t, `H.overrule.${k}`)
          line += ` !${k}(${JSON.stringify(action)} coach ${JSON.stringify(coach)})`
        }
      },
      applied: ({ state }, events) => {
        const s = state as BlitzState
        for (const e of events) {
          const ev = e as {
            type: string
            side?: number
            player?: number
            points?: number
            reason?: string
            name?: string
            card?: number
            success?: boolean
            purpose?: string
          }
          const ps = ev.player !== undefined ? s.m.w[P_SIDE + ev.player] : -1
          switch (ev.type) {
            case 'turn':
              flush()
              line = `${seed}/${hardSide} ${who(ev.side!)}${String((ev as { turn?: number }).turn).padStart(2)} ${s.m.w[G_SCORE0 + hardSide]}–${s.m.w[G_SCORE0 + 1 - hardSide]}:`
              break
            case 'score':
              add(t, `${who(ev.side!)}.pts.${ev.reason}`, ev.points)
              if (ev.reason === 'touchdown') line += ` [TD ${who(ev.side!)} +${ev.points}]`
              break
            case 'claim': {
              const cond = CHALLENGE_CARDS[ev.card!].condition
              add(t, `${who(ev.side!)}.claim.${cond}`, CHALLENGE_CARDS[ev.card!].points)
              line += ` [claim ${who(ev.side!)} ${cond} +${CHALLENGE_CARDS[ev.card!].points}]`
              break
            }
            case 'knocked-down':
              add(t, `${who(ps)}.knocked_down`)
              if (carriers.has(ev.player!)) add(t, `${who(ps)}.carrier_knocked_down`)
              line += ` kd(${who(ps)}p${ev.player})`
              break
            case 'injured':
              add(t, `${who(ps)}.injured.${ev.reason}`)
              line += ` inj(${who(ps)}p${ev.player} ${ev.reason})`
              break
            case 'fumble':
              add(t, `${who(ps)}.fumbles`)
              line += ` fumble(${who(ps)})`
              break
            case 'roll':
              if (ev.purpose === 'throw') {
                add(t, `${who(ps)}.throws_${ev.success ? 'ok' : 'failed'}`)
                line += ` throw(${who(ps)} ${ev.success ? 'ok' : 'FAIL'})`
              }
              break
            case 'possession':
              line += ` has(${who(ps)}p${ev.player})`
              add(t, `${who(ps)}.possessions`)
              break
            case 'new-ball':
              line += ' newball'
              break
            case 'random-event':
              line += ` event(${(ev as { event?: string }).event})`
              break
          }
        }
      },
    },
  })
  flush()
  const [h, b] = [result.score[hardSide], result.score[1 - hardSide]]
  add(t, `games.${h > b ? 'won' : h === b ? 'drawn' : 'lost'}`)
  add(t, 'H.score', h)
  add(t, 'B.score', b)
  if (QUIET < 2) {
    console.log(
      `# ${seed}/${hardSide} ${result.rosters.join(' v ')}: H ${h}–${b} B, ${result.actions} actions`,
    )
    summary(t)
  }
  for (const [k, v] of Object.entries(t)) add(total, k, v)
}

function summary(t: Tally): void {
  for (const k of Object.keys(t).sort())
    console.log(`  ${k}: ${Number.isInteger(t[k]) ? t[k] : t[k].toFixed(2)}`)
}

for (const arg of process.argv.slice(2)) {
  const one = /^(\d+):([01])$/.exec(arg)
  if (one) {
    watch(Number(one[1]), Number(one[2]) as Side)
    continue
  }
  const range = /^(\d+)(?:-(\d+))?$/.exec(arg)
  if (!range) throw new Error(`blitz-watch: seed:side or seeds wanted, got ${arg}`)
  for (let seed = Number(range[1]); seed <= Number(range[2] ?? range[1]); seed++) {
    watch(seed, 0)
    watch(seed, 1)
  }
}
console.log('# total')
summary(total)
