// Finding, and on first start fetching, Electron's binary. Electron 45's npm package downloads the binary on
// first use (node_modules/electron/install.js, from GitHub or $ELECTRON_MIRROR); where that cannot work
// (no network) we say why in one short reason.
import { spawnSync } from 'node:child_process'
import { lookup } from 'node:dns/promises'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export function electronPackage(root) {
  const dir = join(root, 'node_modules', 'electron')
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version
  return { dir, version }
}

/** The Electron executable if it is installed (or overridden by ELECTRON_OVERRIDE_DIST_PATH), else null. */
export function electronBinary(root) {
  const { dir } = electronPackage(root)
  const pathFile = join(dir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const relative = readFileSync(pathFile, 'utf8').trim()
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist')
  const binary = join(distDir, relative)
  return existsSync(binary) ? binary : null
}

/** Runs Electron's own installer. Returns { binary } or { reason } (one short line). */
export async function fetchElectron(
  root,
  timeoutMs = Number(process.env.PITCHSIDE_ELECTRON_DOWNLOAD_TIMEOUT_MS) || 300_000,
) {
  const { dir, version } = electronPackage(root)
  console.log(`Fetching Electron ${version} (first start only)…`)
  const env = { ...process.env }
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD
  const result = spawnSync(process.execPath, [join(dir, 'install.js')], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
  })
  const binary = electronBinary(root)
  if (result.status === 0 && binary) return { binary }
  if (result.error?.code === 'ETIMEDOUT') return { reason: `no download after ${timeoutMs / 1000} s` }
  const reason = shortReason(`${result.stderr ?? ''}\n${result.stdout ?? ''}`)
  // undici reports only "fetch failed"; find out whether the download host is reachable by name at all.
  if (/fetch failed/.test(reason)) {
    const host = new URL(process.env.ELECTRON_MIRROR || 'https://github.com/').hostname
    const code = await lookup(host).then(
      () => null,
      (error) => error.code ?? 'lookup failed',
    )
    if (code) return { reason: `no network: cannot resolve ${host}, ${code}` }
  }
  return { reason }
}

/** The most telling line of a failed download's output, e.g. "getaddrinfo ENOTFOUND github.com". */
export function shortReason(output) {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const telling = lines.find((l) =>
    /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|certificate|HTTPError|404/.test(l),
  )
  const line = telling ?? lines.find((l) => /error/i.test(l)) ?? lines[0] ?? 'unknown error'
  const match = /getaddrinfo \w+ [^\s)]+/.exec(line)
  return (match ? match[0] : line).slice(0, 160)
}
