// `npm run dist:check`: packs the app the way `npm run dist` does (electron-builder.yml, `--linux dir deb`), but
// against a stand-in Electron distribution and a stand-in fpm (scripts/packaging/standIn.mjs), so it needs no network
// and runs in CI, then checks the package: the fuses in the binary, app.asar's layout (main, preload, renderer
// and what index.html names, classic games, icon), an AI worker that is unpacked and imports only Node's own
// modules (and loads and answers, alone in a folder with nothing around it), every import of main resolving
// inside app.asar and every package there having its dependencies, no renderer-only package, the Electron build of
// SQLite beside app.asar, the checkout's Node build of better-sqlite3 untouched, and the .deb's metadata, depends
// and desktop entry as fpm receives them. Prints one line per check and exits 1 on any problem.
//   node scripts/dist-check.mjs [--no-build] [--keep]
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build } from './build.mjs'
import { electronPackage } from './electron.mjs'
import { moduleSpecifiers } from './packaging/imports.mjs'
import { nativeBindingFile } from './native.mjs'
import {
  checkDependencies,
  checkFuses,
  checkImports,
  checkMainRelativePaths,
  checkPresent,
  checkRenderer,
  checkRendererOnlyAbsent,
  checkSelfContained,
  isNativeLibrary,
} from './packaging/packageChecks.mjs'
import { copyInto, makeFpmStub, makeStandInElectron } from './packaging/standIn.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const started = Date.now()
// electron-builder's own helpers, from where electron-builder finds them.
const builderRequire = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'))
const asar = builderRequire('@electron/asar')
const { getCurrentFuseWire } = builderRequire('@electron/fuses')

const failures = []
function report(name, problems, detail = '') {
  if (problems.length === 0) console.log(`dist:check ok    ${name}${detail ? ` (${detail})` : ''}`)
  else {
    console.log(`dist:check FAIL  ${name}`)
    for (const problem of problems) console.log(`    ${problem}`)
    failures.push(name)
  }
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function folderSize(dir) {
  if (!existsSync(dir)) return 0
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? folderSize(path) : statSync(path).size
  }
  return total
}

/** Starts the worker file with plain Node (no asar, no node_modules around it): it must say it is ready and answer. */
function tryWorker(file) {
  return new Promise((resolve) => {
    const worker = new Worker(file)
    const done = (problems) => {
      void worker.terminate()
      resolve(problems)
    }
    worker.on('error', (error) => done([`the worker did not load: ${error.message}`]))
    worker.on('exit', (code) => done([`the worker stopped (exit code ${code}) before answering`]))
    worker.on('message', (message) => {
      if (message?.ready) {
        worker.postMessage({
          id: 1,
          job: { ruleset: 'classic', state: null, level: 'random', budget: { nodes: 1 }, seed: 1 },
        })
        return
      }
      // A job with no game in it is refused by the engine: proof that the whole engine loaded and answers.
      if (message?.id === 1 && message.ok === false) done([])
      else done([`unexpected answer from the worker: ${JSON.stringify(message).slice(0, 200)}`])
    })
  })
}

/** Resolves a bare specifier as Node's ES module loader would from `dir` (a probe module placed there). */
function esmResolver(probeDirs) {
  const results = new Map()
  for (const [dir, specifiers] of probeDirs) {
    const probe = join(dir, '__dist_check_probe.mjs')
    const code =
      'const out = {}\nfor (const s of JSON.parse(process.argv[2])) {\n' +
      '  try { out[s] = { ok: import.meta.resolve(s) } } catch (e) { out[s] = { error: e.message } }\n}\n' +
      'process.stdout.write(JSON.stringify(out))\n'
    writeFileSync(probe, code)
    const run = spawnSync(process.execPath, [probe, JSON.stringify([...specifiers])], { encoding: 'utf8' })
    rmSync(probe)
    if (run.status !== 0) throw new Error(`the resolution probe failed: ${run.stderr}`)
    for (const [specifier, outcome] of Object.entries(JSON.parse(run.stdout)))
      results.set(`${dir}\0${specifier}`, outcome)
  }
  return (specifier, dir) => {
    const outcome = results.get(`${dir}\0${specifier}`)
    if (!outcome) throw new Error('not probed')
    if (outcome.error) throw new Error(outcome.error)
    const file = fileURLToPath(outcome.ok)
    if (!existsSync(file)) throw new Error(`resolves to ${file}, which is missing`)
    return file
  }
}

async function main() {
  if (!args.includes('--no-build')) build(root)
  const { version: electronVersion } = electronPackage(root)
  const scratch = mkdtempSync(join(tmpdir(), 'pitchside-dist-check-'))
  try {
    const standIn = makeStandInElectron(join(scratch, 'electron-dist'), electronVersion)
    const fpm = makeFpmStub(join(scratch, 'fpm'))
    // The Electron build of better-sqlite3 when `npm start` made one here; else the Node build as a stand-in
    // (the layout is what is checked: where it lands, that it is a native library outside app.asar).
    const electronBuild = nativeBindingFile(root, electronVersion)
    const nodeBuild = join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')
    const native = existsSync(electronBuild)
      ? electronBuild
      : copyInto(nodeBuild, join(scratch, 'native'), 'better_sqlite3.node')
    const nodeBuildBefore = sha256(nodeBuild)

    const output = join(scratch, 'dist')
    const arch = process.arch === 'arm64' ? '--arm64' : '--x64'
    const cli = createRequire(import.meta.url).resolve('electron-builder/cli.js')
    const packStarted = Date.now()
    const pack = spawnSync(
      process.execPath,
      [
        cli,
        '--config',
        'electron-builder.yml',
        '--linux',
        'dir',
        'deb',
        arch,
        '--publish',
        'never',
        `-c.electronDist=${standIn}`,
        `-c.electronVersion=${electronVersion}`,
        `-c.directories.output=${output}`,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          // electron-builder reads extraResources' `from` relative to the project.
          PITCHSIDE_PACKAGED_NATIVE: relative(root, native),
          CUSTOM_FPM_PATH: fpm.path,
          CI: 'true',
        },
      },
    )
    const packLog = `${pack.stdout}\n${pack.stderr}`
    if (pack.status !== 0) {
      console.log(packLog)
      report('electron-builder packs the app', [`electron-builder exited with ${pack.status ?? pack.signal}`])
      return
    }
    const warnings = packLog.split('\n').filter((line) => /cannot find path for dependency|⨯/.test(line))
    report('electron-builder packs the app', warnings, `${((Date.now() - packStarted) / 1000).toFixed(1)} s`)

    const unpacked = join(output, process.arch === 'arm64' ? 'linux-arm64-unpacked' : 'linux-unpacked')
    const resources = join(unpacked, 'resources')
    const archive = join(resources, 'app.asar')

    // The binary: renamed for the app, fuses flipped.
    const binary = join(unpacked, 'pitchside')
    report('executable', checkPresent(unpacked, ['pitchside', 'chrome-sandbox', 'LICENSE.electron.txt']))
    report('fuses', existsSync(binary) ? checkFuses(await getCurrentFuseWire(binary)) : ['no executable'])

    // app.asar, extracted (unpacked files included) to read it as the app sees it.
    const app = join(scratch, 'app')
    asar.extractAll(archive, app)
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    const games = readdirSync(join(root, 'resources', 'classic-games')).filter((f) => f.endsWith('.json'))
    report(
      'layout',
      [
        ...checkPresent(app, [
          'out/main/index.js',
          'out/preload/index.cjs',
          'resources/icon.png',
          ...games.map((g) => `resources/classic-games/${g}`),
        ]),
        ...(manifest.main === 'out/main/index.js' ? [] : [`package.json main is ${manifest.main}`]),
        ...(manifest.type === 'module' ? [] : ['package.json is not "type": "module"']),
      ],
      `main, preload, icon, ${games.length} classic games`,
    )
    report('renderer', checkRenderer(app))
    const mainPaths = checkMainRelativePaths(app)
    report('files main builds paths to', mainPaths.problems, mainPaths.literals.join(', '))

    // The AI worker: unpacked, self-contained, and working from a folder with nothing else in it.
    const listed = asar.listPackage(archive, { isPack: false })
    const workerInAsar = '/out/main/ai-worker.mjs'
    const workerFile = join(`${archive}.unpacked`, 'out', 'main', 'ai-worker.mjs')
    const workerPlace = [
      ...(listed.includes(workerInAsar) ? [] : ['out/main/ai-worker.mjs is not listed in app.asar']),
      ...(existsSync(workerFile) ? [] : ['out/main/ai-worker.mjs is not in app.asar.unpacked']),
    ]
    report('AI worker unpacked', workerPlace)
    if (workerPlace.length === 0) {
      const specifiers = moduleSpecifiers([workerFile])[workerFile]
      report(
        'AI worker self-contained',
        checkSelfContained('ai-worker.mjs', specifiers),
        specifiers.static.join(', '),
      )
      const alone = join(scratch, 'worker-alone')
      mkdirSync(alone)
      const copy = join(alone, 'ai-worker.mjs')
      cpSync(workerFile, copy)
      report('AI worker loads and answers on its own', await tryWorker(copy))
    }

    // Main's imports, from where each module lies in the package; the packages' own dependencies.
    const mainDir = join(app, 'out', 'main')
    const mainFiles = [
      join(mainDir, 'index.js'),
      ...readdirSync(join(mainDir, 'chunks')).map((f) => join(mainDir, 'chunks', f)),
    ]
    const specifiers = moduleSpecifiers(mainFiles)
    const probeDirs = new Map()
    for (const [file, found] of Object.entries(specifiers))
      for (const s of [...found.static, ...found.dynamic]) {
        const dir = join(file, '..')
        if (!probeDirs.has(dir)) probeDirs.set(dir, new Set())
        probeDirs.get(dir).add(s)
      }
    const allowed = {
      // The source-tree bootstrap of workerChooser.ts (a code string for tests and tsx): a package starts the built
      // worker instead.
      'tsx/esm/api': 'dev only',
    }
    const bare = [...new Set(Object.values(specifiers).flatMap((s) => s.static))].filter(
      (s) => !s.startsWith('.') && !s.startsWith('node:') && s !== 'electron',
    )
    report(
      'main imports resolve in app.asar',
      checkImports(specifiers, esmResolver(probeDirs), allowed),
      bare.join(', '),
    )
    const dependencies = checkDependencies(app)
    report(
      'packages in app.asar have their dependencies',
      dependencies.problems,
      `${dependencies.packages.length} packages`,
    )
    report('no renderer-only package in app.asar', checkRendererOnlyAbsent(dependencies.packages))

    // SQLite: the Electron build beside app.asar, no other build shipped, the checkout's Node build unchanged.
    const packaged = join(resources, 'native', 'better_sqlite3.node')
    report(
      'SQLite native module',
      [
        ...(existsSync(packaged) ? [] : ['resources/native/better_sqlite3.node is missing']),
        ...(existsSync(packaged) && !isNativeLibrary(packaged)
          ? ['resources/native/better_sqlite3.node is not a native library']
          : []),
        ...listed.filter((f) => f.endsWith('.node')).map((f) => `app.asar holds another native module: ${f}`),
      ],
      existsSync(electronBuild)
        ? `Electron ${electronVersion} build`
        : 'stand-in: no Electron build of it on this machine',
    )
    const probeNode = spawnSync(
      process.execPath,
      ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
      { cwd: root, encoding: 'utf8' },
    )
    report('checkout keeps its Node build of better-sqlite3', [
      ...(sha256(nodeBuild) === nodeBuildBefore
        ? []
        : ['node_modules/better-sqlite3/build changed while packing']),
      ...(probeNode.status === 0 ? [] : [`Node cannot load it: ${probeNode.stderr.split('\n')[0]}`]),
    ])

    // The .deb, as fpm would build it.
    report('deb metadata, depends and desktop entry', debProblems(fpm), 'as fpm receives them')

    const asarSize = statSync(archive).size
    const unpackedSize = folderSize(`${archive}.unpacked`)
    console.log(`dist:check figure app.asar: ${mb(asarSize)}, app.asar.unpacked: ${mb(unpackedSize)}`)
  } finally {
    if (args.includes('--keep')) console.log(`dist:check kept ${scratch}`)
    else rmSync(scratch, { recursive: true, force: true })
  }
}

function debProblems(fpm) {
  if (!existsSync(fpm.record)) return ['electron-builder never ran fpm for the deb target']
  const fpmArgs = JSON.parse(readFileSync(fpm.record, 'utf8'))
  const value = (flag) => fpmArgs[fpmArgs.indexOf(flag) + 1]
  const values = (flag) => fpmArgs.flatMap((a, i) => (a === flag ? [fpmArgs[i + 1]] : []))
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const problems = []
  if (!/^.+ <[^@\s]+@[^@\s]+>$/.test(value('--maintainer') ?? ''))
    problems.push(`maintainer: ${value('--maintainer')}`)
  if (value('--url') !== pkg.homepage) problems.push(`url: ${value('--url')}, expected ${pkg.homepage}`)
  const depends = values('-d')
  // Each library by the name it has since Debian 13 / Ubuntu 24.04 or, as the alternative, the older one.
  for (const wanted of [
    'libgtk-3-0t64 | libgtk-3-0',
    'libasound2t64 | libasound2',
    'libatspi2.0-0t64 | libatspi2.0-0',
    'libnss3',
    'libxss1',
    'libxtst6',
    'xdg-utils',
    'libuuid1',
    'libsecret-1-0',
    'libnotify4',
    'libgbm1',
  ])
    if (!depends.includes(wanted)) problems.push(`depends lacks "${wanted}" (has: ${depends.join(', ')})`)
  const entryArg = fpmArgs.find((a) => /\.desktop=\/usr\/share\/applications\//.test(a)) ?? ''
  const entryTarget = entryArg.slice(entryArg.indexOf('=') + 1)
  if (entryTarget !== `/usr/share/applications/${pkg.desktopName}`)
    problems.push(
      `desktop entry installed as ${entryTarget}, expected /usr/share/applications/${pkg.desktopName}`,
    )
  const entry = existsSync(fpm.desktop) ? readFileSync(fpm.desktop, 'utf8') : ''
  for (const line of [
    'Categories=Game;BoardGame;',
    `StartupWMClass=${pkg.desktopName.replace(/\.desktop$/, '')}`,
    'Name=Pitchside',
  ])
    if (!entry.split('\n').includes(line)) problems.push(`desktop entry lacks ${line}`)
  return problems
}

main()
  .then(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (failures.length > 0) {
      console.log(`dist:check: ${failures.length} failed (${failures.join('; ')}) in ${seconds} s`)
      process.exitCode = 1
    } else console.log(`dist:check: all passed in ${seconds} s`)
  })
  .catch((error) => {
    console.error(`dist:check could not run: ${error.stack ?? error}`)
    process.exitCode = 1
  })
