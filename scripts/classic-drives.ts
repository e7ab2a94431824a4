// Where a Classic level wins and loses its games against the Beginner (issue 20): every drive of every game, by
// who received, and how it ended — the receiver scored, the kicker scored (a turnover turned into a touchdown), or
// the half ran out. Seeded self-play (src-shared/ai/selfPlay.ts), each seed both ways round:
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice node --import tsx scripts/classic-drives.ts
// Options (environment): DRIVES_LEVEL coach | hard | beginner (default coach: the Hard level's script without
// search), DRIVES_NODES the Hard budget (default 400), DRIVES_GAMES (default 40), DRIVES_FROM (default 5000).
// Also printed: where the carried ball stands at each of our turns in drives we receive, and our carrier at the
// start of their turn by cage (corners held / opponents standing next to him / lying next to him) against the
// ball lost by our next turn; for a full cage with nobody of theirs next to him, how their turn took the ball (the
// action that knocked him down, or how it came loose) and how many of ours it knocked down first. DRIVES_BOARDS=1
// prints the pitch of the first full cages lost (before and after their turn); with DRIVES_TURNS=1 also at every
// turn we start with the ball in a drive we receive.
import type { Side } from '@shared/engine/api'
import { levelChooser, playSelfGame, policyChooser, type Chooser } from '@shared/ai/selfPlay'
import {
  BALL_CARRIED,
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_CARRIER,
  G_HALF,
  G_KICKING,
  G_SCORE0,
  G_TURN0,
  P_SIDE,
  P_STATE,
  P_X,
  P_Y,
  S_STANDING,
  WIDTH,
  HEIGHT,
  BOARD,
} from '@shared/rules/classic/layout'
import type { ClassicState } from '@shared/rules/classic/state'
import { engineTeams } from '../src-main/host/engineSources'
import { pitchText } from './classicPitchText'

const LEVEL = process.env.DRIVES_LEVEL ?? 'coach'
const NODES = Number(process.env.DRIVES_NODES ?? 400)
const GAMES = Number(process.env.DRIVES_GAMES ?? 40)
const FROM = Number(process.env.DRIVES_FROM ?? 5000)
/** DRIVES_BOARDS=1: print the pitch at the start of each of our team turns in drives we receive. */
const BOARDS = process.env.DRIVES_BOARDS === '1'

const mine = (): Chooser =>
  LEVEL === 'hard' ? levelChooser('hard', { nodes: NODES }) : policyChooser(LEVEL as 'coach' | 'beginner')

/** Drive outcomes from the tested level's side: received / kicked × scored / conceded / none. */
const tally = new Map<string, number>()
const add = (k: string): void => void tally.set(k, (tally.get(k) ?? 0) + 1)
const scoreTurns = new Map<string, number[]>()
let w = 0
let d = 0
let l = 0
let tdFor = 0
/** Our carrier at the start of their turn: [turns, lost by our next turn] by "corners/adjacent standing/adjacent down". */
const cages = new Map<string, number[]>()
let shown = 0
/** At the start of each of our team turns in a drive we receive, by turn: [ours, ground, theirs, distance sum]. */
const byTurn = new Map<number, number[]>()
let tdAgainst = 0
/**
 * Their turns begun with our carrier in a full cage and nobody of theirs next to him, by how they went: the ball kept
 * or lost, how (the action that knocked him down, else how it came loose), and how many of our others they had
 * knocked down before (the corners first, then the blitz?).
 */
const fullCages = new Map<string, number>()
const addFull = (k: string): void => void fullCages.set(k, (fullCages.get(k) ?? 0) + 1)

for (let g = 0; g < GAMES; g++) {
  const seed = FROM + (g >> 1)
  const me = (g & 1) as Side
  const players: [Chooser, Chooser] =
    me === 0 ? [mine(), policyChooser('beginner')] : [policyChooser('beginner'), mine()]
  let kicker = -1
  let half = 0
  let before: [number, number] = [0, 0]
  let lastTurn = -1
  let theirTurn = -1
  let pending: { key: string; board: string } | null = null
  /** A full cage under watch through their turn (fullCages). */
  let watch: { carrier: number; act: string; down: number; how: string } | null = null
  const closeDrive = (how: string): void => {
    if (kicker < 0) return
    add(`${kicker === me ? 'kicked' : 'received'} h${half}: ${how}`)
    kicker = -1
  }
  const r = playSelfGame({
    ruleset: 'classic',
    seed,
    teams: engineTeams,
    players,
    maxActions: 6000,
    hooks: {
      applied: (ctx, events) => {
        const s = ctx.state as ClassicState
        const wv = s.m.w
        const h = wv[G_HALF]
        if (h !== half) {
          closeDrive('half over')
          half = h
          watch = null // the half ended in their turn: the ball is kicked off again, not lost
        }
        const score: [number, number] = [wv[G_SCORE0], wv[G_SCORE0 + 1]]
        for (const side of [0, 1] as const) {
          if (score[side] > before[side]) {
            const who = side === me ? 'scored' : 'conceded'
            const byReceiver = side !== kicker
            closeDrive(`${who}${byReceiver ? '' : ' (kicker)'}`)
            const key = `${side === me ? 'me' : 'beginner'} h${h}`
            const list = scoreTurns.get(key) ?? []
            list.push(wv[G_TURN0 + side])
            scoreTurns.set(key, list)
          }
        }
        before = score
        // Their team turn begins with our carrier on the pitch: his cage, and whether we still hold the ball at ours.
        if (ctx.side !== me && ctx.decision.kind === 'turn' && wv[G_TURN0 + 1 - me] !== theirTurn) {
          theirTurn = wv[G_TURN0 + 1 - me]
          const c = wv[G_CARRIER]
          if (wv[G_BALL_STATE] === BALL_CARRIED && wv[P_SIDE + c] === me) {
            const cx = wv[P_X + c]
            const cy = wv[P_Y + c]
            let corners = 0
            let adjUp = 0
            let adjDown = 0
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++) {
                if (dx === 0 && dy === 0) continue
                const x = cx + dx
                const y = cy + dy
                const corner = dx !== 0 && dy !== 0
                if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) {
                  if (corner) corners++
                  continue
                }
                const q = wv[BOARD + y * WIDTH + x] - 1
                if (q < 0) continue
                if (wv[P_SIDE + q] === me) {
                  if (corner && wv[P_STATE + q] === S_STANDING) corners++
                } else if (wv[P_STATE + q] === S_STANDING) adjUp++
                else adjDown++
              }
            pending = { key: `${corners}c/${adjUp}up/${adjDown}down`, board: pitchText(s, me) }
            if (corners === 4 && adjUp === 0 && adjDown === 0)
              watch = { carrier: c, act: '', down: 0, how: '' }
          }
        }
        // Through their turn (and our answers in it, a defender's die say) until our next turn begins.
        if (watch && ctx.side === me && ctx.decision.kind === 'turn') {
          const down = watch.down >= 2 ? '2+' : `${watch.down}`
          addFull(watch.how ? `lost, ${watch.how}, ${down} of ours down first` : `kept, ${down} of ours down`)
          watch = null
        } else if (watch && !watch.how) {
          for (const e of events as readonly { type: string; player?: number; action?: string }[]) {
            if (e.type === 'activate') watch.act = e.action ?? ''
            else if (e.type === 'crowd' && e.player === watch.carrier)
              watch.how = `pushed into the crowd (${watch.act})`
            else if (e.type === 'knocked-down' && e.player === watch.carrier)
              watch.how = `knocked down (${watch.act})`
            else if (e.type === 'knocked-down' && e.player !== undefined && wv[P_SIDE + e.player] === me)
              watch.down++
          }
          if (!watch.how && !(wv[G_BALL_STATE] === BALL_CARRIED && wv[G_CARRIER] === watch.carrier))
            watch.how = `came loose (${watch.act})`
        }
        if (ctx.side === me && ctx.decision.kind === 'turn' && pending) {
          const c = wv[G_CARRIER]
          const kept = wv[G_BALL_STATE] === BALL_CARRIED && wv[P_SIDE + c] === me
          const row = cages.get(pending.key) ?? [0, 0]
          row[0]++
          if (!kept) row[1]++
          cages.set(pending.key, row)
          if (!kept && BOARDS && pending.key.startsWith('4c/0up') && shown++ < 6)
            console.log(
              `  LOST FULL CAGE seed ${seed} me=${me}\n${pending.board}\n  --- after their turn\n${pitchText(s, me)}`,
            )
          pending = null
        }
        if (ctx.side === me && ctx.decision.kind === 'turn' && kicker >= 0 && kicker !== me) {
          const t = wv[G_TURN0 + me]
          if (t !== lastTurn) {
            lastTurn = t
            const row = byTurn.get(t) ?? [0, 0, 0, 0]
            const bs = wv[G_BALL_STATE]
            if (bs === BALL_CARRIED) {
              const c = wv[G_CARRIER]
              if (wv[P_SIDE + c] === me) {
                row[0]++
                row[3] += me === 0 ? 25 - wv[G_BALL_X] : wv[G_BALL_X]
              } else row[2]++
            } else if (bs === BALL_GROUND) row[1]++
            byTurn.set(t, row)
            if (BOARDS && process.env.DRIVES_TURNS === '1')
              console.log(
                `  seed ${seed} me=${me} h${wv[G_HALF]} turn ${t} (we score to the right)\n${pitchText(s, me)}`,
              )
          }
        }
        if (kicker < 0 && wv[G_KICKING] >= 0 && ctx.decision.kind === 'setup') kicker = wv[G_KICKING]
      },
    },
  })
  closeDrive('game over')
  const f = r.score[me]
  const a = r.score[1 - me]
  tdFor += f
  tdAgainst += a
  if (f > a) w++
  else if (f === a) d++
  else l++
  process.stderr.write(`seed ${seed} me=${me} ${f}-${a}\n`)
}

console.log(
  `${LEVEL}${LEVEL === 'hard' ? ` ${NODES} nodes` : ''} v beginner, ${GAMES} games: ${w}-${d}-${l}, TD ${(tdFor / GAMES).toFixed(2)}-${(tdAgainst / GAMES).toFixed(2)}`,
)
for (const [k, n] of [...tally].sort()) console.log(`  ${k}: ${n}`)
for (const [k, list] of [...scoreTurns].sort())
  console.log(`  turns of scoring, ${k}: ${list.sort((x, y) => x - y).join(' ')}`)
for (const [t, r] of [...byTurn].sort((a, b) => a[0] - b[0]))
  console.log(
    `  receiving, our turn ${t}: carried ${r[0]} (${(r[3] / Math.max(1, r[0])).toFixed(1)} squares to go), on the ground ${r[1]}, theirs ${r[2]}`,
  )
for (const [k, n] of [...fullCages].sort((a, b) => b[1] - a[1]))
  console.log(`  full cage, nobody next to him, at their turn's start: ${k}: ${n}`)
for (const [k, r] of [...cages].sort((a, b) => b[1][0] - a[1][0]))
  console.log(
    `  our carrier at their turn's start ${k}: ${r[0]} turns, lost ${r[1]} (${((100 * r[1]) / r[0]).toFixed(0)}%)`,
  )
