// The coach's receiving set-up (ai/classic/setupPlan.ts): the preset offence's squares, the strongest on the line,
// the surest hands on the deepest squares where the kick comes down; a legal set-up every time, reached by legal
// steps; kicking, and the Beginner, keep the preset.
import { describe, expect, it } from 'vitest'
import type { Action, Side } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { FORMATIONS } from '@shared/rules/classic/formations'
import { ROSTERS } from '@shared/rules/classic/data/rosters'
import { P_AG, P_ST, P_X, P_Y, scrimmageColumn, TEAM_SIZE } from '@shared/rules/classic/layout'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import { createClassic } from '@shared/rules/classic/ruleset'
import { team } from '../../classic/fixtures'
import { aiRng } from './helpers'

type Who = 'coach' | 'beginner'

/** Plays the game on to the kick with `who` answering both sides; returns the state and the actions taken. */
function toKick(s: ClassicState, who: Who): Action[] {
  const answer = who === 'coach' ? classicAi.coach! : classicAi.beginner
  const rng = aiRng(1)
  const taken: Action[] = []
  for (let n = 0; n < 200; n++) {
    const decision = classicRuleset.decision(s)
    if (decision.kind === 'kick' || decision.side === null) return taken
    const legal = classicRuleset.legalActions(s)
    const a = answer({ ruleset: classicRuleset, state: s, side: decision.side as Side, decision, legal, rng })
    expect(legal).toContainEqual(a)
    taken.push(a)
    const r = classicRuleset.apply(s, a)
    if (!r.ok) expect.fail(`${JSON.stringify(a)} refused: ${r.reason}`)
  }
  expect.fail('no kick within 200 decisions')
}

/** The receiving side's players on the pitch, by square. */
function placed(s: ClassicState, side: number): Map<string, number> {
  const w = s.m.w
  const out = new Map<string, number>()
  for (let p = side * TEAM_SIZE; p < (side + 1) * TEAM_SIZE; p++)
    if (w[P_X + p] >= 0) out.set(`${w[P_X + p]},${w[P_Y + p]}`, p)
  return out
}

/** The squares of preset `formation` for `side`, in the preset's order. */
function presetSquares(formation: number, side: number): string[] {
  const line = scrimmageColumn(side)
  const dir = side === 0 ? -1 : 1
  return FORMATIONS[formation].slots.map(([d, y]) => `${line + dir * d},${y}`)
}

const OFFENCE = FORMATIONS.findIndex((f) => f.id === 'offence')
const DEFENCE = FORMATIONS.findIndex((f) => f.id === 'defence')

describe('Classic coach: the receiving set-up', () => {
  // Dwarfs receive: their blitzers and runners (AG 3) have the surest hands, the longbeards and linemen (AG 2) not;
  // the preset, strongest first, put AG 2 dwarfs on the deepest squares.
  const game = () =>
    createClassic({ ruleset: 'classic', seed: 3, teams: [team('orc', 12), team('dwarf', 12)] })

  it('stands on the preset offence’s squares, the strongest on the line and the surest hands deepest', () => {
    const s = game()
    toKick(s, 'coach')
    const w = s.m.w
    // Which side received: the one standing on the offence's squares.
    const side = [0, 1].find((sd) => {
      const at = placed(s, sd)
      return presetSquares(OFFENCE, sd).every((q) => at.has(q))
    })
    expect(side).toBeDefined()
    const at = placed(s, side!)
    const squares = presetSquares(OFFENCE, side!)
    expect([...at.keys()].sort()).toEqual([...squares].sort())
    const team = [...at.values()]
    const ag = (p: number) => w[P_AG + p]
    const st = (p: number) => w[P_ST + p]
    // The line: the three strongest.
    const line = squares.slice(0, 3).map((q) => at.get(q)!)
    const strongest = [...team].sort((a, b) => st(b) - st(a))[2]
    for (const p of line) expect(st(p)).toBeGreaterThanOrEqual(st(strongest))
    // The deepest square and the two behind the wide line: the best hands of the rest.
    const deep = squares.slice(8).map((q) => at.get(q)!)
    const restAg = team.filter((p) => !line.includes(p)).map(ag)
    const topAg = [...restAg].sort((a, b) => b - a).slice(0, 3)
    expect(deep.map(ag).sort((a, b) => b - a)).toEqual(topAg)
    // ...which is not what the preset (strongest first) would have put there.
    const t = game()
    toKick(t, 'beginner')
    const beginner = placed(t, side!)
    const presetDeep = squares.slice(8).map((q) => beginner.get(q)!)
    expect(presetDeep.map((p) => t.m.w[P_AG + p]).sort((a, b) => b - a)).not.toEqual(topAg)
  })

  it('sets up legally for every roster, receiving and kicking, with 11 to 16 players', () => {
    const rosters = Object.keys(ROSTERS)
    for (let i = 0; i < rosters.length; i++) {
      const s = createClassic({
        ruleset: 'classic',
        seed: 10 + i,
        teams: [team(rosters[i], 11 + (i % 6)), team(rosters[(i + 3) % rosters.length], 16 - (i % 6))],
      })
      toKick(s, 'coach')
      expect(classicRuleset.decision(s).kind).toBe('kick')
      for (const side of [0, 1]) expect(placed(s, side).size).toBe(11)
    }
  })

  it('kicking, the coach sets up the preset defence as before', () => {
    const s = game()
    toKick(s, 'coach')
    const side = [0, 1].find((sd) => presetSquares(DEFENCE, sd).every((q) => placed(s, sd).has(q)))
    expect(side).toBeDefined()
  })
})
