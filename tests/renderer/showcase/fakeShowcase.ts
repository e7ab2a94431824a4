// The Showcase's read requests for a fake transport: every shipped team with its preset scheme (or the scheme
// `saved` holds for it), each team's line-up, and no own models. Tests add or override the requests they watch.
import { fail, type SchemeInfo } from '@shared/ipc'
import { lineupFor } from '@shared/showcase/lineup'
import { presetFor, PRESET_TEAMS } from '@shared/showcase/presets'
import type { PaintScheme } from '@shared/showcase/scheme'
import type { FakeHandler } from '../fakeTransport'

const ok = <T>(value: T) => ({ ok: true as const, value })

/** A team's scheme as `schemes.get` answers it: the saved one, or its preset. */
export function schemeInfo(teamKey: string, saved: ReadonlyMap<string, PaintScheme> = new Map()): SchemeInfo {
  const own = saved.get(teamKey)
  return own
    ? { scheme: own, custom: true, updatedAt: '2026-01-01T00:00:00.000Z' }
    : { scheme: presetFor(teamKey)!, custom: false, updatedAt: null }
}

export function showcaseReads(
  saved: ReadonlyMap<string, PaintScheme> = new Map(),
): Record<string, FakeHandler> {
  return {
    'schemes.list': () =>
      ok(
        PRESET_TEAMS.map((t) => ({
          teamKey: t.teamKey,
          team: t.name,
          name: t.name,
          custom: saved.has(t.teamKey),
          updatedAt: null,
          colours: schemeInfo(t.teamKey, saved).scheme.colours,
        })),
      ),
    'rosters.lineup': (args) => {
      const lineup = lineupFor((args as { teamKey: string }).teamKey)
      return lineup ? ok(lineup) : fail('roster/not-found', 'no such team')
    },
    'schemes.get': (args) => ok(schemeInfo((args as { teamKey: string }).teamKey, saved)),
    'models.list': () => ok([]),
  }
}
