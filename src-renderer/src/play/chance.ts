// Chances on screen: how a chance is written ('83%', '<1%') and which colour family it gets. 'safe' is a sure
// thing (no roll, or 100%), 'risky' at least an even chance, 'danger' below it.
export type ChanceTone = 'safe' | 'risky' | 'danger'

export function chanceTone(chance: number | null): ChanceTone {
  if (chance === null || chance >= 1 - 1e-9) return 'safe'
  return chance >= 0.5 ? 'risky' : 'danger'
}

/** '83%'; keeps the extremes honest: '<1%' and '>99%' never round to a sure thing or to nothing. */
export function formatChance(chance: number | null): string {
  if (chance === null) return ''
  if (chance >= 1 - 1e-9) return '100%'
  if (chance <= 1e-9) return '0%'
  const pct = chance * 100
  if (pct < 1) return '<1%'
  if (pct > 99) return '>99%'
  return `${Math.round(pct)}%`
}
