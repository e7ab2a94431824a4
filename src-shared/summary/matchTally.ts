// What each player did in a match, counted from its engine events (main's replay.events: each action's events in
// order): touchdowns or goals, completions, interceptions and the casualties he caused, with every score and
// casualty in the order they happened. Pure and shared: the renderer's half-time and game-over summary
// (components/play/gameSummary.ts) words it, and main counts a Classic league fixture's star player points from it
// (leagues/classicSpp.ts) when its result is recorded, so the two never disagree.
import type { EngineEvent, Side } from '../engine/api'

export interface PlayerTally {
  touchdowns: number
  casualties: number
  completions: number
  interceptions: number
}

export interface TalliedScore {
  /** The side the score counts for. */
  readonly side: Side
  /** Who scored it (an own goal: a player of the other side); null when the events name nobody. */
  readonly player: number | null
  readonly ownGoal: boolean
  /** The index of the step (action) it happened in. */
  readonly step: number
}

export interface TalliedCasualty {
  readonly victim: number
  /** 'badly-hurt', 'serious-injury', 'dead' (Classic, Cross Check), 'injured' (Blitz Bowl). */
  readonly result: string
  /** The opponent who caused it (block, foul, check, fight), or null (a failed dodge, the crowd...). */
  readonly by: number | null
  readonly step: number
}

export interface MatchTally {
  /** Per piece id, only players who did something counted here. */
  readonly players: ReadonlyMap<number, PlayerTally>
  readonly scores: readonly TalliedScore[]
  readonly casualties: readonly TalliedCasualty[]
}

const CASUALTY_RESULTS = new Set(['badly-hurt', 'serious-injury', 'dead', 'casualty', 'injured'])

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)
const isSide = (v: unknown): v is Side => v === 0 || v === 1

interface Contact {
  readonly a: number
  readonly b: number
}

function pair(a: number | null, b: number | null): Contact | null {
  return a === null || b === null ? null : { a, b }
}

export const emptyTally = (): PlayerTally => ({
  touchdowns: 0,
  casualties: 0,
  completions: 0,
  interceptions: 0,
})

/**
 * Counts a match's steps. `sideOf` knows every piece of the match (by id); a piece it does not know is nobody's
 * victim, passer or hurter.
 */
export function tallyMatch(
  steps: readonly { readonly events: readonly EngineEvent[] }[],
  sideOf: ReadonlyMap<number, Side>,
): MatchTally {
  const players = new Map<number, PlayerTally>()
  const tally = (id: number): PlayerTally => {
    let t = players.get(id)
    if (!t) players.set(id, (t = emptyTally()))
    return t
  }
  const scores: TalliedScore[] = []
  const casualties: TalliedCasualty[] = []
  /** The last block, foul, check or fight: who hurt whom. */
  let contact: Contact | null = null
  /** Cross Check: the last player of each side to touch the puck (000: the goal is his). */
  const lastTouch: [number | null, number | null] = [null, null]
  let passer: number | null = null

  steps.forEach((s, step) => {
    for (const e of s.events) {
      const player = num(e.player)
      const side = player !== null ? sideOf.get(player) : undefined
      if (side !== undefined && e.type === 'control') lastTouch[side] = player
      switch (e.type) {
        case 'action':
          // Blitz Bowl names a Foul's target only on the action (001 Foul Action): the fouler hurts him.
          contact = e.action === 'foul' ? pair(player, num(e.target)) : null
          passer = null
          break
        case 'activate':
        case 'turn-start':
        case 'turn':
          contact = null
          passer = null
          break
        case 'move':
          // A step (a blitzer moving on after his block, one falling on a failed dodge or Going For It) ends the
          // block's contact: what hurts him next was caused by nobody. A push into the crowd is no step: the
          // blocker who pushed him there caused it.
          contact = null
          break
        case 'block':
          contact = pair(num(e.attacker), num(e.defender))
          break
        case 'block-result':
          contact = pair(num(e.attacker) ?? player, num(e.defender) ?? num(e.target)) ?? contact
          break
        case 'foul':
        case 'stab':
        case 'chainsaw':
        case 'check-result':
        case 'fight':
          contact = pair(player, num(e.target)) ?? contact
          break
        case 'roll':
          if ((e.purpose === 'shot' || e.purpose === 'pass') && side !== undefined) lastTouch[side] = player
          break
        case 'pass':
        case 'hand-off':
          passer = e.type === 'pass' ? player : null
          break
        case 'catch':
          // A completion: a pass caught by a team-mate (a hand-off is none).
          if (passer !== null && player !== null && sideOf.get(passer) === sideOf.get(player))
            tally(passer).completions++
          passer = null
          break
        case 'interception':
          if (player !== null) tally(player).interceptions++
          passer = null
          break
        case 'touchdown': {
          const ownGoal = e.ownGoal === true
          const scored = isSide(e.side) ? e.side : (side ?? 0)
          if (player !== null && !ownGoal) tally(player).touchdowns++
          scores.push({ side: scored, player: side !== undefined ? player : null, ownGoal, step })
          break
        }
        case 'goal': {
          const scored = isSide(e.side) ? e.side : 0
          const scorer = lastTouch[scored]
          if (scorer !== null) tally(scorer).touchdowns++
          scores.push({ side: scored, player: scorer, ownGoal: false, step })
          break
        }
        case 'injury':
        case 'injured': {
          const result = e.type === 'injured' ? 'injured' : String(e.result ?? '')
          // 001 Spotted!: a fouler sent off goes to the dugout ("now a Reserves Player") but is not Injured.
          if (e.type === 'injured' && e.reason === 'sent-off') break
          if (player === null || side === undefined || !CASUALTY_RESULTS.has(result)) break
          const hurter = contact
            ? contact.a === player
              ? contact.b
              : contact.b === player
                ? contact.a
                : null
            : null
          // Credit only an opponent the events name (a block's attacker, a fouler); a failed dodge names nobody.
          const by = hurter !== null && sideOf.has(hurter) && sideOf.get(hurter) !== side ? hurter : null
          if (by !== null) tally(by).casualties++
          casualties.push({ victim: player, result, by, step })
          break
        }
      }
    }
  })
  return { players, scores, casualties }
}
