// Issue 20 point 4: no view main sends shows what its coach could not see. A Blitz Bowl coach's Bonus Plays are
// secret from the other coach (001 A Coach's Hand): the app's own screen gets the human's hand against the AI and
// the deciding coach's in hot-seat play, a viewer of the LAN share and every replay frame get the sizes only, and
// once the game is over everyone sees every hand. The payloads are searched for the secret cards' names and ids.
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import type { Controllers, EventPayload, Result } from '@shared/ipc'
import { blitzAi } from '@shared/ai/blitz/index'
import { createRandom } from '@shared/ai/rng'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import type { BlitzState } from '@shared/rules/blitz/state'
import { buildScenario } from '@shared/rules/blitz/scenario'
import { viewerPayload } from '../../../src-main/host/viewerAccess'
import type { Host } from '../../../src-main/host/createHost'
import { legalFor, sidesShown, viewFor } from '../../../src-main/services/viewFor'
import { engineHostPerTest } from '../engineHost'

/** The away coach's Bonus Plays: names and ids that must appear in no payload the home side or a viewer gets. */
const AWAY_SECRETS = [
  'Bladed Knuckle Dusters',
  'bladed-knuckle-dusters',
  'Nerves of Steel',
  'nerves-of-steel',
]
const HOME_SECRETS = ['Sprint', 'sprint']

const owner = { transport: 'web' } as const
const viewer = { transport: 'web', viewer: true } as const

function table() {
  return buildScenario({
    name: 'secret hands',
    teams: {
      home: { team: 'orc', players: [{ id: 'a', position: 'thrower', at: [2, 5], ball: true }] },
      away: { team: 'dwarf', players: [{ id: 'd', position: 'runner', at: [12, 5] }] },
    },
    turn: { active: 'home' },
    cards: {
      active: ['get-moving', null, 'showboat'],
      hands: { home: ['sprint'], away: ['bladed-knuckle-dusters', 'nerves-of-steel'] },
    },
  }).s
}

const leaks = (payload: unknown, secrets: readonly string[]): string[] => {
  const text = JSON.stringify(payload)
  return secrets.filter((s) => text.includes(s))
}

async function call<T>(host: Host, name: string, args: unknown, context: object = owner): Promise<T> {
  const result = (await host.dispatcher.dispatch(name, args, context as typeof owner)) as Result<T>
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

describe('who sees which Bonus Plays (services/viewFor.ts)', () => {
  const full = blitzRuleset.view(table())
  const over: GameView = { ...full, decision: { side: null, kind: 'game-over' } }
  const cases: [string, GameView, Controllers, 'table' | 'spectator', number[]][] = [
    ['the human against the AI', full, ['human', { ai: 'beginner' }], 'table', [0]],
    ['the human against the AI, on the AI side', full, [{ ai: 'hard' }, 'human'], 'table', [1]],
    ['hot-seat play: the coach whose decision it is', full, ['human', 'human'], 'table', [0]],
    ['the AI against the AI', full, [{ ai: 'beginner' }, { ai: 'hard' }], 'table', []],
    ['a spectator (LAN viewer, replay)', full, ['human', 'human'], 'spectator', []],
    ['anyone once the game is over', over, ['human', { ai: 'beginner' }], 'spectator', [0, 1]],
  ]
  for (const [what, view, controllers, audience, shown] of cases)
    it(what, () => {
      expect(sidesShown(view, controllers, audience)).toEqual(shown)
      const sent = viewFor(view, controllers, audience).blitz!
      expect(sent.hands.map((h) => h?.map((b) => b.id) ?? null)).toEqual(
        [['sprint'], ['bladed-knuckle-dusters', 'nerves-of-steel']].map((h, side) =>
          shown.includes(side) ? h : null,
        ),
      )
      expect(sent.handSizes).toEqual([1, 2])
    })
})

describe('the hidden hands in what main sends', () => {
  const current = engineHostPerTest('hidden-hands')

  function hostGame(controllers: Controllers): string {
    const { host } = current()
    return host.games.createFromPosition({
      ruleset: 'blitz',
      state: table(),
      seed: 5,
      rosterIds: ['orc', 'dwarf'],
      controllers,
    }).gameId
  }

  it("gives the human playing the AI his own hand and never the AI's, in answers and events", async () => {
    const { host } = current()
    const heard: EventPayload<'state.changed'>[] = []
    host.bus.subscribe((name, payload) => {
      if (name === 'state.changed') heard.push(payload as EventPayload<'state.changed'>)
    })
    const gameId = hostGame(['human', { ai: 'beginner' }])
    const view = await call<GameView>(host, 'game.view', { gameId })
    expect(view.blitz!.hands[0]!.map((b) => b.name)).toEqual(['Sprint'])
    expect(view.blitz!.hands[1]).toBeNull()
    expect(view.blitz!.handSizes).toEqual([1, 2])
    expect(leaks(view, AWAY_SECRETS)).toEqual([])
    // An action's answer and the change it announces.
    // (Not the end of the turn: the AI stays out of it, so every event heard is of the human's own turn.)
    const { actions } = await call<{ actions: { type: string }[] }>(host, 'game.legal', { gameId })
    const action = actions.find((a) => a.type !== 'end-turn')
    const acted = await call<{ view: GameView }>(host, 'game.act', { gameId, action })
    expect(host.games.decision(gameId).side).toBe(0)
    expect(leaks(acted, AWAY_SECRETS)).toEqual([])
    expect(heard.length).toBeGreaterThan(0)
    expect(leaks(heard, AWAY_SECRETS)).toEqual([])
    expect(leaks(heard, HOME_SECRETS)).not.toEqual([])
    await host.ai.idle()
  })

  it('gives a viewer of the LAN share the sizes only, in answers and events', async () => {
    const { host } = current()
    const gameId = hostGame(['human', 'human'])
    const view = await call<GameView>(host, 'game.view', { gameId }, viewer)
    expect(view.blitz!.hands).toEqual([null, null])
    expect(view.blitz!.handSizes).toEqual([1, 2])
    expect(leaks(view, [...AWAY_SECRETS, ...HOME_SECRETS])).toEqual([])
    // The owner's screen (hot-seat) shows the deciding coach's hand; a viewer hears the change without it.
    const announced = { gameId, view: host.games.view(gameId), events: [] }
    expect(leaks(announced, HOME_SECRETS)).not.toEqual([])
    expect(leaks(viewerPayload('state.changed', announced), [...AWAY_SECRETS, ...HOME_SECRETS])).toEqual([])
  })

  it('shows no hidden hand in a replay frame, and every hand once the game is over', async () => {
    const { host } = current()
    const { gameId } = await call<{ gameId: string }>(host, 'game.new', {
      ruleset: 'blitz',
      home: { rosterId: 'orc' },
      away: { rosterId: 'dwarf' },
      seed: 8,
    })
    // Both sides played by the Beginner through the contract, to the end; the first position with a card in hand
    // is the one replayed.
    const rng = createRandom(8)
    let withCards: number | null = null
    for (let n = 0; n < 5000; n++) {
      const { state } = host.games.live(gameId)
      const decision = blitzRuleset.decision(state as BlitzState)
      if (decision.side === null) break
      const legal = blitzRuleset.legalActions(state as BlitzState)
      const ctx = {
        ruleset: blitzRuleset,
        state: state as BlitzState,
        side: decision.side,
        decision,
        legal,
        rng,
      }
      await call(host, 'game.act', { gameId, action: blitzAi.beginner(ctx) })
      const sizes = blitzRuleset.view(state as BlitzState).blitz!.handSizes
      if (withCards === null && sizes[0] + sizes[1] > 0) withCards = n + 1
    }
    expect(withCards).not.toBeNull()
    const frame = await call<{ view: GameView }>(host, 'replay.seek', { gameId, position: withCards })
    const { hands, handSizes } = frame.view.blitz!
    expect(hands).toEqual([null, null])
    expect(handSizes[0] + handSizes[1]).toBeGreaterThan(0)
    // A card in a hand is the only Bonus Play with a slot: none travels anywhere in the frame.
    expect(leaks(frame.view, ['"slot":'])).toEqual([])
    const { length } = await call<{ length: number }>(host, 'replay.timeline', { gameId })
    const end = await call<{ view: GameView }>(host, 'replay.seek', { gameId, position: length })
    expect(end.view.decision.kind).toBe('game-over')
    expect(end.view.blitz!.hands.map((h) => h?.length)).toEqual(end.view.blitz!.handSizes)
  })
})

describe("an AI's own decision offers the table no actions (services/viewFor.ts legalFor)", () => {
  const s = table()
  const decision = blitzRuleset.decision(s)
  const legal = { decision, actions: blitzRuleset.legalActions(s), chances: [] }
  it('answers the human his own decision in full', () => {
    expect(legalFor(legal, ['human', { ai: 'hard' }])).toBe(legal)
  })
  it("answers the AI's decision with no actions, so no Bonus Play it holds is named", () => {
    const flipped = { ...legal, decision: { ...decision, side: 1 as const } }
    const answered = legalFor(flipped, ['human', { ai: 'hard' }])
    expect(answered.actions).toEqual([])
    expect(answered.decision).toEqual(flipped.decision)
    expect(legalFor(flipped, ['human', 'human'])).toBe(flipped)
  })
})
