// No raw English in view code (issue 19 point 6), the .ts half of the lint: eslint's no-raw-text
// (@intlify/eslint-plugin-vue-i18n, eslint.config.js) holds the templates; this test holds the renderer's
// TypeScript — every .ts file and every .vue <script> — where UI strings are built (the main menu was a list of
// English labels in menu.ts, the status line a template string). It parses each file and flags string literals
// that read as English UI text: two words or more, or any word as the value of a property a screen shows (label,
// hint, title...). Not UI and so allowed: errors for developers (thrown or built as `new …Error`), comparisons and
// `case` labels (event kinds such as 'kick scatter'), an i18n key's English `fallback`, shader and CSS source,
// console output, and the few entries of ALLOWED below, each with its reason.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../sourceFiles'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const RENDERER = join(ROOT, 'src-renderer', 'src')

/** Literals that are not UI text, by file and the literal's start, with why. */
const ALLOWED: readonly { file: string; starts: string; why: string }[] = [
  {
    file: 'components/display/attractLoop.ts',
    starts: 'no finished',
    why: 'a problem’s detail for the log; the screen shows display.problems.<code> only',
  },
  {
    file: 'components/display/attractLoop.ts',
    starts: 'none of the',
    why: 'a problem’s detail for the log; the screen shows display.problems.<code> only',
  },
  {
    file: 'components/showcase/modelBytes.ts',
    starts: '',
    why: 'a contract Failure like main’s: its message is English as all of main’s are (failureText words it)',
  },
  {
    file: 'ipc/',
    starts: '',
    why: 'transport failures, typed by code like main’s Failures, whose messages are English',
  },
  {
    file: 'scene/animation/diceOfRoll.ts',
    starts: '',
    why: 'roll purposes of the engine’s dice events, matched, never shown',
  },
  {
    file: 'scene/pieces/roles.ts',
    starts: '',
    why: 'role ids of the rosters (big guy, rat ogre), matched, never shown',
  },
]

const UI_PROPERTIES = new Set([
  'label',
  'hint',
  'title',
  'caption',
  'tooltip',
  'placeholder',
  'text',
  'heading',
])
const TWO_WORDS = /\p{L}{2,}\s+\p{L}{2,}/u
/** A shown word starts with a capital ("Load"); a lower-case identifier is a key fragment (label: 'rotateX'). */
const A_WORD = /^\p{Lu}\p{Ll}+/u
/** GLSL, CSS fonts and the like: code in a string. */
const CODE = /[;{}]|\bvoid main\b|\dpx\b|\bpx\b|\buniform\b|\battribute\b|^#version/

/** The script of a file: all of a .ts, the <script> blocks of a .vue. */
function scriptOf(path: string): string {
  const text = readFileSync(path, 'utf8')
  if (!path.endsWith('.vue')) return text
  return [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
}

/** True when a literal is not UI text: an error, a comparison, a case label, console output, a key's fallback. */
function notUi(node: ts.Node): boolean {
  let p = node.parent
  while (
    p &&
    (ts.isTemplateExpression(p) ||
      ts.isTemplateSpan(p) ||
      (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken) ||
      ts.isParenthesizedExpression(p))
  )
    p = p.parent
  if (!p) return false
  if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText())) return true
  if (ts.isThrowStatement(p)) return true
  if (ts.isCaseClause(p) || ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p))
    return true
  if (ts.isBinaryExpression(p) && /^(===|!==|==|!=)$/.test(p.operatorToken.getText())) return true
  if (ts.isCallExpression(p) && /^console\./.test(p.expression.getText())) return true
  if (ts.isPropertyAssignment(p) && p.name.getText() === 'fallback') return true
  // label(key, fallback, params): the helper's second argument is the key's English fallback.
  if (
    ts.isCallExpression(p) &&
    /^label$/i.test(p.expression.getText()) &&
    p.arguments[1] === childOf(p, node)
  )
    return true
  // A fallback picked from a table ({ move: '…', pass: '…' }[mode]) is a fallback too.
  for (let up: ts.Node | undefined = p; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isPropertyAssignment(up) && up.name.getText() === 'fallback') return true
    if (ts.isStatement(up)) break
  }
  return false
}

/** The direct child of `parent` on the way down to `node`. */
function childOf(parent: ts.Node, node: ts.Node): ts.Node {
  let n = node
  while (n.parent && n.parent !== parent) n = n.parent
  return n
}

interface Hit {
  readonly file: string
  readonly line: number
  readonly text: string
}

function rawTexts(path: string): Hit[] {
  return rawTextsIn(relative(RENDERER, path), scriptOf(path))
}

function rawTextsIn(file: string, code: string): Hit[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const hits: Hit[] = []
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    if (literal) {
      const text = (node as ts.LiteralLikeNode).text
      const prop = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText().replace(/['"]/g, '') : ''
      const looksUi = TWO_WORDS.test(text) || (UI_PROPERTIES.has(prop) && A_WORD.test(text))
      if (looksUi && !CODE.test(text) && !notUi(node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
        hits.push({ file, line, text })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return hits.filter((h) => !ALLOWED.some((a) => h.file.startsWith(a.file) && h.text.startsWith(a.starts)))
}

describe('renderer view code', () => {
  it('builds no English UI text outside vue-i18n', () => {
    const all = sourceFiles(RENDERER, /\.(ts|vue)$/, ['i18n'])
    expect(all.length).toBeGreaterThan(100)
    expect(all.flatMap(rawTexts).map((h) => `${h.file}:${h.line} ${JSON.stringify(h.text)}`)).toEqual([])
  })

  it('flags the menu as it was, and lets errors, comparisons and fallbacks be', () => {
    const texts = (code: string): string[] => rawTextsIn('x.ts', code).map((h) => h.text)
    expect(texts("export const MENU = [{ id: 'load', label: 'Load', hint: 'Open a saved game' }]")).toEqual([
      'Load',
      'Open a saved game',
    ])
    expect(texts('const line = `${app} · engine ${v} · saves on`')).toEqual([' · saves on'])
    expect(
      texts(
        "if (kind === 'kick scatter') throw new TypeError('bad value here')\n" +
          "const l = { key: 'play.keep', fallback: 'Keep these dice' }; const f = '12px sans-serif'",
      ),
    ).toEqual([])
  })
})
