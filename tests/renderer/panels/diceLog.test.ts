// The dice log's rows and words from real roll events (each ruleset played with forced dice): the turn each roll
// happened in (a failed dodge ends the turn, yet its rolls stay in the turn that made them), the readable line,
// Dutch too, the filters and the exported text.
import { describe, expect, it } from 'vitest'
import {
  applyFilter,
  NO_FILTER,
  purposesOf,
  rollsOf,
} from '../../../src-renderer/src/components/panels/diceLogEntries'
import {
  exportFileName,
  exportText,
  formatRoll,
  formatStamp,
} from '../../../src-renderer/src/components/panels/diceLogFormat'
import {
  blitzThrow,
  classicBlock,
  classicDodgeFails,
  classicDodgeRerolled,
  crossCheckCheck,
  translator,
  type Played,
} from './games'

const en = translator('en')
const nl = translator('nl')

const entriesOf = (p: Played) => rollsOf(p.steps.flat(), p.before, p.after, 2, 0)
const lines = (p: Played, tr = en) =>
  entriesOf(p).map(
    (e) => `${formatStamp(tr, e.at, ['Home', 'Away'], p.after.ruleset)} | ${formatRoll(tr, e)}`,
  )

describe('dice log lines', () => {
  it('Classic: a failed dodge and the armour roll (against the one who fell) stay in the turn that rolled them, though the turn ended', () => {
    const played = classicDodgeFails()
    expect(played.after.activeSide).toBe(1) // the turnover handed the turn over
    expect(lines(played)).toEqual([
      'Half 1 · Home turn 1 | Dodge by #1 Lineman: rolled 2, needed 5+ (−1) — failed',
      'Half 1 · Home turn 1 | Armour against #1 Lineman: rolled 3 + 4 = 7, needed 9+ — armour holds',
    ])
    const [dodge] = entriesOf(played)
    expect(dodge).toMatchObject({ seq: 0, position: 2, side: 0, at: { period: 1, side: 0, turn: 1 } })
    expect(dodge.player).toMatchObject({ side: 0, number: 1, positionId: 'lineman' })
  })

  it('Classic: a skill re-roll is marked on the second roll', () => {
    expect(lines(classicDodgeRerolled()).map((l) => l.split(' | ')[1])).toEqual([
      'Dodge by #1 Catcher: rolled 2, needed 4+ — failed',
      'Dodge by #1 Catcher: rolled 4, needed 4+ [re-roll] — success',
    ])
  })

  it('Classic: block dice by their faces, in both languages', () => {
    const played = classicBlock()
    expect(lines(played).map((l) => l.split(' | ')[1])).toEqual(['Block by #1 Blitzer: rolled Defender Down'])
    expect(lines(played, nl).map((l) => l.split(' | ')[1])).toEqual([
      'Blok door #1 Blitzer: gooide Verdediger neer',
    ])
  })

  it('Blitz Bowl: a throw check, stamped with the team turn only (no halves)', () => {
    expect(lines(blitzThrow())).toEqual(['Home turn 2 | Throw by #1 Thrower: rolled 3, needed 3+ — success'])
  })

  it('Cross Check: a check by its face and the armour of the player checked (the other side), rolled against him', () => {
    const played = crossCheckCheck()
    expect(lines(played)).toEqual([
      'Period 1 · Home turn 1 | Check by #1 Lineman: rolled Defender Down',
      'Period 1 · Home turn 1 | Armour against #1 Lineman: rolled 6, needed 10+ — armour holds',
    ])
    expect(entriesOf(played).map((e) => e.side)).toEqual([0, 1])
  })

  it('reads in Dutch with the Dutch messages', () => {
    expect(lines(classicDodgeFails(), nl)).toEqual([
      'Helft 1 · Home beurt 1 | Ontwijken door #1 Lijnspeler: gooide 2, nodig 5+ (−1) — mislukt',
      'Helft 1 · Home beurt 1 | Pantser tegen #1 Lijnspeler: gooide 3 + 4 = 7, nodig 9+ — pantser houdt',
    ])
  })
})

describe('dice log filters', () => {
  const cross = entriesOf(crossCheckCheck())
  const classic = entriesOf(classicDodgeRerolled())

  it('by team, by purpose, failures only', () => {
    expect(applyFilter(cross, NO_FILTER)).toHaveLength(2)
    expect(applyFilter(cross, { ...NO_FILTER, side: 1 }).map((e) => e.roll.purpose)).toEqual(['armour'])
    expect(applyFilter(cross, { ...NO_FILTER, side: 0 }).map((e) => e.roll.purpose)).toEqual(['check'])
    expect(applyFilter(cross, { ...NO_FILTER, purpose: 'check' })).toHaveLength(1)
    expect(applyFilter(classic, { ...NO_FILTER, failuresOnly: true }).map((e) => e.roll.dice)).toEqual([[2]])
    expect(applyFilter(classic, { side: 1, purpose: 'all', failuresOnly: true })).toEqual([])
  })

  it('offers the purposes present, in first-seen order', () => {
    expect(purposesOf([...cross, ...classic])).toEqual(['check', 'armour', 'dodge'])
  })
})

describe('dice log export', () => {
  it('writes a header, the count and one stamped line per roll', () => {
    const played = classicDodgeFails()
    const view = played.after
    const text = exportText(en, entriesOf(played), view)
    const [home, away] = view.teams.map((t) => t.name)
    expect(text.split('\n')).toEqual([
      `Pitchside dice log: ${home} v ${away} (Classic)`,
      '2 rolls',
      '',
      // Both teams have a #1 Lineman: the export names the team.
      `1. [Half 1 · ${home} turn 1] Dodge by #1 Lineman (${home}): rolled 2, needed 5+ (−1) — failed`,
      `2. [Half 1 · ${home} turn 1] Armour against #1 Lineman (${home}): rolled 3 + 4 = 7, needed 9+ — armour holds`,
      '',
    ])
    expect(exportFileName(view)).toMatch(/^pitchside-dice-[a-z0-9-]+-v-[a-z0-9-]+\.txt$/)
  })
})
