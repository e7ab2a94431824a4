// Types for exitStatus.mjs (plain Node, run without a TypeScript step), for its tests.
export function exitStatus(code: number | null, signal: NodeJS.Signals | null): number
export function signalReport(
  name: string,
  signal: NodeJS.Signals | null,
  forwarded: ReadonlySet<string>,
  platform?: NodeJS.Platform,
): string | null
