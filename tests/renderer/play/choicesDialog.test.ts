// @vitest-environment happy-dom
// Issue 19 point 1 in the components: hovering or focusing a push button lights it and says which (for its square
// on the table); a push square under the mouse lights its button (PlayLayer passes `lit`); the "which die?" dialog
// shows the faces with their icons and no die tiles, and every answer has one key, shown on it alone.
import { mount } from '@vue/test-utils'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Action } from '@shared/engine/api'
import { forceDice } from '@shared/engine/dice'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { buildScenario, dieFromName } from '@shared/rules/classic/scenario'
import DecisionDialog from '../../../src-renderer/src/components/play/DecisionDialog.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { pushItemAt } from '../../../src-renderer/src/play/choices'
import { buildPlayModel, type DialogModel } from '../../../src-renderer/src/play/viewModel'

const CLASSIC = join(import.meta.dirname, '..', '..', 'shared', 'classic', 'scenarios')

function dialogAt(file: string, upTo?: number): DialogModel {
  const sc = JSON.parse(readFileSync(join(CLASSIC, file), 'utf8'))
  const { s, ids } = buildScenario(sc)
  forceDice(s.m, (sc.dice ?? []).map(dieFromName))
  for (const a of (sc.actions as Record<string, unknown>[]).slice(0, upTo)) {
    const action = { ...a }
    for (const k of ['player', 'target'])
      if (typeof action[k] === 'string') action[k] = ids[action[k] as string]
    classicRuleset.apply(s, action as Action)
  }
  const actions = classicRuleset.legalActions(s)
  const events = [] as { type: string; [k: string]: unknown }[]
  return buildPlayModel({
    view: classicRuleset.view(s),
    decision: classicRuleset.decision(s),
    actions,
    chances: actions.map(() => null),
    info: actions.map((a) => classicRuleset.actionInfo!(s, a)),
    events,
    canAct: true,
  }).dialog!
}

const mountDialog = (dialog: DialogModel, lit: string | null = null) =>
  mount(DecisionDialog, {
    props: { dialog, side: 'Humans', lit },
    global: { plugins: [createAppI18n('en')] },
  })

describe('DecisionDialog: push and die choices', () => {
  it('a hovered or focused push button asks to light its square; leaving it puts the light out', async () => {
    const dialog = dialogAt('block/push-choice-decision.json')
    const wrapper = mountDialog(dialog)
    const buttons = wrapper.findAll('.choice')
    expect(buttons.map((b) => b.attributes('data-dir'))).toEqual(['ne', 'e', 'se'])
    expect(buttons.map((b) => b.find('.choice__label').text())).toEqual([
      'Push north-east',
      'Push east',
      'Push south-east',
    ])
    await buttons[1].trigger('mouseenter')
    await buttons[1].trigger('mouseleave')
    await buttons[2].trigger('focus')
    expect(wrapper.emitted('light')).toEqual([[dialog.items[1].id], [null], [dialog.items[2].id]])
  })

  it('the push square under the mouse lights its button, and only it', async () => {
    const dialog = dialogAt('block/push-choice-decision.json')
    const lit = pushItemAt(dialog.items, { x: 12, y: 8 })!.id
    const wrapper = mountDialog(dialog, lit)
    const buttons = wrapper.findAll('.choice')
    expect(buttons.map((b) => b.classes('choice--lit'))).toEqual([false, false, true])
    await wrapper.setProps({ lit: null })
    expect(wrapper.findAll('.choice--lit')).toHaveLength(0)
  })

  it('"which block die?" lists the faces with icons, no die tiles, one key per answer', () => {
    const dialog = dialogAt('block/three-dice-defender-more-than-double.json', 2)
    const wrapper = mountDialog(dialog)
    expect(wrapper.find('.play-dialog__dice').exists()).toBe(false)
    const buttons = wrapper.findAll('.choice')
    expect(buttons.map((b) => b.find('.choice__label').text())).toEqual([
      'Defender down',
      'Pushed',
      'Attacker down',
    ])
    expect(buttons.map((b) => b.find('.choice__icon').attributes('data-face'))).toEqual([
      'defender-down',
      'pushed',
      'attacker-down',
    ])
    expect(buttons.map((b) => b.find('kbd').text())).toEqual(['1', '2', '3'])
    // Digits appear only as the answers' keys: one each.
    expect(wrapper.text().match(/\d/g)).toEqual(['1', '2', '3'])
  })
})
