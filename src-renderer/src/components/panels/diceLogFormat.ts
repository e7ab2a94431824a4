// The dice log in words: one readable line per roll ("Dodge by #4 Blitzer: rolled 3, needed 4+ (−1 tackle zones) —
// failed"), the team-turn stamp, and the exported .txt. Pure: the caller passes vue-i18n's translate functions,
// so tests format with the real message modules and the component with the app's language.
import type { DiceEvent, GameView, RulesetId } from '@shared/engine/api'
import type { DiceLogEntry, TurnStamp } from './diceLogEntries'

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

/** What came up: block dice by their faces, several dice with their sum, one die as its number. */
function diceText(tr: Translate, roll: DiceEvent): string {
  const faces = (roll as { faces?: unknown }).faces
  if (Array.isArray(faces) && faces.every((f) => typeof f === 'string'))
    return faces.map((f) => faceName(tr, f)).join(', ')
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

export function formatRoll(tr: Translate, entry: DiceLogEntry): string {
  const { roll, player } = entry
  const purpose = purposeName(tr, roll.purpose)
  const what = player
    ? tr.t('panels.log.by', {
        purpose,
        player: tr.t('panels.log.player', { number: player.number, position: humanize(player.positionId) }),
      })
    : purpose
  let text = `${what}: ${tr.t('panels.log.rolled', { dice: diceText(tr, roll) })}`
  if (typeof roll.target === 'number') text += `, ${tr.t('panels.log.needed', { n: roll.target })}`
  const mods = modifiersOf(roll).map((m) => `${signed(m.value)} ${reasonName(tr, m.reason)}`.trim())
  if (mods.length > 0) text += ` (${mods.join(', ')})`
  if ((roll as { reroll?: unknown }).reroll === true) text += ` [${tr.t('panels.log.reroll')}]`
  if (typeof roll.success === 'boolean') text += ` — ${outcome(tr, roll.purpose, roll.success)}`
  return text
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
    (e) => `${e.seq + 1}. [${formatStamp(tr, e.at, teams, view.ruleset)}] ${formatRoll(tr, e)}`,
  )
  return [header, tr.t('panels.log.count', { n: entries.length }), '', ...lines, ''].join('\n')
}

/** A file name for the export: pitchside-dice-<home>-v-<away>.txt. */
export function exportFileName(view: GameView): string {
  return `pitchside-dice-${keyOf(view.teams[0].name)}-v-${keyOf(view.teams[1].name)}.txt`
}
