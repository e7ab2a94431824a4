// Seed 000 rules and skills shown by direct assertions where a scenario's checks are not enough: Side Step's push
// choice, Bone-head's lost stick zone, sudden-death overtime, the box cleared after a goal, casualty SPP, the goal
// mouth as a wall, and the side panels of the view.

import { set } from '@shared/engine/memory'
import { decode, encode } from '@shared/rules/crosscheck/actions'
import { inStickZone } from '@shared/rules/crosscheck/geometry'
import {
  G_PERIOD,
  G_SCORE,
  P_RELEASE,
  P_STATE,
  P_X,
  P_Y,
  PS_BENCH,
  PS_BOX,
  PS_CAS,
  PS_KO,
} from '@shared/rules/crosscheck/layout'
import { crossCheckRuleset as R, starPlayerPoints } from '@shared/rules/crosscheck/ruleset'
import { a, arrange, h, runScenario, type Scenario } from '@shared/rules/crosscheck/scenario'
import { scenarioNamed } from './scenarioFiles'
import { runCrossCheckScenario } from '@shared/rules/crosscheck/scenarioJson'
import {
  at,
  CARRIER,
  check,
  chooseDie,
  END_TURN,
  FAR_AWAY,
  faceToFace,
  NEAR_PUCK,
  push,
  scenario,
  shoot,
  SHOOTER,
  skate,
  STAY,
} from './scenarios/setups'

function play(sc: Scenario) {
  const s = arrange(sc)
  for (const act of sc.actions) {
    const r = R.apply(s, act)
    if (!r.ok) throw new Error(r.reason)
  }
  return s
}

describe('Cross Check skills shown directly', () => {
  it("Side Step: the snotling's own coach picks any empty square beside him, not just the three", () => {
    const sc = scenario({
      name: 'side step',
      source: '003: Side Step',
      rosters: ['human', 'ogre'],
      players: [...faceToFace(h(0), a(0)), at(h(1), 5, 3)],
      puck: NEAR_PUCK,
      dice: [3, 3, 3],
      actions: [skate(h(0)), check(a(0)), chooseDie(0)],
    })
    const s = play(sc)
    expect(R.decision(s)).toMatchObject({ side: 1, kind: 'push', player: a(0) })
    const choices = R.legalActions(s)
    expect(choices).toHaveLength(7) // eight squares around him, less the checker's
    const landed = choices.map((c) => {
      const t = play(sc)
      expect(R.apply(t, c).ok).toBe(true)
      return `${t.m.w[P_X + a(0)]},${t.m.w[P_Y + a(0)]}`
    })
    expect(landed).toContain('10,6') // beside the checker: never one of the three push squares
    expect(new Set(landed).size).toBe(7)
  })

  it('Side Step boxed in: the usual three, and a chain push into the third lands him there (the list he chose from)', () => {
    // Every square round the snotling taken: his coach has the usual three push squares. After the chain push
    // frees the chosen one, the push must still go to that square — it once re-read his list of empty squares,
    // now one long, and failed on the third choice.
    const sc = scenario({
      name: 'side step boxed in',
      source: '003: Side Step; cc-interp: chain-push',
      rosters: ['human', 'ogre'],
      players: [
        ...faceToFace(h(0), a(0)),
        at(h(1), 10, 6),
        at(h(2), 10, 8),
        at(h(3), 11, 6),
        at(h(4), 11, 8),
        at(a(1), 12, 6),
        at(a(2), 12, 7),
        at(a(3), 12, 8),
      ],
      puck: NEAR_PUCK,
      dice: [3, 3, 3],
      actions: [skate(h(0)), check(a(0)), chooseDie(0)],
    })
    const s = play(sc)
    expect(R.decision(s)).toMatchObject({ side: 1, kind: 'push', player: a(0) })
    expect(R.legalActions(s)).toHaveLength(3)
    const third = R.legalActions(s)[2]
    expect(R.apply(s, third).ok).toBe(true)
    for (let i = 0; i < 4 && R.decision(s).kind === 'push'; i++)
      expect(R.apply(s, R.legalActions(s)[0]).ok).toBe(true)
    expect(`${s.m.w[P_X + a(0)]},${s.m.w[P_Y + a(0)]}`).toBe('12,8')
    expect(`${s.m.w[P_X + a(3)]},${s.m.w[P_Y + a(3)]}`).not.toBe('12,8')
  })

  it('Bone-head: after a failed roll he has no stick zone until he passes one', () => {
    const sc = scenario({
      name: 'bone-head',
      source: 'LRB6 Bone-head',
      skills: { [h(0)]: ['bone-head'] },
      players: [at(h(0), 10, 7), at(h(1), 5, 3), FAR_AWAY],
      dice: [1],
      actions: [skate(h(0))],
    })
    const s = play(sc)
    expect(inStickZone(s, h(0), 11, 7)).toBe(false)
    expect(inStickZone(s, h(1), 6, 3)).toBe(true)
  })
})

describe('Cross Check seed rules shown directly', () => {
  it('overtime: a goal in the sudden-death period ends the game at once', () => {
    const s = arrange(
      scenario({
        name: 'ot',
        source: 'cc-interp: overtime',
        options: { periodTurns: 20, periods: 1, overtime: 1 },
        ...SHOOTER,
        dice: [5],
      }),
    )
    set(s.m, G_PERIOD, 2)
    expect(R.apply(s, skate(h(0))).ok).toBe(true)
    const r = R.apply(s, shoot())
    expect(r.ok && r.events.map((e) => e.type)).toContain('game-over')
    expect(R.decision(s).kind).toBe('game-over')
    expect(R.view(s).score).toEqual([1, 0])
  })

  it('overtime is only played from a tie: 1-0 after the last period ends the game', () => {
    const s = arrange(
      scenario({
        name: 'no ot',
        source: 'cc-interp: overtime',
        options: { periodTurns: 1, periods: 1, overtime: 1 },
        players: [at(h(0), 10, 7), FAR_AWAY],
      }),
    )
    set(s.m, G_SCORE, 1)
    expect(R.apply(s, END_TURN).ok).toBe(true)
    expect(R.decision(s).kind).toBe('game-over')
  })

  it("after a goal the team scored upon moves its penalised players to the bench, without endurance; the scorers' stay boxed", () => {
    const s = arrange(
      scenario({ name: 'goal', source: '000: Penalties (after a goal)', ...SHOOTER, dice: [5, 4] }),
    )
    for (const p of [a(5), h(6)]) {
      set(s.m, P_STATE + p, PS_BOX)
      set(s.m, P_RELEASE + p, 9)
    }
    R.apply(s, skate(h(0)))
    const r = R.apply(s, shoot())
    expect(r.ok).toBe(true)
    expect(s.m.w[P_STATE + a(5)]).toBe(PS_BENCH)
    expect(s.m.w[P_STATE + h(6)]).toBe(PS_BOX)
    const rolled = r.ok ? r.events.filter((e) => e.purpose === 'endurance').map((e) => e.player) : []
    expect(rolled).toEqual([h(0)])
  })

  it('a casualty caused by a check gives the checker 2 SPP (armour 6+6 > 9, injury 5+5: casualty)', () => {
    const { state, failures } = runScenario(
      scenario({
        name: 'casualty',
        source: '000: Star Player Points (Casualty = 2)',
        players: [...faceToFace(h(0), a(0)), at(h(1), 5, 3)],
        puck: NEAR_PUCK,
        dice: [6, 6, 6, 5, 5],
        actions: [skate(h(0)), check(a(0)), push(0), STAY],
      }),
    )
    expect(failures).toEqual([])
    expect(state.m.w[P_STATE + a(0)]).toBe(PS_CAS)
    expect(starPlayerPoints(state, h(0))).toBe(2)
  })

  it('the mouth of the goal is a wall: a skater in the crease may not step into it', () => {
    const s = play(
      scenario({
        name: 'goal',
        source: '000: the Goal',
        players: [at(h(0), 24, 7), FAR_AWAY],
        actions: [skate(h(0))],
      }),
    )
    const steps = R.legalActions(s).filter((x) => x.type === 'step')
    expect(steps.length).toBeGreaterThan(0)
    expect(steps.some((x) => x.x === 25)).toBe(false)
  })
})

describe('Cross Check side panels (GameView.crosscheck)', () => {
  it('before the first line-up: everyone on the bench, the goalies flagged, the time track at 0 of 20', () => {
    const s = R.create({
      ruleset: 'crosscheck',
      seed: 1,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    const v = R.view(s).crosscheck!
    expect(v.bench[0]).toHaveLength(14)
    expect(v.bench[1].filter((b) => b.goalie)).toHaveLength(2)
    expect(v.bench[0].every((b) => b.state === 'ready')).toBe(true)
    expect(v.time).toEqual({ period: 1, periods: 3, turnInPeriod: 0, turnsPerPeriod: 20 })
    expect(v.puck).toBeNull()
    expect(v.players).toHaveLength(28)
    expect(v.players.find((p) => p.id === h(12))).toEqual({ id: h(12), spp: 0, goalie: true })
  })

  it('the penalty box with turns left, the puck to the east of its carrier, KO and tired players', () => {
    const boxed = runCrossCheckScenario(scenarioNamed('interference: in the opposing crease')).state // 2 turns
    expect(R.view(boxed).crosscheck!.penaltyBox).toEqual([{ id: h(0), side: 0, turnsLeft: 2 }])
    const carrying = arrange(scenario({ name: 'c', source: 'rulings.md: Stick Zone', ...CARRIER }))
    expect(R.view(carrying).crosscheck!.puck).toEqual({ carrier: h(0), dir: 4, dx: 1, dy: 0 })
    set(carrying.m, P_STATE + h(5), PS_KO)
    expect(R.view(carrying).crosscheck!.bench[0].find((b) => b.id === h(5))!.state).toBe('ko')
    const tired = play(
      scenario({
        name: 'tired',
        source: '000: Endurance',
        options: { periodTurns: 1 },
        players: [at(h(0), 10, 7), at(h(1), 8, 3)],
        dice: [2, 4],
        actions: [END_TURN],
      }),
    )
    const bench = R.view(tired).crosscheck!.bench[0]
    expect(bench.find((b) => b.id === h(0))!.state).toBe('reserve-box')
    expect(bench.find((b) => b.id === h(1))!.state).toBe('ready')
  })
})

describe('Cross Check: No Hands (LRB6) on the ice', () => {
  it('a deathroller beside a loose puck may not take it (he cannot hold a stick)', () => {
    const s = play(
      scenario({
        name: 'no hands',
        source: 'LRB6 No Hands; cc-interp: skills',
        rosters: ['dwarf', 'human'],
        players: [at(h(4), 10, 7), FAR_AWAY],
        puck: { x: 11, y: 7 },
        actions: [skate(h(4))],
      }),
    )
    expect(R.legalActions(s).some((x) => x.type === 'take')).toBe(false)
    expect(R.apply(s, { type: 'take' }).ok).toBe(false)
  })
})

describe('Cross Check action codec: the re-roll and Juggernaut answers', () => {
  it('round-trips reroll {source}, no-reroll and use-skill {use}, and refuses bad fields', () => {
    for (const act of [
      { type: 'reroll', source: 'skill' },
      { type: 'reroll', source: 'pro' },
      { type: 'no-reroll' },
      { type: 'use-skill', use: true },
      { type: 'use-skill', use: false },
    ])
      expect(decode(encode(act)!)).toEqual(act)
    expect(encode({ type: 'reroll', source: 'team' })).toBeNull()
    expect(encode({ type: 'reroll', source: 1 })).toBeNull()
    expect(encode({ type: 'use-skill', use: 1 })).toBeNull()
  })

  it("a Dodge re-roll is not offered when the holder has Tackle, and Pro is (the mover's coach decides)", () => {
    const s = arrange({
      name: 'dodge v tackle, pro',
      source: '003: Tackle, Pro; cc-interp: skills',
      rosters: ['human', 'dwarf'],
      active: 0,
      skills: { [h(2)]: ['dodge', 'pro'] },
      players: [
        { id: h(2), x: 10, y: 7 },
        { id: a(0), x: 11, y: 8 },
      ],
      puck: { x: 20, y: 2 },
      dice: [2],
      actions: [],
      expect: {},
    })
    R.apply(s, { type: 'skate', player: h(2) })
    R.apply(s, { type: 'step', x: 9, y: 7 })
    R.apply(s, { type: 'hold', player: a(0) })
    expect(R.decision(s)).toEqual({ side: 0, kind: 'reroll', player: h(2) })
    expect(R.legalActions(s)).toEqual([{ type: 'reroll', source: 'pro' }, { type: 'no-reroll' }])
  })
})
