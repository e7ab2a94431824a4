// The Node.js versions Pitchside's tools run on (vite 8, vitest 4, electron-vite 6, eslint 10 all ask for
// ^20.19.0 || >=22.12.0; 20.19 is also the first 20.x whose require() loads ES modules, which Electron's own
// download script needs). package.json's engines field says the same.
export const NODE_RANGE = '^20.19.0 || >=22.12.0'

/** Null when `version` (process.versions.node) will do, else one line saying what is needed. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.split('.').map(Number)
  const ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23
  return ok
    ? null
    : `Pitchside needs Node.js 20.19 or newer (22.12+ on the 22 line); this is Node.js ${version}.`
}
