// Types for standIn.mjs (plain Node, run without a TypeScript step), for its tests.
export const FUSE_SENTINEL: string
export const ELECTRON_DEFAULT_WIRE: string
export function makeStandInElectron(dir: string, version: string): string
export function makeFpmStub(dir: string): { path: string; record: string; desktop: string }
export function copyInto(file: string, dir: string, name: string): string
