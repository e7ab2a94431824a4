// Issue 19 point 1 on the play screen: a pass's band beside its chance on the target ("S 29%"), the opponents who
// could intercept the hovered target marked with their own chances, the throw's risk in words, and every reason
// a square is closed named in English and Dutch.
import { describe, expect, it } from 'vitest'
import type { SquareNote, SquareReason } from '@shared/engine/aim'
import { buildScenario, type Scenario } from '@shared/rules/classic/scenario'
import { classicRuleset } from '@shared/rules/classic/ruleset'
import type { ClassicState } from '@shared/rules/classic/state'
import { buildPlayModel } from '../../../src-renderer/src/play/viewModel'
import { ENGLISH_AIM_TAGS, targetLabel } from '../../../src-renderer/src/play/aimMarks'
import { aimSummary, noteLabel, threatLabels } from '../../../src-renderer/src/play/squareInfo'
import { aimTagsOf, hoverWords } from '../../../src-renderer/src/components/play/aimWords'
import { messages, type Messages } from '../../../src-renderer/src/i18n'

function text(lang: 'en' | 'nl', key: string, params: Record<string, unknown> = {}): string | undefined {
  let at: Messages | string | undefined = messages[lang]
  for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined
  return typeof at === 'string' ? at.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k])) : undefined
}

function passing(thrower: [number, number] = [10, 7]): { s: ClassicState; ids: Record<string, number> } {
  const built = buildScenario({
    name: 'aim',
    game: 'classic',
    ball: { carrier: 't' },
    teams: {
      home: {
        roster: 'human',
        players: [
          { id: 't', position: 'thrower', at: thrower },
          { id: 'c', position: 'catcher', at: [16, 7] },
        ],
      },
      away: {
        roster: 'orc',
        players: [
          { id: 'o1', position: 'lineman', at: [12, 7] },
          { id: 'o2', position: 'lineman', at: [14, 7], addSkills: ['very-long-legs'] },
        ],
      },
    },
  } as Scenario)
  classicRuleset.apply(built.s, { type: 'declare', player: built.ids.t, kind: 'pass' })
  return built
}

function model(s: ClassicState, hover: { x: number; y: number } | null, tags = ENGLISH_AIM_TAGS) {
  const actions = classicRuleset.legalActions(s)
  return buildPlayModel({
    view: classicRuleset.view(s),
    decision: classicRuleset.decision(s),
    actions,
    chances: actions.map((a) => classicRuleset.probability(s, a)),
    aims: actions.map((a) => classicRuleset.aim!(s, a)),
    aimTags: tags,
    hover,
    canAct: true,
  })
}

describe('aiming a Classic pass on the table', () => {
  it("labels the receiver's square with the band and the pass's exact chance", () => {
    const { s } = passing()
    const chance = classicRuleset.probability(s, { type: 'throw', x: 16, y: 7 })!
    // A Short pass at AG 3 needs 4+ and the thrower's Pass re-rolls it (3/4); the accurate pass's catch needs 3+ and
    // the catcher's Catch re-rolls it (8/9); the best interceptor (1/3) is rolled first.
    expect(chance).toBeCloseTo((3 / 4) * (8 / 9) * (1 - 1 / 3), 12)
    const mark = model(s, null).marks.find((m) => m.x === 16 && m.y === 7)
    expect(mark).toEqual({ x: 16, y: 7, tone: 'target', label: 'S 44%' })
    expect(model(s, null).marks.some((m) => m.tone === 'danger')).toBe(false)
  })

  it('hovering the receiver marks each interceptor with his own chance', () => {
    const { s, ids } = passing()
    const view = classicRuleset.view(s)
    const danger = model(s, { x: 16, y: 7 }).marks.filter((m) => m.tone === 'danger')
    expect(danger).toEqual([
      { x: 12, y: 7, tone: 'danger', label: 'int17%' },
      { x: 14, y: 7, tone: 'danger', label: 'int33%' },
    ])
    const aim = classicRuleset.aim!(s, { type: 'throw', x: 16, y: 7 })!
    const name = (id: number) => `#${view.pieces.find((p) => p.id === id)!.number}`
    const en = (l: { key: string; params?: Record<string, unknown> }) => text('en', l.key, l.params)
    expect(aimSummary(aim).map(en)).toEqual(['Short pass', 'interception risk 33%'])
    expect(threatLabels(aim, name).map(en)).toEqual([
      `${name(ids.o1)} intercepts on 17%`,
      `${name(ids.o2)} intercepts on 33%`,
    ])
  })

  it("keeps the receivers' labels clear: a move square's odds show only under the pointer while a throw can go", () => {
    const { s } = passing([11, 6]) // marked by the lineman on (12, 7): each step away is a dodge
    const moves = model(s, null).marks.filter((m) => m.tone === 'risky' || m.tone === 'danger')
    expect(moves.length).toBeGreaterThan(0)
    expect(moves.every((m) => m.label === undefined)).toBe(true)
    const step = moves[0]
    const hovered = model(s, { x: step.x, y: step.y }).marks.find((m) => m.x === step.x && m.y === step.y)
    expect(hovered?.label).toMatch(/^\d+%$/)
    expect(model(s, null).marks.find((m) => m.x === 16 && m.y === 7)?.label).toMatch(/^S \d+%$/)
  })

  it('Dutch tags on the table come from the aiming messages', () => {
    const { s } = passing()
    const nl = aimTagsOf((key) => text('nl', key)!)
    expect(
      model(s, { x: 16, y: 7 }, nl)
        .marks.filter((m) => m.label)
        .map((m) => m.label),
    ).toEqual(expect.arrayContaining(['K 44%', 'ond17%', 'ond33%']))
    expect(targetLabel({ band: 'quick', threats: [], risk: 0 }, 1, ENGLISH_AIM_TAGS)).toBe('Q')
  })
})

describe('closed squares in words', () => {
  const reasons: SquareReason[] = [
    'occupied',
    'marked',
    'out-of-movement',
    'no-path',
    'blocked',
    'off-pitch',
    'trapdoor',
    'crease',
  ]
  it('every reason reads in English and in Dutch, naming the player', () => {
    for (const reason of reasons) {
      const note: SquareNote = { x: 1, y: 1, reason, open: false, player: 3, ma: 6, used: 6 }
      const l = noteLabel(note, (id) => `#${id} Orc Blitzer`)
      for (const lang of ['en', 'nl'] as const)
        expect(text(lang, l.key, l.params), `${lang} ${reason}`).toBeTruthy()
    }
    const l = noteLabel({ x: 0, y: 0, reason: 'marked', open: false, player: 2 }, () => '#2 Orc Blitzer')
    expect(text('en', l.key, l.params)).toBe('marked by #2 Orc Blitzer: a Run may not move next to him')
    const out = noteLabel({ x: 0, y: 0, reason: 'out-of-movement', open: false, ma: 6, used: 6 }, String)
    expect(text('en', out.key, out.params)).toBe('out of movement (MA 6, 6 used)')
    expect(text('nl', out.key, out.params)).toBe('geen beweging meer (MA 6, 6 gebruikt)')
  })

  it('the read-out gives a note for a closed square and the aim for a target', () => {
    const pieces = [{ id: 3, number: 2, name: 'Orc Blitzer' }] as never
    const note: SquareNote = { x: 1, y: 1, reason: 'occupied', open: false, player: 3 }
    expect(hoverWords(note, null, pieces).map((l) => text('en', l.key, l.params))).toEqual([
      'occupied by #2 Orc Blitzer',
    ])
    expect(hoverWords(null, null, pieces)).toEqual([])
    // Under the mouse the read-out names him at its head already: his own square says "occupied" without his name
    // a second time; a square another piece stands on still names who.
    const said = (named: number) =>
      hoverWords(note, null, pieces, named).flatMap((l) =>
        (['en', 'nl'] as const).map((lang) => text(lang, l.key, l.params)),
      )
    expect(said(3)).toEqual(['occupied', 'bezet'])
    expect(said(4)).toEqual(['occupied by #2 Orc Blitzer', 'bezet door #2 Orc Blitzer'])
  })

  it('every English aiming text has a Dutch one', () => {
    const keys = (m: Messages, at = ''): string[] =>
      Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [at + k] : keys(v, `${at}${k}.`)))
    const en = keys(messages.en.aiming as Messages, 'aiming.')
    expect(en.length).toBeGreaterThan(20)
    for (const key of en) expect(text('nl', key), key).toBeTruthy()
  })
})

describe('the read-out for a target square', () => {
  it('gives a warning with the aim, but no closed reason where a throw can still go (a shot beyond the ice)', () => {
    const aim = { band: 'quick' as const, threats: [], risk: 0 }
    const off: SquareNote = { x: 25, y: 6, reason: 'off-pitch', open: false }
    const crease: SquareNote = { x: 23, y: 8, reason: 'crease', open: true }
    const keys = (n: SquareNote) => hoverWords(n, aim, []).map((l) => l.key)
    expect(keys(off)).toEqual(['aiming.band.quick', 'aiming.risk.none'])
    expect(keys(crease)).toEqual(['aiming.reason.crease', 'aiming.band.quick', 'aiming.risk.none'])
  })
})
