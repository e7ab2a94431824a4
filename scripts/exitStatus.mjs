// The status `npm start` / `npm run serve` end with when their child (Electron, the web host) ends: its own code,
// or 128 + the signal's number when a signal ended it, as a shell reports it — never 0 for a crash. A signal
// we forwarded ourselves (the user's Ctrl+C) is expected; any other one is said out loud.
import { constants } from 'node:os'

export function exitStatus(code, signal) {
  if (signal) return 128 + (constants.signals[signal] ?? 0)
  return code ?? 0
}

/** One line for a child that a signal ended when nobody asked it to stop, else null. */
export function signalReport(name, signal, forwarded, platform = process.platform) {
  if (!signal || forwarded.has(signal)) return null
  const hint =
    signal === 'SIGTRAP' && platform === 'linux'
      ? ': on Linux this is how Chromium aborts when its sandbox cannot start (see README, Install: Linux)'
      : ''
  return `${name} stopped on ${signal}${hint}.`
}
