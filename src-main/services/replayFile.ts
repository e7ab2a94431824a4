// The `.pitchside.json` replay file (docs/replay-format.md): writing one from a stored game, and reading one
// back with every check done before anything is saved: JSON (no "__proto__" key anywhere), format and version,
// ruleset and rules version, both teams against the ruleset's team schema and the roster ids, the options with
// their ranges, then a full replay in which every action must be well-formed and legal and the final score must
// match.
import { z } from 'zod'
import type { Action, GameSetup, GameView, OptionValue, Ruleset, RulesetId } from '@shared/engine/api'
import { actionSchema, ContractError, RULESET_IDS, seedSchema } from '@shared/ipc'
import { fileSlug } from '@shared/fileName'
import type { CreatedGame, StoredGame } from './GameHost'
import { turnClockMs } from '@shared/engine/turnClock'
import { applyEntry, CLOCK_MS_MAX, entryOf, ReplayError, SNAPSHOT_EVERY, type LogEntry } from './gameLog'
import type { RulesetSource } from './sources'

export const REPLAY_FORMAT = 'pitchside-replay'
export const REPLAY_VERSION = 1
export const REPLAY_EXTENSION = '.pitchside.json'

const optionValue = z.union([z.boolean(), z.number().finite(), z.string().max(200)])

const replayFileSchema = z.strictObject({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  title: z.string().max(120),
  notes: z.string().max(4000),
  tags: z.array(z.string().max(32)).max(16),
  exportedAt: z.string().max(40),
  app: z.strictObject({ name: z.string().max(40), version: z.string().max(40) }),
  ruleset: z.enum(RULESET_IDS),
  rulesetVersion: z.string().max(40),
  engineVersion: z.string().max(40),
  rosters: z.tuple([z.string().max(64), z.string().max(64)]),
  teams: z.tuple([z.unknown(), z.unknown()]),
  options: z.record(z.string().max(64), optionValue),
  seed: seedSchema,
  practice: z.boolean(),
  actions: z.array(actionSchema).max(200_000),
  reseeds: z.array(z.strictObject({ index: z.int().min(0), seed: seedSchema })),
  /** Turn clocks (issue 21): the time left after an action (LogEntry.clockMs); absent in files made before. */
  clocks: z.array(z.strictObject({ index: z.int().min(0), ms: z.int().min(0).max(CLOCK_MS_MAX) })).optional(),
  result: z.strictObject({ score: z.tuple([z.int().min(0), z.int().min(0)]), finished: z.boolean() }),
})

export type ReplayFile = z.infer<typeof replayFileSchema>

export interface ReplayMeta {
  readonly title: string
  readonly notes?: string
  readonly tags: readonly string[]
  readonly appName: string
  readonly appVersion: string
  readonly exportedAt: Date
}

export function toReplayFile(stored: StoredGame, view: GameView, meta: ReplayMeta): ReplayFile {
  const { created } = stored
  const entries = stored.entries.slice(0, stored.cursor)
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    title: meta.title,
    notes: meta.notes ?? '',
    tags: [...meta.tags],
    exportedAt: meta.exportedAt.toISOString(),
    app: { name: meta.appName, version: meta.appVersion },
    ruleset: created.ruleset,
    rulesetVersion: created.rulesetVersion,
    engineVersion: created.engineVersion,
    rosters: [created.rosterIds[0], created.rosterIds[1]],
    teams: [created.setup.teams[0], created.setup.teams[1]],
    options: { ...(created.setup.options ?? {}) },
    seed: created.seed,
    practice: created.practice === true,
    actions: entries.map((e) => e.action),
    reseeds: entries.flatMap((e, index) => (e.reseed === null ? [] : [{ index, seed: e.reseed }])),
    ...clocksOf(entries),
    result: { score: [view.score[0], view.score[1]], finished: view.decision.side === null },
  }
}

/** Pretty enough to read and diff, one action per line. */
export function stringifyReplay(file: ReplayFile): string {
  const { actions, ...head } = file
  const body = JSON.stringify({ ...head, actions: [] }, null, 2)
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')
  return (
    body.replace('"actions": []', actions.length ? `"actions": [\n${lines}\n  ]` : '"actions": []') + '\n'
  )
}

export function replayFileName(file: ReplayFile, home: string, away: string): string {
  const base = fileSlug(file.title || `${home} v ${away}`, 'game', 60)
  return `${base}-${file.exportedAt.slice(0, 10)}${REPLAY_EXTENSION}`
}

/** A checked replay: ready to be saved as a new game. */
export interface ImportedReplay {
  readonly stored: StoredGame
  readonly view: GameView
  readonly file: ReplayFile
}

/** Reads and fully checks a replay file; throws a ContractError (`replay/*`) and touches nothing on failure. */
export function readReplay(text: string, rulesets: RulesetSource, gameId: string): ImportedReplay {
  const file = parseReplay(text)
  if (!rulesets.available().includes(file.ruleset)) {
    throw new ContractError('replay/unsupported', `This version cannot play ${file.ruleset} games.`)
  }
  const ruleset = rulesets.get(file.ruleset)
  if (ruleset.version !== file.rulesetVersion) {
    throw new ContractError(
      'replay/unsupported',
      `The replay was made with ${ruleset.name} rules version ${file.rulesetVersion}; this app has ` +
        `${ruleset.version}, which may replay it differently.`,
    )
  }
  checkTeams(ruleset, file)
  checkReseeds(file)
  const clocks = checkClocks(file, ruleset)
  const reseeds = new Map(file.reseeds.map((r) => [r.index, r.seed]))
  const setup: GameSetup = {
    ruleset: file.ruleset as RulesetId,
    seed: file.seed,
    teams: file.teams,
    ...(Object.keys(file.options).length ? { options: file.options as Record<string, OptionValue> } : {}),
  }
  let state: unknown
  try {
    state = ruleset.create(setup)
  } catch (error) {
    const what = (error as { code?: unknown }).code === 'options/invalid' ? 'options' : 'teams or options'
    throw new ContractError(
      'replay/tampered',
      clip(
        `The replay's ${what} are not valid: ${(error as Error).message ?? String(error)}. Nothing was imported.`,
      ),
    )
  }
  const entries: LogEntry[] = []
  const snapshots = new Map<number, unknown>()
  file.actions.forEach((action: Action, index) => {
    // Strictly parsed first: a field the type does not have would otherwise be stored as sent.
    const problem = ruleset.checkAction?.(action) ?? null
    if (problem !== null)
      throw new ContractError(
        'replay/tampered',
        clip(
          `The replay does not replay: action ${index + 1} is malformed: ${problem.reason}. Nothing was imported.`,
        ),
      )
    const probe: LogEntry = { action, reseed: reseeds.get(index) ?? null, digest: '', marks: 0 }
    try {
      const events = applyEntry(ruleset, state, probe, index, false)
      entries.push(entryOf(action, probe.reseed, events, clocks.get(index) ?? null))
    } catch (error) {
      const why = error instanceof ReplayError ? error.message : String(error)
      throw new ContractError('replay/tampered', `The replay does not replay: ${why}. Nothing was imported.`)
    }
    if ((index + 1) % SNAPSHOT_EVERY === 0) snapshots.set(index + 1, ruleset.serialize(state))
  })
  const view = ruleset.view(state)
  const finished = view.decision.side === null
  if (
    view.score[0] !== file.result.score[0] ||
    view.score[1] !== file.result.score[1] ||
    finished !== file.result.finished
  ) {
    throw new ContractError(
      'replay/tampered',
      `The replay ends ${view.score.join('–')}${finished ? '' : ' (unfinished)'}, not the ` +
        `${file.result.score.join('–')} the file claims. Nothing was imported.`,
    )
  }
  const created: CreatedGame = {
    gameId,
    ruleset: file.ruleset,
    rulesetVersion: file.rulesetVersion,
    engineVersion: file.engineVersion,
    seed: file.seed,
    rosterIds: file.rosters,
    setup,
    ...(file.practice ? { practice: true } : {}),
  }
  return { stored: { created, entries, cursor: entries.length, snapshots }, view, file }
}

/** Both teams against the ruleset's team schema, and each of the roster it says in `rosters`. */
function checkTeams(ruleset: Ruleset, file: ReplayFile): void {
  if (!ruleset.checkTeam) return
  file.teams.forEach((team, side) => {
    const check = ruleset.checkTeam!(team)
    if (!check.ok)
      throw new ContractError(
        'replay/tampered',
        clip(
          `The replay's teams are not valid: ${check.issues.map((i) => inTeam(side, i)).join('; ')}. ` +
            'Nothing was imported.',
        ),
      )
    if (check.rosterId !== file.rosters[side])
      throw new ContractError(
        'replay/tampered',
        clip(
          `The replay's teams do not match its rosters: teams[${side}] is a "${check.rosterId}" team, ` +
            `rosters[${side}] says "${file.rosters[side]}". Nothing was imported.`,
        ),
      )
  })
}

/** A team issue (`players[3].name: …`, or `team: …` for the team as a whole) as a path in the file. */
function inTeam(side: number, issue: string): string {
  return issue.startsWith('team:') ? `teams[${side}]${issue.slice(4)}` : `teams[${side}].${issue}`
}

/** The clocks of a log for its file, or nothing when no turn was clocked (files stay as they were). */
function clocksOf(entries: readonly LogEntry[]): { clocks?: { index: number; ms: number }[] } {
  const clocks = entries.flatMap((e, index) => (e.clockMs === undefined ? [] : [{ index, ms: e.clockMs }]))
  return clocks.length > 0 ? { clocks } : {}
}

/**
 * Turn clocks name actions of the file, each at most once, in order, within the game's time per turn, and only in a
 * game whose options switch the clock on. Their times by action index.
 */
function checkClocks(file: ReplayFile, ruleset: Ruleset): Map<number, number> {
  const clocks = file.clocks ?? []
  const limit = turnClockMs(file.options as Record<string, OptionValue>, ruleset.options)
  clocks.forEach((c, i) => {
    const order = c.index >= file.actions.length || (i > 0 && c.index <= clocks[i - 1].index)
    if (order || limit === null || c.ms > limit)
      throw new ContractError(
        'replay/tampered',
        `The replay's clocks[${i}] ${
          order
            ? `names action ${c.index}, which is not a later action of the file`
            : limit === null
              ? 'is a turn clock in a game without one'
              : `holds ${c.ms} ms, more than the game's ${limit} ms a turn`
        }. Nothing was imported.`,
      )
  })
  return new Map(clocks.map((c) => [c.index, c.ms]))
}

/** Practice re-seeds name actions of the file, each at most once, in order. */
function checkReseeds(file: ReplayFile): void {
  file.reseeds.forEach((r, i) => {
    if (r.index >= file.actions.length || (i > 0 && r.index <= file.reseeds[i - 1].index))
      throw new ContractError(
        'replay/tampered',
        `The replay's reseeds[${i}] names action ${r.index}, which is not a later action of the file. ` +
          'Nothing was imported.',
      )
  })
}

/** The path of the first object with its own "__proto__" key (JSON.parse keeps one as a field), or null. */
export function protoKeyPath(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value !== 'object' || value === null) continue
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`])
      continue
    }
    if (Object.hasOwn(value, '__proto__')) return path || '(the file)'
    for (const [key, inner] of Object.entries(value)) stack.push([inner, path ? `${path}.${key}` : key])
  }
  return null
}

/** Messages stay short enough to show (a hostile file must not fill the answer). */
function clip(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function parseReplay(text: string): ReplayFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ContractError(
      'replay/malformed',
      `This is not a replay file: the JSON is broken (${String(error)}).`,
    )
  }
  const proto = protoKeyPath(data)
  if (proto !== null) {
    throw new ContractError(
      'replay/malformed',
      clip(`The replay file is damaged: ${proto} has a "__proto__" field, which no replay file has.`),
    )
  }
  const head = z.object({ format: z.literal(REPLAY_FORMAT), version: z.int().min(1) }).safeParse(data)
  if (!head.success) {
    throw new ContractError(
      'replay/malformed',
      `This is not a Pitchside replay file (no "format": "${REPLAY_FORMAT}").`,
    )
  }
  if (head.data.version > REPLAY_VERSION) {
    throw new ContractError(
      'replay/newer-version',
      `This replay file is version ${head.data.version}, newer than this app reads (${REPLAY_VERSION}). ` +
        'Update Pitchside to open it.',
    )
  }
  const parsed = replayFileSchema.safeParse(data)
  if (!parsed.success) {
    throw new ContractError(
      'replay/malformed',
      `The replay file is damaged: ${z.prettifyError(parsed.error).slice(0, 300)}`,
    )
  }
  return parsed.data
}
