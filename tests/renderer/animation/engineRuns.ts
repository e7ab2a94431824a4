// Real event sequences for the animation tests: positions built with each game's scenario helpers, actions
// applied with forced dice, and the views before and after each action (or a run of actions).
import type { Action, EngineEvent, GameView } from '@shared/engine/api'
import { buildScenario as buildBlitz, type Scenario as BlitzScenario } from '@shared/rules/blitz/scenario'
import { applyBlitz, blitzRuleset, forceBlitzDice } from '@shared/rules/blitz/ruleset'
import { buildScenario as buildClassic } from '@shared/rules/classic/scenario'
import { classicRuleset, forceClassicDice } from '@shared/rules/classic/ruleset'
import { arrange, type Scenario as CrossCheckScenario } from '@shared/rules/crosscheck/scenario'
import { crossCheckRuleset } from '@shared/rules/crosscheck/ruleset'

export interface Run {
  readonly prev: GameView
  readonly events: EngineEvent[]
  readonly next: GameView
}

interface Engine<S> {
  view(s: S): GameView
  apply(s: S, a: Action): { ok: true; events: readonly EngineEvent[] } | { ok: false; reason: string }
}

/** Applies `actions` in order; returns the view before, all their events, the view after. */
function play<S>(engine: Engine<S>, s: S, actions: readonly Action[]): Run {
  const prev = engine.view(s)
  const events: EngineEvent[] = []
  for (const a of actions) {
    const r = engine.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.reason}`)
    events.push(...r.events)
  }
  return { prev, events, next: engine.view(s) }
}

/** Classic: a scenario document (docs/scenario-format.md), forced dice, then the actions. */
export function classicRun(
  doc: Record<string, unknown>,
  dice: readonly number[],
  actions: readonly Action[],
): Run {
  const { s, ids } = buildClassic({ name: 'animation', game: 'classic', ...doc })
  forceClassicDice(s, dice)
  const named = actions.map((a) => resolveIds(a, ids))
  return play(classicRuleset as unknown as Engine<typeof s>, s, named)
}

/** Blitz Bowl: its scenario format (docs/scenario-format-blitz.md). */
export function blitzRun(
  sc: Omit<BlitzScenario, 'name'>,
  dice: readonly number[],
  actions: readonly Action[],
): Run {
  const { s, ids } = buildBlitz({ name: 'animation', ...sc })
  forceBlitzDice(s, dice)
  const named = actions.map((a) => resolveIds(a, ids))
  return play({ view: blitzRuleset.view, apply: applyBlitz } as unknown as Engine<typeof s>, s, named)
}

/** Cross Check: its scenario helper lays out the rink; dice are forced by the scenario. */
export function crossCheckRun(
  sc: Omit<CrossCheckScenario, 'name' | 'source' | 'actions' | 'expect'>,
  actions: readonly Action[],
): Run {
  const s = arrange({ name: 'animation', source: 'test', actions: [], expect: {}, ...sc })
  return play(crossCheckRuleset as unknown as Engine<typeof s>, s, actions)
}

/** Scenario player ids (strings) in `player`/`target` fields → engine ids. */
function resolveIds(a: Action, ids: Record<string, number>): Action {
  const out: Record<string, unknown> = { ...a }
  for (const f of ['player', 'target'])
    if (typeof out[f] === 'string' && out[f] in ids) out[f] = ids[out[f] as string]
  return out as Action
}
