// The Orc team's line-up as the Showcase hands it to the turntable (preset paint, no own models): the one set-up
// the turntable, stage and photo tests share.
import { lineupFor } from '@shared/showcase/lineup'
import { presetFor } from '@shared/showcase/presets'
import type { LineupSpec } from '@renderer/scene/showcase/LineupStage'

export const ORC = lineupFor('classic/orc')!

export function orcLineup(over: Partial<LineupSpec> = {}): LineupSpec {
  return {
    teamKey: ORC.teamKey,
    rosterId: 'orc',
    equipment: 'football',
    positions: ORC.positions.map((p) => ({ id: p.id, role: p.role })),
    looks: [{ teamKey: ORC.teamKey, scheme: presetFor(ORC.teamKey)!, models: new Map() }, null],
    selected: null,
    spin: true,
    ...over,
  }
}
