// The shipped drills: every data file checked by the drill schema when this module loads (a broken file fails
// loudly at start-up and in the tests), listed per ruleset in their order.
import type { RulesetId } from '../engine/api'
import blitzMoving from './data/blitz-1-moving.json'
import blitzBlocking from './data/blitz-2-blocking.json'
import blitzThrowing from './data/blitz-3-throwing.json'
import blitzPickUp from './data/blitz-4-pick-up-and-challenge.json'
import blitzFoul from './data/blitz-5-foul.json'
import classicDodge from './data/classic-1-dodge-and-run.json'
import classicBlock from './data/classic-2-block-with-assists.json'
import classicPass from './data/classic-3-pass-and-catch.json'
import classicPickUp from './data/classic-4-pick-up-under-pressure.json'
import classicFoul from './data/classic-5-foul.json'
import crossCheckShoot from './data/crosscheck-1-take-and-shoot.json'
import crossCheckHold from './data/crosscheck-2-skate-past-a-hold.json'
import crossCheckCheck from './data/crosscheck-3-check-the-carrier.json'
import crossCheckPass from './data/crosscheck-4-pass.json'
import crossCheckFight from './data/crosscheck-5-fight.json'
import { goalPieces } from './goals'
import { drillSchema, type Drill } from './schema'

export * from './schema'
export * from './goals'

const FILES: readonly unknown[] = [
  blitzMoving,
  blitzBlocking,
  blitzThrowing,
  blitzPickUp,
  blitzFoul,
  classicDodge,
  classicBlock,
  classicPass,
  classicPickUp,
  classicFoul,
  crossCheckShoot,
  crossCheckHold,
  crossCheckCheck,
  crossCheckPass,
  crossCheckFight,
]

/** Parses one drill file; throws an Error naming the drill and the bad field. */
export function parseDrill(data: unknown): Drill {
  const parsed = drillSchema.safeParse(data)
  if (!parsed.success) {
    const id = (data as { id?: unknown } | null)?.id
    const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`drill ${String(id)} is not valid: ${where}`)
  }
  const drill = parsed.data
  const names = scenarioNames(drill)
  for (const step of drill.steps) {
    const named = [
      ...goalPieces(step.goal),
      ...(step.fail ?? []).flatMap(goalPieces),
      ...(step.highlight?.pieces ?? []),
    ]
    for (const name of named)
      if (!names.has(name)) throw new Error(`drill ${drill.id}: step "${step.rule}" names no piece "${name}"`)
  }
  return drill
}

/** The piece names a drill's scenario defines (Classic and Blitz Bowl teams, Cross Check players). */
function scenarioNames(drill: Drill): Set<string> {
  const sc = drill.scenario as {
    teams?: Record<string, { players?: { id: string }[] }>
    players?: { id: string }[]
  }
  const out = new Set<string>()
  for (const team of Object.values(sc.teams ?? {})) for (const p of team.players ?? []) out.add(p.id)
  for (const p of sc.players ?? []) out.add(p.id)
  return out
}

export const DRILLS: readonly Drill[] = FILES.map(parseDrill).sort(
  (a, b) => a.ruleset.localeCompare(b.ruleset) || a.order - b.order,
)

export function listDrills(ruleset?: RulesetId): Drill[] {
  return DRILLS.filter((d) => ruleset === undefined || d.ruleset === ruleset)
}

export function drillById(id: string): Drill | undefined {
  return DRILLS.find((d) => d.id === id)
}
