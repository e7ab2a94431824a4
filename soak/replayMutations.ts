// Altered copies of a replay file for the `replays` soak part: a team field, an option, an action's field, dropped
// / duplicated / swapped actions, the seed, the result, the version, cut text, huge values, unknown and prototype
// keys, and a few harmless changes (a title, a team name, compact JSON) that an import must take. Every change is
// drawn from a seeded generator, so a run is repeatable and a failing mutant can be made again from its number.
import type { RulesetId } from '@shared/engine/api'
import type { Random } from '../src-main/services/random'
import { TEAM_BY_ID } from '@shared/rules/blitz/data/teamSchema'
import { CROSSCHECK_ROSTERS, defaultPlayers } from '@shared/rules/crosscheck/data/teams'

type Json = Record<string, unknown>

interface ReplayJson extends Json {
  teams: Json[]
  actions: Json[]
  options: Json
  rosters: string[]
  result: { score: number[]; finished: boolean }
}

export interface Mutant {
  readonly kind: string
  readonly text: string
}

interface Mutator {
  readonly kind: string
  apply(file: ReplayJson, rng: Random, text: string, ruleset: RulesetId): string
}

const pick = <T>(rng: Random, list: readonly T[]): T => list[rng.int(list.length)]
const side = (rng: Random) => rng.int(2)
const out = (file: ReplayJson) => JSON.stringify(file, null, 2)
/** The key that names a team's roster: Blitz Bowl teams name a card. */
const rosterKey = (ruleset: RulesetId) => (ruleset === 'blitz' ? 'teamId' : 'rosterId')

/** Inserts `field,` just inside the object that starts the n-th match of `anchor` (or the last, with fewer). */
function insertAt(text: string, anchor: string, n: number, field: string): string {
  let at = -1
  for (
    let i = 0, next = text.indexOf(anchor);
    i <= n && next >= 0;
    i++, next = text.indexOf(anchor, next + 1)
  )
    at = next
  return at < 0 ? text : `${text.slice(0, at + 1)}${field},${text.slice(at + 1)}`
}

function players(file: ReplayJson, s: number): Json[] | null {
  const list = file.teams[s].players
  return Array.isArray(list) && list.length > 0 ? (list as Json[]) : null
}

/** A Blitz Bowl or Cross Check team's line-up listed in full (the app leaves it out): a valid change. */
function listedPlayers(ruleset: RulesetId, team: Json): Json[] {
  if (ruleset === 'blitz') {
    const card = TEAM_BY_ID[team.teamId as string]
    return card.positions.flatMap((p) => Array.from({ length: p.count }, () => ({ positionId: p.id })))
  }
  return defaultPlayers(CROSSCHECK_ROSTERS[team.rosterId as string])
}

function onPlayer(file: ReplayJson, rng: Random, ruleset: RulesetId, change: (p: Json) => void): string {
  const s = side(rng)
  const list = players(file, s) ?? listedPlayers(ruleset, file.teams[s]).map((p) => ({ ...p }))
  file.teams[s].players = list
  change(list[rng.int(list.length)])
  return out(file)
}

function onAction(file: ReplayJson, rng: Random, change: (a: Json, i: number) => void): string {
  if (file.actions.length === 0) return out(file)
  const i = rng.int(file.actions.length)
  change(file.actions[i], i)
  return out(file)
}

const HUGE = [1e308, 2 ** 53, -(2 ** 31), 2 ** 32, 1.5, -1]

const MUTATORS: readonly Mutator[] = [
  // Teams.
  { kind: 'team-name-object', apply: (f, r) => ((f.teams[side(r)].name = { first: 'Reik' }), out(f)) },
  { kind: 'team-name-huge', apply: (f, r) => ((f.teams[side(r)].name = 'N'.repeat(200_000)), out(f)) },
  { kind: 'team-name-valid', apply: (f, r) => ((f.teams[side(r)].name = `Renamed ${r.int(100)}`), out(f)) },
  { kind: 'team-unknown-key', apply: (f, r) => ((f.teams[side(r)].coach = 'me'), out(f)) },
  {
    kind: 'team-constructor-key',
    apply: (f, r) => (Object.assign(f.teams[side(r)], { constructor: 1 }), out(f)),
  },
  {
    kind: 'team-proto-key',
    apply: (_f, r, t, g) => {
      // Before the n-th team's roster field (the only fields of that name in a file).
      const anchor = `"${rosterKey(g)}":`
      const at = side(r) === 0 ? t.indexOf(anchor) : t.indexOf(anchor, t.indexOf(anchor) + 1)
      return at < 0 ? t : `${t.slice(0, at)}"__proto__": {"rerolls": 9}, ${t.slice(at)}`
    },
  },
  {
    kind: 'team-roster-unknown',
    apply: (f, r, _t, g) => ((f.teams[side(r)][rosterKey(g)] = 'space-marines'), out(f)),
  },
  { kind: 'team-swap', apply: (f) => ((f.teams = [f.teams[1], f.teams[0]]), out(f)) },
  {
    kind: 'team-fan-factor',
    apply: (f, r) => ((f.teams[side(r)].fanFactor = pick(r, [1e9, -1, 2.5, 3])), out(f)),
  },
  {
    kind: 'team-rerolls',
    apply: (f, r) => ((f.teams[side(r)].rerolls = pick(r, [9, -1, 1e308, 0, 2])), out(f)),
  },
  { kind: 'players-listed', apply: (f, r, _t, g) => onPlayer(f, r, g, () => undefined) },
  { kind: 'player-skill-unknown', apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.skills = ['Blok'])) },
  { kind: 'player-skills-string', apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.skills = 'block')) },
  {
    kind: 'player-position-unknown',
    apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.positionId = 'wizard')),
  },
  { kind: 'player-name-object', apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.name = { a: 1 })) },
  {
    kind: 'player-number',
    apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.number = pick(r, [0, 100, 1, 1e308]))),
  },
  {
    kind: 'player-stat',
    apply: (f, r, _t, g) => onPlayer(f, r, g, (p) => (p.ma = ((p.ma as number) ?? 5) + 1)),
  },
  { kind: 'players-reversed', apply: (f, r) => (players(f, side(r))?.reverse(), out(f)) },
  {
    kind: 'players-dropped',
    apply: (f, r) => {
      const s = side(r)
      const list = players(f, s)
      if (list) f.teams[s].players = list.slice(0, r.int(list.length))
      else f.teams[s].players = []
      return out(f)
    },
  },
  // Options.
  {
    kind: 'option-out-of-range',
    apply: (f, r, _t, g) => {
      const bad: Record<RulesetId, Json[]> = {
        classic: [{ weather: 1 }, { fouls: 'yes' }],
        blitz: [{ suddenDeathLead: 0 }, { suddenDeathLead: 40 }, { pitch: 'round' }, { arena: 'wembley' }],
        crosscheck: [{ periods: 0 }, { periodTurns: 61 }, { overtime: 2 }, { periods: 1.5 }],
      }
      f.options = { ...f.options, ...pick(r, bad[g]) }
      return out(f)
    },
  },
  {
    kind: 'option-in-range',
    apply: (f, r, _t, g) => {
      const good: Record<RulesetId, Json[]> = {
        classic: [{ weather: false }, { interceptions: false }, { fouls: true }],
        blitz: [{ suddenDeathLead: 12 }, { pitch: 'two-trapdoors' }, { fouls: true }],
        crosscheck: [{ periods: 3 }, { periodTurns: 12 }, { overtime: 1 }],
      }
      f.options = { ...f.options, ...pick(r, good[g]) }
      return out(f)
    },
  },
  {
    kind: 'option-unknown',
    apply: (f, r) => ((f.options = { [pick(r, ['nonsense', 'constructor'])]: true }), out(f)),
  },
  {
    kind: 'option-proto-key',
    apply: (_f, _r, t) => t.replace('"options": {', '"options": {"__proto__": 1,'),
  },
  // Actions.
  { kind: 'action-extra-field', apply: (f, r) => onAction(f, r, (a) => (a.extra = pick(r, [1, 'x', true]))) },
  {
    kind: 'action-field-value',
    apply: (f, r) =>
      onAction(f, r, (a) => {
        const fields = Object.keys(a).filter((k) => k !== 'type')
        if (fields.length > 0) a[pick(r, fields)] = pick(r, [-5, 40, 3, 'nope', true, null])
        else a.type = 'teleport'
      }),
  },
  {
    kind: 'action-field-dropped',
    apply: (f, r) =>
      onAction(f, r, (a) => {
        const fields = Object.keys(a).filter((k) => k !== 'type')
        if (fields.length > 0) delete a[pick(r, fields)]
        else delete a.type
      }),
  },
  {
    kind: 'action-type-unknown',
    apply: (f, r) => onAction(f, r, (a) => (a.type = pick(r, ['teleport', '', 'toString']))),
  },
  {
    kind: 'action-huge-value',
    apply: (f, r) =>
      onAction(f, r, (a) => {
        const fields = Object.keys(a).filter((k) => k !== 'type')
        a[fields.length > 0 ? pick(r, fields) : 'x'] = pick(r, HUGE)
      }),
  },
  {
    kind: 'action-proto-key',
    apply: (_f, r, t) => insertAt(t, '{"type":', r.int(20), '"__proto__": {"x": 1}'),
  },
  {
    kind: 'actions-drop',
    apply: (f, r) => (f.actions.splice(r.int(Math.max(1, f.actions.length)), 1), out(f)),
  },
  {
    kind: 'actions-duplicate',
    apply: (f, r) => {
      const i = r.int(Math.max(1, f.actions.length))
      if (f.actions[i]) f.actions.splice(i, 0, { ...f.actions[i] })
      return out(f)
    },
  },
  {
    kind: 'actions-swap',
    apply: (f, r) => {
      const i = r.int(Math.max(1, f.actions.length - 1))
      if (f.actions[i + 1]) [f.actions[i], f.actions[i + 1]] = [f.actions[i + 1], f.actions[i]]
      return out(f)
    },
  },
  {
    kind: 'actions-truncate',
    apply: (f, r) => ((f.actions = f.actions.slice(0, r.int(f.actions.length + 1))), out(f)),
  },
  // The rest of the file.
  { kind: 'seed-change', apply: (f) => ((f.seed = ((f.seed as number) ^ 1) >>> 0), out(f)) },
  { kind: 'seed-invalid', apply: (f, r) => ((f.seed = pick(r, [-1, 2 ** 32, 1.5, '7', 1e308])), out(f)) },
  { kind: 'result-score', apply: (f, r) => ((f.result.score[side(r)] += pick(r, [1, 4, 1e308])), out(f)) },
  { kind: 'result-finished', apply: (f) => ((f.result.finished = !f.result.finished), out(f)) },
  { kind: 'version', apply: (f, r) => ((f.version = pick(r, [2, 0, '1', 99_999, 1.5])), out(f)) },
  { kind: 'format', apply: (f) => ((f.format = 'pitchside-save'), out(f)) },
  { kind: 'ruleset-version', apply: (f) => ((f.rulesetVersion = '0'), out(f)) },
  {
    kind: 'ruleset-other',
    apply: (f, r, _t, g) => (
      (f.ruleset = pick(
        r,
        (['classic', 'blitz', 'crosscheck', 'chess'] as string[]).filter((x) => x !== g),
      )),
      out(f)
    ),
  },
  {
    kind: 'rosters-wrong',
    apply: (f, r) => ((f.rosters[side(r)] = pick(r, ['orc', 'human', 'dwarf', 'skaven'])), out(f)),
  },
  { kind: 'title-huge', apply: (f) => ((f.title = 'T'.repeat(1000)), out(f)) },
  { kind: 'title-valid', apply: (f, r) => ((f.title = `Soak ${r.int(1000)}`), out(f)) },
  { kind: 'notes-valid', apply: (f) => ((f.notes = 'Altered by the replays soak part.'), out(f)) },
  { kind: 'tags-many', apply: (f) => ((f.tags = Array.from({ length: 20 }, (_, i) => `t${i}`)), out(f)) },
  {
    kind: 'reseeds-bogus',
    apply: (f, r) => ((f.reseeds = [{ index: f.actions.length + r.int(5), seed: 1 }]), out(f)),
  },
  { kind: 'practice-flip', apply: (f) => ((f.practice = !f.practice), out(f)) },
  { kind: 'top-unknown-key', apply: (f) => ((f.checksum = 'abc'), out(f)) },
  { kind: 'top-proto-key', apply: (_f, _r, t) => t.replace('{', '{"__proto__": {"version": 1},') },
  // The text itself.
  { kind: 'text-truncate', apply: (_f, r, t) => t.slice(0, r.int(t.length)) },
  {
    kind: 'text-garbage',
    apply: (_f, r, t) => {
      const at = r.int(t.length)
      return t.slice(0, at) + pick(r, ['"', '}', '\u0000', 'ÿ', ',', '\\']) + t.slice(at)
    },
  },
  { kind: 'text-not-a-file', apply: (_f, r) => pick(r, ['', '{}', 'null', '[]', '"replay"', '1e999']) },
  { kind: 'text-deep', apply: () => `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { kind: 'text-compact', apply: (f) => JSON.stringify(f) },
  { kind: 'text-oversize', apply: (_f, _r, t) => t + ' '.repeat(1_000_000) },
]

export const MUTATION_KINDS: readonly string[] = MUTATORS.map((m) => m.kind)

/** One altered copy of `text` (a replay file of `ruleset`), by a mutator drawn from `rng`. */
export function mutate(text: string, ruleset: RulesetId, rng: Random): Mutant {
  const mutator = pick(rng, MUTATORS)
  const file = JSON.parse(text) as ReplayJson
  return { kind: mutator.kind, text: mutator.apply(file, rng, text, ruleset) }
}
