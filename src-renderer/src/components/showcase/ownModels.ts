// The painters' own models as the renderer keeps them: every imported model (models.list), each file loaded
// once into three (models.file → GLTFLoader, through the model cache), placements being dragged before
// models.adjust stores them, and the requests that change them. Used by the showcase store for the Showcase
// screen and for the table alike; refusals go to the `refused` callback as main's typed error.
import { markRaw, ref, shallowRef } from 'vue'
import type { Failure, PieceModel } from '@shared/ipc'
import type { ModelAdjustment } from '@shared/showcase/model'
import { useClient } from '../../ipc/clientHolder'
import { ModelCache } from '../../scene/pieces/modelCache'
import type { PlacedModel } from '../../scene/pieces/pieceLooks'
import { fetchModelFile } from './modelBytes'
import { failureText } from '../../i18n/failureText'
import { sendModel } from './modelUpload'

const draftKey = (teamKey: string, positionId: string): string => `${teamKey}#${positionId}`

export function createOwnModels(refused: (failure: Pick<Failure, 'code' | 'message'>) => false) {
  /** Every imported model (all teams). */
  const models = shallowRef<PieceModel[]>([])
  /** Placements being dragged, per team and position, before models.adjust stores them. */
  const drafts = shallowRef<Record<string, ModelAdjustment>>({})
  /** Bumped when a model finishes loading, so looks that use it are rebuilt. */
  const loaded = ref(0)
  let listed = false
  const cache = markRaw(
    new ModelCache((hash) =>
      fetchModelFile(
        (h, offset) => useClient().request('models.file', { hash: h, offset }),
        hash,
        failureText,
      ),
    ),
  )

  function adjustOf(model: PieceModel): ModelAdjustment {
    return drafts.value[draftKey(model.teamKey, model.positionId)] ?? model.adjust
  }

  /** A team's loaded models by position, with their placement (a draft while one is dragged). */
  function placed(teamKey: string): Map<string, PlacedModel> {
    void loaded.value
    const map = new Map<string, PlacedModel>()
    for (const m of models.value) {
      if (m.teamKey !== teamKey) continue
      const template = cache.get(m.hash)
      if (template) map.set(m.positionId, { template, adjust: adjustOf(m) })
    }
    return map
  }

  async function list(): Promise<void> {
    const answer = await useClient().request('models.list', {})
    if (!answer.ok) return
    listed = true
    models.value = answer.value
    cache.retain(new Set(answer.value.map((m) => m.hash)))
  }

  /** Loads the models of these teams (listing them first if never listed). */
  async function loadTeams(teamKeys: readonly string[]): Promise<void> {
    if (!listed) await list()
    const wanted = models.value.filter((m) => teamKeys.includes(m.teamKey))
    await Promise.all(
      wanted.map(async (m) => {
        if (cache.get(m.hash)) return
        await cache.load(m.hash)
        loaded.value++
      }),
    )
  }

  /** Why a position's model cannot be drawn (the loader's error), or null. */
  function drawError(teamKey: string, positionId: string): string | null {
    void loaded.value
    const model = models.value.find((m) => m.teamKey === teamKey && m.positionId === positionId)
    return model ? (cache.error(model.hash) ?? null) : null
  }

  /** Imports a GLB/glTF for a position; false (and the typed refusal reported) when main or the loader refuse it. */
  async function importModel(teamKey: string, positionId: string, fileName: string, bytes: Uint8Array) {
    // One message, or (a file over one web message) pieces: modelUpload.ts.
    const answer = await sendModel(useClient(), {
      teamKey,
      positionId,
      fileName: fileName.slice(0, 200),
      bytes,
    })
    if (!answer.ok) return refused(answer)
    await list()
    await loadTeams([teamKey])
    const problem = cache.error(answer.value.hash)
    return problem ? refused({ code: 'model/malformed', message: problem }) : true
  }

  /** Live preview of a placement while a control is dragged (not stored yet). */
  function draft(teamKey: string, positionId: string, adjust: ModelAdjustment): void {
    drafts.value = { ...drafts.value, [draftKey(teamKey, positionId)]: adjust }
  }

  /** Stores the dragged placement (models.adjust). */
  async function commit(teamKey: string, positionId: string): Promise<void> {
    const key = draftKey(teamKey, positionId)
    const adjust = drafts.value[key]
    if (!adjust) return
    const answer = await useClient().request('models.adjust', { teamKey, positionId, ...adjust })
    if (!answer.ok) return void refused(answer)
    models.value = models.value.map((m) =>
      m.teamKey === teamKey && m.positionId === positionId ? answer.value : m,
    )
    const rest = { ...drafts.value }
    delete rest[key]
    drafts.value = rest
  }

  async function remove(teamKey: string, positionId: string): Promise<void> {
    const answer = await useClient().request('models.remove', { teamKey, positionId })
    if (!answer.ok) return void refused(answer)
    await list()
  }

  function forgetDrafts(): void {
    drafts.value = {}
  }

  return {
    models,
    drafts,
    adjustOf,
    placed,
    list,
    loadTeams,
    drawError,
    importModel,
    draft,
    commit,
    remove,
    forgetDrafts,
  }
}
