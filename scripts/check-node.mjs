// `.ci/run`'s Node.js check, before `npm ci`: a Node too old for the tools stops CI with one line saying what
// is needed (exit 1); Node 20.19+ gets one warning line and CI goes on; 22.12+ passes quietly.
import { nodeVersionProblem, nodeVersionWarning } from './nodeVersion.mjs'

const version = process.versions.node
const problem = nodeVersionProblem(version)
if (problem) {
  console.error(problem)
  process.exit(1)
}
const warning = nodeVersionWarning(version)
if (warning) console.warn(`warning: ${warning}`)
