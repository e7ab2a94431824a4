// The Node.js Pitchside asks for: 22.12 or newer. Electron 45's own packages (electron, @electron/get,
// @electron/rebuild, node-abi, @electron-internal/extract-zip) declare >=22.12, so on Node 20 `npm ci` prints
// their EBADENGINE warnings and no choice of ours removes them short of an older Electron; package.json's engines
// field says 22.12+ plainly. Node 20.19+ still runs everything (vite 8, vitest 4, electron-vite 6 and eslint 10
// take ^20.19.0, the first 20.x whose require() loads ES modules, which Electron's download script needs), so
// there `npm start` and `.ci/run` warn and go on; anything older cannot run the build tools and is refused.
export const NODE_RANGE = '>=22.12.0'

const WANTED = 'Pitchside requires Node.js 22.12 or newer'

function parts(version) {
  const [major, minor] = version.split('.').map(Number)
  return { major, minor }
}

/** Null when `version` (process.versions.node) cannot run Pitchside's tools at all, else one line saying so. */
export function nodeVersionProblem(version) {
  const { major, minor } = parts(version)
  const runs = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23
  return runs
    ? null
    : `${WANTED}; this is Node.js ${version}, which cannot run its build tools. Install Node.js 22.12+ (nodejs.org or your package manager).`
}

/** One line when `version` runs the app but is not what Pitchside asks for (Node 20.19+), else null. */
export function nodeVersionWarning(version) {
  if (nodeVersionProblem(version) !== null) return null
  const { major } = parts(version)
  return major === 20
    ? `${WANTED}; this is Node.js ${version}. It still builds and runs here, but Node 20 is past its end of life and \`npm ci\` warns (EBADENGINE) about Electron's packages, which ask for 22.12. Install Node.js 22.12+.`
    : null
}
