// The strict field table of Blitz Bowl actions (engine/actionCheck.ts). A Blitz Bowl code may hold any of its
// fields for any type, so this table says which ones each type's legal actions carry (procs/*.ts build them with
// `code(...)`): a Bonus Play card (`bonus`) is optional where a card may go with the action, and the player and
// square of a `play` or `interrupt` belong to the cards that move someone (Reserves, Jump Up, Step Aside...).
// tests/shared/blitz/actionFields.test.ts plays random games and checks every legal action against it.
import { int, oneOf, type ActionFields } from '../../engine/actionCheck'
import { BALL_KINDS, PITCH_IDS, REROLL_SOURCES } from './actions'
import { BONUS_PLAY_IDS } from './data/bonusPlays'
import { BLITZ_FORMATIONS } from './formations'
import { HAND_MAX, HEIGHT, MAX_PLAYERS, WIDTH } from './layout'

const player = int(0, MAX_PLAYERS - 1)
const x = int(0, WIDTH - 1)
const y = int(0, HEIGHT - 1)
const bonus = oneOf(BONUS_PLAY_IDS, true)
/** 001: three Challenge Card spaces. */
const slot = int(0, 2)

export const BLITZ_ACTION_FIELDS: ActionFields = {
  place: { player, x, y },
  run: { player, bonus },
  mark: { player, bonus },
  throw: { player, target: player, bonus },
  block: { player, target: player, bonus },
  sidestep: { player, x, y },
  'stand-up': { player },
  reserves: { player, x, y },
  'end-turn': {},
  step: { x, y },
  stop: {},
  reroll: { source: oneOf(REROLL_SOURCES) },
  'no-reroll': {},
  // 001: a Block rolls its Block value (at most 3 on a team card) plus one when Assisted, so dice 0..3.
  'choose-die': { die: int(0, 3) },
  'follow-up': {},
  stay: {},
  // 001: the Bounce Chart's eight squares, numbered 1..8.
  bounce: { direction: int(1, 8) },
  claim: { slot },
  'no-claim': {},
  'discard-active': { slot },
  'discard-hand': { card: int(0, HAND_MAX - 1) },
  play: {
    bonus: oneOf(BONUS_PLAY_IDS),
    player: int(0, MAX_PLAYERS - 1, true),
    x: int(0, WIDTH - 1, true),
    y: int(0, HEIGHT - 1, true),
  },
  'free-block': { player, target: player, bonus },
  decline: {},
  foul: { player, target: player },
  interrupt: {
    bonus: oneOf(BONUS_PLAY_IDS),
    player: int(0, MAX_PLAYERS - 1, true),
    x: int(0, WIDTH - 1, true),
    y: int(0, HEIGHT - 1, true),
  },
  choose: { player },
  'ball-kind': { ball: oneOf(BALL_KINDS) },
  'throw-team-mate': { player, target: player, x, y, bonus },
  // 001: Setting Up the Game, step 1 — the toss's winner chooses the side of the board.
  pitch: { choice: oneOf(PITCH_IDS) },
  // 001: Setting Up, step 5 — a ready set-up, or the rest of the team at once.
  formation: { formation: int(0, BLITZ_FORMATIONS.length - 1) },
  'place-rest': {},
}
