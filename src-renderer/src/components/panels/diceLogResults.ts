// What each roll decided, read from the engine's own events: the table result the rules name (kick-off event,
// weather, injury, Blitz Bowl's foul, a Cross Check penalty and its turns...), never recomputed from the dice. The
// engines report a table result as the event right after its roll (`weather`, `kick-off`, `injury`, `penalty`),
// so a roll's result is looked for among the events up to the next roll. Some Cross Check rolls are reported as
// totals only (`fight`, `contest`, `injury` with its `total`): they become log rows of their own here.
// The engines' events are not changed for the log: each saved action keeps a digest of its events.
import type { DiceEvent, EngineEvent, RulesetId } from '@shared/engine/api'

/** A named result: the message `diceLog.result.<table>.<id>` (with `n`, e.g. penalty turns or squares). */
export interface LogResult {
  readonly table: string
  readonly id: string
  readonly n?: number
}

/** A roll row the engines report as a plain event (Cross Check's fight, challenge and injury totals). */
export interface OpposedRoll {
  readonly roll: DiceEvent
  /** The other player of an opposed roll (the fight's target, the puck's holder). */
  readonly other: number | null
  /** The two totals of an opposed roll: [roller, other]. */
  readonly totals: readonly [number, number] | null
  readonly result: LogResult
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null)
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** Cross Check events that stand for a roll the engine reports only as totals; null for any other event. */
export function rollFromEvent(e: EngineEvent): OpposedRoll | null {
  const totals = Array.isArray(e.totals) && e.totals.length === 2 ? (e.totals as [number, number]) : null
  // 000: Fights — D6 + ST each; the higher knocks the other down, a tie leaves both standing.
  if (e.type === 'fight' && totals && num(e.player) !== null) {
    const id = totals[0] > totals[1] ? 'attacker' : totals[1] > totals[0] ? 'defender' : 'tie'
    return {
      roll: { type: 'roll', purpose: 'fight', player: num(e.player)!, dice: [] },
      other: num(e.target),
      totals,
      result: { table: 'fight', id },
    }
  }
  // 000: the contested roll for the puck (a challenge, or skating into the carrier): a tie scatters the puck.
  if (e.type === 'contest' && totals && num(e.challenger) !== null) {
    const id = totals[0] > totals[1] ? 'challenger' : totals[1] > totals[0] ? 'holder' : 'tie'
    return {
      roll: { type: 'roll', purpose: 'challenge', player: num(e.challenger)!, dice: [] },
      other: num(e.holder),
      totals,
      result: { table: 'challenge', id },
    }
  }
  // 000 the puck drop: each centre D6 + AG, home first; a tie is rolled again.
  if (e.type === 'face-off' && totals) {
    const id = totals[0] > totals[1] ? 'home' : totals[1] > totals[0] ? 'away' : 'tie'
    return {
      roll: { type: 'roll', purpose: 'face-off', dice: [] },
      other: null,
      totals,
      result: { table: 'faceoff', id },
    }
  }
  // Cross Check's injury roll (002 table) comes as its total with the result; Classic's has a roll of its own.
  if (e.type === 'injury' && num(e.total) !== null && num(e.player) !== null && str(e.result)) {
    return {
      roll: { type: 'roll', purpose: 'injury', player: num(e.player)!, dice: [num(e.total)!] },
      other: null,
      totals: null,
      result: { table: 'injury', id: str(e.result)! },
    }
  }
  return null
}

/**
 * The block or check die that took effect (Classic and Blitz Bowl `block-result`, Cross Check `check-result`): a row
 * of its own when it is decided in a later action than the roll (a choice of dice, a re-roll declined); null for
 * other events.
 */
export function choiceFromEvent(e: EngineEvent): OpposedRoll | null {
  const purpose = e.type === 'check-result' ? 'check' : e.type === 'block-result' ? 'block' : null
  const player = num(e.player) ?? num(e.attacker)
  const face = str(e.face) ?? str(e.result)
  if (!purpose || player === null || !face) return null
  return {
    roll: { type: 'roll', purpose, player, dice: [] },
    other: num(e.target) ?? num(e.defender),
    totals: null,
    result: { table: 'chosen', id: face },
  }
}

/**
 * The penalty a ref die judged when it was not called (a called one names itself in its `penalty` event): known
 * from what came before it in the action and from the number the ref needs (000: Offsides 2+, Checking the Goalie
 * 2+, Fighting 4+, Roughing 4+, Interference 4+, Holding 6+).
 */
function uncalledPenalty(target: number | undefined, context: string | null): string | null {
  if (target === 6) return 'holding'
  if (target === 2) return context === 'check-result' ? 'checking-goalie' : 'offsides'
  if (target === 4)
    return context === 'fight' ? 'fighting' : context === 'check-result' ? 'roughing' : 'interference'
  return null
}

/** Blitz Bowl's block die faces (001): 1 Smash, 2 Kerrunch, 3-4 Shove, 5 Tackle, 6 Miss. */
export const BLITZ_FACES = ['', 'smash', 'kerrunch', 'shove', 'shove', 'tackle', 'miss'] as const

/**
 * The roll's named result, from the events after it (`later`, up to the next roll) and the last fight or check
 * before it in the action (`context`); null when the roll's own success, dice or direction say it all.
 */
export function resultOf(
  roll: DiceEvent,
  later: readonly EngineEvent[],
  context: string | null,
  ruleset: RulesetId | null,
): LogResult | null {
  const find = (type: string, samePlayer = false) =>
    later.find((e) => e.type === type && (!samePlayer || e.player === roll.player))
  switch (roll.purpose) {
    case 'weather': {
      const w = str(find('weather')?.weather)
      return w ? { table: 'weather', id: w } : null
    }
    case 'kick-off': {
      const k = str(find('kick-off')?.result)
      return k ? { table: 'kickoff', id: k } : null
    }
    case 'injury': {
      const r = str(find('injury', true)?.result)
      return r ? { table: 'injury', id: r } : null
    }
    case 'decay': {
      const r = str(find('decay', true)?.result)
      return r ? { table: 'injury', id: r } : null
    }
    case 'coin toss':
      // Classic's game.ts: a 1 is heads (the coin's 0).
      return { table: 'coin', id: roll.dice[0] === 1 ? 'heads' : 'tails' }
    case 'armour':
      // Blitz Bowl's Armour Check passes when the armour holds (001); Classic and Cross Check "succeed" on a break.
      if (typeof roll.success !== 'boolean') return null
      if (ruleset === 'blitz') return { table: 'armour', id: roll.success ? 'holds' : 'injured' }
      return { table: 'armour', id: roll.success ? 'broken' : 'holds' }
    case 'ref': {
      const called = find('penalty', true)
      const id = str(called?.penalty) ?? uncalledPenalty(roll.target, context)
      if (!id) return null
      return called
        ? { table: 'penalty', id, n: num(called.turns) ?? undefined }
        : { table: 'no-penalty', id }
    }
    case 'goad':
      return { table: 'goad', id: roll.success ? 'goaded' : 'declined' }
    case 'foul': {
      // Blitz Bowl names its foul result on the roll (001: Foul Results).
      const r = str((roll as { result?: unknown }).result)
      return r ? { table: 'foul', id: r } : null
    }
    case 'pitch-invasion':
      // 001 Pitch Invasion: a Kerrunch! injures the player.
      return { table: 'invasion', id: BLITZ_FACES[roll.dice[0]] === 'kerrunch' ? 'injured' : 'unharmed' }
    case 'squig':
      // 001 Squig Ball: it bites (the ball comes loose) on a 1.
      return { table: 'squig', id: roll.dice[0] === 1 ? 'bites' : 'calm' }
    case 'riot':
      return { table: 'count', id: 'riot', n: roll.dice[0] }
    case 'field invasion':
      return { table: 'count', id: 'invasion', n: roll.dice[0] }
    case 'move':
      return { table: 'count', id: 'squares', n: roll.dice[0] }
    case 'bounce-distance':
      return { table: 'count', id: 'squares', n: roll.dice[0] }
    case 'trapdoor':
      return { table: 'count', id: 'trapdoor', n: roll.dice[0] }
    case 'kick-off contest': {
      const mods = (roll.modifiers ?? []).reduce((a, m) => a + m.value, 0)
      return { table: 'count', id: 'total', n: roll.dice.reduce((a, b) => a + b, 0) + mods }
    }
    default:
      return null
  }
}
