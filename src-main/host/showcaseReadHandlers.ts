// The Showcase's read-only requests: `rosters.lineup` (a team's positions with their stat lines, for the
// line-up cards) and `models.file` (a stored model's bytes, for the renderer's GLTFLoader). The bytes go in
// pieces of MODEL_CHUNK_BYTES so every answer stays under the web host's 1 MB message cap.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { ContractError, MODEL_CHUNK_BYTES, type ModelFileChunk } from '@shared/ipc'
import { lineupFor } from '@shared/showcase/lineup'
import type { Handlers } from './dispatcher'
import type { Showcase } from './showcaseHandlers'

/** Reads `length` bytes of `path` from `offset` (fewer at the end of the file), and the file's size. */
function readChunk(path: string, offset: number, length: number): { bytes: Buffer; total: number } {
  const fd = openSync(path, 'r')
  try {
    const total = fstatSync(fd).size
    const size = Math.max(0, Math.min(length, total - offset))
    const bytes = Buffer.alloc(size)
    let read = 0
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, offset + read)
      if (n === 0) break
      read += n
    }
    return { bytes: bytes.subarray(0, read), total }
  } finally {
    closeSync(fd)
  }
}

export function createShowcaseReadHandlers(
  showcase: Showcase,
): Pick<Handlers, 'models.file' | 'rosters.lineup'> {
  return {
    'rosters.lineup': (args) => {
      const lineup = lineupFor(args.teamKey)
      if (!lineup) throw new ContractError('roster/not-found', `No team "${args.teamKey}" in any game.`)
      return lineup
    },

    'models.file': (args) => {
      const models = showcase.current()?.models
      // Only a file some position uses: the hash names nothing else in the data folder.
      if (!models || !models.store.uses(args.hash)) {
        throw new ContractError('model/not-found', `No stored model file ${args.hash.slice(0, 12)}….`)
      }
      const offset = args.offset ?? 0
      let chunk: { bytes: Buffer; total: number }
      try {
        chunk = readChunk(models.files.pathOf(args.hash), offset, MODEL_CHUNK_BYTES)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT') {
          throw new ContractError(
            'model/not-found',
            `The model file ${args.hash.slice(0, 12)}… is missing from the data folder; import it again.`,
          )
        }
        throw error
      }
      if (offset > chunk.total) {
        throw new ContractError(
          'model/not-found',
          `offset: ${offset} is past the end of the model file (${chunk.total} bytes).`,
        )
      }
      const end = offset + chunk.bytes.length
      const result: ModelFileChunk = {
        hash: args.hash,
        total: chunk.total,
        offset,
        bytes: chunk.bytes.toString('base64'),
        next: end < chunk.total ? end : null,
      }
      return result
    },
  }
}
