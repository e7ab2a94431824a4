// The Cross Check scenario files (scenarios/<group>/*.json, docs/scenario-format-crosscheck.md) for the tests that
// run them and for the tests that only borrow their positions (the AI's legality and search tests).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Action } from '@shared/engine/api'
import { buildCrossCheckScenario, type CrossCheckScenario } from '@shared/rules/crosscheck/scenarioJson'
import type { CrossCheckState } from '@shared/rules/crosscheck/state'

export const SCENARIO_ROOT = join(import.meta.dirname, 'scenarios')

export interface ScenarioFile {
  /** `group/file.json` */
  readonly rel: string
  readonly group: string
  readonly json: CrossCheckScenario & { readonly actions?: Record<string, unknown>[] }
}

/** Every scenario file of these groups (all groups when none is named), in file order. */
export function scenarioFiles(...groups: string[]): ScenarioFile[] {
  const all = readdirSync(SCENARIO_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
  return (groups.length ? groups : all).flatMap((group) =>
    readdirSync(join(SCENARIO_ROOT, group))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({
        rel: `${group}/${f}`,
        group,
        json: JSON.parse(readFileSync(join(SCENARIO_ROOT, group, f), 'utf8')),
      })),
  )
}

/** The scenario whose name starts with `prefix` (exactly one must). */
export function scenarioNamed(prefix: string): ScenarioFile['json'] {
  const found = scenarioFiles().filter((f) => f.json.name.startsWith(prefix))
  if (found.length !== 1) throw new Error(`${found.length} scenarios named "${prefix}..."`)
  return found[0].json
}

/** A scenario's position, dice queued, with its plain actions in engine ids (checks and refusals left out). */
export function positionOf(json: ScenarioFile['json']): { s: CrossCheckState; actions: Action[] } {
  const built = buildCrossCheckScenario(json)
  const actions = (json.actions ?? [])
    .filter((a) => !('check' in a) && !('rejected' in a))
    .map((a) => built.action(a))
  return { s: built.s, actions }
}
