// The teams' colours in the UI follow their paint on the table: the score bar, the side panels, the dice log and the
// display's score use --home / --away (styles/app.css), which take each side's armour colour when it is painted
// (lightened until it reads on the dark panels), and keep the UI's own blue and orange when the side wears the
// colour-blind-safe pair. Set on an element's style as CSS custom properties (CSSOM, which the strict CSP allows).
import { watchEffect, type WatchStopHandle } from 'vue'

/** The panels' background the accents must read on (styles/app.css: --panel over the dark room). */
const PANEL = '#0d1117'
/** WCAG contrast an accent keeps against the panel: enough for text (the score bar prints team names in it). */
export const ACCENT_CONTRAST = 4.5

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1, 7), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const toHex = (c: readonly number[]): string =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** A team's armour as a UI accent: itself when it reads on the panels, else mixed toward white until it does. */
export function accentFor(armour: string): string {
  const base = channels(armour)
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const mixed = toHex(base.map((c) => c + (255 - c) * t))
    if (contrast(mixed, PANEL) >= ACCENT_CONTRAST) return mixed
  }
  return '#ffffff'
}

/** Keeps `el`'s --home / --away on the accents `accents()` gives (null: the stylesheet's own). Returns a stop. */
export function followTeamAccents(
  el: HTMLElement,
  accents: () => readonly [string | null, string | null],
): WatchStopHandle {
  return watchEffect(() => {
    const [home, away] = accents()
    for (const [name, value] of [
      ['--home', home],
      ['--away', away],
    ] as const)
      if (value) el.style.setProperty(name, value)
      else el.style.removeProperty(name)
  })
}
