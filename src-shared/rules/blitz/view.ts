// The renderer's picture of a Blitz Bowl game (engine GameView), with the cards and dugouts beside the pitch
// (`blitz`). The ruleset's view holds both hands; `hideBlitzHands` takes out those a client may not see (001 A
// Coach's Hand), and main sends each client only that (src-main/services/viewFor.ts).

import type {
  BlitzBonusPlayView,
  BlitzCardView,
  BlitzView,
  Decision,
  GameView,
  PieceState,
  PieceView,
  Side,
} from '../../engine/api'
import {
  ACTIVE,
  B_CARRIER,
  DECK,
  EVENT_BASE,
  G_DECK_LEN,
  G_DECK_TOP,
  HAND0,
  HAND_MAX,
  B_ST,
  B_X,
  B_Y,
  BALL_NONE,
  G_ACTIONS_LEFT,
  G_ACTIVE,
  G_BLOCKING_PLAY,
  G_CRUMBLING,
  G_DISCARDS,
  G_FINAL,
  G_GENEROUS,
  G_PITCH,
  G_REF,
  G_ROOKIES,
  G_SCORE0,
  G_TURN0,
  HEIGHT,
  MAX_BALLS,
  MAX_PLAYERS,
  P_ARMOUR,
  P_BLOCK,
  P_MOVE,
  P_ST,
  P_THROW,
  P_X,
  P_SIDE,
  P_Y,
  ST_PRONE,
  ST_RESERVE,
  ST_STANDING,
  WIDTH,
} from './layout'
import { ballOf } from './geometry'
import type { BlitzState } from './state'
import { CHALLENGE_CARDS } from './data/challengeCards'
import { BONUS_PLAYS, type BonusPlayId } from './data/bonusPlays'
import { BONUS_PLAY_TEXTS, CHALLENGE_TEXTS, RANDOM_EVENT_BACK, RANDOM_EVENT_TEXTS } from './data/cardTexts'
import { RANDOM_EVENTS } from './data/events'
import { blitzRole } from './data/roles'
import { PITCHES } from './data/pitches'

export function blitzView(s: BlitzState, decision: Decision): GameView {
  const w = s.m.w
  const pieces: PieceView[] = []
  for (let p = 0; p < MAX_PLAYERS; p++) {
    const meta = s.meta.players[p]
    if (!meta) continue
    const st = w[P_ST + p]
    const state: PieceState = st === ST_STANDING ? 'standing' : st === ST_PRONE ? 'prone' : 'reserve'
    pieces.push({
      id: p,
      side: meta.side,
      number: (p % 10) + 1,
      name: meta.name,
      positionId: meta.positionId,
      role: blitzRole(meta.positionId),
      x: w[P_X + p] >= 0 ? w[P_X + p] : null,
      y: w[P_Y + p] >= 0 ? w[P_Y + p] : null,
      state,
      hasBall: ballOf(s, p) >= 0,
      // Blitz values in the shared shape: ma = Move (0 = D6), st = Block, ag = Throw n+ (0 = '–'), av = Armour n+.
      stats: { ma: w[P_MOVE + p], st: w[P_BLOCK + p], ag: w[P_THROW + p], av: w[P_ARMOUR + p] },
      skills: [...meta.abilities],
    })
  }
  const balls = []
  for (let b = 0; b < MAX_BALLS; b++)
    if (w[B_ST + b] !== BALL_NONE)
      balls.push({ x: w[B_X + b], y: w[B_Y + b], carrier: w[B_CARRIER + b] >= 0 ? w[B_CARRIER + b] : null })
  const active = w[G_ACTIVE]
  return {
    ruleset: 'blitz',
    board: { width: WIDTH, height: HEIGHT },
    teams: s.meta.teams.map((t) => ({
      name: t.name,
      rosterId: t.teamId,
      rerolls: 0,
    })) as unknown as GameView['teams'],
    pieces,
    balls,
    score: [w[G_SCORE0], w[G_SCORE0 + 1]],
    period: 1,
    turns: [w[G_TURN0], w[G_TURN0 + 1]],
    activeSide: active === 0 || active === 1 ? active : null,
    decision,
    blitz: blitzTable(s),
  }
}

function cardView(id: number): BlitzCardView | null {
  if (id < 0) return null
  // 001: Random Event Cards go into the deck face-down, so one on top shows only its back.
  if (id >= EVENT_BASE) return { kind: 'event', ...RANDOM_EVENT_BACK, points: 0 }
  const c = CHALLENGE_CARDS[id]
  return { kind: 'challenge', name: c.name, text: CHALLENGE_TEXTS[c.condition], points: c.points }
}

function bonusView(id: BonusPlayId): BlitzBonusPlayView {
  return { id, name: BONUS_PLAYS[id].name, text: BONUS_PLAY_TEXTS[id], when: BONUS_PLAYS[id].when }
}

function eventInForce(id: string): { name: string; text: string } {
  return { name: RANDOM_EVENTS.find((e) => e.id === id)?.name ?? id, text: RANDOM_EVENT_TEXTS[id] ?? '' }
}

/** 001: the Challenge Card row, the deck's top card, the hands of Bonus Plays and each team's Dugout. */
export function blitzTable(s: BlitzState): BlitzView {
  const w = s.m.w
  const hand = (side: number): BlitzBonusPlayView[] =>
    Array.from({ length: HAND_MAX }, (_, i) => [w[HAND0 + side * HAND_MAX + i], i] as const)
      .filter(([c]) => c >= 0 && c < EVENT_BASE)
      .map(([c, slot]) => ({ ...bonusView(CHALLENGE_CARDS[c].bonus), slot }))
  const reserves = (side: number): number[] => {
    const out: number[] = []
    for (let p = 0; p < MAX_PLAYERS; p++)
      if (s.meta.players[p] && w[P_SIDE + p] === side && w[P_ST + p] === ST_RESERVE) out.push(p)
    return out
  }
  const dugout = (side: 0 | 1) => ({
    reserves: reserves(side),
    emergencyReserves: s.meta.teams[side].emergencyReserves,
    rookiesToWatch: w[G_ROOKIES + side] === 1,
  })
  const inForce: { name: string; text: string }[] = []
  if (w[G_BLOCKING_PLAY] === 1) inForce.push(bonusView('blocking-play')) // 001: for this turn
  if (w[G_CRUMBLING] === 1) inForce.push(eventInForce('crumbling-pitch')) // 001: events for the rest of the game
  if (w[G_GENEROUS] === 1) inForce.push(eventInForce('generous-coaches'))
  if (w[G_REF] === 1) inForce.push(eventInForce('get-the-ref'))
  const topId = w[G_DECK_TOP] < w[G_DECK_LEN] ? w[DECK + w[G_DECK_TOP]] : -1
  const hands = [hand(0), hand(1)] as const
  return {
    challenges: [0, 1, 2].map((i) => {
      const c = cardView(w[ACTIVE + i])
      return c?.kind === 'challenge' ? c : null
    }),
    top: cardView(topId),
    deckLeft: w[G_DECK_LEN] - w[G_DECK_TOP],
    discards: w[G_DISCARDS],
    dealt: w[G_DECK_LEN] > 0, // 001: Setting Up, step 6 — the deck is shuffled after both set-ups
    hands,
    handSizes: [hands[0].length, hands[1].length],
    actionsLeft: Math.max(0, w[G_ACTIONS_LEFT]),
    finalTurns: w[G_FINAL] >= 0 ? w[G_FINAL] : null,
    dugouts: [dugout(0), dugout(1)],
    inForce,
    pitch: {
      id: PITCHES[w[G_PITCH]].id,
      trapdoors: s.trapdoors.map((k) => [k % WIDTH, Math.floor(k / WIDTH)] as const),
    },
  }
}

/** The table with every hand but those of `shown` carried as its size only (001 A Coach's Hand). */
export function hideBlitzHands(table: BlitzView, shown: readonly Side[]): BlitzView {
  const keep = (side: Side): readonly BlitzBonusPlayView[] | null =>
    shown.includes(side) ? table.hands[side] : null
  return { ...table, hands: [keep(0), keep(1)] }
}

export interface BlitzCardsView {
  /** Active Challenge Cards in spaces 1..3 (null = empty), with points and condition. */
  readonly active: readonly ({
    readonly name: string
    readonly points: number
    readonly condition: string
  } | null)[]
  /** The top card of the deck, visible to both coaches (001), or null; a Random Event shows as 'random-event'. */
  readonly top: { readonly name: string } | null
  readonly deckLeft: number
  /** Cards in each hand (the Bonus Plays themselves are secret, 001 A Coach's Hand). */
  readonly handSizes: readonly [number, number]
  /** The viewer's own Bonus Plays (ids), or [] for a spectator. */
  readonly ownHand: readonly string[]
}

/** What a coach may see of the cards: the active spaces, the deck's top card, hand sizes and their own hand. */
export function blitzCards(s: BlitzState, viewer: 0 | 1 | null): BlitzCardsView {
  const w = s.m.w
  const card = (id: number) => (id >= 0 && id < EVENT_BASE ? CHALLENGE_CARDS[id] : null)
  const top = w[G_DECK_TOP] < w[G_DECK_LEN] ? w[DECK + w[G_DECK_TOP]] : -1
  const hand = (side: number): number[] =>
    Array.from({ length: HAND_MAX }, (_, i) => w[HAND0 + side * HAND_MAX + i]).filter((c) => c >= 0)
  return {
    active: [0, 1, 2].map((i) => {
      const c = card(w[ACTIVE + i])
      return c ? { name: c.name, points: c.points, condition: c.condition } : null
    }),
    top: top < 0 ? null : { name: card(top)?.name ?? 'random-event' },
    deckLeft: w[G_DECK_LEN] - w[G_DECK_TOP],
    handSizes: [hand(0).length, hand(1).length],
    ownHand: viewer === null ? [] : hand(viewer).map((c) => CHALLENGE_CARDS[c].bonus),
  }
}
