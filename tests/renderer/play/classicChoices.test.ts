// The Classic choices of issue 21 on the play screen: each new decision opens a dialog whose choices are named in
// English and Dutch (003 Kick, 003 Pro on armour and injury, 003 Diving Catch's squares), and a setup with room for
// more players names how many start. Positions come from the engine's own scenario files, played to the decision.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { buildScenario, dieFromName } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import { buildPlayModel, type PlayModel } from '../../../src-renderer/src/play/viewModel'
import { messages, type Messages } from '../../../src-renderer/src/i18n'

const SCENARIOS = join(import.meta.dirname, '..', '..', 'shared', 'classic', 'scenarios')

/** A scenario's position with its dice forced and its actions played (player names resolved), up to `upTo`. */
function played(file: string, upTo?: number): ClassicState {
  const sc = JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8'))
  const { s, ids } = buildScenario(sc)
  forceDice(s.m, (sc.dice ?? []).map(dieFromName))
  for (const a of ((sc.actions ?? []) as Record<string, unknown>[]).slice(0, upTo)) {
    const action = { ...a } as Record<string, unknown>
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    const r = classicRuleset.apply(s, action as unknown as Action)
    if (!r.ok) throw new Error(`${file}: ${JSON.stringify(a)} refused: ${r.reason}`)
  }
  return s
}

function model(s: ClassicState): PlayModel {
  const actions = classicRuleset.legalActions(s)
  return buildPlayModel({
    view: classicRuleset.view(s),
    decision: classicRuleset.decision(s),
    actions,
    chances: actions.map((a) => classicRuleset.probability(s, a)),
    canAct: true,
  })
}

function text(lang: 'en' | 'nl', key: string): string | undefined {
  let at: Messages | string | undefined = messages[lang]
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined
  return typeof at === 'string' ? at : undefined
}

/** Every label of the dialog (title and choices) has an English and a Dutch text. */
function expectNamed(m: PlayModel): void {
  const keys = [m.title!.key, ...m.dialog!.items.map((i) => i.label.key)]
  for (const key of keys) {
    expect(text('en', key), `en ${key}`).toBeTruthy()
    expect(text('nl', key), `nl ${key}`).toBeTruthy()
  }
}

describe('Classic issue 21 choices on the play screen', () => {
  it('003 Kick: a dialog asks whether the Kick player takes the kick-off', () => {
    const m = model(played('skills/kick/coach-chooses.json'))
    expect(m.phase).toBe('dialog')
    expect(m.title?.key).toBe('play.decision.kick-skill')
    expect(m.dialog?.items.map((i) => i.label.key)).toEqual([
      'play.action.kick-skill-yes',
      'play.action.kick-skill-no',
    ])
    expectNamed(m)
  })

  it('003 Pro on an armour roll: a dialog with the Pro re-roll and no re-roll', () => {
    const m = model(played('skills/pro/armour-asked.json'))
    expect(m.title?.key).toBe('play.decision.pro-armour')
    expect(m.dialog?.items.map((i) => i.action)).toEqual([
      { type: 'reroll', source: 'pro' },
      { type: 'no-reroll' },
    ])
    expect(m.dialog?.items[0].label.key).toBe('play.choice.pro-reroll.pro')
    expect(m.dialog?.items[0].rule?.key).toBe('play.rule.classic.pro-reroll')
    expectNamed(m)
  })

  it('003 Pro on an injury roll: its own dialog title', () => {
    const m = model(played('skills/pro/injury-reroll.json', 5))
    expect(m.title?.key).toBe('play.decision.pro-injury')
    expectNamed(m)
  })

  it('003 Pro beside Dodge: the re-roll dialog offers both, each named', () => {
    const m = model(played('skills/pro/choice-offered.json'))
    expect(m.title?.key).toBe('play.decision.reroll')
    expect(m.dialog?.items.map((i) => i.label.key)).toEqual([
      'play.choice.reroll.skill',
      'play.choice.reroll.pro',
      'play.action.no-reroll',
    ])
    expectNamed(m)
  })

  it('003 Diving Catch: each empty square next to him is a dive, on the table and in the dialog', () => {
    const m = model(played('skills/diving-catch/decision.json'))
    expect(m.title?.key).toBe('play.decision.diving-catch')
    expect(m.dialog?.onTable).toBe(true)
    const dives = m.dialog!.items.filter((i) => i.action.type === 'step')
    expect(dives.length).toBe(8) // (10, 7): all eight squares around him are free
    expect(
      dives.every((i) => i.label.key === 'play.action.dive' && i.rule?.key === 'play.rule.classic.dive'),
    ).toBe(true)
    expect(m.squares.map((s) => `${s.x},${s.y}`)).toContain('11,7')
    expectNamed(m)
  })

  it('setup: Done names how many start while more could be placed, and is plain Done at eleven', () => {
    const short = model(played('setup/ten-players-by-choice.json', 12))
    expect(short.phase).toBe('setup')
    expect(short.setup).toMatchObject({ onPitch: 10, roomForMore: true })
    const done = short.setup!.buttons.find((b) => b.action.type === 'setup-done')!
    expect(done.label).toMatchObject({ key: 'play.action.setup-done-short', params: { n: 10 } })
    expect(text('nl', 'play.action.setup-done-short')).toBeTruthy()
    expect(text('nl', 'play.ui.setupCount')).toBeTruthy()
    const full = played('setup/ten-players-by-choice.json', 12)
    const offPitch = (): number[] =>
      classicRuleset
        .view(full)
        .pieces.filter((p) => p.side === 0 && p.x === null)
        .map((p) => p.id)
    const placeOff = (): Action | undefined =>
      classicRuleset
        .legalActions(full)
        .find((a) => a.type === 'place' && a.x === 2 && a.y === 7 && offPitch().includes(a.player as number))
    expect(classicRuleset.apply(full, placeOff()!).ok).toBe(true)
    expect(placeOff()).toBeUndefined() // eleven on the pitch: nobody else may be placed
    const eleven = model(full)
    expect(eleven.setup).toMatchObject({ onPitch: 11, roomForMore: false })
    expect(eleven.setup!.buttons.find((b) => b.action.type === 'setup-done')!.label.key).toBe(
      'play.action.setup-done',
    )
  })
})
