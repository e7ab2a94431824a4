// The looks of teams drawn as before (default colours, procedural pieces), in a module of its own without
// three.js: the showcase store starts with it before the table's code has loaded (pieceLooks.ts re-exports it).
import type { PieceLooks } from './pieceLooks'

export const NO_LOOKS: PieceLooks = [null, null]
