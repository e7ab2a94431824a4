// The saved teams (issue 23 point 2): the Teams screen's list and its actions — import a `.pitchside-team.json`
// file (main checks it whole; its refusal, naming the field, is kept to show), export one as a download, rename,
// duplicate, archive or bring back, delete after the coach confirmed, and the team builder's new or changed
// teams. Every answer comes from main after the store
// wrote it, so the list never shows what is not saved.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { TeamInfo } from '@shared/ipc'
import type { SavedTeam } from '@shared/teams/savedTeam'
import { useClient } from '../ipc/clientHolder'
import { downloadText, type ReplayFile } from './saves'
import { failureText } from '../i18n/failureText'

export const useTeamsStore = defineStore('teams', () => {
  const teams = shallowRef<TeamInfo[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)
  /** Main's refusal of the last imported file ('team/newer-version: …'), shown until the next import. */
  const importError = ref<string | null>(null)

  async function load(): Promise<void> {
    loading.value = true
    try {
      const answer = await useClient().request('teams.list')
      if (answer.ok) teams.value = answer.value
      else error.value = failureText(answer)
    } finally {
      loading.value = false
    }
  }

  /** Main's answer to a change: the list read again, so its order (in use first, by name) stays main's. */
  async function changed<T>(answer: { ok: true; value: T } | { ok: false; code: string; message: string }) {
    if (!answer.ok) {
      error.value = failureText(answer)
      return null
    }
    error.value = null
    await load()
    return answer.value
  }

  async function importText(text: string): Promise<TeamInfo | null> {
    importError.value = null
    const answer = await useClient().request('teams.import', { text })
    if (!answer.ok) {
      importError.value = failureText(answer)
      return null
    }
    await load()
    return answer.value
  }

  /** Downloads a team's file; answers what was offered, or null (with `error`) when main refused. */
  async function exportTeam(id: string, offer = downloadText): Promise<ReplayFile | null> {
    const answer = await useClient().request('teams.export', { id })
    if (!answer.ok) {
      error.value = failureText(answer)
      return null
    }
    offer(answer.value.fileName, answer.value.text)
    return answer.value
  }

  type Saved = { ok: true; value: TeamInfo } | { ok: false; code: string; message: string }
  /** Saves a team the builder made (new, or over a saved one): the list is read again only once main wrote it. */
  async function store(answer: Saved): Promise<Saved> {
    if (answer.ok) {
      error.value = null
      await load()
    }
    return answer
  }
  const create = async (team: SavedTeam) =>
    store(await useClient().request('teams.create', { team: team as unknown as Record<string, unknown> }))
  const save = async (id: string, team: SavedTeam) =>
    store(await useClient().request('teams.save', { id, team: team as unknown as Record<string, unknown> }))

  const rename = async (id: string, name: string) =>
    (await changed(await useClient().request('teams.rename', { id, name }))) !== null
  const duplicate = async (id: string) =>
    (await changed(await useClient().request('teams.duplicate', { id }))) !== null
  const archive = async (id: string, archived: boolean) =>
    (await changed(await useClient().request('teams.archive', { id, archived }))) !== null
  const remove = async (id: string) =>
    (await changed(await useClient().request('teams.delete', { id, confirm: true }))) !== null

  return {
    teams,
    loading,
    error,
    importError,
    load,
    importText,
    exportTeam,
    create,
    save,
    rename,
    duplicate,
    archive,
    remove,
  }
})
