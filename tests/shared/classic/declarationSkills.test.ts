// Not in the seeds (LRB6 Bone-head, Take Root): lost tackle zones and roots last "until ... the drive ends" — the
// flags are gone once a touchdown has ended the drive (game.ts clears them with the pitch); the view shows them.
import { forceDice } from '@shared/engine/dice'
import { F_BONEHEADED, F_ROOTED, P_FLAGS } from '@shared/rules/classic/layout'
import { applyClassic, classicDecision } from '@shared/rules/classic/ruleset'
import { classicView } from '@shared/rules/classic/view'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'

test('a touchdown ends the drive: bone-headed and rooted players are themselves again', () => {
  const { s, ids } = buildScenario({
    name: 'drive end',
    game: 'classic',
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 'ogre', position: 'ogre', at: [10, 7], skills: ['bone-head'] },
          { id: 'tree', position: 'lineman', at: [10, 9], skills: ['take-root'] },
          { id: 'c', position: 'catcher', at: [24, 3] },
        ],
      },
      away: { roster: 'orc', players: [{ id: 'a', position: 'lineman', at: [5, 12] }] },
    },
    ball: { carrier: 'c' },
  } as Scenario)
  forceDice(s.m, [1, 1])
  const play = (a: object) => expect(applyClassic(s, a as never).ok).toBe(true)
  play({ type: 'declare', player: ids.ogre, kind: 'move' })
  play({ type: 'declare', player: ids.tree, kind: 'move' })
  play({ type: 'end-activation' })
  expect(s.m.w[P_FLAGS + ids.ogre] & F_BONEHEADED).not.toBe(0)
  expect(s.m.w[P_FLAGS + ids.tree] & F_ROOTED).not.toBe(0)
  // The view marks both for the renderer; the catcher has no conditions.
  const pieces = classicView(s, classicDecision(s)).pieces
  expect(pieces.find((q) => q.id === ids.ogre)?.conditions).toEqual(['no-tackle-zone'])
  expect(pieces.find((q) => q.id === ids.tree)?.conditions).toEqual(['rooted'])
  expect(pieces.find((q) => q.id === ids.c)?.conditions).toBeUndefined()
  play({ type: 'declare', player: ids.c, kind: 'move' })
  play({ type: 'step', x: 25, y: 3 })
  expect(s.m.w[P_FLAGS + ids.ogre] & F_BONEHEADED).toBe(0)
  expect(s.m.w[P_FLAGS + ids.tree] & F_ROOTED).toBe(0)
})
