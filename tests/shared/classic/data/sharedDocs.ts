// Reads the project's rule documents from the sibling folder `../shared` (next to the repo root), for tests that
// check the data against the seeds. On a clone without that folder the tests that need it are skipped.

import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '../../../..')
export const SHARED_DIR = resolve(repoRoot, '../shared')

export function sharedPath(relative: string): string {
  return resolve(SHARED_DIR, relative)
}

export function haveShared(relative: string): boolean {
  return existsSync(sharedPath(relative))
}

export function readShared(relative: string): string {
  return readFileSync(sharedPath(relative), 'utf8')
}

/** The test title, or the same title saying why it is skipped. */
export function titled(title: string, relative: string): string {
  return haveShared(relative) ? title : `${title} (SKIPPED: ${sharedPath(relative)} not found)`
}

export const SEED_002 = 'seeds/002_976e42c245051237.txt'
export const SEED_003 = 'seeds/003_cfadb9b2791050b0.txt'
export const SEED_004 = 'seeds/004_747de4de2041d05b.txt'
export const GAME_FACTS = 'reference/game-facts.md'
