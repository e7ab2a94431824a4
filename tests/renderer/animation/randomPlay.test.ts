// Every plan ends on the next view, whatever the events: long random games of each ruleset (kick-offs, setups,
// touchdowns, injuries, half-times), planned action by action and also in runs of several actions at once.
import { pickRandomAction } from '@shared/ai/random'
import type { Action, EngineEvent, GameView, Ruleset } from '@shared/engine/api'
import { planAnimation } from '@renderer/scene/animation/plan'
import { buildScenario } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { endProblems } from './endState'

function rng(seed: number) {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n: number) => Math.floor(next() * n) }
}

function check<S>(
  ruleset: Ruleset<S>,
  s: S,
  actions: number,
  batch: number,
): { plans: number; types: Set<string> } {
  const r = rng(11)
  const types = new Set<string>()
  let plans = 0
  let prev: GameView = ruleset.view(s)
  let events: EngineEvent[] = []
  for (let i = 0; i < actions && ruleset.decision(s).side !== null; i++) {
    const res = ruleset.apply(s, pickRandomAction(ruleset.legalActions(s), r) as Action)
    if (!res.ok) throw new Error(res.reason)
    events.push(...res.events)
    if ((i + 1) % batch !== 0) continue
    const next = ruleset.view(s)
    const plan = planAnimation(prev, events, next, { speed: 1, skip: false })
    const problems = endProblems(plan, next)
    if (problems.length)
      throw new Error(`after ${events.map((e) => e.type).join(', ')}: ${problems.join('; ')}`)
    // Each piece and ball does one thing at a time, in time order (the sampler relies on it).
    for (const segs of [...plan.pieces.values(), ...plan.balls])
      for (let k = 1; k < segs.length; k++)
        expect(segs[k].start).toBeGreaterThanOrEqual(segs[k - 1].start + segs[k - 1].duration - 1e-9)
    expect(Number.isFinite(plan.duration)).toBe(true)
    for (const e of events) types.add(e.type)
    plans++
    prev = next
    events = []
  }
  return { plans, types }
}

const eleven = (p: string) =>
  ['blitzer', 'blitzer', 'thrower', ...Array(8).fill('lineman')].map((position, i) => ({
    id: `${p}${i}`,
    position,
  }))

describe('every plan ends on the next view (random games)', () => {
  for (const batch of [1, 7]) {
    it(`Classic, ${batch === 1 ? 'action by action' : 'seven actions at a time'}`, () => {
      const { s } = buildScenario({
        name: 'random',
        game: 'classic',
        phase: 'start',
        seed: 5,
        teams: {
          home: { roster: 'human', players: eleven('h') },
          away: { roster: 'orc', players: eleven('o') },
        },
      })
      const { plans, types } = check(classicRuleset as unknown as Ruleset<typeof s>, s, 1500, batch)
      expect(plans).toBeGreaterThan(batch === 1 ? 100 : 30)
      for (const t of ['move', 'kick', 'bounce', 'knocked-down']) expect(types).toContain(t)
    })

    it(`Blitz Bowl, ${batch === 1 ? 'action by action' : 'seven actions at a time'}`, () => {
      const s = blitzRuleset.create({
        ruleset: 'blitz',
        seed: 5,
        teams: [{ teamId: 'orc' }, { teamId: 'dwarf' }],
      })
      const { plans, types } = check(blitzRuleset, s, 1500, batch)
      expect(plans).toBeGreaterThan(batch === 1 ? 100 : 30)
      for (const t of ['move', 'place']) expect(types).toContain(t)
    })

    it(`Cross Check, ${batch === 1 ? 'action by action' : 'seven actions at a time'}`, () => {
      const s = crossCheckRuleset.create({
        ruleset: 'crosscheck',
        seed: 5,
        teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
      })
      const { plans, types } = check(crossCheckRuleset, s, 1500, batch)
      expect(plans).toBeGreaterThan(batch === 1 ? 100 : 30)
      for (const t of ['step', 'roll']) expect(types).toContain(t)
    })
  }
})
