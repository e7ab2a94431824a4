// Names the engine hands over in English, in the coach's language: a position by its id, and a player the engine
// named after his position ("Lineman 3", Cross Check's "Lineman Goalie 13") as that position in the coach's
// language with the same count. A name a team file gave (a star, a drill's named player) is a name and stays.
// Done here by id, never in the engine (src-shared stays English and language-free).
import en from '../i18n/en/names'

type Translate = (key: string) => string
type Has = (key: string) => boolean
export interface NameTexts {
  readonly t: Translate
  readonly te: Has
}

const ENGLISH: Readonly<Record<string, string>> = en.names.positions

/**
 * A position id as the coach reads it; one the app has no text for reads as `fallback` (the roster's own name) or
 * as its words ('ko-recovery' → 'Ko recovery').
 */
export function positionName(tr: NameTexts, positionId: string, fallback?: string): string {
  const key = `names.positions.${positionId}`
  if (tr.te(key)) return tr.t(key)
  if (fallback) return fallback
  const s = positionId.replace(/[-_]+/g, ' ')
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/** Classic's weather by its id ('pouring-rain' → 'Stortregen'); an unknown id as it is. */
export function weatherName(tr: NameTexts, id: string): string {
  const key = `names.weather.${id}`
  return tr.te(key) ? tr.t(key) : id
}

/** True when `prefix` is the engine's English name for the position (Cross Check's goalie: "<lineman> Goalie"). */
function isEngineName(prefix: string, positionId: string): boolean {
  if (ENGLISH[positionId] === prefix) return true
  return positionId === 'goalie' && / Goalie$/.test(prefix)
}

/** A player's name in the coach's language: "Lineman 3" → "Lijnspeler 3"; any other name as it is. */
export function pieceName(
  tr: NameTexts,
  piece: { readonly name: string; readonly positionId: string },
): string {
  const m = /^(.*\S)\s+(\d+)$/.exec(piece.name.trim())
  if (m && isEngineName(m[1], piece.positionId)) return `${positionName(tr, piece.positionId)} ${m[2]}`
  if (isEngineName(piece.name.trim(), piece.positionId)) return positionName(tr, piece.positionId)
  return piece.name
}

/**
 * The app's translator, registered once at start (main.ts) so that code without a component around it — captions,
 * the game summary, the table's name plate — names players in the coach's language too. Unregistered (unit tests,
 * tools) names stay as the engine gave them.
 */
let current: NameTexts | null = null
export function setNameTexts(tr: NameTexts | null): void {
  current = tr
}

/** A player's name in the coach's language, through the registered translator. */
export function localName(piece: { readonly name: string; readonly positionId?: string }): string {
  return current && piece.positionId !== undefined
    ? pieceName(current, { name: piece.name, positionId: piece.positionId })
    : piece.name
}
