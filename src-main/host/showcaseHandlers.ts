// schemes.* and models.*: paint schemes per team and painters' own models per team and position, kept in the
// save database (migration 4) and, for model files, in the data folder next to it. Every refusal is a typed
// ContractError thrown before anything is written. Reading schemes works without saves (presets only); changing
// anything needs them.
import { dirname } from 'node:path'
import type Database from 'better-sqlite3'
import { ContractError, fieldParams, type ErrorCode, type SchemeInfo, type SchemeSummary } from '@shared/ipc'
import { DEFAULT_ADJUSTMENT, type PieceModel } from '@shared/showcase/model'
import { presetFor, presetTeam, PRESET_TEAMS, type PresetTeam } from '@shared/showcase/presets'
import { SchemeError, type PaintScheme, type SchemeProblem } from '@shared/showcase/scheme'
import { exportScheme, parseSchemeFile } from '@shared/showcase/schemeFile'
import {
  DEFAULT_MODEL_LIMITS,
  ModelError,
  type ModelLimits,
  type ModelProblem,
} from '../services/models/inspectModel'
import { ModelLibrary, type ModelImport } from '../services/models/ModelLibrary'
import type { Saves } from '../services/Saves'
import type { SaveStore } from '../services/SaveStore'
import { SchemeStore } from '../services/SchemeStore'
import type { Handlers } from './dispatcher'

type ShowcaseRequest =
  | 'schemes.list'
  | 'schemes.get'
  | 'schemes.save'
  | 'schemes.import'
  | 'schemes.export'
  | 'schemes.reset'
  | 'models.import'
  | 'models.list'
  | 'models.remove'
  | 'models.adjust'

export interface ShowcaseOptions {
  readonly saves: Saves
  readonly nativeBinding?: string
  readonly now: () => Date
  /** Model limits (tests pass small ones); default MAX_MODEL_BYTES and MAX_MODEL_TRIANGLES. */
  readonly modelLimits?: ModelLimits
}

/**
 * The showcase's stores over the open save database, on the SaveStore's own connection (the file is opened in
 * exclusive mode), rebuilt whenever Saves opens a new database (after `saves.startFresh`).
 */
export class Showcase {
  private db: Database.Database | null = null
  private openedFor: SaveStore | null = null
  private stores: { schemes: SchemeStore; models: ModelLibrary } | null = null

  constructor(private readonly options: ShowcaseOptions) {}

  /** The stores, or null when saves are off. */
  current(): { schemes: SchemeStore; models: ModelLibrary } | null {
    const store = this.options.saves.store
    if (store !== this.openedFor) {
      this.close()
      if (store) {
        this.db = store.connection
        this.stores = {
          schemes: new SchemeStore(this.db, this.options.now),
          models: new ModelLibrary(this.db, dirname(store.file), this.options.now, this.options.modelLimits),
        }
      }
      this.openedFor = store
    }
    return this.stores
  }

  /** The model limits an import is checked against (the upload in pieces refuses an oversized one at once). */
  get modelLimits(): ModelLimits {
    return this.options.modelLimits ?? DEFAULT_MODEL_LIMITS
  }

  /** The stores, or a `save/unavailable` failure saying why there are none. */
  require(): { schemes: SchemeStore; models: ModelLibrary } {
    const stores = this.current()
    if (stores) return stores
    this.options.saves.require() // throws save/unavailable with the reason
    throw new ContractError('save/unavailable', 'Saves are off in this session.')
  }

  /** Forgets the stores; the connection belongs to the SaveStore, which closes it. */
  close(): void {
    this.db = null
    this.stores = null
    this.openedFor = null
  }
}

const SCHEME_CODES: Record<SchemeProblem, ErrorCode> = {
  malformed: 'scheme/malformed',
  'too-large': 'scheme/malformed',
  invalid: 'scheme/invalid',
  'newer-version': 'scheme/newer-version',
}

const MODEL_CODES: Record<ModelProblem, ErrorCode> = {
  malformed: 'model/malformed',
  'too-large': 'model/too-large',
  'over-budget': 'model/over-budget',
  'no-mesh': 'model/no-mesh',
}

export function requireTeam(teamKey: string): PresetTeam {
  const team = presetTeam(teamKey)
  if (!team) throw new ContractError('roster/not-found', `No team "${teamKey}" in any game.`)
  return team
}

export function requirePosition(team: PresetTeam, positionId: string): void {
  if (!team.positions.some((p) => p.id === positionId)) {
    throw new ContractError(
      'roster/not-found',
      `${team.name} (${team.teamKey}) has no position "${positionId}".`,
    )
  }
}

/** A scheme may only name its team's own positions (a typo would otherwise paint nothing, silently). */
function checkSchemeTeam(scheme: PaintScheme): void {
  const team = requireTeam(scheme.teamKey)
  const unknown = Object.keys(scheme.positions).find((id) => !team.positions.some((p) => p.id === id))
  if (unknown !== undefined) {
    throw new ContractError(
      'scheme/invalid',
      `positions.${unknown}: ${team.name} (${team.teamKey}) has no position "${unknown}".`,
    )
  }
}

/**
 * Checks and stores a model for a position: the one way in for `models.import` and for an upload in pieces
 * (`models.importCommit`, modelUploadHandlers.ts), so both refuse the same files with the same typed errors.
 */
export async function importModel(showcase: Showcase, request: ModelImport): Promise<PieceModel> {
  requirePosition(requireTeam(request.teamKey), request.positionId)
  const { models } = showcase.require()
  try {
    return await models.import(request)
  } catch (error) {
    if (error instanceof ModelError) throw new ContractError(MODEL_CODES[error.reason], error.message)
    throw error
  }
}

export function createShowcaseHandlers(showcase: Showcase): Pick<Handlers, ShowcaseRequest> {
  const schemeInfo = (teamKey: string): SchemeInfo => {
    const team = requireTeam(teamKey)
    const saved = showcase.current()?.schemes.get(team.teamKey) ?? null
    if (saved) return { scheme: saved.scheme, custom: true, updatedAt: saved.updatedAt }
    return { scheme: presetFor(team.teamKey) as PaintScheme, custom: false, updatedAt: null }
  }

  const save = (scheme: PaintScheme): SchemeInfo => {
    checkSchemeTeam(scheme)
    try {
      const stored = showcase.require().schemes.save(scheme)
      return { scheme: stored.scheme, custom: true, updatedAt: stored.updatedAt }
    } catch (error) {
      if (error instanceof SchemeError)
        throw new ContractError(SCHEME_CODES[error.reason], error.message, fieldParams(error.field))
      throw error
    }
  }

  return {
    'schemes.list': (args) => {
      const saved = new Map((showcase.current()?.schemes.list() ?? []).map((s) => [s.scheme.teamKey, s]))
      return PRESET_TEAMS.filter((t) => args.ruleset === undefined || t.ruleset === args.ruleset).map(
        (team): SchemeSummary => {
          const own = saved.get(team.teamKey)
          const scheme = own?.scheme ?? (presetFor(team.teamKey) as PaintScheme)
          return {
            teamKey: team.teamKey,
            team: team.name,
            name: scheme.name,
            custom: own !== undefined,
            updatedAt: own?.updatedAt ?? null,
            colours: scheme.colours,
          }
        },
      )
    },

    'schemes.get': (args) => schemeInfo(args.teamKey),

    'schemes.save': (args) => save(args.scheme),

    'schemes.import': (args) => {
      let scheme: PaintScheme
      try {
        scheme = parseSchemeFile(args.text)
      } catch (error) {
        if (error instanceof SchemeError)
          throw new ContractError(SCHEME_CODES[error.reason], error.message, fieldParams(error.field))
        throw error
      }
      return save(scheme)
    },

    'schemes.export': (args) => exportScheme(schemeInfo(args.teamKey).scheme),

    'schemes.reset': (args) => {
      const team = requireTeam(args.teamKey)
      showcase.require().schemes.delete(team.teamKey)
      return schemeInfo(team.teamKey)
    },

    'models.import': (args) =>
      importModel(showcase, {
        teamKey: args.teamKey,
        positionId: args.positionId,
        bytes: new Uint8Array(Buffer.from(args.bytes, 'base64')),
        originalName: args.fileName,
      }),

    'models.list': (args) => showcase.current()?.models.list(args.teamKey) ?? [],

    'models.remove': (args) => {
      if (!showcase.require().models.remove(args.teamKey, args.positionId)) {
        throw new ContractError('model/not-found', `No model for ${args.positionId} of ${args.teamKey}.`)
      }
      return { removed: true as const }
    },

    'models.adjust': (args) => {
      const { models } = showcase.require()
      const model = models.get(args.teamKey, args.positionId)
      if (!model) {
        throw new ContractError('model/not-found', `No model for ${args.positionId} of ${args.teamKey}.`)
      }
      const adjust = {
        scale: args.scale ?? model.adjust.scale ?? DEFAULT_ADJUSTMENT.scale,
        rotation: args.rotation ?? model.adjust.rotation,
        heightOffset: args.heightOffset ?? model.adjust.heightOffset,
      }
      return models.adjust(args.teamKey, args.positionId, adjust) ?? model
    },
  }
}
