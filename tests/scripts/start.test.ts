// What `npm start` decides before and after launching Electron: whether the Linux sandbox can start (else one
// line with the two fixing commands, and the browser version), the status it ends with when Electron dies on a
// signal (never 0), and whether this Node.js will do.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exitStatus, signalReport } from '../../scripts/exitStatus.mjs'
import { NODE_RANGE, nodeVersionProblem, nodeVersionWarning } from '../../scripts/nodeVersion.mjs'
import {
  helperIsSetuid,
  readSandboxFacts,
  sandboxAdvice,
  sandboxProblem,
  type SandboxFacts,
} from '../../scripts/sandbox.mjs'

const root = '/home/u/pitchside'
const helper = join(root, 'node_modules', 'electron', 'dist', 'chrome-sandbox')
const APPARMOR = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns'
const CLONE = '/proc/sys/kernel/unprivileged_userns_clone'
const MAX = '/proc/sys/user/max_user_namespaces'

/** Ubuntu 24.04 after `npm ci`: AppArmor restricts namespaces, the helper belongs to the user, mode 755. */
const ubuntu: SandboxFacts = {
  platform: 'linux',
  isRoot: false,
  helper,
  helperStat: { uid: 1000, mode: 0o100755 },
  knobs: { [APPARMOR]: '1', [CLONE]: null, [MAX]: '62000' },
}

describe('the Linux sandbox check', () => {
  it('finds the Ubuntu 24.04 restriction with a helper npm unpacked', () => {
    expect(sandboxProblem(ubuntu)).toEqual({ helper, knob: APPARMOR })
  })

  it('finds namespaces switched off by the other kernel knobs', () => {
    const knobs = { [APPARMOR]: null, [CLONE]: '0', [MAX]: '62000' }
    expect(sandboxProblem({ ...ubuntu, knobs })).toEqual({ helper, knob: CLONE })
    expect(sandboxProblem({ ...ubuntu, knobs: { ...knobs, [CLONE]: '1', [MAX]: '0' } })).toEqual({
      helper,
      knob: MAX,
    })
  })

  it('has no problem when namespaces are allowed, the helper is set up, as root, or off Linux', () => {
    expect(
      sandboxProblem({ ...ubuntu, knobs: { [APPARMOR]: '0', [CLONE]: null, [MAX]: '62000' } }),
    ).toBeNull()
    expect(sandboxProblem({ ...ubuntu, knobs: {} })).toBeNull()
    expect(sandboxProblem({ ...ubuntu, helperStat: { uid: 0, mode: 0o104755 } })).toBeNull()
    expect(sandboxProblem({ ...ubuntu, isRoot: true })).toBeNull()
    expect(sandboxProblem({ ...ubuntu, platform: 'darwin' })).toBeNull()
    expect(sandboxProblem({ ...ubuntu, helperStat: null })).toBeNull()
  })

  it('wants the helper root-owned and exactly setuid 4755', () => {
    expect(helperIsSetuid({ uid: 0, mode: 0o104755 })).toBe(true)
    expect(helperIsSetuid({ uid: 0, mode: 0o100755 })).toBe(false)
    expect(helperIsSetuid({ uid: 1000, mode: 0o104755 })).toBe(false)
    expect(helperIsSetuid({ uid: 0, mode: 0o104777 })).toBe(false)
    expect(helperIsSetuid(null)).toBe(false)
  })

  it('says in one line what to do: the two commands, or the web version', () => {
    const line = sandboxAdvice(sandboxProblem(ubuntu)!, root)
    expect(line).not.toContain('\n')
    expect(line).toContain('"sudo chown root:root node_modules/electron/dist/chrome-sandbox"')
    expect(line).toContain('"sudo chmod 4755 node_modules/electron/dist/chrome-sandbox"')
    expect(line).toContain('npm start -- --web')
    expect(line).toContain(APPARMOR)
  })

  it('reads the facts of a machine without failing on missing files', () => {
    const facts = readSandboxFacts('/nonexistent/electron', 'linux')
    expect(facts.helper).toBe('/nonexistent/chrome-sandbox')
    expect(facts.helperStat).toBeNull()
    expect(sandboxProblem(facts)).toBeNull()
    expect(Object.keys(facts.knobs)).toEqual([APPARMOR, CLONE, MAX])
  })
})

describe("npm start's exit status", () => {
  it("is the child's code, or 128 + the signal's number: never 0 for a crash", () => {
    expect(exitStatus(0, null)).toBe(0)
    expect(exitStatus(3, null)).toBe(3)
    expect(exitStatus(null, 'SIGTRAP')).toBe(133)
    expect(exitStatus(null, 'SIGSEGV')).toBe(139)
    expect(exitStatus(null, 'SIGINT')).toBe(130)
  })

  it('reports a signal nobody sent, with the sandbox hint for SIGTRAP on Linux', () => {
    expect(signalReport('Electron', 'SIGTRAP', new Set(), 'linux')).toBe(
      'Electron stopped on SIGTRAP: on Linux this is how Chromium aborts when its sandbox cannot start (see README, Install: Linux).',
    )
    expect(signalReport('Electron', 'SIGSEGV', new Set(), 'linux')).toBe('Electron stopped on SIGSEGV.')
    expect(signalReport('Electron', 'SIGTRAP', new Set(), 'darwin')).toBe('Electron stopped on SIGTRAP.')
    expect(signalReport('Electron', 'SIGINT', new Set(['SIGINT']), 'linux')).toBeNull()
    expect(signalReport('Electron', null, new Set(), 'linux')).toBeNull()
  })
})

describe('the Node.js version', () => {
  it('asks for 22.12+, warns on 20.19+ and refuses what cannot run the tools, each in one line', () => {
    expect(NODE_RANGE).toBe('>=22.12.0')
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
    expect(pkg.engines.node).toBe(NODE_RANGE)
    for (const ok of ['22.12.0', '23.0.0', '24.15.1']) {
      expect(nodeVersionProblem(ok)).toBeNull()
      expect(nodeVersionWarning(ok)).toBeNull()
    }
    // Node 20.19+ (this machine's 20.20.2 among them) runs it: a warning, not a refusal.
    for (const old of ['20.19.0', '20.20.2']) {
      expect(nodeVersionProblem(old)).toBeNull()
      expect(nodeVersionWarning(old)).toBe(
        `Pitchside requires Node.js 22.12 or newer; this is Node.js ${old}. It still builds and runs here, but ` +
          "Node 20 is past its end of life and `npm ci` warns (EBADENGINE) about Electron's packages, which ask " +
          'for 22.12. Install Node.js 22.12+.',
      )
    }
    for (const old of ['18.20.4', '20.18.3', '21.7.3', '22.11.0']) {
      expect(nodeVersionWarning(old)).toBeNull()
      expect(nodeVersionProblem(old)).toBe(
        `Pitchside requires Node.js 22.12 or newer; this is Node.js ${old}, which cannot run its build tools. ` +
          'Install Node.js 22.12+ (nodejs.org or your package manager).',
      )
    }
  })

  it('lets .ci/run go on, with one warning line on this Node 20', () => {
    const script = join(import.meta.dirname, '..', '..', 'scripts', 'check-node.mjs')
    const here = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    expect(here.status).toBe(0)
    expect(here.stderr).toBe(
      nodeVersionWarning(process.versions.node)
        ? `warning: ${nodeVersionWarning(process.versions.node)}\n`
        : '',
    )
  })
})
