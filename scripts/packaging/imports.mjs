// What a built module imports, as V8 itself parses it: its static import specifiers (vm.SourceTextModule, in a
// child Node with --experimental-vm-modules so the check's own process needs no flag), plus any dynamic import()
// of a string literal, found by a plain scan (a code string that only mentions one is reported too: the check
// errs on the side of naming it).
import { spawnSync } from 'node:child_process'
import { builtinModules } from 'node:module'

const BUILTINS = new Set(builtinModules)

export function isBuiltin(specifier) {
  return specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])
}

export function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/')
}

const LISTER = `
const vm = require('node:vm')
const fs = require('node:fs')
const files = JSON.parse(process.argv[1])
const out = {}
for (const file of files) {
  const code = fs.readFileSync(file, 'utf8')
  const module = new vm.SourceTextModule(code, { identifier: file })
  const dynamic = [...code.matchAll(/\\bimport\\(\\s*(["'\`])([^"'\`$]+)\\1\\s*\\)/g)].map((m) => m[2])
  out[file] = { static: module.dependencySpecifiers, dynamic }
}
process.stdout.write(JSON.stringify(out))
`

/** { [file]: { static: string[], dynamic: string[] } } for ES module files. */
export function moduleSpecifiers(files) {
  if (files.length === 0) return {}
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', '-e', LISTER, JSON.stringify(files)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`cannot parse the modules: ${result.stderr.trim()}`)
  return JSON.parse(result.stdout)
}
