// The checks `npm run dist:check` makes on a packed app (linux-unpacked with app.asar extracted beside it). Each
// returns the problems it found as lines (none = passed). Plain functions over folders, so they are unit-tested.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { isBuiltin, isRelative } from './imports.mjs'

/** Packages only the renderer uses: bundled into out/renderer, so none may sit in app.asar. */
export const RENDERER_ONLY = ['three', 'vue', 'pinia', 'vue-i18n', 'camera-controls', 'qrcode', '@vue']

/** The fuses electron-builder.yml sets, as @electron/fuses numbers them ('1' on, '0' off). */
export const EXPECTED_FUSES = {
  0: ['RunAsNode', '0'],
  1: ['EnableCookieEncryption', '1'],
  2: ['EnableNodeOptionsEnvironmentVariable', '0'],
  3: ['EnableNodeCliInspectArguments', '0'],
  5: ['OnlyLoadAppFromAsar', '1'],
  7: ['GrantFileProtocolExtraPrivileges', '0'],
}

export function checkFuses(wire) {
  const problems = []
  if (wire.version !== '1') problems.push(`fuse wire version ${wire.version}, expected 1`)
  for (const [index, [name, want]] of Object.entries(EXPECTED_FUSES)) {
    const got = wire[index] === undefined ? 'missing' : String.fromCharCode(wire[index])
    if (got !== want) problems.push(`fuse ${name} is ${got}, expected ${want}`)
  }
  return problems
}

/** Files the app needs, relative to the app's root (the extracted app.asar), that must exist. */
export function checkPresent(appDir, files) {
  return files.filter((file) => !existsSync(join(appDir, file))).map((file) => `missing in app.asar: ${file}`)
}

/** Every script and stylesheet out/renderer/index.html names is there. */
export function checkRenderer(appDir) {
  const index = join(appDir, 'out', 'renderer', 'index.html')
  if (!existsSync(index)) return ['missing in app.asar: out/renderer/index.html']
  const html = readFileSync(index, 'utf8')
  const refs = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((r) => !/^[a-z]+:/i.test(r))
  const problems = refs
    .filter((ref) => !existsSync(join(appDir, 'out', 'renderer', ref.replace(/^\//, ''))))
    .map((ref) => `out/renderer/index.html names ${ref}, which is not in app.asar`)
  if (!refs.some((ref) => ref.endsWith('.js'))) problems.push('out/renderer/index.html names no script')
  return problems
}

/**
 * The paths out/main/index.js builds from string literals like "../preload/index.cjs" (join(here, ...)) exist
 * relative to out/main: the preload and the renderer folder, whatever they are called after a change.
 */
export function checkMainRelativePaths(appDir) {
  const main = join(appDir, 'out', 'main')
  const code = readFileSync(join(main, 'index.js'), 'utf8')
  const literals = [...new Set([...code.matchAll(/"(\.\.\/[^"]+)"/g)].map((m) => m[1]))]
  const problems = literals
    .filter((literal) => !existsSync(join(main, literal)))
    .map((literal) => `out/main/index.js refers to ${literal}, which is not in app.asar`)
  if (literals.length === 0) problems.push('out/main/index.js names no file of its own (preload, renderer)?')
  return { literals, problems }
}

/**
 * Each import of each module resolves from where the module lies: relative ones to files beside it, bare ones
 * through node_modules above it (resolve: a function that resolves a bare specifier from a folder, or throws).
 * `allowed` lists specifiers that may stay unresolved, with the reason.
 */
export function checkImports(specifiersByFile, resolve, allowed = {}) {
  const problems = []
  for (const [file, { static: statics, dynamic }] of Object.entries(specifiersByFile)) {
    for (const specifier of [...statics, ...dynamic]) {
      if (isBuiltin(specifier) || specifier === 'electron' || specifier in allowed) continue
      if (isRelative(specifier)) {
        if (!existsSync(join(dirname(file), specifier)))
          problems.push(`${file} imports ${specifier}: no such file`)
        continue
      }
      try {
        resolve(specifier, dirname(file))
      } catch (error) {
        problems.push(`${file} imports ${specifier}, which does not resolve there: ${firstLine(error)}`)
      }
    }
  }
  return problems
}

/** A self-contained module imports Node's built-in modules only. */
export function checkSelfContained(file, { static: statics, dynamic }) {
  return [...statics, ...dynamic]
    .filter((specifier) => !isBuiltin(specifier))
    .map((specifier) => `${file} imports ${specifier}: it must carry everything but node:* itself`)
}

/** Every installed package's dependencies can be found from it (node_modules beside or above it). */
export function checkDependencies(appDir) {
  const problems = []
  const packages = listPackages(join(appDir, 'node_modules'))
  for (const dir of packages) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}))
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (optional.has(dependency) || findPackage(dir, dependency, appDir)) continue
      problems.push(`${relative(appDir, dir)} needs ${dependency}, which is not in app.asar`)
    }
  }
  return { packages: packages.map((dir) => relative(join(appDir, 'node_modules'), dir)), problems }
}

export function checkRendererOnlyAbsent(packageNames) {
  return packageNames
    .filter((name) => RENDERER_ONLY.some((r) => name === r || name.startsWith(`${r}/`)))
    .map((name) => `app.asar holds ${name}, which only the renderer uses (it is bundled into out/renderer)`)
}

/** The platform's magic numbers for a native shared library (ELF, Mach-O, PE). */
export function isNativeLibrary(file) {
  const head = readFileSync(file).subarray(0, 4)
  const hex = head.toString('hex')
  return hex === '7f454c46' || ['cffaedfe', 'cefaedfe', 'cafebabe'].includes(hex) || hex.startsWith('4d5a')
}

/** Package folders under a node_modules folder, nested ones included. */
export function listPackages(nodeModules) {
  const found = []
  if (!existsSync(nodeModules)) return found
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue
    const path = join(nodeModules, entry)
    if (!statSync(path).isDirectory()) continue
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path)) found.push(...packageAt(join(path, scoped)))
    } else found.push(...packageAt(path))
  }
  return found
}

function packageAt(dir) {
  if (!existsSync(join(dir, 'package.json'))) return []
  return [dir, ...listPackages(join(dir, 'node_modules'))]
}

/** Node's lookup: <dir>/node_modules/<name>, then each folder above, up to the app's root. */
function findPackage(from, name, root) {
  let dir = from
  for (;;) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true
    if (dir === root) return false
    const up = dirname(dir)
    if (up === dir) return false
    dir = up
  }
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0]
}
