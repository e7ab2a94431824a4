// models.importBegin / importChunk / importCommit / importAbort: a model file bigger than one web message
// (WEB_IMPORT_MAX_BYTES) sent in pieces. Team, position and size are checked at the start (an oversized file is
// refused before any byte travels); the pieces wait in memory (modelUploads.ts); the commit checks the whole
// file through the same path as models.import and only then stores it. None of these is on the LAN share's
// viewer allow-list, so a viewer can never upload.
import { ContractError, MODEL_CHUNK_BYTES } from '@shared/ipc'
import type { Handlers } from './dispatcher'
import { ModelUploads } from './modelUploads'
import { importModel, requirePosition, requireTeam, type Showcase } from './showcaseHandlers'

type UploadRequest =
  'models.importBegin' | 'models.importChunk' | 'models.importCommit' | 'models.importAbort'

const megabytes = (n: number): string => `${(n / (1024 * 1024)).toFixed(1)} MB`

export function createModelUploadHandlers(
  showcase: Showcase,
  uploads: ModelUploads = new ModelUploads(),
): Pick<Handlers, UploadRequest> {
  return {
    'models.importBegin': (args) => {
      requirePosition(requireTeam(args.teamKey), args.positionId)
      showcase.require() // saves off: refused now, not after the whole file travelled
      const { maxBytes } = showcase.modelLimits
      if (args.size > maxBytes) {
        throw new ContractError(
          'model/too-large',
          `The model file is ${megabytes(args.size)}; the limit is ${megabytes(maxBytes)}.`,
        )
      }
      const uploadId = uploads.begin({
        teamKey: args.teamKey,
        positionId: args.positionId,
        size: args.size,
        ...(args.fileName !== undefined ? { originalName: args.fileName } : {}),
      })
      return { uploadId, chunkBytes: MODEL_CHUNK_BYTES }
    },

    'models.importChunk': (args) => ({
      received: uploads.chunk(args.uploadId, args.offset, new Uint8Array(Buffer.from(args.bytes, 'base64'))),
    }),

    'models.importCommit': (args) => {
      const { meta, bytes } = uploads.take(args.uploadId)
      return importModel(showcase, {
        teamKey: meta.teamKey,
        positionId: meta.positionId,
        bytes,
        ...(meta.originalName !== undefined ? { originalName: meta.originalName } : {}),
      })
    },

    'models.importAbort': (args) => ({ aborted: uploads.abort(args.uploadId) }),
  }
}
