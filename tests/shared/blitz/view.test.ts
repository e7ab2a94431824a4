// What coaches see: the board view, and of the cards only the active ones, the deck's top card, hand sizes and
// their own hand (001: the Bonus Plays in a hand are secret).
import { buildScenario } from '@shared/rules/blitz/scenario'
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { blitzCards } from '@shared/rules/blitz/view'

describe('Blitz Bowl views', () => {
  const { s } = buildScenario({
    name: 'cards',
    teams: {
      home: { team: 'orc', players: [{ id: 'a', position: 'thrower', at: [2, 5], ball: true }] },
      away: { team: 'dwarf', players: [{ id: 'd', position: 'runner' }] },
    },
    cards: {
      active: ['get-moving', null, 'showboat'],
      deck: ['spread-out'],
      hands: { home: ['sprint'], away: ['dodge', 'jump-up'] },
    },
  })

  it("shows the active cards, the visible top card and hand sizes, and only the viewer's own Bonus Plays", () => {
    const home = blitzCards(s, 0)
    expect(home.active.map((c) => c?.name ?? null)).toEqual(['Get Moving!', null, 'Showboat For The Crowd!'])
    expect(home.top).toEqual({ name: 'Spread Out!' })
    expect(home.handSizes).toEqual([1, 2])
    expect(home.ownHand).toEqual(['sprint'])
    expect(blitzCards(s, 1).ownHand).toEqual(['dodge', 'jump-up'])
    expect(blitzCards(s, null).ownHand).toEqual([])
    // The ruleset's view carries both hands (GameView.blitz); main sends each client only its coach's
    // (src-main/services/viewFor.ts, tests/main/host/hiddenHands.test.ts).
    expect(blitzRuleset.view(s).blitz?.hands.map((h) => h!.map((b) => b.id))).toEqual([
      ['sprint'],
      ['dodge', 'jump-up'],
    ])
  })

  it('draws the 15 × 11 board with pieces, balls and the score', () => {
    const v = blitzRuleset.view(s)
    expect(v.board).toEqual({ width: 15, height: 11 })
    expect(v.pieces.find((p) => p.positionId === 'thrower')).toMatchObject({
      x: 2,
      y: 5,
      state: 'standing',
      hasBall: true,
    })
    expect(v.pieces.find((p) => p.positionId === 'runner')).toMatchObject({ x: null, state: 'reserve' })
    expect(v.balls).toEqual([{ x: 2, y: 5, carrier: 0 }])
    expect(v.decision).toEqual({ side: 0, kind: 'turn' })
  })
})
