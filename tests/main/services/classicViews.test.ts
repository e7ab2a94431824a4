// Shipped classics held in memory for watching (classics.view): checked like an import, one read per classic
// while held, the least recently used let go beyond the limit, ids that fit the game id pattern.
import { describe, expect, it } from 'vitest'
import { gameIdSchema } from '@shared/ipc'
import { findClassicGames } from '../../../src-main/host/createHost'
import { engineRulesets } from '../../../src-main/host/engineSources'
import { ClassicGames } from '../../../src-main/services/ClassicGames'
import { CLASSIC_VIEW_PREFIX, ClassicViews, classicViewId } from '../../../src-main/services/ClassicViews'

const dir = findClassicGames(import.meta.dirname)

describe('ClassicViews', () => {
  it('makes ids the replay requests accept, readable or hashed when the classic id is long', () => {
    expect(classicViewId('humans-v-orcs')).toBe(`${CLASSIC_VIEW_PREFIX}humans-v-orcs`)
    const long = 'a'.repeat(64)
    for (const id of ['a', 'humans-v-orcs', 'x'.repeat(56), 'x'.repeat(57), long]) {
      expect(gameIdSchema.safeParse(classicViewId(id)).success, id).toBe(true)
    }
    expect(classicViewId(long)).not.toBe(classicViewId('a'.repeat(63)))
  })

  it('holds a checked game, reads the file once while held, and lets the oldest go', () => {
    const classics = new ClassicGames(dir)
    let reads = 0
    const counting = Object.assign(Object.create(classics) as ClassicGames, {
      read: (id: string) => {
        reads++
        return classics.read(id)
      },
    })
    const views = new ClassicViews(counting, engineRulesets, 1)
    const [a, b] = classics.list()
    const idA = views.open(a.id)
    expect(views.get(idA)).toMatchObject({ cursor: a.actions, created: { gameId: idA, ruleset: 'classic' } })
    expect(views.get(idA)!.snapshots.size).toBeGreaterThan(0) // seeks start near their position
    expect(views.open(a.id)).toBe(idA)
    expect(reads).toBe(1)
    const idB = views.open(b.id)
    expect(views.get(idB)).not.toBeNull()
    expect(views.get(idA)).toBeNull()
  })

  it('throws the typed errors of an import and holds nothing new', () => {
    const views = new ClassicViews(new ClassicGames(dir), engineRulesets)
    expect(() => views.open('no-such-game')).toThrow(expect.objectContaining({ code: 'classic/not-found' }))
    expect(views.get(classicViewId('no-such-game'))).toBeNull()
    const noRules = new ClassicViews(new ClassicGames(dir), { ...engineRulesets, available: () => [] })
    expect(() => noRules.open('humans-v-orcs')).toThrow(
      expect.objectContaining({ code: 'replay/unsupported' }),
    )
    expect(noRules.get(classicViewId('humans-v-orcs'))).toBeNull()
  })
})
