// better-sqlite3 for Electron's ABI, built into native/electron-<version>/better_sqlite3.node from a copy of
// the package, so node_modules keeps the Node build that the tests use. Electron main finds it there
// (src-main/electron/nativeBinding.ts). Needs Electron's headers (from the internet) or a prebuild; runs once
// per Electron version.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs'
import { join } from 'node:path'

export function nativeBindingFile(root, electronVersion) {
  return join(root, 'native', `electron-${electronVersion}`, 'better_sqlite3.node')
}

/** Returns { file } when the Electron build exists or was built now, else { reason }. */
export async function ensureElectronNative(root, electronVersion) {
  const file = nativeBindingFile(root, electronVersion)
  if (existsSync(file)) return { file }
  const folder = join(root, 'native', `electron-${electronVersion}`)
  const stage = join(folder, 'stage')
  const source = join(root, 'node_modules', 'better-sqlite3')
  const version = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')).version
  console.log(
    `Building better-sqlite3 ${version} for Electron ${electronVersion} (first start only, about a minute)…`,
  )
  rmSync(stage, { recursive: true, force: true })
  mkdirSync(join(stage, 'node_modules'), { recursive: true })
  // The copy leaves out the Node build; everything else (sources, binding.gyp) is what node-gyp needs.
  cpSync(source, join(stage, 'node_modules', 'better-sqlite3'), {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'build')),
  })
  writeFileSync(
    join(stage, 'package.json'),
    JSON.stringify({
      name: 'pitchside-native-stage',
      private: true,
      dependencies: { 'better-sqlite3': version },
    }),
  )
  // The system Node headers (npm_config_nodedir=/usr, for the Node build) would give the wrong ABI here.
  for (const key of Object.keys(process.env)) if (/^npm_config_nodedir$/i.test(key)) delete process.env[key]
  try {
    const { rebuild } = await import('@electron/rebuild')
    await rebuild({ buildPath: stage, electronVersion, onlyModules: ['better-sqlite3'], force: true })
    const built = join(stage, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')
    if (!existsSync(built)) return { reason: 'the rebuild produced no better_sqlite3.node' }
    copyFileSync(built, file)
    return { file }
  } catch (error) {
    return {
      reason: String(error?.message ?? error)
        .split('\n')[0]
        .slice(0, 200),
    }
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}
