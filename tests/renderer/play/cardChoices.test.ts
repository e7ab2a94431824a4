// Blitz Bowl's discard choices name the cards (issue 19, point 2): the active challenge by name, points and what
// it asks; a Bonus Play in the hand by name and what it does, matched by its place in the hand (not its order).
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { nameCards } from '../../../src-renderer/src/play/cardChoices'
import type { MenuItem } from '../../../src-renderer/src/play/viewModel'

const item = (action: MenuItem['action']): MenuItem => ({
  id: 'a0',
  label: { key: `play.action.${action.type}`, fallback: action.type },
  rule: null,
  action,
  chance: null,
  actor: null,
})

const view = {
  decision: { side: 1, kind: 'discard-hand' },
  blitz: {
    challenges: [
      null,
      { kind: 'challenge', name: 'Spread Out!', text: 'Have no two players next to each other.', points: 1 },
      null,
    ],
    hands: [
      null,
      [
        { id: 'dodge', name: 'Dodge', text: 'Ignore one marking player.', when: 'action', slot: 0 },
        { id: 'sprint', name: 'Sprint', text: '+2 Move for a Run.', when: 'action', slot: 2 },
      ],
    ],
  },
} as unknown as GameView

describe('Blitz Bowl discard choices', () => {
  it('an active challenge by its name, points and condition', () => {
    const [named] = nameCards(view, [item({ type: 'discard-active', slot: 1 })])
    expect(named.label).toEqual({
      key: 'cards.discardActive',
      fallback: 'Discard Spread Out! (1): Have no two players next to each other.',
      params: { name: 'Spread Out!', points: 1, text: 'Have no two players next to each other.' },
    })
  })

  it('a Bonus Play by its place in the hand; an unknown place keeps the plain label', () => {
    const [sprint, none] = nameCards(view, [
      item({ type: 'discard-hand', card: 2 }),
      item({ type: 'discard-hand', card: 1 }),
    ])
    expect(sprint.label).toMatchObject({ key: 'cards.discardHand', params: { name: 'Sprint' } })
    expect(none.label.key).toBe('play.action.discard-hand')
  })

  it('other games and other actions pass unchanged', () => {
    const plain = [item({ type: 'end-turn' })]
    expect(nameCards({ ...view, blitz: undefined } as GameView, plain)).toBe(plain)
    expect(nameCards(view, plain)[0]).toBe(plain[0])
  })
})
