// Both Classic policies play a position mirrored end for end (the sides swapped, x -> 25 - x) the mirrored way:
// which end a team attacks must not change how the AI plays. Scanned the board's way, ties between equal squares
// fell towards the home side's end zone for both sides, and the Beginner won 422 home games to 328 away over 1,000
// (ai/classic/look.ts scanBox). Positions: every team turn's start of seeded Beginner v Beginner games; each is
// built twice from a scenario, as it is and mirrored, with the same seed, and the policy plays the whole turn in
// both. Their decisions must agree (mirrored) for as long as the two boards do: a scatter or bounce uses the same
// die in both games but goes the unmirrored way, so the boards may part — after that nothing is compared.
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { Scenario } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import {
  BALL_CARRIED,
  BALL_GROUND,
  G_BALL_STATE,
  G_BALL_X,
  G_BALL_Y,
  G_CARRIER,
  G_HALF,
  G_RR0,
  G_SCORE0,
  G_TURN0,
  P_AG,
  P_AV,
  P_MA,
  P_ST,
  P_STATE,
  P_X,
  P_Y,
  S_PRONE,
  S_STANDING,
  S_STUNNED,
  TEAM_SIZE,
  WIDTH,
} from '@shared/rules/classic/layout'
import { playSelfGame, policyChooser } from '@shared/ai/selfPlay'
import { decide, position, type Policy } from './helpers'
import { engineTeams } from '../../../../src-main/host/engineSources'

const GAMES = 4

const flip = (x: number, mirror: boolean): number => (mirror ? WIDTH - 1 - x : x)

/** A player's name that survives the mirror: his number and whether his side is the one to move. */
function nameOf(s: ClassicState, p: number): string {
  const active = classicRuleset.decision(s).side as number
  return `p${p % TEAM_SIZE}${Math.floor(p / TEAM_SIZE) === active ? 'A' : 'B'}`
}

/** The position at a team turn's start as a scenario, mirrored end for end when asked. */
function scenarioOf(s: ClassicState, mirror: boolean): Scenario {
  const w = s.m.w
  const team = (side: number): Scenario['teams']['home'] => {
    const players: Scenario['teams']['home']['players'] = []
    for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) {
      const meta = s.meta.players[p]
      const st = w[P_STATE + p]
      if (!meta || w[P_X + p] < 0 || (st !== S_STANDING && st !== S_PRONE && st !== S_STUNNED)) continue
      players.push({
        id: nameOf(s, p),
        position: meta.positionId,
        at: [flip(w[P_X + p], mirror), w[P_Y + p]],
        state: st === S_STANDING ? 'standing' : st === S_PRONE ? 'prone' : 'stunned',
        ma: w[P_MA + p],
        st: w[P_ST + p],
        ag: w[P_AG + p],
        av: w[P_AV + p],
        skills: [...meta.skills],
      })
    }
    return { roster: s.meta.teams[side].rosterId, rerolls: w[G_RR0 + side], players }
  }
  const active = classicRuleset.decision(s).side as number
  const [home, away] = mirror ? [1, 0] : [0, 1]
  const state = w[G_BALL_STATE]
  const ball =
    state === BALL_CARRIED
      ? { carrier: nameOf(s, w[G_CARRIER]) }
      : state === BALL_GROUND
        ? { at: [flip(w[G_BALL_X], mirror), w[G_BALL_Y]] as [number, number] }
        : null
  return {
    name: mirror ? 'mirrored' : 'as played',
    game: 'classic',
    seed: 77,
    teams: { home: team(home), away: team(away) },
    ball,
    turn: {
      half: w[G_HALF],
      active: (mirror ? 1 - active : active) === 0 ? 'home' : 'away',
      turns: [w[G_TURN0 + home], w[G_TURN0 + away]],
      score: [w[G_SCORE0 + home], w[G_SCORE0 + away]],
    },
  }
}

/** An action with player names and squares put back in the unmirrored frame. */
function actionText(s: ClassicState, a: Action, mirror: boolean): string {
  const o: Record<string, unknown> = { ...a }
  for (const k of ['player', 'target']) if (typeof o[k] === 'number') o[k] = nameOf(s, o[k] as number)
  if (typeof o.x === 'number' && o.type !== 'declare') o.x = flip(o.x as number, mirror)
  return JSON.stringify(o)
}

/** Where everyone and the ball are, in the unmirrored frame (the side to move first). */
function boardText(s: ClassicState, mirror: boolean): string {
  const w = s.m.w
  const active = classicRuleset.decision(s).side as number
  const out: string[] = []
  for (const side of [active, 1 - active])
    for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++) {
      const x = w[P_X + p]
      out.push(`${x < 0 ? x : flip(x, mirror)},${w[P_Y + p]},${w[P_STATE + p]}`)
    }
  out.push(`ball ${w[G_BALL_STATE]} ${flip(w[G_BALL_X], mirror)},${w[G_BALL_Y]}`)
  return out.join(' ')
}

/** The policy's whole team turn from a scenario: each decision's board and answer. */
function turnOf(sc: Scenario, mirror: boolean, policy: Policy): { board: string; action: string }[] {
  const { s } = position(sc)
  const side = classicRuleset.decision(s).side
  const out: { board: string; action: string }[] = []
  for (let n = 0; n < 400; n++) {
    const d = classicRuleset.decision(s)
    if (d.side !== side) break
    const a = decide(s, n + 1, policy)
    out.push({ board: `${d.kind} ${boardText(s, mirror)}`, action: actionText(s, a, mirror) })
    const r = classicRuleset.apply(s, a)
    if (!r.ok) throw new Error(`${policy} chose an illegal action: ${r.reason}`)
  }
  return out
}

/** Scenarios of every team turn's start in seeded Beginner v Beginner games. */
function turnStarts(): Scenario[] {
  const out: Scenario[] = []
  for (let seed = 1; seed <= GAMES; seed++) {
    let last = ''
    playSelfGame({
      ruleset: 'classic',
      seed,
      teams: engineTeams,
      players: [policyChooser('beginner'), policyChooser('beginner')],
      maxActions: 6000,
      hooks: {
        before: (ctx) => {
          const s = ctx.state as ClassicState
          const w = s.m.w
          const key = `${w[G_HALF]}/${w[G_TURN0]}/${w[G_TURN0 + 1]}`
          if (ctx.decision.kind !== 'turn' || key === last) return
          last = key
          out.push(scenarioOf(s, false))
        },
      },
    })
  }
  return out
}

describe('Classic AI: a mirrored position is played the mirrored way', () => {
  const starts = turnStarts()

  it.each(['beginner', 'coach'] as const)('%s', (policy) => {
    let compared = 0
    let turns = 0
    const parted: string[] = []
    for (const sc of starts) {
      const mirrored = scenarioOf(position(sc).s, true)
      const a = turnOf(sc, false, policy)
      const b = turnOf(mirrored, true, policy)
      turns++
      for (let i = 0; i < Math.min(a.length, b.length) && a[i].board === b[i].board; i++) {
        compared++
        if (a[i].action !== b[i].action && parted.length < 5)
          parted.push(`turn ${turns}, decision ${i}: ${a[i].action} as played, ${b[i].action} mirrored`)
      }
    }
    expect(parted).toEqual([])
    // Enough compared to mean something: whole turns, not only their first decisions.
    expect(turns).toBeGreaterThan(100)
    expect(compared).toBeGreaterThan(turns * 10)
  })
})
