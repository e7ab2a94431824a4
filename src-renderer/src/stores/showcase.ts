// The Showcase: which team is on the turntable, its line-up (rosters.lineup), its paint scheme being edited (a
// working copy, live on the turntable, saved with schemes.save), the painters' own models (components/showcase/
// ownModels.ts) and their live placement; and, for the table, the schemes (saved, else preset) and models of the
// two teams in play, in a replay or in the attract loop, so every piece wears its team's paint and model there too
// (the colour-blind palette is the Settings' opt-in, or stands in for a clashing team: scene/pieces/teamClash.ts).
// A coach's saved team (issue 23) shows as its roster's line-up with its own name, positions and named players
// (components/showcase/savedTeamCards.ts), in its roster's paint and models; in photo mode the whole team stands
// for its team photo (LineupSpec.team).
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef, watch } from 'vue'
import type { GameView } from '@shared/engine/api'
import type { Failure, PieceModel, SchemeInfo, SchemeSummary, TeamInfo, TeamLineup } from '@shared/ipc'
import type { ModelAdjustment } from '@shared/showcase/model'
import { teamKeyOf, type PaintPart, type PaintScheme } from '@shared/showcase/scheme'
import { rosterIdOf } from '@shared/teams/savedLineup'
import { createOwnModels } from '../components/showcase/ownModels'
import { savedTeamLineup, teamPhotoOf } from '../components/showcase/savedTeamCards'
import { accentFor } from '../components/showcase/teamAccent'
import {
  clearPosition,
  sameScheme,
  setColour,
  setFinish,
  type EditTarget,
  type FinishPart,
} from '../components/showcase/schemeEdit'
import { useClient } from '../ipc/clientHolder'
import { type Insets, NO_INSETS } from '../scene/insets'
import { NO_LOOKS } from '../scene/pieces/noLooks'
import type { PieceLooks, SideLook } from '../scene/pieces/pieceLooks'
import { paintTable, type TablePaint, type TeamPaint } from '../scene/pieces/teamClash'
import type { LineupSpec } from '../scene/showcase/LineupStage'
import { useAppStore } from './app'
import { useDisplayStore } from './display'
import { useGameStore } from './game'
import { useSettingsStore } from './settings'
import { downloadText } from './saves'
import { failureText } from '../i18n/failureText'

export const useShowcaseStore = defineStore('showcase', () => {
  const app = useAppStore()
  const game = useGameStore()
  const settings = useSettingsStore()
  const display = useDisplayStore()

  const open = ref(false)
  const teams = shallowRef<SchemeSummary[]>([])
  const teamKey = ref<string | null>(null)
  const lineup = shallowRef<TeamLineup | null>(null)
  /** The coach's saved teams (not archived) the picker offers, and the one on show (null: a roster is). */
  const savedTeams = shallowRef<TeamInfo[]>([])
  const shownTeam = shallowRef<TeamInfo | null>(null)
  const saved = shallowRef<SchemeInfo | null>(null)
  /** The scheme as being edited (live on the turntable); `save` stores it. */
  const scheme = shallowRef<PaintScheme | null>(null)
  /** The position being edited and turned to the front; null edits the team and lets the turntable spin. */
  const target = ref<EditTarget>(null)
  /** Paint of teams met on the table, by team key: the saved scheme, else the preset (null: main could not say). */
  const tableSchemes = shallowRef<Record<string, TeamPaint | null>>({})
  /** Main's last refusal, as 'code: message' (a broken model file: 'model/malformed: …'). */
  const error = ref<string | null>(null)
  const notice = ref<string | null>(null)
  const busy = ref(false)
  const spin = ref(true)
  /** CSS pixels of the canvas the Showcase's panels cover (the turntable is framed in the rest). */
  const insets = shallowRef<Insets>(NO_INSETS)

  /** Keeps main's typed refusal to show, and answers false. */
  function refused(answer: Pick<Failure, 'code' | 'message'>): false {
    error.value = failureText(answer)
    return false
  }

  const own = createOwnModels(refused)

  /** A shared read-only connection (the LAN share) may look but change nothing. */
  const readOnly = computed(() => (app.info as { viewer?: boolean } | null)?.viewer === true)
  const dirty = computed(
    () => !!scheme.value && !!saved.value && !sameScheme(scheme.value, saved.value.scheme),
  )
  const teamModels = computed(() => {
    const map = new Map<string, PieceModel>()
    for (const m of own.models.value) if (m.teamKey === teamKey.value) map.set(m.positionId, m)
    return map
  })

  const sideLook = (key: string, paint: PaintScheme | null): SideLook => ({
    teamKey: key,
    scheme: paint,
    models: own.placed(key),
  })

  // The line-up's look changes with the scheme and the models, not with the selection or the spin: the piece
  // layer rebuilds its figures only when this one changes.
  const lineupLooks = computed<PieceLooks>(() =>
    lineup.value && scheme.value
      ? markRaw([sideLook(lineup.value.teamKey, scheme.value), null] as const)
      : NO_LOOKS,
  )

  // Photo mode on or off (not its backdrop or blur): only that changes what stands on the set.
  const photoOn = computed(() => display.photo !== null)

  /** What the turntable shows (null while the Showcase is closed or its team is loading). */
  const lineupSpec = computed<LineupSpec | null>(() => {
    const team = lineup.value
    if (!open.value || !team || !scheme.value) return null
    const spec: LineupSpec = {
      teamKey: team.teamKey,
      rosterId: team.rosterId,
      equipment: team.ruleset === 'crosscheck' ? 'hockey' : 'football',
      positions: team.positions.map((p) => ({ id: p.id, role: p.role })),
      looks: lineupLooks.value,
      selected: target.value,
      spin: spin.value,
      // A saved team's photo is the whole team's: every player, not one per position.
      team: photoOn.value && shownTeam.value ? teamPhotoOf(team, shownTeam.value) : null,
    }
    return markRaw(spec)
  })

  // The two teams on the table as one string: a new view of the same game changes nothing downstream.
  const viewTeams = computed<string>(() => {
    const view: GameView | null = game.view
    if (!view || view.teams.length < 2) return ''
    return [0, 1].map((side) => teamKeyOf(view.ruleset, view.teams[side].rosterId)).join(' ')
  })

  /** Paint and models of the two teams on the table (play, replays, display and the attract loop). */
  const tableLooks = computed<PieceLooks>(() => {
    const keys = viewTeams.value ? viewTeams.value.split(' ') : []
    if (keys.length < 2) return NO_LOOKS
    const [home, away] = paintTable(
      tableSchemes.value[keys[0]] ?? null,
      tableSchemes.value[keys[1]] ?? null,
      settings.colourBlindPalette,
    )
    const look = (key: string, paint: TablePaint): SideLook => ({
      teamKey: key,
      scheme: paint.scheme,
      palette: paint.palette,
      models: own.placed(key),
    })
    return markRaw([look(keys[0], home), look(keys[1], away)] as const)
  })

  /** Each side's colour for the UI (teamAccent.ts): its armour when painted, null in the colour-blind pair. */
  const tableAccents = computed<readonly [string | null, string | null]>(() => {
    const [home, away] = tableLooks.value
    const accent = (look: SideLook | null): string | null =>
      look?.scheme ? accentFor(look.scheme.colours.armour) : null
    return [accent(home), accent(away)]
  })

  // The table follows the teams on it: their saved schemes and models are fetched once each.
  watch(
    viewTeams,
    async (teamsOnTable) => {
      if (!teamsOnTable) return
      const keys = [...new Set(teamsOnTable.split(' '))]
      for (const key of keys) {
        if (key in tableSchemes.value) continue
        const answer = await useClient().request('schemes.get', { teamKey: key })
        const paint = answer.ok ? { scheme: answer.value.scheme, custom: answer.value.custom } : null
        tableSchemes.value = { ...tableSchemes.value, [key]: paint }
      }
      await own.loadTeams(keys)
    },
    { immediate: true },
  )

  /** Counts team picks: a pick answered after a later one started is dropped (the later choice wins). */
  let picks = 0

  async function show(key?: string): Promise<void> {
    const picksBefore = picks
    open.value = true
    error.value = null
    notice.value = null
    const [list, mine] = await Promise.all([
      useClient().request('schemes.list', {}),
      useClient().request('teams.list'),
    ])
    if (list.ok) teams.value = list.value
    else refused(list)
    // Without saves (or teams) the picker offers the rosters alone.
    savedTeams.value = mine.ok ? mine.value.filter((t) => !t.archived) : []
    await own.list()
    // The picker can be used as soon as the list is in: a team chosen meanwhile is not overridden by the default.
    if (picks !== picksBefore) return
    // Opened again on a saved team: that team again while it is still there.
    const again = key === undefined ? shownTeam.value?.id : undefined
    if (again && savedTeams.value.some((t) => t.id === again)) return pickSaved(again)
    const first = key ?? teamKey.value ?? teams.value[0]?.teamKey
    if (first) await pickTeam(first)
  }

  /** Opens the Showcase on a saved team (the Teams screen's Paint), or on the usual team when it is gone. */
  async function showSaved(id: string): Promise<void> {
    await show()
    if (savedTeams.value.some((t) => t.id === id) && shownTeam.value?.id !== id) await pickSaved(id)
  }

  function close(): void {
    open.value = false
    target.value = null
    own.forgetDrafts()
  }

  /** Shows a roster (its key), or with `mine` a saved team of that roster. */
  async function pickTeam(key: string, mine: TeamInfo | null = null): Promise<void> {
    const pick = ++picks
    error.value = null
    notice.value = null
    busy.value = true
    try {
      const [team, info] = await Promise.all([
        useClient().request('rosters.lineup', { teamKey: key }),
        useClient().request('schemes.get', { teamKey: key }),
      ])
      if (pick !== picks) return
      if (!team.ok) return void refused(team)
      if (!info.ok) return void refused(info)
      teamKey.value = key
      shownTeam.value = mine
      lineup.value = mine ? savedTeamLineup(team.value, mine) : team.value
      saved.value = info.value
      scheme.value = info.value.scheme
      target.value = null
      own.forgetDrafts()
      await own.loadTeams([key])
    } finally {
      if (pick === picks) busy.value = false
    }
  }

  /** Shows a saved team by its id: its roster's key, with the team's own line-up. */
  async function pickSaved(id: string): Promise<void> {
    const mine = savedTeams.value.find((t) => t.id === id)
    if (mine) await pickTeam(`${mine.ruleset}/${rosterIdOf(mine.team)}`, mine)
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

  /** A scheme main stored (or reset): the picker, the table and, for the team on show, the editor follow it. */
  function adopt(info: SchemeInfo): void {
    const key = info.scheme.teamKey
    const { name, colours } = info.scheme
    tableSchemes.value = { ...tableSchemes.value, [key]: { scheme: info.scheme, custom: info.custom } }
    teams.value = teams.value.map((t) =>
      t.teamKey === key ? { ...t, name, colours, custom: info.custom, updatedAt: info.updatedAt } : t,
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
    if (!answer.ok) return refused(answer) || null
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

  /** Imports a GLB/glTF for a position of the team on show; main's typed refusal is kept in `error`. */
  async function importModel(positionId: string, fileName: string, bytes: Uint8Array): Promise<boolean> {
    if (!teamKey.value) return false
    busy.value = true
    try {
      const done = await own.importModel(teamKey.value, positionId, fileName, bytes)
      if (done) error.value = null
      return done
    } finally {
      busy.value = false
    }
  }

  /** Live preview of a model's placement while a control is dragged (stored by commitAdjust). */
  function draftAdjust(positionId: string, adjust: ModelAdjustment): void {
    if (teamKey.value) own.draft(teamKey.value, positionId, adjust)
  }

  async function commitAdjust(positionId: string): Promise<void> {
    if (teamKey.value) await own.commit(teamKey.value, positionId)
  }

  async function removeModel(positionId: string): Promise<void> {
    if (teamKey.value) await own.remove(teamKey.value, positionId)
  }

  function modelError(positionId: string): string | null {
    return teamKey.value ? own.drawError(teamKey.value, positionId) : null
  }

  return {
    open,
    teams,
    teamKey,
    lineup,
    savedTeams,
    shownTeam,
    saved,
    scheme,
    target,
    models: own.models,
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
    tableAccents,
    show,
    close,
    pickTeam,
    pickSaved,
    showSaved,
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
    adjustOf: own.adjustOf,
  }
})
