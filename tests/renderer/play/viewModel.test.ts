// The play view-model from real states of each ruleset (created with the rulesets and real teams, played to the
// decision under test), with the chances and reach main would send.
import { describe, expect, it } from 'vitest'
import type { Action, EngineEvent, Ruleset } from '@shared/engine/api'
import { planReach } from '@shared/engine/reach'
import { buildPlayModel, type PlayInput } from '../../../src-renderer/src/play/viewModel'
import { newGame, playToTurn } from './states'

function input(ruleset: Ruleset, state: unknown, extra: Partial<PlayInput> = {}): PlayInput {
  const actions = ruleset.legalActions(state)
  return {
    view: ruleset.view(state),
    decision: ruleset.decision(state),
    actions,
    chances: actions.map((a) => ruleset.probability(state, a)),
    reach: planReach(ruleset, state),
    canAct: true,
    ...extra,
  }
}

const act = (ruleset: Ruleset, state: unknown, action: Action | undefined): void => {
  expect(action).toBeDefined()
  const result = ruleset.apply(state, action!)
  expect(result.ok).toBe(true)
}

describe('play view-model: Classic', () => {
  it('the coin toss is a dialog with Heads and Tails', () => {
    const { ruleset, state } = newGame('classic')
    const m = buildPlayModel(input(ruleset, state))
    expect(m.phase).toBe('dialog')
    expect(m.title?.key).toBe('play.decision.coin-toss')
    expect(m.dialog?.items.map((i) => i.label.key)).toEqual([
      'play.choice.call.heads',
      'play.choice.call.tails',
    ])
  })

  it('setup: formations, Done, legal squares as setup marks, narrowed to the picked player', () => {
    const { ruleset, state } = playToTurn('classic', (k) => k === 'setup')
    const all = buildPlayModel(input(ruleset, state))
    expect(all.phase).toBe('setup')
    expect(all.setup?.formations.length).toBeGreaterThanOrEqual(3)
    expect(all.marks.length).toBeGreaterThan(20)
    expect(all.marks.every((m) => m.tone === 'setup')).toBe(true)
    const piece = all.setup!.pieces[0]
    const one = buildPlayModel(input(ruleset, state, { selected: piece }))
    expect(one.selected).toBe(piece)
    const legal = ruleset.legalActions(state).filter((a) => a.type === 'place' && a.player === piece)
    expect(one.squares).toHaveLength(legal.length)
  })

  it('a team turn: pick a player, his declarations as buttons with rule lines, End turn, click-to-move', () => {
    const { ruleset, state } = playToTurn('classic')
    const side = ruleset.decision(state).side
    const m0 = buildPlayModel(input(ruleset, state))
    expect(m0.phase).toBe('board')
    expect(m0.selectable.length).toBeGreaterThan(5)
    const view = ruleset.view(state)
    for (const id of m0.selectable) expect(view.pieces.find((p) => p.id === id)?.side).toBe(side)
    expect(m0.buttons.map((b) => b.action.type)).toEqual(['end-turn'])
    const m = buildPlayModel(input(ruleset, state, { selected: m0.selectable[0] }))
    const keys = m.buttons.map((b) => b.label.key)
    expect(keys).toContain('play.declare.move')
    expect(keys).toContain('play.action.end-turn')
    expect(m.buttons.find((b) => b.label.key === 'play.declare.blitz')?.rule?.key).toBe(
      'play.rule.classic.declare-blitz',
    )
    expect(m.moveStart?.action).toMatchObject({ type: 'declare', kind: 'move' })
  })

  it('a move: squares coloured by chance, far squares with a path, the hovered path drawn', () => {
    const { ruleset, state } = playToTurn('classic')
    act(
      ruleset,
      state,
      ruleset.legalActions(state).find((a) => a.type === 'declare' && a.kind === 'move'),
    )
    const m = buildPlayModel(input(ruleset, state))
    expect(m.selected).toBe(ruleset.decision(state).player)
    const near = m.squares.filter((s) => s.path === null)
    const far = m.squares.filter((s) => s.path !== null)
    expect(near.length).toBeGreaterThan(0)
    expect(far.length).toBeGreaterThan(near.length)
    for (const s of m.squares) {
      const tone = s.chance === null || s.chance === 1 ? 'safe' : s.chance >= 0.5 ? 'risky' : 'danger'
      expect(s.tone).toBe(tone)
    }
    const risky = m.marks.find((mk) => mk.tone === 'risky' || mk.tone === 'danger')
    if (risky) expect(risky.label).toMatch(/%$/)
    const own = ruleset.view(state).pieces.find((p) => p.id === m.selected)!
    expect(m.squares.some((s) => s.x === own.x && s.y === own.y)).toBe(false)
    const target = far.sort((a, b) => b.path!.length - a.path!.length)[0]
    const hovered = buildPlayModel(input(ruleset, state, { hover: { x: target.x, y: target.y } }))
    expect(hovered.marks.filter((mk) => mk.tone === 'path')).toHaveLength(target.path!.length - 1)
    expect(m.buttons.map((b) => b.action.type)).toContain('end-activation')
  })

  it('which block die: a dialog showing the faces rolled', () => {
    const { ruleset, state } = playToTurn('classic')
    const actions: Action[] = [
      { type: 'choose-die', index: 0 },
      { type: 'choose-die', index: 1 },
    ]
    const events: EngineEvent[] = [
      { type: 'roll', purpose: 'block', dice: [6, 2], faces: ['defender-down', 'both-down'] },
    ]
    const m = buildPlayModel({
      ...input(ruleset, state),
      decision: { side: 0, kind: 'block-die', player: 3 },
      actions,
      chances: [null, null],
      events,
    })
    expect(m.phase).toBe('dialog')
    expect(m.dialog?.dice).toEqual([
      { value: 6, face: 'defender-down' },
      { value: 2, face: 'both-down' },
    ])
    // Issue 19: the choices are the faces themselves (from the dice rolled when the engine gave no info).
    expect(m.dialog?.items.map((i) => i.label.key)).toEqual([
      'play.face.defender-down',
      'play.face.both-down',
    ])
    expect(m.dialog?.items.map((i) => i.extra?.face)).toEqual(['defender-down', 'both-down'])
  })

  it('re-roll the block dice?: the dice shown, keeping them first, the re-roll as its own choice after', () => {
    const { ruleset, state } = playToTurn('classic')
    const actions: Action[] = [{ type: 'reroll', source: 'team' }, { type: 'no-reroll' }]
    const m = buildPlayModel({
      ...input(ruleset, state),
      decision: { side: 0, kind: 'block-reroll', player: 3 },
      actions,
      chances: [null, null],
      events: [{ type: 'roll', purpose: 'block', dice: [6, 5], faces: ['defender-down', 'pushed'] }],
    })
    expect(m.dialog?.dice?.map((d) => d.face)).toEqual(['defender-down', 'pushed'])
    expect(m.dialog?.items.map((i) => i.action.type)).toEqual(['no-reroll', 'reroll'])
    expect(m.dialog?.items[0].label.key).toBe('play.action.keep-dice')
    expect(m.dialog?.items[1].label.key).toBe('play.choice.reroll.team')
  })

  it('an unknown decision and action still get labelled buttons', () => {
    const { ruleset, state } = playToTurn('classic')
    const m = buildPlayModel({
      ...input(ruleset, state),
      decision: { side: 1, kind: 'brand-new-thing' },
      actions: [{ type: 'do-the-new-thing', slot: 2 }],
      chances: [0.25],
    })
    expect(m.phase).toBe('dialog')
    expect(m.title).toMatchObject({ fallback: 'Brand new thing' })
    expect(m.dialog?.items[0]).toMatchObject({ chance: 0.25, label: { fallback: 'Do the new thing 3' } })
  })

  it('offers nothing while the other side (the AI) decides; zones stay drawn', () => {
    const { ruleset, state } = playToTurn('classic')
    const m = buildPlayModel(input(ruleset, state, { canAct: false, zones: true }))
    expect(m.phase).toBe('waiting')
    expect(m.selectable).toEqual([])
    expect(m.buttons).toEqual([])
    expect(m.marks.some((mk) => mk.tone === 'zone-home')).toBe(true)
    expect(m.marks.some((mk) => mk.tone === 'zone-away')).toBe(true)
  })
})

describe('play view-model: Blitz Bowl', () => {
  it('the team turn offers Run (and the other actions) per player; a Run shows certain squares', () => {
    const { ruleset, state } = playToTurn('blitz')
    const m0 = buildPlayModel(input(ruleset, state))
    expect(m0.phase).toBe('board')
    const m = buildPlayModel(input(ruleset, state, { selected: m0.selectable[0] }))
    expect(m.buttons.map((b) => b.label.key)).toContain('play.action.run')
    expect(m.moveStart?.action.type).toBe('run')
    act(ruleset, state, m.moveStart!.action)
    const run = buildPlayModel(input(ruleset, state))
    expect(run.title?.key).toBe('play.decision.run')
    expect(run.squares.length).toBeGreaterThan(3)
    expect(run.squares.every((s) => s.tone === 'safe')).toBe(true)
    expect(run.buttons.map((b) => b.action.type)).toContain('stop')
  })
})

describe('play view-model: Cross Check', () => {
  it('the line-up is a setup screen; the skate offers checks on pieces with their odds', () => {
    const { ruleset, state } = playToTurn('crosscheck', (k) => k === 'line-up')
    const lineUp = buildPlayModel(input(ruleset, state))
    expect(lineUp.phase).toBe('setup')
    const skater = lineUp.setup!.pieces[0]
    expect(skater).toBeDefined()
    const picked = buildPlayModel(input(ruleset, state, { selected: skater }))
    expect(picked.setup?.buttons.map((b) => b.action)).toContainEqual({ type: 'line', player: skater })

    const played = playToTurn('crosscheck')
    const skate = played.ruleset.legalActions(played.state).find((a) => a.type === 'skate')
    act(played.ruleset, played.state, skate)
    const m = buildPlayModel(input(played.ruleset, played.state))
    expect(m.phase).toBe('board')
    expect(m.title?.key).toBe('play.decision.move')
    const checks = m.targets.filter((t) => t.items.some((i) => i.action.type === 'check'))
    for (const t of checks) expect(t.chance).toBeGreaterThan(0)
    // The carrier's shots are on demand (play/carrier.ts; tests/renderer/play/carrier.test.ts).
    const shooting = buildPlayModel(input(played.ruleset, played.state, { carrierMode: 'shoot' }))
    expect(shooting.squares.some((s) => s.items.some((i) => i.action.type === 'shoot'))).toBe(true)
  })
})
