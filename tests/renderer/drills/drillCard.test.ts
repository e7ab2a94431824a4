// @vitest-environment happy-dom
// The drills dialog and the instruction card over a fake main: the dialog lists drills per game and starts one;
// the card shows the current step citing its rule (English or Dutch), then the verdict with Try again and the
// next drill.
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DrillCard from '../../../src-renderer/src/components/drills/DrillCard.vue'
import DrillsDialog from '../../../src-renderer/src/components/drills/DrillsDialog.vue'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { useDrillStore } from '../../../src-renderer/src/stores/drill'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { fakeDrillMain, settle } from './fakeDrillMain'

describe('DrillsDialog', () => {
  it('lists the drills per game and starts the one clicked', async () => {
    const main = fakeDrillMain()
    const dialog = mount(DrillsDialog, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    const blitz = dialog.get('[data-testid="drills-blitz"]')
    expect(blitz.text()).toContain('Blitz Bowl')
    expect(blitz.findAll('li')).toHaveLength(5)
    expect(dialog.get('[data-testid="drills-classic"]').text()).toContain('dodge')
    await dialog.get('[data-testid="drill-start-blitz-2-blocking"]').trigger('click')
    await settle()
    expect(main.transport.calls.find((c) => c.name === 'drills.start')?.args).toEqual({
      id: 'blitz-2-blocking',
    })
    expect(dialog.emitted('started')).toHaveLength(1)
    expect(useGameStore().view?.ruleset).toBe('blitz')
  })
})

describe('DrillCard', () => {
  async function running(locale: 'en' | 'nl') {
    fakeDrillMain()
    const drills = useDrillStore()
    await drills.load()
    await drills.begin('blitz-1-moving')
    const card = mount(DrillCard, { global: { plugins: [createAppI18n(locale)] } })
    await flushPromises()
    return { card, drills, game: useGameStore() }
  }

  it('shows the step, its rule and text, and moves on when the goal is met', async () => {
    const { card, drills, game } = await running('en')
    expect(card.get('[data-testid="drill-step"]').text()).toBe('Step 1 of 3')
    expect(card.get('[data-testid="drill-rule"]').text()).toBe('Sidestep')
    expect(card.text()).not.toMatch(/\b00\d\b/)
    expect(card.get('[data-testid="drill-text"]').text()).toMatch(/^Your Lineman is Marked/)
    await game.act({ type: 'sidestep', player: drills.active!.pieces.lineman, x: 5, y: 5 })
    await settle()
    expect(card.get('[data-testid="drill-step"]').text()).toBe('Step 2 of 3')
    expect(card.get('[data-testid="drill-rule"]').text()).toBe('Run')
  })

  it('speaks Dutch', async () => {
    const { card } = await running('nl')
    expect(card.get('[data-testid="drill-step"]').text()).toBe('Stap 1 van 3')
    expect(card.get('[data-testid="drill-text"]').text()).toMatch(/Je Lineman is Gemarkeerd/)
    expect(card.text()).toContain('Oefenpartijen worden niet bewaard')
  })

  it('Classic: the rule line in the UI language, not as the Dutch seed 004 names it, and uncited', async () => {
    fakeDrillMain()
    const drills = useDrillStore()
    await drills.load()
    await drills.begin('classic-1-dodge-and-run')
    const card = mount(DrillCard, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    expect(card.get('[data-testid="drill-rule"]').text()).toBe('Declaring an action')
    expect(card.text()).not.toContain('aankondigen')
    const nl = mount(DrillCard, { global: { plugins: [createAppI18n('nl')] } })
    await flushPromises()
    expect(nl.get('[data-testid="drill-rule"]').text()).toBe('Actie aankondigen')
  })

  it('after a failure offers Try again, which restarts the drill', async () => {
    const { card, game } = await running('en')
    await game.act({ type: 'end-turn' })
    await settle()
    expect(card.find('[data-testid="drill-failure"]').exists()).toBe(true)
    await card.get('[data-testid="drill-restart"]').trigger('click')
    await settle()
    expect(card.find('[data-testid="drill-failure"]').exists()).toBe(false)
    expect(card.get('[data-testid="drill-step"]').text()).toBe('Step 1 of 3')
  })

  it('after a success offers the next drill of the same game', async () => {
    const { card, drills, game } = await running('en')
    const ids = drills.active!.pieces
    await game.act({ type: 'sidestep', player: ids.lineman, x: 5, y: 5 })
    await game.act({ type: 'run', player: ids.catcher })
    await game.walk([9, 10, 11, 12, 13, 14].map((x) => ({ x, y: 6 })))
    await game.act({ type: 'stop' })
    await settle()
    expect(card.find('[data-testid="drill-success"]').exists()).toBe(true)
    expect(card.get('[data-testid="drill-next"]').text()).toContain('Blocking')
    expect(card.get('[data-testid="drill-restart"]').text()).toBe('Try again')
    expect(card.get('[data-testid="drill-quit"]').text()).toBe('Back to menu')
    await card.get('[data-testid="drill-quit"]').trigger('click')
    await settle()
    expect(useDrillStore().active).toBeNull()
    expect(game.gameId).toBeNull()
  })
})
