// The cards and dugouts beside the pitch (GameView.blitz): the Challenge Card row with its texts and points, the
// deck's top card (a Random Event shows its back), both coaches' Bonus Plays with their texts, the Dugouts, and the
// lasting effects in force — from real positions and a real game, never hand-made views.
import { blitzRuleset } from '@shared/rules/blitz/ruleset'
import { buildScenario } from '@shared/rules/blitz/scenario'

describe('Blitz Bowl table view (GameView.blitz)', () => {
  it('shows the active cards, the top of the deck, both hands and the dugouts', () => {
    const { s } = buildScenario({
      name: 'table',
      options: { rookies: 'away' },
      teams: {
        home: {
          team: 'orc',
          players: [
            { id: 'a', position: 'thrower', at: [2, 5], ball: true },
            { id: 'r', position: 'lineman' },
          ],
        },
        away: { team: 'dwarf', players: [{ id: 'd', position: 'runner', at: [8, 5] }] },
      },
      cards: {
        active: ['get-moving', null, 'showboat'],
        deck: ['spread-out'],
        hands: { home: ['sprint'], away: ['dodge', 'jump-up'] },
      },
    })
    const v = blitzRuleset.view(s)
    const t = v.blitz!
    expect(t.challenges).toEqual([
      {
        kind: 'challenge',
        name: 'Get Moving!',
        text: 'A Run action, and your team has made 3 or more Runs this turn.',
        points: 2,
      },
      null,
      {
        kind: 'challenge',
        name: 'Showboat For The Crowd!',
        text: 'Your action led to a touchdown.',
        points: 1,
      },
    ])
    expect(t.top).toMatchObject({ kind: 'challenge', name: 'Spread Out!', points: 1 })
    expect(t.hands[0]!.map((b) => b.id)).toEqual(['sprint'])
    expect(t.hands[0]![0]).toEqual({
      id: 'sprint',
      name: 'Sprint',
      text: '+2 Move for a Run.',
      when: 'action',
      slot: 0, // its place in the hand: the discard-hand action's card
    })
    expect(t.hands[1]!.map((b) => b.name)).toEqual(['Dodge', 'Jump Up'])
    expect(t.handSizes).toEqual([1, 2])
    const reserve = v.pieces.find((p) => p.side === 0 && p.state === 'reserve')!
    expect(t.dugouts[0]).toEqual({ reserves: [reserve.id], emergencyReserves: 4, rookiesToWatch: false })
    expect(t.dugouts[1]).toMatchObject({ reserves: [], rookiesToWatch: true })
    expect(t.actionsLeft).toBe(3)
    expect(t.finalTurns).toBeNull()
    expect(t.inForce).toEqual([])
  })

  it('shows a Random Event on top of the deck face-down, and the final turns once the deck is out', () => {
    const { s } = buildScenario({
      name: 'event on top',
      options: { randomEvents: true },
      teams: {
        home: { team: 'orc', players: [{ id: 'a', position: 'thrower', at: [2, 5] }] },
        away: { team: 'dwarf', players: [{ id: 'd', position: 'runner', at: [8, 5] }] },
      },
      turn: { active: 'home', final: 1 },
      cards: { active: ['get-moving', null, null], deck: ['event:multi-ball'], deckOnly: true },
    })
    const t = blitzRuleset.view(s).blitz!
    expect(t.top).toEqual({
      kind: 'event',
      name: 'Random Event',
      text: 'Face-down: the coach whose turn it is draws it and applies it.',
      points: 0,
    })
    expect(t.deckLeft).toBe(1)
    expect(t.finalTurns).toBe(1)
  })

  it('keeps the dugouts equal to the reserve pieces through a seeded game, and claimed cards reach a hand', () => {
    const s = blitzRuleset.create({
      ruleset: 'blitz',
      seed: 77,
      teams: [{ teamId: 'orc' }, { teamId: 'dwarf' }],
    })
    let seen = 0
    for (let i = 0; i < 3000 && blitzRuleset.decision(s).side !== null; i++) {
      const legal = blitzRuleset.legalActions(s)
      const pick = legal.find((a) => a.type === 'claim') ?? legal[(i * 7919) % legal.length]
      blitzRuleset.apply(s, pick)
      const v = blitzRuleset.view(s)
      const t = v.blitz!
      expect(t.challenges).toHaveLength(3)
      expect(t.deckLeft).toBeGreaterThanOrEqual(0)
      for (const side of [0, 1] as const) {
        const inDugout = v.pieces.filter((p) => p.side === side && p.state === 'reserve').map((p) => p.id)
        expect(t.dugouts[side].reserves).toEqual(inDugout)
      }
      seen += t.hands[0]!.length + t.hands[1]!.length
      expect(t.handSizes).toEqual([t.hands[0]!.length, t.hands[1]!.length])
    }
    expect(seen).toBeGreaterThan(0) // some card was claimed and held in a hand
  })
})
