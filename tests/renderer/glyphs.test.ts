// Every character the app can put on screen is one a Linux machine without emoji or symbol fonts can draw: the
// renderer's sources (templates, scripts, styles, the i18n messages) and the shared sources whose strings reach
// the screen (rules texts, card texts, skill names) use only the glyphs of Liberation Sans — the font CI installs
// (fonts-liberation) and the least a desktop has. Icons are inline SVG (components/icons/), never emoji or symbol
// characters: 📷, ☰, ▶, ❚ and ✕ drew as empty boxes on such a machine.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICON_PATHS } from '@renderer/components/icons/icons'
import { sourceFiles } from './sourceFiles'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * The code points Liberation Sans 2 (Debian's fonts-liberation) draws, from `fc-query --format '%{charset}'`: Basic
 * Latin, Latin-1 and Latin Extended-A, Greek, Cyrillic, general punctuation (dashes, quotes, ellipsis, ‹ ›), arrows
 * ← ↑ → ↓, the maths signs − ± × ≤ ≥ √ ≈ ≠ ∞, and the WGL4 shapes ▲ ► ▼ ◄ ● ○ ■ □.
 */
const LIBERATION_SANS =
  `20-7e a0-17f 192 1fa-1ff 218-21b 2c6-2c7 2c9 2d8-2dd 37e 384-38a 38c 38e-3a1 3a3-3ce 400-45f
  472-473 490-491 1e80-1e85 1ef2-1ef3 2010-2011 2013-2015 2017-201e 2020-2022 2026 2030 2032-2033 2039-203a 203c 203e
  2044 207f 20a3-20a4 20a7 20ac 2105 2113 2116 2122 2126 212e 215b-215e 2190-2195 21a8 2202 2206 220f 2211-2212 2215
  2219-221a 221e-221f 2229 222b 2248 2260-2261 2264-2265 2302 2310 2320-2321 2500 2502 250c 2510 2514 2518 251c 2524
  252c 2534 253c 2550-256c 2580 2584 2588 258c 2590-2593 25a0-25a1 25aa-25ac 25b2 25ba 25bc 25c4 25ca-25cb 25cf
  25d8-25d9 25e6 263a-263c 2640 2642 2660 2663 2665-2666 266a-266c fb01-fb02`
    .split(/\s+/)
    .filter(Boolean)
    .map((r) => {
      const [a, b] = r.split('-')
      return [parseInt(a, 16), parseInt(b ?? a, 16)] as const
    })

/** Characters every file may hold besides the font's: line ends and tabs. */
const CONTROL = new Set([0x09, 0x0a, 0x0d])

function drawable(codePoint: number): boolean {
  return CONTROL.has(codePoint) || LIBERATION_SANS.some(([a, b]) => codePoint >= a && codePoint <= b)
}

/** Every character of `files` no font-poor Linux can draw, as 'file:line U+XXXX'. */
function undrawable(files: readonly string[]): string[] {
  const found: string[] = []
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, i) => {
      for (const ch of line) {
        const cp = ch.codePointAt(0) as number
        if (!drawable(cp))
          found.push(
            `${relative(ROOT, file)}:${i + 1} U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${ch}`,
          )
      }
    })
  }
  return found
}

describe('glyphs on screen', () => {
  it('reads the safe set right: letters, Dutch accents and typography in; emoji and symbol glyphs out', () => {
    for (const ch of 'Aé ë ï ó – — “ ” ‘ ’ … · × ± ≤ ≥ − → ← ↑ ↓ ‹ › ° ¼ ► ◄ ▲ ▼ π Δ')
      expect([ch, drawable(ch.codePointAt(0) as number)]).toEqual([ch, true])
    for (const ch of ['📷', '☰', '▶', '◀', '▸', '▾', '❚', '✕', '↶', '↷', '✓', '⚽', '🏈'])
      expect([ch, drawable(ch.codePointAt(0) as number)]).toEqual([ch, false])
  })

  it('finds no undrawable character in the renderer: templates, scripts, styles and the i18n messages', () => {
    const files = [
      ...sourceFiles(join(ROOT, 'src-renderer', 'src'), /\.(ts|vue|css|html)$/),
      join(ROOT, 'src-renderer', 'index.html'),
    ]
    expect(files.some((f) => f.includes(join('i18n', 'nl')))).toBe(true)
    expect(undrawable(files)).toEqual([])
  })

  it('finds none in the shared sources whose texts reach the screen (rules, cards, skills, rosters)', () => {
    expect(undrawable(sourceFiles(join(ROOT, 'src-shared'), /\.(ts|json)$/))).toEqual([])
  })

  it('draws icons as SVG paths instead', () => {
    for (const name of ['camera', 'menu', 'play', 'pause', 'undo', 'redo', 'close'] as const)
      expect(ICON_PATHS[name]).toMatch(/^M[\d.\s]/)
  })
})
