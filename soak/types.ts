// The soak suite's one interface: each part (hostile web clients, killed hosts, damaged databases, altered replay
// files, long random games) reports its figures through `SoakOutput`, one `soak.<name>: value unit` a line, and
// says which figures must be zero for the run to pass. `npm run soak` runs every part; SOAK_PARTS=a,b runs some.
export interface SoakOutput {
  /** Prints `soak.<name>: <value> <unit>`. */
  figure(name: string, value: number, unit?: string): void
  /** Prints the figure and fails the run when it is not 0 (crashes, lost actions, changed data...). */
  zero(name: string, value: number, unit?: string): void
  /** A progress or diagnostic line on stderr (never parsed). */
  note(message: string): void
}

export interface SoakPart {
  /** Short name, used by SOAK_PARTS. */
  readonly name: string
  run(out: SoakOutput, options: SoakOptions): Promise<void>
}

export interface SoakOptions {
  /** 1 = the full counts; smaller values scale the counts down for a quick look (SOAK_SCALE). */
  readonly scale: number
  /** A scratch folder of this run, removed at the end. */
  readonly scratch: string
}

/** `n` scaled, never below 1. */
export function scaled(n: number, options: SoakOptions): number {
  return Math.max(1, Math.round(n * options.scale))
}
