// Ruleset.actionInfo (issue 19 point 1): what the play screen shows beyond a chance — a block's dice and who picks
// (Classic 002 by strengths with assists, Blitz Bowl 001 Block value +1 Assisted, Cross Check 000 no assists),
// where each push choice goes (Cross Check's push names only a square index), and the face each "which die?"
// choice takes. Positions come from each game's own scenario files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario as buildBlitz } from '@shared/rules/blitz/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, dieFromName } from '@shared/rules/classic/scenario'
import type { ClassicState } from '@shared/rules/classic/state'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { positionOf, scenarioNamed } from '../crosscheck/scenarioFiles'

const SHARED = join(import.meta.dirname, '..')

function classicAt(file: string, upTo?: number): ClassicState & { ids?: Record<string, number> } {
  const sc = JSON.parse(readFileSync(join(SHARED, 'classic', 'scenarios', file), 'utf8'))
  const { s, ids } = buildScenario(sc)
  forceDice(s.m, (sc.dice ?? []).map(dieFromName))
  for (const a of (sc.actions as Record<string, unknown>[]).slice(0, upTo)) {
    const action = { ...a }
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    const r = classicRuleset.apply(s, action as Action)
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(a)} refused: ${r.reason}`)
  }
  return Object.assign(s, { ids })
}

/** Every legal action with its info, as [action, info] pairs. */
function infos<S>(r: { legalActions(s: S): Action[]; actionInfo?(s: S, a: Action): unknown }, s: S) {
  return r.legalActions(s).map((a) => [a, r.actionInfo!(s, a)] as const)
}

describe('Classic actionInfo', () => {
  it.each([
    ['block/one-die-equal-strength.json', 1, 'attacker'],
    ['block/two-dice-attacker-stronger-picks.json', 2, 'attacker'],
    ['block/two-dice-defender-stronger-defender-picks.json', 2, 'defender'],
    ['block/three-dice-defender-more-than-double.json', 3, 'defender'],
    ['block/assists-both-sides.json', 2, 'attacker'],
  ])('%s: before the block, %i dice and the %s picks', (file, dice, picker) => {
    const s = classicAt(file, 1) // declared, the block not yet thrown
    const sc = JSON.parse(readFileSync(join(SHARED, 'classic', 'scenarios', file), 'utf8'))
    const target = s.ids![sc.actions[1].target]
    const block = infos(classicRuleset, s).find(([a]) => a.type === 'block' && a.target === target)
    expect(block?.[1]).toEqual({ block: { dice, picker } })
  })

  it('push choices name the pushed player, his square and the square chosen', () => {
    const s = classicAt('block/push-choice-decision.json')
    const view = classicRuleset.view(s)
    const a1 = view.pieces.find((p) => p.x === 11 && p.y === 7)!
    expect(infos(classicRuleset, s).map(([, i]) => i)).toEqual(
      [6, 7, 8].map((y) => ({ push: { piece: a1.id, from: { x: 11, y: 7 }, to: { x: 12, y } } })),
    )
  })

  it('"which die?" choices carry the face each die shows', () => {
    const s = classicAt('block/three-dice-defender-more-than-double.json', 2)
    expect(classicRuleset.decision(s).kind).toBe('block-die')
    expect(infos(classicRuleset, s).map(([a, i]) => [a.index, i])).toEqual([
      [0, { face: 'defender-down' }],
      [1, { face: 'pushed' }],
      [2, { face: 'attacker-down' }],
    ])
  })

  it('any other action has none', () => {
    const s = classicAt('block/push-choice-decision.json', 0)
    expect(infos(classicRuleset, s).every(([, i]) => i === null)).toBe(true)
  })
})

function blitzAt(file: string, upTo: number) {
  const sc = JSON.parse(readFileSync(join(SHARED, 'blitz', 'scenarios', file), 'utf8'))
  const { s, ids } = buildBlitz(sc)
  for (const a of (sc.actions as Record<string, unknown>[]).slice(0, upTo)) {
    const action = { ...a }
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    const r = blitzRuleset.apply(s, action as Action)
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(a)} refused: ${r.reason}`)
  }
  return { s, ids }
}

describe('Blitz Bowl actionInfo', () => {
  it('001: an Assisted Block rolls two dice and the blocker picks; alone one die', () => {
    const { s, ids } = blitzAt('block/assisted-two-dice.json', 0)
    const block = (p: number) =>
      infos(blitzRuleset, s).find(([a]) => a.type === 'block' && a.player === p && a.target === ids.dw)?.[1]
    expect(block(ids.orc)).toEqual({ block: { dice: 2, picker: 'attacker' } })
  })

  it('the "which die?" choices carry the result as it counts (a 6 is a Miss, a 1 a Smash)', () => {
    const { s } = blitzAt('block/assisted-two-dice.json', 1)
    expect(blitzRuleset.decision(s).kind).toBe('block-die')
    expect(infos(blitzRuleset, s).map(([a, i]) => [a.die, i])).toEqual([
      [0, { face: 'miss' }],
      [1, { face: 'smash' }],
    ])
  })
})

describe('Cross Check actionInfo', () => {
  const sc = scenarioNamed('the stronger checker (ST 3 v a ST 2 goblin)')
  const played = (n: number) => {
    const { s, actions } = positionOf(sc)
    for (const a of actions.slice(0, n)) expect(crossCheckRuleset.apply(s, a).ok).toBe(true)
    return s
  }

  it('000: a check by ST 3 on ST 2 rolls two dice, the checker picks (no assists)', () => {
    const s = played(1)
    const checks = infos(crossCheckRuleset, s).filter(([a]) => a.type === 'check')
    expect(checks.length).toBeGreaterThan(0)
    const a1 = crossCheckRuleset.view(s).pieces.find((p) => p.x === 11 && p.y === 7)!
    const target = checks.find(([a]) => a.player === a1.id)
    expect(target?.[1]).toEqual({ block: { dice: 2, picker: 'attacker' } })
  })

  it('the check dice choices carry their faces', () => {
    const s = played(2)
    expect(crossCheckRuleset.decision(s).kind).toBe('block-die')
    expect(infos(crossCheckRuleset, s).map(([, i]) => i)).toEqual([
      { face: 'attacker-down' },
      { face: 'defender-down' },
    ])
  })

  it('the push choices, which name only an index, carry their squares (straight back first)', () => {
    const s = played(3)
    expect(crossCheckRuleset.decision(s).kind).toBe('push')
    const a1 = crossCheckRuleset.view(s).pieces.find((p) => p.x === 11 && p.y === 7)!
    const pushes = infos(crossCheckRuleset, s)
    expect(pushes.map(([a]) => a.square)).toEqual([0, 1, 2])
    expect(pushes.map(([, i]) => i)).toEqual(
      [
        [12, 7],
        [12, 6],
        [12, 8],
      ].map(([x, y]) => ({ push: { piece: a1.id, from: { x: 11, y: 7 }, to: { x, y } } })),
    )
  })
})
