// Every Cross Check scenario file under scenarios/** must pass (docs/scenario-format-crosscheck.md), and the rules
// that a position alone cannot show are shown directly below.
import { crossCheckRuleset, forceCrossCheckDice, starPlayerPoints } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h } from '@shared/rules/crosscheck/scenario'
import { runCrossCheckScenario } from '@shared/rules/crosscheck/scenarioJson'
import { G_ACTIVE, G_CARRIER, G_PUCK_X, G_PUCK_Y, P_SPP4, P_X } from '@shared/rules/crosscheck/layout'
import { scenarioFiles, scenarioNamed } from './scenarioFiles'

const FILES = scenarioFiles()

describe('Cross Check scenarios (forced dice)', () => {
  it.each(FILES.map((f) => [`${f.rel}: ${f.json.name}`, f.json] as const))('%s', (_name, json) => {
    expect(runCrossCheckScenario(json).failures).toEqual([])
  })

  it('holds every scenario converted from the TypeScript lists, each with its forced dice all used', () => {
    // The 122 scenarios of tests/shared/crosscheck/scenarios/*.ts (issue 21), group by group; files only add.
    const want: Record<string, number> = {
      'big-guys': 7,
      'chain-push': 5,
      'check-skills': 2,
      checking: 7,
      fights: 4,
      'hold-skills': 5,
      'ice-skills': 32,
      passing: 10,
      penalties: 7,
      puck: 16,
      'seed-readings': 6,
      'seed-rules': 11,
      'sure-hands': 3,
      skating: 7,
    }
    const got: Record<string, number> = {}
    for (const f of FILES) got[f.group] = (got[f.group] ?? 0) + 1
    for (const [group, n] of Object.entries(want)) expect(got[group] ?? 0, group).toBeGreaterThanOrEqual(n)
    const converted = FILES.filter((f) => f.group in want)
    expect(converted.filter((f) => f.json.expect?.diceLeft === 0).length).toBeGreaterThanOrEqual(122)
    // Their checks as the TypeScript runner counted them: each coordinate, state, puck field, score, decision,
    // active side and event named, and "every forced die used" (diceLeft 0) — 623 then, never fewer.
    const checks = (e: NonNullable<(typeof FILES)[number]['json']['expect']>): number => {
      let n = e.diceLeft === 0 ? 1 : 0
      for (const p of Object.values(e.players ?? {}))
        n += (p.at ? 2 : 0) + (p.x !== undefined ? 1 : 0) + (p.y !== undefined ? 1 : 0) + (p.state ? 1 : 0)
      n += (e.puck?.at ? 2 : 0) + (e.puck?.carrier !== undefined ? 1 : 0)
      n += (e.score ? 1 : 0) + (e.decision ? 1 : 0) + (e.active !== undefined ? 1 : 0)
      return n + (e.events?.length ?? 0) + (e.noEvents?.length ?? 0)
    }
    expect(converted.reduce((n, f) => n + checks(f.json.expect ?? {}), 0)).toBeGreaterThanOrEqual(623)
  })
})

describe('Cross Check rules shown directly', () => {
  it('a carrier may not step where the puck would leave the ice (cc-interp: puck-on-ice)', () => {
    const s = arrange({
      name: 'boards',
      source: 'cc-interp: puck-on-ice',
      active: 0,
      players: [{ id: h(0), x: 10, y: 1 }],
      puck: { x: 10, y: 0, carrier: h(0) },
      dice: [],
      actions: [],
      expect: {},
    })
    crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
    const steps = crossCheckRuleset.legalActions(s).filter((x) => x.type === 'step')
    expect(steps.some((x) => x.y === 0)).toBe(false)
    expect(crossCheckRuleset.apply(s, { type: 'step', x: 10, y: 0 }).ok).toBe(false)
  })

  it("a Stand Firm player's square is never offered as a chain push (003: Stand Firm; cc-interp: chain-push)", () => {
    const s = arrange({
      name: 'stand firm wall',
      source: 'cc-interp: chain-push',
      rosters: ['human', 'necromantic'],
      active: 0,
      // The golem a(3) (Stand Firm) straight behind the target; the other two squares taken by a(1) and a(2).
      players: [
        { id: h(0), x: 10, y: 7 },
        { id: h(1), x: 5, y: 3 },
        { id: a(0), x: 11, y: 7 },
        { id: a(3), x: 12, y: 7 },
        { id: a(1), x: 12, y: 6 },
        { id: a(2), x: 12, y: 8 },
      ],
      puck: { x: 11, y: 6 },
      dice: [3],
      actions: [],
      expect: {},
    })
    crossCheckRuleset.apply(s, { type: 'skate', player: h(0) })
    crossCheckRuleset.apply(s, { type: 'check', player: a(0) })
    const squares = crossCheckRuleset.legalActions(s).map((x) => x.square)
    expect(squares).toEqual([1, 2])
  })

  it('Frenzy: staying is not offered after the first check (003: Frenzy — must follow up)', () => {
    const s = arrange({
      name: 'frenzy',
      source: '003: Frenzy',
      rosters: ['necromantic', 'human'],
      active: 0,
      players: [
        { id: h(4), x: 10, y: 7 },
        { id: a(0), x: 11, y: 7 },
      ],
      puck: { x: 12, y: 6 },
      dice: [3],
      actions: [],
      expect: {},
    })
    crossCheckRuleset.apply(s, { type: 'skate', player: h(4) })
    crossCheckRuleset.apply(s, { type: 'check', player: a(0) })
    crossCheckRuleset.apply(s, { type: 'push', square: 0 })
    expect(crossCheckRuleset.legalActions(s).map((x) => x.type)).toEqual(['follow'])
  })

  it('a failed take may not be tried again in the same move (cc-interp: take-roll)', () => {
    const { state } = runCrossCheckScenario(scenarioNamed('a failed take leaves the puck loose'))
    expect(crossCheckRuleset.legalActions(state).some((x) => x.type === 'take')).toBe(false)
  })

  it('face-off: D6 + AG each, ties re-rolled; the winner takes the puck in front of him and the first turn', () => {
    // Both centres AG 3: 3 v 3 tie, re-rolled 2 v 5: the away centre wins. The face-off runs inside the last pick.
    const t = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 5,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    expect(crossCheckRuleset.decision(t)).toEqual({ side: 0, kind: 'goalie' })
    // Each coach puts a goalie in, then lines up five skaters: 11 answers before the last pick.
    const next = () =>
      crossCheckRuleset.legalActions(t).find((x) => x.type === 'line' || x.type === 'goalie')!
    for (let i = 0; i < 11; i++) crossCheckRuleset.apply(t, next())
    forceCrossCheckDice(t, [3, 3, 2, 5])
    const r = crossCheckRuleset.apply(t, next())
    expect(r.ok && r.events.filter((e) => e.type === 'face-off').length).toBe(2)
    expect(t.m.w[G_ACTIVE]).toBe(1)
    const centre = t.m.w[G_CARRIER]
    expect(centre).toBeGreaterThanOrEqual(16)
    expect(t.m.w[G_PUCK_X]).toBe(t.m.w[P_X + centre] - 1)
    expect(t.m.w[G_PUCK_Y]).toBe(7)
    expect(crossCheckRuleset.decision(t)).toEqual({ side: 1, kind: 'turn' })
  })

  it('endurance before a puck drop: a skater rolling 1-3 may not be lined up, the goalie never rolls', () => {
    const s = arrange({
      name: 'endurance',
      source: '000: Endurance',
      options: { periodTurns: 1 },
      active: 0,
      players: [
        { id: h(0), x: 10, y: 7 },
        { id: h(12), x: 1, y: 7 },
        { id: h(1), x: 8, y: 3 },
      ],
      puck: { x: 20, y: 2 },
      dice: [2, 4],
      actions: [],
      expect: {},
    })
    const r = crossCheckRuleset.apply(s, { type: 'end-turn' })
    expect(r.ok).toBe(true)
    const rolls = r.ok ? r.events.filter((e) => e.type === 'roll' && e.purpose === 'endurance') : []
    expect(rolls.map((e) => e.player)).toEqual([h(0), h(1)])
    expect(crossCheckRuleset.decision(s)).toEqual({ side: 0, kind: 'goalie' })
    expect(crossCheckRuleset.apply(s, { type: 'goalie', player: h(12) }).ok).toBe(true)
    expect(crossCheckRuleset.decision(s)).toEqual({ side: 0, kind: 'line-up' })
    const lineable = crossCheckRuleset.legalActions(s).map((x) => x.player)
    expect(lineable).not.toContain(h(0))
    expect(lineable).toContain(h(1))
  })

  it('rejects unknown, malformed and illegal actions without changing anything', () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 3,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    const before = Array.from(s.m.w)
    expect(crossCheckRuleset.apply(s, { type: 'fly' })).toMatchObject({ ok: false, code: 'action/unknown' })
    expect(crossCheckRuleset.apply(s, { type: 'line' })).toMatchObject({
      ok: false,
      code: 'action/malformed',
    })
    expect(crossCheckRuleset.apply(s, { type: 'line', player: 20 })).toMatchObject({
      ok: false,
      code: 'action/illegal',
    })
    expect(Array.from(s.m.w)).toEqual(before)
  })
})

describe('Cross Check star player points (000: Star Player Points)', () => {
  it('a goal gives the last toucher 3 and a team-mate who had the puck this turn 1 (assist)', () => {
    const { state, failures } = runCrossCheckScenario({
      name: 'goal and assist',
      source: '000: Star Player Points',
      game: 'crosscheck',
      players: { h0: { at: [21, 6] }, h1: { at: [19, 7] } },
      puck: { at: [20, 7], carrier: 'h1' },
      dice: [4, 6, 4, 4],
      actions: [
        { type: 'skate', player: 'h1' },
        { type: 'drop-pass' },
        { type: 'stop' },
        { type: 'skate', player: 'h0' },
        { type: 'take' },
        { type: 'shoot', x: 25, y: 7 },
      ],
      expect: { score: [1, 0], players: { h0: { spp4: 12 }, h1: { spp4: 4 } }, diceLeft: 0 },
    })
    expect(failures).toEqual([])
    expect(starPlayerPoints(state, h(0))).toBe(3)
    expect(starPlayerPoints(state, h(1))).toBe(1)
  })

  it("a fight's casualty counts for the winner: 2 points (000: Casualty = 2, as in Blood Bowl)", () => {
    const { state, failures } = runCrossCheckScenario(
      scenarioNamed('a fight lost by its starter with a casualty'),
    )
    expect(failures).toEqual([])
    expect(state.m.w[P_SPP4 + a(0)]).toBe(8)
    expect(starPlayerPoints(state, a(0))).toBe(2)
    expect(starPlayerPoints(state, h(0))).toBe(0)
  })

  it('a save is half a point (kept in quarters, rounded down when read); penalty turns a quarter each', () => {
    const save = runCrossCheckScenario(scenarioNamed('the Dwarf goalie'))
    expect(save.state.m.w[P_SPP4 + 28]).toBe(2)
    expect(starPlayerPoints(save.state, 28)).toBe(0)
    const fight = runCrossCheckScenario(scenarioNamed('a tie leaves both standing'))
    expect(fight.state.m.w[P_SPP4 + h(0)]).toBe(5)
    expect(starPlayerPoints(fight.state, h(0))).toBe(1)
  })
})
