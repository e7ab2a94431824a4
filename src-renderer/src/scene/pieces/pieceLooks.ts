// How each side's pieces look beyond their race and role: the team's paint scheme (saved or preset; null = one of
// the table's colour-blind-safe colours, teamClash.ts decides which) and the painters' own models per position. The scene gets these from the
// showcase store (stores/showcase.ts) for play, replays and the Showcase line-up alike. Pure resolution, so the
// rules (which paint, which model, batch keys) are unit-tested.
import type { Side } from '@shared/engine/api'
import type { ModelAdjustment } from '@shared/showcase/model'
import type { PaintScheme } from '@shared/showcase/scheme'
import { adjustKey } from './modelFit'
import type { ModelTemplate } from './modelTemplate'
import { defaultPaint, type FigurePaint, paintFromScheme } from './schemePaint'

export interface PlacedModel {
  readonly template: ModelTemplate
  readonly adjust: ModelAdjustment
}

export interface SideLook {
  readonly teamKey: string
  /** The team's scheme; null paints it in a colour-blind-safe palette. */
  readonly scheme: PaintScheme | null
  /** Which safe palette a side without a scheme wears (0 blue, 1 orange); the side's own when absent. */
  readonly palette?: 0 | 1
  /** Own models by position id. */
  readonly models: ReadonlyMap<string, PlacedModel>
}

/** Home's and away's looks; null for a side drawn as before (default colours, procedural pieces). */
export type PieceLooks = readonly [SideLook | null, SideLook | null]

export { NO_LOOKS } from './noLooks'

export interface ResolvedLook {
  readonly paint: FigurePaint
  readonly model: PlacedModel | null
  /** Pieces with equal keys (and equal race, role, side and equipment) share one batch. */
  readonly key: string
}

/**
 * The paint and model of a piece of `side` at `positionId`. When both sides field the same team, only home
 * wears its scheme: the away side keeps its default colours so the two teams still read apart.
 */
export function resolveLook(looks: PieceLooks, side: Side, positionId: string): ResolvedLook {
  const own = looks[side]
  const sameTeam = side === 1 && looks[0] !== null && own !== null && looks[0].teamKey === own.teamKey
  const paint =
    own?.scheme && !sameTeam ? paintFromScheme(own.scheme, positionId) : defaultPaint(own?.palette ?? side)
  const model = own?.models.get(positionId) ?? null
  const key = model ? `${paint.key}|model:${model.template.hash}:${adjustKey(model.adjust)}` : paint.key
  return { paint, model, key }
}
