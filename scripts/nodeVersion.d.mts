// Types for nodeVersion.mjs (plain Node, run without a TypeScript step), for its tests.
export const NODE_RANGE: string
export function nodeVersionProblem(version: string): string | null
export function nodeVersionWarning(version: string): string | null
