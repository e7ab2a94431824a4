// @vitest-environment happy-dom
// The Showcase store over a fake transport: opening shows a team's line-up and scheme; edits are live and marked
// unsaved until Save; Reset goes back to the preset; main's typed refusal of a model is kept to show; the line-up
// spec follows the edits; the table's looks follow the teams in play and their saved schemes.
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import type { GameView } from '@shared/engine/api'
import { fail } from '@shared/ipc'
import type { PaintScheme } from '@shared/showcase/scheme'
import { presetFor, PRESET_TEAMS } from '@shared/showcase/presets'
import { PitchsideClient } from '@renderer/ipc/client'
import { provideClient } from '@renderer/ipc/clientHolder'
import { useGameStore } from '@renderer/stores/game'
import { useSettingsStore } from '@renderer/stores/settings'
import { useShowcaseStore } from '@renderer/stores/showcase'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { schemeInfo, showcaseReads } from './fakeShowcase'

const ok = <T>(value: T) => ({ ok: true as const, value })

function setup(extra: Record<string, FakeHandler> = {}) {
  const saved = new Map<string, PaintScheme>()
  const info = (teamKey: string) => schemeInfo(teamKey, saved)
  const transport = new FakeTransport({
    ...showcaseReads(saved),
    'schemes.save': (args) => {
      const scheme = (args as { scheme: PaintScheme }).scheme
      saved.set(scheme.teamKey, scheme)
      return ok(info(scheme.teamKey))
    },
    'schemes.reset': (args) => {
      saved.delete((args as { teamKey: string }).teamKey)
      return ok(info((args as { teamKey: string }).teamKey))
    },
    'models.import': () => fail('model/malformed', 'This is not a glTF/GLB file: bad magic.'),
    ...extra,
  })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return { transport, saved }
}

describe('showcase store', () => {
  it('opens on a team with its line-up and preset scheme', async () => {
    setup()
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    expect(showcase.open).toBe(true)
    expect(showcase.teams).toHaveLength(PRESET_TEAMS.length)
    expect(showcase.lineup?.positions.map((p) => p.id)).toContain('troll')
    expect(showcase.scheme).toEqual(presetFor('classic/orc'))
    expect(showcase.dirty).toBe(false)
    const spec = showcase.lineupSpec!
    expect(spec.positions).toHaveLength(showcase.lineup!.positions.length)
    expect(spec.rosterId).toBe('orc')
    expect(spec.equipment).toBe('football')
    expect(spec.looks[0]?.scheme).toEqual(presetFor('classic/orc'))
  })

  it('edits live, saves, and resets to the preset', async () => {
    const { transport, saved } = setup()
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    showcase.select('blitzer')
    expect(showcase.lineupSpec?.selected).toBe('blitzer')
    showcase.editColour('armour', '#FF0000')
    expect(showcase.dirty).toBe(true)
    expect(showcase.scheme?.positions.blitzer?.armour).toBe('#ff0000')
    expect(showcase.lineupSpec?.looks[0]?.scheme?.positions.blitzer?.armour).toBe('#ff0000')
    expect(await showcase.save()).toBe(true)
    expect(saved.get('classic/orc')?.positions.blitzer?.armour).toBe('#ff0000')
    expect(showcase.dirty).toBe(false)
    expect(showcase.saved?.custom).toBe(true)
    expect(showcase.teams.find((t) => t.teamKey === 'classic/orc')?.custom).toBe(true)
    await showcase.reset()
    expect(transport.calls.at(-1)?.name).toBe('schemes.reset')
    expect(showcase.scheme).toEqual(presetFor('classic/orc'))
    expect(showcase.saved?.custom).toBe(false)
  })

  it("keeps main's typed refusal of a broken model", async () => {
    setup()
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    showcase.select('troll')
    expect(await showcase.importModel('troll', 'broken.glb', new Uint8Array([1, 2, 3, 4]))).toBe(false)
    expect(showcase.error).toBe('This is not a model file Pitchside can read (glTF or GLB).')
    expect(showcase.teamModels.size).toBe(0)
  })

  it('sends an import too big for one web message in pieces, and says what main refused', async () => {
    const uploadId = `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`
    const { transport } = setup({
      'models.importBegin': () => ok({ uploadId, chunkBytes: 512 * 1024 }),
      'models.importChunk': (args) => {
        const { offset, bytes } = args as { offset: number; bytes: string }
        return ok({ received: offset + atob(bytes).length })
      },
      'models.importCommit': () => fail('model/over-budget', 'The model has 90,000 triangles.'),
    })
    const showcase = useShowcaseStore()
    await showcase.show('classic/orc')
    const before = transport.calls.length
    expect(await showcase.importModel('troll', 'big.glb', new Uint8Array(800 * 1024))).toBe(false)
    expect(showcase.error).toBe('This model has too many triangles: make it simpler.')
    expect(transport.calls.slice(before).map((c) => c.name)).toEqual([
      'models.importBegin',
      'models.importChunk',
      'models.importChunk',
      'models.importCommit',
    ])
    expect(transport.calls[before]).toMatchObject({ args: { teamKey: 'classic/orc', size: 800 * 1024 } })
  })

  it("paints the table's teams with their saved scheme, else their preset; the colour-blind pair on request", async () => {
    const { saved } = setup()
    const painted = { ...presetFor('classic/orc')!, name: 'Red Gits' }
    saved.set('classic/orc', painted)
    const showcase = useShowcaseStore()
    const game = useGameStore()
    expect(showcase.tableLooks).toEqual([null, null])
    game.view = {
      ruleset: 'classic',
      teams: [{ rosterId: 'orc' }, { rosterId: 'elf' }],
      pieces: [],
      balls: [],
    } as unknown as GameView
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    expect(showcase.tableLooks[0]?.scheme?.name).toBe('Red Gits')
    // No saved scheme: the Elves wear their preset, not the colour-blind orange.
    expect(showcase.tableLooks[1]?.scheme).toEqual(presetFor('classic/elf'))
    useSettingsStore().colourBlindPalette = true
    expect(showcase.tableLooks.map((l) => [l?.scheme ?? null, l?.palette])).toEqual([
      [null, 0],
      [null, 1],
    ])
  })

  it('keeps the team picked last, however slowly each one loads', async () => {
    // The Humans' line-up answers late (a slow connection); everything else at once.
    let picked: Promise<void> | null = null
    const { transport } = setup({
      'models.list': () => {
        // The user picks the Humans while the Showcase still loads (the team list is already in).
        picked ??= useShowcaseStore().pickTeam('classic/human')
        return ok([])
      },
    })
    const answer = transport.request.bind(transport)
    transport.request = (name, args) =>
      name === 'rosters.lineup' && (args as { teamKey: string }).teamKey === 'classic/human'
        ? new Promise((resolve) => setTimeout(() => resolve(answer(name, args)), 30))
        : answer(name, args)
    const showcase = useShowcaseStore()
    // Opening does not then show its default team over the one being picked.
    await showcase.show()
    await picked
    expect(showcase.teamKey).toBe('classic/human')
    expect(showcase.lineup?.teamKey).toBe('classic/human')
    expect(showcase.busy).toBe(false)
    // A slow pick answered after a later one is dropped: the Orcs, picked last, stay.
    const slow = showcase.pickTeam('classic/human')
    await showcase.pickTeam('classic/orc')
    await slow
    expect(showcase.teamKey).toBe('classic/orc')
    expect(showcase.lineup?.teamKey).toBe('classic/orc')
    expect(showcase.busy).toBe(false)
  })

  it('closes without forgetting the team', async () => {
    setup()
    const showcase = useShowcaseStore()
    await showcase.show('blitz/dwarf')
    showcase.close()
    expect(showcase.open).toBe(false)
    expect(showcase.lineupSpec).toBeNull()
    await showcase.show()
    expect(showcase.teamKey).toBe('blitz/dwarf')
  })
})
