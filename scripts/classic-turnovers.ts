// Why Classic turns end in a turnover (issue 20, points 1 and 3): plays seeded Hard-v-Beginner Classic games at a
// small node budget and, for every turnover of either level, records its cause (failed dodge, GFI, pick-up, catch
// after a hand-off or a pass, pass fumble, interception, the attacker down on a block or a blitz — with the dice and
// whether he had Block —, ...), the chance of the failed roll (one die, as the roll's target says), whether a team
// re-roll was spent on it or left unused, how many players were still to act, and who chose the activation: the
// policy (the scripted coach, as in the rollouts) or the search overruling it with a whole-activation candidate.
//   TSX_TSCONFIG_PATH=tsconfig.node.json nice npx tsx scripts/classic-turnovers.ts
// Options (environment): TO_GAMES (default 4: seeds both ways round), TO_FROM the first seed (default 1000),
// TO_NODES Hard's node budget (default 200; 0 plays Hard's scripted coach alone, no search — quick), TO_MAX_ACTIONS a game's cut (default 6000),
// TO_CARRIER='{"loss":8}' the coach's carrier drive (scripts/carrierDrive.ts).
// Also printed: the turns begun with the ball, how many with the end zone in reach (any chance, and 1/2 or better)
// and how many of those scored (issue 20, point 4); the turns begun with a loose ball (by the best pick-up chance,
// and whether the ball is that side's when the other side's turn begins); the turns begun with the ball (lost by the
// side's next turn, squares gained); the carrier's cage at the end of his side's turn (corners held, or marked; full
// cages by their players within two squares) against the ball lost by the next turn.
import { decide } from '@shared/ai/registry'
import { createRandom } from '@shared/ai/rng'
import type { AiContext, AiLevel } from '@shared/ai/types'
import { classicAi } from '@shared/ai/classic/index'
import type { EngineEvent, Side } from '@shared/engine/api'
import { getRuleset } from '@shared/engine/registry'
import {
  BALL_CARRIED,
  G_BALL_STATE,
  G_CARRIER,
  G_RR0,
  HEIGHT,
  P_SIDE,
  P_X,
  P_Y,
  WIDTH,
} from '@shared/rules/classic/layout'
import { anySkill } from '@shared/rules/classic/skills'
import type { ClassicState } from '@shared/rules/classic/state'
import { freePlayers, isStandingPlayer, look, occupantAt, zonesOn } from '@shared/ai/classic/look'
import { reachFor } from '@shared/ai/classic/paths'
import { pickUpOdds, withReroll } from '@shared/ai/classic/goals'
import { engineTeams } from '../src-main/host/engineSources'
import { setCarrierDrive } from './carrierDrive'

setCarrierDrive('TO_CARRIER')
const GAMES = Number(process.env.TO_GAMES ?? 4)
const FROM = Number(process.env.TO_FROM ?? 1000)
const NODES = Number(process.env.TO_NODES ?? 200)
const MAX_ACTIONS = Number(process.env.TO_MAX_ACTIONS ?? 6000)

type Ev = EngineEvent & Record<string, unknown>

interface Turnover {
  level: AiLevel
  cause: string
  /** Chance of the failed roll on one die (a block: of the attacker's fall on that block), -1 unknown. */
  chance: number
  rerollUsed: boolean
  rerollLeft: boolean
  stillToAct: number
  chooser: string
}

/** The per-turn trace of the side whose team turn runs. */
interface Trace {
  side: number
  declared: { player: number; kind: string; chooser: string; stillToAct: number; carrier: boolean } | null
  fail: { cause: string; chance: number; rerolled: boolean; by?: unknown } | null
  lastBlock: { dice: number; against: boolean; hasBlock: boolean; blitz: boolean } | null
  lastPass: 'pass' | 'hand-off' | null
  rerolls: number
  /** The half's last turn begun with our carrier able to reach the end zone (paths.ts reach, any chance). */
  inReach: boolean
  /** Any turn: our carrier's best chance (paths.ts reach, no re-roll) of reaching the end zone at its start. */
  reachChance: number
}

/** A level's half's-last turns with the ball: held, in reach of the end zone, scored from there. */
interface Clock {
  held: number
  reach: number
  scored: number
}

/**
 * A level's turns of any kind begun with the ball (issue 20, point 4: how often Hard holds the ball in reach and
 * does not score): held, the end zone in reach at any chance and at half or better (his reach alone, no re-roll),
 * and touchdowns scored from each.
 */
interface Held {
  held: number
  reach: number
  likely: number
  scored: number
  scoredLikely: number
}

const held: Record<string, Held> = {}

/**
 * A level's turns begun with the ball loose on the pitch (issue 20, point 1: getting the ball): how many, by the
 * best pick-up chance its players have at the turn's start (paths.ts reach and the pick-up roll, the team re-roll
 * counted when one is left), and in how many it holds the ball when the other side's turn begins.
 */
interface Loose {
  n: number
  /** Best chance bands: below 1/2 (the coach screens), 1/2 to 8/9, 8/9 or better. */
  bands: [number, number, number]
  got: [number, number, number]
}
const loose: Record<string, Loose> = {}
/**
 * A level's turns begun holding the ball: squares the carrier's side gained towards the end zone by its next turn
 * (the ball's square then, scored or not), and how often the ball was lost by then (issue 20: the carrier advancing
 * inside the cage each turn rather than standing).
 */
const advance: Record<
  string,
  { n: number; gained: number; lost: number; stood: number; ownTurnover: number }
> = {}
let pendingHeld: { level: string; side: number; x: number; turnover: boolean } | null = null
/** Our carrier at the end of our turn: by cage corners held (0-4, the pitch's edge counted held), [turns, lost by our next turn]. */
const cageEnd: Record<string, number[][]> = {}
let pendingCage: { level: string; side: number; corners: number } | null = null
/** Full cages at the end of our turn by their standing players within two squares of the carrier (0, 1, 2+). */
const cageContact: Record<string, number[][]> = {}
let pendingContact = -1
let pendingLoose: { level: string; side: number; band: number } | null = null

/** The rolls of the acting side's own players whose failure can end the turn (not armour, injury, kick...). */
const OWN_ROLLS = new Set(['dodge', 'gfi', 'pickup', 'catch', 'pass', 'leap', 'landing'])

const oneDie = (target: number): number => Math.min(5, Math.max(1, 7 - target)) / 6

function causeOfRoll(e: Ev, t: Trace): string {
  const purpose = String(e.purpose)
  if (purpose === 'catch') return t.lastPass ? `catch (${t.lastPass})` : 'catch'
  if (purpose === 'pass') return 'pass fumble'
  // Whose roll: the ball carrier's own run, a pick-up's way, a blitz's way, or another move.
  const d = t.declared
  if (purpose === 'dodge' || purpose === 'gfi')
    return `${purpose} (${d?.carrier ? 'carrier' : d?.kind === 'blitz' ? 'blitz' : (d?.kind ?? '?')})`
  return purpose
}

function play(
  seed: number,
  hardSide: Side,
  out: Turnover[],
  turns: Record<string, number>,
  clock: Record<string, Clock>,
): [number, number] {
  const ruleset = getRuleset('classic')
  const rosters = engineTeams.list('classic')
  const home = rosters[seed % rosters.length].id
  const away = rosters[(seed * 7 + 3) % rosters.length].id
  const state = ruleset.create({
    ruleset: 'classic',
    seed,
    teams: [engineTeams.build('classic', home), engineTeams.build('classic', away)],
  }) as ClassicState
  const rng = createRandom(seed * 7919 + 1)
  let trace: Trace | null = null
  const levelOf = (side: number): AiLevel => (side === hardSide ? 'hard' : 'beginner')
  for (let n = 0; n < MAX_ACTIONS; n++) {
    const decision = ruleset.decision(state)
    if (decision.side === null) break
    const side = decision.side
    const level = levelOf(side)
    const legal = ruleset.legalActions(state)
    const ctx = { ruleset, state, side, decision, legal, rng }
    // TO_NODES=0: the scripted coach alone (Hard's rollout policy), no search — quick, for the coach's own changes.
    const report =
      NODES === 0 && level === 'hard'
        ? {
            action: legal.length === 1 ? legal[0] : classicAi.coach!(ctx as AiContext<ClassicState>),
            overruled: false,
            plan: undefined,
          }
        : decide(level, ctx, { nodes: NODES })
    const action = report.action as { type: string; player?: number; kind?: string }
    if (trace && trace.side === side && decision.kind === 'turn' && action.type === 'declare') {
      const free = freePlayers(look(state, side, true)).length - 1
      const chooser =
        level === 'beginner' ? 'beginner' : report.overruled ? `search:${report.plan ?? 'one-ply'}` : 'policy'
      const carrier = state.m.w[G_CARRIER] === action.player && state.m.w[G_BALL_STATE] === BALL_CARRIED
      trace.declared = { player: action.player!, kind: action.kind!, chooser, stillToAct: free, carrier }
      trace.fail = null
      trace.lastBlock = null
      trace.lastPass = action.kind === 'pass' || action.kind === 'hand-off' ? action.kind : null
    }
    const result = ruleset.apply(state, report.action)
    if (!result.ok) throw new Error(`${level} chose an illegal action: ${result.reason}`)
    for (const raw of result.events) {
      const e = raw as Ev
      if (e.type === 'turn-start') {
        if (pendingCage && Number(e.side) === pendingCage.side) {
          const t = (cageEnd[pendingCage.level] ??= [0, 1, 2, 3, 4, 5].map(() => [0, 0]))
          t[pendingCage.corners][0]++
          if (!look(state, pendingCage.side, true).ourBall) {
            t[pendingCage.corners][1]++
            if (pendingContact >= 0) cageContact[pendingCage.level][pendingContact][1]++
          }
          pendingCage = null
        }
        if (pendingHeld && Number(e.side) !== pendingHeld.side) {
          const lkC = look(state, pendingHeld.side, true)
          if (lkC.ourBall) {
            const cx = state.m.w[P_X + lkC.carrier]
            const cy = state.m.w[P_Y + lkC.carrier]
            let corners = 0
            for (const [dx, dy] of [
              [-1, -1],
              [1, -1],
              [-1, 1],
              [1, 1],
            ]) {
              const x = cx + dx
              const y = cy + dy
              if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) corners++
              else {
                const q = occupantAt(state.m.w, x, y)
                if (q >= 0 && state.m.w[P_SIDE + q] === pendingHeld.side && isStandingPlayer(state.m.w, q))
                  corners++
              }
            }
            // 5: in a tackle zone at the end of our turn, whatever the corners
            if (zonesOn(lkC, pendingHeld.side, cx, cy, lkC.carrier) > 0) corners = 5
            // A full cage with their standing players within two squares of him (blocking a corner away first)
            let near = 0
            for (let q = (1 - pendingHeld.side) * 16; q < (1 - pendingHeld.side) * 16 + 16; q++)
              if (
                isStandingPlayer(state.m.w, q) &&
                Math.max(Math.abs(state.m.w[P_X + q] - cx), Math.abs(state.m.w[P_Y + q] - cy)) <= 2
              )
                near++
            if (corners === 4) {
              const t = (cageContact[pendingHeld.level] ??= [0, 1, 2].map(() => [0, 0]))
              pendingContact = Math.min(2, near)
              t[pendingContact][0]++
            } else pendingContact = -1
            pendingCage = { level: pendingHeld.level, side: pendingHeld.side, corners }
          }
        }
        if (pendingHeld && Number(e.side) === pendingHeld.side) {
          const a = (advance[pendingHeld.level] ??= { n: 0, gained: 0, lost: 0, stood: 0, ownTurnover: 0 })
          const lkH = look(state, pendingHeld.side, true)
          a.n++
          if (!lkH.ourBall) {
            a.lost++
            if (pendingHeld.turnover) a.ownTurnover++
          } else {
            const x = state.m.w[P_X + lkH.carrier]
            const g = pendingHeld.side === 0 ? x - pendingHeld.x : pendingHeld.x - x
            a.gained += g
            if (g <= 0) a.stood++
          }
          pendingHeld = null
        }
        if (pendingLoose && Number(e.side) !== pendingLoose.side) {
          if (look(state, pendingLoose.side, true).ourBall) loose[pendingLoose.level].got[pendingLoose.band]++
          pendingLoose = null
        }
        trace =
          e.free === true
            ? null
            : {
                side: Number(e.side),
                declared: null,
                fail: null,
                lastBlock: null,
                lastPass: null,
                rerolls: 0,
                inReach: false,
                reachChance: 0,
              }
        if (trace) {
          turns[levelOf(trace.side)] = (turns[levelOf(trace.side)] ?? 0) + 1
          const lk0 = look(state, trace.side, true)
          if (lk0.ourBall) {
            const h = (held[levelOf(trace.side)] ??= {
              held: 0,
              reach: 0,
              likely: 0,
              scored: 0,
              scoredLikely: 0,
            })
            h.held++
            pendingHeld = {
              level: levelOf(trace.side),
              side: trace.side,
              x: state.m.w[P_X + lk0.carrier],
              turnover: false,
            }
            const r = reachFor(lk0, lk0.carrier)
            const endX = trace.side === 0 ? WIDTH - 1 : 0
            for (let y = 0; y < HEIGHT; y++)
              trace.reachChance = Math.max(trace.reachChance, r.prob[y * WIDTH + endX])
            if (trace.reachChance > 0) h.reach++
            if (trace.reachChance >= 0.5) h.likely++
          }
          if (lk0.looseBall) {
            let best = 0
            for (const p of freePlayers(lk0))
              best = Math.max(best, withReroll(lk0, pickUpOdds(lk0, reachFor(lk0, p))))
            const band = best < 0.5 ? 0 : best < 0.88 ? 1 : 2
            const lz = (loose[levelOf(trace.side)] ??= { n: 0, bands: [0, 0, 0], got: [0, 0, 0] })
            lz.n++
            lz.bands[band]++
            pendingLoose = { level: levelOf(trace.side), side: trace.side, band }
          }
          // Issue 20, point 2: does the half's last turn with the ball in reach of the end zone end in a score?
          const lk = look(state, trace.side, true)
          if (lk.lastTurn && lk.ourBall) {
            const c = (clock[levelOf(trace.side)] ??= { held: 0, reach: 0, scored: 0 })
            c.held++
            const r = reachFor(lk, lk.carrier)
            const endX = trace.side === 0 ? WIDTH - 1 : 0
            for (let y = 0; y < HEIGHT && !trace.inReach; y++) trace.inReach = r.prob[y * WIDTH + endX] > 0
            if (trace.inReach) c.reach++
          }
        }
        continue
      }
      if (!trace) continue
      if (e.type === 'touchdown') {
        pendingHeld = null
        if (trace.inReach && clock[levelOf(trace.side)]) clock[levelOf(trace.side)].scored++
        const h = held[levelOf(trace.side)]
        if (h && trace.reachChance > 0) h.scored++
        if (h && trace.reachChance >= 0.5) h.scoredLikely++
        trace = null
        continue
      }
      if (e.type === 'reroll' && e.side === trace.side) trace.rerolls++
      if (
        e.type === 'block' &&
        (state.m.w[P_SIDE + Number(e.attacker)] === trace.side || e.attacker === undefined)
      ) {
        const [att, def] = e.strength as [number, number]
        trace.lastBlock = {
          dice: Number(e.dice),
          against: def > att,
          hasBlock: anySkill(state, Number(e.attacker), (r) => r.savesBothDown === true),
          blitz: trace.declared?.kind === 'blitz',
        }
      }
      if (
        e.type === 'block-result' &&
        trace.lastBlock &&
        (e.face === 'attacker-down' || e.face === 'both-down')
      ) {
        const b = trace.lastBlock
        if (e.face === 'attacker-down' || !b.hasBlock)
          trace.fail = {
            cause: `${b.blitz ? 'blitz' : 'block'} ${e.face} ${b.against ? '-' : ''}${b.dice}d${b.hasBlock ? ' +Block' : ''}`,
            chance: -1,
            rerolled: false,
          }
      }
      if (e.type === 'roll' && OWN_ROLLS.has(String(e.purpose)) && typeof e.target === 'number') {
        const rolled = e.reroll === true
        // The activation's first failure is the cause (a failed pick-up's bounce may then fail a team-mate's catch);
        // the same player failing again is his re-roll failing.
        if (e.success === false && (!trace.fail || trace.fail.by === e.player))
          trace.fail = {
            cause: causeOfRoll(e, trace),
            chance: oneDie(e.target),
            rerolled: rolled,
            by: e.player,
          }
        else if (e.success !== false && trace.fail && trace.fail.by === e.player && trace.fail.chance >= 0)
          trace.fail = null
      }
      // A player of ours knocked down with no failed roll or block face seen (a Wrestle, a fanatic, a chainsaw...).
      if (e.type === 'knocked-down' && !trace.fail && state.m.w[P_SIDE + Number(e.player)] === trace.side)
        trace.fail = { cause: `knocked down (${trace.declared?.kind ?? '?'})`, chance: -1, rerolled: false }
      if (e.type === 'roll' && e.purpose === 'interception' && e.success === true)
        trace.fail = { cause: 'interception', chance: -1, rerolled: false }
      if (e.type === 'turnover' && e.side === trace.side) {
        if (pendingHeld && pendingHeld.side === trace.side) pendingHeld.turnover = true
        const d = trace.declared
        out.push({
          level: levelOf(trace.side),
          cause: trace.fail?.cause ?? (d ? `other (${d.kind})` : 'other'),
          chance: trace.fail?.chance ?? -1,
          rerollUsed: trace.fail?.rerolled ?? false,
          // One team re-roll a turn (004): one was left when none was spent this turn and the counter is not empty.
          rerollLeft: trace.rerolls === 0 && state.m.w[G_RR0 + trace.side] > 0,
          stillToAct: d?.stillToAct ?? -1,
          chooser: d?.chooser ?? '-',
        })
        trace = null
      }
    }
  }
  const score = ruleset.view(state).score
  return [score[hardSide], score[1 - hardSide]]
}

const all: Turnover[] = []
const turns: Record<string, number> = {}
const clock: Record<string, Clock> = {}
let w = 0
let d = 0
let l = 0
let tdFor = 0
let tdAgainst = 0
for (let g = 0; g < GAMES; g++) {
  const [a, b] = play(FROM + Math.floor(g / 2), (g % 2) as Side, all, turns, clock)
  tdFor += a
  tdAgainst += b
  if (a > b) w++
  else if (a === b) d++
  else l++
  console.error(`game ${g + 1}/${GAMES}: hard ${a}–${b} beginner`)
}
console.log(
  `# Classic, Hard (${NODES} nodes) v Beginner, ${GAMES} games (seeds ${FROM}–${FROM + Math.ceil(GAMES / 2) - 1} both ways)`,
)
console.log(
  `hard v beginner: ${w}-${d}-${l}, touchdowns ${(tdFor / GAMES).toFixed(2)}–${(tdAgainst / GAMES).toFixed(2)} a game`,
)
const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`
for (const level of ['hard', 'beginner'] as const) {
  const mine = all.filter((t) => t.level === level)
  console.log(
    `\n## ${level}: ${mine.length} turnovers in ${turns[level] ?? 0} turns (${pct(mine.length, turns[level] ?? 0)})`,
  )
  const c = clock[level] ?? { held: 0, reach: 0, scored: 0 }
  console.log(
    `half's last turn with the ball: ${c.held}, the end zone in reach: ${c.reach}, scored from there: ${c.scored}`,
  )
  const h = held[level] ?? { held: 0, reach: 0, likely: 0, scored: 0, scoredLikely: 0 }
  console.log(
    `any turn with the ball: ${h.held}, the end zone in reach: ${h.reach} (scored ${h.scored}), at 1/2 or better: ${h.likely} (scored ${h.scoredLikely})`,
  )
  const lz = loose[level] ?? { n: 0, bands: [0, 0, 0], got: [0, 0, 0] }
  console.log(
    `turns begun with a loose ball: ${lz.n}; best pick-up <1/2: ${lz.bands[0]} (held after ${lz.got[0]}), 1/2–8/9: ${lz.bands[1]} (${lz.got[1]}), ≥8/9: ${lz.bands[2]} (${lz.got[2]})`,
  )
  const a = advance[level] ?? { n: 0, gained: 0, lost: 0, stood: 0, ownTurnover: 0 }
  console.log(
    `turns begun with the ball and its next turn reached: ${a.n}; lost by then ${a.lost} (${a.ownTurnover} after our own turnover), kept and gained ${(a.gained / Math.max(1, a.n - a.lost)).toFixed(1)} squares a turn, no gain in ${a.stood}`,
  )
  const ce = cageEnd[level] ?? []
  console.log(
    `our carrier at the end of our turn, by cage corners held (lost by our next turn): ${ce
      .map((t, i) => `${i === 5 ? 'marked' : i}: ${t[0]} (${t[1]})`)
      .join(', ')}`,
  )
  const cc = cageContact[level] ?? []
  console.log(
    `full cages by their standing players within two squares (lost): ${cc.map((t, i) => `${i === 2 ? '2+' : i}: ${t[0]} (${t[1]})`).join(', ')}`,
  )
  const byCause = new Map<string, Turnover[]>()
  for (const t of mine) byCause.set(t.cause, [...(byCause.get(t.cause) ?? []), t])
  console.log(
    'cause | n | mean chance | re-roll used | re-roll left unused | mean still to act | ≥3 to act | chosen by',
  )
  for (const [cause, ts] of [...byCause.entries()].sort((x, y) => y[1].length - x[1].length)) {
    const known = ts.filter((t) => t.chance >= 0)
    const chance = known.length ? (known.reduce((s, t) => s + t.chance, 0) / known.length).toFixed(2) : '-'
    const who = new Map<string, number>()
    for (const t of ts) who.set(t.chooser, (who.get(t.chooser) ?? 0) + 1)
    console.log(
      [
        cause,
        ts.length,
        chance,
        ts.filter((t) => t.rerollUsed).length,
        ts.filter((t) => !t.rerollUsed && t.rerollLeft).length,
        (ts.reduce((s, t) => s + Math.max(0, t.stillToAct), 0) / ts.length).toFixed(1),
        ts.filter((t) => t.stillToAct >= 3).length,
        [...who.entries()].map(([k, v]) => `${k} ${v}`).join(', '),
      ].join(' | '),
    )
  }
}
