// The one-line caption of what a coach (the AI, mostly) is doing, read from the engine's events as the playback
// queue shows each change: "Orc Team: #4 Blitzer blitzes #7 Lineman — Defender Down, #7 Lineman knocked down,
// armour holds". One caption per activation: it starts when a player is activated (Classic `activate`, Blitz
// Bowl `action`, a Cross Check skater who starts acting) and gathers the outcomes of the changes that follow
// (block dice, knock-downs, armour, injuries, failed rolls, the ball, scores). Plain data, worded by captionText.ts
// in the app's language. Pure: no Vue.
import type { EngineEvent, GameView, PieceView, Side } from '@shared/engine/api'
import { localName } from '../../play/names'

export type OutcomeKind =
  | 'face'
  | 'down'
  | 'falls'
  | 'armourHolds'
  | 'injury'
  | 'failed'
  | 'pickup'
  | 'catch'
  | 'intercepted'
  | 'control'
  | 'touchdown'
  | 'goal'
  | 'turnover'
  | 'sentOff'
  | 'crowd'
  | 'penalty'
  | 'claim'
  | 'kickoff'

export interface Outcome {
  readonly kind: OutcomeKind
  /** The player it happened to ("#7 Lineman"), when there is one. */
  readonly who?: string
  /** A block or check die's face ('defender-down', 'smash'...). */
  readonly face?: string
  /** A failed roll's purpose ('dodge', 'gfi'...). */
  readonly purpose?: string
  /** An injury's result ('stunned', 'ko', 'badly-hurt', 'injured'...) or a kick-off table result. */
  readonly result?: string
  /** A claimed Blitz Bowl card's name. */
  readonly card?: string
}

export interface ActionCaption {
  /** Changes whenever a new caption starts (a new activation), so the screen can restart its fade-in. */
  readonly id: number
  readonly side: Side | null
  readonly team: string
  /** What the player does: an activation kind ('move', 'blitz', 'run', 'skate'...) or 'setup', 'kick', 'end-turn'... */
  readonly verb: string
  readonly actor: string | null
  readonly actorId: number | null
  readonly target: string | null
  readonly targetId: number | null
  readonly outcomes: readonly Outcome[]
}

/** Rolls whose failure is news (a fall, a dropped ball, a missed shot); armour, injuries and the like are not. */
const FAILABLE = new Set([
  'dodge',
  'gfi',
  'pickup',
  'catch',
  'pass',
  'throw',
  'leap',
  'landing',
  'hand-off',
  'take',
  'hold',
  'shot',
  'bone-head',
  'really-stupid',
  'wild-animal',
  'take-root',
  'blood-lust',
  'always-hungry',
])

/** At most this many outcomes on the line: the latest are kept (a long blitz still reads in one line). */
export const MAX_OUTCOMES = 5

/** Cross Check has no activation event: a decision about a player of the acting side names the skater. */
const DECISION_VERBS: Readonly<Record<string, string>> = { move: 'skate' }

/** Captions of what happens to a team rather than a player's activation: the next activation replaces them. */
const TEAM_VERBS = new Set(['setup', 'kick', 'face-off', 'end-turn'])

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)
const asSide = (v: unknown): Side | null => (v === 0 || v === 1 ? v : null)

/** "#4 Blitzer" for a piece named "Blitzer 4" with shirt 4: the number once. */
export function pieceLabel(p: Pick<PieceView, 'number' | 'name'> & { readonly positionId?: string }): string {
  const name = localName(p)
    .trim()
    .replace(new RegExp(`\\s+${p.number}$`), '')
  return name ? `#${p.number} ${name}` : `#${p.number}`
}

interface Activation {
  readonly side: Side | null
  verb: string
  readonly actorId: number | null
  targetId: number | null
  readonly outcomes: Outcome[]
  readonly id: number
  /** A new team turn began: it stays up, but nothing more is added to it. */
  closed: boolean
}

export class CaptionTracker {
  private current: Activation | null = null
  private nextId = 1
  private views: readonly GameView[] = []

  /** Forget everything (a new game, an undo). */
  reset(): void {
    this.current = null
  }

  /**
   * The caption after one change: `events` led from `before` to `after`, `actingSide` made the decision (the side
   * of `before`'s decision). Null when nothing has been captioned yet.
   */
  feed(
    before: GameView | null,
    events: readonly EngineEvent[],
    after: GameView,
    actingSide: Side | null,
  ): ActionCaption | null {
    this.views = before ? [after, before] : [after]
    const armour: number[] = []
    let scored = false
    for (const e of events) {
      const player = num(e.player)
      switch (e.type) {
        case 'activate':
          this.start(String(e.action), player, null)
          break
        case 'action': {
          // Blitz Bowl: a target of 99 or below 0 means none (a free action's marker, or no target).
          const target = num(e.target)
          this.start(
            String(e.action),
            player,
            target !== null && target >= 0 && this.piece(target) ? target : null,
          )
          break
        }
        case 'block':
          this.ensure('block', num(e.attacker)).targetId = num(e.defender)
          break
        case 'foul':
        case 'stab':
        case 'chainsaw':
          this.ensure(e.type, player).targetId = num(e.target)
          break
        case 'block-result':
        case 'check-result': {
          const attacker = num(e.attacker) ?? player
          const act = this.ensure(e.type === 'check-result' ? 'check' : 'block', attacker, true)
          act.targetId = num(e.defender) ?? num(e.target) ?? act.targetId
          const face = e.face ?? e.result
          if (typeof face === 'string') this.add({ kind: 'face', face })
          break
        }
        case 'fight':
          this.ensure('fight', player, true).targetId = num(e.target)
          break
        case 'knocked-down':
          this.add({ kind: 'down', who: this.label(player) })
          break
        case 'fall':
          this.add({ kind: 'falls', who: this.label(player) })
          break
        case 'roll': {
          const purpose = String(e.purpose ?? '')
          if (purpose === 'armour' && player !== null) armour.push(player)
          else if (purpose === 'shot') this.ensure('shoot', player, true)
          if (e.success === false && FAILABLE.has(purpose))
            this.add({ kind: 'failed', purpose, who: this.label(player) })
          break
        }
        case 'injury':
        case 'injured': {
          const at = player === null ? -1 : armour.indexOf(player)
          if (at >= 0) armour.splice(at, 1)
          const result = e.type === 'injured' ? 'injured' : String(e.result ?? '')
          this.add({ kind: 'injury', who: this.label(player), result })
          break
        }
        case 'pickup':
        case 'possession':
          this.add({ kind: 'pickup', who: this.label(player) })
          break
        case 'catch':
          this.add({ kind: 'catch', who: this.label(player) })
          break
        case 'interception':
          this.add({ kind: 'intercepted', who: this.label(player) })
          break
        case 'control':
          this.add({ kind: 'control', who: this.label(player) })
          break
        case 'touchdown':
        case 'goal':
          scored = true
          this.add({ kind: e.type })
          break
        case 'turnover':
          // A touchdown ends the turn too; that is no turnover to speak of.
          if (!scored) this.add({ kind: 'turnover' })
          break
        case 'sent-off':
          this.add({ kind: 'sentOff', who: this.label(player) })
          break
        case 'crowd':
          this.add({ kind: 'crowd', who: this.label(player) })
          break
        case 'penalty':
          this.add({ kind: 'penalty', who: this.label(player) })
          break
        case 'claim':
          this.add({ kind: 'claim', card: String(e.name ?? '') })
          break
        case 'formation':
          this.start('setup', null, null, asSide(e.side))
          break
        case 'place':
          if (this.current?.verb !== 'setup')
            this.start('setup', null, null, this.piece(player)?.side ?? null)
          break
        case 'kick':
          this.start('kick', null, null, asSide(e.side))
          break
        case 'kick-off':
          this.add({ kind: 'kickoff', result: String(e.result ?? '') })
          break
        case 'face-off-won':
          this.start('face-off', player, null)
          break
        case 'end-turn':
          this.start('end-turn', null, null, asSide(e.side))
          break
        case 'turn-start':
        case 'turn':
          if (this.current) this.current.closed = true
          break
      }
    }
    // Armour rolled and no injury after it: it held.
    for (const p of armour) this.add({ kind: 'armourHolds', who: this.label(p) })
    const d = after.decision
    const verb = DECISION_VERBS[d.kind]
    const cur = this.current
    const another = !cur || cur.closed || TEAM_VERBS.has(cur.verb) || cur.actorId !== d.player
    if (verb && d.side === actingSide && d.player !== undefined && another) this.start(verb, d.player, null)
    return this.caption(actingSide)
  }

  private piece(id: number | null): PieceView | null {
    if (id === null) return null
    for (const v of this.views) {
      const p = v.pieces.find((q) => q.id === id)
      if (p) return p
    }
    return null
  }

  private label(id: number | null): string | undefined {
    const p = this.piece(id)
    return p ? pieceLabel(p) : undefined
  }

  private start(
    verb: string,
    actorId: number | null,
    targetId: number | null,
    side?: Side | null,
  ): Activation {
    const act: Activation = {
      side: side !== undefined ? side : (this.piece(actorId)?.side ?? null),
      verb,
      actorId,
      targetId,
      outcomes: [],
      id: this.nextId++,
      closed: false,
    }
    this.current = act
    return act
  }

  /**
   * The running activation of `actorId` (or of nobody named), else a new one with `verb`. `sharpen`: a Cross Check
   * skater who checks, fights or shoots during his skate is captioned by what he does now.
   */
  private ensure(verb: string, actorId: number | null, sharpen = false): Activation {
    const cur = this.current
    if (cur && !cur.closed && (actorId === null || cur.actorId === actorId)) {
      if (sharpen && cur.verb === 'skate') cur.verb = verb
      return cur
    }
    return this.start(verb, actorId, null)
  }

  private add(outcome: Outcome): void {
    const cur = this.current
    if (!cur || cur.closed) return
    const last = cur.outcomes.at(-1)
    if (last && JSON.stringify(last) === JSON.stringify(outcome)) return
    cur.outcomes.push(outcome)
    if (cur.outcomes.length > MAX_OUTCOMES) cur.outcomes.shift()
  }

  private caption(actingSide: Side | null): ActionCaption | null {
    const cur = this.current
    if (!cur) return null
    const side = cur.side ?? actingSide
    const actor = this.piece(cur.actorId)
    const target = this.piece(cur.targetId)
    const view = this.views[0]
    return {
      id: cur.id,
      side,
      team: side === null || !view ? '' : view.teams[side].name,
      verb: cur.verb,
      actor: actor ? pieceLabel(actor) : null,
      actorId: actor ? actor.id : null,
      target: target ? pieceLabel(target) : null,
      targetId: target ? target.id : null,
      outcomes: [...cur.outcomes],
    }
  }
}
