// The dice log in words: one readable line per roll ("Dodge by #4 Blitzer: rolled 3, needed 4+ (−1 tackle zones) —
// failed"), the team-turn stamp, and the exported .txt. Pure: the caller passes vue-i18n's translate functions,
// so tests format with the real message modules and the component with the app's language.
import type { DiceEvent, GameView, RulesetId } from '@shared/engine/api'
import type { DiceLogEntry, RollerInfo, TurnStamp } from './diceLogEntries'
import { BLITZ_FACES, type LogResult } from './diceLogResults'
import { positionName } from '../../play/names'

export interface Translate {
  t(key: string, params?: Record<string, unknown>): string
  te(key: string): boolean
}

/** 'coin toss', 'kick-off contest', 'ko recovery' → an i18n key ('coin-toss', ...). */
export const keyOf = (word: string): string =>
  word
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Words the messages do not know are shown as given, dashes as spaces, first letter capital. */
const humanize = (word: string): string => {
  const s = word.replace(/[-_]+/g, ' ').trim()
  return s.charAt(0).toUpperCase() + s.slice(1)
}

export function purposeName(tr: Translate, purpose: string): string {
  const own = `diceLog.purpose.${keyOf(purpose)}`
  if (tr.te(own)) return tr.t(own)
  const key = `panels.purpose.${keyOf(purpose)}`
  return tr.te(key) ? tr.t(key) : humanize(purpose)
}

function reasonName(tr: Translate, reason: string): string {
  if (reason === 'net' || reason === 'modifier') return '' // Classic sums its modifiers; Blitz gives one number
  const key = `panels.reason.${keyOf(reason)}`
  return tr.te(key) ? tr.t(key) : reason.replace(/[-_]+/g, ' ')
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `−${-n}`)

/** The roll's modifiers: a list (Classic, Cross Check) or one number (Blitz Bowl's `modifier`). */
function modifiersOf(roll: DiceEvent): { reason: string; value: number }[] {
  if (Array.isArray(roll.modifiers)) return roll.modifiers.filter((m) => m.value !== 0)
  const single = (roll as { modifier?: unknown }).modifier
  return typeof single === 'number' && single !== 0 ? [{ reason: 'modifier', value: single }] : []
}

function faceName(tr: Translate, face: string): string {
  const key = `panels.face.${keyOf(face)}`
  return tr.te(key) ? tr.t(key) : humanize(face)
}

// The direction dice, as the engines read them. Copied (the renderer draws; it does not import the rules) and held
// equal to the engines' tables by tests/renderer/panels/diceLogResults.test.ts.
type Dir = readonly [number, number]
/** game-facts A4: the D8 scatter template 1 2 3 / 4 . 5 / 6 7 8, "up" toward y = 0 (Classic; Cross Check's puck). */
export const SCATTER_D8: readonly Dir[] = [
  [0, 0], [-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1],
] // prettier-ignore
/** game-facts B1: Blitz Bowl's Bounce Chart, clockwise from the top left 1 2 3 / 8 * 4 / 7 6 5. */
export const BLITZ_BOUNCE: readonly Dir[] = [
  [0, 0], [-1, -1], [0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0],
] // prettier-ignore
/** 000 The Boards (cc-interp: bounce-template): a D6 against the boards the puck hit. */
export const BOARD_BOUNCE = ['', 'along-', 'in-place', 'diagonal-', 'away', 'diagonal+', 'along+'] as const
/** 002 the block die (Classic, and Cross Check's check): 1 Attacker Down ... 6 Defender Down. */
export const BLOCK_FACES = [
  '',
  'attacker-down',
  'both-down',
  'pushed',
  'pushed',
  'defender-stumbles',
  'defender-down',
]

const DIR_WORDS: Record<string, string> = {
  '-1,-1': 'up-left',
  '0,-1': 'up',
  '1,-1': 'up-right',
  '-1,0': 'left',
  '1,0': 'right',
  '-1,1': 'down-left',
  '0,1': 'down',
  '1,1': 'down-right',
}

/** A message with a count: its `One` form for 1 where the language has one ("1 square", "3 squares"). */
function counted(tr: Translate, key: string, params: Record<string, unknown> & { n: number }): string {
  return params.n === 1 && tr.te(`${key}One`) ? tr.t(`${key}One`, params) : tr.t(key, params)
}

/** A direction die in words: "direction 3 (up-right)" on the template it was rolled on. */
function directionText(tr: Translate, die: number, table: readonly Dir[]): string {
  const d = table[die]
  const word = d ? DIR_WORDS[`${d[0]},${d[1]}`] : undefined
  return word
    ? tr.t('diceLog.direction', { die, dir: tr.t(`diceLog.dir.${word}`) })
    : tr.t('diceLog.directionDie', { die })
}

/**
 * The direction and distance of a scatter, bounce or throw-in, each apart (the direction die is never added to the
 * distance); null for a roll that is not one.
 */
function placementText(tr: Translate, entry: DiceLogEntry): string | null {
  const { roll, ruleset } = entry
  const d = roll.dice
  switch (roll.purpose) {
    case 'scatter':
      return directionText(tr, d[0], SCATTER_D8)
    case 'bounce':
      if (ruleset === 'blitz') return directionText(tr, d[0], BLITZ_BOUNCE)
      if (ruleset === 'crosscheck') {
        const face = BOARD_BOUNCE[d[0]]
        return face ? tr.t('diceLog.boardBounce', { die: d[0], how: tr.t(`diceLog.board.${face}`) }) : null
      }
      return directionText(tr, d[0], SCATTER_D8)
    case 'kick scatter': {
      // 004: a D8 for the direction, a D6 (2D6 after a Bad Kick) for the distance; 003 Kick halves it.
      const squares = (roll as { squares?: unknown }).squares
      const distance =
        typeof squares === 'number'
          ? counted(tr, 'diceLog.distanceKick', { rolled: d[1], n: squares })
          : counted(tr, 'diceLog.distance', { n: d[1] })
      return `${directionText(tr, d[0], SCATTER_D8)}, ${distance}`
    }
    case 'throw-in': {
      // 004 throw-in: a D6 on the throw-in template (away from the sideline), 2D6 squares.
      const dist = d.slice(1)
      const n = dist.reduce((a, b) => a + b, 0)
      return `${tr.t('diceLog.directionDie', { die: d[0] })}, ${tr.t('diceLog.distanceDice', { n, dice: dist.join(' + ') })}`
    }
    case 'ball-and-chain':
      return tr.t('diceLog.directionDie', { die: d[0] })
    default:
      return null
  }
}

/** What came up: block dice by their faces, several dice with their sum, one die as its number. */
function diceText(tr: Translate, roll: DiceEvent, ruleset: RulesetId | null): string {
  const faces = (roll as { faces?: unknown }).faces
  if (Array.isArray(faces) && faces.every((f) => typeof f === 'string'))
    return faces.map((f) => faceName(tr, f)).join(', ')
  // Cross Check's check rolls Classic's block dice; Blitz Bowl's foul and pitch invasion roll its block die.
  if (ruleset === 'crosscheck' && roll.purpose === 'check')
    return roll.dice.map((d) => faceName(tr, BLOCK_FACES[d] ?? String(d))).join(', ')
  if (ruleset === 'blitz' && (roll.purpose === 'foul' || roll.purpose === 'pitch-invasion'))
    return roll.dice.map((d) => faceName(tr, BLITZ_FACES[d] || String(d))).join(', ')
  if (roll.dice.length === 1) return String(roll.dice[0])
  const sum = roll.dice.reduce((a, b) => a + b, 0)
  return `${roll.dice.join(' + ')} = ${sum}`
}

/** 'success'/'failed', or the purpose's own words where those would mislead (an armour roll "succeeds" when the
 * armour breaks, which is bad news for the player who rolled it). */
function outcome(tr: Translate, purpose: string, success: boolean): string {
  const key = `panels.log.outcome.${keyOf(purpose)}.${success ? 'success' : 'failed'}`
  return tr.te(key) ? tr.t(key) : tr.t(success ? 'panels.log.success' : 'panels.log.failed')
}

/** The named result: "Stunned", "Blitz!", "Called: Roughing, 2 turns in the box". */
export function resultText(tr: Translate, result: LogResult, names: Names): string {
  const key = `diceLog.result.${result.table}.${keyOf(result.id)}`
  const params = { n: result.n ?? 0, attacker: names.player, defender: names.other }
  if (tr.te(key)) return counted(tr, key, params)
  const table = `diceLog.result.${result.table}.any`
  return tr.te(table) ? tr.t(table, { ...params, id: humanize(result.id) }) : humanize(result.id)
}

interface Names {
  readonly player: string
  readonly other: string
}

/** "#3 Lineman", with the team's name when the other team has a "#3 Lineman" too. */
export function playerName(tr: Translate, p: RollerInfo, teams?: readonly [string, string]): string {
  const base = tr.t('panels.log.player', { number: p.number, position: positionName(tr, p.positionId) })
  return p.namesake && teams ? tr.t('diceLog.ofTeam', { player: base, team: teams[p.side] }) : base
}

/** Rolls made against the player they name (armour and injury are rolled against the one knocked down). */
const AGAINST = new Set(['armour', 'injury', 'stab', 'decay'])

function headText(tr: Translate, entry: DiceLogEntry, names: Names, omitPlayer: boolean): string {
  const { roll, player } = entry
  const purpose = purposeName(tr, roll.purpose)
  if (!player || (omitPlayer && !AGAINST.has(roll.purpose))) return purpose
  return tr.t(AGAINST.has(roll.purpose) ? 'diceLog.against' : 'panels.log.by', {
    purpose,
    player: names.player,
  })
}

/** The roll's body after the head: what came up, what it needed, and what it decided. */
function bodyText(tr: Translate, entry: DiceLogEntry, names: Names): string {
  const { roll, result } = entry
  if (entry.totals) {
    const [a, b] = entry.totals
    const text = tr.t('diceLog.opposed', { player: names.player, a, other: names.other, b })
    return result ? `${text} — ${resultText(tr, result, names)}` : text
  }
  // The die kept from dice rolled in an earlier action (after a choice of dice or of a re-roll): "Block by #4
  // Blitzer: result Defender Down".
  if (roll.dice.length === 0 && result?.table === 'chosen')
    return tr.t('diceLog.chose', { face: faceName(tr, result.id) })
  const placed = placementText(tr, entry)
  let text = placed ?? tr.t('panels.log.rolled', { dice: diceText(tr, roll, entry.ruleset) })
  if (typeof roll.target === 'number') text += `, ${tr.t('panels.log.needed', { n: roll.target })}`
  const mods = modifiersOf(roll).map((m) => `${signed(m.value)} ${reasonName(tr, m.reason)}`.trim())
  if (mods.length > 0) text += ` (${mods.join(', ')})`
  if ((roll as { reroll?: unknown }).reroll === true) text += ` [${tr.t('panels.log.reroll')}]`
  if (result) text += ` — ${resultText(tr, result, names)}`
  else if (typeof roll.success === 'boolean') text += ` — ${outcome(tr, roll.purpose, roll.success)}`
  return text
}

function namesOf(tr: Translate, entry: DiceLogEntry, teams?: readonly [string, string]): Names {
  // An opposed roll of no one player (Cross Check's face-off) is the two teams'.
  if (entry.totals && !entry.player) return { player: teams?.[0] ?? '', other: teams?.[1] ?? '' }
  return {
    player: entry.player ? playerName(tr, entry.player, teams) : '',
    other: entry.other ? playerName(tr, entry.other, teams) : '',
  }
}

/** One roll in words: "Armour against #8 Lineman: rolled 3 + 4 = 7, needed 9+ — armour holds". */
export function formatRoll(tr: Translate, entry: DiceLogEntry, teams?: readonly [string, string]): string {
  const names = namesOf(tr, entry, teams)
  if (entry.totals) return `${purposeName(tr, entry.roll.purpose)}: ${bodyText(tr, entry, names)}`
  return `${headText(tr, entry, names, false)}: ${bodyText(tr, entry, names)}`
}

const sameRoller = (a: RollerInfo, b: RollerInfo): boolean =>
  a.side === b.side && a.number === b.number && a.positionId === b.positionId

/**
 * One action's rolls in one line (the compact mode): the player who acted named once, then each roll short —
 * "#4 Blitzer (Home): Dodge 3, needed 4+ — success · Go For It 1, needed 2+ — failed".
 */
export function formatAction(
  tr: Translate,
  entries: readonly DiceLogEntry[],
  teams?: readonly [string, string],
): string {
  const actor = entries.find((e) => e.player && !AGAINST.has(e.roll.purpose))?.player ?? null
  const items = entries.map((e) => {
    const names = namesOf(tr, e, teams)
    if (e.totals) return `${purposeName(tr, e.roll.purpose)}: ${bodyText(tr, e, names)}`
    const same = actor !== null && e.player !== null && sameRoller(e.player, actor)
    return `${headText(tr, e, names, same)}: ${bodyText(tr, e, names)}`
  })
  const line = items.join(' · ')
  if (!actor) return line
  const base = tr.t('panels.log.player', {
    number: actor.number,
    position: positionName(tr, actor.positionId),
  })
  const who = teams ? tr.t('diceLog.ofTeam', { player: base, team: teams[actor.side] }) : base
  return `${who}: ${line}`
}

/** "Half 1 · Reikland Reavers turn 3"; Blitz Bowl has no halves, so only the team turn. */
export function formatStamp(
  tr: Translate,
  at: TurnStamp,
  teams: readonly [string, string],
  ruleset: RulesetId,
): string {
  if (at.side === null || at.turn === 0) return tr.t('panels.log.pregame')
  const params = { period: at.period, team: teams[at.side], turn: at.turn }
  if (ruleset === 'blitz') return tr.t('panels.log.stampTurn', params)
  return tr.t(ruleset === 'crosscheck' ? 'panels.log.stampPeriod' : 'panels.log.stampHalf', params)
}

/** The .txt export: a header, then one line per roll with its turn stamp, oldest first. */
export function exportText(tr: Translate, entries: readonly DiceLogEntry[], view: GameView): string {
  const teams: [string, string] = [view.teams[0].name, view.teams[1].name]
  const header = tr.t('panels.log.header', {
    home: teams[0],
    away: teams[1],
    ruleset: tr.t(`panels.rulesets.${view.ruleset}`),
  })
  const lines = entries.map(
    (e) => `${e.seq + 1}. [${formatStamp(tr, e.at, teams, view.ruleset)}] ${formatRoll(tr, e, teams)}`,
  )
  return [header, tr.t('panels.log.count', { n: entries.length }), '', ...lines, ''].join('\n')
}

/** A file name for the export: pitchside-dice-<home>-v-<away>.txt. */
export function exportFileName(view: GameView): string {
  return `pitchside-dice-${keyOf(view.teams[0].name)}-v-${keyOf(view.teams[1].name)}.txt`
}
