// The capabilities the three scenario formats share (src-shared/rules/scenarioCommon.ts): a refused action expected
// mid-list, checks between actions, diceLeft and "no extra dice", probabilities, one result shape — each shown to
// pass on the format files and to fail when the expectation is wrong.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMemory, set } from '@shared/engine/memory'
import { playSteps, ScenarioError, type ScenarioHost } from '@shared/rules/scenarioCommon'
import { runAnyScenario } from '@shared/rules/scenarioRun'

type Doc = Record<string, unknown> & {
  dice?: number[]
  actions: Record<string, unknown>[]
  expect: Record<string, unknown>
}
const load = (rel: string): Doc => JSON.parse(readFileSync(join(import.meta.dirname, rel), 'utf8'))
const copy = (d: Doc): Doc => structuredClone(d)

const FILES: [string, string][] = [
  ['classic', 'classic/scenarios/format/refusals-and-checks-mid-list.json'],
  ['blitz', 'blitz/scenarios/format/refusals-and-checks-mid-list.json'],
  ['crosscheck', 'crosscheck/scenarios/format/moving-mv-left.json'],
]

describe.each(FILES)('%s scenario format', (game, rel) => {
  const doc = load(rel)
  const rejectedAt = doc.actions.findIndex((a) => 'rejected' in a)
  const failures = (d: Doc): string[] => runAnyScenario(d).failures

  it('passes as written, a refused action mid-list and the actions after it all played', () => {
    const r = runAnyScenario(doc)
    expect(r.game).toBe(game)
    expect(r.failures).toEqual([])
    expect(r.diceLeft).toBe(0)
    expect(r.extraDice).toBe(0)
    expect(rejectedAt).toBeGreaterThanOrEqual(0)
    expect(rejectedAt).toBeLessThan(doc.actions.length - 1)
  })

  it('fails when the refusal is expected with another code', () => {
    const d = copy(doc)
    d.actions[rejectedAt].code = 'action/malformed'
    expect(failures(d)).toEqual([
      `step ${rejectedAt}: refused with action/illegal, expected action/malformed`,
    ])
  })

  it('fails when the action expected to be refused is accepted', () => {
    const d = copy(doc)
    // The action that follows the refusal is legal there: expect it refused instead.
    const next = d.actions.slice(rejectedAt + 1).find((a) => !('check' in a))!
    d.actions[rejectedAt] = { rejected: next }
    expect(failures(d)[0]).toMatch(new RegExp(`^step ${rejectedAt}: .* was accepted, expected a refusal$`))
  })

  it('fails when the expected final state is wrong although the refusal held (the check goes on after it)', () => {
    const d = copy(doc)
    d.expect.diceLeft = 1
    expect(failures(d)).toEqual(['0 forced dice left unused, expected 1'])
  })

  it('notices the dice the engine rolls beyond the forced ones', () => {
    const d = copy(doc)
    if ((d.dice ?? []).length === 0) {
      // Nothing rolled here: a seeded game with extra dice expected must fail.
      d.expect.extraDice = 1
      expect(failures(d)).toEqual(['the engine rolled 0 dice beyond the forced ones, expected 1'])
      return
    }
    d.dice = d.dice!.slice(0, -1) // the last die now comes from the generator
    const f = failures(d)
    expect(f).toContain('the engine rolled 1 dice beyond the forced ones, expected 0')
  })

  it('refuses a check with a field the format does not know (a typo is not a check that passes)', () => {
    const d = copy(doc)
    d.actions.splice(1, 0, { check: { legl: [] } })
    expect(() => runAnyScenario(d)).toThrow(ScenarioError)
  })

  it('a top-level expect.rejected stops the run at that action and still checks what came before', () => {
    const d = copy(doc)
    const refused = d.actions[rejectedAt].rejected as Record<string, unknown>
    d.actions = [...d.actions.slice(0, rejectedAt), refused]
    d.expect = { rejected: { action: rejectedAt, code: 'action/illegal' }, diceLeft: d.dice?.length ?? 0 }
    expect(failures(d)).toEqual([])
    d.expect.diceLeft = 99
    expect(failures(d)).toEqual([`${d.dice?.length ?? 0} forced dice left unused, expected 99`])
    d.actions = d.actions.slice(0, -1)
    expect(failures(d)).toContain(`action ${rejectedAt} was expected to be rejected`)
  })
})

describe('checks between actions', () => {
  it('Classic: a wrong legal check mid-list fails with its step named', () => {
    const d = load('classic/scenarios/format/refusals-and-checks-mid-list.json')
    const at = d.actions.findIndex((a) => 'check' in a)
    ;(d.actions[at].check as Record<string, unknown>).legal = [{ type: 'step', x: 13, y: 7 }]
    expect(runAnyScenario(d).failures).toEqual([
      `check at step ${at}: {"type":"step","x":13,"y":7} is not legal`,
    ])
  })

  it('Blitz Bowl: a wrong probability mid-list fails', () => {
    const d = load('blitz/scenarios/format/refusals-and-checks-mid-list.json')
    const at = d.actions.findIndex((a) => 'check' in a)
    const check = d.actions[at].check as { probability: { chance: unknown }[] }
    check.probability[0].chance = '1/2'
    expect(runAnyScenario(d).failures).toEqual([
      `check at step ${at}: chance of {"type":"throw","player":"thr","target":"rec"} is 0.6666666666666666, expected 1/2`,
    ])
  })

  it('Cross Check: an illegal check that is legal fails', () => {
    const d = load('crosscheck/scenarios/format/stats-and-legal-checks.json')
    const at = d.actions.findIndex((a) => 'check' in a && 'illegal' in (a.check as object))
    ;(d.actions[at].check as Record<string, unknown>).illegal = [{ type: 'stop' }]
    expect(runAnyScenario(d).failures).toEqual([`check at step ${at}: {"type":"stop"} is legal`])
  })

  it('a refused action that changed the state is caught (a host whose refusal writes a word)', () => {
    const m = createMemory(200)
    const host: ScenarioHost<null, Record<string, never>> = {
      memory: () => m,
      apply: () => {
        set(m, 199, 7)
        return { ok: false, code: 'action/illegal', reason: 'no' }
      },
      action: (a) => a as never,
      event: (e) => e,
      isLegal: () => false,
      probability: () => null,
      parseCheck: () => ({}),
      checkBoard: () => {},
    }
    const failures: string[] = []
    playSteps(host, null, [{ rejected: { type: 'x' } }], {}, [], failures, 0)
    expect(failures).toEqual(['step 0: the refused action changed the state'])
  })
})

describe('Cross Check format expectations fail when wrong', () => {
  const cases: [string, string, (d: Doc) => void, string][] = [
    ['MV left', 'moving-mv-left', (d) => (d.expect.mvLeft = 1), '0 MV left, expected 1'],
    [
      'the penalty box',
      'penalty-box-time-track',
      (d) => ((d.expect.players as Record<string, Record<string, unknown>>).h0.box = 1),
      'h0: 0 box turns left, expected 1',
    ],
    [
      'the time track',
      'penalty-box-time-track',
      (d) => (d.expect.timeTrack = [8, 8]),
      'time track 8,7, expected 8,8',
    ],
    ['the period', 'period-end-endurance', (d) => (d.expect.period = 2), 'period 3, expected 2'],
    [
      'tiredness',
      'period-end-endurance',
      (d) => ((d.expect.players as Record<string, Record<string, unknown>>).a0.state = 'tired'),
      'a0: bench, expected tired',
    ],
    [
      'a field inside an event',
      'face-off-tired',
      (d) => ((d.expect.events as Record<string, unknown>[])[1].totals = [4, 9]),
      'event {"type":"face-off","totals":[4,9]} not found (in order)',
    ],
    [
      'star player points',
      'stunned-now-and-spp',
      (d) => ((d.expect.players as Record<string, Record<string, unknown>>).h0.spp4 = 12),
      'h0: 14 quarter points, expected 12',
    ],
  ]
  it.each(cases)('%s', (_what, file, mutate, failure) => {
    const d = load(`crosscheck/scenarios/format/${file}.json`)
    expect(runAnyScenario(d).failures).toEqual([])
    mutate(d)
    expect(runAnyScenario(d).failures).toEqual([failure])
  })

  it('the period-end scenario rolls its endurance dice from the generator when they are not forced', () => {
    const d = load('crosscheck/scenarios/format/period-end-endurance.json')
    d.dice = []
    expect(runAnyScenario(d).failures).toContain(
      'the engine rolled 2 dice beyond the forced ones, expected 0',
    )
  })
})

describe('npm run scenario: one entry, one result shape', () => {
  it('prints the same fields for all three games', () => {
    const keys = FILES.map(([, rel]) => Object.keys(runAnyScenario(load(rel))).sort())
    expect(keys[0]).toEqual([
      'diceLeft',
      'events',
      'extraDice',
      'failures',
      'game',
      'name',
      'passed',
      'players',
      'view',
    ])
    expect(keys[1]).toEqual(keys[0])
    expect(keys[2]).toEqual(keys[0])
  })

  it('refuses a document without a known game', () => {
    expect(() => runAnyScenario({ name: 'x' })).toThrow(ScenarioError)
    expect(() => runAnyScenario({ name: 'x', game: 'chess' })).toThrow('"game" must be')
  })
})
