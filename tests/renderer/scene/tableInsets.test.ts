import { insetsFromRects } from '@renderer/components/tableInsets'

const table = { left: 0, top: 0, right: 1280, bottom: 720 }
const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })

describe('insets measured from the panels', () => {
  it('left column to its rightmost edge, right column from its leftmost, score bar down to its bottom', () => {
    const got = insetsFromRects(table, {
      left: [rect(24, 24, 244, 300), rect(24, 400, 304.4, 636)],
      right: [rect(1006, 12, 1268, 680)],
      top: [rect(460, 12, 820, 83.6)],
      bottom: [rect(24, 650, 545, 684), rect(590, 600, 990, 684), rect(0, 693, 1280, 720)],
    })
    expect(got).toEqual({ left: 304, right: 274, top: 84, bottom: 120 })
  })

  it('skips hidden (0×0) panels and clips to the table', () => {
    const got = insetsFromRects(table, {
      left: [rect(0, 0, 0, 0)],
      right: [rect(-50, 0, 1300, 720)],
      top: [],
      bottom: [],
    })
    expect(got).toEqual({ left: 0, right: 1280, top: 0, bottom: 0 })
  })
})
