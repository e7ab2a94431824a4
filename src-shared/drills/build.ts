// A drill's starting position: its scenario built by the ruleset's own scenario builder, with no forced dice (the
// drill plays with the game's seeded dice). Main hosts the state; the tests play solutions on it.
import type { Action, RulesetId } from '../engine/api'
import { buildScenario as buildBlitz, type Scenario as BlitzScenario } from '../rules/blitz/scenario'
import { buildScenario as buildClassic } from '../rules/classic/scenario'
import { a, arrange, h, type Scenario as CrossCheckScenario } from '../rules/crosscheck/scenario'
import { withPositionNames } from './names'
import type { Drill } from './schema'

export class DrillError extends Error {
  readonly code = 'drill/invalid'
}

export interface DrillPosition {
  readonly ruleset: RulesetId
  readonly state: unknown
  /** The drill's piece names → engine piece ids. */
  readonly ids: Record<string, number>
}

/** Cross Check names players "h3" / "a12" (home or away, index in the team). */
function crossCheckId(name: string): number {
  const m = /^([ha])(\d{1,2})$/.exec(name)
  if (!m) throw new DrillError(`Cross Check player "${name}" is not named h<n> or a<n>`)
  return m[1] === 'h' ? h(Number(m[2])) : a(Number(m[2]))
}

interface CrossCheckDrillScenario extends Omit<
  CrossCheckScenario,
  'players' | 'puck' | 'dice' | 'actions' | 'expect'
> {
  readonly players: readonly { id: string; x: number; y: number; prone?: boolean }[]
  readonly puck: { x: number; y: number; carrier?: string }
}

export function buildDrill(drill: Drill): DrillPosition {
  const sc = drill.scenario
  try {
    if (drill.ruleset === 'classic') {
      const { s, ids } = buildClassic({
        name: drill.id,
        game: 'classic',
        ...withPositionNames('classic', sc),
      })
      return { ruleset: 'classic', state: s, ids }
    }
    if (drill.ruleset === 'blitz') {
      const named = withPositionNames('blitz', sc)
      const { s, ids } = buildBlitz({ name: drill.id, ...named } as unknown as BlitzScenario)
      return { ruleset: 'blitz', state: s, ids }
    }
    const cc = sc as unknown as CrossCheckDrillScenario
    const ids: Record<string, number> = {}
    for (const p of cc.players) ids[p.id] = crossCheckId(p.id)
    const state = arrange({
      ...cc,
      name: drill.id,
      source: drill.steps[0].rule,
      players: cc.players.map((p) => ({ ...p, id: ids[p.id] })),
      puck: {
        x: cc.puck.x,
        y: cc.puck.y,
        ...(cc.puck.carrier !== undefined ? { carrier: crossCheckId(cc.puck.carrier) } : {}),
      },
      dice: [],
      actions: [],
      expect: {},
    })
    return { ruleset: 'crosscheck', state, ids }
  } catch (error) {
    if (error instanceof DrillError) throw error
    throw new DrillError(`drill ${drill.id}: the position does not build: ${String(error)}`)
  }
}

/** A solution's action with piece names replaced by engine ids. */
export function resolveAction(action: Record<string, unknown>, ids: Record<string, number>): Action {
  const out: Record<string, unknown> = { ...action }
  for (const key of ['player', 'target']) {
    const v = out[key]
    if (typeof v === 'string') {
      if (!(v in ids)) throw new DrillError(`action names an unknown piece "${v}"`)
      out[key] = ids[v]
    }
  }
  return out as Action
}
