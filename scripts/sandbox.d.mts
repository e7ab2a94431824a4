// Types for sandbox.mjs (plain Node, run without a TypeScript step), for its tests.
export interface SandboxFacts {
  readonly platform: NodeJS.Platform
  readonly isRoot: boolean
  readonly helper: string
  readonly helperStat: { readonly uid: number; readonly mode: number } | null
  readonly knobs: Readonly<Record<string, string | null>>
}
export interface SandboxProblem {
  readonly helper: string
  readonly knob: string
}
export function readSandboxFacts(binary: string, platform?: NodeJS.Platform): SandboxFacts
export function helperIsSetuid(stat: SandboxFacts['helperStat']): boolean
export function namespacesForbiddenBy(knobs: SandboxFacts['knobs']): string | null
export function sandboxProblem(facts: SandboxFacts): SandboxProblem | null
export function sandboxAdvice(problem: SandboxProblem, root: string): string
