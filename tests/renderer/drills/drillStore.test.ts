// The drill flow over a fake main with the real rules: starting a drill hands its game to the game store, the
// current step moves on when its goal is met on the new view (several at once when one action meets them),
// the drill succeeds after the last step, fails when the turn passes, and "Try again" starts it afresh.
import { describe, expect, it } from 'vitest'
import { progress, stepMarks } from '../../../src-renderer/src/components/drills/flow'
import { useDrillStore } from '../../../src-renderer/src/stores/drill'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { usePlayStore } from '../../../src-renderer/src/stores/play'
import { usePlaybackStore } from '../../../src-renderer/src/stores/playback'
import { fakeDrillMain, settle } from './fakeDrillMain'

async function startDrill(id: string, dice: number[] = []) {
  const main = fakeDrillMain()
  main.dice = dice
  const drill = useDrillStore()
  const game = useGameStore()
  await drill.load()
  expect(await drill.begin(id)).toBe(true)
  await settle()
  return { main, drill, game, ids: drill.active!.pieces }
}

describe('drill store', () => {
  it('lists the drills and starts one as the game on the table', async () => {
    const { drill, game, main } = await startDrill('blitz-1-moving')
    expect(drill.list.map((d) => d.id)).toContain('blitz-3-throwing')
    expect(game.gameId).toBe('g-drill-1')
    expect(game.view?.ruleset).toBe('blitz')
    expect(game.legal?.actions.some((a) => a.type === 'sidestep')).toBe(true)
    expect(drill.step).toBe(0)
    expect(drill.status).toBe('running')
    expect(main.transport.calls.map((c) => c.name)).toContain('drills.start')
  })

  it('marks the current step squares and pieces, and moves on as goals are met, to success', async () => {
    const { drill, game, ids } = await startDrill('blitz-1-moving')
    expect(drill.marks).toEqual([
      { x: 5, y: 5, tone: 'target' },
      { x: 6, y: 4, tone: 'selected' },
    ])
    await game.act({ type: 'sidestep', player: ids.lineman, x: 5, y: 5 })
    await settle()
    expect(drill.step).toBe(1)
    await game.act({ type: 'run', player: ids.catcher })
    await game.walk([
      { x: 9, y: 6 },
      { x: 10, y: 6 },
    ])
    await settle()
    expect(drill.step).toBe(2)
    await game.walk([11, 12, 13, 14].map((x) => ({ x, y: 6 })))
    expect(drill.status).toBe('running')
    await game.act({ type: 'stop' })
    await settle()
    expect(drill.status).toBe('success')
    expect(drill.marks).toEqual([])
    expect(drill.next?.id).toBe('blitz-2-blocking')
  })

  it('fails when the turn passes before the goal, and Try again starts the drill afresh', async () => {
    const { drill, game, main } = await startDrill('blitz-2-blocking')
    await game.act({ type: 'end-turn' })
    await settle()
    expect(drill.status).toBe('failure')
    expect(await drill.restart()).toBe(true)
    await settle()
    expect(main.starts).toBe(2)
    expect(game.gameId).toBe('g-drill-2')
    expect(drill.status).toBe('running')
    expect(drill.step).toBe(0)
  })

  it('fails on a step fail goal: the Catcher falls on his dodge', async () => {
    // 004: a dodge of 1, the Dodge skill's re-roll 1 as well; then his armour and injury dice.
    const { drill, game, ids } = await startDrill('classic-1-dodge-and-run', [1, 1, 1, 1])
    await game.act({ type: 'declare', player: ids.catcher, kind: 'move' })
    await settle()
    expect(drill.step).toBe(1)
    await game.act({ type: 'step', x: 17, y: 8 })
    await settle()
    for (let i = 0; i < 3 && game.legal?.actions.some((a) => a.type === 'reroll'); i++) {
      await game.act(game.legal.actions.find((a) => a.type === 'reroll')!)
      await settle()
    }
    expect(game.view?.pieces.find((p) => p.id === ids.catcher)?.state).not.toBe('standing')
    expect(drill.status).toBe('failure')
  })

  it('ends cleanly: after the touchdown the play screen offers nothing (no setup, no game over) and no undo', async () => {
    // Classic: the touchdown would go on into the next drive's setup; the drill's game ends there instead.
    const { drill, game, ids } = await startDrill('classic-1-dodge-and-run', [4, 3])
    const play = usePlayStore()
    await game.act({ type: 'declare', player: ids.catcher, kind: 'move' })
    await game.walk([17, 18, 19, 20, 21, 22, 23, 24, 25].map((x) => ({ x, y: 8 })))
    await settle()
    expect(drill.status).toBe('success')
    expect(game.view?.score).toEqual([1, 0])
    expect(game.legal?.actions).toEqual([])
    // The touchdown's moment is watched; then the table shows the game as it ended.
    usePlaybackStore().dismiss()
    await settle()
    expect(game.view?.decision.kind).toBe('setup')
    // The table keeps the drill's end: the scorer in the end zone, not the reserves the next drive starts from.
    const scorer = (view: typeof game.view) => view?.pieces.find((p) => p.id === ids.catcher)
    expect(scorer(game.view)?.state).toBe('reserve')
    expect(scorer(drill.endView)).toMatchObject({ x: 25, y: 8, state: 'standing' })
    expect(game.ended).toBe(true)
    expect(game.over).toBe(true)
    expect(play.model.phase).toBe('none')
    expect(play.model.setup).toBeNull()
    expect(play.canUndo).toBe(false)
    expect(await game.act({ type: 'setup-done' } as never)).toBe(false)
  })

  it('Back to menu unloads the drill game here and in main; Try again leaves the old game in main', async () => {
    const { drill, game, main } = await startDrill('blitz-2-blocking')
    await game.act({ type: 'end-turn' })
    await settle()
    expect(drill.status).toBe('failure')
    await drill.restart()
    await settle()
    expect(main.left).toEqual(['g-drill-1'])
    expect(game.ended).toBe(false)
    drill.quit()
    await settle()
    expect(drill.active).toBeNull()
    expect(drill.endView).toBeNull()
    expect(game.gameId).toBeNull()
    expect(game.view).toBeNull()
    expect(main.left).toEqual(['g-drill-1', 'g-drill-2'])
  })

  it('ignores views of another game', async () => {
    const { drill, game } = await startDrill('blitz-1-moving')
    game.gameId = 'g-other'
    drill.check({ ...game.view!, score: [4, 0] })
    expect(drill.step).toBe(0)
    expect(drill.status).toBe('running')
  })
})

describe('drill flow helpers', () => {
  it('progress stops at the first pending step and reports success past the last', async () => {
    const { drill, game } = await startDrill('crosscheck-1-take-and-shoot')
    const steps = drill.active!.drill.steps
    const ctx = { ids: drill.active!.pieces, start: game.view! }
    expect(progress(steps, 0, game.view!, ctx)).toEqual({ step: 0, status: 'running' })
    const scored = { ...game.view!, score: [1, 0] as const, balls: [{ x: 22, y: 7, carrier: 0 }] }
    expect(progress(steps, 0, scored, ctx)).toEqual({ step: 1, status: 'success' })
    expect(stepMarks(undefined, {}, game.view)).toEqual([])
  })
})
