// Will Electron's sandbox start on this Linux machine? Chromium sandboxes its processes with unprivileged user
// namespaces, or else with the setuid helper `chrome-sandbox` next to the binary. Ubuntu 23.10+ (and 24.04)
// lets AppArmor forbid those namespaces (kernel.apparmor_restrict_unprivileged_userns = 1), some kernels turn
// them off (kernel.unprivileged_userns_clone = 0, user.max_user_namespaces = 0), and npm unpacks the helper
// owned by the user without its setuid bit — so Electron aborts at once with SIGTRAP (electron/electron#42510).
// `npm start` asks this first, says in one line what to do, and serves the browser version instead.
import { readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const KNOBS = [
  // [file, the value that forbids the namespaces Chromium wants]
  ['/proc/sys/kernel/apparmor_restrict_unprivileged_userns', '1'],
  ['/proc/sys/kernel/unprivileged_userns_clone', '0'],
  ['/proc/sys/user/max_user_namespaces', '0'],
]

/** The machine's facts, read once (tests pass their own). */
export function readSandboxFacts(binary, platform = process.platform) {
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8').trim()
    } catch {
      return null
    }
  }
  const helper = join(dirname(binary), 'chrome-sandbox')
  let helperStat = null
  try {
    const stat = statSync(helper)
    helperStat = { uid: stat.uid, mode: stat.mode }
  } catch {
    // No helper (not Linux, or a custom build): nothing to check.
  }
  return {
    platform,
    isRoot: process.getuid?.() === 0,
    helper,
    helperStat,
    knobs: Object.fromEntries(KNOBS.map(([file]) => [file, read(file)])),
  }
}

/** True when the helper can sandbox by itself: owned by root with mode 4755 (setuid). */
export function helperIsSetuid(stat) {
  return stat !== null && stat.uid === 0 && (stat.mode & 0o7777) === 0o4755
}

/** Which knob forbids unprivileged user namespaces here, or null. */
export function namespacesForbiddenBy(knobs) {
  for (const [file, forbidding] of KNOBS) if (knobs[file] === forbidding) return file
  return null
}

/**
 * Null when Electron's sandbox can start; else { helper, knob } naming the helper to fix and why. Root runs with
 * --no-sandbox anyway (Chromium refuses root otherwise), so it never has the problem.
 */
export function sandboxProblem(facts) {
  if (facts.platform !== 'linux' || facts.isRoot || facts.helperStat === null) return null
  if (helperIsSetuid(facts.helperStat)) return null
  const knob = namespacesForbiddenBy(facts.knobs)
  return knob === null ? null : { helper: facts.helper, knob }
}

/** The one line `npm start` prints, with the two commands that fix the helper (paths relative to the checkout). */
export function sandboxAdvice(problem, root) {
  const helper = relative(root, problem.helper) || problem.helper
  return (
    `Electron's sandbox cannot start here (${problem.knob} forbids unprivileged user namespaces and ${helper} ` +
    `is not root-owned with mode 4755), so Pitchside is served on loopback instead: to use the desktop app, run ` +
    `"sudo chown root:root ${helper}" and "sudo chmod 4755 ${helper}", then npm start again ` +
    `(npm start -- --web goes to the browser version directly).`
  )
}
