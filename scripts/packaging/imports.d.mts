// Types for imports.mjs (plain Node, run without a TypeScript step), for its tests.
export interface Specifiers {
  readonly static: readonly string[]
  readonly dynamic: readonly string[]
}
export function isBuiltin(specifier: string): boolean
export function isRelative(specifier: string): boolean
export function moduleSpecifiers(files: readonly string[]): Record<string, Specifiers>
