// teams.* through the dispatcher over the real services (fake Race ruleset, saves in a temp folder): what each
// answers, files exported and imported again, every bad file refused with a typed error naming what is wrong and
// nothing written, a LAN viewer refused, and a property: any valid team survives export → import unchanged.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Result, TeamInfo } from '@shared/ipc'
import { presetFor } from '@shared/showcase/presets'
import { exportScheme } from '@shared/showcase/schemeFile'
import { TeamError } from '@shared/teams/savedTeam'
import { exportTeam, MAX_TEAM_FILE_CHARS, parseTeamFile } from '@shared/teams/teamFile'
import { ownTreasury } from '@shared/rules/classic/data/teamSchema'
import { draftOf } from '@shared/teams/builder/draft'
import type { ClassicDraft } from '@shared/teams/builder/classicDraft'
import type { Host } from '../../../src-main/host/createHost'
import { raceHost } from '../testHost'
import { dwarfSkaters, norse, orcs, richOrcs, savedTeams } from './teams'

const owner = { transport: 'web' } as const
const viewer = { transport: 'web', viewer: true } as const
type File = { fileName: string; text: string }

let dir: string
let host: Host
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pitchside-teams-'))
  host = raceHost(dir)
})
afterEach(() => {
  host.close()
  rmSync(dir, { recursive: true, force: true })
})

async function call<T>(name: string, args: unknown, context: object = owner): Promise<Result<T>> {
  return (await host.dispatcher.dispatch(name, args, context as typeof owner)) as Result<T>
}

async function value<T>(name: string, args: unknown): Promise<T> {
  const result = await call<T>(name, args)
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`)
  return result.value
}

/** Every team row as the database holds it. */
const stored = () => host.store!.connection.prepare('SELECT * FROM teams ORDER BY id').all()

async function expectRefused(
  name: string,
  args: unknown,
  code: string,
  message?: RegExp,
  context: object = owner,
): Promise<void> {
  const before = stored()
  const result = await call(name, args, context)
  expect(result).toMatchObject({ ok: false, code })
  if (message) expect((result as { message: string }).message).toMatch(message)
  expect(stored()).toEqual(before)
}

describe('teams requests', () => {
  it('create, get, list, save, rename, duplicate, archive and delete', async () => {
    expect(await value('teams.list', {})).toEqual([])
    const a = await value<TeamInfo>('teams.create', { team: orcs() })
    const b = await value<TeamInfo>('teams.create', { team: norse() })
    expect(await value('teams.get', { id: a.id })).toEqual(a)
    expect((await value<TeamInfo[]>('teams.list', {})).map((t) => t.name)).toEqual([
      'Da Boyz',
      'Frost Giants',
    ])

    const saved = await value<TeamInfo>('teams.save', {
      id: b.id,
      team: { ...norse(), team: { teamId: 'norse', name: 'Frost Giants' } },
    })
    expect(saved.team.team).toEqual({ teamId: 'norse', name: 'Frost Giants' })
    const renamed = await value<TeamInfo>('teams.rename', { id: b.id, name: 'Aesir' })
    expect(renamed.team.team.name).toBe('Aesir')
    const copy = await value<TeamInfo>('teams.duplicate', { id: a.id })
    expect(copy.name).toBe('Da Boyz (copy)')
    expect((await value<TeamInfo>('teams.archive', { id: a.id })).archived).toBe(true)
    expect((await value<TeamInfo[]>('teams.list', {})).map((t) => t.name)).toEqual([
      'Aesir',
      'Da Boyz (copy)',
      'Da Boyz',
    ])
    expect((await value<TeamInfo>('teams.archive', { id: a.id, archived: false })).archived).toBe(false)
    expect(await value('teams.delete', { id: copy.id, confirm: true })).toEqual({ deleted: true })
    expect(await value<TeamInfo[]>('teams.list', {})).toHaveLength(2)

    const missing = 't-00000000-0000-4000-8000-000000000000'
    for (const [name, args] of [
      ['teams.get', { id: missing }],
      ['teams.save', { id: missing, team: orcs() }],
      ['teams.rename', { id: missing, name: 'X' }],
      ['teams.duplicate', { id: missing }],
      ['teams.archive', { id: missing }],
      ['teams.delete', { id: missing, confirm: true }],
      ['teams.export', { id: missing }],
    ] as const)
      await expectRefused(name, args, 'team/not-found')
  })

  it('refuses an invalid team with team/invalid naming the field, writing nothing', async () => {
    const kept = await value<TeamInfo>('teams.create', { team: dwarfSkaters() })
    const bad = { ...orcs(), team: { ...orcs().team, rerolls: -1 } }
    await expectRefused('teams.create', { team: bad }, 'team/invalid', /^team\.rerolls: must be at least 0/)
    await expectRefused('teams.save', { id: kept.id, team: bad }, 'team/invalid', /^team\.rerolls/)
    await expectRefused('teams.save', { id: kept.id, team: orcs() }, 'team/invalid', /^ruleset: /)
    await expectRefused('teams.rename', { id: kept.id, name: 'x'.repeat(41) }, 'ipc/invalid-payload')
    // A team far over a team file's size is refused before its fields are read.
    const padded = { ...dwarfSkaters(), team: { rosterId: 'dwarf', name: 'x'.repeat(70_000) } }
    await expectRefused('teams.create', { team: padded }, 'team/invalid', /^team: too large/)
    await expectRefused('teams.save', { id: kept.id, team: padded }, 'team/invalid', /^team: too large/)
    // A "__proto__" key, which zod would pass over silently, is named.
    const proto = JSON.parse('{"rosterId": "dwarf", "__proto__": {"x": 1}}') as unknown
    await expectRefused(
      'teams.create',
      { team: { ...dwarfSkaters(), team: proto } },
      'team/invalid',
      /^team\.__proto__: /,
    )
    expect(await value('teams.get', { id: kept.id })).toEqual(kept)
  })

  it('exports a team file and imports it again as a new team, equal', async () => {
    for (const team of [orcs(), norse(), dwarfSkaters()]) {
      const made = await value<TeamInfo>('teams.create', { team })
      const file = await value<File>('teams.export', { id: made.id })
      expect(file.fileName).toMatch(/^[a-z0-9-]+\.pitchside-team\.json$/)
      expect(JSON.parse(file.text)).toMatchObject({ format: 'pitchside-team', version: 1 })
      const imported = await value<TeamInfo>('teams.import', { text: file.text })
      expect(imported.id).not.toBe(made.id)
      expect(imported.team).toEqual(made.team)
      expect(imported.team).toEqual(team)
    }
    expect(
      await value<File>('teams.export', { id: (await value<TeamInfo[]>('teams.list', {}))[0].id }),
    ).toEqual(exportTeam(orcs()))
    expect(exportTeam(orcs()).fileName).toBe('da-boyz.pitchside-team.json')
    expect(await value<TeamInfo[]>('teams.list', {})).toHaveLength(6)
  })

  it('refuses a file of another format, a newer version, malformed JSON, a bad field or too much text', async () => {
    await value('teams.create', { team: orcs() })
    const good = exportTeam(norse()).text
    const scheme = exportScheme(presetFor('classic/orc')!).text
    const cases: [string, string, RegExp][] = [
      [scheme, 'team/malformed', /^format: not a Pitchside team/],
      [JSON.stringify({ format: 'pitchside-replay', version: 1 }), 'team/malformed', /^format: /],
      [JSON.stringify({ ...norse(), version: 2 }), 'team/newer-version', /made by a newer Pitchside/],
      [
        JSON.stringify({ ...norse(), version: 2, team: 'anything' }),
        'team/newer-version',
        /Update Pitchside/,
      ],
      [good.slice(0, -10), 'team/malformed', /not a JSON file/],
      ['[1, 2]', 'team/malformed', /one JSON object/],
      ['"text"', 'team/malformed', /one JSON object/],
      [
        good.replace('"number": 2', '"number": 1'),
        'team/invalid',
        /^players\[1\]\.number: number 1 is already worn/,
      ],
      [
        good.replace('"teamId": "norse"', '"teamId": "chess"'),
        'team/invalid',
        /^team\.teamId: no Blitz Bowl team card/,
      ],
      [good.replace('"name": "Ulf"', '"name": 7'), 'team/invalid', /^players\[0\]\.name: must be a text/],
      [
        good.replace('"teamId": "norse"', '"teamId": "norse", "__proto__": {}'),
        'team/invalid',
        /^team\.__proto__/,
      ],
    ]
    for (const [text, code, message] of cases) await expectRefused('teams.import', { text }, code, message)
    // Too much text: refused by the request's schema before any parse, and by the file reader itself.
    const huge = `${good.slice(0, -2)}${' '.repeat(MAX_TEAM_FILE_CHARS)}}\n`
    await expectRefused('teams.import', { text: huge }, 'ipc/invalid-payload', /text/)
    expect(() => parseTeamFile(huge)).toThrow(expect.objectContaining({ reason: 'too-large' }))
    expect(() => parseTeamFile(huge)).toThrow(TeamError)
    expect(await value<TeamInfo[]>('teams.list', {})).toHaveLength(1)
  })

  it('answers save/unavailable for changes when saves are off, and an empty list', async () => {
    const noSaves = raceHost(null)
    try {
      expect(await noSaves.dispatcher.dispatch('teams.list', {}, owner)).toEqual({ ok: true, value: [] })
      expect(await noSaves.dispatcher.dispatch('teams.create', { team: orcs() }, owner)).toMatchObject({
        ok: false,
        code: 'save/unavailable',
      })
    } finally {
      noSaves.close()
    }
  })

  it('refuses every teams request to a LAN viewer, writing nothing', async () => {
    const made = await value<TeamInfo>('teams.create', { team: orcs() })
    const text = exportTeam(norse()).text
    for (const [name, args] of [
      ['teams.list', {}],
      ['teams.get', { id: made.id }],
      ['teams.create', { team: norse() }],
      ['teams.save', { id: made.id, team: orcs('Other') }],
      ['teams.duplicate', { id: made.id }],
      ['teams.rename', { id: made.id, name: 'Mine' }],
      ['teams.archive', { id: made.id }],
      ['teams.delete', { id: made.id, confirm: true }],
      ['teams.export', { id: made.id }],
      ['teams.import', { text }],
    ] as const)
      await expectRefused(name, args, 'share/read-only', new RegExp(name.replace('.', '\\.')), viewer)
    expect(await value('teams.get', { id: made.id })).toEqual(made)
  })
})

describe('the team file', () => {
  it('property: any valid team survives export → import unchanged', () => {
    fc.assert(
      fc.property(savedTeams, (team) => {
        const file = exportTeam(team)
        expect(parseTeamFile(file.text)).toEqual(team)
        expect(file.fileName.endsWith('.pitchside-team.json')).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("reads a file from before the team's own treasury as 1,000,000, and holds a team to its own", () => {
    // A version-1 file as the app wrote it before the field: no treasury, so it is held to the one-off 1,000,000.
    const old = exportTeam(orcs()).text
    expect(old).not.toContain('treasury')
    const read = parseTeamFile(old)
    expect(read.ruleset === 'classic' && ownTreasury(read.team)).toBe(1_000_000)
    expect((draftOf(read) as ClassicDraft).treasury).toBe(1_000_000)
    // A team within its own 1,500,000 survives the file; the version stays 1.
    const rich = exportTeam(richOrcs()).text
    expect(JSON.parse(rich)).toMatchObject({ version: 1, team: { treasury: 1_500_000 } })
    expect(parseTeamFile(rich)).toEqual(richOrcs())
    // Its treasury lowered below its price, or taken away, is refused naming the field.
    const refusal = (team: object) => {
      try {
        parseTeamFile(JSON.stringify({ ...richOrcs(), team }))
        return null
      } catch (error) {
        return [(error as TeamError).reason, (error as TeamError).field, (error as TeamError).message]
      }
    }
    expect(refusal({ ...richOrcs().team, treasury: 1_270_000 })).toEqual([
      'invalid',
      'team.treasury',
      'team.treasury: costs 1280000 gold, more than the treasury of 1270000',
    ])
    const { treasury: _, ...without } = richOrcs().team
    expect(refusal(without)).toEqual([
      'invalid',
      'team.treasury',
      'team.treasury: costs 1280000 gold, more than the treasury of 1000000',
    ])
  })

  it('property: a team with any one field replaced by any JSON is read or refused with a TeamError, never a crash', () => {
    const paths = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
      typeof value !== 'object' || value === null
        ? [at]
        : [
            at,
            ...Object.entries(value).flatMap(([k, v]) =>
              paths(v, [...at, Array.isArray(value) ? Number(k) : k]),
            ),
          ]
    const replaced = (value: unknown, path: (string | number)[], by: unknown): unknown => {
      if (path.length === 0) return by
      const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
        string | number,
        unknown
      >
      copy[path[0]] = replaced(copy[path[0]], path.slice(1), by)
      return copy
    }
    fc.assert(
      fc.property(
        savedTeams.chain((team) =>
          fc.tuple(fc.constant(team), fc.constantFrom(...paths(team)), fc.jsonValue()),
        ),
        ([team, path, by]) => {
          const text = JSON.stringify(replaced(team, path, by))
          try {
            parseTeamFile(text)
          } catch (error) {
            expect(error).toBeInstanceOf(TeamError)
            expect((error as TeamError).message.length).toBeLessThanOrEqual(300)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('property: through the store too (export of a stored team, import as a new one)', async () => {
    await fc.assert(
      fc.asyncProperty(savedTeams, async (team) => {
        const made = await value<TeamInfo>('teams.create', { team })
        const file = await value<File>('teams.export', { id: made.id })
        const imported = await value<TeamInfo>('teams.import', { text: file.text })
        expect(imported.team).toEqual(team)
        expect(imported.ruleset).toBe(team.ruleset)
        expect(imported.name).toBe(team.name)
      }),
      { numRuns: 40 },
    )
  })
})
