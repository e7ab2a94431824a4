// Issue 19 point 1 in the view-model (play/choices.ts): push choices carry their square and direction and draw an
// arrow there, lit with their button; blocks name their dice and who picks; "which die?" choices are the faces.
// Positions from the games' own scenario files, with the engine's action info as game.legal sends it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Action, Ruleset } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, dieFromName } from '@shared/rules/classic/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import { messages, type Messages } from '../../../src-renderer/src/i18n'
import { diceLabel, DIR_ANGLES, pushItemAt, pushLabel } from '../../../src-renderer/src/play/choices'
import { buildPlayModel, type PlayModel } from '../../../src-renderer/src/play/viewModel'
import { ARROW_DIRS } from '../../../src-renderer/src/scene/arrows'
import { buildMarks, MarkError, TONES } from '../../../src-renderer/src/scene/overlay'
import { BOARD_LAYOUTS } from '../../../src-renderer/src/scene/boards/layout'
import { positionOf, scenarioNamed } from '../../shared/crosscheck/scenarioFiles'

const CLASSIC = join(import.meta.dirname, '..', '..', 'shared', 'classic', 'scenarios')

function classicAt(file: string, upTo?: number) {
  const sc = JSON.parse(readFileSync(join(CLASSIC, file), 'utf8'))
  const { s, ids } = buildScenario(sc)
  forceDice(s.m, (sc.dice ?? []).map(dieFromName))
  for (const a of (sc.actions as Record<string, unknown>[]).slice(0, upTo)) {
    const action = { ...a }
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    expect(classicRuleset.apply(s, action as Action).ok).toBe(true)
  }
  return { s, ids }
}

function model<S>(
  ruleset: Ruleset<S>,
  s: S,
  extra: Partial<Parameters<typeof buildPlayModel>[0]> = {},
): PlayModel {
  const actions = ruleset.legalActions(s)
  return buildPlayModel({
    view: ruleset.view(s),
    decision: ruleset.decision(s),
    actions,
    chances: actions.map((a) => ruleset.probability(s, a)),
    info: actions.map((a) => ruleset.actionInfo!(s, a)),
    canAct: true,
    ...extra,
  })
}

function text(lang: 'en' | 'nl', key: string, params: Record<string, string | number> = {}): string {
  let at: Messages | string | undefined = messages[lang]
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined
  if (typeof at !== 'string') throw new Error(`${lang}: no text for ${key}`)
  return at.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]))
}

describe('push choices', () => {
  it('Classic: each button names its direction and its square; the squares carry arrows that way', () => {
    const { s } = classicAt('block/push-choice-decision.json') // a1 on (11, 7) pushed east by h1 on (10, 7)
    const m = model(classicRuleset, s)
    expect(m.phase).toBe('dialog')
    const items = m.dialog!.items
    expect(items.map((i) => i.extra?.push)).toEqual([
      { x: 12, y: 6, dir: 'ne' },
      { x: 12, y: 7, dir: 'e' },
      { x: 12, y: 8, dir: 'se' },
    ])
    expect(items.map((i) => text('en', i.label.key, i.label.params))).toEqual([
      'Push north-east',
      'Push east',
      'Push south-east',
    ])
    expect(items.map((i) => text('nl', i.label.key, i.label.params))).toEqual([
      'Duw noordoost',
      'Duw oost',
      'Duw zuidoost',
    ])
    const arrows = m.marks.filter((k) => k.arrow)
    expect(arrows).toEqual([
      { x: 12, y: 6, tone: 'target', arrow: { dir: 1, lit: false } },
      { x: 12, y: 7, tone: 'target', arrow: { dir: 2, lit: false } },
      { x: 12, y: 8, tone: 'target', arrow: { dir: 3, lit: false } },
    ])
    // The arrow points the way of the push: ARROW_DIRS[dir] is the step from (11, 7) to the square.
    for (const a of arrows) expect(ARROW_DIRS[a.arrow!.dir]).toEqual([a.x - 11, a.y - 7])
  })

  it('the hovered button lights its square, and the hovered square lights its button', () => {
    const { s } = classicAt('block/push-choice-decision.json')
    const plain = model(classicRuleset, s)
    const south = plain.dialog!.items[2]
    const byButton = model(classicRuleset, s, { lit: south.id })
    expect(byButton.marks.filter((k) => k.arrow?.lit)).toEqual([
      { x: 12, y: 8, tone: 'target', arrow: { dir: 3, lit: true } },
    ])
    const bySquare = model(classicRuleset, s, { hover: { x: 12, y: 6 } })
    expect(bySquare.marks.filter((k) => k.arrow?.lit).map((k) => [k.x, k.y])).toEqual([[12, 6]])
    expect(pushItemAt(bySquare.dialog!.items, { x: 12, y: 6 })?.id).toBe(plain.dialog!.items[0].id)
    expect(pushItemAt(bySquare.dialog!.items, { x: 3, y: 3 })).toBeNull()
  })

  it('Cross Check: pushes name only an index, yet are marked on their squares (clickable) with arrows', () => {
    const { s, actions } = positionOf(scenarioNamed('the stronger checker (ST 3 v a ST 2 goblin)'))
    for (const a of actions.slice(0, 3)) expect(crossCheckRuleset.apply(s, a).ok).toBe(true)
    const m = model(crossCheckRuleset, s)
    expect(m.decision?.kind).toBe('push')
    expect(m.dialog!.items.map((i) => [i.action.square, i.extra?.push])).toEqual([
      [0, { x: 12, y: 7, dir: 'e' }],
      [1, { x: 12, y: 6, dir: 'ne' }],
      [2, { x: 12, y: 8, dir: 'se' }],
    ])
    expect(m.dialog!.onTable).toBe(true)
    expect(m.squares.map((q) => [q.x, q.y, q.items[0].action.square])).toEqual([
      [12, 7, 0],
      [12, 6, 1],
      [12, 8, 2],
    ])
    expect(m.marks.filter((k) => k.arrow).map((k) => k.arrow!.dir)).toEqual([2, 1, 3])
  })

  it('a push off the board goes into the crowd (Classic) or the boards (Cross Check); with no square he stays', () => {
    const classic = classicRuleset.view(classicAt('block/push-choice-decision.json').s)
    const { s } = positionOf(scenarioNamed('the stronger checker (ST 3 v a ST 2 goblin)'))
    const cc = crossCheckRuleset.view(s)
    const crowd = pushLabel({ x: 26, y: 7, dir: 'e' }, classic)
    expect(text('en', crowd.key, crowd.params)).toBe('Push east, into the crowd')
    const boards = pushLabel({ x: 3, y: -1, dir: 'n' }, cc)
    expect(text('nl', boards.key, boards.params)).toBe('Duw noord, tegen de boarding')
    expect(pushLabel({ x: null, y: null, dir: null }, cc).key).toBe('choices.push.stays')
  })

  it('every direction has an angle and a text in English and Dutch, on the pitch, into the crowd, into the boards', () => {
    expect(Object.values(DIR_ANGLES)).toEqual([0, 45, 90, 135, 180, 225, 270, 315])
    for (const dir of Object.keys(DIR_ANGLES))
      for (const group of ['to', 'crowd', 'boards'])
        for (const lang of ['en', 'nl'] as const)
          expect(text(lang, `choices.push.${group}.${dir}`)).toMatch(/^(Push|Duw) [a-z]/)
  })
})

describe('block dice before the block', () => {
  it.each([
    ['block/one-die-equal-strength.json', '1 die', '1 dobbelsteen'],
    ['block/two-dice-attacker-stronger-picks.json', '2 dice · you pick', '2 dobbelstenen · jij kiest'],
    [
      'block/two-dice-defender-stronger-defender-picks.json',
      '2 dice · they pick',
      '2 dobbelstenen · zij kiezen',
    ],
    ['block/three-dice-defender-more-than-double.json', '3 dice · they pick', '3 dobbelstenen · zij kiezen'],
  ])('%s: the target and the menu say "%s"', (file, en, nl) => {
    const { s, ids } = classicAt(file, 1)
    const sc = JSON.parse(readFileSync(join(CLASSIC, file), 'utf8'))
    const m = model(classicRuleset, s)
    const target = m.targets.find((t) => t.piece === ids[sc.actions[1].target])!
    const block = target.items.find((i) => i.action.type === 'block')!
    expect(text('en', block.extra!.dice!.key, block.extra!.dice!.params)).toBe(en)
    expect(text('nl', block.extra!.dice!.key, block.extra!.dice!.params)).toBe(nl)
    expect(m.menu.some((i) => i.id === block.id && i.extra?.dice)).toBe(true)
    expect(block.chance).not.toBeNull() // the odds stay
  })

  it('diceLabel: one die has no picker; more name who picks', () => {
    expect(diceLabel({ dice: 1, picker: 'attacker' }).key).toBe('choices.dice.one')
    expect(diceLabel({ dice: 3, picker: 'attacker' })).toMatchObject({
      key: 'choices.dice.youPick',
      params: { n: 3 },
    })
    expect(diceLabel({ dice: 2, picker: 'defender' })).toMatchObject({
      key: 'choices.dice.theyPick',
      params: { n: 2 },
    })
  })
})

describe('which block die', () => {
  it('Classic: the choices are the faces rolled (icon + name), no "Die 1 / Die 2"', () => {
    const { s } = classicAt('block/three-dice-defender-more-than-double.json', 2)
    const m = model(classicRuleset, s)
    expect(m.title?.key).toBe('play.decision.block-die')
    expect(
      m.dialog!.items.map((i) => [i.extra?.face, text('en', i.label.key), text('nl', i.label.key)]),
    ).toEqual([
      ['defender-down', 'Defender down', 'Verdediger neer'],
      ['pushed', 'Pushed', 'Geduwd'],
      ['attacker-down', 'Attacker down', 'Aanvaller neer'],
    ])
  })
})

describe('arrow marks on the table', () => {
  const layout = BOARD_LAYOUTS.classic
  it('take the arrow tiles after the tones: direction d at 2d, lit at 2d + 1; one instance each', () => {
    const build = buildMarks(
      [
        { x: 1, y: 1, tone: 'target', arrow: { dir: 0, lit: false } },
        { x: 2, y: 1, tone: 'target', arrow: { dir: 7, lit: true } },
        { x: 3, y: 1, tone: 'safe' },
      ],
      layout,
    )
    expect(build.squares.map((q) => q.tile).sort((a, b) => a - b)).toEqual([
      TONES.indexOf('safe'),
      TONES.length,
      TONES.length + 15,
    ])
  })
  it('refuse a direction that is not one of the eight', () => {
    expect(() => buildMarks([{ x: 1, y: 1, tone: 'target', arrow: { dir: 8, lit: false } }], layout)).toThrow(
      MarkError,
    )
  })
})
