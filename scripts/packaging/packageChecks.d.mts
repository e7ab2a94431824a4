// Types for packageChecks.mjs (plain Node, run without a TypeScript step), for its tests.
import type { Specifiers } from './imports.mjs'
export const RENDERER_ONLY: readonly string[]
export const EXPECTED_FUSES: Readonly<Record<string, readonly [string, string]>>
export function checkFuses(wire: Readonly<Record<string, unknown>>): string[]
export function checkPresent(appDir: string, files: readonly string[]): string[]
export function checkRenderer(appDir: string): string[]
export function checkMainRelativePaths(appDir: string): { literals: string[]; problems: string[] }
export function checkImports(
  specifiersByFile: Readonly<Record<string, Specifiers>>,
  resolve: (specifier: string, dir: string) => string,
  allowed?: Readonly<Record<string, string>>,
): string[]
export function checkSelfContained(file: string, specifiers: Specifiers): string[]
export function checkDependencies(appDir: string): { packages: string[]; problems: string[] }
export function checkRendererOnlyAbsent(packageNames: readonly string[]): string[]
export function isNativeLibrary(file: string): boolean
export function listPackages(nodeModules: string): string[]
