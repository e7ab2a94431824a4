// The drill's area the camera frames: the squares and pieces its steps highlight (where the pieces stand now), or
// every named piece when the steps highlight nothing.
import type { DrillStepInfo } from '@shared/ipc'
import { drillArea } from '../../../src-renderer/src/components/drills/flow'
import { makeView } from '../scene/fixtures'

const view = makeView([
  { side: 0, x: 16, y: 7 },
  { side: 1, x: 15, y: 7 },
  { side: 1, x: 2, y: 2 },
])
const pieces = { catcher: 0, orc: 1, far: 2 }
const step = (highlight?: DrillStepInfo['highlight']): DrillStepInfo =>
  ({
    rule: '004: Move',
    text: { en: 'x', nl: 'x' },
    goal: { kind: 'turn-ended' },
    highlight,
  }) as DrillStepInfo

describe('a drill’s area', () => {
  it('is what its steps highlight: squares, and the highlighted pieces where they stand', () => {
    const area = drillArea(
      [step({ pieces: ['catcher'] }), step({ squares: [[17, 8]] }), step({ squares: [[25, 8]] })],
      pieces,
      view,
    )
    expect(area).toEqual([
      { x: 17, y: 8 },
      { x: 25, y: 8 },
      { x: 16, y: 7 },
    ])
  })

  it('is every named piece when nothing is highlighted, and nothing without a view', () => {
    expect(drillArea([step()], pieces, view)).toEqual([
      { x: 16, y: 7 },
      { x: 15, y: 7 },
      { x: 2, y: 2 },
    ])
    expect(drillArea([step({ pieces: ['catcher'] })], pieces, null)).toEqual([])
  })
})
