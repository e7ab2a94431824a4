// Planning from real event sequences of each game: positions from the scenario helpers, forced dice, the engine's
// own events; then the tracks are checked (hops in order, pushes, falls, arcs, dice faces, highlights) and the
// plan's last frame against the next view.
import { planAnimation } from '@renderer/scene/animation/plan'
import { samplePlan } from '@renderer/scene/animation/sample'
import type { AnimationPlan, PieceSegment } from '@renderer/scene/animation/types'
import { a, h } from '@shared/rules/crosscheck/scenario'
import { endProblems } from './endState'
import { blitzRun, classicRun, crossCheckRun, type Run } from './engineRuns'

const human = (players: unknown[], rerolls = 0) => ({ roster: 'human', rerolls, players })
const orc = (players: unknown[]) => ({ roster: 'orc', players })
const classicBase = {
  teams: {
    home: human([
      { id: 'b', position: 'blitzer', at: [5, 7] },
      { id: 'c', position: 'catcher', at: [22, 7] },
      { id: 't', position: 'thrower', at: [8, 3] },
      { id: 'r', position: 'catcher', at: [12, 3] },
    ]),
    away: orc([{ id: 'o', position: 'lineman', at: [6, 8] }]),
  },
}

const plan = (r: Run, speed = 1): AnimationPlan =>
  planAnimation(r.prev, r.events, r.next, { speed, skip: false })
const segsOf = (p: AnimationPlan, id: number): readonly PieceSegment[] => p.pieces.get(id) ?? []
const ids = (r: Run, name: string): number => r.prev.pieces.find((p) => p.name === name)?.id ?? -1

describe('planAnimation: Classic', () => {
  const move = classicRun(
    classicBase,
    [5],
    [
      { type: 'declare', player: 'b', kind: 'move' },
      { type: 'step', x: 5, y: 6 },
      { type: 'step', x: 6, y: 5 },
      { type: 'step', x: 7, y: 5 },
    ],
  )

  it('a 3-square move is 3 hops in order, after the dodge roll that let the first one happen', () => {
    const p = plan(move)
    const hops = segsOf(p, 0).filter((s) => s.motion === 'hop')
    expect(hops.map((s) => [s.from.x, s.from.y, s.to.x, s.to.y])).toEqual([
      [5, 7, 5, 6],
      [5, 6, 6, 5],
      [6, 5, 7, 5],
    ])
    for (let i = 1; i < hops.length; i++)
      expect(hops[i].start).toBeGreaterThanOrEqual(hops[i - 1].start + hops[i - 1].duration)
    expect(hops.every((s) => s.arc > 0)).toBe(true)
    expect(p.rolls.map((r) => [r.purpose, r.dice])).toEqual([['dodge', [{ kind: 'd6', face: 5 }]]])
    expect(p.rolls[0].start).toBeLessThanOrEqual(hops[0].start)
    expect(endProblems(p, move.next)).toEqual([])
    // Mid-hop the piece is between its squares and off the ground.
    const mid = samplePlan(p, hops[1].start + hops[1].duration / 2).pieces.find((f) => f.id === 0)
    expect(mid?.x).toBeCloseTo(5.5)
    expect(mid?.lift).toBeGreaterThan(0)
  })

  it('durations scale with the speed; skip is no animation, with the last roll lying settled', () => {
    const slow = plan(move, 1)
    const fast = plan(move, 2)
    expect(fast.duration).toBeCloseTo(slow.duration / 2)
    const skipped = planAnimation(move.prev, move.events, move.next, { speed: 1, skip: true })
    expect(skipped.duration).toBe(0)
    expect([...skipped.pieces.values()].flat()).toEqual([])
    expect(skipped.rolls).toHaveLength(1)
    expect(samplePlan(skipped, 0).rollProgress).toBe(1)
    expect(endProblems(skipped, move.next)).toEqual([])
  })

  it('a block: the block die shows Defender Down, the push, the follow-up, the fall, the armour dice', () => {
    const r = classicRun(
      classicBase,
      [6, 3, 4],
      [
        { type: 'declare', player: 'b', kind: 'block' },
        { type: 'block', target: 'o' },
        { type: 'push', x: 7, y: 9 },
        { type: 'follow-up', follow: true },
      ],
    )
    const p = plan(r)
    const o = ids(r, r.prev.pieces[4].name)
    expect(p.rolls.map((x) => x.dice)).toEqual([
      [{ kind: 'block', face: 6 }],
      [
        { kind: 'd6', face: 3 },
        { kind: 'd6', face: 4 },
      ],
    ])
    const defender = segsOf(p, o)
    expect(defender.map((s) => s.motion)).toEqual(['push', 'fall'])
    expect(defender[0].to).toMatchObject({ x: 7, y: 9 })
    expect(defender[1].to.pose).toBe('prone')
    const follow = segsOf(p, 0)
    expect(follow.map((s) => [s.motion, s.to.x, s.to.y])).toEqual([['hop', 6, 8]])
    // The follow-up starts after the push, the fall after both.
    expect(follow[0].start).toBeGreaterThanOrEqual(defender[0].start + defender[0].duration - 1e-9)
    expect(samplePlan(p, p.duration).pieces.find((f) => f.id === o)?.pose).toBe('prone')
    expect(endProblems(p, r.next)).toEqual([])
  })

  it('a pass flies in an arc to the catcher, who holds it after the catch roll', () => {
    const r = classicRun(
      { ...classicBase, ball: { carrier: 't' } },
      [5, 5],
      [
        { type: 'declare', player: 't', kind: 'pass' },
        { type: 'throw', x: 12, y: 3 },
      ],
    )
    const p = plan(r)
    const flight = p.balls[0].find((s) => s.motion === 'pass')
    expect(flight).toMatchObject({ from: { x: 8, y: 3 }, to: { x: 12, y: 3 } })
    expect(flight?.arc).toBeGreaterThan(0.5)
    expect(p.rolls.map((x) => x.purpose)).toEqual(['pass', 'catch'])
    // The accuracy dice fall before the ball flies, the catch dice after it lands.
    expect(p.rolls[0].start).toBeLessThan(flight?.start ?? 0)
    expect(p.rolls[1].start).toBeGreaterThanOrEqual((flight?.start ?? 0) + (flight?.duration ?? 0) - 1e-9)
    const end = samplePlan(p, p.duration).balls[0]
    expect(end).toMatchObject({ carrier: 3, attached: true, visible: true })
    expect(endProblems(p, r.next)).toEqual([])
  })

  it('a touchdown lights the scorer’s square, then the table goes to the next view', () => {
    const r = classicRun(
      { ...classicBase, ball: { carrier: 'c' } },
      [],
      [
        { type: 'declare', player: 'c', kind: 'move' },
        { type: 'step', x: 23, y: 7 },
        { type: 'step', x: 24, y: 7 },
        { type: 'step', x: 25, y: 7 },
      ],
    )
    const p = plan(r)
    expect(p.highlights).toEqual([expect.objectContaining({ kind: 'touchdown', side: 0, x: 25, y: 7 })])
    const lastHop = segsOf(p, 1)
      .filter((s) => s.motion === 'hop')
      .at(-1)
    expect(p.highlights[0].start).toBeGreaterThanOrEqual(
      (lastHop?.start ?? 0) + (lastHop?.duration ?? 0) - 1e-9,
    )
    // The ball rides on the scorer's base during the run.
    const during = samplePlan(p, (lastHop?.start ?? 0) + 0.01)
    expect(during.balls[0]).toMatchObject({ attached: true, carrier: 1 })
    expect(endProblems(p, r.next)).toEqual([])
  })
})

describe('planAnimation: Blitz Bowl', () => {
  const teams = (dwarfAt: [number, number]) => ({
    home: {
      team: 'orc',
      players: [
        { id: 'orc', position: 'lineman', at: [5, 5] as [number, number], ball: true },
        { id: 'orc2', position: 'lineman', at: [8, 5] as [number, number] },
      ],
    },
    away: { team: 'dwarf', players: [{ id: 'dw', position: 'lineman', at: dwarfAt }] },
  })

  it('Kerrunch! on the Blitz block die, the fall, and the injured dwarf leaves the pitch', () => {
    const r = blitzRun({ teams: teams([6, 6]) }, [2, 2], [{ type: 'block', player: 'orc', target: 'dw' }])
    const p = plan(r)
    expect(p.rolls[0].dice).toEqual([{ kind: 'blitz-block', face: 2 }])
    const dw = r.prev.pieces.find((q) => q.side === 1 && q.x !== null)?.id ?? -1
    expect(segsOf(p, dw).map((s) => s.motion)).toEqual(['fall', 'leave'])
    expect(samplePlan(p, p.duration).pieces.find((f) => f.id === dw)?.scale).toBe(0)
    expect(endProblems(p, r.next)).toEqual([])
  })

  it('a throw flies from the thrower to the receiver, who holds it', () => {
    const r = blitzRun({ teams: teams([1, 9]) }, [6], [{ type: 'throw', player: 'orc', target: 'orc2' }])
    const p = plan(r)
    expect(p.balls[0].map((s) => [s.motion, s.from.x, s.to.x])).toEqual([
      ['pass', 5, 8],
      ['catch', 8, 8],
    ])
    expect(samplePlan(p, p.duration).balls[0]).toMatchObject({ carrier: 1, attached: true })
    expect(endProblems(p, r.next)).toEqual([])
  })
})

describe('planAnimation: Cross Check', () => {
  it('a check: the block die, the push, the fall; the checker follows up', () => {
    const r = crossCheckRun(
      {
        active: 0,
        players: [
          { id: h(0), x: 10, y: 7 },
          { id: a(0), x: 11, y: 7 },
        ],
        puck: { x: 12, y: 6 },
        dice: [6, 3, 3],
      },
      [
        { type: 'skate', player: h(0) },
        { type: 'check', player: a(0) },
        { type: 'push', square: 0 },
        { type: 'follow' },
      ],
    )
    const p = plan(r)
    expect(p.rolls[0].dice).toEqual([{ kind: 'block', face: 6 }])
    expect(segsOf(p, a(0)).map((s) => s.motion)).toEqual(['push', 'fall'])
    expect(segsOf(p, h(0)).at(-1)?.to).toMatchObject({ x: 11, y: 7 })
    expect(endProblems(p, r.next)).toEqual([])
  })

  it('a goal: the puck slides into the net and the goal lights up', () => {
    const r = crossCheckRun(
      { active: 0, players: [{ id: h(0), x: 21, y: 7 }], puck: { x: 22, y: 7, carrier: h(0) }, dice: [5, 4] },
      [
        { type: 'skate', player: h(0) },
        { type: 'shoot', x: 25, y: 7 },
      ],
    )
    const p = plan(r)
    expect(p.highlights).toEqual([expect.objectContaining({ kind: 'goal', side: 0, x: 25, y: 7 })])
    expect(p.balls[0][0]).toMatchObject({ motion: 'slide', arc: 0, to: { x: 25, y: 7 } })
    expect(endProblems(p, r.next)).toEqual([])
  })
})

describe('planAnimation: anything else', () => {
  it('skips unknown events and ends on the next view', () => {
    const r = classicRun(classicBase, [], [])
    const p = planAnimation(
      r.prev,
      [
        { type: 'no-such-event', player: 0 },
        { type: 'move', player: 999, to: [1, 1] },
      ],
      r.next,
    )
    expect(p.duration).toBe(0)
    expect(endProblems(p, r.next)).toEqual([])
  })

  it('with no previous view or another game, it just shows the next view', () => {
    const r = classicRun(classicBase, [], [])
    expect(planAnimation(null, [], r.next).duration).toBe(0)
    expect(endProblems(planAnimation(null, [], r.next), r.next)).toEqual([])
    const other = { ...r.prev, ruleset: 'blitz' as const }
    expect(planAnimation(other, [{ type: 'move', player: 0, to: [1, 1] }], r.next).duration).toBe(0)
  })
})
