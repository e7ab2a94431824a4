// The Showcase: which team is on the turntable, its line-up (rosters.lineup), its paint scheme being edited (a
// working copy, live on the turntable, saved with schemes.save), the painters' own models (models.*, loaded
// into three with models.file) and their live adjustments; and, for the table, the saved schemes and models of
// the two teams in play or in a replay, so every piece wears its team's paint and model there too.
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef, watch } from 'vue'
import type { GameView } from '@shared/engine/api'
import type { PieceModel, SchemeInfo, SchemeSummary, TeamLineup } from '@shared/ipc'
import type { ModelAdjustment } from '@shared/showcase/model'
import { type Insets, NO_INSETS } from '../scene/insets'
import { raceForRoster } from '@shared/showcase/looks'
import { splitTeamKey, teamKeyOf, type PaintPart, type PaintScheme } from '@shared/showcase/scheme'
import { fetchModelFile, toBase64, webImportProblem } from '../components/showcase/modelBytes'
import {
  clearPosition,
  sameScheme,
  setColour,
  setFinish,
  type EditTarget,
  type FinishPart,
} from '../components/showcase/schemeEdit'
import { useClient } from '../ipc/clientHolder'
import { ModelCache } from '../scene/pieces/modelCache'
import { NO_LOOKS, type PieceLooks, type PlacedModel, type SideLook } from '../scene/pieces/pieceLooks'
import type { LineupSpec } from '../scene/showcase/LineupStage'
import { useAppStore } from './app'
import { useGameStore } from './game'
import { downloadText } from './saves'

const failure = (answer: { code: string; message: string }): string => `${answer.code}: ${answer.message}`

export const useShowcaseStore = defineStore('showcase', () => {
  const app = useAppStore()
  const game = useGameStore()

  const open = ref(false)
  const teams = shallowRef<SchemeSummary[]>([])
  const teamKey = ref<string | null>(null)
  const lineup = shallowRef<TeamLineup | null>(null)
  const saved = shallowRef<SchemeInfo | null>(null)
  /** The scheme as being edited (live on the turntable); `save` stores it. */
  const scheme = shallowRef<PaintScheme | null>(null)
  /** The position being edited and turned to the front; null edits the team and lets the turntable spin. */
  const target = ref<EditTarget>(null)
  /** Every imported model (all teams). */
  const models = shallowRef<PieceModel[]>([])
  /** Adjustments being dragged, per team key and position, before models.adjust stores them. */
  const drafts = shallowRef<Record<string, ModelAdjustment>>({})
  /** Saved schemes of teams met on the table, by team key (null: none saved, default colours). */
  const tableSchemes = shallowRef<Record<string, PaintScheme | null>>({})
  /** Bumped when a model finishes loading, so looks that use it are rebuilt. */
  const loaded = ref(0)
  const error = ref<string | null>(null)
  const notice = ref<string | null>(null)
  const busy = ref(false)
  const spin = ref(true)
  /** CSS pixels of the canvas the Showcase's panels cover (the turntable is framed in the rest). */
  const insets = shallowRef<Insets>(NO_INSETS)
  let modelsListed = false

  const cache = markRaw(
    new ModelCache((hash) =>
      fetchModelFile((h, offset) => useClient().request('models.file', { hash: h, offset }), hash),
    ),
  )

  /** A shared read-only connection (the LAN share) may look but change nothing. */
  const readOnly = computed(() => (app.info as { viewer?: boolean } | null)?.viewer === true)
  const dirty = computed(
    () => !!scheme.value && !!saved.value && !sameScheme(scheme.value, saved.value.scheme),
  )
  const teamModels = computed(() => {
    const map = new Map<string, PieceModel>()
    for (const m of models.value) if (m.teamKey === teamKey.value) map.set(m.positionId, m)
    return map
  })

  const draftKey = (key: string, positionId: string): string => `${key}#${positionId}`

  /** Keeps main's typed refusal ('model/malformed: …') to show, and answers false. */
  function refused(answer: { code: string; message: string }): false {
    error.value = failure(answer)
    return false
  }

  function adjustOf(model: PieceModel): ModelAdjustment {
    return drafts.value[draftKey(model.teamKey, model.positionId)] ?? model.adjust
  }

  /** The own models of a team that are loaded, with their adjustment (a draft while one is dragged). */
  function placedModels(key: string): Map<string, PlacedModel> {
    void loaded.value
    const map = new Map<string, PlacedModel>()
    for (const m of models.value) {
      if (m.teamKey !== key) continue
      const template = cache.get(m.hash)
      if (template) map.set(m.positionId, { template, adjust: adjustOf(m) })
    }
    return map
  }

  function sideLook(key: string, paint: PaintScheme | null): SideLook {
    return { teamKey: key, scheme: paint, models: placedModels(key) }
  }

  /** What the turntable shows (null while the Showcase is closed or its team is loading). */
  const lineupSpec = computed<LineupSpec | null>(() => {
    const team = lineup.value
    if (!open.value || !team || !scheme.value) return null
    const spec: LineupSpec = {
      teamKey: team.teamKey,
      race: raceForRoster(team.rosterId),
      equipment: team.ruleset === 'crosscheck' ? 'hockey' : 'football',
      positions: team.positions.map((p) => ({ id: p.id, role: p.role })),
      looks: markRaw([sideLook(team.teamKey, scheme.value), null] as const),
      selected: target.value,
      spin: spin.value,
    }
    return markRaw(spec)
  })

  const viewTeamKeys = computed<[string, string] | null>(() => {
    const view: GameView | null = game.view
    if (!view || view.teams.length < 2) return null
    return [teamKeyOf(view.ruleset, view.teams[0].rosterId), teamKeyOf(view.ruleset, view.teams[1].rosterId)]
  })

  /** Paint and models of the two teams on the table (play and replays). */
  const tableLooks = computed<PieceLooks>(() => {
    const keys = viewTeamKeys.value
    if (!keys) return NO_LOOKS
    const look = (key: string): SideLook | null => {
      const paint = tableSchemes.value[key] ?? null
      const own = placedModels(key)
      return paint || own.size > 0 ? sideLook(key, paint) : null
    }
    return markRaw([look(keys[0]), look(keys[1])] as const)
  })

  async function listModels(): Promise<void> {
    const answer = await useClient().request('models.list', {})
    if (!answer.ok) return
    modelsListed = true
    models.value = answer.value
    cache.retain(new Set(answer.value.map((m) => m.hash)))
  }

  /** Loads the models of these teams; a model the loader refuses keeps its error (modelError). */
  async function loadModelsOf(keys: readonly string[]): Promise<void> {
    const wanted = models.value.filter((m) => keys.includes(m.teamKey))
    await Promise.all(
      wanted.map(async (m) => {
        if (cache.get(m.hash)) return
        await cache.load(m.hash)
        loaded.value++
      }),
    )
  }

  function modelError(positionId: string): string | null {
    void loaded.value
    const model = teamModels.value.get(positionId)
    return model ? (cache.error(model.hash) ?? null) : null
  }

  // The table follows the teams on it: their saved schemes and models are fetched once each.
  watch(
    viewTeamKeys,
    async (keys) => {
      if (!keys) return
      for (const key of new Set(keys)) {
        if (key in tableSchemes.value) continue
        const answer = await useClient().request('schemes.get', { teamKey: key })
        const paint = answer.ok && answer.value.custom ? answer.value.scheme : null
        tableSchemes.value = { ...tableSchemes.value, [key]: paint }
      }
      if (!modelsListed) await listModels()
      await loadModelsOf(keys)
    },
    { immediate: true },
  )

  async function show(key?: string): Promise<void> {
    open.value = true
    error.value = null
    notice.value = null
    const list = await useClient().request('schemes.list', {})
    if (list.ok) teams.value = list.value
    else error.value = failure(list)
    await listModels()
    const first = key ?? teamKey.value ?? teams.value[0]?.teamKey
    if (first) await pickTeam(first)
  }

  function close(): void {
    open.value = false
    target.value = null
    drafts.value = {}
  }

  async function pickTeam(key: string): Promise<void> {
    error.value = null
    notice.value = null
    busy.value = true
    try {
      const [team, info] = await Promise.all([
        useClient().request('rosters.lineup', { teamKey: key }),
        useClient().request('schemes.get', { teamKey: key }),
      ])
      if (!team.ok) return void refused(team)
      if (!info.ok) return void refused(info)
      teamKey.value = key
      lineup.value = team.value
      saved.value = info.value
      scheme.value = info.value.scheme
      target.value = null
      drafts.value = {}
      await loadModelsOf([key])
    } finally {
      busy.value = false
    }
  }

  function select(positionId: EditTarget): void {
    target.value = positionId
  }

  function editColour(part: PaintPart, hex: string): void {
    if (scheme.value) scheme.value = setColour(scheme.value, target.value, part, hex)
  }

  function editFinish(which: FinishPart, value: number): void {
    if (scheme.value) scheme.value = setFinish(scheme.value, target.value, which, value)
  }

  function clearTarget(): void {
    if (scheme.value && target.value !== null) scheme.value = clearPosition(scheme.value, target.value)
  }

  function rename(name: string): void {
    if (scheme.value) scheme.value = { ...scheme.value, name }
  }

  function adopt(info: SchemeInfo): void {
    const key = info.scheme.teamKey
    tableSchemes.value = { ...tableSchemes.value, [key]: info.custom ? info.scheme : null }
    teams.value = teams.value.map((t) =>
      t.teamKey === key
        ? {
            ...t,
            name: info.scheme.name,
            custom: info.custom,
            updatedAt: info.updatedAt,
            colours: info.scheme.colours,
          }
        : t,
    )
    if (key === teamKey.value) {
      saved.value = info
      scheme.value = info.scheme
    }
  }

  async function save(): Promise<boolean> {
    if (!scheme.value) return false
    const answer = await useClient().request('schemes.save', { scheme: scheme.value })
    if (!answer.ok) return refused(answer)
    error.value = null
    adopt(answer.value)
    return true
  }

  async function reset(): Promise<void> {
    if (!teamKey.value) return
    const answer = await useClient().request('schemes.reset', { teamKey: teamKey.value })
    if (!answer.ok) return void refused(answer)
    error.value = null
    adopt(answer.value)
  }

  /** Offers the team's saved (or preset) scheme as a `.pitchside-scheme.json` download. */
  async function exportFile(): Promise<{ fileName: string; text: string } | null> {
    if (!teamKey.value) return null
    const answer = await useClient().request('schemes.export', { teamKey: teamKey.value })
    if (!answer.ok) {
      refused(answer)
      return null
    }
    downloadText(answer.value.fileName, answer.value.text)
    return answer.value
  }

  /** Reads a scheme file (main checks it) and saves it for the team it names, which the Showcase then shows. */
  async function importFile(text: string): Promise<void> {
    const answer = await useClient().request('schemes.import', { text })
    if (!answer.ok) return void refused(answer)
    error.value = null
    const key = answer.value.scheme.teamKey
    if (key !== teamKey.value) await pickTeam(key)
    adopt(answer.value)
    notice.value = answer.value.scheme.name
  }

  /** Imports a GLB/glTF for a position of the current team; main's typed refusal is kept in `error`. */
  async function importModel(positionId: string, fileName: string, bytes: Uint8Array): Promise<boolean> {
    const key = teamKey.value
    if (!key) return false
    const tooBig = webImportProblem(useClient().transportKind, bytes.byteLength)
    if (tooBig) {
      error.value = tooBig
      return false
    }
    busy.value = true
    try {
      const answer = await useClient().request('models.import', {
        teamKey: key,
        positionId,
        bytes: toBase64(bytes),
        fileName: fileName.slice(0, 200),
      })
      if (!answer.ok) return refused(answer)
      error.value = null
      await listModels()
      await loadModelsOf([key])
      const problem = cache.error(answer.value.hash)
      if (problem) error.value = `model/malformed: ${problem}`
      return !problem
    } finally {
      busy.value = false
    }
  }

  /** Live preview of a model's placement while a control is dragged (not stored yet). */
  function draftAdjust(positionId: string, adjust: ModelAdjustment): void {
    if (!teamKey.value) return
    drafts.value = { ...drafts.value, [draftKey(teamKey.value, positionId)]: adjust }
  }

  /** Stores the dragged placement (models.adjust). */
  async function commitAdjust(positionId: string): Promise<void> {
    const key = teamKey.value
    const draft = key ? drafts.value[draftKey(key, positionId)] : undefined
    if (!key || !draft) return
    const answer = await useClient().request('models.adjust', { teamKey: key, positionId, ...draft })
    if (!answer.ok) return void refused(answer)
    models.value = models.value.map((m) =>
      m.teamKey === key && m.positionId === positionId ? answer.value : m,
    )
    const rest = { ...drafts.value }
    delete rest[draftKey(key, positionId)]
    drafts.value = rest
  }

  async function removeModel(positionId: string): Promise<void> {
    const key = teamKey.value
    if (!key) return
    const answer = await useClient().request('models.remove', { teamKey: key, positionId })
    if (!answer.ok) return void refused(answer)
    await listModels()
  }

  return {
    open,
    teams,
    teamKey,
    lineup,
    saved,
    scheme,
    target,
    models,
    drafts,
    error,
    notice,
    busy,
    spin,
    insets,
    readOnly,
    dirty,
    teamModels,
    lineupSpec,
    tableLooks,
    show,
    close,
    pickTeam,
    select,
    editColour,
    editFinish,
    clearTarget,
    rename,
    save,
    reset,
    exportFile,
    importFile,
    importModel,
    draftAdjust,
    commitAdjust,
    removeModel,
    modelError,
    adjustOf,
    ruleset: computed(() => (teamKey.value ? splitTeamKey(teamKey.value).ruleset : null)),
  }
})
