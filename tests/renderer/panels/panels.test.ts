// @vitest-environment happy-dom
// The side panels drawn from real views of each ruleset (built with the rulesets themselves): the score bar, the
// dugouts, Blitz Bowl's cards and hands (the opponent's as backs), Cross Check's bench, boxes and time track, the
// collapsing, and the dice log's filters and .txt export in the DOM.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameView, Side } from '@shared/engine/api'
import { ok } from '@shared/ipc'
import { buildScenario as classicScenario } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import { hideBlitzHands } from '@shared/rules/blitz/view'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'
import ScoreBar from '../../../src-renderer/src/components/panels/ScoreBar.vue'
import SidePanels from '../../../src-renderer/src/components/panels/SidePanels.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useDiceLogStore } from '../../../src-renderer/src/stores/diceLog'
import { STORAGE_KEY, useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { FakeTransport } from '../fakeTransport'
import { showAtOnce } from '../playback/atOnce'
import { blitzThrow, classicDodgeFails, crossCheckCheck } from './games'

let transport: FakeTransport

beforeEach(() => {
  transport = new FakeTransport({
    'game.history': () => ok({ cursor: 0, length: 0, canUndo: false, canRedo: false, practice: false }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
})

afterEach(() => {
  provideClient(null)
})

const plugins = (locale: 'en' | 'nl' = 'en') => ({ global: { plugins: [createAppI18n(locale)] } })

/** A Blitz Bowl view as main sends it: only the hands of `shown` travel (src-main/services/viewFor.ts). */
const showing = (view: GameView, shown: Side[]): GameView => ({
  ...view,
  blitz: hideBlitzHands(view.blitz!, shown),
})

/** A Classic position with someone in every part of the home dugout. */
function classicDugouts(): GameView {
  const { s } = classicScenario({
    name: 'panels: dugouts',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        rerolls: 2,
        players: [
          { id: 'l', position: 'lineman', at: [10, 7], name: 'Lothar' },
          { id: 'r', position: 'catcher', name: 'Rudi' },
          { id: 'k', position: 'blitzer', state: 'ko', name: 'Karl' },
          { id: 'c', position: 'thrower', state: 'dead', name: 'Claus' },
          { id: 'b', position: 'lineman', state: 'badly-hurt', name: 'Bruno' },
          { id: 's', position: 'lineman', state: 'serious-injury', name: 'Sepp' },
        ],
      },
      away: { roster: 'orc', players: [{ id: 'o', position: 'lineman', at: [14, 7] }] },
    },
  })
  return classicRuleset.view(s)
}

describe('ScoreBar', () => {
  it('Classic: teams, score, half, both turn tracks with the current turn, re-rolls, whose decision', () => {
    const view = classicDugouts()
    const bar = mount(ScoreBar, { props: { view }, ...plugins() })
    expect(bar.get('[data-testid="score-team-0"]').text()).toBe(view.teams[0].name)
    expect(bar.get('[data-testid="score-0"]').text()).toBe('0')
    expect(bar.get('[data-testid="score-phase"]').text()).toBe('Half 1')
    const home = bar.get('[data-testid="turn-track-0"]')
    expect(home.findAll('li')).toHaveLength(8)
    expect(home.get('[aria-current="step"]').text()).toBe(String(view.turns[0]))
    expect(bar.get('[data-testid="turn-track-1"]').find('[aria-current="step"]').exists()).toBe(false)
    expect(bar.get('[data-testid="rerolls-0"]').text()).toBe('2 re-rolls')
    expect(bar.get('[data-testid="score-decision"]').text()).toBe(
      `${view.teams[0].name}: ${view.decision.kind}`,
    )
    expect(bar.find('[data-testid="ai-thinking"]').exists()).toBe(false)
  })

  it('shows "AI thinking" while main says the AI chooses for this game', async () => {
    const view = classicDugouts()
    const bar = mount(ScoreBar, { props: { view, gameId: 'g-1' }, ...plugins() })
    transport.emit('ai.thinking', { gameId: 'g-2', side: 1, thinking: true })
    await flushPromises()
    expect(bar.find('[data-testid="ai-thinking"]').exists()).toBe(false)
    transport.emit('ai.thinking', { gameId: 'g-1', side: 1, thinking: true })
    await flushPromises()
    expect(bar.get('[data-testid="ai-thinking"]').text()).toBe('AI thinking…')
    transport.emit('ai.thinking', { gameId: 'g-1', side: 1, thinking: false })
    await flushPromises()
    expect(bar.find('[data-testid="ai-thinking"]').exists()).toBe(false)
  })

  it('Blitz Bowl: no halves and no track, the turn as a number; in Dutch', () => {
    const view = blitzThrow().before
    const bar = mount(ScoreBar, { props: { view }, ...plugins('nl') })
    expect(bar.find('[data-testid="score-phase"]').exists()).toBe(false)
    expect(bar.get('[data-testid="turn-track-0"]').text()).toBe(`Beurt ${view.turns[0]}`)
  })
})

describe('SidePanels', () => {
  it('Classic dugouts: reserves, KO, casualties with their kind, with number, name and position', async () => {
    const panels = mount(SidePanels, { props: { view: classicDugouts(), gameId: null }, ...plugins() })
    await flushPromises()
    const text = (key: string) => panels.get(`[data-testid="dugout-0-${key}"]`).text()
    expect(text('reserves')).toMatch(/^#\d+ Rudi \(Catcher\)$/)
    expect(text('ko')).toMatch(/Karl \(Blitzer\)/)
    // 004 Injuries: each casualty with his kind.
    expect(text('casualties')).toMatch(/Claus \(Thrower\)\s*\(dead\)/)
    expect(text('casualties')).toMatch(/Bruno \(Lineman\)\s*\(badly hurt\)/)
    expect(text('casualties')).toMatch(/Sepp \(Lineman\)\s*\(serious injury\)/)
    expect(panels.find('[data-testid="dugout-1-ko"]').exists()).toBe(false) // empty groups stay out of the way
    expect(panels.find('[data-testid="panel-blitz"]').exists()).toBe(false)
  })

  it('a replay on the table: the dice log asks for the rolls up to the position shown, again when it moves', async () => {
    const panels = mount(SidePanels, {
      props: { view: classicDugouts(), gameId: 'g-9', replayAt: 5 },
      ...plugins(),
    })
    await flushPromises()
    await panels.setProps({ replayAt: 2 })
    await flushPromises()
    const asked = transport.calls.filter((c) => c.name === 'replay.events').map((c) => c.args)
    expect(asked).toEqual([
      { gameId: 'g-9', from: 0, to: 5 },
      { gameId: 'g-9', from: 0, to: 2 },
    ])
  })

  it('Blitz Bowl: the challenge row, the top of the deck, the open hand and the other as backs', async () => {
    // Hot-seat, as main sends it: the hand of the coach whose decision it is (home) travels, the away one as a size.
    const view = showing(blitzThrow().before, [0])
    const panels = mount(SidePanels, { props: { view, gameId: null }, ...plugins() })
    await flushPromises()
    expect(panels.get('[data-testid="blitz-challenge-0"]').text()).toContain('Get Moving!')
    expect(panels.get('[data-testid="blitz-challenge-1"]').text()).toContain(
      'A successful Throw (not a Hand-off).',
    )
    expect(panels.get('[data-testid="blitz-challenge-2"]').text()).toContain('empty')
    expect(panels.get('[data-testid="blitz-top"]').text()).toContain('Spread Out!')
    expect(panels.get('[data-testid="blitz-hand-0"]').text()).toContain('Sprint')
    const away = panels.get('[data-testid="blitz-hand-1"]')
    expect(away.text()).not.toContain('Dodge')
    expect(away.findAll('.pbonus__back')).toHaveLength(2)
    expect(away.text()).toContain('2 hidden')
    expect(panels.get('[data-testid="dugout-0-reserves"]').text()).toContain('Lineman')
  })

  it('Blitz Bowl against the AI: the hand the view carries face up, the other as backs', async () => {
    const view = showing(blitzThrow().before, [1])
    const panels = mount(SidePanels, { props: { view, gameId: null }, ...plugins() })
    await flushPromises()
    expect(panels.get('[data-testid="blitz-hand-1"]').text()).toContain('Dodge')
    expect(panels.get('[data-testid="blitz-backs-0"]').text()).toContain('1 hidden')
  })

  it('Blitz Bowl for a viewer of the share: both hands as backs and counts', async () => {
    const view = showing(blitzThrow().before, [])
    const panels = mount(SidePanels, { props: { view, gameId: null }, ...plugins() })
    await flushPromises()
    expect(panels.get('[data-testid="blitz-backs-0"]').text()).toContain('1 hidden')
    expect(panels.get('[data-testid="blitz-backs-1"]').text()).toContain('2 hidden')
    expect(panels.text()).not.toContain('Sprint')
    expect(panels.text()).not.toContain('Jump Up')
  })

  it('Cross Check: the time track, the benches and the penalty box', async () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 5,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    const view = crossCheckRuleset.view(s)
    const panels = mount(SidePanels, { props: { view, gameId: null }, ...plugins() })
    await flushPromises()
    expect(panels.find('[data-testid="panel-dugouts"]').exists()).toBe(false)
    const ready = view.crosscheck!.bench[0].filter((e) => e.state === 'ready').length
    expect(ready).toBeGreaterThan(0)
    expect(panels.get('[data-testid="crosscheck-ready-0"]').findAll('li')).toHaveLength(ready)
    expect(panels.get('[data-testid="crosscheck-box-0"]').text()).toBe('none')
    const time = view.crosscheck!.time
    expect(panels.get('[data-testid="crosscheck-time"]').findAll('li')).toHaveLength(time.turnsPerPeriod)
  })

  it('Cross Check: a penalised player counts his turns down, then may skate out of the box', async () => {
    const s = crossCheckRuleset.create({
      ruleset: 'crosscheck',
      seed: 5,
      teams: [{ rosterId: 'human' }, { rosterId: 'orc' }],
    })
    const base = crossCheckRuleset.view(s)
    const view = {
      ...base,
      crosscheck: {
        ...base.crosscheck!,
        penaltyBox: [
          { id: 1, side: 0 as const, turnsLeft: 2 },
          { id: 2, side: 0 as const, turnsLeft: 0, mayLeave: true },
        ],
      },
    }
    const panels = mount(SidePanels, { props: { view, gameId: null }, ...plugins() })
    await flushPromises()
    const entries = panels.get('[data-testid="crosscheck-box-0"]').findAll('li')
    expect(entries).toHaveLength(2)
    expect(entries[0].text()).toContain('2 turns left')
    expect(entries[1].get('[data-testid="crosscheck-may-leave"]').text()).toBe('time served: may skate out')
  })

  it('collapses a panel and the whole column', async () => {
    const panels = mount(SidePanels, { props: { view: classicDugouts(), gameId: null }, ...plugins() })
    await panels.get('[data-testid="panel-dugouts-toggle"]').trigger('click')
    expect(panels.find('[data-testid="dugout-0"]').exists()).toBe(false)
    expect(panels.get('[data-testid="panel-dugouts-toggle"]').attributes('aria-expanded')).toBe('false')
    await panels.get('[data-testid="side-panels-toggle"]').trigger('click')
    expect(panels.find('[data-testid="dice-log"]').exists()).toBe(false)
  })
})

describe('DiceLog in the side column', () => {
  it('lists the rolls of the game from state.changed, filters them, and exports the .txt', async () => {
    const played = crossCheckCheck()
    // The game on the table, followed by the game store; the playback shows its changes at once.
    showAtOnce()
    const game = useGameStore()
    game.gameId = 'g-1'
    game.view = played.before
    game.listen()
    const panels = mount(SidePanels, { props: { view: played.before, gameId: 'g-1' }, ...plugins() })
    await flushPromises()
    transport.emit('state.changed', {
      gameId: 'g-1',
      view: played.after,
      events: played.steps.flat(),
      history: { cursor: 4, length: 4, canUndo: true, canRedo: false, practice: false },
    })
    await panels.setProps({ view: played.after })
    const rows = () =>
      panels
        .get('[data-testid="dice-log-list"]')
        .findAll('li')
        .map((li) => li.text())
    expect(rows()).toHaveLength(2)
    const [home, away] = played.after.teams.map((t) => t.name)
    // Both teams have a #1 Lineman: each is named with his team.
    expect(rows()[0]).toContain(`Check by #1 Lineman (${home}): rolled Defender Down`)
    await panels.get('[data-testid="dice-log-team"]').setValue('1')
    expect(rows()).toEqual([
      expect.stringContaining(`Armour against #1 Lineman (${away}): rolled 6, needed 10+ — armour holds`),
    ])
    await panels.get('[data-testid="dice-log-team"]').setValue('all')
    await panels.get('[data-testid="dice-log-failures"]').setValue(true)
    expect(rows()).toHaveLength(1)
    expect(useDiceLogStore().filter).toEqual({ side: 'all', purpose: 'all', failuresOnly: true })

    const blobs: Blob[] = []
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob)
      return 'blob:dice'
    })
    const clicks: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download)
    })
    await panels.get('[data-testid="dice-log-export"]').trigger('click')
    expect(clicks).toEqual([expect.stringMatching(/^pitchside-dice-.+\.txt$/)])
    const text = await blobs[0].text()
    expect(text).toContain('1 rolls')
    expect(text).toContain(`Armour against #1 Lineman (${away}): rolled 6, needed 10+ — armour holds`)
    create.mockRestore()
    click.mockRestore()
  })

  it('the compact toggle gives one line per action and is remembered in the settings', async () => {
    localStorage.clear()
    const played = classicDodgeFails()
    showAtOnce()
    const game = useGameStore()
    game.gameId = 'g-1'
    game.view = played.before
    game.listen()
    const panels = mount(SidePanels, { props: { view: played.before, gameId: 'g-1' }, ...plugins() })
    await flushPromises()
    // Two actions announced one by one: the declaration rolls nothing; the step rolls the dodge and the armour.
    played.steps.forEach((events, i) =>
      transport.emit('state.changed', {
        gameId: 'g-1',
        view: played.views[i],
        events,
        history: { cursor: i + 1, length: i + 1, canUndo: true, canRedo: false, practice: false },
      }),
    )
    await panels.setProps({ view: played.after })
    const rows = () =>
      panels
        .get('[data-testid="dice-log-list"]')
        .findAll('li.plog__row:not(.plog__row--summary)')
        .map((li) => li.text())
    const [home] = played.after.teams.map((t) => t.name)
    const perRoll = rows()
    expect(perRoll).toEqual([
      `Half 1 · ${home} turn 1Dodge by #1 Lineman (${home}): rolled 2, needed 5+ (−1) — failed`,
      `Half 1 · ${home} turn 1Armour against #1 Lineman (${home}): rolled 3 + 4 = 7, needed 9+ — armour holds`,
    ])
    await panels.get('[data-testid="dice-log-compact"]').setValue(true)
    expect(rows()).toEqual([
      `Half 1 · ${home} turn 1#1 Lineman (${home}): Dodge: rolled 2, needed 5+ (−1) — failed · ` +
        `Armour against #1 Lineman (${home}): rolled 3 + 4 = 7, needed 9+ — armour holds`,
    ])
    expect(useSettingsStore().diceLogCompact).toBe(true)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}').diceLogCompact).toBe(true)
    await panels.get('[data-testid="dice-log-compact"]').setValue(false)
    expect(rows()).toEqual(perRoll)
  })

  it('says when there are no rolls yet', async () => {
    const panels = mount(SidePanels, {
      props: { view: classicDodgeFails().before, gameId: 'g-1' },
      ...plugins(),
    })
    await flushPromises()
    expect(panels.get('[data-testid="dice-log-empty"]').text()).toBe('No rolls yet.')
    expect(transport.calls.map((c) => c.name)).toEqual(['game.history'])
  })
})
