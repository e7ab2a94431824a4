// The AI's one-line captions from real engine events (forced dice), in English and Dutch: one caption per
// activation that gathers its outcomes (block dice, the knock-down, armour, the injury, the ball, the score), the
// acting player and his target named once, a new caption for the next player.
import { describe, expect, it } from 'vitest'
import {
  CaptionTracker,
  MAX_OUTCOMES,
  pieceLabel,
} from '../../../src-renderer/src/components/play/actionCaption'
import { captionText } from '../../../src-renderer/src/components/play/captionText'
import { crossCheckCheck, translator } from '../panels/games'
import { blitzBlock, classicBlitz, classicTouchdown, crossCheckGoal, type Played } from './games'

/** Each change's caption in words, fed in order as the playback reads them. */
function lines(played: Pick<Played, 'steps'>, locale: 'en' | 'nl' = 'en'): (string | null)[] {
  const tr = translator(locale)
  const tracker = new CaptionTracker()
  return played.steps.map((s) => {
    const c = tracker.feed(s.before, s.events, s.after, s.before.decision.side)
    return c ? captionText(tr, c) : null
  })
}

describe('captions of the AI’s actions', () => {
  it('a Classic blitz reads as one line that grows with its outcomes; the next player gets his own', () => {
    expect(lines(classicBlitz())).toEqual([
      'Orc: #4 Blitzer blitzes',
      'Orc: #4 Blitzer blitzes',
      'Orc: #4 Blitzer blitzes #7 Lineman — Defender Down',
      'Orc: #4 Blitzer blitzes #7 Lineman — Defender Down',
      'Orc: #4 Blitzer blitzes #7 Lineman — Defender Down, knocked down, badly hurt',
      'Orc: #4 Blitzer blitzes #7 Lineman — Defender Down, knocked down, badly hurt',
      'Orc: #9 Lineman moves',
      'Orc: #9 Lineman moves',
      'Orc: #9 Lineman moves',
      'Orc: #9 Lineman moves',
      'Orc ends the turn',
    ])
  })

  it('says the same in Dutch, with the dice log’s own words for the block die', () => {
    expect(lines(classicBlitz(), 'nl')[4]).toBe(
      'Orc: #4 Blitzer blitzt #7 Lineman — Verdediger neer, gaat neer, zwaar gekwetst',
    )
  })

  it('a touchdown, a Blitz Bowl Smash! with its injury, a Cross Check goal', () => {
    expect(lines(classicTouchdown()).at(-1)).toBe('Human: #7 Catcher moves — Touchdown!')
    expect(lines(blitzBlock())).toEqual([
      'Dwarf: #1 Blitzer blocks #1 Lineman',
      'Dwarf: #1 Blitzer blocks #1 Lineman — Smash!, knocked down, injured',
    ])
    // The skater's caption turns into the shot when he shoots.
    expect(lines(crossCheckGoal())).toEqual([
      'Human: #1 Lineman skates',
      'Human: #1 Lineman skates',
      'Human: #1 Lineman skates — takes the puck',
      'Human: #1 Lineman skates — takes the puck',
      'Human: #1 Lineman shoots — takes the puck, Goal!',
    ])
  })

  it('the face-off’s winner who then skates gets a new caption; a new turn adds nothing to the old one', () => {
    const [skate] = crossCheckGoal().steps
    const tracker = new CaptionTracker()
    const tr = translator()
    const won = tracker.feed(skate.before, [{ type: 'face-off-won', player: 0, side: 0 }], skate.before, 0)!
    expect(captionText(tr, won)).toBe('Human: #1 Lineman wins the face-off')
    const skating = tracker.feed(skate.before, skate.events, skate.after, 0)!
    expect(skating.id).not.toBe(won.id)
    expect(captionText(tr, skating)).toBe('Human: #1 Lineman skates')
    const next = tracker.feed(
      skate.after,
      [
        { type: 'turn-start', side: 1, turn: 2 },
        { type: 'goal', side: 1 },
      ],
      skate.after,
      0,
    )!
    expect(captionText(tr, next)).toBe('Human: #1 Lineman skates')
  })

  it('armour that holds says so (no injury follows it)', () => {
    const played = crossCheckCheck()
    let before = played.before
    const steps = played.steps.map((events, i) => {
      const step = { before, events, after: played.views[i] }
      before = played.views[i]
      return step
    })
    expect(lines({ steps }).at(-1)).toMatch(
      /^Human: #1 Lineman checks #1 Lineman — Defender Down, .*armour holds$/,
    )
  })

  it('keeps the latest outcomes only, so a long activation still fits one line', () => {
    const played = classicBlitz()
    const tracker = new CaptionTracker()
    const feed = (i: number) => {
      const s = played.steps[i]
      return tracker.feed(s.before, s.events, s.after, 1)!
    }
    for (let i = 0; i < 4; i++) feed(i)
    // The knock-down change three times over: knocked down, badly hurt, again and again; the die's face goes first.
    feed(4)
    feed(4)
    const caption = feed(4)
    expect(MAX_OUTCOMES).toBe(5)
    expect(caption.outcomes.map((o) => o.kind)).toEqual(['injury', 'down', 'injury', 'down', 'injury'])
  })

  it('names a piece by its shirt number once: "Blitzer 4" with number 4 is "#4 Blitzer"', () => {
    expect(pieceLabel({ number: 4, name: 'Blitzer 4' })).toBe('#4 Blitzer')
    expect(pieceLabel({ number: 4, name: 'Grim Ironjaw' })).toBe('#4 Grim Ironjaw')
    expect(pieceLabel({ number: 12, name: '' })).toBe('#12')
  })
})
