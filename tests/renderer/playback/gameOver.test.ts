// @vitest-environment happy-dom
// The game-over screen over a fake main, with the match's real events behind replay.events: the final score and
// the winner, the touchdown with its scorer and turn, the casualty with who caused it, the MVP; Rematch hands the
// shell the same teams, coaches and options without a seed (and reads them back from the replay file for a game
// opened from the saves), Watch the replay opens this game on the timeline at its start, New game asks for the
// dialog. In Dutch too. The play layer's undo and redo are gone.
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { ok, type ReplayEvents, type TurnAt } from '@shared/ipc'
import PlayLayer from '../../../src-renderer/src/components/play/PlayLayer.vue'
import TimelineBar from '../../../src-renderer/src/components/timeline/TimelineBar.vue'
import { rematchChoice } from '../../../src-renderer/src/components/play/rematch'
import { createAppI18n } from '../../../src-renderer/src/i18n'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useTimelineStore } from '../../../src-renderer/src/stores/timeline'
import { FakeTransport } from '../fakeTransport'
import { showAtOnce } from './atOnce'
import { classicMatch } from './games'

afterEach(() => provideClient(null))

const turnAt = (v: GameView): TurnAt => ({
  period: v.period,
  side: v.activeSide,
  turn: v.activeSide === null ? 0 : v.turns[v.activeSide],
})

/** The Orcs' blitz and the Humans' touchdown, then the final whistle; main's draw names each side's MVP. */
function match(mvps: ReplayEvents['mvps'] | null = [1, 16]) {
  const { steps } = classicMatch()
  const last = steps.at(-1)!.after
  const over: GameView = { ...last, decision: { side: null, kind: 'game-over' } }
  const events: ReplayEvents = {
    from: 0,
    to: steps.length,
    length: steps.length,
    positions: steps.map((s, i) => ({ position: i + 1, before: turnAt(s.before), events: s.events })),
    pieces: steps.flatMap((s) =>
      s.before.pieces.map(({ id, side, number, name, positionId }) => ({
        id,
        side,
        number,
        name,
        positionId,
      })),
    ),
    ...(mvps ? { mvps } : {}),
  }
  return { over, events }
}

async function finished(locale: 'en' | 'nl' = 'en', mvps?: ReplayEvents['mvps'] | null) {
  const { over, events } = match(mvps)
  const transport = new FakeTransport({
    'game.new': () => ok({ gameId: 'g-1', view: over }),
    'game.legal': () => ok({ decision: over.decision, actions: [], chances: [] }),
    'replay.events': () => ok(events),
    'replay.timeline': () =>
      ok({
        gameId: 'g-1',
        branchId: null,
        length: 13,
        cursor: 13,
        markers: [],
        activations: [],
        turns: [],
        halves: [],
        branches: [],
      }),
    'replay.seek': (args) =>
      ok({ position: (args as { position: number }).position, length: 13, view: over, events: [] }),
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  showAtOnce()
  const game = useGameStore()
  game.listen()
  await game.newGame('human', 'orc', 'classic', ['human', { ai: 'hard' }], undefined, { weather: false })
  const wrapper = mount(PlayLayer, { global: { plugins: [createAppI18n(locale)] } })
  await flushPromises()
  return { transport, game, wrapper }
}

describe('game over', () => {
  it('shows the score, the winner, scorers, casualties and the MVP; no undo or redo', async () => {
    const { wrapper } = await finished()
    const screen = wrapper.get('[data-testid="game-over"]')
    expect(screen.findAll('[data-testid="game-over-score"] > *').map((e) => e.text())).toEqual([
      'Human',
      '1 – 0',
      'Orc',
    ])
    expect(screen.get('[data-testid="game-over-result"]').text()).toBe('Human win')
    expect(screen.get('[data-testid="game-over-scores"]').text()).toBe('#2 Catcher (Human) · half 1, turn 3')
    expect(screen.get('[data-testid="game-over-casualties"]').text()).toBe(
      '#7 Lineman (Human): badly hurt, by #4 Blitzer (Orc)',
    )
    // Classic: each side's MVP as main drew him (the league's), his points with the award's 5.
    expect(screen.get('[data-testid="game-over"] h3:nth-of-type(3)').text()).toBe('Most valuable players')
    expect(screen.findAll('[data-testid="game-over-mvp"] li').map((li) => li.text())).toEqual([
      '#2 Catcher (Human) · 8 SPP, 5 of them for the award',
      '#4 Blitzer (Orc) · 7 SPP, 5 of them for the award',
    ])
    expect(wrapper.find('[data-testid="undo"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="redo"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="final-result"]').text()).toContain('Game over')
  })

  it('the live timeline offers no undo or redo after the final whistle, and stays the live one', async () => {
    await finished()
    await useTimelineStore().live('g-1')
    const bar = mount(TimelineBar, { global: { plugins: [createAppI18n('en')] } })
    await flushPromises()
    expect(bar.get('[data-testid="timeline"]').attributes('data-mode')).toBe('live')
    expect(bar.find('[data-testid="timeline-undo"]').exists()).toBe(false)
    expect(bar.find('[data-testid="timeline-redo"]').exists()).toBe(false)
    expect(bar.find('[data-testid="timeline-play"]').exists()).toBe(false)
  })

  it('in Dutch', async () => {
    const { wrapper } = await finished('nl')
    const screen = wrapper.get('[data-testid="game-over"]')
    expect(screen.get('h2').text()).toBe('Einde wedstrijd')
    expect(screen.get('[data-testid="game-over-result"]').text()).toBe('Human wint')
    expect(screen.get('[data-testid="game-over-casualties"]').text()).toBe(
      '#7 Lineman (Human): zwaar gekwetst, door #4 Blitzer (Orc)',
    )
    expect(screen.findAll('[data-testid="game-over-mvp"] li').map((li) => li.text())).toEqual([
      '#2 Catcher (Human) · 8 SPP, waarvan 5 voor de prijs',
      '#4 Blitzer (Orc) · 7 SPP, waarvan 5 voor de prijs',
    ])
  })

  it('Classic without main’s draw names nobody (never the points leader instead)', async () => {
    const { wrapper } = await finished('en', null)
    expect(wrapper.get('[data-testid="game-over-mvp"]').text()).toBe('No award drawn for this game')
  })

  it('Rematch: the same teams, sides, coaches and options, no seed; New game asks for the dialog', async () => {
    const { wrapper } = await finished()
    await wrapper.get('[data-testid="game-over-rematch"]').trigger('click')
    await flushPromises()
    expect(wrapper.emitted('rematch')).toEqual([
      [
        {
          ruleset: 'classic',
          home: 'human',
          away: 'orc',
          controllers: ['human', { ai: 'hard' }],
          options: { weather: false },
        },
      ],
    ])
    await wrapper.get('[data-testid="game-over-new"]').trigger('click')
    expect(wrapper.emitted('new-game')).toEqual([[]])
  })

  it('Watch the replay: this game on the timeline from its start', async () => {
    const { transport, wrapper } = await finished()
    await wrapper.get('[data-testid="game-over-watch"]').trigger('click')
    await flushPromises()
    const timeline = useTimelineStore()
    expect(timeline.mode).toBe('replay')
    expect(timeline.gameId).toBe('g-1')
    expect(timeline.position).toBe(0)
    expect(transport.calls.find((c) => c.name === 'replay.seek')?.args).toEqual({
      gameId: 'g-1',
      position: 0,
    })
    expect(wrapper.find('[data-testid="game-over"]').exists()).toBe(false)
  })

  it('a rematch of a game opened from the saves reads its teams and options from its replay file', async () => {
    const client = {
      request: (name: string) =>
        Promise.resolve(
          name === 'replay.export'
            ? ok({
                fileName: 'x.pitchside.json',
                text: JSON.stringify({ rosters: ['dwarf', 'skaven'], options: { fouls: false } }),
              })
            : ok(null),
        ),
    } as unknown as Pick<PitchsideClient, 'request'>
    const choice = await rematchChoice(client, {
      gameId: 'g-9',
      ruleset: 'classic',
      rosters: ['human', 'orc'],
      controllers: [{ ai: 'beginner' }, 'human'],
      setup: null,
    })
    expect(choice).toEqual({
      ruleset: 'classic',
      home: 'dwarf',
      away: 'skaven',
      controllers: [{ ai: 'beginner' }, 'human'],
      options: { fouls: false },
    })
  })

  it('a rematch of a reopened game with a saved team fields that team as played, then again in the rematch’s rematch', async () => {
    // The setup's teams, as replay.export writes them: a saved Orc team under its own name with a named player.
    const tide = {
      rosterId: 'orc',
      name: 'Da Green Tide',
      rerolls: 3,
      players: [{ positionId: 'blitzer', name: 'Grimbad Ironfist', number: 7 }],
    }
    const humans = { rosterId: 'human', name: 'Human Team', rerolls: 3, players: [] }
    const client = {
      request: (name: string) =>
        Promise.resolve(
          name === 'replay.export'
            ? ok({
                fileName: 'x.pitchside.json',
                text: JSON.stringify({ rosters: ['orc', 'human'], teams: [tide, humans] }),
              })
            : ok(null),
        ),
    } as unknown as Pick<PitchsideClient, 'request'>
    const choice = await rematchChoice(client, {
      gameId: 'g-9',
      ruleset: 'classic',
      rosters: ['orc', 'human'],
      controllers: ['human', { ai: 'beginner' }],
      setup: null,
    })
    expect(choice).toEqual({
      ruleset: 'classic',
      home: 'orc',
      away: 'human',
      controllers: ['human', { ai: 'beginner' }],
      options: {},
      fielded: [tide, humans],
    })

    // Started, the rematch sends both teams whole; the game remembers them, so its own rematch fields them again.
    setActivePinia(createPinia())
    const transport = new FakeTransport({
      'game.new': () => ok({ gameId: 'g-10', view: match().over }),
      'game.legal': () => ok({ decision: match().over.decision, actions: [], chances: [] }),
    })
    provideClient(new PitchsideClient(transport))
    const game = useGameStore()
    const { home, away, ruleset, controllers, options, fielded } = choice
    expect(await game.newGame(home, away, ruleset, controllers, undefined, options, fielded)).toBe(true)
    expect(transport.calls.find((c) => c.name === 'game.new')?.args).toEqual({
      ruleset: 'classic',
      home: { team: tide },
      away: { team: humans },
      controllers: ['human', { ai: 'beginner' }],
    })
    const again = await rematchChoice(client, {
      gameId: 'g-10',
      ruleset: 'classic',
      rosters: ['orc', 'human'],
      controllers: game.controllers,
      setup: game.setup,
    })
    expect(again.fielded).toEqual([tide, humans])
  })

  it('a rematch of a game started here with a saved team fields it as it played; with rosters it asks nothing', async () => {
    const tide = { rosterId: 'orc', name: 'Da Green Tide', rerolls: 3, players: [] }
    const humans = { rosterId: 'human', name: 'Human Team', rerolls: 3, players: [] }
    const asked: string[] = []
    const client = {
      request: (name: string) => {
        asked.push(name)
        return Promise.resolve(
          ok({
            fileName: 'x.pitchside.json',
            text: JSON.stringify({ rosters: ['orc', 'human'], teams: [tide, humans] }),
          }),
        )
      },
    } as unknown as Pick<PitchsideClient, 'request'>
    const id = 't-00000000-0000-4000-8000-000000000001'
    const setup = {
      gameId: 'g-3',
      ruleset: 'classic' as const,
      home: `team:${id}`,
      away: 'human',
      controllers: ['human', { ai: 'hard' }] as const,
      options: { weather: false },
    }
    const from = {
      gameId: 'g-3',
      ruleset: 'classic' as const,
      rosters: ['orc', 'human'] as const,
      controllers: setup.controllers,
    }
    expect(await rematchChoice(client, { ...from, setup })).toEqual({
      ruleset: 'classic',
      home: `team:${id}`,
      away: 'human',
      controllers: ['human', { ai: 'hard' }],
      options: { weather: false },
      fielded: [tide, humans],
    })
    expect(asked).toEqual(['replay.export'])
    asked.length = 0
    const plain = await rematchChoice(client, { ...from, setup: { ...setup, home: 'orc' } })
    expect(plain).toEqual({
      ruleset: 'classic',
      home: 'orc',
      away: 'human',
      controllers: ['human', { ai: 'hard' }],
      options: { weather: false },
    })
    expect(asked).toEqual([])
  })

  it('a replay file without readable teams falls back to the rosters’ standard teams', async () => {
    const client = {
      request: () =>
        Promise.resolve(
          ok({
            fileName: 'x.pitchside.json',
            text: JSON.stringify({ rosters: ['orc', 'human'], teams: [{}, 'x'] }),
          }),
        ),
    } as unknown as Pick<PitchsideClient, 'request'>
    const choice = await rematchChoice(client, {
      gameId: 'g-9',
      ruleset: 'classic',
      rosters: ['orc', 'human'],
      controllers: ['human', 'human'],
      setup: null,
    })
    expect(choice).toEqual({
      ruleset: 'classic',
      home: 'orc',
      away: 'human',
      controllers: ['human', 'human'],
      options: {},
    })
  })
})
