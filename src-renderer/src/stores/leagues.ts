// The club leagues (issue 23 point 4): the Leagues screen's list, the league open in it (teams, fixtures,
// standings), and its actions — create one from saved teams, import or export a `.pitchside-league.json`, archive,
// delete after the coach confirmed, play a fixture (it opens as a normal saved game), and the background run of the
// AI-v-AI fixtures with its progress (main's `league.progress` events). Every answer comes from main after the store
// wrote it, so nothing shows that is not saved.
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { LeagueInfo, LeagueProgress, LeagueSummary } from '@shared/ipc'
import { DEFAULT_TREASURY } from '@shared/rules/classic/data/teamSchema'
import { useClient } from '../ipc/clientHolder'
import { downloadText, useSavesStore, type ReplayFile } from './saves'
import { useTimelineStore } from './timeline'
import { failureText } from '../i18n/failureText'

/** What a new league is made of, as the form hands it over. */
export interface NewLeague {
  readonly name: string
  readonly ruleset: LeagueSummary['ruleset']
  readonly teams: readonly { readonly teamId: string; readonly coach: LeagueInfo['teams'][number]['coach'] }[]
  readonly points: LeagueSummary['points']
  readonly twice: boolean
  /** Star players reach levels by their points (Classic and Cross Check; absent or false: off). */
  readonly advancement?: boolean
  /** Classic: the starting treasury each team must fit (sent only when not the one-off 1,000,000). */
  readonly treasury?: number
}

type Answer<T> = { ok: true; value: T } | { ok: false; code: string; message: string }

export const useLeaguesStore = defineStore('leagues', () => {
  const leagues = shallowRef<LeagueSummary[]>([])
  /** The league open in the screen, as main last answered it. */
  const current = shallowRef<LeagueInfo | null>(null)
  const loading = ref(false)
  const error = ref<string | null>(null)
  /** Main's refusal of the last imported file, shown until the next import. */
  const importError = ref<string | null>(null)
  /** The background run of the open league's AI fixtures, while it runs and as it ended. */
  const progress = shallowRef<LeagueProgress | null>(null)
  let off: (() => void) | null = null

  function refused(answer: Answer<unknown>): boolean {
    if (answer.ok) {
      error.value = null
      return false
    }
    error.value = failureText(answer)
    return true
  }

  /** Follows main's progress events (once): each finished fixture reads the league again. */
  function listen(): void {
    if (off) return
    off = useClient().on('league.progress', (event) => {
      if (current.value?.id !== event.leagueId) return
      progress.value = event
      if (event.state !== 'playing' || event.done > 0) void refresh()
      if (event.state !== 'playing') void load()
    })
  }

  async function load(): Promise<void> {
    loading.value = true
    try {
      const answer = await useClient().request('leagues.list')
      if (!refused(answer) && answer.ok) leagues.value = answer.value
    } finally {
      loading.value = false
    }
  }

  async function open(id: string): Promise<boolean> {
    listen()
    const answer = await useClient().request('leagues.get', { id })
    if (refused(answer) || !answer.ok) return false
    if (current.value?.id !== id) progress.value = null
    current.value = answer.value
    return true
  }

  /** The open league read again (after a fixture ended, or a run moved on). */
  async function refresh(): Promise<void> {
    if (current.value) await open(current.value.id)
  }

  function close(): void {
    current.value = null
    progress.value = null
  }

  async function create(league: NewLeague): Promise<LeagueInfo | null> {
    const answer = await useClient().request('leagues.create', {
      name: league.name,
      ruleset: league.ruleset,
      teams: league.teams.map((t) => ({ teamId: t.teamId, coach: t.coach })),
      points: league.points,
      options: {
        twice: league.twice,
        ...(league.advancement ? { advancement: true } : {}),
        ...(league.treasury !== undefined && league.treasury !== DEFAULT_TREASURY
          ? { treasury: league.treasury }
          : {}),
      },
    })
    if (refused(answer) || !answer.ok) return null
    listen()
    current.value = answer.value
    progress.value = null
    await load()
    return answer.value
  }

  async function importText(text: string): Promise<LeagueInfo | null> {
    importError.value = null
    const answer = await useClient().request('leagues.import', { text })
    if (!answer.ok) {
      importError.value = failureText(answer)
      return null
    }
    await load()
    return answer.value
  }

  async function exportLeague(id: string, offer = downloadText): Promise<ReplayFile | null> {
    const answer = await useClient().request('leagues.export', { id })
    if (refused(answer) || !answer.ok) return null
    offer(answer.value.fileName, answer.value.text)
    return answer.value
  }

  async function archive(id: string, archived: boolean): Promise<boolean> {
    const answer = await useClient().request('leagues.archive', { id, archived })
    if (refused(answer) || !answer.ok) return false
    if (current.value?.id === id) current.value = answer.value
    await load()
    return true
  }

  async function remove(id: string): Promise<boolean> {
    const answer = await useClient().request('leagues.delete', { id, confirm: true })
    if (refused(answer)) return false
    if (current.value?.id === id) close()
    await load()
    return true
  }

  /** Plays a fixture: main makes (or finds) its game, which then opens on the table like any saved game. */
  async function playFixture(fixture: number): Promise<boolean> {
    const league = current.value
    if (!league) return false
    const answer = await useClient().request('leagues.playFixture', { id: league.id, fixture })
    if (refused(answer) || !answer.ok) return false
    return useSavesStore().open(answer.value.gameId)
  }

  /** Shows a played fixture's game as a replay from its start, titled with its teams. */
  async function watchFixture(gameId: string, title: string): Promise<boolean> {
    return useTimelineStore().watch(gameId, { title })
  }

  /** Starts the background run of the open league's AI-v-AI fixtures; the events tell how it goes. */
  async function runAiFixtures(): Promise<boolean> {
    const league = current.value
    if (!league) return false
    listen()
    const answer = await useClient().request('leagues.runAiFixtures', { id: league.id })
    if (refused(answer) || !answer.ok) return false
    progress.value =
      answer.value.total === 0
        ? { leagueId: league.id, state: 'done', done: 0, total: 0 }
        : { leagueId: league.id, state: 'playing', done: 0, total: answer.value.total }
    return true
  }

  /** The coach's answer for a dead player of the open league: off his saved team (`remove`) or kept on it. */
  async function answerDead(teamId: string, number: number, answer: 'remove' | 'keep'): Promise<boolean> {
    const league = current.value
    if (!league) return false
    const reply = await useClient().request('leagues.answerDead', { id: league.id, teamId, number, answer })
    if (refused(reply) || !reply.ok) return false
    current.value = reply.value
    return true
  }

  /** A coach's pick of a new skill for a star of the open league (committed by main before the screen shows it). */
  async function takeAdvance(teamId: string, number: number, skill: string): Promise<boolean> {
    const league = current.value
    if (!league) return false
    const reply = await useClient().request('leagues.takeAdvance', { id: league.id, teamId, number, skill })
    if (refused(reply) || !reply.ok) return false
    current.value = reply.value
    return true
  }

  async function cancelAiFixtures(): Promise<boolean> {
    const league = current.value
    if (!league) return false
    const answer = await useClient().request('leagues.cancelAiFixtures', { id: league.id })
    return !refused(answer)
  }

  return {
    leagues,
    current,
    loading,
    error,
    importError,
    progress,
    load,
    open,
    refresh,
    close,
    create,
    importText,
    exportLeague,
    archive,
    remove,
    playFixture,
    watchFixture,
    runAiFixtures,
    cancelAiFixtures,
    answerDead,
    takeAdvance,
  }
})
